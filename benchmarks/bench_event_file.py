"""How long ``mtrdesk standings FILE`` takes on a large event file (issue 33, item 2).

Targets: 4,096 players after 12 rounds <= 400 ms; 16,384 players after 14 rounds <= 1.5 s
and <= 200 MiB of memory; and the command line's floor, a 16-player event file after 4
rounds, <= 200 ms. The event files are made once from ``big_event.document`` (the same
event the database benchmarks use) and kept in the benchmark cache; each run is a fresh
``python -m mtrdesk standings FILE`` (what the installed script runs), timed from start to
exit with the child's own CPU time beside the wall time, and its own peak resident memory
(``figures.run_child``); the memory figure is the largest peak of the 16,384-player runs.
Run by hand: ``.venv/bin/python benchmarks/bench_event_file.py`` (``--figures``: JSON
lines, for benchmarks/run_all.py).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.big_event import BigEvent, cache_folder, document  # noqa: E402
from benchmarks.figures import (  # noqa: E402
    MIN_RUNS,
    TARGETS,
    TARGETS_MS,
    Timings,
    emit,
    emit_line,
    memory_line,
    progress,
    run_child,
)
from mtrdesk.core.event_file.document import document_to_dict  # noqa: E402

#: (figure, players, rounds) measured.
SIZES = (
    ("small_file_standings", 16, 4),
    ("event_file_standings", 4096, 12),
    ("event_file_standings_16k", 16384, 14),
)
#: Issue 33: the largest resident memory of the 16,384-player runs, its own figure.
MEMORY_FIGURE = "event_file_memory_16k"
MEMORY_PLAYERS = 16384
MEMORY_TARGET_MIB = TARGETS[MEMORY_FIGURE] or 0.0


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


def standings_run(path: Path, env: dict[str, str], timings: Timings | None = None) -> float:
    """One ``mtrdesk standings FILE`` as a fresh process, a run of ``timings`` when given;
    its output is discarded. Returns its peak memory in MiB."""
    done = run_child(
        [sys.executable, "-m", "mtrdesk", "standings", str(path)],
        Timings() if timings is None else timings,
        env=env,
    )
    if done.returncode != 0:
        raise SystemExit(f"standings failed: {done.stderr.decode(errors='replace')[-400:]}")
    return done.peak_mib


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
    for figure, players, rounds in SIZES:
        path = event_file(players, rounds)
        standings_run(path, env)  # bytecode caches written, the file in the page cache
        timings = Timings()
        peaks = [standings_run(path, env, timings) for _ in range(max(args.runs, MIN_RUNS))]
        memory_mib = max(peaks)
        if args.figures:
            emit(figure, players, timings)
            if players == MEMORY_PLAYERS:
                emit_line(memory_line(MEMORY_FIGURE, players, peaks, timings))
            continue
        target = TARGETS_MS[figure]
        print(
            f"{figure:26} {players:6} players x {rounds} rounds "
            f"({path.stat().st_size / 1e6:.1f} MB): median {timings.median_ms():7.0f} ms "
            f"wall, {timings.cpu_median_ms():7.0f} ms CPU over {timings.runs} runs "
            f"(target {target:.0f} ms); peak memory {memory_mib:.0f} MiB "
            f"(16,384 target {MEMORY_TARGET_MIB:.0f} MiB); load {os.getloadavg()[0]:.2f}"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
