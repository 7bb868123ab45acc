"""The playoff tab: start the top 4/8, the bracket, results, champion, final standings."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.event import Playoff
from mtrdesk.services import Changes, Services
from mtrdesk.services.events import Stage
from mtrdesk.services.playoff import BracketView, PlayoffMatchView
from mtrdesk.ui import labels, messages
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.models.final_standings_model import FinalStandingsModel
from mtrdesk.ui.widgets.bracket import (
    BracketCard,
    BracketColumn,
    BracketSlot,
    BracketWidget,
)
from mtrdesk.ui.widgets.result_entry import ResultEntry, result_examples

# Four quarterfinal cards stacked: the bracket must be readable without scrolling.
BRACKET_MIN_HEIGHT = 400

# Single-elimination rounds by the size of their field (MTR Appendix B names).
ROUND_NAMES: dict[int, str] = {
    8: QT_TRANSLATE_NOOP("PlayoffTab", "Quarterfinals"),
    4: QT_TRANSLATE_NOOP("PlayoffTab", "Semifinals"),
    2: QT_TRANSLATE_NOOP("PlayoffTab", "Final"),
}


def round_name(field_size: int) -> str:
    return QCoreApplication.translate("PlayoffTab", ROUND_NAMES.get(field_size, ROUND_NAMES[2]))


def card_of(match: PlayoffMatchView) -> BracketCard:
    winner = 0
    if match.winner is not None:
        winner = 1 if match.winner == match.player1 else 2
    if match.is_bye:
        result = QCoreApplication.translate("PlayoffTab", "bye")
    else:
        result = match.result.to_text() if match.result is not None else ""
    return BracketCard(
        table=match.table,
        top=BracketSlot(match.seed1, match.player1_name),
        bottom=BracketSlot(match.seed2, match.player2_name),
        result=result,
        winner=winner,
        chooser=match.chooser_name,
    )


def bracket_columns(view: BracketView) -> list[BracketColumn]:
    """Every round of the bracket; rounds not yet paired show empty cards."""
    columns = []
    field = view.size
    played = {r.field_size: r for r in view.rounds}
    while field >= 2:
        if field in played:
            cards = tuple(card_of(m) for m in played[field].matches)
        else:
            empty = BracketSlot(None, None)
            cards = tuple(BracketCard(None, empty, empty) for _ in range(field // 2))
        columns.append(BracketColumn(round_name(field), cards))
        field //= 2
    return columns


class PlayoffTab(QWidget):
    changed = Signal(object)

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.services = services
        self.event_id: int | None = None
        self.view: BracketView | None = None
        self.games_to_win = 2
        self.start_button = QPushButton(
            QCoreApplication.translate("PlayoffTab", "Start the playoff")
        )
        self.start_button.setObjectName("startPlayoff")
        self.start_button.clicked.connect(self.start_playoff)
        self.status_label = QLabel()
        self.status_label.setObjectName("playoffStatus")
        self.champion_label = QLabel()
        self.champion_label.setObjectName("champion")
        self.champion_label.setStyleSheet("font-size: 16pt; font-weight: bold; color: #8a6d00;")
        self.bracket = BracketWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.bracket)
        self.entry = ResultEntry(self._describe_table, self._report, self)
        # A playoff match has a winner (MTR 2.5): the examples show no drawn match.
        self.entry.set_result_placeholder(result_examples(2, playoff=True))
        self.final_model = FinalStandingsModel(self)
        self.final_table = QTableView()
        self.final_table.setObjectName("finalStandings")
        self.final_table.setModel(self.final_model)
        self.final_table.verticalHeader().hide()
        self.final_table.horizontalHeader().setSectionResizeMode(
            FinalStandingsModel.NAME, QHeaderView.ResizeMode.Stretch
        )
        top = QHBoxLayout()
        top.addWidget(self.start_button)
        top.addWidget(self.status_label, 1)
        top.addWidget(self.champion_label)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(QLabel(QCoreApplication.translate("PlayoffTab", "Final standings")))
        lower_layout.addWidget(self.final_table)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(scroll)
        splitter.addWidget(lower)
        scroll.setMinimumHeight(BRACKET_MIN_HEIGHT)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([BRACKET_MIN_HEIGHT, BRACKET_MIN_HEIGHT // 2])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.entry)

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        if changes.playoff or changes.results or changes.events or changes.standings:
            self.reload()

    def reload(self) -> None:
        self.view = None
        if self.event_id is None:
            self.bracket.set_columns([])
            self.final_model.set_rows([])
            self.start_button.setEnabled(False)
            self.status_label.clear()
            self.champion_label.clear()
            return
        summary = self.services.events.get(self.event_id)
        playoff = summary.settings.playoff
        self.games_to_win = summary.settings.games_to_win
        self.entry.set_result_placeholder(result_examples(self.games_to_win, playoff=True))
        started = summary.stage in (Stage.PLAYOFF, Stage.FINISHED) and playoff is not Playoff.NONE
        if started:
            self.view = self.services.playoff.bracket(self.event_id)
        self.start_button.setText(
            QCoreApplication.translate("PlayoffTab", "Start the playoff (%1)").replace(
                "%1", labels.label(playoff)
            )
        )
        swiss_done = summary.rounds_paired >= summary.swiss_rounds and self._swiss_results_in()
        self.start_button.setEnabled(playoff is not Playoff.NONE and not started and swiss_done)
        if playoff is Playoff.NONE:
            self.status_label.setText(
                QCoreApplication.translate("PlayoffTab", "This event has no playoff.")
            )
        elif not started and swiss_done:
            self.status_label.setText(
                QCoreApplication.translate(
                    "PlayoffTab", "Every Swiss result is in: the playoff can start."
                )
            )
        elif not started:
            self.status_label.setText(
                QCoreApplication.translate(
                    "PlayoffTab", "Start the playoff once every Swiss round has its results."
                )
            )
        elif self.view is not None and not self.view.finished:
            self.status_label.setText(
                QCoreApplication.translate(
                    "PlayoffTab", "The higher seed chooses to play or draw (MTR 2.2)."
                )
            )
        else:
            self.status_label.clear()
        self.bracket.set_columns(bracket_columns(self.view) if self.view else [])
        if self.view is not None and self.view.champion_name:
            self.champion_label.setText(
                QCoreApplication.translate("PlayoffTab", "Champion: %1").replace(
                    "%1", self.view.champion_name
                )
            )
        else:
            self.champion_label.clear()
        self.entry.setEnabled(self.view is not None and not self.view.finished)
        if self.view is not None:
            self.final_model.set_field_sizes({r.number: r.field_size for r in self.view.rounds})
        self.final_model.set_rows(
            self.services.playoff.final_standings(self.event_id) if summary.rounds_paired else []
        )
        self.final_table.resizeColumnsToContents()

    def _swiss_results_in(self) -> bool:
        if self.event_id is None:
            return False
        last = self.services.rounds.current_round(self.event_id)
        return last is not None and not last.missing

    def _match_at(self, table: int) -> PlayoffMatchView | None:
        if self.view is None:
            return None
        return next((m for m in self.view.next_matches if m.table == table), None)

    def _describe_table(self, table: int) -> str | None:
        match = self._match_at(table)
        if match is None:
            return None
        return (
            QCoreApplication.translate("PlayoffTab", "%1 vs %2")
            .replace("%1", match.player1_name)
            .replace("%2", match.player2_name or "")
        )

    def _report(self, table: int, text: str) -> str | None:
        match = self._match_at(table)
        if match is None or self.event_id is None:
            return QCoreApplication.translate("PlayoffTab", "No playoff match waits at that table.")
        try:
            changes = self.services.playoff.report(self.event_id, match.round, table, text)
        except Exception as error:
            if not messages.is_known(error):
                raise
            return messages.describe(error, self.games_to_win)
        self.changed.emit(changes)
        return None

    def start_playoff(self) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("PlayoffTab", "Start the playoff"),
            QCoreApplication.translate(
                "PlayoffTab",
                "Cut to the top players of the final Swiss standings and pair the first "
                "playoff round? Players cannot enter or re-enter afterwards.",
            ),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        changes = attempt(self, lambda: self.services.playoff.start(event_id))
        if changes is not None:
            self.changed.emit(changes)
            self.entry.focus_table()
