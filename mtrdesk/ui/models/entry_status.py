"""A dropped or late entry in the players, teams, draft pods and decklists tables: the status
column (dropped before round 1 or after round N, entered late, playing: one rule, each table
in its own words, its own translation context) and the grey, italic look of a dropped row."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QFont

#: The text colour of a dropped entry's row.
INACTIVE_COLOR = QColor("#777777")


@dataclass(frozen=True, slots=True)
class StatusWords:
    """One table's words (sources marked with ``QT_TRANSLATE_NOOP`` in ``context``)."""

    context: str
    dropped_before: str
    dropped_after: str  # %1: the last round played
    late_entry: str  # %1: the first round paired
    playing: str


def status_text(
    words: StatusWords,
    dropped_after_round: int | None,
    late_entry_round: int | None,
    incomplete: str | None = None,
) -> str:
    """Dropped first (MTR 2.10), then ``incomplete`` when given (a team's missing seat),
    then a late entry, else playing."""

    def say(source: str, number: int | None = None) -> str:
        text = QCoreApplication.translate(words.context, source)
        return text if number is None else text.replace("%1", str(number))

    if dropped_after_round is not None:
        if dropped_after_round == 0:
            return say(words.dropped_before)
        return say(words.dropped_after, dropped_after_round)
    if incomplete is not None:
        return incomplete
    if late_entry_round is not None:
        return say(words.late_entry, late_entry_round)
    return say(words.playing)


def dropped_font(struck_out: bool) -> QFont:
    """A dropped entry's row: italic; its name (``struck_out``) also struck out."""
    font = QFont()
    font.setItalic(True)
    font.setStrikeOut(struck_out)
    return font
