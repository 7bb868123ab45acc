"""Team and multiplayer events read from a file, decided by the services' own functions.

``event_files`` turns a file into the ``EventState`` the services decide on; this module
adds what only team events (MTR 8, 9) and multiplayer pod events (multiplayer addendum)
have, and runs the same code the window runs on them:

* Teams: the file's teams become ``TeamState`` values, so ``team_rounds`` folds seat
  matches into team matches, ranks teams (Appendix C: match points, then OMW%; no game
  points) and pairs them as units (``draw_team_pairings``). A round is checked at team
  level by ``core.swiss.check.check_pairing`` (teams are the players) and seat by seat
  by ``check_seats`` (MTR 8.2: A plays A, B plays B, C plays C).
* Multiplayer: the file's pods become the ``PodEventState`` the multiplayer services read
  (standings 3.1A, Appendix C), a round is paired as ``MultiplayerService.pair_next``
  pairs it (``pair_pods`` on the players still in, ranked by the standings) and checked by
  ``core.pods.check``.
* The playoff variants of an individual event: the announced end rule (MTR 10.2) and the
  early advancements the window locks before it pairs the next round (MTR 10.4).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from dataclasses import replace

from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.event.swiss import end_rule, new_advancements, standings_rows
from mtrdesk.core.event.teams import core_team, seat_groups, team_of_entry
from mtrdesk.core.event_file.document import PAIRED_KINDS, DocumentRound, EventDocument
from mtrdesk.core.pods.pairing import (
    DEFAULT_POD_SIZE,
    Pod,
)
from mtrdesk.core.settings import EndRuleKind
from mtrdesk.core.simulation.rounds import TeamRoundCheck
from mtrdesk.core.swiss.check import check_pairing
from mtrdesk.core.swiss.end_rules import swiss_is_over
from mtrdesk.core.swiss.pairing import SwissPlayer
from mtrdesk.core.teams.pairing import SeatPairing, TeamPairing, team_swiss_players
from mtrdesk.core.teams.seat_check import check_seats
from mtrdesk.core.teams.team import Seat
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.pods.state import PodData, PodEventState, draw_pods
from mtrdesk.services.teams.rounds import (
    draw_team_pairings,
    require_teams,
    team_records,
    team_standing_rows,
)

# --- teams ---


def next_team_round(state: EventState, number: int, seed: int) -> tuple[TeamPairing, ...]:
    """Team pairings of round ``number``, as ``RoundService.pair_next`` pairs a team event."""
    return draw_team_pairings(state, number, seed)


def team_round_pairings(state: EventState, rnd: RoundState) -> tuple[TeamPairing, ...]:
    """A stored round as team pairings: seat matches grouped by team match (table), each
    seat stated from team 1's side; a Two-Headed Giant match is one pairing of teams."""
    kind = require_teams(state)
    if kind.shares_game:
        team_of = team_of_entry(state)
        return tuple(
            TeamPairing(
                m.table,
                team_of[m.player1],
                None if m.player2 is None else team_of[m.player2],
                (_seat_pairing(state, m, team_of[m.player1]),) if m.seat else (),
            )
            for m in rnd.matches
            if m.kind in PAIRED_KINDS and m.player1 in team_of
        )
    return tuple(
        TeamPairing(
            seats[0].table, team1, team2, tuple(_seat_pairing(state, m, team1) for m in seats)
        )
        for team1, team2, seats in seat_groups(state, rnd)
        if seats[0].kind in PAIRED_KINDS
    )


def _seat_pairing(state: EventState, m: MatchState, team1: int) -> SeatPairing:
    """One seat match, player 1 for ``team1``; a row without a seat letter takes its
    first player's seat."""
    first, second = m.player1, m.player2
    if second is not None and state.entries[second].team == team1 != state.entries[first].team:
        first, second = second, first
    letter = m.seat or state.entries[first].seat or Seat.A.value
    return SeatPairing(m.table, Seat(letter), first, second)


