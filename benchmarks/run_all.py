"""Every issue-15 figure in one table: runs each figure script and compares with its target.

Each script in ``SCRIPTS`` is run as its own process with ``--figures`` (the same Python,
the repository root on ``PYTHONPATH``, offscreen Qt); it prints one JSON line per figure
and size (``benchmarks/figures.py``) and its progress on stderr, which is shown as it
comes. The table lists per figure and player count the runs, the median wall time, the
median CPU time, the target, the margin (how far under the target, in per cent of it) and
the verdict (``figures.classify``, issue 33): ``ok``; ``tight``, met but within 10 % of the
target (at 270 ms or more of a 300 ms target), which a busier machine misses; ``over``;
``-`` without a target. A script not in the tree yet (or without ``--figures`` yet) gives
``missing`` rows, one that fails or leaves a figure out ``failed`` rows. The load average
at the start and at the end is printed under the table: the machine is shared, compare
figures measured under a similar load (CPU time moves much less with the load than wall
time). A figure of fewer than 7 runs (``figures.MIN_RUNS``) gets a note.

The figures (targets from issue 15, medians in ms, 4,096 players and 12 rounds unless
said; each sized figure is also measured at 1,024):

================  ==========================  ========================================  ======
figure            script                      what                                      target
================  ==========================  ========================================  ======
slip              bench_window.py             one result slip typed in the window       30
standings_tab     bench_window.py             the Standings tab shown after a slip      --
open_event        bench_open.py               ``set_event`` of the 12-round event       1000
cold_open         bench_open.py               fresh process to the window on the event  --
pair_refresh      bench_pair_refresh.py       "Pair next round": pair, save, refresh    300
standings         bench_standings.py          exact standings after 12 rounds           100
result_standings  bench_standings.py          a result entered, the standings read      100
filter            bench_filter.py             one keystroke in the Players filter       30
smoke             bench_startup.py            ``mtrdesk --smoke`` from the venv         800
standings_pdf     bench_sheets.py             the standings PDF                         1200
pairing_16k       bench_pairing.py            one Swiss round of 16,384 players         120
================  ==========================  ========================================  ======

Issue 33: ``event_file_standings`` and ``event_file_standings_16k`` (bench_event_file.py),
``mtrdesk standings FILE`` on an event file of 4,096 players after 12 rounds (400) and of
16,384 players after 14 rounds (1500; and at most 200 MiB, printed by the script itself).

The window figures use the big-event databases of ``benchmarks/big_event.py``, built once
into its cache folder (``$MTRDESK_BENCH_CACHE``, default ``<temp dir>/mtrdesk-bench-cache``):
the first run takes a few seconds more per size.

Usage (from the repository root)::

    .venv/bin/python benchmarks/run_all.py                  # everything, 1,024 and 4,096
    .venv/bin/python benchmarks/run_all.py --only slip filter --sizes 4096
    .venv/bin/python benchmarks/run_all.py --json before.json

``--json FILE`` saves the rows with the load and the time. Exit status 1 when a figure is
tight or over its target or a script failed (the lines under the table say which), else 0;
missing scripts do not count.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.figures import MIN_RUNS, SIZES, TARGETS_MS, classify, margin

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True, slots=True)
class Script:
    """A figure script: its file under benchmarks/, its figures, and how to ask it for
    some player counts (``sizes_option``) or some of its figures (``only_option``)."""

    file: str
    figures: tuple[str, ...]
    sizes_option: str | None = None
    only_option: str | None = None


SCRIPTS = (
    Script("bench_window.py", ("slip", "standings_tab"), "--sizes"),
    Script("bench_open.py", ("open_event", "cold_open"), "--sizes", "--only"),
    Script("bench_pair_refresh.py", ("pair_refresh",), "--sizes"),
    Script("bench_standings.py", ("standings", "result_standings"), "--sizes"),
    Script("bench_filter.py", ("filter",), "--sizes"),
    Script("bench_startup.py", ("smoke",)),
    Script("bench_sheets.py", ("standings_pdf",)),
    Script("bench_pairing.py", ("pairing_16k",)),
    Script("bench_event_file.py", ("event_file_standings", "event_file_standings_16k")),
)
FIGURES = tuple(figure for script in SCRIPTS for figure in script.figures)
#: Figures measured at one fixed size, whatever ``--sizes`` says (0: no players).
FIXED_PLAYERS = {
    "smoke": 0,
    "pairing_16k": 16384,
    "event_file_standings": 4096,
    "event_file_standings_16k": 16384,
}


#: The verdicts that make the run fail (exit status 1).
FAILING = ("tight", "over", "failed")


@dataclass(slots=True)
class Row:
    figure: str
    players: int
    median_ms: float | None
    target_ms: float | None
    verdict: str  # ok, tight, over, "-" (no target), missing, failed
    cpu_ms: float | None = None
    runs: int | None = None

    @property
    def margin(self) -> float | None:
        """How far under the target the median is, as a fraction of the target."""
        return None if self.median_ms is None else margin(self.median_ms, self.target_ms)

    def as_dict(self) -> dict[str, Any]:
        return {
            "figure": self.figure,
            "players": self.players,
            "runs": self.runs,
            "median_ms": self.median_ms,
            "cpu_ms": self.cpu_ms,
            "target_ms": self.target_ms,
            "margin": None if self.margin is None else round(self.margin, 4),
            "verdict": self.verdict,
        }


def row(figure: str, players: int, line: dict[str, Any]) -> Row:
    """A figure's row from its JSON line (``figures.figure_line``), classified against its
    target; a line without ``cpu_ms`` or ``runs`` (an older script) leaves them empty."""
    median = float(line["median_ms"])
    target = line.get("target_ms", TARGETS_MS[figure])
    target = None if target is None else float(target)
    cpu = line.get("cpu_ms")
    runs = line.get("runs")
    return Row(
        figure,
        players,
        median,
        target,
        classify(median, target),
        None if cpu is None else float(cpu),
        None if runs is None else int(runs),
    )


def few_runs(rows: list[Row]) -> list[str]:
    """The measured figures whose median is of fewer than ``MIN_RUNS`` runs (or of an
    unknown number)."""
    return [
        f"{r.figure} at {r.players:,}: {'?' if r.runs is None else r.runs} runs"
        for r in rows
        if r.median_ms is not None and (r.runs is None or r.runs < MIN_RUNS)
    ]


def exit_status(rows: list[Row]) -> int:
    """1 when any figure is tight, over or failed, else 0."""
    return 1 if any(r.verdict in FAILING for r in rows) else 0


def expected(figure: str, sizes: list[int]) -> list[int]:
    """The player counts a figure should report."""
    return [FIXED_PLAYERS[figure]] if figure in FIXED_PLAYERS else list(sizes)


def command(script: Script, figures: list[str], sizes: list[int]) -> list[str]:
    args = [sys.executable, str(ROOT / "benchmarks" / script.file), "--figures"]
    if script.sizes_option is not None:
        args += [script.sizes_option, *map(str, sizes)]
    if script.only_option is not None and len(figures) < len(script.figures):
        args += [script.only_option, *figures]
    return args


def parse(stdout: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The JSON lines of a script's output, and the lines that were not figures."""
    found, other = [], []
    for line in stdout.splitlines():
        try:
            value = json.loads(line)
        except ValueError:
            value = None
        if isinstance(value, dict) and {"figure", "players", "median_ms"} <= value.keys():
            found.append(value)
        elif line.strip():
            other.append(line)
    return found, other


