"""Where the Swiss stands against its announced end (MTR 10.2) and who advanced to the
playoff early (MTR 10.4), built from an ``EventState`` alone."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.event.swiss_end import AdvancedPlayer, swiss_end_view
from mtrdesk.core.settings import EndRuleKind, EventSettings, Playoff
from tests.helpers.event_states import entry, played


def state(settings: EventSettings, *rounds: RoundState) -> EventState:
    """Four players, P1 to P4."""
    return EventState(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries={i: entry(i) for i in range(1, 5)},
        rounds=rounds,
    )


TOP4_ADVANCE_6 = EventSettings(
    name="Friday",
    date=dt.date(2026, 1, 9),
    swiss_rounds=3,
    playoff=Playoff.TOP4,
    advance_points=6,
)
ROUNDS = (played(1, (1, 2), (3, 4)), played(2, (1, 3), (2, 4)))


def test_a_player_reaching_the_announced_points_advances_provisionally_mtr_10_4() -> None:
    view = swiss_end_view(state(TOP4_ADVANCE_6, *ROUNDS))
    assert view.kind is EndRuleKind.FIXED
    assert (view.rounds_paired, view.max_rounds) == (2, 3)
    assert not view.over and not view.ended_early
    assert view.advance_points == 6
    # "Seeding ... is locked after each round": not yet, the next round is not paired.
    assert view.advanced == (AdvancedPlayer(1, "P1", 2, 1, 6, False),)


def test_a_stored_advancement_is_locked_mtr_10_4() -> None:
    entries = {i: entry(i) for i in range(2, 5)} | {1: entry(1, advanced_after=2, advanced_seed=1)}
    locked = EventState(
        id=1,
        settings=TOP4_ADVANCE_6,
        rounds_from_recommendation=False,
        entries=entries,
        rounds=ROUNDS,
    )
    assert swiss_end_view(locked).advanced == (AdvancedPlayer(1, "P1", 2, 1, 6, True),)


def test_the_announced_rule_ends_the_swiss_early_mtr_10_2() -> None:
    # "Five rounds unless only one player has four match wins after four rounds", here
    # three unless one player has won both of the first two.
    settings = EventSettings(
        name="Friday",
        date=dt.date(2026, 1, 9),
        swiss_rounds=3,
        end_rule=EndRuleKind.UNLESS_SOLE_LEADER,
        end_rule_after=2,
        end_rule_wins=2,
    )
    view = swiss_end_view(state(settings, *ROUNDS))
    assert view.over and view.ended_early
    assert view.advance_points is None and view.advanced == ()
    assert not swiss_end_view(state(settings, ROUNDS[0])).over


def test_every_announced_round_paired_is_over_not_early() -> None:
    view = swiss_end_view(state(TOP4_ADVANCE_6, *ROUNDS, played(3, (1, 4), (2, 3))))
    assert view.over and not view.ended_early
