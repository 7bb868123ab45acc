"""A correction of an earlier round against the rounds paired after it
(``core.event.corrections``): what pairing again changes, what a played round got worse."""

from __future__ import annotations

import pytest

from mtrdesk.core.event.corrections import (
    correction_impact,
    event_fingerprint,
    pairing_diff,
    same_pairs,
    with_result,
    without_latest_round,
)
from mtrdesk.core.event.state import EventState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.swiss.check import CheckError
from mtrdesk.core.swiss.pairing import SwissPlayer
from mtrdesk.core.swiss.types import Pairing
from tests.helpers.event_states import entry, event, played


def player(entry_id: int, points: int, met: tuple[int, ...] = (), byes: int = 0) -> SwissPlayer:
    """Rank follows the entry: entry 1 is ranked first."""
    return SwissPlayer(entry_id, points, entry_id - 1, frozenset(met), byes)


# --- pairing_diff ---------------------------------------------------------------------------


def test_the_same_pairs_at_other_tables_change_nothing() -> None:
    now = [Pairing(1, 1, 2), Pairing(2, 3, 4)]
    moved = [Pairing(1, 4, 3), Pairing(2, 2, 1)]
    diff = pairing_diff(now, moved)
    assert diff.unchanged and diff.kept == 2
    assert same_pairs(now, moved)


def test_new_pairs_name_the_tables_they_break_up() -> None:
    now = [Pairing(1, 1, 2), Pairing(2, 3, 4), Pairing(3, 5, 6)]
    proposed = [Pairing(1, 1, 3), Pairing(2, 2, 4), Pairing(3, 5, 6)]
    diff = pairing_diff(now, proposed)
    assert diff.kept == 1
    assert [(c.table, c.player1, c.player2) for c in diff.changes] == [(1, 1, 3), (2, 2, 4)]
    assert diff.changes[0].replaces == (Pairing(1, 1, 2), Pairing(2, 3, 4))
    assert not same_pairs(now, proposed)


def test_a_bye_that_moves_is_a_change_listed_last() -> None:
    now = [Pairing(1, 1, 2), Pairing(None, 3, None)]
    proposed = [Pairing(None, 2, None), Pairing(1, 1, 3)]
    diff = pairing_diff(now, proposed)
    assert [(c.table, c.player1, c.player2) for c in diff.changes] == [(1, 1, 3), (None, 2, None)]
    assert diff.changes[1].replaces == (Pairing(1, 1, 2),)


def test_a_player_not_paired_now_replaces_nothing() -> None:
    diff = pairing_diff([Pairing(1, 1, 2)], [Pairing(1, 1, 2), Pairing(2, 3, 4)])
    assert diff.changes[0].replaces == ()


# --- correction_impact ----------------------------------------------------------------------


def test_a_corrected_loss_makes_a_pair_down_on_both_sides() -> None:
    """Round 2 of eight: 1 and 2 had won round 1 and were paired together; the correction
    turns 2's win into a loss against 6, so 1-2 is now 3-0 and 6's table 3-0 as well."""
    pairs = [Pairing(1, 1, 2), Pairing(2, 3, 4), Pairing(3, 5, 6), Pairing(4, 7, 8)]
    before = [
        player(e, 3 if e <= 4 else 0, met=((e + 4),) if e <= 4 else (e - 4,)) for e in range(1, 9)
    ]
    after = [
        SwissPlayer(p.entry, {2: 0, 6: 3}.get(p.entry, p.points), p.rank, p.opponents, p.byes)
        for p in before
    ]
    impact = correction_impact(pairs, before, after, 2, keep_pods=False)
    assert [(w.table, w.player1, w.player2) for w in impact.worse] == [(1, 1, 2), (3, 5, 6)]
    first = impact.worse[0]
    assert first.new_pair_down
    assert (first.points_before, first.points_after) == ((3, 3), (3, 0))
    assert (first.difference_before, first.difference_after) == (0, 3)
    assert (first.groups_before, first.groups_after) == (0, 1)
    assert impact.no_longer_optimal and impact.made_worse
    assert not impact.before.better_exists and impact.after.better_exists


