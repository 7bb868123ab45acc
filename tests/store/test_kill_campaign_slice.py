"""A slice of the kill campaign (``benchmarks/kill_campaign.py``): 30 SIGKILLs.

The driver (``benchmarks/kill_driver.py``) runs small events through the services in a
child process; it is killed at chosen moments (inside a pairing, a result, a drop, a CSV,
an import, a delete, right after a confirmation, at a random delay from its start), and
after each kill the database must pass ``PRAGMA integrity_check``, hold every confirmed
change and open again at once (``tests/helpers/kill_campaign.py``).
"""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path

import pytest

from mtrdesk.services import Services
from tests.helpers.kill_campaign import Campaign

#: Every kind of moment, the ones the check most needs several times over.
SCHEDULE = (
    ["begin round", "begin result", "confirmed", "timer", "begin drop"] * 3
    + ["begin clear", "begin playoff", "begin csv", "begin import", "begin delete"]
    + ["begin round", "begin result", "confirmed", "begin round", "timer"] * 2
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only"),
]


def test_thirty_kills_lose_nothing_confirmed(tmp_path: Path) -> None:
    db = tmp_path / "kills.sqlite3"
    campaign = Campaign(
        db,
        seed=14,
        driver_args=["--big", "48", "--small", "12"],
        max_wait=10.0,
        timer_range=1.2,
        most_confirmations=12,
        schedule=SCHEDULE,
    )
    summary = campaign.run(len(SCHEDULE))
    assert summary.kills == 30
    assert summary.driver_failures == []
    assert summary.lost == []
    assert summary.torn == []
    assert summary.integrity_failures == []
    assert summary.stuck_locks == []
    assert summary.open_failures == []
    # the kills landed where the checks matter
    assert summary.phases["during round"] >= 1, summary.phases
    assert summary.phases["during result"] >= 1, summary.phases
    assert any(k.mode == "confirmed" and k.confirmed >= 1 for k in summary.kills_log)
    assert summary.confirmed >= 200
    assert summary.events_finished >= 3

    # ... and the checks can fail: a confirmed result taken out behind the campaign's back
    result = next(
        (k, v) for k, v in campaign.expected.items() if k[0] == "result" and v is not None
    )
    (_, event, number, table), _ = result
    with sqlite3.connect(db) as raw:
        raw.execute(
            "UPDATE match SET wins1 = NULL, wins2 = NULL, draws = NULL WHERE table_number = ?"
            " AND round_id = (SELECT id FROM round WHERE event_id = ? AND number = ?)",
            (table, event, number),
        )
    raw.close()
    campaign.check(99, None)
    assert [line.split(":")[0] for line in summary.lost] == ["kill 99"]

    # ... and a copy still holding the file is a stuck lock
    with Services.open(db):
        campaign.check(100, None)
    assert len(summary.stuck_locks) == 1
