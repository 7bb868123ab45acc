"""Which of two records of one person is kept when they are merged (issue 30): the kept
one's name stays, and its e-mail, player ID and reading unless empty."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QRadioButton, QVBoxLayout, QWidget

from mtrdesk.core.placeholders import fill
from mtrdesk.ui.widgets.named import ok_cancel, wrapped

if TYPE_CHECKING:
    from mtrdesk.services.roster.regulars import RegularView


def _describe(person: RegularView) -> str:
    details = [part for part in (person.reading, person.player_id) if part]
    seen = QCoreApplication.translate("MergeDialog", "%n event(s)", None, person.events)
    return fill(
        QCoreApplication.translate("MergeDialog", "%1 (person %2; %3)"),
        person.display_name,
        person.id,
        " / ".join([*details, seen]),
    )


class MergeDialog(QDialog):
    """Two radio buttons, the record kept; the one with more events is offered first."""

    def __init__(self, first: RegularView, second: RegularView, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("MergeDialog", "Merge two records"))
        if second.events > first.events:
            first, second = second, first
        self._people = (first, second)
        about = wrapped(
            QCoreApplication.translate(
                "MergeDialog",
                "Both records become one person: every event, result and registration of "
                "the other record moves to the one kept, and its no-shows are added. The "
                "kept record's name stays; its e-mail, player ID and reading stay unless "
                "empty. Keep which record?",
            )
        )
        self.keep_first = QRadioButton(_describe(first))
        self.keep_first.setObjectName("keepFirst")
        self.keep_second = QRadioButton(_describe(second))
        self.keep_second.setObjectName("keepSecond")
        self.keep_first.setChecked(True)
        layout = QVBoxLayout(self)
        layout.addWidget(about)
        layout.addWidget(self.keep_first)
        layout.addWidget(self.keep_second)
        layout.addWidget(
            ok_cancel(
                self.accept,
                self.reject,
                QCoreApplication.translate("MergeDialog", "Merge"),
            )
        )

    def kept(self) -> tuple[RegularView, RegularView]:
        """(the record kept, the record merged into it)."""
        first, second = self._people
        return (first, second) if self.keep_first.isChecked() else (second, first)
