"""The rounds tab: one round at a time, its results, pairing and corrections.

One tab for every structure, given a ``RoundSource`` (``round_source.py``): ``SwissRounds``
(pairings and the result line of individual and team events) or ``PodRounds`` (the pods of a
multiplayer event, shown instead while the event is multiplayer). The tab holds the round
chooser, the progress line, "Pair next round", "Pair again", the edit and time extension
buttons and "Print...": it pairs and re-pairs through the source and asks before a result of
an earlier round is corrected. The source's panel (``widgets.round_panel.RoundPanel``) shows
the round and takes its results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLayout,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.sheets import sheet_kind
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.printing.menu import print_button, print_sheet
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.tabs.round_source import RoundHost, RoundSource
from mtrdesk.ui.tabs.swiss_rounds import SwissRounds
from mtrdesk.ui.widgets.choices import refill_choices
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.ui.widgets.result_entry import ResultEntry
from mtrdesk.words.swiss.round_status import round_title

if TYPE_CHECKING:
    from mtrdesk.services import Changes, ServiceWarning
    from mtrdesk.services.event_views import EventSummary


class RoundsTab(EventPanel):
    """One round at a time; the newest round is shown after each pairing."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        source: Callable[[RoundHost], RoundSource] = SwissRounds,
    ) -> None:
        super().__init__(session.services, parent)
        self._session = session
        self._status = session.status
        self.rounds: Sequence[Any] = []

        self.round_combo = QComboBox()
        self.progress_label = PlainLabel()
        self.pair_button = QPushButton()
        self.pair_button.clicked.connect(self.pair_next)
        self.repair_button = QPushButton()
        self.repair_button.clicked.connect(self.repair)
        self.edit_button = QPushButton()
        self.edit_button.clicked.connect(self.edit_pairings)
        self.extension_button = QPushButton()
        # Slips and posted pairings of the round on screen (the Print menu has them too).
        self.print_button = print_button(
            self,
            session,
            ("slips", "pairings-by-name", "pairings-by-table"),
            self.selected_round_number,
        )

        # MTR 1.6, 1.10, 2.1: under 2023-08-21 results are reported on slips, so they are
        # printed with each new round; under 2025-11-10 slips are one way of reporting
        # among others (the phones, the desk), so they are printed only when chosen.
        self.slips_check = QCheckBox(
            QCoreApplication.translate("RoundsTab", "Print result slips with each new round")
        )
        self.slips_check.setObjectName("slipsWithRoundCheck")
        self.slips_check.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "RoundsTab",
                    "Opens the result slips to print once a round is paired. Players may also "
                    "report on their phones or at the desk; the event's rules say whether "
                    "slips are printed by default.",
                )
            )
        )

        self.source = source(self)
        texts = self.source.texts
        self.round_combo.setObjectName(texts.combo_name)
        self.round_combo.setMinimumContentsLength(texts.combo_width)
        self.round_combo.currentIndexChanged.connect(self._show_selected_round)
        self.progress_label.setObjectName(texts.progress_name)
        self.pair_button.setText(texts.pair_text())
        self.pair_button.setObjectName(texts.pair_name)
        self.repair_button.setText(texts.repair_text())
        self.repair_button.setToolTip(rich_safe(texts.repair_tip()))
        self.edit_button.setText(texts.edit_text())
        self.edit_button.setObjectName(texts.edit_name)
        self.extension_button.setText(texts.extension_text())
        self.extension_button.setObjectName(texts.extension_name)

        self.panel = self.source.panel
        self.panel.changed.connect(self.changed)
        self.extension_button.clicked.connect(self.panel.extend_selected)

        layout = QVBoxLayout(self)
        layout.addLayout(self._round_bar())
        # Under the buttons, wrapped: beside them the end-of-Swiss sentence made the window
        # 1,344 px wide, more than a 1366×768 laptop at 125 % has (issue 18).
        self.progress_label.setWordWrap(True)
        progress = QHBoxLayout()
        progress.addWidget(self.progress_label, 1)
        progress.addWidget(self.slips_check)
        layout.addLayout(progress)
        for line in self.source.header():
            if isinstance(line, QLayout):
                layout.addLayout(line)
            else:
                layout.addWidget(line)
        layout.addWidget(self.panel, 1)
        self._show_selected_round()

    def _round_bar(self) -> QHBoxLayout:
        """The top line: the round, then the buttons (its progress goes under them)."""
        top = QHBoxLayout()
        top.addWidget(PlainLabel(self.source.texts.round_label()))
        top.addWidget(self.round_combo)
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

    def as_widget(self) -> QWidget:
        return self

    @property
    def entry(self) -> ResultEntry:
        """The result line of the round on screen."""
        return self.panel.entry

    # --- the tab protocol -----------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        # Slips with each new round: the event's edition's default (``slips_by_default``);
        # a choice made here holds while the event stays open.
        summary = self.summary()
        self.slips_check.setChecked(
            summary is not None and edition_of(summary.settings).slips_by_default
        )
        self.source.set_event()
        self.reload(select_latest=True)

    def refresh(self, changes: Changes) -> None:
        if self.source.update(changes):
            return  # the rows that changed were updated in place
        self.source.refresh(changes)
        if changes.pairings or changes.results or changes.players or changes.events:
            self.reload(select_latest=changes.pairings)

    def reload(self, select_latest: bool = False) -> None:
        """Re-read the rounds; keep the round on screen unless a new one was paired."""
        self.show_rounds(self.source.load(), select_latest)

    # --- the rounds -----------------------------------------------------------------------
    def show_rounds(self, rounds: Sequence[Any], select_latest: bool) -> None:
        """Offer ``rounds``; keep the round on screen unless a new one was paired."""
        self.rounds = rounds
        refill_choices(
            self.round_combo, ((round_title(v.number), v.number) for v in rounds), select_latest
        )
        self._show_selected_round()

    def summary(self) -> EventSummary | None:
        """The open event's summary; ``services.events.get`` reads it once per change
        however many parts of the window ask."""
        return self.services.events.get(self.event_id) if self.event_id is not None else None

    def selected_round_number(self) -> int | None:
        data = self.round_combo.currentData()
        return int(data) if data is not None else None

    def selected_round(self) -> Any:
        """The round on screen, as the source shows it (``None``: none)."""
        number = self.selected_round_number()
        return self.source.view(next((r for r in self.rounds if r.number == number), None))

    def show_latest_round(self) -> None:
        """Back to the round being played (the one slips normally belong to)."""
        self.round_combo.setCurrentIndex(self.round_combo.count() - 1)

    def _show_selected_round(self) -> None:
        self.source.show(self.selected_round())

    # --- results --------------------------------------------------------------------------
    def focus_result_entry(self) -> None:
        self.panel.focus_entry()

    def apply(self, changes: Changes | None) -> None:
        self._apply(changes)

    def confirm_correction(self, number: int) -> bool:
        """Asked before a result of round ``number`` changes under later rounds."""
        answer = QMessageBox.warning(
            self,
            self.source.texts.correct_title(),
            rich_safe(self.source.texts.correct_question().replace("%1", str(number))),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def review_correction(self, warning: ServiceWarning) -> None:
        """After a result of an earlier round was corrected under later rounds: offer to
        pair the latest round again, or say which played pairings the correction made worse
        (a quiet status line when nothing changed)."""
        from mtrdesk.ui.dialogs.correction import review_correction

        if self.event_id is None:
            return
        changes = review_correction(self, self.services, self.event_id, warning, self._say)
        if changes is not None:
            self._paired(changes)

    def _say(self, text: str) -> None:
        """A short confirmation: the status bar, else the result line."""
        if self._status is not None:
            self._status(text)
        else:
            self.entry.show_info(text)

    # --- pairing --------------------------------------------------------------------------
    def pair_next(self) -> None:
        from mtrdesk.ui.dialogs.decklists.deadline import confirm_decklists_before_round

        if self.event_id is None:
            return
        event_id = self.event_id
        # The round this window offers to pair: refused if another station paired it
        # first (issue 17), instead of pairing the one after it.
        number = (self.rounds[-1].number if self.rounds else 0) + 1
        if not confirm_decklists_before_round(self, self.services, event_id, number):
            return  # MTR 2.7: lists not ready, the organizer chose to wait
        paired = attempt(self, lambda: self.source.pair_next(event_id, number))
        if paired is not None:
            self._paired(paired[1])
            if self.slips_check.isChecked():
                print_sheet(self, self._session, sheet_kind("slips"))  # the new round's
        elif len(self.source.load()) > len(self.rounds):  # paired elsewhere: show it
            self.reload(select_latest=True)

    def repair(self) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        notes = attempt(self, lambda: self.source.repair_notes(event_id))
        if notes is None:
            return
        # Who else pairing again moves is said before (issue 27): drops, late entrants.
        question = "\n\n".join([self.source.texts.repair_question(), *notes])
        if not ask_yes(self, self.source.texts.repair_text(), question):
            return
        paired = attempt(self, lambda: self.source.repair_current(event_id))
        if paired is not None:
            self._paired(paired[1])

    def _paired(self, changes: Changes) -> None:
        self.apply(changes)
        self.source.paired(changes)
        self.focus_result_entry()

    def edit_pairings(self) -> None:
        """Change the current round's pairings (or pods) by hand."""
        if self.event_id is not None:
            self.source.edit()
