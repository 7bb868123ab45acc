"""Pairings by table (卓番号順): the staff copy, one line per table in table order.

Each line: table, player (points before the round), opponent (points); byes and losses
without an opponent follow the tables, "—" in the table column. A team table (MTR 8.2)
is the team line with both teams' points, then one line per seat ("12A", "12B", ...)
kept with it on the same page; Two-Headed Giant is one line per table, teams by name
(MTR 9.1). A multiplayer pod is one line per seat (seat 1 plays first), the table
number on its first line, the pod shaded as one band and never split across pages.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.printouts.postings import PairingsPosting, PostingKind, TableLine
from mtrdesk.printing.postings import Column, Posting, Row
from mtrdesk.services.printouts.postings import pairings_posting
from mtrdesk.sheets.pairings_by_name import NO_TABLE, kind_text, pairings_frame, points_text, word
from mtrdesk.sheets.posting_sheet import posting_render
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

TABLE_SIZE = 10.5

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Pairings by table"),
    "team": QT_TRANSLATE_NOOP("Print", "Team"),
    "opposing_team": QT_TRANSLATE_NOOP("Print", "Opposing team"),
    "team_or_player": QT_TRANSLATE_NOOP("Print", "Team / player"),
    "opposing_team_or_player": QT_TRANSLATE_NOOP("Print", "Opposing team / player"),
}


def _word(key: str) -> str:
    return QCoreApplication.translate("Print", _WORDS[key])


def _headings(kind: PostingKind) -> tuple[str, str]:
    if kind is PostingKind.SEATS:
        return _word("team_or_player"), _word("opposing_team_or_player")
    if kind is PostingKind.SHARED:
        return _word("team"), _word("opposing_team")
    return word("name"), word("opponent")


def _pod_rows(lines: tuple[TableLine, ...]) -> list[Row]:
    rows = []
    for line in lines:
        if line.table is None:  # a bye or a loss without a pod
            side = line.sides[0]
            cells = (NO_TABLE, kind_text(line.kind), side.name, points_text(side.points))
            rows.append(Row(cells))
            continue
        for n, side in enumerate(line.sides):
            seat = word("seat_first") if side.seat == "1" else side.seat
            cells = (line.table if n == 0 else "", seat, side.name, points_text(side.points))
            rows.append(Row(cells, group_start=n == 0))
    return rows


def _table_rows(lines: tuple[TableLine, ...], playoff: bool) -> list[Row]:
    rows = []
    for line in lines:
        first = line.sides[0]
        second = line.sides[1] if len(line.sides) > 1 else None
        if line.under_team:  # "12A  山田 太郎  鈴木 一郎": a seat under its team line
            cells = [line.table or "", first.name, "", second.name if second else "", ""]
        else:
            cells = [
                line.table or NO_TABLE,
                first.name,
                points_text(first.points),
                second.name if second else kind_text(line.kind),
                points_text(second.points) if second else "",
            ]
        if playoff:
            del cells[4], cells[2]
        rows.append(Row(tuple(cells), group_start=not line.under_team))
    return rows


def table_posting(posting: PairingsPosting) -> Posting:
    """The sheet's words and rows (unwritten), in the installed language."""
    columns: tuple[Column, ...]
    if posting.kind is PostingKind.PODS:
        columns = (
            Column(word("table"), 0.1, "center"),
            Column(word("seat"), 0.22),
            Column(word("name"), 0.56),
            Column(word("points"), 0.12, "right"),
        )
        rows = _pod_rows(posting.tables)
    else:
        left, right = _headings(posting.kind)
        points = Column(word("points"), 0.08, "center")  # apart from the next name
        columns = (
            Column(word("table"), 0.09, "center"),
            Column(left, 0.375),
            points,
            Column(right, 0.375),
            points,
        )
        if posting.playoff:
            columns = (columns[0], columns[1], columns[3])
        rows = _table_rows(posting.tables, posting.playoff)
    return pairings_frame(posting, _word("title"), columns, rows, TABLE_SIZE)


#: The round's pairings in table order, byes at the end.
render = posting_render(pairings_posting, table_posting)
