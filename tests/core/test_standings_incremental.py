"""``Standings.with_results`` (issue 15: after a result, only the players whose records
changed are worked out again) gives, value for value and order for order, what
``compute_standings`` gives on the changed history, on the 200 random events of
``test_standings_reference`` with random sequences of results entered, corrected and
cleared, one at a time and several at once.
"""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR, MIN_PERCENTAGE_THIRD
from mtrdesk.core.standings.individual import ResultChange, Standings, compute_standings
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord
from tests.helpers.standings_reference import (
    ORDERS,
    RESULTS,
    random_event,
    reference_standings,
)

#: Results a correction can give, clearing included.
NEW_RESULTS: tuple[MatchResult | None, ...] = (*RESULTS, MatchResult(2, 2, 1), None)


def _paired(matches: list[MatchRecord]) -> list[int]:
    return [
        index
        for index, match in enumerate(matches)
        if match.kind is MatchKind.PAIRED and match.player2 is not None
    ]


def _changes(rng: random.Random, matches: list[MatchRecord], count: int) -> list[ResultChange]:
    """``count`` random changes, applied to ``matches`` as they are made (a match may
    change twice in one batch: the second change starts from the first's result)."""
    paired = _paired(matches)
    changes: list[ResultChange] = []
    for _ in range(count):
        index = rng.choice(paired)
        result = rng.choice(NEW_RESULTS)
        changes.append((matches[index], result))
        matches[index] = dataclasses.replace(matches[index], result=result)
    return changes


@pytest.mark.parametrize("seed", range(200))
def test_changed_results_give_the_standings_computed_afresh(seed: int) -> None:
    entries, matches, dropped = random_event(seed)
    if not _paired(matches):
        pytest.skip("no paired match to change")  # two players, one of them late
    floor = MIN_PERCENTAGE_MTR if seed % 2 else MIN_PERCENTAGE_THIRD
    order = ORDERS[seed % len(ORDERS)]
    rng = random.Random(seed)
    standings = Standings.of(entries, matches, floor, dropped=dropped, tiebreakers=order)
    if seed % 3:
        standings.rows()  # rows made: the next standings keep the rows that did not move
    for _ in range(rng.randint(1, 12)):
        previous, before = standings, list(matches)
        batch = _changes(rng, matches, 1 if rng.random() < 0.7 else rng.randint(2, 6))
        standings = standings.with_results(batch)
        expected = compute_standings(entries, matches, floor, dropped=dropped, tiebreakers=order)
        if rng.random() < 0.5:
            assert standings.order() == [row.entry for row in expected]
        assert standings.rows() == expected
        # The standings before the change still say what they said.
        assert previous.rows() == compute_standings(
            entries, before, floor, dropped=dropped, tiebreakers=order
        )
    assert standings.rows() == reference_standings(entries, matches, floor, dropped, order)
    for row in standings.rows():
        for value in (row.mwp, row.gwp, row.omwp, row.ogwp):
            assert type(value) is Fraction


def test_the_standings_before_a_change_are_left_as_they_were() -> None:
    entries, matches, dropped = random_event(7)
    standings = Standings.of(entries, matches, MIN_PERCENTAGE_MTR, dropped=dropped)
    before = compute_standings(entries, matches, MIN_PERCENTAGE_MTR, dropped=dropped)
    changed = list(matches)
    later = standings.with_results(_changes(random.Random(1), changed, 5))
    assert later.rows() != before
    assert standings.rows() == before
    assert standings.order() == [row.entry for row in before]


def test_a_match_with_a_player_not_ranked_changes_nothing() -> None:
    """``compute_standings`` leaves out a match with an entry it does not rank (the
    services rank a player dropped before round 1 nowhere): so do the changes."""
    standings = Standings.of([1, 2], [MatchRecord(1, 1, 2, MatchResult(2, 0))], MIN_PERCENTAGE_MTR)
    stranger = MatchRecord(1, 1, 9, None)
    assert standings.with_results([(stranger, MatchResult(2, 0))]) is standings


