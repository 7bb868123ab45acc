"""The playoff and end-of-Swiss variants through the services, end to end.

Single elimination only (MTR Appendix E), the booster-draft playoff by draft seat
(MTR 10.4), a variable number of Swiss rounds with an announced end (MTR 10.2), and early
advancement with locked seeds (MTR 10.4).
"""

from __future__ import annotations

import json
import random

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EndRuleKind, Format, Playoff, SettingsError, SettingsProblem
from mtrdesk.core.swiss.end_rules import UnlessSoleLeader
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.events import Stage
from mtrdesk.services.playoff.service import BracketKind
from tests.helpers.services_support import new_event, report_round


def refused(problem: Problem, call, *args, **kwargs) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    assert caught.value.problem is problem, caught.value
    return caught.value


def audit(services: Services, event_id: int, action: str) -> list[dict]:
    return [dict(e.detail) for e in services.rounds.audit_log(event_id) if e.action == action]


def play_swiss(services: Services, event_id: int, text: str = "2-0") -> None:
    """Pair and report rounds (player 1 wins each table) until the Swiss is over."""
    while not services.events.get(event_id).swiss_over:
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(0), text)


def report_playoff(services: Services, event_id: int, text: str = "2-1") -> None:
    for match in services.playoff.bracket(event_id).next_matches:
        services.playoff.report(event_id, match.round, match.table, text)


# --- single elimination only (MTR Appendix E) --------------------------------------------


def test_six_players_single_elimination_to_the_winner(services: Services) -> None:
    event_id, entries = new_event(services, 6, elimination_only=True)
    summary = services.events.get(event_id)
    assert (summary.stage, summary.swiss_rounds, summary.swiss_over) == (
        Stage.REGISTRATION,
        0,
        False,
    )
    refused(Problem.ELIMINATION_ONLY, services.rounds.pair_next, event_id)
    assert [c.seed for c in services.playoff.cut(event_id)] == [None] * 6
    changes = services.playoff.start(event_id, seed=42)
    assert changes.playoff and changes.pairings
    refused(Problem.PLAYOFF_STARTED, services.playoff.start, event_id)
    refused(Problem.AFTER_CUT, services.players.add, event_id, "Late", "Player")

    bracket = services.playoff.bracket(event_id)
    assert bracket.kind is BracketKind.ELIMINATION and bracket.size == 8
    assert sorted(bracket.seeds) == sorted(entries)
    first = bracket.rounds[0]
    assert (first.number, first.field_size) == (1, 8)  # round 1 of the event: no Swiss
    # Six players in a bracket of eight: seeds 1 and 2 have byes, 4 v 5 and 3 v 6 play.
    assert [(m.seed1, m.seed2) for m in first.matches] == [(1, None), (4, 5), (2, None), (3, 6)]
    assert [m.table for m in first.matches] == [None, 2, None, 4]
    assert services.events.get(event_id).stage is Stage.PLAYOFF
    start = audit(services, event_id, "playoff.start")[0]
    assert (start["kind"], start["seed"], start["seeds"]) == (
        "elimination",
        42,
        list(bracket.seeds),
    )
    assert start["byes"] == list(bracket.seeds[:2])

    report_playoff(services, event_id, "2-0")  # the higher seed wins every match
    semifinal = services.playoff.bracket(event_id).rounds[1]
    assert (semifinal.number, semifinal.field_size) == (2, 4)
    assert [(m.seed1, m.seed2) for m in semifinal.matches] == [(1, 4), (2, 3)]
    report_playoff(services, event_id, "0-2")  # upsets: 4 and 3 reach the final
    report_playoff(services, event_id, "2-1")
    done = services.playoff.bracket(event_id)
    assert done.finished and done.champion == bracket.seeds[2]  # seed 3 beat seed 4
    assert services.events.get(event_id).stage is Stage.FINISHED
    final = services.playoff.final_standings(event_id)
    assert [row.entry for row in final][:2] == [bracket.seeds[2], bracket.seeds[3]]
    assert final[0].champion and len(final) == 6
    assert [row.eliminated_in for row in final] == [None, 3, 2, 2, 1, 1]


