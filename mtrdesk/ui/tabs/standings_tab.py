"""The standings tab: standings after any Swiss round, with the floor in use shown.

One widget for every structure, given a ``StandingsPage``: ``SWISS_STANDINGS_PAGE`` (players, or
teams for team and Two-Headed Giant events, MTR Appendix C) and ``POD_STANDINGS_PAGE``
(multiplayer addendum 3.1A), shown instead of the first while the event is multiplayer.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QMenu,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.filtered_rows import RowsProxy
from mtrdesk.ui.models.standings_model import StandingsModel, StandingsSource
from mtrdesk.ui.models.standings_sources import PLAYER_STANDINGS, POD_STANDINGS, TEAM_STANDINGS
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.printing.menu import print_button
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.widgets.choices import refill_choices
from mtrdesk.ui.widgets.named import named_button
from mtrdesk.ui.widgets.sorted_table import filtered_table, fit_columns
from mtrdesk.words import labels

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.event_views import EventSummary


@dataclass(frozen=True, slots=True)
class StandingsTable:
    """One structure's table: its columns and where its rows come from."""

    name: str
    source: StandingsSource
    rows: Callable[[Services, int, int], Sequence[Any]]


@dataclass(frozen=True, slots=True)
class StandingsPage:
    """What a standings tab shows for the events it stands for.

    ``pick`` returns which of ``tables`` an event shows and the floor text, or ``None`` for
    an event this page is not for. ``rounds`` lists the rounds (with ``number`` and
    ``missing``) so a round still in progress can be flagged.
    """

    tables: tuple[StandingsTable, ...]
    pick: Callable[[Services, int, EventSummary], tuple[int, str] | None]
    rounds: Callable[[Services, int], Sequence[Any]]
    after_label: Callable[[], str]
    round_label: Callable[[], str]
    floor_tooltip: Callable[[], str]
    partial: Callable[[int], str]
    combo_name: str
    combo_width: int
    floor_name: str
    partial_name: str = ""
    printable: bool = False


def _swiss_pick(services: Services, event_id: int, summary: EventSummary) -> tuple[int, str]:
    # Team and Two-Headed Giant events: team standings (MTR Appendix C, no game points).
    return (1 if summary.settings.structure.has_teams else 0), labels.floor_short(
        summary.settings.floor
    )


def _pod_pick(services: Services, event_id: int, summary: EventSummary) -> tuple[int, str] | None:
    if not summary.multiplayer:
        return None
    pods = services.multiplayer.settings(event_id)
    return 0, QCoreApplication.translate("PodStandingsTab", "Win %1 points · floor 1/%1").replace(
        "%1", str(pods.points_per_win)
    )


SWISS_STANDINGS_PAGE = StandingsPage(
    tables=(
        StandingsTable(
            "standingsTable",
            PLAYER_STANDINGS,
            lambda services, event, after: services.standings.standings(event, after_round=after),
        ),
        StandingsTable(
            "teamStandingsTable",
            TEAM_STANDINGS,
            lambda services, event, after: services.standings.team_standings(
                event, after_round=after
            ),
        ),
    ),
    pick=_swiss_pick,
    # The outline: which results are missing, without building every round's view.
    rounds=lambda services, event: services.rounds.outline(event),
    after_label=lambda: QCoreApplication.translate("StandingsTab", "Standings after:"),
    round_label=lambda: QCoreApplication.translate("StandingsTab", "Round %1"),
    floor_tooltip=lambda: QCoreApplication.translate(
        "StandingsTab",
        "Match-win and game-win percentages below this are raised to it (MTR Appendix C).",
    ),
    partial=lambda missing: QCoreApplication.translate(
        "StandingsTab", "In progress: %n result(s) of this round missing", None, missing
    ),
    combo_name="afterRound",
    combo_width=14,
    floor_name="floorLabel",
    partial_name="standingsPartial",
    printable=True,
)

