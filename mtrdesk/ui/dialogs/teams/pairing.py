"""Hand-editing the current round of a team or Two-Headed Giant event: two teams change
places (MTR 8.2, 9.1), each taking the other's opponent or the bye.

Before a change is saved the dialog asks the team-level pairing checker about the round
as it would be (``TeamService.check_swap``) and says in plain words what it finds: teams
meeting again, a second bye, a strictly better pairing; the organizer confirms or not.
Each change is one service call, recorded in the audit log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QWidget,
)

from mtrdesk.core.tournament import MatchKind
from mtrdesk.ui.dialogs.pairing_editor import EditorSource, PairingEditor, RuleTexts, rule_lines
from mtrdesk.ui.widgets.result_entry import OK_STYLE
from mtrdesk.words import labels, messages

if TYPE_CHECKING:
    from mtrdesk.services import Changes
    from mtrdesk.services.swiss.rounds import RoundService
    from mtrdesk.services.teams.registration import TeamService, TeamSwapPreview
    from mtrdesk.services.views import RoundView, TeamMatchView

# Findings the organizer confirmed: shown, not an error.
WARNING_STYLE = "color: #b35c00; font-weight: bold;"


def untouched(team: TeamMatchView) -> bool:
    """A team match (or the team bye) that can still change: no seat result is in."""
    if team.team2 is None:
        return team.kind is MatchKind.BYE  # not a loss without an opponent
    if team.seats:
        return all(seat.result is None for seat in team.seats)
    return team.result is None


def place_text(team: TeamMatchView) -> str:
    """Where a team plays now: "table 3" or "bye"."""
    if team.team2 is None:
        return labels.label(team.kind)
    return QCoreApplication.translate("TeamPairingDialog", "table %1").replace(
        "%1", str(team.table)
    )


def movable_teams(view: RoundView) -> list[tuple[str, int, int]]:
    """(label, team id, index of its team match) of every team that can change places."""
    found = []
    for index, team in enumerate(view.teams):
        if not untouched(team):
            continue
        for team_id, name in ((team.team1, team.team1_name), (team.team2, team.team2_name)):
            if team_id is not None and name is not None:
                found.append((f"{name} ({place_text(team)})", team_id, index))
    return found


def can_edit(view: RoundView | None) -> bool:
    """At least two team matches (or one and the bye) without a seat result."""
    return view is not None and len({i for _, _, i in movable_teams(view)}) >= 2


def team_lines(view: RoundView) -> list[str]:
    """One line per team match: "3: 赤 - 青", the bye as "—: 金 - bye"."""
    lines = []
    for team in view.teams:
        table = str(team.table) if team.table is not None else "—"
        lines.append(f"{table}: {team.team1_name} - {team.team2_name or labels.label(team.kind)}")
    return lines


#: The checker's findings beyond a named rematch or bye, about teams (the units paired,
#: MTR 8.2): pair-downs, distance from the team's points, who gets the bye.
TEAM_RULES = RuleTexts(
    pair_downs=lambda: QCoreApplication.translate(
        "TeamPairingDialog", "The round would have %1 team pair-downs where %2 are enough."
    ),
    distance=lambda: QCoreApplication.translate(
        "TeamPairingDialog",
        "Teams would be paired further from their own match points than necessary.",
    ),
    bye=lambda: QCoreApplication.translate(
        "TeamPairingDialog",
        "The bye would not go to the lowest-ranked team that has not had one.",
    ),
)

TEAM_EDITOR = EditorSource(
    title=lambda: QCoreApplication.translate("TeamPairingDialog", "Edit team pairings"),
    explanation=lambda: QCoreApplication.translate(
        "TeamPairingDialog",
        "The two teams change places: each takes the other's opponent, or the bye. "
        "The seat matches follow, so player A still plays player A (MTR 8.2). Only "
        "team matches without any result can change. Every change is recorded in "
        "the audit log.",
    ),
    first_label=lambda: QCoreApplication.translate("TeamPairingDialog", "Team:"),
    second_label=lambda: QCoreApplication.translate("TeamPairingDialog", "Changes places with:"),
    button=lambda: QCoreApplication.translate("TeamPairingDialog", "Swap the teams"),
    anyway=lambda: QCoreApplication.translate("TeamPairingDialog", "Swap the teams anyway?"),
    size=(620, 520),
    list_name="teamPairings",
    first_name="swapFirst",
    second_name="swapSecond",
    button_name="swapTeams",
    message_name="swapMessage",
)


def findings(preview: TeamSwapPreview) -> list[str]:
    """Everything to confirm, in plain words (empty: nothing to ask)."""
    lines = [messages.rematch_text(a, b, list(rounds)) for a, b, rounds in preview.rematches]
    lines += [messages.repeat_bye_text(name, list(rounds)) for name, rounds in preview.repeat_byes]
    lines += rule_lines(preview.check, TEAM_RULES)
    if preview.check.better_exists and not lines:
        lines.append(
            QCoreApplication.translate(
                "TeamPairingDialog",
                "A better pairing of this round exists under the pairing rules "
                "(fewer rematches or second byes).",
            )
        )
    return lines


class TeamPairingDialog(PairingEditor):
    """Pick a team and the team it should change places with; swap; repeat as needed."""

    def __init__(
        self,
        event_id: int,
        rounds: RoundService,
        teams: TeamService,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(TEAM_EDITOR, parent)
        self.event_id = event_id
        self.rounds = rounds
        self.teams = teams
        self.view: RoundView | None = None
        self.match_of: dict[int, int] = {}
        self.reload()

    def reload(self) -> None:
        self.view = self.rounds.current_round(self.event_id)
        self.pairings_list.clear()
        movable = movable_teams(self.view) if self.view is not None else []
        if self.view is not None:
            self.pairings_list.addItems(team_lines(self.view))
        self.match_of = {team: index for _, team, index in movable}
        for combo in (self.first_combo, self.second_combo):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            for label, team, _ in movable:
                combo.addItem(label, team)
            combo.setCurrentIndex(max(combo.findData(chosen), 0))
            combo.blockSignals(False)
        self._update_button()

    def _update_button(self) -> None:
        """Only two teams of two different team matches can change places."""
        first, second = self.first_combo.currentData(), self.second_combo.currentData()
        self.apply_button.setEnabled(
            first is not None
            and second is not None
            and self.match_of.get(first) != self.match_of.get(second)
        )

    def _check(self, first: int, second: int) -> TeamSwapPreview:
        return self.teams.check_swap(self.event_id, first, second)

    def _findings(self, first: int, second: int, check: TeamSwapPreview) -> list[str]:
        return findings(check)

    def _ask(self, check: TeamSwapPreview, findings: list[str]) -> bool:
        if not findings:
            return True
        lead = (
            QCoreApplication.translate("TeamPairingDialog", "If %1 and %2 change places:")
            .replace("%1", check.first)
            .replace("%2", check.second)
        )
        return self.confirm([lead, *findings])

    def _change(self, first: int, second: int) -> tuple[TeamSwapPreview, Changes]:
        return self.teams.swap(self.event_id, first, second)

    def _changed(
        self,
        first: int,
        second: int,
        check: TeamSwapPreview,
        findings: list[str],
        done: TeamSwapPreview,
    ) -> None:
        self.message_label.setStyleSheet(WARNING_STYLE if findings else OK_STYLE)
        self.message_label.setText(
            "\n".join(
                [
                    QCoreApplication.translate("TeamPairingDialog", "%1 and %2 changed places.")
                    .replace("%1", check.first)
                    .replace("%2", check.second),
                    *findings,
                ]
            )
        )
