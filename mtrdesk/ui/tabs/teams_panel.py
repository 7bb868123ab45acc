"""The teams of a team or Two-Headed Giant event (MTR 8, 9), shown in the players tab:
register, edit, remove before round 1; register late while Swiss rounds remain; drop and
re-enter a whole team (MTR 8.2)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.refusal import Refusal
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.services.event_views import Stage
from mtrdesk.ui.errors import attempt, described
from mtrdesk.ui.models.teams_model import TeamsModel
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.tabs.event_panel import EventPanel
from mtrdesk.ui.widgets.named import button_row, named_button, named_label
from mtrdesk.ui.widgets.question import ask_yes
from mtrdesk.ui.widgets.sorted_table import chosen_row, select_row, sorted_table

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.teams.registration import TeamMember, TeamView
    from mtrdesk.ui.dialogs.teams.team import Save, TeamForm


def _members(form: TeamForm) -> list[TeamMember]:
    return list(form.members)


class TeamsPanel(EventPanel):
    """The team list with its buttons; ``changed`` carries each service call's Changes."""

    def __init__(self, services: Services, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.kind: TeamKind | None = None
        #: The key of the event's MTR edition: what the ID fields ask for (MTR 8.2).
        self.edition_key = ""
        self.rounds_paired = 0
        # A team may still register (before round 1, or late while Swiss rounds remain).
        self.entries_open = False
        self._notice = ""

        self.model = TeamsModel(self)
        self.proxy, self.table = sorted_table(
            self,
            self.model,
            "teamsTable",
            sort_column=-1,  # registration order
            stretch=[TeamsModel.SEAT_A, TeamsModel.SEAT_B, TeamsModel.SEAT_C],
            single_selection=True,
        )
        self.table.activated.connect(self.edit_team)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)

        self.add_button = named_button(
            QCoreApplication.translate("TeamsPanel", "Register teams..."), "addTeamButton"
        )
        self.edit_button = QPushButton(QCoreApplication.translate("TeamsPanel", "Edit team..."))
        self.remove_button = QPushButton(QCoreApplication.translate("TeamsPanel", "Remove team"))
        self.remove_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "TeamsPanel", "Only before round 1; later, drop the team."
                )
            )
        )
        self.drop_button = QPushButton(QCoreApplication.translate("TeamsPanel", "Drop team"))
        self.drop_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "TeamsPanel",
                    "MTR 8.2: if a player drops, the entire team is dropped from the tournament.",
                )
            )
        )
        self.reenter_button = QPushButton(QCoreApplication.translate("TeamsPanel", "Re-enter team"))
        self.add_button.clicked.connect(self.add_team)
        self.edit_button.clicked.connect(self.edit_team)
        self.remove_button.clicked.connect(self.remove_team)
        self.drop_button.clicked.connect(self.drop_team)
        self.reenter_button.clicked.connect(self.reenter_team)
        self.count_label = named_label("teamCount")
        self.hint_label = named_label("teamsHint", wrap=True, style="color: #b35c00;")
        self.remove_loose_button = named_button(
            QCoreApplication.translate("TeamsPanel", "Remove players without a team"),
            "removeLoosePlayers",
            self.remove_loose_players,
        )
        self.remove_loose_button.hide()
        self._loose: list[tuple[int, str]] = []

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(
            button_row(
                (
                    self.add_button,
                    self.edit_button,
                    self.remove_button,
                    self.drop_button,
                    self.reenter_button,
                )
            )
        )
        layout.addWidget(self.table)
        layout.addWidget(self.count_label)
        hint = QHBoxLayout()
        hint.addWidget(self.hint_label, 1)
        hint.addWidget(self.remove_loose_button)
        layout.addLayout(hint)
        self._update_buttons()

    def set_event(self, event_id: int | None, kind: TeamKind | None, rounds_paired: int) -> None:
        """Show the teams of ``event_id`` (a team event of ``kind``)."""
        self.event_id, self.kind, self.rounds_paired = event_id, kind, rounds_paired
        self.reload()

    def reload(self) -> None:
        chosen = self.selected()
        teams = (
            self.services.teams.list_teams(self.event_id)
            if self.event_id is not None and self.kind is not None
            else []
        )
        self.model.set_rows(teams)
        summary = (
            self.services.events.get(self.event_id)
            if self.event_id is not None and self.kind is not None
            else None
        )
        self.entries_open = (
            summary is not None
            and summary.stage in (Stage.REGISTRATION, Stage.SWISS)
            and not summary.swiss_over
        )
        self._notice = self.late_entry_notice() if self.entries_open else ""
        self.table.setColumnHidden(TeamsModel.SEAT_C, self.kind is not None and self.kind.size < 3)
        self.table.resizeColumnToContents(TeamsModel.NAME)
        self.table.resizeColumnToContents(TeamsModel.STATUS)
        if chosen is not None:
            self.select_team(chosen.id)
        playing = sum(1 for t in teams if t.active)
        self.count_label.setText(
            QCoreApplication.translate("TeamsPanel", "%n team(s)", None, len(teams))
            + "  "
            + QCoreApplication.translate("TeamsPanel", "(%n playing)", None, playing)
        )
        self._show_loose_players()
        self._update_buttons()

    def _show_loose_players(self) -> None:
        """Players entered without a team (a CSV import, the Add player menu) block
        pairing: name them and say what to do."""
        self._loose = []
        if self.event_id is not None and self.kind is not None:
            self._loose = [
                (e.id, e.display_name)
                for e in self.services.players.list_entries(self.event_id)
                if e.team is None and e.active
            ]
        self.remove_loose_button.setVisible(bool(self._loose) and self.rounds_paired == 0)
        loose = [name for _, name in self._loose]
        if not loose:
            self.hint_label.clear()
            return
        self.hint_label.setText(
            QCoreApplication.translate(
                "TeamsPanel",
                "In no team: %1. Choose them (by name or ID) in a team's seat, or remove "
                "them; the round is paired once every player is in a team.",
            ).replace("%1", QCoreApplication.translate("Messages", ", ").join(loose))
        )

    def select_team(self, team_id: int) -> bool:
        return select_row(self.table, lambda team: team.id == team_id, TeamsModel.NAME)

    def selected(self) -> TeamView | None:
        team: TeamView | None = chosen_row(self.table)
        return team

    def _update_buttons(self) -> None:
        team = self.selected()
        open_ = self.event_id is not None and self.kind is not None and self.rounds_paired == 0
        closed_tip = QCoreApplication.translate(
            "TeamsPanel",
            "Teams and seats are fixed once round 1 is paired (MTR 8.2).",
        )
        self.add_button.setEnabled(self.entries_open)
        self.add_button.setToolTip(rich_safe(self._add_tip()))
        self.edit_button.setEnabled(team is not None and open_)
        self.edit_button.setToolTip(rich_safe("" if open_ or team is None else closed_tip))
        self.remove_button.setEnabled(team is not None and open_)
        self.drop_button.setEnabled(team is not None and team.active)
        self.reenter_button.setEnabled(team is not None and not team.active)

    def late_entry_notice(self) -> str:
        """What registering a team means once round 1 is paired (a late entry, as for a
        player: docs/pairing-spec.md section 7); empty before round 1."""
        if not self.rounds_paired or self.event_id is None:
            return ""
        text = (
            QCoreApplication.translate(
                "TeamsPanel",
                "Round %1 is already paired, so a team registered now enters late: it gets "
                "a loss for each round up to round %1 and is paired from round %2. Its "
                "seats are fixed at once (MTR 8.2).",
            )
            .replace("%1", str(self.rounds_paired))
            .replace("%2", str(self.rounds_paired + 1))
        )
        current = self.services.rounds.current_round(self.event_id)
        if current is not None and not any(
            m.result is not None and m.kind.has_opponent for m in current.matches
        ):
            # As for a late player: the round can still be paired again with the team in.
            text += "\n" + QCoreApplication.translate(
                "TeamsPanel",
                "No result of round %1 is in yet: to pair the team in round %1 instead, "
                "choose Pair again on the Pairings and results tab after registering it.",
            ).replace("%1", str(self.rounds_paired))
        return text

    def _add_tip(self) -> str:
        if self.event_id is None or self.kind is None:
            return ""
        if not self.entries_open:
            return QCoreApplication.translate(
                "TeamsPanel", "The Swiss rounds are over: no team can enter any more."
            )
        return self._notice

    def _saver(self, save: Callable[[TeamForm], Changes]) -> Save:
        """A ``TeamDialog`` save function: the service call, its refusal as a sentence."""

        def run(form: TeamForm) -> str | None:
            try:
                changes = save(form)
            except Refusal as error:
                return described(error)
            self._apply(changes)
            return None

        return run

    # --- actions --------------------------------------------------------------------------
    def add_team(self) -> None:
        from mtrdesk.ui.dialogs.teams.team import TeamDialog

        if self.event_id is None or self.kind is None:
            return
        event_id = self.event_id

        added: list[int] = []  # the teams registered, the last one selected after

        def save(form: TeamForm) -> Changes:
            team_id, changes = self.services.teams.add(event_id, form.name, _members(form))
            added.append(team_id)
            return changes

        dialog = TeamDialog(
            self.kind.seats,
            self._saver(save),
            self.services.players.search_roster,
            notice=self.late_entry_notice(),
            edition=self.edition_key,
            parent=self,
        )
        dialog.exec()
        if added:
            self.select_team(added[-1])

    def edit_team(self) -> None:
        from mtrdesk.services.teams.registration import TeamMember
        from mtrdesk.ui.dialogs.teams.team import TeamDialog

        team = self.selected()
        if team is None or self.kind is None or self.rounds_paired:
            return
        members = [
            TeamMember(m.family, m.given, m.reading, m.player_id, m.roster_id, m.entry)
            if m is not None
            else TeamMember()
            for m in team.members
        ]

        def save(form: TeamForm) -> Changes:
            return self.services.teams.edit(team.id, form.name, _members(form))

        dialog = TeamDialog(
            self.kind.seats,
            self._saver(save),
            self.services.players.search_roster,
            name=team.name,
            members=members,
            editing=True,
            edition=self.edition_key,
            parent=self,
        )
        dialog.exec()

    def _confirm(self, question: str) -> bool:
        return ask_yes(self, QCoreApplication.translate("TeamsPanel", "Teams"), question)

    def remove_team(self) -> None:
        team = self.selected()
        if team is None or not self._confirm(
            QCoreApplication.translate(
                "TeamsPanel", "Remove the team %1 and its players from this event?"
            ).replace("%1", team.name)
        ):
            return
        self._apply(attempt(self, lambda: self.services.teams.remove(team.id)))

    def drop_team(self) -> None:
        team = self.selected()
        if team is None or not self._confirm(
            QCoreApplication.translate(
                "TeamsPanel",
                "Drop the team %1 with all its players (MTR 8.2)? It will not be paired "
                "in later rounds but stays in the standings.",
            ).replace("%1", team.name)
        ):
            return
        self._apply(attempt(self, lambda: self.services.teams.drop(team.id)))

    def remove_loose_players(self) -> None:
        """Players entered without a team (a CSV import) who will not play: out of the
        event before round 1, as ``players.remove`` does."""
        loose = list(self._loose)
        if not loose or not self._confirm(
            QCoreApplication.translate(
                "TeamsPanel", "Remove %1 from this event? They are in no team."
            ).replace("%1", QCoreApplication.translate("Messages", ", ").join(n for _, n in loose))
        ):
            return
        for entry_id, _ in loose:
            changes = attempt(self, partial(self.services.players.remove, entry_id))
            if changes is None:
                break
            self._apply(changes)

    def reenter_team(self) -> None:
        team = self.selected()
        if team is not None:
            self._apply(attempt(self, lambda: self.services.teams.re_enter(team.id)))