POD_STANDINGS_PAGE = StandingsPage(
    tables=(
        StandingsTable(
            "podStandingsTable",
            POD_STANDINGS,
            lambda services, event, after: services.multiplayer.standings(event, after_round=after),
        ),
    ),
    pick=_pod_pick,
    rounds=lambda services, event: services.multiplayer.list_rounds(event),
    after_label=lambda: QCoreApplication.translate("PodStandingsTab", "Standings after:"),
    round_label=lambda: QCoreApplication.translate("PodStandingsTab", "Round %1"),
    floor_tooltip=lambda: QCoreApplication.translate(
        "PodStandingsTab",
        "Opponents' match-win percentages below 1 / points per win are raised to it "
        "(multiplayer addendum Appendix C).",
    ),
    partial=lambda missing: QCoreApplication.translate(
        "PodStandingsTab", "In progress: %n pod result(s) of this round missing", None, missing
    ),
    combo_name="podStandingsAfter",
    combo_width=10,
    floor_name="podFloor",
)


@dataclass(frozen=True, slots=True)
class _Shown:
    table: StandingsTable
    model: StandingsModel
    proxy: RowsProxy
    view: QTableView


class StandingsTab(EventPanel):
    """Read-only: refreshes whenever results, pairings or players change."""

    def __init__(
        self,
        session: Session,
        parent: QWidget | None = None,
        page: StandingsPage = SWISS_STANDINGS_PAGE,
    ) -> None:
        super().__init__(session.services, parent)
        self.page = page
        self.after_combo = QComboBox()
        self.after_combo.setObjectName(page.combo_name)
        self.after_combo.setMinimumContentsLength(page.combo_width)
        self.after_combo.currentIndexChanged.connect(self._show)
        self.floor_label = PlainLabel()
        self.floor_label.setObjectName(page.floor_name)
        self.floor_label.setToolTip(rich_safe(page.floor_tooltip()))
        self.floor_label.setStyleSheet("font-weight: bold;")
        self.partial_label = PlainLabel()
        self.partial_label.setObjectName(page.partial_name)
        self.partial_label.setStyleSheet("color: #b35c00; font-weight: bold;")
        self.shown: list[_Shown] = []
        for table in page.tables:
            model = StandingsModel(table.source, self)
            # Sorted in Python (``RowsProxy``): 4,096 rows shown again after a result in a
            # few ms, where a sorting proxy asked the model 300,000 times.
            proxy, view = filtered_table(
                self, model, table.name, sort_column=0, stretch=table.source.stretch
            )
            if self.shown:
                view.hide()
            self.shown.append(_Shown(table, model, proxy, view))
        self.current = 0
        top = QHBoxLayout()
        top.addWidget(PlainLabel(page.after_label()))
        top.addWidget(self.after_combo)
        top.addWidget(self.partial_label)
        top.addStretch(1)
        top.addWidget(self.floor_label)
        # Issue 31: the crosstable of an individual event of up to 32 players.
        self.crosstable_button: QPushButton | None = None
        if page.printable:
            self.crosstable_button = QPushButton(
                QCoreApplication.translate("StandingsTab", "Crosstable...")
            )
            self.crosstable_button.setObjectName("crosstableButton")
            self.crosstable_button.setToolTip(
                QCoreApplication.translate(
                    "StandingsTab",
                    "Each player's opponents and results round by round (individual events "
                    "of up to 32 players).",
                )
            )
            self.crosstable_button.clicked.connect(self.show_crosstable)
            top.addWidget(self.crosstable_button)
        self.chart_button = None
        if page.printable:
            # Issue 31: the standings by round, and a player's history from their row.
            self.chart_button = named_button(
                QCoreApplication.translate("StandingsTab", "Chart..."),
                "standingsChartButton",
                self.open_chart,
            )
            top.addWidget(self.chart_button)
            players = self.shown[0].view
            players.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            players.customContextMenuRequested.connect(self._player_menu)
            top.addWidget(print_button(self, session, ("standings",), self.after_combo.currentData))
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        for shown in self.shown:
            layout.addWidget(shown.view)

    # The table on screen (the first until an event picks another).
    @property
    def model(self) -> StandingsModel:
        return self.shown[self.current].model

    @property
    def proxy(self) -> RowsProxy:
        return self.shown[self.current].proxy

    @property
    def table(self) -> QTableView:
        return self.shown[self.current].view

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
        self.floor_label.clear()
        summary = self.services.events.get(self.event_id) if self.event_id is not None else None
        picked = (
            self.page.pick(self.services, self.event_id, summary)
            if summary is not None and self.event_id is not None
            else None
        )
        choices = []
        if picked is not None and summary is not None:
            index, floor = picked
            self.floor_label.setText(floor)
            self._pick(index)
            label = self.page.round_label()
            choices = [
                (label.replace("%1", str(n)), n) for n in range(1, summary.rounds_paired + 1)
            ]
        refill_choices(self.after_combo, choices, latest)
        if self.crosstable_button is not None:
            offered = self.event_id is not None and self.services.charts.crosstable_offered(
                self.event_id
            )
            self.crosstable_button.setEnabled(bool(choices) and offered)
        self._show()

    def show_crosstable(self) -> None:
        """The crosstable after the round chosen (issue 31)."""
        from mtrdesk.ui.dialogs.charts.crosstable import open_crosstable

        if self.event_id is not None:
            open_crosstable(self, self.services, self.event_id, self.after_combo.currentData())

    def open_chart(self) -> QDialog | None:
        """The standings by round up to the round shown (players' standings only)."""
        if self.event_id is None or self.current != 0:
            return None
        # Loaded when first opened, as the print preview is: the charts' colours come
        # from ``printing``, which the window's start does not load.
        from mtrdesk.ui.dialogs.charts.standings_by_round import StandingsChartDialog

        return _shown(
            StandingsChartDialog(
                self.services, self.event_id, self.after_combo.currentData(), self.window()
            )
        )

    def open_history(self, entry: int) -> QDialog | None:
        """Player ``entry``'s history round by round."""
        if self.event_id is None:
            return None
        from mtrdesk.ui.dialogs.charts.player_history import PlayerHistoryDialog

        dialog = PlayerHistoryDialog(self.services, self.event_id, entry, self.window())
        if dialog.history is None:  # refused (the player is gone), and said so
            dialog.deleteLater()
            return None
        return _shown(dialog)

    def _player_menu(self, position: QPoint) -> None:
        menu = self.player_menu(position)
        if menu is not None:
            menu.exec(self.shown[0].view.viewport().mapToGlobal(position))

    def player_menu(self, position: QPoint) -> QMenu | None:
        """The menu of the player row at ``position`` (``None`` off a row): History..."""
        row = self.shown[0].view.indexAt(position).data(ROW_ROLE)
        if row is None or self.current != 0:
            return None
        menu = QMenu(self)
        history = menu.addAction(QCoreApplication.translate("StandingsTab", "History..."))
        history.triggered.connect(lambda _=False, entry=row.entry: self.open_history(entry))
        return menu

    def _pick(self, index: int) -> None:
        self.current = index
        if self.chart_button is not None:
            self.chart_button.setEnabled(index == 0)
        for number, shown in enumerate(self.shown):
            shown.view.setVisible(number == index)

    def _show(self) -> None:
        after = self.after_combo.currentData()
        self.partial_label.clear()
        if self.event_id is None or after is None:
            for shown in self.shown:
                shown.model.set_rows([])
            return
        played = next(
            (r for r in self.page.rounds(self.services, self.event_id) if r.number == after),
            None,
        )
        if played is not None and played.missing:
            # Not yet the standings "after" that round: say so before anyone posts them.
            self.partial_label.setText(self.page.partial(len(played.missing)))
        current = self.shown[self.current]
        current.model.set_rows(current.table.rows(self.services, self.event_id, after))
        stretch = current.table.source.stretch
        fit_columns(
            current.view,
            current.model,
            (column for column in range(current.model.column_count()) if column not in stretch),
        )


def _shown(dialog: QDialog) -> QDialog:
    """``dialog`` shown beside the window (not modal: the chart stays open while the
    organizer works) and deleted when closed."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
