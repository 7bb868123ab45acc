"""Which window actions wait over a second at 4,096 players (issue 31 item 4): each timed.

Every action that can keep the window busy for over a second gets a progress dialog; this
measures them on the cached 4,096-player, 12-round event (``big_event``), offscreen, one by
one, the services' calls as the window makes them: the event file exported and imported,
the database backed up and a backup restored, the store copied into a new file (what
``mtrdesk copy-store`` and a shared database's backup do), the latest round rolled back,
the round's slips and postings drawn for the print preview, a CSV list at its row limit
(``MAX_CSV_ROWS``) read and imported, and 20,000 card names stored.
Run by hand: ``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_long_waits.py``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.big_event import BigEvent, fresh_copy
from mtrdesk.core.settings import EventSettings
from mtrdesk.printing.page import PageSetup
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.event_file.reading import history_from_json
from mtrdesk.services.players.csv_import import MAX_CSV_ROWS
from mtrdesk.services.safekeeping import store_copy
from mtrdesk.services.safekeeping.restore import restore
from mtrdesk.sheets import render_bytes


def timed(what: str, call: Callable[[], object], times: dict[str, float]) -> object:
    start = time.perf_counter()
    result = call()
    times[what] = round(time.perf_counter() - start, 2)
    print(f"{what:40s} {times[what]:6.2f} s", flush=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4096)
    parser.add_argument("--csv-rows", type=int, default=MAX_CSV_ROWS)
    parser.add_argument("--card-names", type=int, default=20_000)
    args = parser.parse_args()
    times: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        fixture = fresh_copy(BigEvent(args.players, 12, 12), folder)
        services = Services.open(fixture.path, rng=random.Random(1), backups=folder / "b")
        event = fixture.event_id
        doc = timed("export event file", lambda: export_event(services, event), times)
        text = json.dumps(doc)
        timed("import event file", lambda: import_event(services, json.loads(text)), times)
        history = history_from_json(json.loads(text))
        for sheet in ("slips", "pairings-by-name", "pairings-by-table", "standings"):
            timed(
                f"print preview: {sheet}",
                lambda s=sheet: render_bytes(s, history, 12, PageSetup()),  # type: ignore[misc]
                times,
            )
        backup = folder / "backup.sqlite3"
        timed("back up database", lambda: services.backup_to(backup), times)
        timed(
            "restore from backup",
            lambda: restore(services, backup, lambda name, view: name + " (restored)", event),
            times,
        )
        timed(
            "copy store to a new file",
            lambda: store_copy.copy_store(str(fixture.path), str(folder / "copy.sqlite3")),
            times,
        )
        timed("roll back round 12", lambda: services.rollback.rollback(event, 12, "bench"), times)
        csv = "姓,名,ふりがな,プレイヤーID\n" + "".join(
            f"山田{i},太郎,やまだ たろう,P{i:07d}\n" for i in range(args.csv_rows)
        )
        target, _ = services.events.create(EventSettings("CSV", dt.date(2026, 11, 28)))
        preview = timed(
            f"CSV read {args.csv_rows} rows",
            lambda: services.players.preview_csv(csv.encode(), target),
            times,
        )
        timed(
            f"CSV import {args.csv_rows} rows",
            lambda: services.players.import_csv(target, preview),  # type: ignore[arg-type]
            times,
        )
        names = "".join(f"Card Number {i:05d}\n" for i in range(args.card_names))
        timed(
            f"import {args.card_names} card names",
            lambda: services.decklists.import_card_names(names),
            times,
        )
        services.close()
    print(json.dumps(times))


if __name__ == "__main__":
    main()
