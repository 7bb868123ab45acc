"""Pairings by name: the wall sheet a player reads to find their table (MTR 1.9).

One line per player: name, match points before the round, table, opponent; two column
blocks per page in large type. In 五十音順 by reading, names without a reading last,
where the organizer notices them (glossary-ja §3.2): ``words.collation.name_sort_key``,
the one order of every sheet and screen in either language (a player finds their name
where the seatings and the last round's sheet had it; Latin names without readings are
in A–Z order among themselves). The Japanese sheet has an index head (あ行, か行… A–Z,
その他) before the first name of each row.

Team events list every player (each looks for their own name), with their seat's table
("12A") and the opposing seat's player (MTR 8.2), or the opposing team in Two-Headed
Giant (MTR 9.1), and the team's points. Multiplayer pods give the table and seat (seat 1
plays first); the other players of the pod are on the pairings-by-table sheet.

The helpers used by the other posting sheets (the date, the round's title, the words for
a round without opponent) live here too.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.postings import NameLine, PairingsPosting, PostingKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.printing.postings import Column, Posting, Row
from mtrdesk.services.printouts.postings import pairings_posting
from mtrdesk.sheets import date_text
from mtrdesk.sheets.posting_sheet import posting_render
from mtrdesk.words.collation import (
    index_head,
    index_heads,
    japanese_reader,
    name_sort_key,
    text_key,
)
from mtrdesk.words.labels import label
from mtrdesk.words.playoff_rounds import ROUND_NAMES, round_name
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: Type size of the wall copy: about 4.5 mm, readable from a step away.
NAME_SIZE = 13.0
NO_TABLE = "—"

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Pairings by name"),
    "round": QT_TRANSLATE_NOOP("Print", "Round %1"),
    "playoff_round": QT_TRANSLATE_NOOP("Print", "Playoff, round %1"),
    "title_line": QT_TRANSLATE_NOOP("Print", "%1 – %2"),
    "event_format": QT_TRANSLATE_NOOP("Print", "%1 (%2)"),
    "round_times": QT_TRANSLATE_NOOP("Print", "Start %1 – expected end %2 (%3 min)"),
    "round_length": QT_TRANSLATE_NOOP("Print", "Round time: %1 min"),
    "name": QT_TRANSLATE_NOOP("Print", "Name"),
    "points": QT_TRANSLATE_NOOP("Print", "Points"),
    "table": QT_TRANSLATE_NOOP("Print", "Table"),
    "opponent": QT_TRANSLATE_NOOP("Print", "Opponent"),
    "opposing_team": QT_TRANSLATE_NOOP("Print", "Opposing team"),
    "seat": QT_TRANSLATE_NOOP("Print", "Seat"),
    "seat_n": QT_TRANSLATE_NOOP("Print", "Seat %1"),
    "seat_first": QT_TRANSLATE_NOOP("Print", "Seat 1 (plays first)"),
}

#: What a line without an opponent says in the opponent's place.
_KINDS = {
    MatchKind.BYE: QT_TRANSLATE_NOOP("Print", "Bye"),
    MatchKind.AWARDED_BYE: QT_TRANSLATE_NOOP("Print", "Awarded bye"),
    MatchKind.LATE_ENTRY_LOSS: QT_TRANSLATE_NOOP("Print", "Loss (late entry)"),
    MatchKind.UNOPPOSED_LOSS: QT_TRANSLATE_NOOP("Print", "Loss (no opponent)"),
}


def word(key: str) -> str:
    """A posting word in the installed language."""
    return QCoreApplication.translate("Print", _WORDS[key])


def kind_text(kind: MatchKind) -> str:
    """ "Bye", "Awarded bye", "Loss (late entry)"... in the installed language."""
    return QCoreApplication.translate("Print", _KINDS[kind]) if kind in _KINDS else ""


def round_text(number: int, playoff: bool, field: int = 0) -> str:
    """第3回戦 / Round 3; a playoff round by its name (準々決勝 / Quarterfinals) where the
    bracket names it (``field``: its players), else "Playoff, round 5"."""
    if playoff and field in ROUND_NAMES:
        return round_name(field)
    return fill(word("playoff_round" if playoff else "round"), number)


def event_text(posting: PairingsPosting) -> str:
    """The event's name and format: 「店舗大会（スタンダード）」; the name alone when it
    says the format already (「金曜モダン」, not 「金曜モダン（モダン）」, review §6)."""
    if posting.format is None:
        return posting.event_name
    format_name = label(posting.format)
    if _bare(format_name) in _bare(posting.event_name):
        return posting.event_name
    return fill(word("event_format"), posting.event_name, format_name)


def _bare(text: str) -> str:
    """``text`` compared loosely: width-folded, caseless, without spaces or middle dots
    (「ブースタードラフト」 says 「ブースター・ドラフト」, "modern" says "Modern")."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    return "".join(c for c in folded if c not in " ・･")


