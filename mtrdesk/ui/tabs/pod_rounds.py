"""The rounds of a multiplayer event (Commander nights) in the rounds tab: pair each Swiss
round into pods, see who sits where, enter each pod's result (``PodRoundPanel``). Shown
instead of "Pairings and results" when the event is multiplayer (multiplayer addendum).
"Time extension..." extends a pod still playing in the current round (MTR 2.6; a deck
check: +4 minutes, addendum *.5A).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLayout, QWidget

from mtrdesk.core.pods.length import POD_SIZE_CHOICES
from mtrdesk.services.event_views import EventSummary, Stage
from mtrdesk.ui.errors import attempt, warning_text
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.tabs.round_source import RoundHost, RoundSource, RoundTexts
from mtrdesk.ui.widgets.named import named_label
from mtrdesk.ui.widgets.pod_round_panel import PodRoundPanel
from mtrdesk.words.swiss.round_status import round_title, table_list

if TYPE_CHECKING:
    from mtrdesk.services import Changes
    from mtrdesk.services.pods.service import PodSettingsView
    from mtrdesk.services.pods.state import PodRoundView

WARNING_STYLE = "color: #8a4b00;"


def pod_sizes_text(sizes: tuple[int, ...]) -> str:
    """ "5 pods of 4, 1 pod of 3" for the next round's pods."""
    counts: dict[int, int] = {}
    for size in sizes:
        counts[size] = counts.get(size, 0) + 1
    parts = [
        QCoreApplication.translate("PodsTab", "%n pod(s) of %1", None, count).replace(
            "%1", str(size)
        )
        for size, count in sorted(counts.items(), reverse=True)
    ]
    return QCoreApplication.translate("PodsTab", ", ").join(parts)


POD_TEXTS = RoundTexts(
    combo_name="podRoundCombo",
    combo_width=10,
    progress_name="podProgress",
    pair_name="pairPods",
    edit_name="editPods",
    extension_name="podTimeExtension",
    round_label=lambda: QCoreApplication.translate("PodsTab", "Round:"),
    pair_text=lambda: QCoreApplication.translate("PodsTab", "Pair next round"),
    repair_text=lambda: QCoreApplication.translate("PodsTab", "Pair again"),
    repair_tip=lambda: QCoreApplication.translate(
        "PodsTab", "Pair the current round again while no result is entered."
    ),
    repair_question=lambda: QCoreApplication.translate(
        "PodsTab", "Throw away the current pods and pair this round again?"
    ),
    edit_text=lambda: QCoreApplication.translate("PodsTab", "Edit pods…"),
    extension_text=lambda: QCoreApplication.translate("PodsTab", "Time extension..."),
    correct_title=lambda: QCoreApplication.translate("PodsTab", "Correct an earlier round"),
    correct_question=lambda: QCoreApplication.translate(
        "PodsTab",
        "Later rounds were already paired after round %1. Correcting this result "
        "changes the standings, but the pods already paired stay as they are. "
        "Correct it anyway?",
    ),
)