def test_a_correction_inside_one_point_group_makes_nothing_worse() -> None:
    """A 2-0 corrected to 2-1 changes no match points: nothing is worse."""
    pairs = [Pairing(1, 1, 2), Pairing(2, 3, 4)]
    players = [player(1, 3, (3,)), player(2, 3, (4,)), player(3, 0, (1,)), player(4, 0, (2,))]
    impact = correction_impact(pairs, players, players, 2, keep_pods=False)
    assert impact.worse == () and not impact.made_worse


def test_a_correction_that_mends_a_pair_down_is_not_worse() -> None:
    pairs = [Pairing(1, 1, 2), Pairing(2, 3, 4)]
    before = [player(1, 3), player(2, 0), player(3, 3), player(4, 0)]
    after = [player(1, 3), player(2, 3), player(3, 0), player(4, 0)]
    impact = correction_impact(pairs, before, after, 2, keep_pods=False)
    assert impact.worse == ()


def test_a_bye_further_above_the_lowest_group_is_worse() -> None:
    """The bye's player had the fewest points; after the correction they lead."""
    pairs = [Pairing(1, 1, 2), Pairing(None, 3, None)]
    before = [player(1, 3), player(2, 3), player(3, 0)]
    after = [player(1, 0), player(2, 0), player(3, 3)]
    (worse,) = correction_impact(pairs, before, after, 2, keep_pods=False).worse
    assert (worse.table, worse.player1, worse.player2) == (None, 3, None)
    assert (worse.points_before, worse.points_after) == ((0, None), (3, None))
    assert (worse.difference_before, worse.difference_after) == (0, 3)
    assert worse.new_pair_down


def test_pairs_that_do_not_seat_the_players_are_refused() -> None:
    with pytest.raises(CheckError):
        correction_impact([Pairing(1, 1, 2)], [player(1, 0)], [player(1, 0)], 2, keep_pods=False)


# --- the event before the correction, and without its latest round ---------------------------


def test_with_result_puts_the_old_result_back_in_one_match_only() -> None:
    state = event(played(1, (1, 5), (2, 6)))
    old = with_result(state, 11, MatchResult(0, 2))
    assert old.rounds[0].matches[0].result == MatchResult(0, 2)
    assert old.rounds[0].matches[1].result == state.rounds[0].matches[1].result
    assert state.rounds[0].matches[0].result == MatchResult(2, 0)  # unchanged
    assert with_result(state, 11, None).rounds[0].complete is False
    with pytest.raises(KeyError):
        with_result(state, 99, None)


def test_without_latest_round_keeps_every_drop_and_late_entry() -> None:
    """Issue 27: pairing round 2 again after a correction moves nobody's drop or late
    entry: who dropped during round 2 is still dropped after it (and paired in it, MTR
    2.10); a late entrant of round 3 still enters in round 3."""
    state = event(played(1, (1, 2)), played(2, (1, 3)))
    entries = dict(state.entries)
    entries[7] = entry(7, late_entry_round=3)
    entries[8] = entry(8, dropped_after_round=2)
    entries[6] = entry(6, dropped_after_round=1)
    state = EventState(state.id, state.settings, True, entries, state.rounds)
    without = without_latest_round(state)
    assert [r.number for r in without.rounds] == [1]
    assert without.entries == state.entries
    assert without_latest_round(event()) == event()


def test_the_fingerprint_sees_a_result_and_nothing_else() -> None:
    state = event(played(1, (1, 5), (2, 6)))
    assert event_fingerprint(state) == event_fingerprint(event(played(1, (1, 5), (2, 6))))
    assert event_fingerprint(with_result(state, 11, MatchResult(2, 1))) != event_fingerprint(state)
    dropped = EventState(
        state.id,
        state.settings,
        True,
        {**state.entries, 3: entry(3, dropped_after_round=1)},
        state.rounds,
    )
    assert event_fingerprint(dropped) != event_fingerprint(state)
