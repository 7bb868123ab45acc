"""The crosstable (対戦表) of a small individual Swiss event (issue 31), A4 landscape: one
line per player in standings order, one column per round saying whom they met (the
opponent's line, which is their place) and how it went (W / L / D, 勝 / 負 / 分; a bye),
then match points, record and the tiebreakers of MTR Appendix C (OMW%, GW%, OGW%).
Values: ``services.swiss.crosstable`` (the same the window and the phones show); names
only, no player ID or e-mail. Taken after a complete round, like the standings sheet.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.charts.crosstable import Mark
from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.postings import floor_text, percent_text
from mtrdesk.printing.postings import Column, Posting, Row
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.swiss.crosstable import CrosstableLine, CrosstableView, cell_text
from mtrdesk.services.swiss.crosstable import crosstable_view as _view
from mtrdesk.sheets.pairings_by_name import date_text, title_text, word
from mtrdesk.sheets.posting_sheet import posting_render
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CROSSTABLE_SIZE = 9.5

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Crosstable"),
    "after_round": QT_TRANSLATE_NOOP("Print", "After round %1"),
    "rank": QT_TRANSLATE_NOOP("Print", "Rank"),
    "round_short": QT_TRANSLATE_NOOP("Print", "R%1"),
    "record": QT_TRANSLATE_NOOP("Print", "Record (W-L-D)"),
    "omwp": QT_TRANSLATE_NOOP("Print", "OMW%"),
    "gwp": QT_TRANSLATE_NOOP("Print", "GW%"),
    "ogwp": QT_TRANSLATE_NOOP("Print", "OGW%"),
    "dropped": QT_TRANSLATE_NOOP("Print", "%1 (dropped)"),
    "note": QT_TRANSLATE_NOOP(
        "Print",
        "W 5: won against the player on line 5; L lost; D drawn. Tiebreakers (MTR 3.1, "
        "Appendix C): OMW%, GW%, OGW%; match-win and game-win percentages below %1 count "
        "as %1.",
    ),
}

#: A cell's mark on paper (context "Print").
MARKS = {
    Mark.WIN: QT_TRANSLATE_NOOP("Print", "W"),
    Mark.LOSS: QT_TRANSLATE_NOOP("Print", "L"),
    Mark.DRAW: QT_TRANSLATE_NOOP("Print", "D"),
    Mark.BYE: QT_TRANSLATE_NOOP("Print", "Bye"),
    Mark.UNOPPOSED_LOSS: QT_TRANSLATE_NOOP("Print", "L"),
    Mark.PENDING: QT_TRANSLATE_NOOP("Print", "?"),
}


def _word(key: str) -> str:
    return QCoreApplication.translate("Print", _WORDS[key])


def _columns(view: CrosstableView) -> tuple[Column, ...]:
    rounds = tuple(
        Column(fill(_word("round_short"), number), 0.065, "center") for number in view.rounds
    )
    return (
        Column(_word("rank"), 0.05, "right"),
        Column(word("name"), 0.24),
        *rounds,
        Column(word("points"), 0.06, "right"),
        Column(_word("record"), 0.1, "center"),
        *(Column(_word(key), 0.075, "right") for key in ("omwp", "gwp", "ogwp")),
    )


def _row(line: CrosstableLine, marks: dict[Mark, str]) -> Row:
    name = fill(_word("dropped"), line.name) if line.dropped else line.name
    return Row(
        (
            str(line.place),
            name,
            *(cell_text(cell, marks) for cell in line.cells),
            str(line.points),
            line.record,
            *(percent_text(v) for v in (line.omwp, line.gwp, line.ogwp)),
        ),
        muted=line.dropped,
    )


def crosstable_sheet(view: CrosstableView) -> Posting:
    """The sheet's words and rows (unwritten), in the installed language."""
    marks = {mark: QCoreApplication.translate("Print", text) for mark, text in MARKS.items()}
    return Posting(
        title=title_text(fill(_word("after_round"), view.after_round), _word("title")),
        event=view.event_name,
        date=date_text(view.date),
        columns=_columns(view),
        rows=tuple(_row(line, marks) for line in view.lines),
        size=CROSSTABLE_SIZE,
        note=fill(_word("note"), floor_text(view.floor)),
        landscape=True,
    )


def crosstable_view(event: EventHistory, after_round: int | None) -> CrosstableView:
    """The crosstable of an event file or of the database's event (``PrintService``)."""
    return _view(event.state, after_round)


#: The crosstable after round ``round_number`` (default: the latest complete one).
render = posting_render(crosstable_view, crosstable_sheet)
