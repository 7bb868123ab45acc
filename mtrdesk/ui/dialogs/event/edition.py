"""The event dialog's MTR edition, program and participation minimum (issue 29).

A new event follows the edition in force on its date, and keeps following the date until
the organizer chooses one; an earlier edition needs a reason (a league keeping its
season's rules). From round 1 the edition is fixed (``SettingField.EDITION``). The program
(MTR Appendix F) shows its minimum REL per day and warns of a REL below it; MTR 10.1's
minimum is shown against the players (teams) entered, a warning and never a refusal.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QLineEdit

from mtrdesk.core.editions.catalogue import (
    EDITIONS,
    earlier_than_in_force,
    edition_in_force,
    edition_named,
    known_edition,
)
from mtrdesk.core.editions.program import Program
from mtrdesk.core.event_rules import SettingField
from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.dialogs.event.words import fixed_reason
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.widgets.named import wrapped
from mtrdesk.words.editions.minimum import (
    early_advancement_hint,
    minimum_lines,
    program_rels,
    rel_below_program,
)
from mtrdesk.words.editions.names import edition_name, edition_note, program_name

#: How the dialog colours a warning it shows beside a setting (never a refusal).
WARNING_STYLE = "color: #8a4b00;"


class EditionRows:
    """The widgets of the edition, its reason, the program and the minimum, and what they
    say; the dialog lays them out and asks ``values()`` and ``problem()``."""

    def __init__(self, settings: EventSettings, *, new: bool, editable: bool) -> None:
        self._editable = editable
        # A new event (or one never given an edition) follows its date until chosen.
        self._follows_date = new or not settings.edition
        self.edition_combo = QComboBox()
        self.edition_combo.setObjectName("edition")
        for edition in reversed(EDITIONS):  # the newest first
            self.edition_combo.addItem(edition_name(edition.key), edition.key)
        key = settings.edition if known_edition(settings.edition) else ""
        self._select(key or edition_in_force(settings.date).key)
        self.edition_combo.setEnabled(editable)
        self.edition_combo.activated.connect(self._chosen)
        self.note_label = wrapped()
        self.note_label.setObjectName("editionNote")
        self.reason_edit = QLineEdit(settings.edition_reason)
        self.reason_edit.setObjectName("editionReason")
        self.reason_edit.setPlaceholderText(
            QCoreApplication.translate(
                "EventDialog", "Why an earlier edition, e.g. a league keeps its season's rules"
            )
        )
        self.reason_edit.setEnabled(editable)
        if editable:
            self.edition_combo.setToolTip(
                rich_safe(
                    QCoreApplication.translate(
                        "EventDialog",
                        "The edition of the Magic Tournament Rules the event follows: the one in "
                        "force on its date, or an earlier one with a reason. Fixed once round 1 "
                        "is paired.",
                    )
                )
            )
        else:
            tip = rich_safe(fixed_reason(SettingField.EDITION))
            self.edition_combo.setToolTip(tip)
            self.reason_edit.setToolTip(tip)
        self.program_combo = QComboBox()
        self.program_combo.setObjectName("program")
        for program in Program:
            self.program_combo.addItem(program_name(program), program)
        self.program_combo.setCurrentIndex(self.program_combo.findData(settings.program))
        self.program_label = wrapped()
        self.program_label.setObjectName("programRel")
        self.minimum_label = wrapped()
        self.minimum_label.setObjectName("participationMinimum")

    def _select(self, key: str) -> None:
        self.edition_combo.setCurrentIndex(self.edition_combo.findData(key))

    def _chosen(self, _index: int) -> None:
        """The organizer picked an edition: it no longer follows the date."""
        self._follows_date = False

    def date_changed(self, date: dt.date) -> None:
        """A new date before the edition is chosen: the edition in force on it."""
        if self._follows_date and self._editable:
            self._select(edition_in_force(date).key)

    def values(self, date: dt.date, original: EventSettings | None) -> dict[str, object]:
        """The edition (its key), reason and program as chosen; a fixed edition stays."""
        if not self._editable and original is not None:
            edition, reason = original.edition, original.edition_reason
        else:
            edition = self.edition_combo.currentData()
            older = edition_named(edition).effective < edition_in_force(date).effective
            reason = self.reason_edit.text().strip() if older else ""
        return {"edition": edition, "edition_reason": reason, "program": self.program()}

    def program(self) -> Program:
        chosen = self.program_combo.currentData()
        return chosen if isinstance(chosen, Program) else Program.OTHER

    def problem(self, date: dt.date) -> str | None:
        """Why OK is refused: an earlier edition chosen now without a reason."""
        if not self._editable:
            return None
        edition = edition_named(self.edition_combo.currentData())
        in_force = edition_in_force(date)
        if edition.effective < in_force.effective and not self.reason_edit.text().strip():
            return (
                QCoreApplication.translate(
                    "EventDialog",
                    "The event follows the %1, earlier than the %2 in force on its date: "
                    "say why in Reason (e.g. a league keeps its season's rules), or choose "
                    "the %2.",
                )
                .replace("%1", edition_name(edition.key))
                .replace("%2", edition_name(in_force.key))
            )
        return None

    def show(self, settings: EventSettings, count: int) -> str:
        """Say what the settings as chosen mean; the early-advancement hint (MTR 10.4)."""
        self.reason_edit.setVisible(earlier_than_in_force(settings))
        self.note_label.setText(edition_note(settings))
        rels = program_rels(settings)
        below = rel_below_program(settings)
        self.program_label.setText("\n".join(t for t in (rels, below) if t))
        self.program_label.setStyleSheet(WARNING_STYLE if below else "")
        self.program_label.setVisible(bool(rels or below))
        lines, warned = minimum_lines(settings, count)
        self.minimum_label.setText("\n".join(lines))
        self.minimum_label.setStyleSheet(WARNING_STYLE if warned else "")
        return early_advancement_hint(settings)
