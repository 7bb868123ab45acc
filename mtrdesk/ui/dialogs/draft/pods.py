"""Booster-draft pods (MTR 7.6): seat the players at random, see the pods, move one player.

``PodsDialog`` calls the pod services itself and keeps what they changed in ``changes``,
which the players tab passes on when the dialog closes.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services import Changes
from mtrdesk.services.draft.pods import (
    DEFAULT_POD_SIZE,
    MAX_POD_SIZE,
    MIN_POD_SIZE,
    PodService,
    PodsView,
    PodView,
    pod_sizes,
)
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.named import named_button, ok_cancel, wrapped
from mtrdesk.words import labels
from mtrdesk.words.collation import collation_ranks, name_sort_key

NOTE_STYLE = "color: #555555;"


class PodsDialog(QDialog):
    """Seat the active players in pods of at most the chosen size, or clear the pods."""

    def __init__(
        self,
        pods: PodService,
        event_id: int,
        *,
        readings: dict[int, tuple[str, str, str]] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._pods = pods
        self._event_id = event_id
        # entry id -> (reading, family, given), to list each pod by name (五十音順).
        self._readings = readings or {}
        self.changes = Changes()
        self.setWindowTitle(QCoreApplication.translate("PodsDialog", "Seat players in pods"))

        intro = wrapped(
            QCoreApplication.translate(
                "PodsDialog",
                "Players are divided at random into pods of roughly equal size, and play "
                "only against players of their own pod (MTR 7.6).",
            )
        )
        self.size_spin = QSpinBox()
        self.size_spin.setObjectName("podSize")
        self.size_spin.setRange(MIN_POD_SIZE, MAX_POD_SIZE)
        self.size_spin.setValue(DEFAULT_POD_SIZE)
        self.size_spin.setSuffix(QCoreApplication.translate("PodsDialog", " players"))
        self.plan_label = PlainLabel()
        self.plan_label.setObjectName("podPlan")
        self.seat_button = named_button(
            QCoreApplication.translate("PodsDialog", "Seat at random"), "seatPods"
        )
        self.seat_button.setDefault(True)
        self.clear_button = QPushButton(QCoreApplication.translate("PodsDialog", "Clear pods"))
        self.note_label = wrapped()
        self.note_label.setObjectName("podsNote")
        self.note_label.setStyleSheet(NOTE_STYLE)
        self.tree = QTreeWidget()
        self.tree.setObjectName("podsTree")
        self.tree.setHeaderHidden(True)
        self.tree.setMinimumHeight(240)
        self.seed_label = PlainLabel()
        self.seed_label.setObjectName("podsSeed")
        self.seed_label.setStyleSheet(NOTE_STYLE)

        size_row = QHBoxLayout()
        size_row.addWidget(self.size_spin)
        size_row.addStretch(1)
        form = QFormLayout()
        form.addRow(
            QCoreApplication.translate("PodsDialog", "Players per pod (at most):"), size_row
        )
        form.addRow("", self.plan_label)
        actions = QHBoxLayout()
        actions.addWidget(self.seat_button)
        actions.addWidget(self.clear_button)
        actions.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addLayout(actions)
        layout.addWidget(self.note_label)
        layout.addWidget(self.tree)
        layout.addWidget(self.seed_label)
        layout.addWidget(buttons)
        self.resize(460, 520)

        self.size_spin.valueChanged.connect(self._update_plan)
        self.seat_button.clicked.connect(self.seat)
        self.clear_button.clicked.connect(self.clear)
        self.view: PodsView | None = None
        self.reload()

    def reload(self) -> None:
        self.view = attempt(self, lambda: self._pods.get(self._event_id))
        if self.view is None:
            return
        view = self.view
        self._show_pods(view.pods)
        self.seat_button.setEnabled(view.seating_open)
        self.clear_button.setEnabled(view.seating_open and bool(view.pods))
        self.size_spin.setEnabled(view.seating_open)
        if not view.draft:
            note = QCoreApplication.translate(
                "PodsDialog",
                "Pods are for draft events: choose Booster Draft (or Other) in the event settings.",
            )
        elif not view.seating_open:
            note = QCoreApplication.translate(
                "PodsDialog",
                "Round 1 is paired, so the pods are fixed (the draft has happened). To "
                "correct one player's pod between rounds, use Change pod... on the Players "
                "tab.",
            )
        elif view.pods:
            note = QCoreApplication.translate(
                "PodsDialog", "Seating again replaces the pods below."
            )
        else:
            note = ""
        if view.unseated and view.pods:
            missing = QCoreApplication.translate("PodsDialog", "Without a pod: %1").replace(
                "%1", QCoreApplication.translate("PodsDialog", ", ").join(view.unseated_names)
            )
            note = f"{note}\n{missing}" if note else missing
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        self._update_plan()

    def _active_count(self) -> int:
        view = self.view
        if view is None:
            return 0
        return sum(pod.size for pod in view.pods) + len(view.unseated)

    def _update_plan(self) -> None:
        players = self._active_count()
        sizes = pod_sizes(players, self.size_spin.value())
        if players < 2:
            text = QCoreApplication.translate(
                "PodsDialog", "At least two players are needed to seat pods."
            )
        else:
            text = (
                QCoreApplication.translate(
                    "PodsDialog", "%1 players: %n pod(s) of %2", None, len(sizes)
                )
                .replace("%1", str(players))
                .replace("%2", labels.pod_sizes_text(sizes))
            )
        self.plan_label.setText(text)

    def _by_name(self, pod: PodView) -> list[tuple[int, str]]:
        members = list(zip(pod.entries, pod.names, strict=True))
        keys = [
            name_sort_key(*self._readings.get(entry, ("", name, ""))) for entry, name in members
        ]
        ranks = collation_ranks(keys)
        return [m for _, m in sorted(zip(ranks, members, strict=True))]

    def _show_pods(self, pods: tuple[PodView, ...]) -> None:
        self.tree.clear()
        for pod in pods:
            title = QCoreApplication.translate(
                "PodsDialog", "%1 (%n player(s))", None, pod.size
            ).replace("%1", labels.pod_label(pod.number))
            item = QTreeWidgetItem([title])
            for _, name in self._by_name(pod):
                item.addChild(QTreeWidgetItem([name]))
            self.tree.addTopLevelItem(item)
            item.setExpanded(True)

    def seat(self) -> None:
        seated = attempt(self, lambda: self._pods.seat(self._event_id, self.size_spin.value()))
        if seated is None:
            return
        seating, changes = seated
        self.changes = self.changes | changes
        self.reload()
        self.seed_label.setText(
            QCoreApplication.translate(
                "PodsDialog", "Random seed %1 (kept in the audit log)."
            ).replace("%1", str(seating.seed))
        )

    def clear(self) -> None:
        changes = attempt(self, lambda: self._pods.clear(self._event_id))
        if changes is not None:
            self.changes = self.changes | changes
            self.seed_label.clear()
            self.reload()


class MovePodDialog(QDialog):
    """Choose the pod for one player: an existing pod, or the next number for a new one.

    ``sizes``: active players per pod now. A player without a pod starts at the smallest
    pod (where a late entrant usually fits), the pods' sizes are shown beside it.
    """

    def __init__(
        self,
        name: str,
        current: int | None,
        sizes: Mapping[int, int],
        *,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("PodsDialog", "Change pod"))
        newest = max(sizes, default=0) + 1
        if current is None and sizes:
            current = min(sorted(sizes), key=lambda pod: sizes[pod])
        question = PlainLabel(
            QCoreApplication.translate("PodsDialog", "Pod for %1:").replace("%1", name)
        )
        self.pod_spin = QSpinBox()
        self.pod_spin.setObjectName("podNumber")
        self.pod_spin.setRange(1, newest)
        self.pod_spin.setPrefix(QCoreApplication.translate("PodsDialog", "Pod "))
        self.pod_spin.setValue(current or 1)
        hint = PlainLabel(
            QCoreApplication.translate("PodsDialog", "Pod %1 would be a new pod.").replace(
                "%1", str(newest)
            )
        )
        hint.setStyleSheet(NOTE_STYLE)
        self.sizes_label = wrapped(
            QCoreApplication.translate("PodsDialog", "Pods now: %1").replace(
                "%1",
                QCoreApplication.translate("PodsDialog", ", ").join(
                    QCoreApplication.translate(
                        "PodsDialog", "%1: %n player(s)", None, sizes[pod]
                    ).replace("%1", labels.pod_label(pod))
                    for pod in sorted(sizes)
                ),
            )
        )
        self.sizes_label.setStyleSheet(NOTE_STYLE)
        self.sizes_label.setVisible(bool(sizes))
        buttons = ok_cancel(self.accept, self.reject)
        row = QHBoxLayout()
        row.addWidget(question)
        row.addWidget(self.pod_spin)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.sizes_label)
        layout.addWidget(hint)
        layout.addWidget(buttons)

    def pod(self) -> int:
        return self.pod_spin.value()
