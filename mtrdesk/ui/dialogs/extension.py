"""The "Time extension..." dialog of the Rounds tab: extend one match (MTR 2.6).

A deck check (MTR 2.8) asks how long it took and shows the minutes the match gains: that
plus 3 (MTR 2.6), plus 4 in a Commander pod (multiplayer addendum *.5A). A judge's ruling
or another reason takes the minutes the judge gives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QWidget,
)

from mtrdesk.core.time_extensions import (
    MAX_EXTENSION_MINUTES,
    ExtensionReason,
    deck_check_bonus,
    extension_minutes,
)
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refuse_typed
from mtrdesk.ui.widgets.named import ok_cancel, wrapped
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services

REASONS = (
    (ExtensionReason.DECK_CHECK, QT_TRANSLATE_NOOP("Extensions", "Deck check")),
    (ExtensionReason.JUDGE_RULING, QT_TRANSLATE_NOOP("Extensions", "Judge ruling")),
    (ExtensionReason.OTHER, QT_TRANSLATE_NOOP("Extensions", "Other")),
)


class ExtensionDialog(QDialog):
    """Minutes, reason and note of one time extension; ``changes`` once recorded."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        round_number: int,
        table: int,
        seat: str = "",
        multiplayer: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("extensionDialog")
        self._services, self._event_id = services, event_id
        self._round, self._table, self._seat = round_number, table, seat
        self._multiplayer = multiplayer
        self.changes: Changes | None = None
        self.setWindowTitle(
            QCoreApplication.translate("Extensions", "Time extension: table %1").replace(
                "%1", f"{table}{seat}"
            )
        )
        self.reason_combo = QComboBox()
        self.reason_combo.setObjectName("extensionReason")
        for reason, text in REASONS:
            self.reason_combo.addItem(QCoreApplication.translate("Extensions", text), reason)
        self.minutes_spin = BoundSpinBox()
        self.minutes_spin.setObjectName("extensionMinutes")
        self.minutes_spin.setRange(0, MAX_EXTENSION_MINUTES)
        self.minutes_spin.setSuffix(QCoreApplication.translate("Extensions", " min"))
        self.minutes_spin.setValue(5)
        self.minutes_label = PlainLabel()
        self.total_label = wrapped()
        self.total_label.setObjectName("extensionTotal")
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("extensionNote")
        self.note_edit.setMaxLength(200)
        self.note_edit.setPlaceholderText(
            QCoreApplication.translate("Extensions", "Judge, what happened (optional)")
        )
        buttons = ok_cancel(self._record, self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        form = QFormLayout(self)
        form.addRow(QCoreApplication.translate("Extensions", "Reason:"), self.reason_combo)
        form.addRow(self.minutes_label, self.minutes_spin)
        form.addRow(self.total_label)
        form.addRow(QCoreApplication.translate("Extensions", "Note:"), self.note_edit)
        form.addRow(buttons)
        self.reason_combo.currentIndexChanged.connect(self._update)
        self.minutes_spin.valueChanged.connect(self._update)
        self._update()

    @property
    def reason(self) -> ExtensionReason:
        return ExtensionReason(self.reason_combo.currentData().value)

    @property
    def gained(self) -> int:
        """The minutes the match gains with what is chosen now."""
        return extension_minutes(self.reason, self.minutes_spin.value(), self._multiplayer)

    def _update(self) -> None:
        deck_check = self.reason is ExtensionReason.DECK_CHECK
        self.minutes_label.setText(
            QCoreApplication.translate("Extensions", "The deck check took:")
            if deck_check
            else QCoreApplication.translate("Extensions", "Minutes given:")
        )
        if deck_check:
            source = (
                QT_TRANSLATE_NOOP(
                    "Extensions",
                    "The match gains %1 minutes: the deck check plus %2 (Commander, "
                    "multiplayer addendum).",
                )
                if self._multiplayer
                else QT_TRANSLATE_NOOP(
                    "Extensions", "The match gains %1 minutes: the deck check plus %2 (MTR 2.6)."
                )
            )
            text = (
                QCoreApplication.translate("Extensions", source)
                .replace("%1", str(self.gained))
                .replace("%2", str(deck_check_bonus(self._multiplayer)))
            )
        else:
            text = QCoreApplication.translate("Extensions", "The match gains %1 minutes.").replace(
                "%1", str(self.gained)
            )
        self.total_label.setText(text)
        valid = (deck_check or self.minutes_spin.value() > 0) and (
            self.gained <= MAX_EXTENSION_MINUTES
        )
        self.ok_button.setEnabled(valid)

    def _record(self) -> None:
        named = self.minutes_label.text().rstrip(":：")
        if refuse_typed(self, [(named, self.minutes_spin)]):
            return
        minutes, reason, note = self.minutes_spin.value(), self.reason, self.note_edit.text()
        changes = attempt(
            self,
            lambda: self._services.extensions.add(
                self._event_id, self._round, self._table, minutes, reason, self._seat, note
            ),
        )
        if changes is not None:
            self.changes = changes
            self.accept()


def extend_match(
    parent: QWidget,
    services: Services,
    event_id: int,
    round_number: int,
    table: int,
    seat: str = "",
    multiplayer: bool = False,
) -> Changes | None:
    """The "Time extension" dialog for one match or pod; its changes once recorded."""
    dialog = ExtensionDialog(
        services, event_id, round_number, table, seat, multiplayer=multiplayer, parent=parent
    )
    dialog.exec()
    return dialog.changes
