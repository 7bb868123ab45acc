"""The fast result-entry line: table number, Enter, ``2-1``, Enter, and back to the table.

Scorekeepers type slips in a stack; the cursor must never leave the keyboard. The widget
knows nothing about services: the owning tab gives it a ``describe_table`` function (who
sits at a table, or ``None``) and a ``report`` function that returns an error sentence or
``None`` on success.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QVBoxLayout, QWidget

from mtrdesk.core.bounds import MAX_TABLE
from mtrdesk.core.text import bounded_int
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.named import named_label
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

DescribeTable = Callable[[int], str | None]
Report = Callable[[int, str], str | None]

ERROR_STYLE = "color: #b00020; font-weight: bold;"
OK_STYLE = "color: #1b6e20;"


def parse_table_number(text: str) -> int | None:
    """``12`` or ``１２`` (typed through an IME) → 12; anything else → ``None``: other
    scripts' digits (``፩``), 0, and numbers beyond any table (``core.bounds.MAX_TABLE``)."""
    return bounded_int(text, 1, MAX_TABLE)


def is_out_of_range(text: str) -> bool:
    """Digits, but no table could have that number (0, or 10,001 and more)."""
    digits = unicodedata.normalize("NFKC", text).strip()
    return bool(digits) and digits.isascii() and digits.isdigit()


@dataclass(frozen=True, slots=True)
class SeatTable:
    """A team event's seat match as posted (MTR 8.2): table 12, seat B is "12B"."""

    table: int
    seat: str

    def __str__(self) -> str:
        return f"{self.table}{self.seat}"


_SEAT_TABLE = re.compile(r"(\d+)\s*([A-Z])")


def parse_seat_table(text: str, seats: str = "ABC") -> SeatTable | None:
    """``12B``, ``12b``, ``１２Ｂ`` (an IME) → table 12 seat B; a letter not in ``seats``
    or anything else → ``None``."""
    normalized = unicodedata.normalize("NFKC", text).strip().upper()
    found = _SEAT_TABLE.fullmatch(normalized)
    if found is None or found.group(2) not in seats:
        return None
    table = bounded_int(found.group(1), 1, MAX_TABLE)
    return SeatTable(table, found.group(2)) if table is not None else None


# Example results by games needed to win (MTR 2.1); 0-0-3 is an intentional draw (MTR 2.4).
SWISS_EXAMPLES = {
    1: QT_TRANSLATE_NOOP("ResultEntry", "1-0, 0-1, 0-0-3"),
    2: QT_TRANSLATE_NOOP("ResultEntry", "2-1, 1-1-1, 0-0-3"),
    3: QT_TRANSLATE_NOOP("ResultEntry", "3-1, 2-2-1, 0-0-3"),
}
# A playoff match has a winner (MTR 2.5): no drawn match among the examples.
PLAYOFF_EXAMPLES = {
    1: QT_TRANSLATE_NOOP("ResultEntry", "1-0, 0-1"),
    2: QT_TRANSLATE_NOOP("ResultEntry", "2-0, 2-1, 1-2"),
    3: QT_TRANSLATE_NOOP("ResultEntry", "3-0, 3-2, 2-3"),
}


def result_examples(games_to_win: int, *, playoff: bool = False) -> str:
    """What the empty result field shows: results that this match length accepts."""
    table = PLAYOFF_EXAMPLES if playoff else SWISS_EXAMPLES
    return QCoreApplication.translate("ResultEntry", table.get(games_to_win, table[2]))


def as_recorded(text: str) -> str:
    """A typed result as it is stored: "２－１" typed through an IME is 2-1."""
    return unicodedata.normalize("NFKC", text).strip()


