"""Work that need not grow with the event: summaries, registration, drops and one playoff
result do not read every match of a 1,000-player event (the window asks for them after
every result it enters)."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.event import swiss as event_swiss
from mtrdesk.core.settings import Playoff
from mtrdesk.services import Services
from mtrdesk.services.events import Stage
from tests.helpers.services_support import new_event, report_round


def test_summaries_entries_drops_and_the_log_read_no_matches(
    services: Services, match_reads: list[int]
) -> None:
    rng = random.Random(21)
    event_id, entries = new_event(services, 8, swiss_rounds=3)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    services.rounds.pair_next(event_id, seed=2)
    match_reads.clear()
    summary = services.events.get(event_id)
    assert (summary.rounds_paired, summary.stage) == (2, Stage.SWISS)
    assert [s.id for s in services.events.list_events()] == [event_id]
    assert len(services.players.list_entries(event_id)) == 8
    services.players.drop(entries[0])
    assert services.players.get(entries[0]).dropped_after_round == 2
    services.players.re_enter(entries[0])
    services.players.add(event_id, "Late", "Comer")
    assert services.rounds.audit_log(event_id)[-1].action == "player.add"
    assert match_reads == []
    report_round(services, event_id, rng)
    last, _ = services.rounds.pair_next(event_id, seed=3)
    match_reads.clear()
    for match in last.missing:
        services.rounds.report(event_id, last.number, match.table, "2-1")
    assert services.events.get(event_id).stage is Stage.FINISHED
    assert match_reads == []


def test_a_playoff_result_reads_the_event_only_when_a_round_is_complete(
    services: Services, match_reads: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    rng = random.Random(22)
    event_id, _ = new_event(services, 8, swiss_rounds=3, playoff=Playoff.TOP8)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    services.playoff.start(event_id)
    quarterfinals = services.playoff.bracket(event_id).next_matches
    match_reads.clear()
    for match in quarterfinals[:3]:
        changes = services.playoff.report(event_id, match.round, match.table, "2-0")
        assert not changes.pairings
    assert match_reads == []
    # The bracket needs the seeds, never the ranking of the whole field again.
    rankings: list[int] = []
    monkeypatch.setattr(
        event_swiss.Standings, "of", classmethod(lambda *a, **k: rankings.append(1))
    )
    last = quarterfinals[3]
    assert services.playoff.report(event_id, last.round, last.table, "2-1").pairings
    assert len(services.playoff.bracket(event_id).rounds) == 2
    assert services.events.get(event_id).stage is Stage.PLAYOFF
    assert rankings == []
