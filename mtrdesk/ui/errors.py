"""Showing problems: one ``show_error()`` for known refusals, one crash dialog for bugs.

Known refusals (a rule, the store) get a translated sentence that says what to do. Anything
else is our bug: the crash dialog shows the traceback so it can be copied into a report,
and the program keeps running when it safely can.
"""

from __future__ import annotations

import enum
import sys
import traceback
from collections.abc import Callable, Mapping
from types import TracebackType
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from mtrdesk import __version__
from mtrdesk.core.refusal import Refusal

if TYPE_CHECKING:
    from mtrdesk.core.editions.edition import Edition
    from mtrdesk.services.errors import ServiceWarning

T = TypeVar("T")


def show_error(parent: QWidget | None, message: str, title: str | None = None) -> None:
    """A modal, translated error message (never a traceback)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(title or QCoreApplication.translate("Errors", "mtrdesk"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # a name in the sentence is shown as typed
    box.setText(message)
    box.exec()


def described(
    error: BaseException, games_to_win: int | None = None, *, edition: Edition | str | None = None
) -> str:
    """What ``error`` means and what to do (``words.messages.describe``). The words of
    every refusal and warning load with the first one said, not with the window (issue 33)."""
    from mtrdesk.words.messages import describe

    return describe(error, games_to_win, edition=edition)


def warning_text(warning: ServiceWarning, names: Mapping[int, str] | None = None) -> str:
    """A service's warning as a sentence (``words.messages.warning_message``), loaded late."""
    from mtrdesk.words.messages import warning_message

    return warning_message(warning, names)


def problem_text(problem: enum.Enum, edition: Edition | str | None = None) -> str:
    """One problem value's sentence (``words.messages.problem_message``), loaded late."""
    from mtrdesk.words.messages import problem_message

    return problem_message(problem, edition)


def attempt(parent: QWidget | None, action: Callable[[], T]) -> T | None:
    """Run a service call; explain a known refusal and return ``None``; let bugs propagate."""
    try:
        return action()
    except Refusal as error:
        show_error(parent, described(error))
        return None


def crash_report(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> str:
    return f"mtrdesk {__version__}\n" + "".join(traceback.format_exception(kind, value, tb))


class CrashHandler:
    """``sys.excepthook`` replacement: one dialog per unexpected exception, then carry on."""

    def __init__(self) -> None:
        self.showing = False
        self.reports: list[str] = []

    def __call__(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        report = crash_report(kind, value, tb)
        self.reports.append(report)
        sys.__stderr__.write(report) if sys.__stderr__ else None
        if self.showing or QApplication.instance() is None:
            return
        self.showing = True
        try:
            box = QMessageBox(QApplication.activeWindow())
            box.setIcon(QMessageBox.Icon.Critical)
            box.setWindowTitle(QCoreApplication.translate("Errors", "mtrdesk: unexpected error"))
            box.setText(
                QCoreApplication.translate(
                    "Errors",
                    "Something went wrong inside mtrdesk. Your data up to the last completed "
                    "action is saved. Please send the details below to the developers.",
                )
            )
            box.setDetailedText(report)
            box.exec()
        finally:
            self.showing = False

    def install(self) -> None:
        sys.excepthook = self
