"""``core.progress``: the plain Progress every door shares (issue 31)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mtrdesk.core.progress import Cancelled, Steps, going_on


def recording(told: list[tuple[int, int]]) -> Callable[[int, int], bool]:
    """A ``Progress`` that keeps what it is told and never cancels."""

    def tell(done: int, total: int) -> bool:
        told.append((done, total))
        return True

    return tell


def test_steps_tell_at_a_bounded_rate_and_at_the_end() -> None:
    told: list[tuple[int, int]] = []
    steps = Steps(recording(told), 1_000, every=300)
    steps.start()
    for _ in range(1_000):
        steps.advance()
    steps.finish()
    assert told == [(0, 1_000), (300, 1_000), (600, 1_000), (900, 1_000), (1_000, 1_000)]


def test_a_batch_of_steps_counts_whole_and_never_past_the_total() -> None:
    told: list[tuple[int, int]] = []
    steps = Steps(recording(told), 500, every=250)
    steps.advance(400)
    steps.advance(400)  # 500, not 800; only 100 since the last word: not told yet
    assert told == [(400, 500)] and steps.done == 500
    steps.finish()
    assert told == [(400, 500), (500, 500)]


def test_false_stops_the_work_and_no_progress_is_no_report() -> None:
    with pytest.raises(Cancelled):
        Steps(lambda d, t: d < 250, 1_000).advance(250)
    Steps(None, 10, every=1).advance(10)  # nobody to tell: nothing happens
    going_on(None, 1, 1)


def test_reading_an_event_file_counts_players_matches_and_audit_rows() -> None:
    """``core.event_file.reader``: the reading of a file tells how far it is (the command
    line's bar while ``mtrdesk standings`` or ``check-pairings`` reads 4,096 players)."""
    from mtrdesk.core.event_file.document import document_to_dict
    from mtrdesk.core.event_file.reader import document_from_dict, reading_steps
    from mtrdesk.core.simulation.event import Simulation, simulate_event

    raw = document_to_dict(simulate_event(Simulation(players=40, seed=2, rounds=3)))
    told: list[tuple[int, int]] = []
    document = document_from_dict(raw, recording(told))
    total = reading_steps(raw)
    matches = sum(len(r["matches"]) for r in raw["rounds"])
    assert total == len(raw["players"]) + matches + len(raw["audit"]) > 100
    assert told[0] == (0, total) and told[-1] == (total, total)
    assert document_from_dict(raw) == document  # the same document, told or not
    assert reading_steps({"players": "not a list", "rounds": [1, {"matches": None}]}) == 0
    with pytest.raises(Cancelled):
        document_from_dict(raw, lambda done, total: done == 0)
