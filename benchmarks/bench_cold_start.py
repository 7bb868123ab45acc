"""How long the frozen app (``build/dev bundle``) takes to show its main window (target
<= 1.5 s median).

Starts ``build/dist/mtrdesk/mtrdesk --smoke`` (or the binary given) ``--runs`` times,
offscreen, with a temporary home, data folder and settings, and times each from process
start to the line ``--smoke`` writes once the main window is shown
(``mtrdesk.ui.app.SMOKE_SHOWN``). One untimed run first creates the database and the
settings (an organizer's second start has them). Prints every time and the median.
Run by hand after ``build/dev bundle``: ``python3 benchmarks/bench_cold_start.py``
(``--figures``: one JSON line, for benchmarks/run_all.py).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The same clean home and settings, and the same reading of app.py, as the venv's start-up.
from benchmarks.bench_startup import app_constant, environment  # noqa: E402

TARGET_MS = 1500.0
BINARY = ROOT / "build" / "dist" / "mtrdesk" / "mtrdesk"


def time_to_window(binary: Path, env: dict[str, str], shown: str) -> float:
    """Milliseconds from starting ``binary --smoke`` to its "window shown" line."""
    start = time.perf_counter()
    with subprocess.Popen(
        [str(binary), "--smoke"], env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL
    ) as process:
        assert process.stderr is not None
        took = None
        for raw in process.stderr:
            if raw.decode(errors="replace").strip() == shown:
                took = (time.perf_counter() - start) * 1000
                break
        rest = process.stderr.read().decode(errors="replace")
        code = process.wait(timeout=60)
    if code != 0 or took is None:
        sys.stderr.write(rest)
        raise SystemExit(f"{binary} --smoke exited {code} without showing its window")
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("binary", nargs="?", type=Path, default=BINARY)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--figures", action="store_true", help="JSON lines on stdout")
    args = parser.parse_args()
    if not args.binary.is_file():
        raise SystemExit(f"{args.binary} not found: build it first with build/dev bundle")
    shown = app_constant("SMOKE_SHOWN")
    with tempfile.TemporaryDirectory() as folder:
        env = environment(Path(folder))
        time_to_window(args.binary, env, shown)  # creates the database and the settings
        times = [time_to_window(args.binary, env, shown) for _ in range(args.runs)]
    median = statistics.median(times)
    rows = (
        f"frozen app, start to main window shown ({args.runs} runs, offscreen):\n"
        f"  each ms: {' '.join(f'{t:.0f}' for t in times)}\n"
        f"  median {median:.0f} ms, slowest {max(times):.0f} ms, target {TARGET_MS:.0f} ms"
        f"  {'ok' if median <= TARGET_MS else 'SLOW'} (load {os.getloadavg()[0]:.2f})\n"
    )
    if args.figures:
        sys.stderr.write(rows)
        figure = {"figure": "cold_start", "players": 0, "median_ms": round(median, 1)}
        print(json.dumps({**figure, "target_ms": TARGET_MS}), flush=True)
    else:
        sys.stdout.write(rows)


if __name__ == "__main__":
    main()
