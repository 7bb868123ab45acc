"""Drops after the cut in the pod playoff (MTR 2.10 in pods, core.multiplayer_playoff)."""

from __future__ import annotations

from mtrdesk.core.pods.playoff import Stage, build_pod_playoff

SIXTEEN = list(range(101, 117))  # seed n is entry 100 + n
TEN = list(range(101, 111))


def test_a_player_who_drops_leaves_an_empty_seat_and_nobody_moves_up() -> None:
    full = build_pod_playoff(SIXTEEN, 16)
    dropped = build_pod_playoff(SIXTEEN, 16, dropped={108: 1})  # seed 8 drops in round 1
    before = [pod.seats for pod in full.rounds[0].pods]
    after = [pod.seats for pod in dropped.rounds[0].pods]
    assert before[0] == (101, 108, 109, 116)
    assert after[0] == (101, 109, 116)  # the pod plays on with three
    assert after[1:] == before[1:]  # the other pods stay as they were
    assert dropped.rounds[0].dropped == (108,)
    assert dropped.rounds[0].pods[0].seeds == (1, 9, 16)


def test_a_winner_who_drops_before_the_next_round_leaves_their_seat_there_empty() -> None:
    winners = [{101, 102, 103, 104}]
    playoff = build_pod_playoff(SIXTEEN, 16, winners, dropped={103: 2})
    final = playoff.rounds[1]
    assert final.stage is Stage.FINAL
    assert final.pods[0].seats == (101, 102, 104)
    assert final.dropped == (103,)


def test_a_top_seed_who_skips_the_semifinals_and_drops_is_missing_from_the_final() -> None:
    # Top 10: seeds 1 and 2 skip the semifinals (10.4A "Uneven cuts").
    playoff = build_pod_playoff(TEN, 10, [{103, 104}], dropped={101: 2})
    assert playoff.rounds[0].byes == (101, 102)
    assert playoff.rounds[1].pods[0].seats == (102, 103, 104)


def test_the_last_player_of_a_final_wins_it_when_recorded_and_the_dropped_rank_by_round() -> None:
    winners = [{101, 107, 111, 113}, {113}]
    playoff = build_pod_playoff(SIXTEEN, 16, winners, dropped={101: 2, 107: 2, 111: 2})
    assert playoff.rounds[1].pods[0].seats == (113,)
    assert playoff.champion == 113
    order = playoff.final_standings()
    # The three who dropped before the final rank as if they had lost it, by seed.
    assert order[:4] == (113, 101, 107, 111)


def test_a_pod_whose_players_all_dropped_is_not_played() -> None:
    playoff = build_pod_playoff(SIXTEEN, 16, dropped={101: 1, 108: 1, 109: 1, 116: 1})
    assert [pod.table for pod in playoff.rounds[0].pods] == [2, 3, 4]
    winners = [{102, 103, 104}]
    final = build_pod_playoff(
        SIXTEEN, 16, winners, dropped={101: 1, 108: 1, 109: 1, 116: 1}
    ).rounds[1]
    assert final.pods[0].seats == (102, 103, 104)


def test_when_everyone_left_drops_the_playoff_ends_without_a_champion() -> None:
    playoff = build_pod_playoff(TEN, 10, [{103, 104}], dropped={101: 2, 102: 2, 103: 2, 104: 2})
    assert playoff.abandoned and playoff.finished
    assert playoff.champion is None and playoff.current_round is None
    assert len(playoff.rounds) == 1


def test_without_drops_nothing_changes() -> None:
    assert build_pod_playoff(SIXTEEN, 16, dropped={}) == build_pod_playoff(SIXTEEN, 16)
