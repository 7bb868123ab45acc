"""Multiplayer pod events (multiplayer addendum) through the services, end to end."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction

import pytest

from mtrdesk.core.pods.playoff import Stage as PlayoffStage
from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.events import Stage
from tests.helpers.services_support import pod_event, settings


def report_all(services: Services, event_id: int, rng: random.Random) -> None:
    """A result for every pod of the current round: mostly wins, now and then a draw."""
    current = services.multiplayer.current_round(event_id)
    assert current is not None
    for pod in current.missing:
        if rng.random() < 0.15:
            drawn = [s.entry for s in pod.seats][:2]
            services.multiplayer.report(event_id, current.number, pod.table, drawn=drawn)
        else:
            seat = rng.randint(1, pod.size)
            services.multiplayer.report_seat(event_id, current.number, pod.table, seat)


# --- the brief's event: 23 players, four rounds, a top 4 -------------------------------


def test_twenty_three_players_play_four_rounds_without_meeting_twice(services: Services) -> None:
    event_id, entries = pod_event(services, 23, swiss_rounds=4)
    rng = random.Random(11)
    met: set[frozenset[int]] = set()
    short_pods: dict[int, int] = dict.fromkeys(entries, 0)
    for number in range(1, 5):
        view, changes = services.multiplayer.pair_next(event_id)
        assert view.number == number and changes.pairings
        # 10.4A: 23 players are five pods of 4 and one pod of 3, the short pod last.
        assert [p.size for p in view.pods] == [4, 4, 4, 4, 4, 3]
        assert [p.table for p in view.pods] == [1, 2, 3, 4, 5, 6]
        assert [p.short for p in view.pods] == [False] * 5 + [True]
        seated = [s.entry for p in view.pods for s in p.seats]
        assert sorted(seated) == sorted(entries)
        for pod in view.pods:
            assert [s.seat for s in pod.seats] == list(range(1, pod.size + 1))
            for a, b in itertools.combinations([s.entry for s in pod.seats], 2):
                assert frozenset((a, b)) not in met  # avoidable in four rounds: never
                met.add(frozenset((a, b)))
            if pod.short:
                for seat in pod.seats:
                    short_pods[seat.entry] += 1
        assert changes.warnings == ()
        report_all(services, event_id, rng)
    assert max(short_pods.values()) == 1  # 10.4A: at most once per event
    summary = services.events.get(event_id)
    assert (summary.rounds_paired, summary.swiss_rounds, summary.stage) == (4, 4, Stage.FINISHED)
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.pair_next(event_id)
    assert refused.value.problem is Problem.SWISS_COMPLETE

    standings = services.multiplayer.standings(event_id)
    assert len(standings) == 23 and [r.rank for r in standings] == list(range(1, 24))
    # Appendix C: a win is 2n - 1 = 7 points, a draw 1.
    for row in standings:
        assert row.points == 7 * row.wins + row.draws
        assert row.pods_played == 4
    keys = [(r.points, r.mwp, r.oamp, r.omwp) for r in standings]
    assert keys == sorted(keys, reverse=True)  # 3.1A order

    services.multiplayer.configure(event_id, playoff_size=4)
    assert services.events.get(event_id).stage is Stage.SWISS  # the playoff is still to come
    services.multiplayer.start_playoff(event_id)
    playoff = services.multiplayer.playoff(event_id)
    top4 = [r.entry for r in standings[:4]]
    assert [s.entry for s in playoff.seeds] == top4
    (final,) = playoff.rounds
    assert final.stage is PlayoffStage.FINAL and final.number == 5
    (pod,) = final.pods
    # 2.2A, *.3A: seats by Swiss standing, the best seed plays first.
    assert [s.entry for s in pod.seats] == top4
    assert [s.seed for s in pod.seats] == [1, 2, 3, 4]
    assert services.events.get(event_id).stage is Stage.PLAYOFF
    # A drawn playoff pod goes to the best seed among those who drew (2.4C).
    changes = services.multiplayer.report(event_id, 5, 1, drawn=[top4[2], top4[1]])
    assert changes.playoff
    done = services.multiplayer.playoff(event_id)
    assert done.champion == top4[1] and done.finished
    assert [s.result for s in done.rounds[0].pods[0].seats] == ["loss", "win", "draw", "loss"]
    assert done.final_order == (top4[1], top4[0], top4[2], top4[3])
    assert services.events.get(event_id).stage is Stage.FINISHED


def test_standings_by_hand_for_seven_players_and_an_awarded_bye(services: Services) -> None:
    event_id, entries = pod_event(services, 8)
    bye = entries[7]
    services.players.set_awarded_byes(bye, 1)
    view, _ = services.multiplayer.pair_next(event_id)
    four, three = view.pods
    assert (four.size, three.size, three.short) == (4, 3, True)
    assert [(u.entry, u.kind) for u in view.unopposed] == [(bye, MatchKind.AWARDED_BYE)]
    winner = four.seats[2].entry
    losers = [s.entry for s in four.seats if s.entry != winner]
    x, y, z = (s.entry for s in three.seats)
    services.multiplayer.report(event_id, 1, four.table, winner=winner)
    # 2.1A: z conceded; x and y drew.
    services.multiplayer.report(event_id, 1, three.table, drawn=[x, y])
    rows = {r.entry: r for r in services.multiplayer.standings(event_id)}
    seventh = Fraction(1, 7)  # the floor: 1 / points per win (Appendix C)
    expected = {
        winner: (7, Fraction(1), Fraction(0), seventh),
        bye: (7, Fraction(0), Fraction(0), Fraction(0)),  # a bye: no pod played
        x: (1, seventh, Fraction(1, 2), seventh),  # y, z and a phantom at the floor
        y: (1, seventh, Fraction(1, 2), seventh),
        z: (0, Fraction(0), Fraction(1), seventh),
    }
    for loser in losers:  # met the winner (7 points, MW% 1) and two losers (floor 1/7)
        expected[loser] = (0, Fraction(0), Fraction(7, 3), Fraction(3, 7))
    assert {e: (r.points, r.mwp, r.oamp, r.omwp) for e, r in rows.items()} == expected
    order = [r.entry for r in services.multiplayer.standings(event_id)]
    assert order[:2] == [winner, bye]  # equal points: MW% decides (3.1A)
    assert set(order[2:4]) == {x, y} and set(order[4:7]) == set(losers) and order[7] == z
    assert rows[bye].byes == 1 and rows[z].record == "0-1-0" and rows[x].record == "0-0-1"
    # The next round: points before the round beside each seat.
    second, _ = services.multiplayer.pair_next(event_id)
    points = {s.entry: s.points for p in second.pods for s in p.seats}
    assert points[winner] == 7 and points[bye] == 7 and points[x] == 1


def test_a_top_ten_cut_lets_the_top_two_seeds_skip_the_semifinals(services: Services) -> None:
    event_id, _ = pod_event(services, 16, swiss_rounds=2)
    services.multiplayer.configure(event_id, playoff_size=10)
    rng = random.Random(4)
    for _ in range(2):
        services.multiplayer.pair_next(event_id)
        report_all(services, event_id, rng)
    seeds = [r.entry for r in services.multiplayer.standings(event_id)][:10]
    services.multiplayer.start_playoff(event_id)
    semis = services.multiplayer.playoff(event_id).rounds[0]
    assert semis.stage is PlayoffStage.SEMIFINAL
    assert [b.seed for b in semis.byes] == [1, 2]
    assert [[s.seed for s in p.seats] for p in semis.pods] == [[3, 6, 7, 10], [4, 5, 8, 9]]
    services.multiplayer.report_seat(event_id, semis.number, 1, 4)  # seed 10
    services.multiplayer.report_seat(event_id, semis.number, 2, 1)  # seed 4
    final = services.multiplayer.playoff(event_id).rounds[1]
    assert final.stage is PlayoffStage.FINAL
    assert [s.entry for s in final.pods[0].seats] == [seeds[0], seeds[1], seeds[3], seeds[9]]
    # The semifinal winner plays the final now: its winner is fixed (PLAYOFF_LATER_ROUND).
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.report_seat(event_id, semis.number, 1, 1)
    assert refused.value.problem is Problem.PLAYOFF_LATER_ROUND
    # Swiss results are closed once the cut is made.
    with pytest.raises(ServiceError) as closed:
        services.multiplayer.report_seat(event_id, 1, 1, 1)
    assert closed.value.problem is Problem.PLAYOFF_STARTED


# --- pods that cannot be of four ---------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "sizes"),
    [
        (3, [3]),
        (4, [4]),
        (5, [5]),
        (6, [3, 3]),
        (7, [4, 3]),
        (9, [3, 3, 3]),
        (22, [4] * 4 + [3] * 2),
    ],
)
def test_pod_sizes_follow_the_addendum(services: Services, players: int, sizes: list[int]) -> None:
    event_id, _ = pod_event(services, players)
    assert list(services.multiplayer.settings(event_id).next_sizes) == sizes
    view, _ = services.multiplayer.pair_next(event_id)
    assert [p.size for p in view.pods] == sizes
    assert [p.large for p in view.pods] == [size == 5 for size in sizes]


def test_fewer_than_three_players_cannot_play_a_pod(services: Services) -> None:
    event_id, _ = pod_event(services, 2)
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.pair_next(event_id)
    assert refused.value.problem is Problem.TOO_FEW_PLAYERS
    assert refused.value.details["players"] == 2 and refused.value.details["smallest"] == 3
    assert services.events.get(event_id).stage is Stage.REGISTRATION  # nothing was written


def test_unavoidable_repeats_are_paired_with_warnings(services: Services) -> None:
    event_id, _ = pod_event(services, 6, swiss_rounds=3)
    rng = random.Random(2)
    services.multiplayer.pair_next(event_id)
    report_all(services, event_id, rng)
    _, changes = services.multiplayer.pair_next(event_id)
    # Two pods of 3 every round: everyone sits in a short pod again and meets someone again.
    problems = {w.problem for w in changes.warnings}
    assert problems == {Problem.POD_REMATCH, Problem.REPEAT_SHORT_POD}
    short = next(w for w in changes.warnings if w.problem is Problem.REPEAT_SHORT_POD)
    assert len(short.details["entries"]) == 6


# --- results ---------------------------------------------------------------------------


def test_results_by_seat_name_and_draw_text(services: Services) -> None:
    event_id, entries = pod_event(services, 8)
    services.players.edit(entries[0], "山田", "太郎", "やまだ たろう", "")
    view, _ = services.multiplayer.pair_next(event_id)
    pod = next(p for p in view.pods if p.seat_of(entries[0]) is not None)
    other = next(p for p in view.pods if p is not pod)
    services.multiplayer.report_text(event_id, 1, pod.table, "ヤマダ")  # the reading
    shown = services.multiplayer.current_round(event_id).at_table(pod.table)
    assert shown.winner is not None and shown.winner.entry == entries[0]
    services.multiplayer.report_text(event_id, 1, other.table, "ｄ１３")  # full width
    drawn = services.multiplayer.current_round(event_id).at_table(other.table)
    assert [s.seat for s in drawn.drawn] == [1, 3] and drawn.winner is None
    assert [s.result for s in drawn.seats] == ["draw", "loss", "draw", "loss"]
    services.multiplayer.report_text(event_id, 1, other.table, "引き分け")
    everyone = services.multiplayer.current_round(event_id).at_table(other.table)
    assert len(everyone.drawn) == 4
    services.multiplayer.report_text(event_id, 1, other.table, "２")
    assert services.multiplayer.current_round(event_id).at_table(other.table).winner.seat == 2
    for text, problem in [
        ("5", Problem.NOT_IN_POD),
        ("D15", Problem.NOT_IN_POD),
        ("D2", Problem.DRAW_TOO_FEW),
        ("", Problem.POD_RESULT_UNREADABLE),
        ("nobody", Problem.POD_RESULT_UNREADABLE),
        ("Test", Problem.NAME_AMBIGUOUS),
    ]:
        with pytest.raises(ServiceError) as refused:
            services.multiplayer.report_text(event_id, 1, other.table, text)
        assert refused.value.problem is problem, text
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.report(event_id, 1, 9, winner=entries[0])
    assert refused.value.problem is Problem.TABLE_NOT_FOUND
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.report(event_id, 1, other.table, winner=entries[0])
    assert refused.value.problem is Problem.NOT_IN_POD


def test_a_correction_is_audited_and_warns_about_later_rounds(services: Services) -> None:
    event_id, _ = pod_event(services, 8, swiss_rounds=3)
    view, _ = services.multiplayer.pair_next(event_id)
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.pair_next(event_id)
    assert refused.value.problem is Problem.RESULTS_MISSING
    assert refused.value.details["tables"] == [1, 2]
    for pod in view.pods:
        services.multiplayer.report_seat(event_id, 1, pod.table, 1)
    assert services.multiplayer.report_seat(event_id, 1, 1, 1).warnings == ()  # same round
    services.multiplayer.pair_next(event_id)
    changes = services.multiplayer.report_seat(event_id, 1, 1, 2)
    assert [w.problem for w in changes.warnings] == [Problem.LATER_ROUNDS_EXIST]
    assert changes.warnings[0].details["later"] == [2]
    first = view.pods[0]
    last = services.rounds.audit_log(event_id)[-1]
    assert last.action == "multiplayer.report"
    assert last.detail["previous"] == {"winner": first.seats[0].entry, "drawn": []}
    assert last.detail["result"] == {"winner": first.seats[1].entry, "drawn": []}
    assert last.detail["warnings"] == ["later_rounds_exist"]
    rows = {r.entry: r.points for r in services.multiplayer.standings(event_id, after_round=1)}
    assert rows[first.seats[1].entry] == 7 and rows[first.seats[0].entry] == 0
    services.multiplayer.clear_result(event_id, 1, 1)
    assert services.rounds.audit_log(event_id)[-1].action == "multiplayer.clear"
    assert services.multiplayer.list_rounds(event_id)[0].at_table(1).awaiting_result


# --- registration as in individual events --------------------------------------------------


def test_drops_late_entries_and_pairing_again(services: Services) -> None:
    event_id, entries = pod_event(services, 9, swiss_rounds=3)
    services.multiplayer.pair_next(event_id)
    services.players.drop(entries[0])  # MTR 2.10: keeps the pod of round 1
    late, _ = services.players.add(event_id, "Late", "Comer")
    round1 = services.multiplayer.current_round(event_id)
    assert any(p.seat_of(entries[0]) for p in round1.pods)
    # The late entrant has round 1 as a loss; pairing round 1 again seats them in it.
    assert [(u.entry, u.kind) for u in round1.unopposed] == [(late, MatchKind.LATE_ENTRY_LOSS)]
    again, changes = services.multiplayer.repair_current(event_id)
    seated = {s.entry for p in again.pods for s in p.seats}
    assert late in seated and entries[0] not in seated and again.unopposed == ()
    assert changes.players
    assert services.rounds.audit_log(event_id)[-1].action == "multiplayer.repair"
    report_all(services, event_id, random.Random(1))
    with pytest.raises(ServiceError) as refused:
        services.multiplayer.repair_current(event_id)
    assert refused.value.problem is Problem.RESULTS_IN
    second_late, _ = services.players.add(event_id, "Later", "Still")
    view, _ = services.multiplayer.pair_next(event_id)
    seated = {s.entry for p in view.pods for s in p.seats}
    assert second_late in seated and entries[0] not in seated
    rows = {r.entry: r for r in services.multiplayer.standings(event_id)}
    assert rows[second_late].pods_played == 1 and rows[second_late].points == 0  # round 1 lost
    assert entries[0] not in rows  # dropped during round 1, paired again: never played


def test_settings_and_refusals(services: Services) -> None:
    with pytest.raises(ServiceError) as refused:
        services.events.create(settings(structure=Structure.MULTIPLAYER, playoff=Playoff.TOP8))
    assert refused.value.problem is Problem.NOT_FOR_PODS
    assert refused.value.details["what"] == ["playoff"]
    event_id, _ = pod_event(services, 12)
    shown = services.multiplayer.settings(event_id)
    assert (shown.pod_size, shown.playoff_size, shown.points_per_win) == (4, 0, 7)
    assert (shown.recommended_rounds, shown.recommended_cut) == (2, 4)  # Appendix E, 5-15
    for kwargs, problem in [
        ({"pod_size": 3}, Problem.BAD_POD_SIZE),
        ({"playoff_size": 8}, Problem.BAD_CUT),
    ]:
        with pytest.raises(ServiceError) as bad:
            services.multiplayer.configure(event_id, **kwargs)
        assert bad.value.problem is problem
    services.multiplayer.configure(event_id, pod_size=5)
    assert services.multiplayer.settings(event_id).points_per_win == 9
    assert services.rounds.audit_log(event_id)[-1].action == "multiplayer.settings"
    view, _ = services.multiplayer.pair_next(event_id)
    assert [p.size for p in view.pods] == [4, 4, 4]  # pods of 5 or 4: 12 = 4 + 4 + 4
    assert all(p.short for p in view.pods)
    with pytest.raises(ServiceError) as fixed:
        services.multiplayer.configure(event_id, pod_size=4)
    assert fixed.value.problem is Problem.PODS_FIXED
    with pytest.raises(ServiceError) as other:
        services.rounds.pair_next(event_id)
    assert other.value.problem is Problem.MULTIPLAYER_EVENT
    with pytest.raises(ServiceError) as none:
        services.multiplayer.start_playoff(event_id)
    assert none.value.problem is Problem.PLAYOFF_NONE
    individual, _ = services.events.create(settings())
    with pytest.raises(ServiceError) as not_pods:
        services.multiplayer.pair_next(individual)
    assert not_pods.value.problem is Problem.NOT_MULTIPLAYER


def test_the_playoff_waits_for_the_swiss_and_enough_players(services: Services) -> None:
    event_id, entries = pod_event(services, 9, swiss_rounds=1)
    services.multiplayer.configure(event_id, playoff_size=10)
    with pytest.raises(ServiceError) as early:
        services.multiplayer.start_playoff(event_id)
    assert early.value.problem is Problem.SWISS_NOT_FINISHED
    services.multiplayer.pair_next(event_id)
    with pytest.raises(ServiceError) as missing:
        services.multiplayer.start_playoff(event_id)
    assert missing.value.problem is Problem.RESULTS_MISSING
    report_all(services, event_id, random.Random(3))
    with pytest.raises(ServiceError) as few:
        services.multiplayer.start_playoff(event_id)
    assert few.value.problem is Problem.PLAYOFF_TOO_FEW_PLAYERS
    services.multiplayer.configure(event_id, playoff_size=4)
    services.players.drop(entries[0])
    services.multiplayer.start_playoff(event_id)
    seeds = [s.entry for s in services.multiplayer.playoff(event_id).seeds]
    assert entries[0] not in seeds and len(seeds) == 4
    with pytest.raises(ServiceError) as fixed:
        services.multiplayer.configure(event_id, playoff_size=10)
    assert fixed.value.problem is Problem.PLAYOFF_FIXED
    with pytest.raises(ServiceError) as late:
        services.players.add(event_id, "Too", "Late")
    assert late.value.problem is Problem.AFTER_CUT


def test_the_same_seed_replays_the_same_pods(services: Services) -> None:
    event_id, _ = pod_event(services, 13)
    first, _ = services.multiplayer.pair_next(event_id, seed=99)
    again, _ = services.multiplayer.repair_current(event_id, seed=99)
    assert [[s.entry for s in p.seats] for p in first.pods] == [
        [s.entry for s in p.seats] for p in again.pods
    ]
    assert again.seed == 99
