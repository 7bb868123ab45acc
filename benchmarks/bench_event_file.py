"""How long ``mtrdesk standings FILE`` takes on a large event file (issue 33, item 2).

Targets: 4,096 players after 12 rounds <= 400 ms; 16,384 players after 14 rounds <= 1.5 s
and <= 200 MiB of memory. The event files are made once from ``big_event.document`` (the
same event the database benchmarks use) and kept in the benchmark cache; each run is a
fresh ``python -m mtrdesk standings FILE`` (what the installed script runs), timed from
start to exit with the child's CPU time beside the wall time, and the largest resident
memory of the runs. Run by hand: ``.venv/bin/python benchmarks/bench_event_file.py``
(``--figures``: JSON lines, for benchmarks/run_all.py).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.big_event import BigEvent, cache_folder, document  # noqa: E402
from benchmarks.figures import MIN_RUNS, TARGETS_MS, Timings, emit, progress  # noqa: E402
from mtrdesk.core.event_file.document import document_to_dict  # noqa: E402

#: (figure, players, rounds) measured.
SIZES = (("event_file_standings", 4096, 12), ("event_file_standings_16k", 16384, 14))
#: Issue 33: the largest resident memory of the 16,384-player run.
MEMORY_TARGET_MIB = 200.0
#: Issue 33: ``mtrdesk standings`` of a 16-player file (what the command costs on its own:
#: process start and imports) within 200 ms; printed beside the figures, not one of them.
SMALL = (16, 4, 200.0)


def event_file(players: int, rounds: int) -> Path:
    """The event file of ``players`` after ``rounds`` reported rounds, made once."""
    spec = BigEvent(players, rounds, rounds, planned_rounds=rounds)
    folder = cache_folder()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{spec.key}.mtrdesk"
    if not path.exists():
        progress(f"writing {path.name} ...")
        with tempfile.NamedTemporaryFile("w", dir=folder, delete=False, suffix=".tmp") as out:
            json.dump(document_to_dict(document(spec)), out, ensure_ascii=False)
        os.replace(out.name, path)
    return path


def standings_run(path: Path, env: dict[str, str]) -> None:
    """One ``mtrdesk standings FILE`` as a fresh process; its output is discarded."""
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "standings", str(path)],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"standings failed: {done.stderr.decode(errors='replace')[-400:]}")


def _timed(path: Path, env: dict[str, str], runs: int) -> Timings:
    """``runs`` timed ``mtrdesk standings FILE`` after one untimed run (bytecode caches
    written, the file in the page cache)."""
    standings_run(path, env)
    timings = Timings()
    for _ in range(max(runs, MIN_RUNS)):
        with timings.child_run():
            standings_run(path, env)
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=MIN_RUNS)
    parser.add_argument("--figures", action="store_true", help="JSON lines only")
    args = parser.parse_args()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    # An installed mtrdesk runs from its bytecode caches: a shell that forbids writing them
    # would time the compiling of every module instead (~100 ms more).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if not args.figures:
        players, rounds, target = SMALL
        timings = _timed(event_file(players, rounds), env, args.runs)
        print(
            f"{'standings of a small file':26} {players:6} players x {rounds} rounds: median "
            f"{timings.median_ms():7.0f} ms wall, {timings.cpu_median_ms():7.0f} ms CPU over "
            f"{timings.runs} runs (target {target:.0f} ms); load {os.getloadavg()[0]:.2f}"
        )
    for figure, players, rounds in SIZES:
        path = event_file(players, rounds)
        timings = _timed(path, env, args.runs)
        memory_mib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        if args.figures:
            emit(figure, players, timings)
            continue
        target = TARGETS_MS[figure]
        print(
            f"{figure:26} {players:6} players x {rounds} rounds "
            f"({path.stat().st_size / 1e6:.1f} MB): median {timings.median_ms():7.0f} ms "
            f"wall, {timings.cpu_median_ms():7.0f} ms CPU over {timings.runs} runs "
            f"(target {target:.0f} ms); largest memory so far {memory_mib:.0f} MiB "
            f"(16,384 target {MEMORY_TARGET_MIB:.0f} MiB); load {os.getloadavg()[0]:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
