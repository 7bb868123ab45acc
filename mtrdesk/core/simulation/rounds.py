"""Simulated team (MTR 8), Two-Headed Giant (MTR 9) and multiplayer pod events, by round.

The Swiss simulator (``simulate_event``) writes an event file for players; a team event
pairs teams, so its checker needs each round's teams as ``pair_teams`` saw them. This runs
the loop the services run (``services.teams.rounds``): team history from the seat records
(``team_history``), team standings (``compute_team_standings``), the teams still in
(``pairing_order``), ``pair_teams``, then seeded results and drops, and keeps every round's
input and output for ``check_team_round``.

* Seat-based teams of two or three: each seat match gets a result from
  ``simulate.simulate_result`` (stronger players win more often), and ``team_history``
  folds the seats into team results by ``team_match_result``.
* Two-Headed Giant: one game per match (MTR 9.1, ``games_to_win`` 1), recorded between the
  team ids, the stronger pair winning more often.
* Drops: any player may drop after a round; the whole team drops with them (MTR 8.2: "If a
  player drops from the tournament, the entire team is dropped"). Drops never leave fewer
  than two teams to pair.

Multiplayer pods (multiplayer addendum 10.4A) run the loop ``services.pods.service`` runs:
3.1A standings (``compute_pod_standings``), ``players_for_pod_pairing``, ``pair_pods``; each
pod has a winner, more often a stronger player, or sometimes ends in a draw (2.1A), now and
then with a player who conceded and loses. Drops never leave fewer than one full pod.
``check_pod_event`` checks every round with ``pod_check.check_pods``.

Everything random comes from one ``random.Random(seed)``; nothing reads a clock.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from mtrdesk.core.pods.check import PodCheck, check_pods
from mtrdesk.core.pods.length import recommended_pod_rounds
from mtrdesk.core.pods.pairing import DEFAULT_POD_SIZE, Pod, PodPlayer, pair_pods
from mtrdesk.core.pods.standings import (
    PodResult,
    compute_pod_standings,
    players_for_pod_pairing,
)
from mtrdesk.core.settings import DEFAULT_GAMES_TO_WIN, Floor
from mtrdesk.core.simulation.happenings import (
    DEFAULT_MIX,
    ResultMix,
    pick_drops,
    random_skills,
    simulate_result,
    win_probability,
)
from mtrdesk.core.swiss.check import RoundCheck, check_pairing
from mtrdesk.core.swiss.pairing import SwissPlayer
from mtrdesk.core.teams.pairing import TeamPairing, pair_teams, round_records, team_swiss_players
from mtrdesk.core.teams.seat_check import SeatViolation, check_seats
from mtrdesk.core.teams.standings import compute_team_standings, pairing_order
from mtrdesk.core.teams.team import (
    MIN_TEAMS,
    Team,
    TeamKind,
    recommended_team_rounds,
    team_drops,
    team_history,
)
from mtrdesk.core.tournament import EntryId, MatchRecord

#: Team ids start here, well clear of the player ids 1..n.
TEAM_ID_BASE = 100_000


@dataclass(frozen=True, slots=True)
class TeamSimulation:
    """What to simulate: ``players`` players in teams of ``kind.size`` (at least four
    teams, MTR 10.1; players left over do not enter). ``rounds=None`` takes Appendix E."""

    players: int
    kind: TeamKind
    seed: int = 0
    rounds: int | None = None
    mix: ResultMix = DEFAULT_MIX
    #: Games to win a seat match; 2HG always plays one game (MTR 9.1).
    games_to_win: int = DEFAULT_GAMES_TO_WIN
    #: Chance per player per round of dropping after it, taking the team along (MTR 8.2).
    drop_rate: float = 0.03

    @property
    def team_count(self) -> int:
        return max(MIN_TEAMS, self.players // self.kind.size)


@dataclass(frozen=True, slots=True)
class TeamRound:
    """One paired round: the teams as ``pair_teams`` was given them, and its pairings
    (``seed`` seeded the ``random.Random`` it was given)."""

    number: int
    players: tuple[SwissPlayer, ...]
    pairings: tuple[TeamPairing, ...]
    seed: int | None = None


@dataclass(frozen=True, slots=True)
class TeamEvent:
    """A whole simulated team event: its teams, rounds and seat (or 2HG) records.

    ``dropped`` maps the players who dropped to the round after which they did;
    ``teams.team_drops`` gives the teams they took along (MTR 8.2)."""

    simulation: TeamSimulation
    teams: tuple[Team, ...]
    rounds: tuple[TeamRound, ...]
    records: tuple[MatchRecord, ...]
    dropped: dict[EntryId, int]


@dataclass(frozen=True, slots=True)
class TeamRoundCheck:
    """One team round checked: at team level (``check_pairing``) and seat by seat."""

    pairing: RoundCheck
    seats: tuple[SeatViolation, ...]

    @property
    def clean(self) -> bool:
        return self.pairing.clean and not self.seats


def make_teams(simulation: TeamSimulation) -> tuple[Team, ...]:
    """Teams of consecutive players, seats in order: team ``k`` is players A, B(, C)."""
    size = simulation.kind.size
    return tuple(
        Team(
            TEAM_ID_BASE + k,
            f"Team {k:03d}",
            tuple(range(1 + (k - 1) * size, 1 + k * size)),
        )
        for k in range(1, simulation.team_count + 1)
    )


def simulate_team_event(simulation: TeamSimulation) -> TeamEvent:
    """Pair and play every Swiss round of the event (no playoff), seeded."""
    rng = random.Random(simulation.seed)
    kind = simulation.kind
    teams = make_teams(simulation)
    skill = random_skills(rng, [p for team in teams for p in team.players])
    strength = {team.entry: sum(skill[p] for p in team.players) for team in teams}
    rounds = simulation.rounds or recommended_team_rounds(len(teams))
    floor = Floor.MTR.value_fraction
    records: list[MatchRecord] = []
    player_drops: dict[EntryId, int] = {}
    played: list[TeamRound] = []
    for number in range(1, rounds + 1):
        seed = rng.randrange(2**31)
        history = team_history(teams, kind, records)
        dropped = team_drops(teams, player_drops)
        rows = compute_team_standings(teams, history, floor, dropped=dropped)
        order = pairing_order(rows)
        active = [team for team in teams if team.entry not in dropped]
        players = team_swiss_players(order, history)
        pairings = pair_teams(active, kind, order, history, number, random.Random(seed))
        played.append(TeamRound(number, players, pairings, seed))
        for pairing in pairings:
            records.extend(_play(rng, simulation, pairing, number, skill, strength))
        if number < rounds:
            _drop(rng, teams, player_drops, number, simulation.drop_rate)
    return TeamEvent(simulation, teams, tuple(played), tuple(records), player_drops)


def _play(
    rng: random.Random,
    simulation: TeamSimulation,
    pairing: TeamPairing,
    number: int,
    skill: dict[EntryId, float],
    strength: dict[EntryId, float],
) -> list[MatchRecord]:
    """The round's records for one team match: seat matches, one 2HG game, or the bye."""
    if pairing.team2 is None:
        return list(round_records(number, [pairing]))
    if simulation.kind.shares_game:
        chance = win_probability(strength[pairing.team1], strength[pairing.team2])
        games = simulation.kind.games_to_win(simulation.games_to_win)
        result = simulate_result(rng, games_to_win=games, mix=simulation.mix, player1_wins=chance)
        return [MatchRecord(number, pairing.team1, pairing.team2, result, table=pairing.table)]
    out = []
    for seat in pairing.seats:
        assert seat.player2 is not None
        chance = win_probability(skill[seat.player1], skill[seat.player2])
        result = simulate_result(
            rng, games_to_win=simulation.games_to_win, mix=simulation.mix, player1_wins=chance
        )
        out.append(MatchRecord(number, seat.player1, seat.player2, result, table=seat.table))
    return out


