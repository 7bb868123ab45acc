"""Where an event stands (MTR 10.2, 10.4) from its loaded values alone: no store."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.event.state import EntryState, EventState, MatchState, RoundState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Playoff, Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.event_views import Stage, stage_of, summary_of

DATE = dt.date(2026, 1, 9)


def entry(entry_id: int, dropped_after_round: int | None = None) -> EntryState:
    return EntryState(entry_id, entry_id, f"P{entry_id}", "", "", "", 0, dropped_after_round, None)


def event(
    settings: EventSettings, result: MatchResult | None = None, rounds: int = 1
) -> EventState:
    match = MatchState(1, 1, False, 1, MatchKind.PAIRED, 1, 2, result)
    played = tuple(
        RoundState(n, n, None, False, (match,) if n == 1 else ()) for n in range(1, rounds + 1)
    )
    return EventState(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries={1: entry(1), 2: entry(2), 3: entry(3, dropped_after_round=0)},
        rounds=played,
    )


ONE_ROUND = EventSettings(name="Friday", date=DATE, swiss_rounds=1)


def test_the_stages_of_a_swiss_without_playoff_mtr_10_2() -> None:
    assert stage_of(event(ONE_ROUND, rounds=0)) is Stage.REGISTRATION
    assert stage_of(event(ONE_ROUND)) is Stage.SWISS  # the result is missing
    assert stage_of(event(ONE_ROUND, MatchResult(2, 0, 0))) is Stage.FINISHED
    top4 = ONE_ROUND.with_changes(playoff=Playoff.TOP4)
    assert stage_of(event(top4, MatchResult(2, 0, 0))) is Stage.SWISS  # the cut is to come


def test_the_summary_counts_who_took_part_mtr_2_10() -> None:
    summary = summary_of(event(ONE_ROUND, MatchResult(2, 0, 0)))
    assert (summary.player_count, summary.active_count) == (2, 2)
    assert summary.stage is Stage.FINISHED and summary.swiss_over


def test_a_pod_event_is_read_from_its_pods() -> None:
    pods = ONE_ROUND.with_changes(structure=Structure.MULTIPLAYER)
    assert stage_of(event(pods, rounds=0)) is Stage.REGISTRATION
    with pytest.raises(ValueError):
        stage_of(event(pods))
