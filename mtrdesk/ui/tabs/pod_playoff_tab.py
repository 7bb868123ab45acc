"""The pod playoff of a multiplayer event (multiplayer addendum 10.4A, 2.2A, 2.4C), shown
instead of the Playoff tab when the event is multiplayer: choose the cut, start it after the
last Swiss round, enter each pod's winner; the next round is paired by itself."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.pods.length import PLAYOFF_CUTS
from mtrdesk.core.pods.playoff import Stage as PlayoffStage
from mtrdesk.services.event_views import EventSummary, Stage
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.widgets.choices import refill_choices
from mtrdesk.ui.widgets.named import named_button, named_label
from mtrdesk.ui.widgets.pod_round_panel import PodRoundPanel
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.pods.service import PodSettingsView
    from mtrdesk.services.pods.state import PodPlayoffRoundView, PodPlayoffView
    from mtrdesk.services.pods.views import SeededPlayer

STAGE_NAMES = {
    PlayoffStage.FINAL: QT_TRANSLATE_NOOP("PodPlayoffTab", "Final"),
    PlayoffStage.SEMIFINAL: QT_TRANSLATE_NOOP("PodPlayoffTab", "Semifinals"),
    PlayoffStage.QUARTERFINAL: QT_TRANSLATE_NOOP("PodPlayoffTab", "Quarterfinals"),
    PlayoffStage.EARLIER: QT_TRANSLATE_NOOP("PodPlayoffTab", "First playoff round"),
}


def stage_name(stage: PlayoffStage) -> str:
    return QCoreApplication.translate("PodPlayoffTab", STAGE_NAMES[stage])


def cut_label(cut: int) -> str:
    if cut == 0:
        return QCoreApplication.translate("PodPlayoffTab", "No playoff")
    return QCoreApplication.translate("PodPlayoffTab", "Top %1").replace("%1", str(cut))


def _seeds(seeds: Iterable[SeededPlayer]) -> str:
    """ "seed 1 Sato, seed 2 Suzuki": the players a playoff round names."""
    return QCoreApplication.translate("PodPlayoffTab", ", ").join(
        QCoreApplication.translate("PodPlayoffTab", "seed %1 %2")
        .replace("%1", str(seed.seed))
        .replace("%2", seed.name)
        for seed in seeds
    )


class PodPlayoffTab(EventPanel):
    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        from mtrdesk.ui.dialogs.pods.result import ask_pod_result

        super().__init__(services, parent)
        self.summary: EventSummary | None = None
        self.pod_settings: PodSettingsView | None = None
        self.bracket: PodPlayoffView | None = None

        self.cut_combo = QComboBox()
        self.cut_combo.setObjectName("podCut")
        for cut in PLAYOFF_CUTS:
            self.cut_combo.addItem(cut_label(cut), cut)
        self.cut_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PodPlayoffTab",
                    "Pods of 4, one winner each: top 4 is one final pod; in a top 10 (or 40) the "
                    "best seeds skip the first round (multiplayer addendum 10.4A).",
                )
            )
        )
        self.cut_combo.activated.connect(self._cut_chosen)
        self.recommended_label = PlainLabel()
        self.start_button = named_button(
            QCoreApplication.translate("PodPlayoffTab", "Start playoff"),
            "startPodPlayoff",
            self.start_playoff,
        )
        self.status_label = named_label("podPlayoffStatus", wrap=True)
        self.round_combo = QComboBox()
        self.round_combo.setObjectName("podPlayoffRound")
        self.round_combo.setMinimumContentsLength(14)
        self.round_combo.currentIndexChanged.connect(self._show_round)
        self.byes_label = PlainLabel()
        self.byes_label.setWordWrap(True)
        self.champion_label = named_label(
            "podChampion", style="font-size: 16pt; font-weight: bold; color: #1b6e20;"
        )
        self.final_label = PlainLabel()
        self.final_label.setWordWrap(True)
        self.panel = PodRoundPanel(services, None, self, ask_result=ask_pod_result)
        self.panel.changed.connect(self.changed)

        top = QHBoxLayout()
        top.addWidget(PlainLabel(QCoreApplication.translate("PodPlayoffTab", "Playoff:")))
        top.addWidget(self.cut_combo)
        top.addWidget(self.recommended_label, 1)
        top.addWidget(self.start_button)
        rounds = QHBoxLayout()
        rounds.addWidget(PlainLabel(QCoreApplication.translate("PodPlayoffTab", "Round:")))
        rounds.addWidget(self.round_combo)
        rounds.addWidget(self.byes_label, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status_label)
        layout.addWidget(self.champion_label)
        layout.addWidget(self.final_label)
        layout.addLayout(rounds)
        layout.addWidget(self.panel, 1)
        self.reload()

    # --- the tab protocol -------------------------------------------------------------------
    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.round_combo.clear()  # another event: its latest round
        self.reload()

    def refresh(self, changes: Changes) -> None:
        if changes.playoff or changes.results or changes.events or changes.pairings:
            self.reload()

    def reload(self) -> None:
        self.summary = (
            self.services.events.get(self.event_id) if self.event_id is not None else None
        )
        event_id = self.event_id if self.summary is not None and self.summary.multiplayer else None
        self.pod_settings = (
            self.services.multiplayer.settings(event_id) if event_id is not None else None
        )
        started = self.pod_settings is not None and not self.pod_settings.playoff_open
        self.bracket = (
            self.services.multiplayer.playoff(event_id)
            if event_id is not None and started
            else None
        )
        refill_choices(
            self.round_combo,
            (
                (
                    QCoreApplication.translate("PodPlayoffTab", "%1 (round %2)")
                    .replace("%1", stage_name(view.stage))
                    .replace("%2", str(view.number)),
                    view.number,
                )
                for view in (self.bracket.rounds if self.bracket else ())
            ),
            latest=self.bracket is not None and self.bracket.current is not None,
        )
        self._update_controls()
        self._show_round()

    def _update_controls(self) -> None:
        pods, summary, bracket = self.pod_settings, self.summary, self.bracket
        if pods is None or summary is None:
            for label in (self.recommended_label, self.status_label, self.final_label):
                label.clear()
            self.champion_label.clear()
            self.champion_label.hide()
            self.final_label.hide()
            self.start_button.setEnabled(False)
            self.cut_combo.setEnabled(False)
            return
        self.cut_combo.setEnabled(pods.playoff_open)
        self.cut_combo.setCurrentIndex(max(0, self.cut_combo.findData(pods.playoff_size)))
        self.recommended_label.setText(
            QCoreApplication.translate(
                "PodPlayoffTab", "Recommended for %1 players: %2 (addendum Appendix E)."
            )
            .replace("%1", str(pods.active_players))
            .replace("%2", cut_label(pods.recommended_cut))
            if pods.playoff_open
            else ""
        )
        swiss_done = summary.stage is Stage.SWISS and summary.swiss_over
        if swiss_done and self.event_id is not None:
            last = self.services.multiplayer.current_round(self.event_id)
            swiss_done = last is not None and last.complete
        self.start_button.setEnabled(pods.playoff_open and pods.playoff_size > 0 and swiss_done)
        if bracket is None:
            self.status_label.setText(self._before_start(pods, summary))
        else:
            self.status_label.setText(
                QCoreApplication.translate(
                    "PodPlayoffTab",
                    "Seats follow the Swiss standings: the best seed sits in seat 1 and plays "
                    "first (2.2A). A drawn pod goes to the best seed among the players who "
                    "drew (2.4C).",
                )
            )
        if bracket is not None and bracket.champion_name is not None:
            self.champion_label.setText(
                QCoreApplication.translate("PodPlayoffTab", "Champion: %1").replace(
                    "%1", bracket.champion_name
                )
            )
            names = {s.entry: s.name for s in bracket.seeds}
            self.final_label.setText(
                QCoreApplication.translate("PodPlayoffTab", "Final standings: %1").replace(
                    "%1",
                    QCoreApplication.translate("PodPlayoffTab", ", ").join(
                        f"{place}. {names[entry]}"
                        for place, entry in enumerate(bracket.final_order, 1)
                    ),
                )
            )
        elif bracket is not None and bracket.abandoned:
            self.champion_label.setText(
                QCoreApplication.translate(
                    "PodPlayoffTab", "Everyone left in the playoff dropped: there is no champion."
                )
            )
            self.final_label.clear()
        else:
            self.champion_label.clear()
            self.final_label.clear()
        for label in (self.champion_label, self.final_label, self.status_label):
            label.setVisible(bool(label.text()))

    def _before_start(self, pods: PodSettingsView, summary: EventSummary) -> str:
        if pods.playoff_size == 0:
            return QCoreApplication.translate(
                "PodPlayoffTab", "No playoff: the Swiss standings are the final standings."
            )
        if self.start_button.isEnabled():
            return QCoreApplication.translate(
                "PodPlayoffTab", "The Swiss rounds are over: start the playoff."
            )
        return (
            QCoreApplication.translate(
                "PodPlayoffTab", "The %1 starts after the last Swiss round (%2 of %3 paired)."
            )
            .replace("%1", cut_label(pods.playoff_size))
            .replace("%2", str(summary.rounds_paired))
            .replace("%3", str(summary.swiss_rounds))
        )

    def selected_round(self) -> PodPlayoffRoundView | None:
        number = self.round_combo.currentData()
        rounds = self.bracket.rounds if self.bracket else ()
        return next((r for r in rounds if r.number == number), None)

    def _show_round(self) -> None:
        view = self.selected_round()
        self.byes_label.setText(
            QCoreApplication.translate("PodPlayoffTab", "Skip this round (10.4A): %1").replace(
                "%1", _seeds(view.byes)
            )
            if view is not None and view.byes
            else ""
        )
        if view is not None and view.dropped:
            dropped = QCoreApplication.translate(
                "PodPlayoffTab", "Dropped, seat left empty (MTR 2.10): %1"
            ).replace("%1", _seeds(view.dropped))
            self.byes_label.setText("  ".join(t for t in (self.byes_label.text(), dropped) if t))
        prompt = (
            QCoreApplication.translate("PodPlayoffTab", "%1 result:").replace(
                "%1", stage_name(view.stage)
            )
            if view is not None
            else ""
        )
        self.panel.set_round(self.event_id if view else None, view, 4, prompt=prompt)

    # --- actions -----------------------------------------------------------------------------
    def _cut_chosen(self) -> None:
        if self.event_id is None:
            return
        event_id, cut = self.event_id, self.cut_combo.currentData()
        changes = attempt(
            self, lambda: self.services.multiplayer.configure(event_id, playoff_size=cut)
        )
        self._apply(changes)
        self.reload()

    def focus_result_entry(self) -> None:
        self.panel.focus_entry()

    def start_playoff(self) -> None:
        if self.event_id is None or self.pod_settings is None:
            return
        event_id = self.event_id
        if not ask_yes(
            self,
            QCoreApplication.translate("PodPlayoffTab", "Start playoff"),
            QCoreApplication.translate(
                "PodPlayoffTab",
                "Make the cut to the %1 from the final Swiss standings? Swiss results cannot "
                "be changed afterwards.",
            ).replace("%1", cut_label(self.pod_settings.playoff_size)),
        ):
            return
        changes = attempt(self, lambda: self.services.multiplayer.start_playoff(event_id))
        if changes is not None:
            self.changed.emit(changes)
            self.reload()
            self.panel.focus_entry()