class PodRounds(RoundSource):
    """Swiss rounds of pods; the pod size and the next round's pods under the round bar."""

    texts = POD_TEXTS

    def __init__(self, host: RoundHost) -> None:
        from mtrdesk.ui.dialogs.extension import extend_match
        from mtrdesk.ui.dialogs.pods.result import ask_pod_result

        super().__init__(host)
        services = self.services
        self.summary: EventSummary | None = None
        self.pod_settings: PodSettingsView | None = None

        host.edit_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PodsTab",
                    "Swap two players between pods of the current round that have no result yet.",
                )
            )
        )
        host.extension_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PodsTab",
                    "Give the selected pod more time (MTR 2.6); a deck check gives its length "
                    "plus 4 minutes (multiplayer addendum).",
                )
            )
        )

        self.size_combo = QComboBox()
        self.size_combo.setObjectName("podSize")
        for size in POD_SIZE_CHOICES:
            self.size_combo.addItem(
                QCoreApplication.translate("PodsTab", "%1 players").replace("%1", str(size)), size
            )
        self.size_combo.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PodsTab",
                    "The usual number of players per pod: 4 for Commander (multiplayer addendum "
                    "*.1B). A win is worth 2 × pod size − 1 match points. Fixed once round 1 is "
                    "paired.",
                )
            )
        )
        self.size_combo.activated.connect(self._size_chosen)
        self.info_label = named_label("podInfo", wrap=True)
        self.warning_label = named_label("podWarnings", wrap=True, style=WARNING_STYLE)
        self.warning_label.hide()

        self.panel: PodRoundPanel = PodRoundPanel(
            services,
            host.confirm_correction,
            host.as_widget(),
            ask_result=ask_pod_result,
            extend=lambda parent, event_id, number, table: extend_match(
                parent, services, event_id, number, table, multiplayer=True
            ),
        )

    def header(self) -> Sequence[QWidget | QLayout]:
        second = QHBoxLayout()
        second.addWidget(PlainLabel(QCoreApplication.translate("PodsTab", "Pod size:")))
        second.addWidget(self.size_combo)
        second.addWidget(self.info_label, 1)
        return (second, self.warning_label)

    # --- the event --------------------------------------------------------------------------
    def set_event(self) -> None:
        self.warning_label.hide()

    def load(self) -> list[PodRoundView]:
        """Re-read the event, its pod settings and its rounds."""
        event_id = self.host.event_id
        self.summary = self.services.events.get(event_id) if event_id is not None else None
        if self.summary is None or not self.summary.multiplayer or event_id is None:
            self.pod_settings = None
            return []
        self.pod_settings = self.services.multiplayer.settings(event_id)
        return self.services.multiplayer.list_rounds(event_id)

    # --- the round on screen ------------------------------------------------------------------
    def show(self, view: PodRoundView | None) -> None:
        host = self.host
        rounds: Sequence[PodRoundView] = host.rounds
        latest = rounds[-1] if rounds else None
        pod_size = self.pod_settings.pod_size if self.pod_settings else 4
        prompt = (
            QCoreApplication.translate("PodsTab", "Round %1 result:").replace(
                "%1", str(view.number)
            )
            if view is not None
            else ""
        )
        self.panel.set_round(
            host.event_id if view is not None else None,
            view,
            pod_size,
            later_rounds=view is not None and latest is not None and view.number != latest.number,
            prompt=prompt,
        )
        self._update_controls(view, latest)

    def _update_controls(self, view: PodRoundView | None, latest: PodRoundView | None) -> None:
        host, summary, pods = self.host, self.summary, self.pod_settings
        why_not = self._why_not_pair()
        host.pair_button.setEnabled(pods is not None and why_not is None)
        host.pair_button.setToolTip(rich_safe(why_not or ""))
        swiss = summary is not None and summary.stage in (Stage.REGISTRATION, Stage.SWISS)
        current = latest is not None and swiss and view is latest
        host.repair_button.setEnabled(
            current and latest is not None and not any(p.reported for p in latest.pods)
        )
        host.edit_button.setEnabled(
            current and latest is not None and sum(not p.reported for p in latest.pods) >= 2
        )
        host.extension_button.setEnabled(
            latest is not None and bool(latest.missing) and view is latest
        )
        self.size_combo.setEnabled(pods is not None and pods.pod_size_open)
        if pods is not None:
            self.size_combo.setCurrentIndex(max(0, self.size_combo.findData(pods.pod_size)))
        if summary is None or pods is None:
            host.progress_label.clear()
            self.info_label.clear()
            return
        text = QCoreApplication.translate(
            "PodsTab", "%1 of %n Swiss round(s) paired", None, summary.swiss_rounds
        ).replace("%1", str(summary.rounds_paired))
        if (
            summary.stage is Stage.SWISS
            and summary.swiss_over
            and latest is not None
            and latest.complete
            and pods.playoff_size
        ):
            text += "  " + QCoreApplication.translate(
                "PodsTab", "Swiss rounds finished: start the playoff in the Playoff tab."
            )
        host.progress_label.setText(text)
        self.info_label.setText(self._info(summary, pods))

    def _info(self, summary: EventSummary, pods: PodSettingsView) -> str:
        """Points per win, the next round's pods, and Appendix E's recommendation."""
        parts = [
            QCoreApplication.translate("PodsTab", "Win %1 points, draw 1.").replace(
                "%1", str(pods.points_per_win)
            )
        ]
        swiss = summary.stage in (Stage.REGISTRATION, Stage.SWISS)
        if pods.next_sizes and swiss and summary.rounds_paired < summary.swiss_rounds:
            parts.append(
                QCoreApplication.translate("PodsTab", "Next round: %1.").replace(
                    "%1", pod_sizes_text(pods.next_sizes)
                )
            )
        if summary.rounds_paired == 0:
            cut = (
                QCoreApplication.translate("PodsTab", "top %1").replace(
                    "%1", str(pods.recommended_cut)
                )
                if pods.recommended_cut
                else QCoreApplication.translate("PodsTab", "no playoff")
            )
            parts.append(
                QCoreApplication.translate(
                    "PodsTab", "Recommended for %1 players: %2 rounds, %3 (addendum Appendix E)."
                )
                .replace("%1", str(pods.active_players))
                .replace("%2", str(pods.recommended_rounds))
                .replace("%3", cut)
            )
        return " ".join(parts)

    def _why_not_pair(self) -> str | None:
        summary, pods = self.summary, self.pod_settings
        if summary is None or pods is None:
            return None
        if summary.stage not in (Stage.REGISTRATION, Stage.SWISS):
            return QCoreApplication.translate("PodsTab", "The Swiss rounds are over.")
        rounds: Sequence[PodRoundView] = self.host.rounds
        waiting = next((r for r in rounds if r.missing), None)
        if waiting is not None:
            return (
                QCoreApplication.translate("PodsTab", "Enter the results of %1 first: table(s) %2.")
                .replace("%1", round_title(waiting.number))
                .replace("%2", table_list([str(p.table) for p in waiting.missing]))
            )
        if rounds and summary.rounds_paired >= summary.swiss_rounds:
            return QCoreApplication.translate("PodsTab", "Every Swiss round has been paired.")
        if not pods.next_sizes:
            return QCoreApplication.translate("PodsTab", "A pod needs at least 3 players.")
        return None

    # --- pairing ------------------------------------------------------------------------------
    def pair_next(self, event_id: int, number: int) -> tuple[object, Changes]:
        return self.services.multiplayer.pair_next(event_id, number=number)

    def repair_current(self, event_id: int) -> tuple[object, Changes]:
        return self.services.multiplayer.repair_current(event_id)

    def paired(self, changes: Changes) -> None:
        """The pairing's warnings (repeated opponents...) under the pod size."""
        names = self._names()
        text = "\n".join(warning_text(w, names) for w in changes.warnings)
        self.warning_label.setText(text)
        self.warning_label.setVisible(bool(text))

    def _names(self) -> dict[int, str]:
        event_id = self.host.event_id
        if event_id is None:
            return {}
        return {e.id: e.display_name for e in self.services.players.list_entries(event_id)}

    def edit(self) -> None:
        """Swap players between pods of the current round (``PodSwapDialog``)."""
        from mtrdesk.ui.dialogs.pods.swap import PodSwapDialog

        event_id = self.host.event_id
        if event_id is None:
            return
        readings = {e.id: e.reading for e in self.services.players.list_entries(event_id)}
        dialog = PodSwapDialog(event_id, self.services.multiplayer, readings, self.host.as_widget())
        dialog.exec()
        if dialog.changes.pairings:
            self.host.apply(dialog.changes)

    def _size_chosen(self) -> None:
        event_id = self.host.event_id
        if event_id is None:
            return
        size = self.size_combo.currentData()
        changes = attempt(
            self.host.as_widget(),
            lambda: self.services.multiplayer.configure(event_id, pod_size=size),
        )
        if changes is None:  # refused: the combo goes back to the stored size
            self.host.reload()
        else:  # the tab on screen re-reads itself from the changes
            self.host.apply(changes)
