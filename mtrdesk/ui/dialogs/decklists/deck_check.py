"""The deck check of a round (MTR 2.8): which matches to check, and what the check found.

The service proposes matches at random from a recorded seed (players never checked
first, the event kept at or above 10 % of its decks); the organizer may draw again or
pick any match still playing. Recording the check gives the match its time back
(MTR 2.6: the minutes the check took plus 3; plus 4 in a Commander pod).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.decklists.checks import CheckTable
from mtrdesk.core.time_extensions import (
    MAX_EXTENSION_MINUTES,
    ExtensionReason,
    deck_check_bonus,
    extension_minutes,
)
from mtrdesk.services.decklists.service import DeckCheckOutcome, DeckCheckPlan
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.bound_spin import BoundSpinBox, refuse_typed
from mtrdesk.ui.widgets.named import named_button, wrapped
from mtrdesk.words.decklists.messages import OUTCOMES
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services

NOTE_STYLE = "color: #555555;"
# Deck checks rarely take longer; the spin box allows up to the extension limit.
DEFAULT_MINUTES = 5


def new_seed() -> int:
    """A fresh seed for "Draw again" (shown, and kept in the audit log when recorded)."""
    return random.SystemRandom().randrange(1, 1_000_000)


class DeckCheckDialog(QDialog):
    """Proposals for ``round_number`` and the form recording one check; ``changes``."""

    def __init__(
        self,
        services: Services,
        event_id: int,
        round_number: int,
        names: Mapping[int, str],
        *,
        checks: Mapping[int, int] | None = None,
        multiplayer: bool = False,
        seed: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deckCheckDialog")
        self.services, self.event_id, self.round_number = services, event_id, round_number
        self.multiplayer = multiplayer
        self._names = dict(names)
        self._checks = dict(checks or {})
        self._tables: dict[str, tuple[int, str]] = {}
        self.changes: Changes | None = None
        self.plan: DeckCheckPlan | None = None
        self.setWindowTitle(
            QCoreApplication.translate("DeckCheckDialog", "Deck check: round %1").replace(
                "%1", str(round_number)
            )
        )
        self.target_label = wrapped()
        self.target_label.setObjectName("deckCheckTarget")
        self.seed_label = PlainLabel()
        self.seed_label.setObjectName("deckCheckSeed")
        self.seed_label.setStyleSheet(NOTE_STYLE)
        self.redraw_button = named_button(
            QCoreApplication.translate("DeckCheckDialog", "Draw again"),
            "deckCheckRedraw",
            tip=QCoreApplication.translate(
                "DeckCheckDialog", "Propose other matches with a new random seed."
            ),
        )
        self.redraw_button.setAutoDefault(False)
        self.proposals = QTableWidget(0, 3)
        self.proposals.setObjectName("deckCheckProposals")
        self.proposals.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("DeckCheckDialog", "Table"),
                QCoreApplication.translate("DeckCheckDialog", "Players"),
                QCoreApplication.translate("DeckCheckDialog", "Checked before"),
            ]
        )
        self.proposals.verticalHeader().hide()
        self.proposals.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.proposals.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.proposals.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.proposals.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)

        self.table_combo = QComboBox()
        self.table_combo.setObjectName("deckCheckTable")
        self.minutes_spin = BoundSpinBox()
        self.minutes_spin.setObjectName("deckCheckMinutes")
        self.minutes_spin.setRange(0, MAX_EXTENSION_MINUTES - deck_check_bonus(multiplayer))
        self.minutes_spin.setSuffix(QCoreApplication.translate("DeckCheckDialog", " min"))
        self.minutes_spin.setValue(DEFAULT_MINUTES)
        self.outcome_combo = QComboBox()
        self.outcome_combo.setObjectName("deckCheckOutcome")
        for outcome, text in OUTCOMES:
            self.outcome_combo.addItem(QCoreApplication.translate("DeckCheckDialog", text), outcome)
        self.note_edit = QLineEdit()
        self.note_edit.setObjectName("deckCheckNote")
        self.note_edit.setMaxLength(200)
        self.note_edit.setPlaceholderText(
            QCoreApplication.translate("DeckCheckDialog", "Judge, what was found (optional)")
        )
        self.total_label = wrapped()
        self.total_label.setObjectName("deckCheckTotal")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.record_button = self.buttons.addButton(
            QCoreApplication.translate("DeckCheckDialog", "Record check"),
            QDialogButtonBox.ButtonRole.AcceptRole,
        )
        self.record_button.setObjectName("deckCheckRecord")
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)

        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed_label, 1)
        seed_row.addWidget(self.redraw_button)
        form = QFormLayout()
        form.addRow(
            QCoreApplication.translate("DeckCheckDialog", "Match checked:"), self.table_combo
        )
        form.addRow(
            QCoreApplication.translate("DeckCheckDialog", "The check took:"), self.minutes_spin
        )
        form.addRow(QCoreApplication.translate("DeckCheckDialog", "Outcome:"), self.outcome_combo)
        form.addRow(QCoreApplication.translate("DeckCheckDialog", "Note:"), self.note_edit)
        form.addRow(self.total_label)
        proposed = PlainLabel(QCoreApplication.translate("DeckCheckDialog", "Proposed matches:"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.target_label)
        layout.addLayout(seed_row)
        layout.addWidget(proposed)
        layout.addWidget(self.proposals, 1)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        self.resize(640, 480)

        self.redraw_button.clicked.connect(lambda: self.propose(new_seed()))
        self.proposals.itemSelectionChanged.connect(self._proposal_chosen)
        self.table_combo.currentIndexChanged.connect(self._update)
        self.minutes_spin.valueChanged.connect(self._update)
        self.propose(seed)

    # --- proposals -------------------------------------------------------------------------
    def players_text(self, table: CheckTable) -> str:
        names = [self._name(entry) for entry in table.entries]
        return QCoreApplication.translate("DeckCheckDialog", ", ").join(names)

    def _name(self, entry: int) -> str:
        if self.plan is not None and entry in self.plan.names:
            return self.plan.names[entry]
        return self._names.get(entry, str(entry))

    def propose(self, seed: int | None = None) -> None:
        """Ask the service for this round's proposals (``seed``: ``None`` lets it choose)."""
        plan = attempt(
            self,
            lambda: self.services.decklists.proposals(self.event_id, self.round_number, seed),
        )
        if plan is None:
            return
        self.plan = plan
        self.target_label.setText(
            QCoreApplication.translate(
                "DeckCheckDialog",
                "%1 of %2 decks checked so far; check at least %3 over the event (MTR 2.8: "
                "10 %). Proposed now: %4 decks.",
            )
            .replace("%1", str(plan.checked))
            .replace("%2", str(plan.decks))
            .replace("%3", str(plan.target))
            .replace("%4", str(plan.proposed_decks))
        )
        self.seed_label.setText(
            QCoreApplication.translate(
                "DeckCheckDialog", "Random seed %1 (kept in the audit log with the check)."
            ).replace("%1", str(plan.seed))
        )
        self.proposals.setRowCount(len(plan.tables))
        for row, table in enumerate(plan.tables):
            items = (
                QTableWidgetItem(f"{table.table}{table.seat}"),
                QTableWidgetItem(self.players_text(table)),
                QTableWidgetItem(self._checked_before(table)),
            )
            items[0].setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            for column, item in enumerate(items):
                item.setData(Qt.ItemDataRole.UserRole, f"{table.table}{table.seat}")
                self.proposals.setItem(row, column, item)
        self.table_combo.blockSignals(True)
        self.table_combo.clear()
        candidates = list(plan.candidates) or list(plan.tables)
        self._tables = {f"{t.table}{t.seat}": (t.table, t.seat) for t in candidates}
        for table in candidates:
            label = f"{table.table}{table.seat}"
            self.table_combo.addItem(
                QCoreApplication.translate("DeckCheckDialog", "Table %1: %2")
                .replace("%1", label)
                .replace("%2", self.players_text(table)),
                label,
            )
        self.table_combo.blockSignals(False)
        if plan.tables:
            self.proposals.selectRow(0)
        if not candidates:
            self.target_label.setText(
                self.target_label.text()
                + "\n"
                + QCoreApplication.translate(
                    "DeckCheckDialog", "Every match of this round has its result: none to check."
                )
            )
        self._update()

    def _checked_before(self, table: CheckTable) -> str:
        before = [self._name(e) for e in table.entries if self._checks.get(e)]
        return QCoreApplication.translate("DeckCheckDialog", ", ").join(before)

    def _proposal_chosen(self) -> None:
        rows = self.proposals.selectionModel().selectedRows()
        if not rows:
            return
        chosen = rows[0].data(Qt.ItemDataRole.UserRole)
        index = self.table_combo.findData(chosen)
        if index >= 0:
            self.table_combo.setCurrentIndex(index)

    def chosen(self) -> tuple[int, str] | None:
        data = self.table_combo.currentData()
        return None if data is None else self._tables.get(str(data))

    def choose(self, table: int, seat: str = "") -> bool:
        """Pick the match at ``table`` (tests and the organizer's keyboard)."""
        index = self.table_combo.findData(f"{table}{seat}")
        if index >= 0:
            self.table_combo.setCurrentIndex(index)
        return index >= 0

    def set_outcome(self, outcome: DeckCheckOutcome) -> None:
        self.outcome_combo.setCurrentIndex(self.outcome_combo.findData(outcome))

    @property
    def gained(self) -> int:
        return extension_minutes(
            ExtensionReason.DECK_CHECK, self.minutes_spin.value(), self.multiplayer
        )

    def _update(self) -> None:
        source = (
            QT_TRANSLATE_NOOP(
                "DeckCheckDialog",
                "The match gains %1 minutes: the check plus %2 (Commander, multiplayer addendum).",
            )
            if self.multiplayer
            else QT_TRANSLATE_NOOP(
                "DeckCheckDialog", "The match gains %1 minutes: the check plus %2 (MTR 2.6)."
            )
        )
        self.total_label.setText(
            QCoreApplication.translate("DeckCheckDialog", source)
            .replace("%1", str(self.gained))
            .replace("%2", str(deck_check_bonus(self.multiplayer)))
        )
        self.record_button.setEnabled(self.chosen() is not None)

    # --- recording -------------------------------------------------------------------------
    def record(self) -> None:
        took = QCoreApplication.translate("DeckCheckDialog", "Minutes the check took")
        if refuse_typed(self, [(took, self.minutes_spin)]):
            return
        chosen = self.chosen()
        if chosen is None:
            return
        table, seat = chosen
        minutes, note = self.minutes_spin.value(), self.note_edit.text().strip()
        outcome = DeckCheckOutcome(self.outcome_combo.currentData().value)
        changes = attempt(
            self,
            lambda: self.services.decklists.record_check(
                self.event_id, self.round_number, table, seat, minutes, outcome, note
            ),
        )
        if changes is not None:
            self.changes = changes
            self.accept()
