"""The round-start copy written on another thread (issue 33, item 3), on a file and on a
server: it holds the moment the round was committed, not the results this station commits
while the copy is on its way (``store.pinned_copy``, ``store.postgres.pinned_copy``).
"""

from __future__ import annotations

import random
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.services import Services
from mtrdesk.store.pinned_copy import PinnedCopy
from mtrdesk.store.postgres.pinned_copy import ServerPinnedCopy
from tests.helpers.services_support import new_event, report_round


def counts(path: Path) -> tuple[list[int], int]:
    """The rounds in the copy ``path`` and its matches with a result."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        rounds = sorted(r[0] for r in conn.execute("SELECT number FROM round"))
        results = conn.execute("SELECT count(*) FROM match WHERE wins1 IS NOT NULL").fetchone()
        return rounds, int(results[0])
    finally:
        conn.close()


def test_a_copy_slow_to_start_still_holds_the_round_start(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    for kind in (PinnedCopy, ServerPinnedCopy):
        original = kind.backup_to

        def slow(self: Any, target: Any, progress: Any = None, _original: Any = original) -> Path:
            time.sleep(0.3)  # the copy's thread is late: the results below are committed first
            path: Path = _original(self, target, progress)
            return path

        monkeypatch.setattr(kind, "backup_to", slow)
    services.backups.in_background = True
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    assert services.context.working()
    report_round(services, event_id, random.Random(2))  # MTR 4.1: the round's results
    (view,) = [v for v in services.backups.list_backups() if v.event == event_id]
    assert view.round == 1
    assert counts(view.path) == ([1], 0)
    assert services.context.take_notices() == []


def test_two_rounds_paired_back_to_back_keep_their_order(services: Services) -> None:
    services.backups.in_background = True
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(2))
    services.rounds.pair_next(event_id)
    views = [v for v in services.backups.list_backups() if v.event == event_id]
    assert [v.round for v in views] == [2, 1]  # newest first
    assert counts(views[1].path) == ([1], 0)
    assert counts(views[0].path) == ([1, 2], 4)