def test_the_same_seed_seeds_the_same_bracket(services: Services) -> None:
    first, _ = new_event(services, 7, elimination_only=True)
    second, _ = new_event(services, 7, elimination_only=True)
    services.playoff.start(first, seed=9)
    services.playoff.start(second, seed=9)
    one, two = services.playoff.bracket(first), services.playoff.bracket(second)
    # Entry ids differ between the events; registration order is the same.
    assert len(one.seeds) == 7
    order_one = sorted(one.seeds).index
    order_two = sorted(two.seeds).index
    assert [order_one(s) for s in one.seeds] == [order_two(s) for s in two.seeds]
    # Seven players: only seed 1 has a bye.
    assert [m.is_bye for m in one.rounds[0].matches] == [True, False, False, False]


def test_single_elimination_is_for_five_to_eight_players(services: Services) -> None:
    event_id, _ = new_event(services, 4, elimination_only=True)
    error = refused(Problem.ELIMINATION_FIELD, services.playoff.start, event_id)
    assert dict(error.details) == {"players": 4, "smallest": 5, "largest": 8}
    event_id, _ = new_event(services, 9, elimination_only=True)
    refused(Problem.ELIMINATION_FIELD, services.playoff.start, event_id)
    with pytest.raises(SettingsError) as caught:
        new_event(services, 0, elimination_only=True, playoff=Playoff.TOP8)
    assert caught.value.problems == [SettingsProblem.ELIMINATION_ONLY]


def test_single_elimination_drop_before_start_and_fixed_once_started(
    services: Services,
) -> None:
    event_id, entries = new_event(services, 6, elimination_only=True)
    services.players.drop(entries[5])  # before the start: does not take part
    services.playoff.start(event_id, seed=1)
    bracket = services.playoff.bracket(event_id)
    assert entries[5] not in bracket.seeds and len(bracket.seeds) == 5
    assert sum(m.is_bye for m in bracket.rounds[0].matches) == 3  # seeds 1, 2, 3
    settings = services.events.get(event_id).settings
    refused(
        Problem.ELIMINATION_FIXED,
        services.events.update,
        event_id,
        settings.with_changes(elimination_only=False),
    )
    # MTR 2.10 in the bracket: the seed-4 player leaves before round 1 is played.
    (match,) = bracket.next_matches
    services.players.drop(match.player2)
    again = services.playoff.bracket(event_id)
    assert all(m.is_bye for m in again.rounds[0].matches)  # nobody left to play
    assert len(again.rounds) == 2 and len(again.next_matches) == 2


# --- the booster-draft playoff (MTR 10.4) -------------------------------------------------


def draft_event(services: Services, players: int = 12) -> tuple[int, list[int]]:
    event_id, entries = new_event(
        services, players, format=Format.BOOSTER_DRAFT, playoff=Playoff.DRAFT_TOP8
    )
    return event_id, entries


