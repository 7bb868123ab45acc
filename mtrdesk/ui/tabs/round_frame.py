"""What the Swiss rounds tab and the pods tab share: the round bar and the pairing flows.

``RoundFrame`` holds the round chooser, the progress line, "Pair next round", "Pair
again", the edit and time extension buttons and "Print..."; it pairs and re-pairs through
the structure's service and asks before a result of an earlier round is corrected. A
``RoundSource`` gives each structure's object names, its texts (in its own translation
context: "RoundsTab", "PodsTab") and its service calls. The tabs (``rounds_tab.RoundsTab``,
``pods_round_tab.PodsRoundTab``) add what shows a round: pairings and the result line, or
pods.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMessageBox, QPushButton, QWidget

from mtrdesk.services import Changes, Services
from mtrdesk.ui.decklist_deadline import confirm_decklists_before_round
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.print_menu import print_button
from mtrdesk.ui.session import Session
from mtrdesk.words.round_status import round_title

Paired = tuple[Any, Changes]


@dataclass(frozen=True, slots=True)
class RoundSource:
    """One structure's round bar: object names, texts and how it pairs."""

    combo_name: str
    combo_width: int
    progress_name: str
    pair_name: str
    edit_name: str
    extension_name: str
    round_label: Callable[[], str]
    pair_text: Callable[[], str]
    repair_text: Callable[[], str]
    repair_tip: Callable[[], str]
    repair_question: Callable[[], str]
    edit_text: Callable[[], str]
    extension_text: Callable[[], str]
    correct_title: Callable[[], str]
    correct_question: Callable[[], str]  # %1: the round corrected
    pair_next: Callable[[Services, int], Paired]
    repair_current: Callable[[Services, int], Paired]


class RoundFrame(QWidget):
    """The shared part of a rounds tab; subclasses show the round and react to a pairing."""

    changed = Signal(object)

    def __init__(
        self, session: Session, source: RoundSource, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.services = session.services
        self.source = source
        self.event_id: int | None = None
        self.rounds: Sequence[Any] = []

        self.round_combo = QComboBox()
        self.round_combo.setObjectName(source.combo_name)
        self.round_combo.setMinimumContentsLength(source.combo_width)
        self.round_combo.currentIndexChanged.connect(self._show_selected_round)
        self.progress_label = QLabel()
        self.progress_label.setObjectName(source.progress_name)
        self.pair_button = QPushButton(source.pair_text())
        self.pair_button.setObjectName(source.pair_name)
        self.pair_button.clicked.connect(self.pair_next)
        self.repair_button = QPushButton(source.repair_text())
        self.repair_button.setToolTip(source.repair_tip())
        self.repair_button.clicked.connect(self.repair)
        self.edit_button = QPushButton(source.edit_text())
        self.edit_button.setObjectName(source.edit_name)
        self.extension_button = QPushButton(source.extension_text())
        self.extension_button.setObjectName(source.extension_name)
        # Slips and posted pairings of the round on screen (the Print menu has them too).
        self.print_button = print_button(
            self,
            session,
            ("slips", "pairings-by-name", "pairings-by-table"),
            self.selected_round_number,
        )

    def round_bar(self) -> QHBoxLayout:
        """The top line: the round, its progress, then the buttons."""
        top = QHBoxLayout()
        top.addWidget(QLabel(self.source.round_label()))
        top.addWidget(self.round_combo)
        top.addWidget(self.progress_label)
        top.addStretch(1)
        for button in (
            self.pair_button,
            self.repair_button,
            self.edit_button,
            self.extension_button,
            self.print_button,
        ):
            top.addWidget(button)
        return top

    # --- what subclasses provide -------------------------------------------------------------
    def _show_selected_round(self) -> None:
        raise NotImplementedError

    def _paired(self, changes: Changes) -> None:
        """After pairing or re-pairing a round."""
        raise NotImplementedError

    # --- the rounds ----------------------------------------------------------------------------
    def show_rounds(self, rounds: Sequence[Any], select_latest: bool) -> None:
        """Offer ``rounds``; keep the round on screen unless a new one was paired."""
        shown = self.selected_round_number()
        self.rounds = rounds
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for view in rounds:
            self.round_combo.addItem(round_title(view.number), view.number)
        index = self.round_combo.findData(shown)
        if select_latest or index < 0:
            index = self.round_combo.count() - 1
        self.round_combo.setCurrentIndex(index)
        self.round_combo.blockSignals(False)
        self._show_selected_round()

    def selected_round_number(self) -> int | None:
        data = self.round_combo.currentData()
        return int(data) if data is not None else None

    def selected_round(self) -> Any:
        number = self.selected_round_number()
        return next((r for r in self.rounds if r.number == number), None)

    # --- pairing ---------------------------------------------------------------------------
    def pair_next(self) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        if not confirm_decklists_before_round(self, self.services, event_id, len(self.rounds) + 1):
            return  # MTR 2.7: lists not ready, the organizer chose to wait
        paired = attempt(self, lambda: self.source.pair_next(self.services, event_id))
        if paired is not None:
            self._paired(paired[1])

    def repair(self) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        answer = QMessageBox.question(
            self, self.source.repair_text(), self.source.repair_question()
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        paired = attempt(self, lambda: self.source.repair_current(self.services, event_id))
        if paired is not None:
            self._paired(paired[1])

    def _confirm_correction(self, number: int) -> bool:
        answer = QMessageBox.warning(
            self,
            self.source.correct_title(),
            self.source.correct_question().replace("%1", str(number)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
