"""A kill in the middle of result entry loses nothing already confirmed.

The worker process is the real main window with results typed into its result-entry
line; the test SIGKILLs it right after a confirmation, at several points, then reopens
the database: every confirmed result is there, the audit log has it, and SQLite's
integrity check passes. Reopening also shows the dead process's file lock went with it.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from mtrdesk.services import Services

WORKER = Path(__file__).with_name("kill_worker.py")
REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")
@pytest.mark.parametrize("kill_after", [1, 7, 19])
def test_sigkill_right_after_a_confirmed_result_loses_nothing(
    tmp_path: Path, kill_after: int
) -> None:
    db = tmp_path / "event.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(REPO), "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen(
        [sys.executable, str(WORKER), str(db), str(tmp_path / "settings.ini")],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    confirmed: list[tuple[int, int, str]] = []
    try:
        assert child.stdout is not None
        for line in child.stdout:
            if line.startswith("CONFIRMED"):
                _, rnd, table, text = line.split()
                confirmed.append((int(rnd), int(table), text))
                if len(confirmed) == kill_after:
                    os.kill(child.pid, signal.SIGKILL)
                    break
    finally:
        child.kill()
        child.wait(timeout=30)
        if child.stdout is not None:
            child.stdout.close()
    assert child.returncode == -signal.SIGKILL
    assert len(confirmed) == kill_after

    with sqlite3.connect(db) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone() == ("ok",)

    with Services.open(db) as services:
        (event,) = services.events.list_events()
        rounds = {r.number: r for r in services.rounds.list_rounds(event.id)}
        for number, table, text in confirmed:
            match = rounds[number].at_table(table)
            assert match.result is not None, (number, table)
            assert match.result.to_text() == text
        reports = [a for a in services.rounds.audit_log(event.id) if a.action == "result.report"]
        # The worker may confirm one more slip before the signal lands; never fewer.
        assert len(reports) >= kill_after
