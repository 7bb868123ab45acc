"""Pairings by name: the wall sheet a player reads to find their table (MTR 1.9).

One line per player: name, match points before the round, table, opponent; two column
blocks per page in large type. The order depends on the reader's language:

* Japanese: 五十音順 by reading (``words.collation.name_sort_key``); names without a
  reading last, where the organizer notices them (glossary-ja §3.2).
* English: by family name, then given name, with an English collator (case and accents
  only break ties). A name with no Latin letter (山田 太郎 on an English sheet) cannot be
  placed among A–Z, so those follow the Latin names, ordered by their reading in 五十音順
  as the Japanese sheet orders them, readingless ones last: a Japanese player still finds
  their name where a Japanese list would have it.

Team events list every player (each looks for their own name), with their seat's table
("12A") and the opposing seat's player (MTR 8.2), or the opposing team in Two-Headed
Giant (MTR 9.1), and the team's points. Multiplayer pods give the table and seat (seat 1
plays first); the other players of the pod are on the pairings-by-table sheet.

The helpers used by the other posting sheets (the date, the round's title, the words for
a round without opponent) live here too.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from functools import cache
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QCollator, QCoreApplication, QDate, QLocale, Qt

from mtrdesk.core.placeholders import fill
from mtrdesk.core.postings import NameLine, PairingsPosting, PostingKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.postings import Column, Posting, Row, write_posting
from mtrdesk.services.event_files import EventHistory
from mtrdesk.services.print_postings import pairings_posting
from mtrdesk.words.collation import name_sort_key, text_key
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: Type size of the wall copy: about 4.5 mm, readable from a step away.
NAME_SIZE = 13.0
NO_TABLE = "—"

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Pairings by name"),
    "round": QT_TRANSLATE_NOOP("Print", "Round %1"),
    "playoff_round": QT_TRANSLATE_NOOP("Print", "Playoff, round %1"),
    "title_line": QT_TRANSLATE_NOOP("Print", "%1 – %2"),
    "date": QT_TRANSLATE_NOOP("Print", "yyyy-MM-dd (ddd)"),
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


def date_text(date: dt.date) -> str:
    """The event's date as the reader writes it: 2026年11月21日(土), 2026-11-21 (Sat)."""
    return QLocale().toString(QDate(date.year, date.month, date.day), word("date"))


def round_text(number: int, playoff: bool) -> str:
    """第3回戦 / Round 3, or the playoff's round."""
    return fill(word("playoff_round" if playoff else "round"), number)


def title_text(first: str, second: str) -> str:
    """ "Round 3 — Pairings by name" (第3回戦 組み合わせ表(名前順))."""
    return fill(word("title_line"), first, second)


def points_text(points: int | None) -> str:
    return "" if points is None else str(points)


# --- the order of names -------------------------------------------------------------


@cache
def _latin_collator() -> QCollator:
    collator = QCollator(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)
    return collator


def _has_latin(text: str) -> bool:
    return any(c.isalpha() and unicodedata.name(c, "").startswith("LATIN") for c in text)


def english_key(line: NameLine) -> tuple[object, ...]:
    """Latin names by family then given name; then the others as the Japanese sheet
    orders them (by reading, readingless last). See the module docstring."""
    if _has_latin(line.family) or _has_latin(line.given):
        collator = _latin_collator()
        return (0, collator.sortKey(line.family), collator.sortKey(line.given))
    unread, by_reading, by_name = name_sort_key(line.reading, line.family, line.given)
    return (2 if unread else 1, by_reading, by_name)


def japanese_key(line: NameLine) -> tuple[object, ...]:
    """五十音順 by reading, readingless names last (``words.collation``)."""
    return name_sort_key(line.reading, line.family, line.given)


def sort_names(lines: tuple[NameLine, ...], japanese: bool | None = None) -> list[NameLine]:
    """The lines in the reader's order (``japanese`` default: the installed language);
    equal names keep a stable order by table."""
    if japanese is None:
        japanese = QLocale().language() is QLocale.Language.Japanese
    key = japanese_key if japanese else english_key
    ordered = sorted(lines, key=lambda line: text_key(line.table or "~"))
    return sorted(ordered, key=key)


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
    rows = []
    for line in sort_names(posting.names, japanese):
        cells = [line.name]
        if not posting.playoff:
            cells.append(points_text(line.points))
        cells += [line.table or NO_TABLE, _opponent_cell(line)]
        rows.append(Row(tuple(cells)))
    return Posting(
        title=title_text(round_text(posting.round_number, posting.playoff), word("title")),
        event=posting.event_name,
        date=date_text(posting.date),
        columns=tuple(columns),
        rows=tuple(rows),
        blocks=2,
        size=NAME_SIZE,
    )


def render(
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
) -> None:
    """The round's pairings by name, two column blocks per page."""
    write_posting(name_posting(pairings_posting(event, round_number)), out, setup)
