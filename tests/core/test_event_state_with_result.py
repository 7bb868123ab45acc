"""``EventState.with_result``: the event once one match has a new result, every other value
the very same, the points carried over instead of counted again (issue 15)."""

from __future__ import annotations

import dataclasses

from mtrdesk.core.event.state import EventState
from mtrdesk.core.results import MatchResult
from tests.helpers.event_states import event, played


def three_rounds() -> EventState:
    return event(
        played(1, (1, 2), (3, 4), (5, 6), (7, 8)),
        played(2, (1, 3), (5, 7), (2, 4), (6, 8)),
        played(3, (1, 5), (3, 7), (2, 6), (4, 8)),
    )


def test_one_match_changes_and_every_other_value_is_the_same_object() -> None:
    state = three_rounds()
    match = state.rounds[1].matches[2]  # round 2, 2 beat 4
    later = state.with_result(match, MatchResult(1, 2))
    assert later is not None
    assert later.rounds[1].matches[2] == dataclasses.replace(match, result=MatchResult(1, 2))
    assert later.rounds[0] is state.rounds[0] and later.rounds[2] is state.rounds[2]
    others = [m for i, m in enumerate(later.rounds[1].matches) if i != 2]
    assert all(
        a is b
        for a, b in zip(
            others, state.rounds[1].matches[:2] + state.rounds[1].matches[3:], strict=True
        )
    )
    assert later.entries is state.entries and later.settings is state.settings
    assert state.rounds[1].matches[2] is match  # the state read before is left as it was


def test_the_points_are_carried_over_as_counting_afresh_gives() -> None:
    """A round-2 correction moves the points shown beside round 3's pairings and the
    total, not those of rounds 1 and 2."""
    for result in (MatchResult(1, 2), MatchResult(1, 1, 1), None):
        state = three_rounds()
        assert state.points_before[3][2] == 3  # counted: carried, not counted again
        later = state.with_result(state.rounds[1].matches[2], result)
        assert later is not None
        assert "_points" in later.__dict__
        afresh = event(*later.rounds)
        assert later.points_before == afresh.points_before
        assert later.swiss_points == afresh.swiss_points
        assert later.points_before[2] is state.points_before[2]


def test_a_match_not_as_given_changes_nothing() -> None:
    """The state was read before the match changed (or is another event's): ``None``, and
    the caller reads the event again."""
    state = three_rounds()
    match = state.rounds[1].matches[2]
    assert state.with_result(dataclasses.replace(match, result=None), MatchResult(2, 0)) is None
    assert state.with_result(dataclasses.replace(match, id=999), MatchResult(2, 0)) is None
    assert state.with_result(dataclasses.replace(match, round=7), MatchResult(2, 0)) is None
    assert state.with_result(dataclasses.replace(match, playoff=True), MatchResult(2, 0)) is None
