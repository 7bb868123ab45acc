"""The big-event fixture of the window benchmarks (benchmarks/big_event.py): a real
database with the players, rounds and results asked for, the same every time."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.big_event import BigEvent, build, cached, document, fresh_copy
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from mtrdesk.services.safekeeping.integrity import check_audit_chain

SPEC = BigEvent(players=16, rounds=4, results=3, seed=5, drop_rate=0.1)


def test_the_database_holds_the_players_rounds_and_results_asked_for(tmp_path: Path) -> None:
    fixture = build(SPEC, tmp_path / "big.sqlite3")
    with Services.open(fixture.path, backups=tmp_path / "backups") as services:
        entries = services.players.list_entries(fixture.event_id)
        rounds = services.rounds.list_rounds(fixture.event_id)
        summary = services.events.get(fixture.event_id)
        assert check_audit_chain(services.context) is None
    assert len(entries) == 16
    assert summary.swiss_rounds == 12 and summary.rounds_paired == 4
    assert [r.number for r in rounds] == [1, 2, 3, 4]
    for rnd in rounds:
        paired = [m for m in rnd.matches if m.kind is MatchKind.PAIRED]
        assert paired, f"round {rnd.number} has no paired match"
        # Rounds 1-3 reported; round 4 waits for every result (its byes have theirs).
        assert all((m.result is not None) == (rnd.number <= 3) for m in paired)
        assert all(m.result is not None for m in rnd.matches if m.kind is not MatchKind.PAIRED)
    assert any(e.dropped_after_round is not None for e in entries)
    # Names as players register them: family and given name, a reading unless romaji.
    assert all(e.family and e.given and e.player_id for e in entries)
    assert all(e.reading or e.family.isascii() for e in entries)
    assert len({e.player_id for e in entries}) == 16


def test_the_same_spec_gives_the_same_event() -> None:
    assert document_to_dict(document(SPEC)) == document_to_dict(document(SPEC))
    other = document(BigEvent(16, 4, 3, seed=6, drop_rate=0.1))
    assert document_to_dict(other) != document_to_dict(document(SPEC))


def test_every_round_complete_when_results_equal_rounds() -> None:
    rounds = document(BigEvent(players=9, rounds=3, results=3)).rounds
    assert all(m.result is not None for r in rounds for m in r.matches)


@pytest.mark.parametrize("results", [0, 1, 5])
def test_only_states_the_services_can_reach(results: int) -> None:
    with pytest.raises(ValueError, match="results for 3 or 2 rounds"):
        BigEvent(players=16, rounds=3, results=results)


def test_the_cache_builds_once_and_copies_are_private(tmp_path: Path) -> None:
    spec = BigEvent(players=8, rounds=2, results=1)
    first = cached(spec, tmp_path / "cache")
    made = first.path.stat().st_mtime_ns
    assert cached(spec, tmp_path / "cache") == first
    assert first.path.stat().st_mtime_ns == made
    (tmp_path / "work").mkdir()
    copy = fresh_copy(spec, tmp_path / "work", cache=tmp_path / "cache")
    assert copy.path != first.path and copy.path.read_bytes() == first.path.read_bytes()
