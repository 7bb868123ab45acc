"""How long the window's CSV import takes, read to import (issue 27; targets below).

Writes a player list of N rows (header, name, reading, player ID; 1,000, 10,000 and 100,000 by
default), then times the window's steps one by one, offscreen: reading the file
(``read_csv_bytes``), the preview (``services.players.registration.preview_csv`` with the progress
dialog's ``step``), building the preview dialog, and the import in one transaction
(``services.players.registration.import_csv``, with ``step`` too). A list over
``csv_import.MAX_CSV_ROWS`` is refused by the preview, so it is never imported. Run by hand:
``QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_csv_import.py``.

Before issue 27 a 10,000-row list took 26 s to import and a 100,000-row one over 150 s
(building its preview crashed PySide), with no progress and no Cancel.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import random
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication, QWidget

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.services.players.csv_import import MAX_CSV_ROWS
from mtrdesk.ui.dialogs.csv_import import CsvImportDialog, CsvProgress, read_csv_bytes

#: Seconds from choosing the file to the players entered, for a list at the row limit.
TARGET_AT_LIMIT_S = 15.0
#: Seconds to refuse a list over the limit (read to its 10,001st row, shown in the preview).
TARGET_REFUSED_S = 3.0


def write_list(path: Path, rows: int) -> None:
    with path.open("w", encoding="utf-8") as out:
        out.write("姓,名,ふりがな,プレイヤーID\n")
        for i in range(rows):
            out.write(f"山田{i},太郎,やまだ たろう,P{i:07d}\n")


def timed(rows: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "players.csv"
        write_list(path, rows)
        services = Services.open(Path(folder) / "bench.sqlite3", rng=random.Random(1))
        event_id, _ = services.events.create(EventSettings("Benchmark", dt.date(2026, 11, 28)))
        parent = QWidget()
        progress = CsvProgress(parent)
        times: dict[str, float] = {}
        start = time.perf_counter()
        data = read_csv_bytes(path)
        times["read"] = time.perf_counter() - start
        mark = time.perf_counter()
        preview = services.players.preview_csv(data, event_id, progress.step)
        times["preview"] = time.perf_counter() - mark
        mark = time.perf_counter()
        dialog = CsvImportDialog(preview, parent)
        times["dialog"] = time.perf_counter() - mark
        mark = time.perf_counter()
        if preview.rows:
            progress.importing()
            services.players.import_csv(event_id, preview, progress.step)
        times["import"] = time.perf_counter() - mark
        times["total"] = time.perf_counter() - start
        times["entered"] = len(services.players.list_entries(event_id))
        progress.close()
        dialog.deleteLater()
        services.close()
        return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rows", type=int, nargs="*", default=[1_000, MAX_CSV_ROWS, 100_000])
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    print(
        f"{'rows':>8} {'read s':>7} {'preview s':>9} {'dialog s':>8} {'import s':>8} "
        f"{'total s':>8} {'entered':>8} {'target s':>8}"
    )
    for rows in args.rows:
        t = timed(rows)
        target = TARGET_AT_LIMIT_S if rows <= MAX_CSV_ROWS else TARGET_REFUSED_S
        print(
            f"{rows:>8} {t['read']:>7.2f} {t['preview']:>9.2f} {t['dialog']:>8.2f} "
            f"{t['import']:>8.2f} {t['total']:>8.2f} {int(t['entered']):>8} {target:>8.1f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
