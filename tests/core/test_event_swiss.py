"""The Swiss of one event as pure values: who plays a round (MTR 2.10, Appendix E byes,
MTR 10.4 early advancement) and when the Swiss is over (MTR 10.2)."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.event.swiss import (
    advanced_before,
    has_awarded_bye,
    in_standings,
    plays_round,
    standings_rows,
    swiss_over,
)
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.tournament import MatchKind
from tests.helpers.event_states import entry


def test_a_drop_before_round_1_is_no_participation_mtr_2_10() -> None:
    assert not in_standings(entry(1, dropped_after_round=0), None)
    assert in_standings(entry(1, dropped_after_round=2), None)
    late = entry(2, late_entry_round=3)
    assert not in_standings(late, 1) and in_standings(late, 2)


def test_who_plays_a_round() -> None:
    assert not plays_round(entry(1, dropped_after_round=1), 2)
    assert plays_round(entry(1, dropped_after_round=2), 2)
    assert not plays_round(entry(2, late_entry_round=3), 2)
    # Appendix E: awarded byes fill the first rounds of players entered before round 1.
    assert has_awarded_bye(entry(3, awarded_byes=2), 2)
    assert not has_awarded_bye(entry(3, awarded_byes=2, late_entry_round=2), 2)
    # MTR 10.4: advanced after round 3, so not paired from round 4.
    assert advanced_before(entry(4, advanced_after=3), 4)
    assert not advanced_before(entry(4, advanced_after=3), 3)


def test_the_swiss_is_over_after_the_announced_rounds_mtr_10_2() -> None:
    settings = EventSettings(name="Friday", date=dt.date(2026, 1, 9), swiss_rounds=1)
    match = MatchState(1, 1, False, 1, MatchKind.PAIRED, 1, 2, MatchResult(2, 0, 0))
    state = EventState(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries={1: entry(1), 2: entry(2)},
        rounds=(),
    )
    assert not swiss_over(state)
    played = EventState(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries=state.entries,
        rounds=(RoundState(1, 1, None, False, (match,)),),
    )
    assert swiss_over(played)
    assert [row.entry for row in standings_rows(played)] == [1, 2]
