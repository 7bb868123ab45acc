"""The kill campaign: SIGKILL the scripted driver at random moments, check after each kill.

``benchmarks/kill_driver.py`` runs events through the services (players, a CSV of 1,024,
pairing, results with corrections and clears, drops, the top 8, an event file imported,
old events deleted) and prints each confirmed change; this parent kills it with SIGKILL at
a random moment (a delay from its start, inside a change of a chosen kind, or right after
a confirmation), then checks that the database passes ``PRAGMA integrity_check``, holds
every confirmed change (the latest value of each), opens again through
``Services.open`` (no stuck lock), and starts the driver again on it. The logic and the
checks are ``tests/helpers/kill_campaign.py`` (the test suite runs a 30-kill slice of it).

    PYTHONPATH=. .venv/bin/python benchmarks/kill_campaign.py --kills 500 --seed 1 \\
        --db-folder /tmp/kills [--json results.json]

Prints progress every 25 kills and the summary at the end; exits 1 unless clean.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.helpers.kill_campaign import Campaign, Summary


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--db-folder", type=Path, help="default: a new temporary folder")
    parser.add_argument("--big", type=int, default=384, help="players of the big event")
    parser.add_argument("--small", type=int, default=32, help="players of the small event")
    parser.add_argument(
        "--max-wait", type=float, default=12.0, help="longest wait for a chosen change (s)"
    )
    parser.add_argument("--json", type=Path, help="write the figures and every kill here")
    args = parser.parse_args()
    folder = args.db_folder or Path(tempfile.mkdtemp(prefix="mtrdesk-kills-"))
    folder.mkdir(parents=True, exist_ok=True)
    db = folder / "kills.sqlite3"
    driver_args = ["--big", str(args.big), "--small", str(args.small)]
    campaign = Campaign(db, args.seed, driver_args, max_wait=args.max_wait)
    print(f"kill campaign: {args.kills} kills, seed {args.seed}, database {db}", flush=True)

    def progress(summary: Summary) -> None:
        if summary.kills % 25 == 0:
            print(
                f"  {summary.kills:4d} kills, {summary.confirmed} confirmed,"
                f" lost {len(summary.lost)}, integrity {len(summary.integrity_failures)},"
                f" stuck {len(summary.stuck_locks)}, {summary.seconds:.0f} s",
                flush=True,
            )

    summary = campaign.run(args.kills, progress)
    print(summary.report())
    if args.json is not None:
        figures = dataclasses.asdict(summary)
        figures["phases"], figures["modes"] = dict(summary.phases), dict(summary.modes)
        figures["seed"], figures["big"], figures["small"] = args.seed, args.big, args.small
        args.json.write_text(json.dumps(figures, indent=1, default=str), encoding="utf-8")
    return 0 if summary.clean else 1


if __name__ == "__main__":
    sys.exit(main())
