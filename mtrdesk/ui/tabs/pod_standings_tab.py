"""Standings of a multiplayer event after any Swiss round (multiplayer addendum 3.1A),
shown instead of the Standings tab when the event is multiplayer."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.services import Changes, Services
from mtrdesk.ui.models.pod_standings_model import PodStandingsModel
from mtrdesk.ui.tabs.round_status import is_multiplayer
from mtrdesk.ui.widgets.sorted_table import sorted_table


class PodStandingsTab(QWidget):
    """Read-only: refreshes whenever results, pairings or players change."""

    changed = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None
        self.after_combo = QComboBox()
        self.after_combo.setObjectName("podStandingsAfter")
        self.after_combo.setMinimumContentsLength(10)
        self.after_combo.currentIndexChanged.connect(self._show)
        self.partial_label = QLabel()
        self.partial_label.setStyleSheet("color: #b35c00; font-weight: bold;")
        self.floor_label = QLabel()
        self.floor_label.setObjectName("podFloor")
        self.floor_label.setStyleSheet("font-weight: bold;")
        self.floor_label.setToolTip(
            QCoreApplication.translate(
                "PodStandingsTab",
                "Opponents' match-win percentages below 1 / points per win are raised to it "
                "(multiplayer addendum Appendix C).",
            )
        )
        self.model = PodStandingsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "podStandingsTable",
            sort_column=PodStandingsModel.RANK,
            stretch=[PodStandingsModel.NAME],
        )
        top = QHBoxLayout()
        top.addWidget(QLabel(QCoreApplication.translate("PodStandingsTab", "Standings after:")))
        top.addWidget(self.after_combo)
        top.addWidget(self.partial_label)
        top.addStretch(1)
        top.addWidget(self.floor_label)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        if any((changes.standings, changes.results, changes.pairings, changes.players)):
            self.reload()

    def reload(self) -> None:
        """Offer every paired Swiss round; show the latest unless another was chosen."""
        shown = self.after_combo.currentData()
        latest = shown is None or shown == self.after_combo.itemData(self.after_combo.count() - 1)
        self.after_combo.blockSignals(True)
        self.after_combo.clear()
        self.floor_label.clear()
        summary = self.services.events.get(self.event_id) if self.event_id is not None else None
        if is_multiplayer(summary) and self.event_id is not None:
            pods = self.services.multiplayer.settings(self.event_id)
            self.floor_label.setText(
                QCoreApplication.translate("PodStandingsTab", "Win %1 points · floor 1/%1").replace(
                    "%1", str(pods.points_per_win)
                )
            )
            for number in range(1, summary.rounds_paired + 1):
                self.after_combo.addItem(
                    QCoreApplication.translate("PodStandingsTab", "Round %1").replace(
                        "%1", str(number)
                    ),
                    number,
                )
        index = self.after_combo.findData(shown)
        if latest or index < 0:
            index = self.after_combo.count() - 1
        self.after_combo.setCurrentIndex(index)
        self.after_combo.blockSignals(False)
        self._show()

    def _show(self) -> None:
        after = self.after_combo.currentData()
        self.partial_label.clear()
        if self.event_id is None or after is None:
            self.model.set_rows([])
            return
        shown = next(
            (r for r in self.services.multiplayer.list_rounds(self.event_id) if r.number == after),
            None,
        )
        if shown is not None and shown.missing:
            self.partial_label.setText(
                QCoreApplication.translate(
                    "PodStandingsTab",
                    "In progress: %n pod result(s) of this round missing",
                    None,
                    len(shown.missing),
                )
            )
        self.model.set_rows(self.services.multiplayer.standings(self.event_id, after_round=after))
        for column in range(self.model.column_count()):
            if column != PodStandingsModel.NAME:
                self.table.resizeColumnToContents(column)
