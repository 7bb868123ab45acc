"""Registration settings… (issue 30): how the event takes registrations from phones. The
capacity (empty: no limit; past it registrations wait on the waitlist, first come), whether
a registration is accepted at once or waits for the organizer, and whether the form asks
for a deck name. Opening and closing registration is the one action beside it, not here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QDialog, QFormLayout, QVBoxLayout, QWidget

from mtrdesk.core.text import bounded_int
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.registration.desk import LARGEST_CAPACITY
from mtrdesk.ui.errors import described, show_error
from mtrdesk.ui.widgets.named import named_field, ok_cancel, wrapped

if TYPE_CHECKING:
    from mtrdesk.services.registration.views import DeskView


@dataclass(frozen=True)
class DeskSettings:
    """What the dialog sets (``RegistrationService.set_desk``, ``open`` aside)."""

    capacity: int | None
    accept_at_once: bool
    asks_deck: bool


class DeskDialog(QDialog):
    """The desk's settings, shown as they are; OK checks the capacity typed."""

    def __init__(self, desk: DeskView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("DeskDialog", "Registration settings"))
        self.settings: DeskSettings | None = None
        capacity = "" if desk.capacity is None else str(desk.capacity)
        self.capacity_edit = named_field(
            capacity,
            "deskCapacity",
            QCoreApplication.translate("DeskDialog", "No limit"),
        )
        self.capacity_edit.setMaxLength(len(str(LARGEST_CAPACITY)) + 2)
        self.accept_check = QCheckBox(
            QCoreApplication.translate("DeskDialog", "Accept registrations at once")
        )
        self.accept_check.setObjectName("deskAcceptAtOnce")
        self.accept_check.setChecked(desk.accept_at_once)
        self.deck_check = QCheckBox(QCoreApplication.translate("DeskDialog", "Ask for a deck name"))
        self.deck_check.setObjectName("deskAsksDeck")
        self.deck_check.setChecked(desk.asks_deck)
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("DeskDialog", "Capacity:"), self.capacity_edit)
        form.addRow(self.accept_check)
        form.addRow(self.deck_check)
        layout = QVBoxLayout(self)
        layout.addWidget(
            wrapped(
                QCoreApplication.translate(
                    "DeskDialog",
                    "Players register on their phones with the registration QR code. Past "
                    "the capacity they wait on the waitlist, first come, and move up when a "
                    "place frees before round 1. Leave the capacity empty for no limit. "
                    "Without Accept at once, each registration waits in the Players tab "
                    "until you accept it.",
                )
            )
        )
        layout.addLayout(form)
        layout.addWidget(ok_cancel(self.accept, self.reject))
        self.setMinimumWidth(460)

    def accept(self) -> None:
        """Keep the settings and close; a capacity that is not a number says so and the
        dialog stays open with nothing changed."""
        text = self.capacity_edit.text().strip()
        capacity = None
        if text:
            capacity = bounded_int(text, 1, LARGEST_CAPACITY)
            if capacity is None:  # the service's own sentence for a capacity it refuses
                refused = ServiceError(
                    Problem.BAD_CAPACITY, capacity=None, largest=LARGEST_CAPACITY
                )
                show_error(self, described(refused))
                self.capacity_edit.setFocus()
                return
        self.settings = DeskSettings(
            capacity, self.accept_check.isChecked(), self.deck_check.isChecked()
        )
        super().accept()