def times_text(posting: PairingsPosting) -> str:
    """When the round started and is expected to end (13:05 – 13:55), from its clock;
    before the clock starts, only its length: players see how long they have."""
    if posting.started is not None and posting.ends is not None:
        start, end = (t.strftime("%H:%M") for t in (posting.started, posting.ends))
        return fill(word("round_times"), start, end, posting.minutes)
    return fill(word("round_length"), posting.minutes) if posting.minutes else ""


def title_text(first: str, second: str) -> str:
    """ "Round 3 — Pairings by name" (第3回戦 組み合わせ表(名前順))."""
    return fill(word("title_line"), first, second)


def points_text(points: int | None) -> str:
    return "" if points is None else str(points)


def pairings_frame(
    posting: PairingsPosting,
    title: str,
    columns: Sequence[Column],
    rows: Sequence[Row],
    size: float,
    blocks: int = 1,
) -> Posting:
    """A pairings sheet around its ``columns`` and ``rows``: the round's name with the
    sheet's ``title``, the event, its date and the round's times, as every one heads them."""
    return Posting(
        title=title_text(round_text(posting.round_number, posting.playoff, posting.field), title),
        event=event_text(posting),
        date=date_text(posting.date),
        times=times_text(posting),
        columns=tuple(columns),
        rows=tuple(rows),
        blocks=blocks,
        size=size,
    )


# --- the order of names -------------------------------------------------------------


def sort_names(lines: tuple[NameLine, ...]) -> list[NameLine]:
    """The lines in the one order of every sheet (``words.collation.name_sort_key``);
    equal names keep a stable order by table."""
    ordered = sorted(lines, key=lambda line: text_key(line.table or "~"))
    return sorted(ordered, key=lambda line: name_sort_key(line.reading, line.family, line.given))


# --- the sheet ----------------------------------------------------------------------


def _opponent_cell(line: NameLine) -> str:
    if line.kind is not MatchKind.PAIRED:
        return kind_text(line.kind)
    if line.seat is not None:
        return word("seat_first") if line.seat == 1 else fill(word("seat_n"), line.seat)
    return line.opponent or ""


def name_posting(posting: PairingsPosting, japanese: bool | None = None) -> Posting:
    """The sheet's words and rows (unwritten), in the installed language."""
    fourth = {
        PostingKind.PODS: word("seat"),
        PostingKind.SHARED: word("opposing_team"),
    }.get(posting.kind, word("opponent"))
    columns = [Column(word("name"), 0.40)]
    if not posting.playoff:
        columns.append(Column(word("points"), 0.10, "right"))
    columns += [Column(word("table"), 0.13, "center"), Column(fourth, 0.37)]
    if japanese is None:
        japanese = japanese_reader()
    rows = []
    lines = sort_names(posting.names)
    heads = index_heads([index_head(n.reading, n.family, n.given) for n in lines])
    for line, head in zip(lines, heads, strict=True):
        if japanese and head:
            rows.append(Row((head,), head=True))
        cells = [line.name]
        if not posting.playoff:
            cells.append(points_text(line.points))
        cells += [line.table or NO_TABLE, _opponent_cell(line)]
        rows.append(Row(tuple(cells)))
    return pairings_frame(posting, word("title"), columns, rows, NAME_SIZE, blocks=2)


#: The round's pairings by name, two column blocks per page.
render = posting_render(pairings_posting, name_posting)
