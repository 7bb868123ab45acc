"""Simulated team, 2HG and multiplayer events: their rounds check clean, and the checks
catch a bad seat, a team rematch and a bad pod round."""

from __future__ import annotations

import dataclasses
from types import ModuleType

import pytest

from mtrdesk.core.pods.check import check_pods
from mtrdesk.core.pods.pairing import Pod
from mtrdesk.core.simulation.rounds import (
    PodSimulation,
    TeamSimulation,
    check_pod_event,
    check_team_event,
    check_team_round,
    make_teams,
    simulate_pod_event,
    simulate_team_event,
)
from mtrdesk.core.teams.pairing import SeatPairing, TeamPairing
from mtrdesk.core.teams.seat_check import SeatProblem, check_seats
from mtrdesk.core.teams.team import Seat, TeamKind, team_drops
from tests.helpers.scripts import load_script

KINDS = list(TeamKind)


def check_many() -> ModuleType:
    """benchmarks/check_many.py, so the test runs the very loop the benchmark runs."""
    return load_script("benchmarks/check_many.py")


@pytest.mark.parametrize("kind", KINDS)
def test_a_slice_of_team_events_checks_clean(kind: TeamKind) -> None:
    rounds = exhaustive = 0
    for players, seed in ((8, 1), (13, 2), (24, 3), (37, 4), (60, 5), (150, 6)):
        event = simulate_team_event(TeamSimulation(players, kind, seed=seed, drop_rate=0.08))
        for check in check_team_event(event):
            assert check.clean, (players, seed, check)
            rounds += 1
            exhaustive += check.pairing.method.value == "exhaustive"
    assert rounds >= 20 and 0 < exhaustive < rounds


def test_a_slice_of_multiplayer_events_checks_clean() -> None:
    rounds = verified = 0
    for players, seed in ((8, 1), (9, 2), (11, 3), (14, 4), (17, 5), (23, 6)):
        event = simulate_pod_event(PodSimulation(players, seed=seed, drop_rate=0.05))
        for check in check_pod_event(event):
            assert check.clean, (players, seed, check)
            rounds += 1
            verified += check.verified
    assert rounds >= 12 and verified == rounds


@pytest.mark.parametrize("kind", KINDS)
def test_the_same_seed_gives_the_same_event(kind: TeamKind) -> None:
    first = simulate_team_event(TeamSimulation(30, kind, seed=3))
    assert first == simulate_team_event(TeamSimulation(30, kind, seed=3))
    assert first != simulate_team_event(TeamSimulation(30, kind, seed=4))


def test_the_same_seed_gives_the_same_pods() -> None:
    pods = simulate_pod_event(PodSimulation(30, seed=3))
    assert pods == simulate_pod_event(PodSimulation(30, seed=3))
    assert pods != simulate_pod_event(PodSimulation(30, seed=4))


def test_teams_and_rounds_follow_the_structure() -> None:
    event = simulate_team_event(TeamSimulation(8, TeamKind.TEAM_OF_THREE, seed=1))
    assert len(event.teams) == 4  # MTR 10.1: at least four teams
    assert all(len(team.members) == 3 for team in event.teams)
    assert len(event.rounds) == 2  # Appendix E, four teams: two rounds
    two_headed = simulate_team_event(TeamSimulation(40, TeamKind.TWO_HEADED_GIANT, seed=2))
    assert all(not pairing.seats for rnd in two_headed.rounds for pairing in rnd.pairings)
    games = [r.result for r in two_headed.records if r.player2 is not None]
    assert games and all(g is not None and g.wins1 + g.wins2 <= 1 for g in games)  # MTR 9.1


def test_a_members_drop_drops_the_team() -> None:
    """MTR 8.2: a dropped player takes the team out; it is not paired again."""
    event = simulate_team_event(TeamSimulation(90, TeamKind.TEAM_OF_THREE, seed=5, drop_rate=0.1))
    dropped = team_drops(event.teams, event.dropped)
    assert dropped
    for rnd in event.rounds:
        paired = {team for pairing in rnd.pairings for team in pairing.teams()}
        assert all(team not in paired for team, after in dropped.items() if after < rnd.number)


def test_a_dropped_multiplayer_player_is_not_seated_again() -> None:
    event = simulate_pod_event(PodSimulation(60, seed=2, drop_rate=0.1))
    assert event.dropped
    for rnd in event.rounds:
        seated = {entry for pod in rnd.pods for entry in pod.seats}
        assert all(
            entry not in seated for entry, after in event.dropped.items() if after < rnd.number
        )


# --- The checks catch what is wrong ---


def _round_with(event, number: int, pairings: tuple[TeamPairing, ...]):
    return dataclasses.replace(event.rounds[number - 1], pairings=pairings)


def test_a_seat_a_against_seat_b_is_caught() -> None:
    kind = TeamKind.TEAM_OF_THREE
    event = simulate_team_event(TeamSimulation(24, kind, seed=1, drop_rate=0.0))
    first, *rest = event.rounds[0].pairings
    a, b, c = first.seats
    crossed = (
        SeatPairing(a.table, Seat.A, a.player1, b.player2),
        SeatPairing(b.table, Seat.B, b.player1, a.player2),
        c,
    )
    bad = (dataclasses.replace(first, seats=crossed), *rest)
    check = check_team_round(event.teams, kind, _round_with(event, 1, bad))
    assert [v.problem for v in check.seats] == [SeatProblem.WRONG_SEAT] * 2
    assert check.pairing.clean and not check.clean
    assert check_team_round(event.teams, kind, event.rounds[0]).clean