def run_script(
    script: Script, figures: list[str], sizes: list[int], timeout: float
) -> tuple[list[Row], list[str]]:
    """The script's rows, one per expected figure and size, and notes on what went wrong.

    A script not in the tree, or one that does not take ``--figures`` yet (another
    branch adds it), gives ``missing`` rows without being run."""
    path = ROOT / "benchmarks" / script.file
    if not path.exists() or "--figures" not in path.read_text(encoding="utf-8"):
        return [
            Row(f, n, None, TARGETS_MS[f], "missing") for f in figures for n in expected(f, sizes)
        ], []
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": os.pathsep.join(
            p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
        ),
    }
    args = command(script, figures, sizes)
    print(f"== {script.file}: {' '.join(args[2:])}", file=sys.stderr, flush=True)
    started = time.perf_counter()
    notes = []
    try:
        done = subprocess.run(
            args, cwd=ROOT, env=environment, stdout=subprocess.PIPE, text=True, timeout=timeout
        )
        stdout, status = done.stdout, done.returncode
    except subprocess.TimeoutExpired as expired:
        out = expired.stdout
        stdout = out.decode() if isinstance(out, bytes) else (out or "")
        status = None
        notes.append(f"{script.file}: stopped after {timeout:.0f} s")
    seconds = time.perf_counter() - started
    print(f"== {script.file}: {seconds:.0f} s", file=sys.stderr, flush=True)
    found, other = parse(stdout)
    if other:
        notes.append(f"{script.file}: {len(other)} lines that are not figures: {other[:3]}")
    if status:
        notes.append(f"{script.file}: exit status {status}")
    reported = {(f["figure"], int(f["players"])): f for f in found}
    rows = []
    for figure in figures:
        for players in expected(figure, sizes):
            line = reported.pop((figure, players), None)
            if line is None:
                rows.append(Row(figure, players, None, TARGETS_MS[figure], "failed"))
                continue
            rows.append(row(figure, players, line))
    if reported:
        notes.append(f"{script.file}: figures not asked for, left out: {sorted(reported)}")
    return rows, notes


