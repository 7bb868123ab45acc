"""Hand-editing a paired team round (MTR 8.2, 9.1): two teams change places, checked first
by the team-level pairing checker, seat A still against seat A."""

from __future__ import annotations

import pytest

from mtrdesk.core.settings import Structure
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.views import RoundView
from tests.helpers.services_support import settings, team_event


def pairs(view: RoundView) -> list[tuple[int | None, str, str | None]]:
    return [(t.table, t.team1_name, t.team2_name) for t in view.teams]


def team_ids(services: Services, event_id: int) -> dict[str, int]:
    return {t.name: t.id for t in services.teams.list_teams(event_id)}


def assert_seats_hold(services: Services, event_id: int, view: RoundView) -> None:
    """MTR 8.2: every seat match is between the two teams' players of that seat."""
    seat = {e.id: (e.team, e.seat) for e in services.players.list_entries(event_id)}
    for team in view.teams:
        for m in team.seats:
            assert seat[m.player1] == (team.team1, m.seat)
            if m.player2 is not None:
                assert seat[m.player2] == (team.team2, m.seat)


def finish_round(services: Services, event_id: int, result: str = "2-0") -> None:
    view = services.rounds.current_round(event_id)
    assert view is not None
    for m in view.missing:
        services.rounds.report(event_id, view.number, m.table, result, m.seat)


def test_two_teams_change_places_and_the_seat_matches_follow(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    view, _ = services.rounds.pair_next(event_id, seed=1)
    ids = team_ids(services, event_id)
    (t1, a, b), (t2, c, d) = pairs(view)
    assert (t1, t2) == (1, 2) and None not in (b, d)
    preview = services.teams.check_swap(event_id, ids[b], ids[d])
    # Round 1: no history, every pairing equal on points: nothing to confirm.
    assert preview.clean and preview.changed and (preview.first, preview.second) == (b, d)
    done, changes = services.teams.swap(event_id, ids[b], ids[d])
    assert changes.pairings and done.round == 1
    after = services.rounds.current_round(event_id)
    assert pairs(after) == [(1, a, d), (2, c, b)]
    assert_seats_hold(services, event_id, after)
    assert [m.label for m in after.teams[0].seats] == ["1A", "1B", "1C"]
    log = [e for e in services.rounds.audit_log(event_id) if e.action == "team.pairing_edit"]
    assert len(log) == 1 and log[0].detail["round"] == 1
    assert log[0].detail["before"] == [[1, ids[a], ids[b]], [2, ids[c], ids[d]]]
    # Two teams of one match: nothing changes.
    same, nothing = services.teams.swap(event_id, ids[a], ids[d])
    assert not same.changed and nothing == type(nothing)()
    assert pairs(services.rounds.current_round(event_id)) == [(1, a, d), (2, c, b)]


def test_the_checker_names_a_rematch_and_a_second_bye(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 5)
    first, _ = services.rounds.pair_next(event_id, seed=3)
    ids = team_ids(services, event_id)
    met = {frozenset((t.team1_name, t.team2_name)) for t in first.teams if t.team2_name}
    had_bye = next(t.team1_name for t in first.teams if t.team2 is None)
    finish_round(services, event_id)
    second, _ = services.rounds.pair_next(event_id, seed=4)
    matches = [t for t in second.teams if t.team2 is not None]
    bye = next(t.team1_name for t in second.teams if t.team2 is None)
    # A rematch: a team takes the place of the opponent of a team it met in round 1.
    rematch = next(
        (m.team1_name, other.team2_name, other.team1_name)
        for m in matches
        for other in matches
        if other is not m and frozenset((m.team1_name, other.team2_name)) in met
    )
    x, y, y_opponent = rematch
    preview = services.teams.check_swap(event_id, ids[x], ids[y_opponent])
    assert (x, y, (1,)) in preview.rematches or (y, x, (1,)) in preview.rematches
    assert preview.check.better_exists and not preview.clean
    # A second bye: the team that had the bye in round 1 takes this round's bye.
    assert had_bye != bye  # rule 0: a team without a bye takes it
    again = services.teams.check_swap(event_id, ids[had_bye], ids[bye])
    assert again.repeat_byes == ((had_bye, (1,)),)
    assert again.check.worse_rule == 0
    services.teams.swap(event_id, ids[had_bye], ids[bye])
    view = services.rounds.current_round(event_id)
    assert next(t.team1_name for t in view.teams if t.team2 is None) == had_bye
    assert_seats_hold(services, event_id, view)
    # Every seat of the team with the bye has the bye (MTR 8.2: a bye for the team).
    byes = [m for m in view.matches if m.kind is MatchKind.BYE]
    assert {m.seat for m in byes} == {"A", "B"} and len(byes) == 2


def test_swaps_are_refused_after_a_seat_result_and_outside_team_events(
    services: Services,
) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    ids = team_ids(services, event_id)
    with pytest.raises(ServiceError) as none_yet:
        services.teams.check_swap(event_id, ids["Team00"], ids["Team01"])
    assert none_yet.value.problem is Problem.NO_ROUNDS
    view, _ = services.rounds.pair_next(event_id, seed=1)
    (_, a, b), (_, c, _) = pairs(view)
    services.rounds.report(event_id, 1, 1, "2-0", "B")  # one seat of table 1
    for first, second in ((a, c), (c, b)):
        with pytest.raises(ServiceError) as refused:
            services.teams.swap(event_id, ids[first], ids[second])
        assert refused.value.problem is Problem.RESULTS_IN
    with pytest.raises(ServiceError) as unknown:
        services.teams.swap(event_id, ids[c], 9999)
    assert unknown.value.problem is Problem.TEAM_NOT_FOUND
    assert pairs(services.rounds.current_round(event_id)) == pairs(view)
    solo, _ = services.events.create(settings())
    with pytest.raises(ServiceError) as individual:
        services.teams.swap(solo, 1, 2)
    assert individual.value.problem is Problem.NOT_A_TEAM_EVENT


def test_only_the_latest_round_changes(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
    ids = team_ids(services, event_id)
    services.rounds.pair_next(event_id, seed=1)
    finish_round(services, event_id)
    second, _ = services.rounds.pair_next(event_id, seed=2)
    (_, a, _), (_, c, _) = pairs(second)
    services.teams.swap(event_id, ids[a], ids[c])
    rounds = services.rounds.list_rounds(event_id)
    assert pairs(rounds[1])[0][1] == c  # round 2 changed; round 1 is history
    assert all(t.result is not None for t in rounds[0].teams)


def test_two_headed_giant_teams_change_places(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 5)
    ids = team_ids(services, event_id)
    view, _ = services.rounds.pair_next(event_id, seed=1)
    (_, a, b), _, (_, bye, none) = pairs(view)[0], pairs(view)[1], pairs(view)[2]
    assert none is None
    services.teams.swap(event_id, ids[a], ids[bye])
    after = services.rounds.current_round(event_id)
    assert (after.teams[0].team1_name, after.teams[0].team2_name) == (bye, b)
    assert next(t.team1_name for t in after.teams if t.team2 is None) == a
    # MTR 9.1: still one match (one row) per team match, no seat matches.
    assert all(not t.seats for t in after.teams) and len(after.matches) == 3
    assert TeamKind.TWO_HEADED_GIANT.shares_game
