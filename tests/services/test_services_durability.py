"""A result confirmed on screen survives the process being killed the next instant."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from services_support import open_services

from mtrdesk.core.results import MatchResult

SCOREKEEPER = textwrap.dedent(
    """
    import datetime as dt, random, sys, time
    from mtrdesk.core.event import EventSettings
    from mtrdesk.services import Services

    services = Services.open(sys.argv[1], rng=random.Random(1))
    event_id, _ = services.events.create(EventSettings("Killed", dt.date(2026, 11, 20)))
    for name in ("A", "B", "C", "D"):
        services.players.add(event_id, name)
    services.rounds.pair_next(event_id, seed=5)
    services.rounds.report(event_id, 1, 1, "2-1")
    print("confirmed", flush=True)
    time.sleep(60)
    """
)


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_confirmed_result_survives_sigkill(tmp_path: Path) -> None:
    path = tmp_path / "killed.sqlite3"
    child = subprocess.Popen(
        [sys.executable, "-c", SCOREKEEPER, str(path)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "confirmed"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    services = open_services(path)  # the lock died with the process
    try:
        (event,) = services.events.list_events()
        table_one = services.rounds.current_round(event.id).at_table(1)
        assert table_one.result == MatchResult(2, 1)
        assert services.rounds.audit_log(event.id)[-1].action == "result.report"
    finally:
        services.close()
