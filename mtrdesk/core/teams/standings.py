"""Team standings (MTR 3.1 with Appendix C for team events): match points, then OMW%.

MTR Appendix C: "Game points are not used in team tournaments; only the overall result of
the match is used for tiebreakers." So a team is ranked by match points (3 per team match
win, 1 per draw; a bye is a win) and then by its opponents' match-win percentage, each
opponent's MW% raised to the event's floor (Appendix C: 0.33). This holds for seat-based
team events (MTR 8) and Two-Headed Giant (MTR 9) alike; it is ``TEAM_TIEBREAKERS``.

The numbers are computed by ``standings.compute_standings`` on the team history (team ids,
team match results from ``teams.team_history``), so byes, drops, unreported matches and
the floor follow exactly the conventions documented there. The rows leave out game points,
GW% and OGW%, which a team event must not show or use.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.standings.ranking import (
    TEAM_TIEBREAKERS,
    RankedRow,
    StandingsError,
    record_of,
)
from mtrdesk.core.teams.team import Team
from mtrdesk.core.tournament import EntryId, MatchRecord

__all__ = ["StandingsError", "TeamStandingRow", "compute_team_standings", "pairing_order"]


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamStandingRow(RankedRow):
    """One team's line in the standings; percentages exact, MW% already floored.

    ``tied_with_previous`` is true when this row equals the one above on match points and
    OMW%, the only team tiebreakers (Appendix C). ``wins``/``losses``/``draws`` count team
    matches.
    """

    name: str
    rounds_played: int
    mwp: Fraction
    omwp: Fraction


def compute_team_standings(
    teams: Iterable[Team],
    history: Iterable[MatchRecord],
    floor: Fraction,
    *,
    dropped: Mapping[EntryId, int] | None = None,
) -> list[TeamStandingRow]:
    """Rank every team by match points, then OMW% (Appendix C), best first.

    ``history`` holds team matches (``teams.team_history``). ``floor`` is the minimum MW%
    (``Floor.value_fraction``). ``dropped`` maps team ids to the round after which they
    dropped; ``teams.team_drops`` derives it from the members' drops (MTR 8.2). Dropped
    teams stay in the standings and count as opponents. Raises ``StandingsError`` for a
    history naming an entry that is not a team, or a team twice in a round.
    """
    teams = tuple(teams)
    names = {team.entry: team.name for team in teams}
    entries = [team.entry for team in teams]
    rows = compute_standings(entries, history, floor, dropped=dropped, tiebreakers=TEAM_TIEBREAKERS)
    return [
        TeamStandingRow(
            rank=row.rank,
            entry=row.entry,
            name=names[row.entry],
            **record_of(row),
            rounds_played=row.rounds_played,
            mwp=row.mwp,
            omwp=row.omwp,
            dropped_after_round=row.dropped_after_round,
            tied_with_previous=row.tied_with_previous,
        )
        for row in rows
    ]


def pairing_order(rows: Iterable[TeamStandingRow]) -> tuple[EntryId, ...]:
    """The teams still in the event, best first: the ``standings`` argument pairing takes.

    A dropped team is not paired again (MTR 2.10, MTR 8.2).
    """
    return tuple(row.entry for row in rows if row.dropped_after_round is None)
