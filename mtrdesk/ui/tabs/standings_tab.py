"""The standings tab: standings after any Swiss round, with the floor in use shown."""

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
from mtrdesk.ui.models.standings_model import StandingsModel
from mtrdesk.ui.models.team_standings_model import TeamStandingsModel
from mtrdesk.ui.print_menu import print_button
from mtrdesk.ui.widgets.sorted_table import sorted_table
from mtrdesk.words import labels


class StandingsTab(QWidget):
    """Read-only: refreshes whenever results, pairings or players change."""

    changed = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None
        self.after_combo = QComboBox()
        self.after_combo.setObjectName("afterRound")
        self.after_combo.setMinimumContentsLength(14)
        self.after_combo.currentIndexChanged.connect(self._show)
        self.floor_label = QLabel()
        self.floor_label.setObjectName("floorLabel")
        self.floor_label.setToolTip(
            QCoreApplication.translate(
                "StandingsTab",
                "Match-win and game-win percentages below this are raised to it (MTR Appendix C).",
            )
        )
        self.floor_label.setStyleSheet("font-weight: bold;")
        self.partial_label = QLabel()
        self.partial_label.setObjectName("standingsPartial")
        self.partial_label.setStyleSheet("color: #b35c00; font-weight: bold;")
        self.model = StandingsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "standingsTable",
            sort_column=StandingsModel.RANK,
            stretch=[StandingsModel.NAME],
        )
        # Team and Two-Headed Giant events: team standings (MTR Appendix C, no game points).
        self.teams = False
        self.team_model = TeamStandingsModel(self)
        self.team_proxy, self.team_table = sorted_table(
            self,
            self.team_model,
            "teamStandingsTable",
            sort_column=TeamStandingsModel.RANK,
            stretch=[TeamStandingsModel.MEMBERS],
        )
        self.team_table.hide()
        top = QHBoxLayout()
        top.addWidget(QLabel(QCoreApplication.translate("StandingsTab", "Standings after:")))
        top.addWidget(self.after_combo)
        top.addWidget(self.partial_label)
        top.addStretch(1)
        top.addWidget(self.floor_label)
        top.addWidget(print_button(self, ("standings",), self.after_combo.currentData))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.team_table)

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
        if self.event_id is not None:
            summary = self.services.events.get(self.event_id)
            self.floor_label.setText(labels.floor_short(summary.settings.floor))
            self._set_teams(summary.settings.structure.has_teams)
            for number in range(1, summary.rounds_paired + 1):
                self.after_combo.addItem(
                    QCoreApplication.translate("StandingsTab", "Round %1").replace(
                        "%1", str(number)
                    ),
                    number,
                )
        else:
            self.floor_label.clear()
        index = self.after_combo.findData(shown)
        if latest or index < 0:
            index = self.after_combo.count() - 1
        self.after_combo.setCurrentIndex(index)
        self.after_combo.blockSignals(False)
        self._show()

    def _set_teams(self, teams: bool) -> None:
        self.teams = teams
        self.table.setVisible(not teams)
        self.team_table.setVisible(teams)

    def _show(self) -> None:
        after = self.after_combo.currentData()
        self.partial_label.clear()
        if self.event_id is None or after is None:
            self.model.set_rows([])
            self.team_model.set_rows([])
            return
        shown = next(
            (r for r in self.services.rounds.list_rounds(self.event_id) if r.number == after),
            None,
        )
        if shown is not None and shown.missing:
            # Not yet the standings "after" that round: say so before anyone posts them.
            self.partial_label.setText(
                QCoreApplication.translate(
                    "StandingsTab",
                    "In progress: %n result(s) of this round missing",
                    None,
                    len(shown.missing),
                )
            )
        if self.teams:
            self.team_model.set_rows(
                self.services.standings.team_standings(self.event_id, after_round=after)
            )
            for column in (TeamStandingsModel.RANK, TeamStandingsModel.NAME):
                self.team_table.resizeColumnToContents(column)
            for column in range(TeamStandingsModel.POINTS, self.team_model.column_count()):
                self.team_table.resizeColumnToContents(column)
            return
        self.model.set_rows(self.services.standings.standings(self.event_id, after_round=after))
        for column in range(self.model.column_count()):
            if column != StandingsModel.NAME:
                self.table.resizeColumnToContents(column)