def test_a_missing_or_doubled_seat_is_caught() -> None:
    kind = TeamKind.TEAM_OF_TWO
    teams = make_teams(TeamSimulation(8, kind))
    one, two = teams[0], teams[1]
    seat_a = SeatPairing(1, Seat.A, one.members[0], two.members[0])
    missing = TeamPairing(1, one.entry, two.entry, (seat_a,))
    problems = [v.problem for v in check_seats(teams, kind, [missing])]
    assert problems == [SeatProblem.MISSING_SEAT]
    doubled = TeamPairing(1, one.entry, two.entry, (seat_a, seat_a))
    problems = [v.problem for v in check_seats(teams, kind, [doubled])]
    assert problems == [SeatProblem.EXTRA_SEAT, SeatProblem.MISSING_SEAT]
    stranger = TeamPairing(
        1,
        one.entry,
        two.entry,
        (seat_a, SeatPairing(1, Seat.B, one.members[1], teams[2].members[1])),
    )
    problems = [v.problem for v in check_seats(teams, kind, [stranger])]
    assert problems == [SeatProblem.WRONG_PLAYER]
    split = TeamPairing(1, one.entry, two.entry, (seat_a,))
    problems = [v.problem for v in check_seats(teams, TeamKind.TWO_HEADED_GIANT, [split])]
    assert problems == [SeatProblem.EXTRA_SEAT]  # MTR 9.1: one game, no seat matches


def test_a_team_rematch_is_caught() -> None:
    """Round 2 re-pairs two teams that met in round 1, swapping partners with another
    match: the team-level check finds the avoidable rematch."""
    kind = TeamKind.TEAM_OF_TWO
    event = simulate_team_event(TeamSimulation(16, kind, seed=2, drop_rate=0.0, rounds=3))
    met = next(p for p in event.rounds[0].pairings if p.team2 is not None)
    second = list(event.rounds[1].pairings)
    k1 = next(k for k, p in enumerate(second) if met.team1 in p.teams())
    k2 = next(k for k, p in enumerate(second) if met.team2 in p.teams())
    p1, p2 = second[k1], second[k2]
    other1 = next(t for t in p1.teams() if t != met.team1)
    other2 = next(t for t in p2.teams() if t != met.team2)
    by_id = {team.entry: team for team in event.teams}

    def match(table: int | None, x: int, y: int) -> TeamPairing:
        seats = tuple(
            SeatPairing(table, seat, by_id[x].member(seat), by_id[y].member(seat))
            for seat in kind.seats
        )
        return TeamPairing(table, x, y, seats)

    second[k1] = match(p1.table, met.team1, met.team2)
    second[k2] = match(p2.table, other1, other2)
    check = check_team_round(event.teams, kind, _round_with(event, 2, tuple(second)))
    assert check.pairing.avoidable_rematches >= 1 and check.pairing.better_exists
    assert not check.seats and not check.clean


def test_a_bad_pod_round_of_a_simulated_event_is_caught() -> None:
    """Round 2 of a simulated event with two players of one round-1 pod swapped into the
    same pod again: a repeat meeting the optimum does not need."""
    event = simulate_pod_event(PodSimulation(16, seed=4, drop_rate=0.0))
    played = event.rounds[1]
    first_pod = event.rounds[0].pods[0].seats
    pods = [list(pod.seats) for pod in played.pods]
    home = next(k for k, pod in enumerate(pods) if first_pod[0] in pod)
    away = next(k for k, pod in enumerate(pods) if first_pod[1] in pod)
    assert home != away  # the engine kept them apart
    x = next(e for e in pods[home] if e != first_pod[0])
    pods[home][pods[home].index(x)] = first_pod[1]
    pods[away][pods[away].index(first_pod[1])] = x
    bad = [Pod(k, tuple(seats), len(seats) < 4) for k, seats in enumerate(pods, 1)]
    check = check_pods(played.players, bad, 2)
    assert check.avoidable_meetings >= 1 and check.better_exists and not check.clean
    assert check_pods(played.players, played.pods, 2).clean


def test_a_slice_of_the_benchmark_loop_finds_no_problem_in_the_new_structures() -> None:
    module = check_many()
    structures = ("teams2", "teams3", "2hg", "multiplayer")
    tally = module.run(120, seed=5, low=8, high=20, structures=structures)
    assert tally.rounds >= 120
    assert {structure for structure, _ in tally.rows} == set(structures)
    for name in module.PROBLEMS:
        assert tally.total(name) == 0, (name, module.report(tally))
    assert tally.errors == [], module.report(tally)
    assert "multiplayer rounds whose optimum was NOT verified" in module.report(tally)


def test_the_benchmark_counts_a_bad_seat_and_a_bad_pod_round() -> None:
    module = check_many()
    kind = TeamKind.TEAM_OF_TWO
    event = simulate_team_event(TeamSimulation(16, kind, seed=1, drop_rate=0.0))
    first, *rest = event.rounds[0].pairings
    a, b = first.seats
    crossed = (SeatPairing(a.table, Seat.A, a.player1, b.player2), b)
    bad = (dataclasses.replace(first, seats=crossed), *rest)
    row = module.Row()
    row.add(check_team_round(event.teams, kind, _round_with(event, 1, bad)))
    assert row.rounds == 1 and row.seat_violations == 1
    players = simulate_pod_event(PodSimulation(8, seed=1)).rounds[1].players
    entries = sorted(p.entry for p in players)
    row.add(check_pods(players, [Pod(1, tuple(entries[:5])), Pod(2, tuple(entries[5:]), True)], 2))
    assert row.rounds == 2 and row.layout_violations == 1