def _drop(
    rng: random.Random,
    teams: tuple[Team, ...],
    player_drops: dict[EntryId, int],
    number: int,
    rate: float,
) -> None:
    """Drops after round ``number``: each player may drop and take the team (MTR 8.2),
    never leaving fewer than two teams."""
    gone = team_drops(teams, player_drops)
    active = [team for team in teams if team.entry not in gone]
    remaining = len(active)
    leaving = pick_drops(rng, [p for team in active for p in team.players], rate)
    for team in active:
        quitters = [p for p in team.players if p in leaving]
        if quitters and remaining > 2:
            remaining -= 1
            player_drops.update(dict.fromkeys(quitters, number))


def check_team_round(teams: tuple[Team, ...], kind: TeamKind, played: TeamRound) -> TeamRoundCheck:
    """``played`` checked at team level (teams are the players: rematches, second byes, a
    strictly better pairing) and seat by seat (MTR 8.2, MTR 9.1)."""
    pairs = [(pairing.team1, pairing.team2) for pairing in played.pairings]
    return TeamRoundCheck(
        check_pairing(played.players, pairs, played.number, keep_pods=False),
        check_seats(teams, kind, played.pairings),
    )


def check_team_event(event: TeamEvent) -> list[TeamRoundCheck]:
    """Every round of a simulated team event, checked."""
    kind = event.simulation.kind
    return [check_team_round(event.teams, kind, played) for played in event.rounds]