def table(rows: list[Row]) -> str:
    """The summary: per figure and size the runs, wall and CPU medians, target, margin
    and verdict."""
    lines = [
        f"{'figure':<16} {'players':>7} {'runs':>4} {'wall ms':>9} {'cpu ms':>9}"
        f" {'target ms':>9} {'margin':>7}  verdict"
    ]
    for r in rows:
        players = f"{r.players:,}" if r.players else "-"
        runs = "-" if r.runs is None else str(r.runs)
        wall = "-" if r.median_ms is None else f"{r.median_ms:.1f}"
        cpu = "-" if r.cpu_ms is None else f"{r.cpu_ms:.1f}"
        target = "-" if r.target_ms is None else f"{r.target_ms:.0f}"
        share = "-" if r.margin is None else f"{r.margin * 100:+.1f}%"
        lines.append(
            f"{r.figure:<16} {players:>7} {runs:>4} {wall:>9} {cpu:>9}"
            f" {target:>9} {share:>7}  {r.verdict}"
        )
    return "\n".join(lines)


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", choices=FIGURES, metavar="FIGURE")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--json", type=Path, metavar="FILE", help="save the rows here")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per script")
    args = parser.parse_args(argv)
    wanted = args.only or list(FIGURES)
    load_before = load()
    started = dt.datetime.now().astimezone()
    rows: list[Row] = []
    notes: list[str] = []
    for script in SCRIPTS:
        figures = [f for f in script.figures if f in wanted]
        if figures:
            found, said = run_script(script, figures, args.sizes, args.timeout)
            rows += found
            notes += said
    load_after = load()
    print(table(rows))
    print(f"load average (1, 5, 15 min): start {load_before}, end {load_after}")
    for note in notes:
        print(f"note: {note}")
    for line in few_runs(rows):
        print(f"note: fewer than {MIN_RUNS} runs: {line}")
    tight = [f"{r.figure} at {r.players:,}" for r in rows if r.verdict == "tight"]
    over = [f"{r.figure} at {r.players:,}" for r in rows if r.verdict == "over"]
    failed = [f"{r.figure} at {r.players:,}" for r in rows if r.verdict == "failed"]
    missing = sorted({r.figure for r in rows if r.verdict == "missing"})
    if tight:
        print(f"tight (within 10% of the target): {', '.join(tight)}")
    if over:
        print(f"over target: {', '.join(over)}")
    if failed:
        print(f"failed: {', '.join(failed)}")
    if missing:
        print(f"missing scripts for: {', '.join(missing)}")
    if args.json is not None:
        saved = {
            "started": started.isoformat(timespec="seconds"),
            "host": platform.node(),
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "sizes": args.sizes,
            "load_before": load_before,
            "load_after": load_after,
            "rows": [r.as_dict() for r in rows],
        }
        args.json.write_text(json.dumps(saved, indent=2) + "\n")
    return exit_status(rows)


if __name__ == "__main__":
    raise SystemExit(main())
