"""A program killed while its round-start backup is still being written (issue 33, item 3).

The window writes the copy of a round's start on another thread, after the round is on
screen (``BackupService.in_background``). Before that thread starts, a mark in the event's
backups folder promises the copy (``backup_files.mark_pending``). Killed (SIGKILL) before
the copy arrives, the program leaves the mark; the next opening writes the copy then, from
the database as it was committed (``BackupService.catch_up``). A mark for a round that is no
longer there just goes.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

from mtrdesk.services import Services
from mtrdesk.store import backup_files
from tests.helpers.services_support import new_event
from tests.helpers.stored_counts import results_in, rounds_in

ROOT = Path(__file__).resolve().parents[2]

#: Opens the database as the window does, pairs round 1 with its copy stuck on the way,
#: says so and waits to be killed.
CHILD = """
import random, sys, threading
from pathlib import Path
from mtrdesk.services import Services
from mtrdesk.store.pinned_copy import PinnedCopy
from tests.helpers.services_support import new_event

def stuck(self, target, progress=None):
    threading.Event().wait()

PinnedCopy.backup_to = stuck
db, backups = Path(sys.argv[1]), Path(sys.argv[2])
services = Services.open(db, rng=random.Random(1), backups=backups)
services.backups.in_background = True
event_id, _ = new_event(services, 8)
services.rounds.pair_next(event_id)
print("paired", event_id, flush=True)
threading.Event().wait()
"""


def test_a_kill_before_the_copy_arrives_leaves_a_mark_the_next_opening_keeps(
    tmp_path: Path,
) -> None:
    db, backups = tmp_path / "db.sqlite3", tmp_path / "backups"
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, str(db), str(backups)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    ) as child:
        try:
            assert child.stdout is not None
            line = child.stdout.readline()
            assert line.startswith("paired"), line
            event_id = int(line.split()[1])
        finally:
            os.kill(child.pid, signal.SIGKILL)  # the round is paired, its copy not written
            child.wait(timeout=30)
    (mark,) = [m for m, _ in backup_files.pending_copies(backups, db)]
    assert not list(backups.rglob("*.sqlite3"))

    with Services.open(db, rng=random.Random(2), backups=backups) as services:
        (view,) = services.backups.list_backups()
        assert (view.event, view.round) == (event_id, 1)
        assert backup_files.read_facts(view.path)["late"] is True
        assert rounds_in(view.path) == [1] and results_in(view.path) == 0
        assert not mark.exists()
        assert services.context.take_notices() == []


def test_a_mark_for_a_round_no_longer_there_goes_without_a_copy(tmp_path: Path) -> None:
    db, backups = tmp_path / "db.sqlite3", tmp_path / "backups"
    with Services.open(db, rng=random.Random(1), backups=backups) as services:
        event_id, _ = new_event(services, 8)
        folder = backup_files.event_folder(backups, services.location, event_id)
        mark = backup_files.mark_pending(
            folder, "round-03", {"kind": "round", "event": event_id, "round": 3}
        )
    with Services.open(db, rng=random.Random(1), backups=backups) as services:
        assert services.backups.list_backups() == []
        assert not mark.exists()


def test_the_window_mode_writes_the_copy_before_closing(tmp_path: Path) -> None:
    """Closing waits for the copy on its way: it is on disk, the mark gone."""
    db, backups = tmp_path / "db.sqlite3", tmp_path / "backups"
    services = Services.open(db, rng=random.Random(1), backups=backups)
    services.backups.in_background = True
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    services.close()
    (copy,) = backups.rglob("*.sqlite3")
    assert rounds_in(copy) == [1] and backup_files.read_facts(copy)["event"] == event_id
    assert backup_files.pending_copies(backups, db) == []
