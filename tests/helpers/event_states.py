"""Core ``EventState`` values written by hand, for tests of the pure event rules and views."""

from __future__ import annotations

import datetime as dt
from typing import Any

from mtrdesk.core.event.state import EntryState, EventState, MatchState, RoundState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.tournament import MatchKind

WIN = MatchResult(2, 0, 0)


def entry(entry_id: int, **fields: Any) -> EntryState:
    """Player ``P<id>``, in from round 1, no byes, not dropped; ``fields`` override."""
    values: dict[str, Any] = dict(
        id=entry_id,
        roster_id=entry_id,
        family=f"P{entry_id}",
        given="",
        reading="",
        player_id="",
        awarded_byes=0,
        dropped_after_round=None,
        late_entry_round=None,
    )
    values.update(fields)
    return EntryState(**values)


def played(number: int, *pairs: tuple[int, int], playoff: bool = False) -> RoundState:
    """Round ``number`` with one match per (winner, loser) pair, each won 2-0, at tables
    1, 2, ... (match ids ``number * 10 + table``)."""
    matches = tuple(
        MatchState(number * 10 + table, number, playoff, table, MatchKind.PAIRED, a, b, WIN)
        for table, (a, b) in enumerate(pairs, 1)
    )
    return RoundState(number, number, None, playoff, matches)


def event(*rounds: RoundState, players: int = 8) -> EventState:
    """Event 1, "FNM", with entries 1..``players`` (``entry``) and ``rounds``."""
    return EventState(
        id=1,
        settings=EventSettings(name="FNM", date=dt.date(2026, 11, 20)),
        rounds_from_recommendation=True,
        entries={n: entry(n) for n in range(1, players + 1)},
        rounds=rounds,
    )