def team_players_before(state: EventState, number: int, teams: Iterable[int]) -> list[SwissPlayer]:
    """``teams`` as they stood when Swiss round ``number`` was paired: team match points,
    teams met, byes and the place in the team standings, from earlier rounds only."""
    teams = set(teams)
    before = number - 1
    order: list[int] = []
    if before:
        order = [row.entry for row in team_standing_rows(state, before) if row.entry in teams]
    order += sorted(teams - set(order))
    return list(team_swiss_players(order, team_records(state, before)))


def check_team_round(state: EventState, rnd: RoundState) -> TeamRoundCheck:
    """Round ``rnd`` checked at team level and seat by seat (MTR 8.2, 9.1)."""
    kind = require_teams(state)
    pairings = team_round_pairings(state, rnd)
    pairs = [(p.team1, p.team2) for p in pairings]
    teams = {team for pair in pairs for team in pair if team is not None}
    players = team_players_before(state, rnd.number, teams)
    return TeamRoundCheck(
        check_pairing(players, pairs, rnd.number, keep_pods=False),
        check_seats((core_team(t) for t in state.teams.values()), kind, pairings),
    )


# --- multiplayer pods ---


def pod_event_state(document: EventDocument, state: EventState) -> PodEventState:
    """The file's multiplayer event as the multiplayer services hold it."""
    multiplayer = document.multiplayer
    pods: dict[int, list[PodData]] = {}
    ids = itertools.count(1)
    for rnd in sorted(document.rounds, key=lambda r: r.number):
        pods[rnd.number] = _pod_data(rnd, ids)
    seeds = sorted(
        (p for p in document.players if p.pod_playoff_seed is not None),
        key=lambda p: p.pod_playoff_seed or 0,
    )
    return PodEventState(
        state,
        multiplayer.pod_size if multiplayer else DEFAULT_POD_SIZE,
        multiplayer.playoff_size if multiplayer else 0,
        pods,
        [p.id for p in seeds],
    )


def _pod_data(rnd: DocumentRound, ids: Iterator[int]) -> list[PodData]:
    """A round's pods as stored; a file has no row ids, so ``ids`` makes them up."""
    found = [
        PodData(
            next(ids),
            rnd.number,
            rnd.playoff,
            pod.table,
            pod.reported,
            tuple((s.seat, s.player, s.result) for s in sorted(pod.seats, key=lambda s: s.seat)),
        )
        for pod in rnd.pods
    ]
    return sorted(found, key=lambda p: p.table)


def next_pod_round(ev: PodEventState, seed: int) -> tuple[tuple[Pod, ...], list[EntryId]]:
    """The next Swiss round's pods and the entries with an awarded bye in it, decided as
    ``MultiplayerService.pair_next`` decides them: refused once the playoff has begun or
    while a pod has no result; the players still in, ranked by the standings (3.1A), in
    pods by ``pair_pods``."""
    state = ev.state
    if ev.playoff_started or state.playoff_started:
        raise ServiceError(Problem.PLAYOFF_STARTED)
    ev.require_swiss_results()
    number = max((r.number for r in ev.swiss), default=0) + 1
    _, pods, awarded = draw_pods(ev, number, seed)
    return pods, awarded


def pod_round_numbers(ev: PodEventState) -> list[int]:
    """The Swiss rounds with pods."""
    return [rnd.number for rnd in ev.swiss if ev.pods_of(rnd.number)]


# --- the playoff variants of individual events ---


def rule_ended_swiss(state: EventState) -> bool:
    """MTR 10.2: a variable number of rounds ended after the latest, complete round."""
    if state.settings.end_rule is EndRuleKind.FIXED or not state.swiss:
        return False
    if not state.swiss[-1].complete:
        return False
    return swiss_is_over(end_rule(state), standings_rows(state), state.swiss_paired)


def with_advancements(state: EventState, after_round: int) -> EventState:
    """``state`` with the advancements of Swiss round ``after_round`` locked in, as
    ``swiss_end.lock_advancements`` stores them before the next round is paired."""
    reached = new_advancements(state, after_round)
    if not reached:
        return state
    entries = dict(state.entries)
    for a in reached:
        entries[a.entry] = replace(entries[a.entry], advanced_after=a.round, advanced_seed=a.seed)
    return replace(state, entries=entries)