class ResultEntry(QWidget):
    """Two line edits and one inline message; ``reported`` fires after each accepted slip."""

    # The table (an ``int``, or a ``SeatTable`` in a team event) and the result typed.
    reported = Signal(object, str)

    def __init__(
        self, describe_table: DescribeTable, report: Report, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._describe_table = describe_table
        self._report = report
        self._table: int | SeatTable | None = None
        self._seats = ""  # a team event's seat letters: tables are typed "12A"

        self.table_edit = QLineEdit()
        self.table_edit.setObjectName("tableNumberEdit")
        self.table_edit.setPlaceholderText(QCoreApplication.translate("ResultEntry", "Table"))
        self.table_edit.setMaximumWidth(90)
        self.table_edit.setAccessibleName(QCoreApplication.translate("ResultEntry", "Table number"))
        self.result_edit = QLineEdit()
        self.result_edit.setObjectName("resultEdit")
        self.result_edit.setPlaceholderText(result_examples(2))
        self.result_edit.setMaximumWidth(140)
        self.result_edit.setAccessibleName(QCoreApplication.translate("ResultEntry", "Result"))
        self.result_edit.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "ResultEntry",
                    "Games won by the left player, games won by the right player, drawn games.",
                )
            )
        )
        self.match_label = PlainLabel()
        self.message_label = named_label("resultMessage", wrap=True)

        self.prompt_label = PlainLabel(QCoreApplication.translate("ResultEntry", "Enter result:"))
        self.prompt_label.setObjectName("resultPrompt")
        line = QHBoxLayout()
        line.addWidget(self.prompt_label)
        line.addWidget(self.table_edit)
        line.addWidget(self.result_edit)
        line.addWidget(self.match_label, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(line)
        layout.addWidget(self.message_label)

        self.table_edit.returnPressed.connect(self._table_entered)
        self.result_edit.returnPressed.connect(self._result_entered)
        self.table_edit.textEdited.connect(self._table_edited)

    def set_seats(self, seats: str) -> None:
        """Seat matches (MTR 8.2): "ABC" makes the table field take "12A" (a ``SeatTable``
        goes to ``describe_table`` and ``report``); "" is a table number alone."""
        if seats == self._seats:
            return
        self._seats = seats
        self.reset()
        self.table_edit.setPlaceholderText(
            QCoreApplication.translate("ResultEntry", "e.g. 12A")
            if seats
            else QCoreApplication.translate("ResultEntry", "Table")
        )

    def set_result_placeholder(self, text: str) -> None:
        """The example results shown in the empty result field (the playoff has no draws)."""
        self.result_edit.setPlaceholderText(text)

    def set_prompt(self, text: str) -> None:
        """The words before the fields, e.g. which round the slips go to."""
        self.prompt_label.setText(text)

    def reset(self) -> None:
        """Forget the slip being typed and the last message (another round or event)."""
        self._table = None
        self.table_edit.clear()
        self.result_edit.clear()
        self.match_label.clear()
        self.message_label.clear()

    def prefill(self, table: int | SeatTable, text: str) -> None:
        """Put a slip back in the fields, as if typed: table found, result ready for Enter."""
        self.table_edit.setText(str(table))
        self._table_entered()
        if self._table is not None:
            self.result_edit.setText(text)
            self.result_edit.selectAll()

    def focus_table(self) -> None:
        """Put the cursor in the table field, ready for the next slip."""
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def show_error(self, message: str) -> None:
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.setText(message)

    def show_info(self, message: str) -> None:
        self.message_label.setStyleSheet(OK_STYLE)
        self.message_label.setText(message)

    def _table_edited(self) -> None:
        self._table = None
        self.match_label.clear()

    def _table_entered(self) -> None:
        typed = self.table_edit.text()
        table: int | SeatTable | None = (
            parse_seat_table(typed, self._seats) if self._seats else parse_table_number(typed)
        )
        if table is None:
            self.show_error(
                QCoreApplication.translate(
                    "ResultEntry", "Type the table and the seat letter, for example 12A."
                )
                if self._seats
                else QCoreApplication.translate(
                    "ResultEntry", "Tables are numbered from 1 to %1: type the table on the slip."
                ).replace("%1", str(MAX_TABLE))
                if is_out_of_range(typed)
                else QCoreApplication.translate("ResultEntry", "Type a table number (digits only).")
            )
            self.focus_table()
            return
        who = self._describe_table(table)  # type: ignore[arg-type]
        if who is None:
            self.show_error(
                QCoreApplication.translate(
                    "ResultEntry", "There is no table %1 in this round."
                ).replace("%1", str(table))
            )
            self.focus_table()
            return
        self._table = table
        self.match_label.setText(who)
        self.message_label.clear()
        self.result_edit.setFocus()
        self.result_edit.selectAll()

    def _result_entered(self) -> None:
        if self._table is None:
            self.show_error(
                QCoreApplication.translate(
                    "ResultEntry", "Type the table number first, then Enter."
                )
            )
            self.focus_table()
            return
        table, text = self._table, self.result_edit.text()
        error = self._report(table, text)  # type: ignore[arg-type]
        if error is not None:
            self.show_error(error)
            self.result_edit.setFocus()
            self.result_edit.selectAll()
            return
        self.show_info(
            QCoreApplication.translate("ResultEntry", "Table %1: %2 recorded.")
            .replace("%1", str(table))
            .replace("%2", as_recorded(text))
        )
        self._table = None
        self.table_edit.clear()
        self.result_edit.clear()
        self.match_label.clear()
        self.focus_table()
        self.reported.emit(table, text)