# --- Multiplayer pods (multiplayer addendum) ---


@dataclass(frozen=True, slots=True)
class PodSimulation:
    """A simulated multiplayer event; ``rounds=None`` takes the addendum's Appendix E."""

    players: int
    seed: int = 0
    rounds: int | None = None
    pod_size: int = DEFAULT_POD_SIZE
    #: Chance that a pod ends in a draw (2.1A) rather than with a winner.
    draw_rate: float = 0.08
    #: Chance, in a drawn pod, that one player conceded and so loses (2.1A).
    concede_rate: float = 0.2
    drop_rate: float = 0.03


@dataclass(frozen=True, slots=True)
class PodRound:
    """One paired round: the players as ``pair_pods`` was given them, and its pods
    (``seed`` seeded the ``random.Random`` it was given)."""

    number: int
    players: tuple[PodPlayer, ...]
    pods: tuple[Pod, ...]
    seed: int | None = None


@dataclass(frozen=True, slots=True)
class PodEvent:
    """A whole simulated multiplayer event: rounds, pod results, and the players who
    dropped with the round after which they did."""

    simulation: PodSimulation
    rounds: tuple[PodRound, ...]
    results: tuple[PodResult, ...]
    dropped: dict[EntryId, int]


def simulate_pod_event(simulation: PodSimulation) -> PodEvent:
    """Pair and play every Swiss round of a multiplayer event (no playoff), seeded."""
    rng = random.Random(simulation.seed)
    entries = list(range(1, simulation.players + 1))
    skill = random_skills(rng, entries)
    rounds = simulation.rounds or recommended_pod_rounds(len(entries), simulation.pod_size)
    results: list[PodResult] = []
    dropped: dict[EntryId, int] = {}
    played: list[PodRound] = []
    for number in range(1, rounds + 1):
        seed = rng.randrange(2**31)
        rows = compute_pod_standings(entries, results, simulation.pod_size, dropped=dropped)
        order = [row.entry for row in rows if row.entry not in dropped]
        players = players_for_pod_pairing(order, results, simulation.pod_size)
        pods = pair_pods(players, number, random.Random(seed), simulation.pod_size)
        played.append(PodRound(number, players, pods, seed))
        results.extend(_pod_result(rng, simulation, pod, number, skill) for pod in pods)
        if number < rounds:
            active = len(order)
            for entry in sorted(pick_drops(rng, order, simulation.drop_rate)):
                if active > simulation.pod_size:
                    active -= 1
                    dropped[entry] = number
    return PodEvent(simulation, tuple(played), tuple(results), dropped)


def _pod_result(
    rng: random.Random,
    simulation: PodSimulation,
    pod: Pod,
    number: int,
    skill: dict[EntryId, float],
) -> PodResult:
    """A winner, likelier the stronger, or a draw (2.1A) with now and then one conceder."""
    if rng.random() < simulation.draw_rate:
        losers = [rng.choice(pod.seats)] if rng.random() < simulation.concede_rate else []
        return PodResult.draw(number, pod.seats, losers)
    weights = [math.exp(skill[entry]) for entry in pod.seats]
    return PodResult.win(number, pod.seats, rng.choices(pod.seats, weights)[0])


def check_pod_event(event: PodEvent) -> list[PodCheck]:
    """Every round of a simulated multiplayer event, checked by ``check_pods``."""
    size = event.simulation.pod_size
    return [
        check_pods(played.players, played.pods, played.number, pod_size=size)
        for played in event.rounds
    ]