@dataclasses.dataclass(frozen=True)
class _Stored:
    """A match as a store might hand it over, checked by nobody (``Played``)."""

    round: int
    player1: EntryId
    player2: EntryId | None
    kind: MatchKind
    result: MatchResult | None


def test_only_a_paired_match_changes_its_result() -> None:
    """Byes and unopposed losses carry the result their kind fixes (Appendix C)."""
    standings = Standings.of([1, 2], [], MIN_PERCENTAGE_MTR)
    odd = _Stored(1, 1, 2, MatchKind.UNOPPOSED_LOSS, MatchResult(0, 2))
    with pytest.raises(ValueError, match="paired match"):
        standings.with_results([(odd, MatchResult(2, 0))])


def test_the_changes_move_players_and_rescale_the_keys() -> None:
    """The comparison above means something only if the changes reorder players and
    reach the case where a new value needs a larger common denominator (every key is
    then scaled anew) as well as the case where it does not."""
    moved = rescaled = kept_scale = 0
    for seed in range(200):
        entries, matches, dropped = random_event(seed)
        if not _paired(matches):
            continue
        rng = random.Random(seed)
        standings = Standings.of(entries, matches, MIN_PERCENTAGE_MTR, dropped=dropped)
        for _ in range(5):
            later = standings.with_results(_changes(rng, matches, 1))
            moved += later.order() != standings.order()
            if later._values.scales() != standings._values.scales():
                rescaled += 1
            else:
                kept_scale += 1
            standings = later
    assert moved > 100 and rescaled > 20 and kept_scale > 100


def test_unchanged_rows_are_kept_and_moved_ones_made_anew() -> None:
    """The point of working out only what moved: a row whose player and place did not
    move is the very row of the standings before."""
    players = list(range(1, 41))
    matches = [MatchRecord(1, first, first + 1, MatchResult(2, 1)) for first in range(1, 41, 2)]
    standings = Standings.of(players, matches, MIN_PERCENTAGE_MTR)
    before = {row.entry: row for row in standings.rows()}
    # Table 20 (39 v 40): 40 now wins; only 39 and 40 move, and the rows between them.
    later = standings.with_results([(matches[-1], MatchResult(1, 2))])
    after = {row.entry: row for row in later.rows()}
    assert after == {
        row.entry: row
        for row in compute_standings(
            players, _with(matches, -1, MatchResult(1, 2)), MIN_PERCENTAGE_MTR
        )
    }
    kept = [entry for entry in players if after[entry] is before[entry]]
    remade = [entry for entry in players if after[entry] is not before[entry]]
    assert set(remade) >= {39, 40}
    assert kept and all(before[entry].rank == after[entry].rank for entry in kept)
    assert all(before[entry] != after[entry] for entry in remade), (
        "a row equal to the one before was made anew"
    )


def _with(matches: list[MatchRecord], index: int, result: MatchResult | None) -> list[MatchRecord]:
    changed = list(matches)
    changed[index] = dataclasses.replace(changed[index], result=result)
    return changed


def test_a_rematch_takes_back_one_meeting() -> None:
    """Two players who met twice (a rematch late in a small event): clearing one of the
    results leaves them opponents once, as the history afresh says."""
    matches = [
        MatchRecord(1, 1, 2, MatchResult(2, 0)),
        MatchRecord(1, 3, 4, MatchResult(2, 1)),
        MatchRecord(2, 1, 2, MatchResult(0, 2)),
        MatchRecord(2, 3, 4, MatchResult(1, 1, 1)),
    ]
    entries: list[EntryId] = [1, 2, 3, 4]
    standings = Standings.of(entries, matches, MIN_PERCENTAGE_MTR)
    cleared = standings.with_results([(matches[2], None)])
    assert cleared.rows() == compute_standings(entries, _with(matches, 2, None), MIN_PERCENTAGE_MTR)