def test_booster_draft_playoff_from_seats_to_the_final(services: Services) -> None:
    event_id, _ = draft_event(services)
    # Appendix E: 9-16 players with a booster draft in the playoff play 4 rounds.
    assert services.events.get(event_id).swiss_rounds == 4
    play_swiss(services, event_id)
    standings = [r.entry for r in services.standings.standings(event_id)]
    cut = services.playoff.cut(event_id)
    assert [c.entry for c in cut] == standings[:8] and [c.seed for c in cut] == list(range(1, 9))
    services.playoff.start(event_id, seed=2026)

    bracket = services.playoff.bracket(event_id)
    assert bracket.kind is BracketKind.DRAFT and bracket.seeds == tuple(standings[:8])
    seat_of = {entry: seat for seat, entry in enumerate(bracket.draft_seats, start=1)}
    assert sorted(seat_of) == sorted(standings[:8])
    quarterfinal = bracket.rounds[0]
    # Seats 1 v 5, 3 v 7 (one half), 2 v 6, 4 v 8 (the other half).
    assert [sorted((m.seat1, m.seat2)) for m in quarterfinal.matches] == [
        [1, 5],
        [3, 7],
        [2, 6],
        [4, 8],
    ]
    for m in quarterfinal.matches:
        assert m.seed1 < m.seed2 and m.chooser == m.player1  # MTR 2.2: better Swiss place
        assert (seat_of[m.player1], seat_of[m.player2]) == (m.seat1, m.seat2)
    start = audit(services, event_id, "playoff.start")[0]
    assert (start["kind"], start["seed"]) == ("draft", 2026)
    assert start["seats"] == list(bracket.draft_seats)

    # The players sat elsewhere: the organizer enters the seats from the draft table.
    by_hand = {seat: entry for seat, entry in enumerate(standings[:8], start=1)}
    services.playoff.seat_draft(event_id, by_hand)
    bracket = services.playoff.bracket(event_id)
    assert bracket.draft_seats == tuple(standings[:8])
    assert [(m.seed1, m.seed2) for m in bracket.rounds[0].matches] == [
        (1, 5),
        (3, 7),
        (2, 6),
        (4, 8),
    ]
    assert audit(services, event_id, "playoff.seat")[0]["seed"] is None

    report_playoff(services, event_id, "0-2")  # seats 5, 7, 6, 8 win
    refused(Problem.RESULTS_IN, services.playoff.seat_draft, event_id, by_hand)
    semifinal = services.playoff.bracket(event_id).rounds[1]
    # The winners of 1/5 and 3/7 meet; of 2/6 and 4/8 meet.
    assert [(m.seat1, m.seat2) for m in semifinal.matches] == [(5, 7), (6, 8)]
    report_playoff(services, event_id, "2-0")
    report_playoff(services, event_id, "2-0")
    done = services.playoff.bracket(event_id)
    assert done.finished and done.champion == standings[4]  # seat 5 (5th in the Swiss)
    assert services.events.get(event_id).stage is Stage.FINISHED


def test_draft_seats_must_hold_the_top_eight(services: Services) -> None:
    event_id, _ = draft_event(services)
    play_swiss(services, event_id)
    standings = [r.entry for r in services.standings.standings(event_id)]
    wrong = {seat: entry for seat, entry in enumerate(standings[1:9], start=1)}
    error = refused(Problem.BAD_SEATS, services.playoff.start, event_id, seats=wrong)
    assert error.details["players"] == standings[:8]
    seven = {seat: entry for seat, entry in enumerate(standings[:7], start=1)}
    refused(Problem.BAD_SEATS, services.playoff.start, event_id, seats=seven)
    assert services.events.get(event_id).stage is not Stage.PLAYOFF
    # Only the booster-draft playoff has seats.
    other, _ = new_event(services, 8, playoff=Playoff.TOP4)
    play_swiss(services, other)
    refused(Problem.NOT_DRAFT_PLAYOFF, services.playoff.start, other, seats=wrong)
    services.playoff.start(other)
    refused(Problem.NOT_DRAFT_PLAYOFF, services.playoff.seat_draft, other)


# --- a variable number of Swiss rounds (MTR 10.2) ----------------------------------------


def sole_leader_event(services: Services, **changes: object) -> int:
    """MTR 10.2's example shape: 5 rounds unless only one player has 4 wins after 4."""
    announced: dict[str, object] = {
        "swiss_rounds": 5,
        "end_rule": EndRuleKind.UNLESS_SOLE_LEADER,
        "end_rule_after": 4,
        "end_rule_wins": 4,
    }
    event_id, _ = new_event(services, 16, **(announced | changes))
    return event_id


