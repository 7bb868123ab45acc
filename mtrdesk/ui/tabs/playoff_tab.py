"""The playoff tab: start the top 4/8, the bracket, results, champion, final standings.

Also the booster-draft playoff (MTR 10.4: seats at the draft table, drawn or entered, pair
the top 8) and single elimination only (MTR Appendix E: the whole event is the bracket).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QScrollArea,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.playoff.elimination_only import (
    ELIMINATION_ONLY_MAX_PLAYERS,
    ELIMINATION_ONLY_MIN_PLAYERS,
)
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Playoff
from mtrdesk.core.teams.playoff import TEAM_ELIMINATION_MAX_TEAMS, TEAM_ELIMINATION_MIN_TEAMS
from mtrdesk.services import Changes
from mtrdesk.services.event_views import EventSummary, Stage
from mtrdesk.ui.errors import attempt, described
from mtrdesk.ui.models.final_standings_model import FinalStandingsModel
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.printing.menu import print_button
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.tabs.playoff_cards import bracket_columns, team_seats
from mtrdesk.ui.widgets.bracket import BracketWidget
from mtrdesk.ui.widgets.named import named_button, named_label
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.ui.widgets.result_entry import ResultEntry, SeatTable, result_examples
from mtrdesk.ui.widgets.seen_results import SeenResults, refused_match_result
from mtrdesk.words import labels

if TYPE_CHECKING:
    from mtrdesk.services.playoff.service import BracketView, PlayoffMatchView

__all__ = ["PlayoffTab"]

# Four quarterfinal cards stacked: the bracket must be readable without scrolling.
# The bracket's height when the tab opens; it scrolls when the window is lower.
BRACKET_HEIGHT = 400
BRACKET_MIN_HEIGHT = 160


class PlayoffTab(EventPanel):
    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(session.services, parent)
        self.view: BracketView | None = None
        self.summary: EventSummary | None = None
        self.games_to_win = 2
        self.edition_key = ""
        self.start_button = named_button(
            QCoreApplication.translate("PlayoffTab", "Start the playoff"),
            "startPlayoff",
            self.start_playoff,
        )
        self.seats_button = named_button(
            QCoreApplication.translate("PlayoffTab", "Change draft seats..."), "changeSeats"
        )
        self.seats_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "PlayoffTab",
                    "Enter the seats as the players sat at the draft table, or draw them again; "
                    "possible until a quarterfinal result is entered (MTR 10.4).",
                )
            )
        )
        self.seats_button.clicked.connect(self.change_seats)
        self.status_label = named_label("playoffStatus", wrap=True)
        self.seats_label = named_label("draftSeats", wrap=True)
        self.champion_label = named_label(
            "champion", style="font-size: 16pt; font-weight: bold; color: #8a6d00;"
        )
        self.bracket = BracketWidget()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.bracket)
        # The result each typed table showed when it was typed (issue 27).
        self._seen: SeenResults[int | SeatTable, MatchResult] = SeenResults(refused_match_result)
        self._typed: tuple[int | SeatTable, PlayoffMatchView] | None = None
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
        top.addWidget(self.seats_button)
        top.addWidget(print_button(self, session, ("bracket", "slips")))  # the latest playoff round
        top.addStretch(1)
        top.addWidget(self.champion_label)
        lower = QWidget()
        lower_layout = QVBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        lower_layout.addWidget(
            PlainLabel(QCoreApplication.translate("PlayoffTab", "Final standings"))
        )
        lower_layout.addWidget(self.final_table)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(scroll)
        splitter.addWidget(lower)
        scroll.setMinimumHeight(BRACKET_MIN_HEIGHT)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([BRACKET_HEIGHT, BRACKET_HEIGHT // 2])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status_label)
        layout.addWidget(self.seats_label)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.entry)

    def set_event(self, event_id: int | None) -> None:
        self.event_id = event_id
        self.reload()

    def refresh(self, changes: Changes) -> None:
        if changes.playoff or changes.results or changes.events or changes.standings:
            self.reload()

    def reload(self) -> None:
        from mtrdesk.services.playoff.service import BracketKind

        self.view = None
        self.summary = None
        if self.event_id is None:
            self.bracket.set_columns([])
            self.final_model.set_rows([])
            self.start_button.setEnabled(False)
            self.seats_button.hide()
            self.status_label.clear()
            self.seats_label.clear()
            self.champion_label.clear()
            return
        summary = self.summary = self.services.events.get(self.event_id)
        settings = summary.settings
        playoff = settings.playoff
        elimination = settings.elimination_only
        self.games_to_win = settings.games_to_win
        self.edition_key = settings.edition  # cited sections follow it (issue 29)
        self.entry.set_result_placeholder(result_examples(self.games_to_win, playoff=True))
        # A three-person team playoff is typed seat by seat, "1A" (MTR 8.2), as in the Swiss.
        self.entry.set_seats(team_seats(settings.structure))
        has_bracket = elimination or playoff is not Playoff.NONE
        started = summary.stage in (Stage.PLAYOFF, Stage.FINISHED) and has_bracket
        if started:
            self.view = self.services.playoff.bracket(self.event_id)
        if elimination:
            self.start_button.setText(
                QCoreApplication.translate("PlayoffTab", "Start single elimination")
            )
        elif playoff is Playoff.NONE:  # not "Start the playoff (No playoff)": disabled, plain
            self.start_button.setText(QCoreApplication.translate("PlayoffTab", "Start the playoff"))
        else:
            self.start_button.setText(
                QCoreApplication.translate("PlayoffTab", "Start the playoff (%1)").replace(
                    "%1", labels.label(playoff)
                )
            )
        ready = self._ready(summary)
        self.start_button.setEnabled(has_bracket and not started and ready)
        self.status_label.setText(self._status(summary, started, ready))
        draft = self.view is not None and self.view.kind is BracketKind.DRAFT
        self.seats_button.setVisible(draft)
        self.seats_button.setEnabled(draft and self._seats_open())
        self.seats_label.setText(self._seats_text() if draft else "")
        self.seats_label.setVisible(draft)
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
        # Single elimination only has no Swiss: no Swiss rank, points or record to show.
        for column in (
            FinalStandingsModel.SWISS_RANK,
            FinalStandingsModel.POINTS,
            FinalStandingsModel.RECORD,
        ):
            self.final_table.setColumnHidden(column, elimination)
        self.final_model.set_teams(settings.structure.has_teams)
        shown = summary.rounds_paired or started
        self.final_model.set_rows(
            self.services.playoff.final_standings(self.event_id) if shown else []
        )
        self.final_table.resizeColumnsToContents()

    def _ready(self, summary: EventSummary) -> bool:
        """Whether the bracket can start: every Swiss result in once the Swiss is over
        (the announced rounds, or the announced rule, MTR 10.2); single elimination only:
        5–8 active players, or 4–8 teams (Appendix E)."""
        if summary.settings.elimination_only:
            smallest, largest, count = self._elimination_field(summary)
            return smallest <= count <= largest
        return summary.swiss_over and self._swiss_results_in()

    @staticmethod
    def _elimination_field(summary: EventSummary) -> tuple[int, int, int]:
        """Single elimination only (Appendix E): the smallest and largest field, and the
        field now: players, or teams ("each team as a single player")."""
        if summary.settings.structure.has_teams:
            return TEAM_ELIMINATION_MIN_TEAMS, TEAM_ELIMINATION_MAX_TEAMS, summary.active_teams
        return ELIMINATION_ONLY_MIN_PLAYERS, ELIMINATION_ONLY_MAX_PLAYERS, summary.active_count

    def _status(self, summary: EventSummary, started: bool, ready: bool) -> str:
        from mtrdesk.services.playoff.service import BracketKind

        settings = summary.settings
        if settings.elimination_only and not started and settings.structure.has_teams:
            if ready:
                return QCoreApplication.translate(
                    "PlayoffTab",
                    "Single elimination only (MTR Appendix E): the teams are seeded at "
                    "random when it starts; with fewer than 8 (other than 4), the top seeds "
                    "get byes.",
                )
            return QCoreApplication.translate(
                "PlayoffTab",
                "Single elimination only needs 4 to 8 teams (MTR Appendix E); %n now.",
                None,
                summary.active_teams,
            )
        if settings.elimination_only and not started:
            if ready:
                return QCoreApplication.translate(
                    "PlayoffTab",
                    "Single elimination only (MTR Appendix E): the players are seeded at "
                    "random when it starts; with fewer than 8, the top seeds get byes.",
                )
            return QCoreApplication.translate(
                "PlayoffTab",
                "Single elimination only needs 5 to 8 active players (MTR Appendix E); %n now.",
                None,
                summary.active_count,
            )
        if settings.playoff is Playoff.NONE and not settings.elimination_only:
            return QCoreApplication.translate("PlayoffTab", "This event has no playoff.")
        if not started and ready:
            return QCoreApplication.translate(
                "PlayoffTab", "Every Swiss result is in: the playoff can start."
            )
        if not started:
            return QCoreApplication.translate(
                "PlayoffTab", "Start the playoff once every Swiss round has its results."
            )
        if self.view is not None and not self.view.finished:
            if self.view.teams and not self.view.team_seats:
                return QCoreApplication.translate(
                    "PlayoffTab",
                    "Two-Headed Giant: one game per match; a team determined at random "
                    "chooses to play or draw (MTR 9.1, 9.3). Type the table, then 1-0 or 0-1.",
                )
            if self.view.teams:
                return QCoreApplication.translate(
                    "PlayoffTab",
                    "The team winning two seat matches advances. The higher seed's team "
                    "chooses to play or draw in each seat match (MTR 2.2). Type each seat's "
                    "result: table and seat letter (1A), then the result.",
                )
            if self.view.kind is BracketKind.DRAFT:
                return QCoreApplication.translate(
                    "PlayoffTab",
                    "Matches go by draft seat: 1 v 5, 2 v 6, 3 v 7, 4 v 8 (MTR 10.4). The "
                    "better Swiss place (in brackets) chooses to play or draw (MTR 2.2).",
                )
            return QCoreApplication.translate(
                "PlayoffTab", "The higher seed chooses to play or draw (MTR 2.2)."
            )
        return ""

    def _seats_text(self) -> str:
        """ "Draft table: Seat 1 山田 太郎, Seat 2 ..." for seating the players."""
        from mtrdesk.ui.dialogs.draft.playoff_seats import seat_text

        if self.view is None or self.event_id is None:
            return ""
        names = {p.entry: p.name for p in self.services.playoff.cut(self.event_id)}
        separator = QCoreApplication.translate("PlayoffTab", ", ")
        seats = separator.join(
            f"{seat_text(seat)} {names.get(entry, '')}"
            for seat, entry in enumerate(self.view.draft_seats, start=1)
        )
        return QCoreApplication.translate("PlayoffTab", "Draft table: %1").replace("%1", seats)

    def _seats_open(self) -> bool:
        """Seats change only until a quarterfinal result is in."""
        if self.view is None or len(self.view.rounds) != 1:
            return False
        return not any(m.result is not None for m in self.view.rounds[0].matches)

    def _swiss_results_in(self) -> bool:
        if self.event_id is None:
            return False
        last = self.services.rounds.current_round(self.event_id)
        return last is not None and not last.missing

    def _match_at(self, table: int | SeatTable) -> PlayoffMatchView | None:
        if self.view is None:
            return None
        number = table.table if isinstance(table, SeatTable) else table
        return next((m for m in self.view.next_matches if m.table == number), None)

    def _describe_table(self, table: int | SeatTable) -> str | None:
        match = self._match_at(table)
        if match is None:
            return None
        self._typed = (table, match)  # the match the slip was begun for (issue 27)
        teams = (
            QCoreApplication.translate("PlayoffTab", "%1 vs %2")
            .replace("%1", match.player1_name)
            .replace("%2", match.player2_name or "")
        )
        if not isinstance(table, SeatTable):
            self._seen.take(table, match.result)
            return teams
        seat = next((s for s in match.seats if s.seat == table.seat), None)
        if seat is None:
            return None
        self._seen.take(table, seat.result)
        players = (
            QCoreApplication.translate("PlayoffTab", "%1 vs %2")
            .replace("%1", seat.player1_name)
            .replace("%2", seat.player2_name)
        )
        return f"{players} ({teams})"

    def _report(self, table: int | SeatTable, text: str) -> str | None:
        match = self._match_at(table)
        if match is None and self._typed is not None and self._typed[0] == table:
            # Another station entered it since the table was typed: the service says so.
            match = self._typed[1]
        if match is None or self.event_id is None:
            return QCoreApplication.translate("PlayoffTab", "No playoff match waits at that table.")
        number, seat = (table.table, table.seat) if isinstance(table, SeatTable) else (table, "")
        # What the table showed when it was typed, not what it shows now (issue 27).
        seen = self._seen.seen(table, lambda: self._shown_result(match, table))
        try:
            changes = self.services.playoff.report(
                self.event_id, match.round, number, text, seat, seen=seen
            )
        except Refusal as error:
            if self._seen.refused(table, error):
                self.changed.emit(Changes(results=True, standings=True, playoff=True))
            return described(error, self.games_to_win, edition=self.edition_key)
        self._seen.forget()
        self._typed = None
        self.changed.emit(changes)
        return None

    @staticmethod
    def _shown_result(match: PlayoffMatchView, table: int | SeatTable) -> MatchResult | None:
        if not isinstance(table, SeatTable):
            return match.result
        seat = next((s for s in match.seats if s.seat == table.seat), None)
        return None if seat is None else seat.result

    def start_playoff(self) -> None:
        if self.event_id is None:
            return
        event_id = self.event_id
        summary = self.services.events.get(event_id)
        if summary.settings.playoff.by_draft_seat and not summary.settings.elimination_only:
            seats = self._ask_seats(None)
            if seats is None:
                return
            changes = attempt(
                self, lambda: self.services.playoff.start(event_id, seats=seats or None)
            )
        else:
            if summary.settings.elimination_only and summary.settings.structure.has_teams:
                question = QCoreApplication.translate(
                    "PlayoffTab",
                    "Seed the %n team(s) at random and pair round 1 of single elimination? "
                    "Teams cannot enter afterwards.",
                    None,
                    summary.active_teams,
                )
            elif summary.settings.elimination_only:
                question = QCoreApplication.translate(
                    "PlayoffTab",
                    "Seed the %n player(s) at random and pair round 1 of single elimination? "
                    "Players cannot enter afterwards.",
                    None,
                    summary.active_count,
                )
            elif summary.settings.structure.has_teams:
                question = QCoreApplication.translate(
                    "PlayoffTab",
                    "Cut to the top teams of the final team standings and pair the first "
                    "playoff round? Teams cannot enter afterwards.",
                )
            else:
                question = QCoreApplication.translate(
                    "PlayoffTab",
                    "Cut to the top players of the final Swiss standings and pair the first "
                    "playoff round? Players cannot enter or re-enter afterwards.",
                )
            if not ask_yes(
                self, QCoreApplication.translate("PlayoffTab", "Start the playoff"), question
            ):
                return
            changes = attempt(self, lambda: self.services.playoff.start(event_id))
        if changes is not None:
            self.changed.emit(changes)
            self.entry.focus_table()

    def _ask_seats(self, current: dict[int, int] | None) -> dict[int, int] | None:
        """The draft seats (MTR 10.4): ``{}`` to draw them at random, ``None`` if cancelled."""
        from mtrdesk.ui.dialogs.draft.playoff_seats import DraftSeatsDialog

        if self.event_id is None:
            return None
        players = self.services.playoff.cut(self.event_id)
        dialog = DraftSeatsDialog(players, current=current, parent=self)
        if dialog.exec() != DraftSeatsDialog.DialogCode.Accepted:
            return None
        return {} if dialog.random_draw else dialog.seats()

    def change_seats(self) -> None:
        if self.event_id is None or self.view is None:
            return
        event_id = self.event_id
        current = {seat: entry for seat, entry in enumerate(self.view.draft_seats, start=1)}
        seats = self._ask_seats(current)
        if seats is None:
            return
        self._apply(
            attempt(self, lambda: self.services.playoff.seat_draft(event_id, seats or None))
        )