def test_variable_rounds_end_by_their_rule(services: Services) -> None:
    event_id = sole_leader_event(services)
    for number in range(1, 5):
        services.rounds.pair_next(event_id)
        view = services.rounds.swiss_end(event_id)
        assert not view.over  # results missing
        report_round(services, event_id, random.Random(0), "2-0")
        view = services.rounds.swiss_end(event_id)
        assert view.rule == UnlessSoleLeader(5, 4, 4)
        assert view.over is (number == 4)
    # 16 players, every match won: one player is 4-0 after round 4.
    assert view.ended_early and (view.rounds_paired, view.max_rounds) == (4, 5)
    error = refused(Problem.SWISS_ENDED, services.rounds.pair_next, event_id)
    assert error.details["round"] == 4
    refused(Problem.SWISS_ENDED, services.players.add, event_id, "Late", "Comer")
    summary = services.events.get(event_id)
    assert summary.swiss_over and summary.stage is Stage.FINISHED  # no playoff
    # A correction that gives a second player four wins reopens the fifth round.
    round4 = services.rounds.list_rounds(event_id)[3]
    leader = next(m for m in round4.matches if m.points1 == 9 and m.points2 == 9)
    services.rounds.report_result(leader.id, MatchResult(1, 1, 1))
    assert not services.rounds.swiss_end(event_id).over
    assert services.events.get(event_id).stage is Stage.SWISS
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(0), "2-0")
    view = services.rounds.swiss_end(event_id)
    assert view.over and not view.ended_early
    refused(Problem.SWISS_COMPLETE, services.rounds.pair_next, event_id)


def test_the_playoff_starts_when_the_rule_ends_the_swiss(services: Services) -> None:
    event_id = sole_leader_event(services, playoff=Playoff.TOP8)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(0), "2-0")
    refused(Problem.SWISS_NOT_FINISHED, services.playoff.start, event_id)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(0), "2-0")
    assert services.events.get(event_id).stage is Stage.SWISS  # the playoff is next
    services.playoff.start(event_id)
    assert services.playoff.bracket(event_id).rounds[0].number == 5  # after 4 Swiss rounds


def test_an_announced_rule_stays(services: Services) -> None:
    with pytest.raises(SettingsError) as caught:
        new_event(services, 0, end_rule=EndRuleKind.UNDEFEATED_AT_MOST)
    assert caught.value.problems == [SettingsProblem.END_RULE_ROUNDS]
    with pytest.raises(SettingsError) as caught:
        new_event(services, 0, swiss_rounds=5, end_rule=EndRuleKind.CUT_DECIDED)
    assert caught.value.problems == [SettingsProblem.END_RULE_PLAYOFF]
    with pytest.raises(SettingsError) as caught:
        sole_leader_event(services, end_rule_after=5)
    assert caught.value.problems == [SettingsProblem.END_RULE]
    event_id = sole_leader_event(services)
    settings = services.events.get(event_id).settings
    services.events.update(event_id, settings.with_changes(end_rule_wins=3))  # before round 1
    services.rounds.pair_next(event_id)
    settings = services.events.get(event_id).settings
    refused(
        Problem.END_RULE_FIXED,
        services.events.update,
        event_id,
        settings.with_changes(end_rule=EndRuleKind.FIXED),
    )
    services.events.update(event_id, settings.with_changes(notes="MTR 10.2"))


def test_until_one_undefeated(services: Services) -> None:
    event_id, _ = new_event(
        services, 8, swiss_rounds=6, end_rule=EndRuleKind.UNDEFEATED_AT_MOST, end_rule_count=1
    )
    play_swiss(services, event_id)
    # Eight players, every match won: one undefeated after 3 rounds (the earliest end).
    view = services.rounds.swiss_end(event_id)
    assert (view.rounds_paired, view.over, view.ended_early) == (3, True, True)


# --- early advancement (MTR 10.4) ---------------------------------------------------------


def test_early_advancement_locks_seeds_into_the_playoff(services: Services) -> None:
    event_id, _ = new_event(services, 16, swiss_rounds=5, playoff=Playoff.TOP8, advance_points=9)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(0), "2-0")
    # After round 3 two players have 9 points: shown, not locked until round 4 is paired.
    view = services.rounds.swiss_end(event_id)
    assert [(a.after_round, a.seed, a.points, a.locked) for a in view.advanced] == [
        (3, 1, 9, False),
        (3, 2, 9, False),
    ]
    first_two = [a.entry for a in view.advanced]
    round4, _ = services.rounds.pair_next(event_id)
    view = services.rounds.swiss_end(event_id)
    assert [(a.entry, a.locked) for a in view.advanced] == [(e, True) for e in first_two]
    # They are not paired in round 4: byes for the remaining Swiss rounds.
    paired = {
        p for m in round4.matches if m.kind is MatchKind.PAIRED for p in (m.player1, m.player2)
    }
    assert not paired & set(first_two)
    byes = {m.player1 for m in round4.matches if m.kind is MatchKind.AWARDED_BYE}
    assert byes == set(first_two)
    (advance,) = audit(services, event_id, "playoff.advance")
    assert advance["round"] == 3 and [a[0] for a in advance["advanced"]] == first_two
    assert audit(services, event_id, "round.pair")[3]["advanced"] == first_two
    refused(
        Problem.ADVANCE_FIXED,
        services.events.update,
        event_id,
        services.events.get(event_id).settings.with_changes(advance_points=12),
    )
    report_round(services, event_id, random.Random(0), "2-0")
    # A correction of round 3 does not reseed a locked player.
    round3 = services.rounds.list_rounds(event_id)[2]
    top = next(m for m in round3.matches if m.player1 == first_two[0] or m.player2 == first_two[0])
    services.rounds.report_result(top.id, MatchResult(1, 1, 1))
    services.rounds.report_result(top.id, MatchResult(2, 0, 0))
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(0), "2-0")
    view = services.rounds.swiss_end(event_id)
    locked = [a for a in view.advanced if a.locked]
    assert [a.entry for a in locked][:2] == first_two
    assert all(a.after_round == 4 for a in locked[2:]) and len(locked) > 2
    assert view.over
    services.playoff.start(event_id)
    bracket = services.playoff.bracket(event_id)
    advanced = [a.entry for a in services.rounds.swiss_end(event_id).advanced]
    # Locked seeds first (MTR 10.4), then the final standings for the places left.
    assert list(bracket.seeds[: len(advanced)]) == advanced
    rest = [
        r.entry
        for r in services.standings.standings(event_id)
        if r.entry not in advanced and r.dropped_after_round is None
    ]
    assert list(bracket.seeds[len(advanced) :]) == rest[: 8 - len(advanced)]
    start = audit(services, event_id, "playoff.start")[0]
    assert start["seeds"] == list(bracket.seeds)


def test_early_advancement_needs_a_playoff(services: Services) -> None:
    with pytest.raises(SettingsError) as caught:
        new_event(services, 0, advance_points=9)
    assert caught.value.problems == [SettingsProblem.ADVANCE_POINTS]


def test_settings_round_trip_and_audit(services: Services) -> None:
    event_id = sole_leader_event(services, playoff=Playoff.DRAFT_TOP8, advance_points=12)
    settings = services.events.get(event_id).settings
    assert (settings.end_rule, settings.end_rule_after, settings.end_rule_wins) == (
        EndRuleKind.UNLESS_SOLE_LEADER,
        4,
        4,
    )
    assert (settings.playoff, settings.advance_points) == (Playoff.DRAFT_TOP8, 12)
    (created,) = audit(services, event_id, "event.create")
    assert created["settings"]["end_rule"] == "unless_sole_leader"
    assert json.dumps(created, ensure_ascii=False)  # plain JSON
