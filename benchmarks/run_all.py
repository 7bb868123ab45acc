"""Every figure of issues 15 and 33 in one table: runs each figure script, compares with targets.

Each script in ``SCRIPTS`` is run as its own process with ``--figures`` (the same Python,
the repository root on ``PYTHONPATH``, offscreen Qt); it prints one JSON line per figure
and size (``benchmarks/figures.py``) and its progress on stderr, which is shown as it
comes. The table lists per figure and player count the runs, the median wall time, the
median CPU time, the figure's value in its unit (milliseconds; ``x`` for a ratio to another
measurement of the same run; ``MiB``; a count), the target, the margin (how far under the
target, in per cent of it), the 1-minute load average the figure was taken under, and the
verdict (``figures.classify``, issue 33): ``ok``; ``tight``, met but within 10 % of the
target (at 270 ms or more of a 300 ms target), which a busier machine misses (a count is
never tight: 0 of 0 is met); ``over``; ``-`` without a target; ``missing``, what the
script needs is absent here (PostgreSQL's binaries, swisspair's venv: the line under the
table says what); ``failed``, the script failed or left the figure out. The load average
at the start and at the end, each script's time and the whole run's are printed under the
table: the machine is shared, compare figures measured under a similar load (CPU time
moves much less with the load than wall time). A figure of fewer than 7 runs
(``figures.MIN_RUNS``) gets a note.

The figures (targets from issues 15 and 33, medians in ms, 4,096 players and 12 rounds
unless said; each sized figure is also measured at 1,024, or at the sizes said):

========================  =====================  ====================================  =======
figure                    script                 what                                  target
========================  =====================  ====================================  =======
slip                      bench_window.py        one result slip typed in the window   30
standings_tab             bench_window.py        the Standings tab shown after a slip  --
open_event                bench_open.py          ``set_event`` of the 12-round event   1000
cold_open                 bench_open.py          fresh process to the window on it     1000
pair_refresh              bench_pair_refresh.py  "Pair next round": pair, save, refresh 250
pair_refresh_pg           bench_pair_refresh.py  the same on PostgreSQL, 1,024 only    150
standings                 bench_standings.py     exact standings after 12 rounds       100
result_standings          bench_standings.py     a result entered, the standings read  100
filter                    bench_filter.py        one keystroke in the Players filter   30
smoke                     bench_startup.py       ``mtrdesk --smoke`` / a bare window,  1.5 x
                                                 wall time, the same run
smoke_cpu                 bench_startup.py       the same in CPU time                  2.5 x
bare_window               bench_startup.py       the bare PySide6 window itself        --
standings_pdf             bench_sheets.py        the standings PDF                     1200
pairing_16k               bench_pairing.py       one Swiss round of 16,384 players     120
swisspair_ratio           bench_swisspair.py     the engine / swisspair, same rounds,  1.5 x
                                                 wall, at 1,024 and 4,096
swisspair_ratio_cpu       bench_swisspair.py     the same in CPU time                  1.5 x
exact_disagreements       bench_swisspair.py     rounds the exact solver pairs better  0
small_file_standings      bench_event_file.py    ``mtrdesk standings`` of a 16-player  200
                                                 event file (4 rounds)
event_file_standings      bench_event_file.py    the same, 4,096 players x 12 rounds   400
event_file_standings_16k  bench_event_file.py    the same, 16,384 players x 14 rounds  1500
event_file_memory_16k     bench_event_file.py    its peak memory, the largest run      200 MiB
phones_p99                bench_phones.py        1,000 phones at the same instant:     300
                                                 the pairings' p99 (1,024 players)
phones_failed             bench_phones.py        their requests failed                 0
========================  =====================  ====================================  =======

``pair_refresh_pg`` needs PostgreSQL's binaries (``tests/helpers/postgres.py`` starts a
throwaway server); without them its row is ``missing``. swisspair is not a dependency of
mtrdesk: ``bench_swisspair.py`` uses its own venv and run_all never installs it unless told
(``--with-swisspair``); without the venv the two ratio rows are ``missing`` (the exact
solver's check runs all the same). ``smoke`` and ``bare_window``'s CPU times are the child
processes'; ``phones_p99``'s CPU column is the server's CPU time per burst of 1,000.

The window figures use the big-event databases of ``benchmarks/big_event.py``, built once
into its cache folder (``$MTRDESK_BENCH_CACHE``, default ``<temp dir>/mtrdesk-bench-cache``):
the first run takes a few seconds more per size.

Usage (from the repository root)::

    .venv/bin/python benchmarks/run_all.py                  # everything, 1,024 and 4,096
    .venv/bin/python benchmarks/run_all.py --only slip filter --sizes 4096
    .venv/bin/python benchmarks/run_all.py --json before.json
    .venv/bin/python benchmarks/run_all.py --with-swisspair --twice   # issue 33's "done when"

``--json FILE`` saves the rows with the load and the time. ``--twice`` runs the whole table
twice and says whether both passes were all ok (issue 33: "every figure ok, none tight,
twice in a row"). Exit status 1 when a figure is tight, over, missing or failed (the lines
under the table say which; with ``--twice``, in either pass), else 0: a figure not
measured proves nothing.
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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.figures import MIN_RUNS, SIZES, TARGETS, classify, margin, unit

ROOT = Path(__file__).resolve().parents[1]


def postgresql_missing() -> str | None:
    """Why ``pair_refresh_pg`` cannot run here, or None: it needs PostgreSQL's binaries."""
    from tests.helpers import postgres

    if postgres.binaries() is None:
        return "no PostgreSQL binaries (initdb, pg_ctl, postgres)"
    return None


@dataclass(frozen=True, slots=True)
class Script:
    """A figure script: its file under benchmarks/, its figures, and how to ask it for
    some player counts (``sizes_option``) or some of its figures (``only_option``);
    ``extra``, options it is always given; ``needs``, why it cannot run here (None: it
    can); ``install_option``, given only with run_all's ``--with-swisspair``: the script
    may then install what it compares against."""

    file: str
    figures: tuple[str, ...]
    sizes_option: str | None = None
    only_option: str | None = None
    extra: tuple[str, ...] = ()
    needs: Callable[[], str | None] | None = None
    install_option: str | None = None

    @property
    def label(self) -> str:
        return " ".join((self.file, *self.extra))


SCRIPTS = (
    Script("bench_window.py", ("slip", "standings_tab"), "--sizes"),
    Script("bench_open.py", ("open_event", "cold_open"), "--sizes", "--only"),
    Script("bench_pair_refresh.py", ("pair_refresh",), "--sizes"),
    Script(
        "bench_pair_refresh.py",
        ("pair_refresh_pg",),
        "--sizes",
        extra=("--postgresql",),
        needs=postgresql_missing,
    ),
    Script("bench_standings.py", ("standings", "result_standings"), "--sizes"),
    Script("bench_filter.py", ("filter",), "--sizes"),
    Script("bench_startup.py", ("smoke", "smoke_cpu", "bare_window")),
    Script("bench_sheets.py", ("standings_pdf",)),
    Script("bench_pairing.py", ("pairing_16k",)),
    Script(
        "bench_swisspair.py",
        ("swisspair_ratio", "swisspair_ratio_cpu", "exact_disagreements"),
        "--sizes",
        install_option="--install",
    ),
    Script(
        "bench_event_file.py",
        (
            "small_file_standings",
            "event_file_standings",
            "event_file_standings_16k",
            "event_file_memory_16k",
        ),
    ),
    Script("bench_phones.py", ("phones_p99", "phones_failed")),
)
FIGURES = tuple(figure for script in SCRIPTS for figure in script.figures)
#: Figures measured at fixed sizes, whatever ``--sizes`` says (0: no players).
FIXED_PLAYERS: dict[str, tuple[int, ...]] = {
    "smoke": (0,),
    "smoke_cpu": (0,),
    "bare_window": (0,),
    "pairing_16k": (16384,),
    "pair_refresh_pg": (1024,),
    "swisspair_ratio": (1024, 4096),
    "swisspair_ratio_cpu": (1024, 4096),
    "exact_disagreements": (1024, 4096),
    "small_file_standings": (16,),
    "event_file_standings": (4096,),
    "event_file_standings_16k": (16384,),
    "event_file_memory_16k": (16384,),
    "phones_p99": (1024,),
    "phones_failed": (1024,),
}


#: The verdicts that make the run fail (exit status 1): a figure not measured proves
#: nothing either.
FAILING = ("tight", "over", "failed", "missing")
#: The verdicts of a pass that is "all ok" (issue 33's "done when"): met with margin, or
#: shown without a target.
PASSING = ("ok", "-")


@dataclass(slots=True)
class Row:
    figure: str
    players: int
    #: The figure in its ``unit``: for a time the median wall time.
    value: float | None
    target: float | None
    verdict: str  # ok, tight, over, "-" (no target), missing, failed
    cpu_ms: float | None = None
    runs: int | None = None
    unit: str = "ms"
    #: The median wall time of what was measured, for a figure not in milliseconds.
    wall: float | None = None
    load: float | None = None
    #: Why the figure is missing or failed.
    reason: str | None = None

    @property
    def wall_ms(self) -> float | None:
        return self.value if self.unit == "ms" else self.wall

    @property
    def margin(self) -> float | None:
        """How far under the target the value is, as a fraction of the target."""
        return None if self.value is None else margin(self.value, self.target)

    def as_dict(self) -> dict[str, Any]:
        return {
            "figure": self.figure,
            "players": self.players,
            "runs": self.runs,
            "value": self.value,
            "unit": self.unit,
            "median_ms": self.wall_ms,
            "cpu_ms": self.cpu_ms,
            "target": self.target,
            "margin": None if self.margin is None else round(self.margin, 4),
            "load": self.load,
            "verdict": self.verdict,
            "reason": self.reason,
        }


def unmet(figure: str, players: int, verdict: str, reason: str) -> Row:
    """A row without a value: ``missing`` or ``failed``, and why."""
    return Row(figure, players, None, TARGETS[figure], verdict, unit=unit(figure), reason=reason)


def number(line: dict[str, Any], key: str) -> float | None:
    value = line.get(key)
    return None if value is None else float(value)


def row(figure: str, players: int, line: dict[str, Any], load: float | None = None) -> Row:
    """A figure's row from its JSON line (``figures.figure_line``, ``valued_line`` or
    ``missing_line``), classified against its target in the figure's unit. A line without
    ``cpu_ms``, ``runs`` or ``load`` (an older script) leaves them empty (``load``: the
    load when the script ended); a time given for a figure that is not one (an older
    script's ``smoke``) fails: it cannot be judged against a ratio's target."""
    expected_unit = unit(figure)
    missing = line.get("missing")
    if missing is not None:
        return unmet(figure, players, "missing", str(missing))
    given_unit = str(line.get("unit", "ms"))
    if given_unit != expected_unit or ("value" not in line and expected_unit != "ms"):
        said = f"the script gave {given_unit}, the figure is in {expected_unit}"
        return unmet(figure, players, "failed", said)
    if "value" in line:
        value = float(line["value"])
        target = line.get("target", TARGETS[figure])
    else:
        value = float(line["median_ms"])
        target = line.get("target_ms", TARGETS[figure])
    target = None if target is None else float(target)
    return Row(
        figure,
        players,
        value,
        target,
        classify(value, target, expected_unit),
        number(line, "cpu_ms"),
        None if line.get("runs") is None else int(line["runs"]),
        expected_unit,
        number(line, "median_ms"),
        number(line, "load") if "load" in line else load,
    )


def few_runs(rows: list[Row]) -> list[str]:
    """The measured figures whose median is of fewer than ``MIN_RUNS`` runs (or of an
    unknown number)."""
    return [
        f"{r.figure} at {r.players:,}: {'?' if r.runs is None else r.runs} runs"
        for r in rows
        if r.value is not None and (r.runs is None or r.runs < MIN_RUNS)
    ]


def exit_status(rows: list[Row]) -> int:
    """1 when any figure is tight, over, missing or failed, else 0."""
    return 1 if any(r.verdict in FAILING for r in rows) else 0


def all_ok(rows: list[Row]) -> bool:
    """Issue 33's "every figure ok (none tight)": every row met with margin (or without
    a target), none missing, none failed, and at least one row."""
    return bool(rows) and all(r.verdict in PASSING for r in rows)


def expected(figure: str, sizes: list[int]) -> list[int]:
    """The player counts a figure should report."""
    return list(FIXED_PLAYERS.get(figure, sizes))


def command(
    script: Script, figures: list[str], sizes: list[int], install: bool = False
) -> list[str]:
    args = [sys.executable, str(ROOT / "benchmarks" / script.file), "--figures", *script.extra]
    if script.sizes_option is not None:
        wanted = sorted({n for f in figures for n in expected(f, sizes)})
        args += [script.sizes_option, *map(str, wanted)]
    if script.only_option is not None and len(figures) < len(script.figures):
        args += [script.only_option, *figures]
    if install and script.install_option is not None:
        args.append(script.install_option)
    return args


def parse(stdout: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The JSON lines of a script's output, and the lines that were not figures."""
    found, other = [], []
    for line in stdout.splitlines():
        try:
            value = json.loads(line)
        except ValueError:
            value = None
        if (
            isinstance(value, dict)
            and {"figure", "players"} <= value.keys()
            and value.keys() & {"median_ms", "value", "missing"}
        ):
            found.append(value)
        elif line.strip():
            other.append(line)
    return found, other


def unmeasured(figures: list[str], sizes: list[int], reason: str) -> list[Row]:
    """Every row of ``figures`` missing, and why."""
    return [unmet(f, n, "missing", reason) for f in figures for n in expected(f, sizes)]


@dataclass(slots=True)
class Ran:
    """What one script gave: its rows, notes on what went wrong, and its seconds."""

    rows: list[Row]
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0


def run_script(
    script: Script, figures: list[str], sizes: list[int], timeout: float, install: bool = False
) -> Ran:
    """The script's rows, one per expected figure and size, notes on what went wrong, and
    how long it took.

    A script not in the tree, one that does not take ``--figures`` yet, or one whose
    ``needs`` says what is absent here gives ``missing`` rows without being run."""
    path = ROOT / "benchmarks" / script.file
    if not path.exists() or "--figures" not in path.read_text(encoding="utf-8"):
        return Ran(unmeasured(figures, sizes, f"{script.file} gives no --figures"))
    absent = script.needs() if script.needs is not None else None
    if absent is not None:
        return Ran(unmeasured(figures, sizes, absent))
    # An installed mtrdesk runs from its bytecode caches: a shell that forbids writing them
    # would time the compiling of every changed module in every child process.
    environment = {
        **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": os.pathsep.join(
            p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
        ),
    }
    args = command(script, figures, sizes, install)
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
        notes.append(f"{script.label}: stopped after {timeout:.0f} s")
    seconds = time.perf_counter() - started
    load_then = round(os.getloadavg()[0], 2)
    print(f"== {script.file}: {seconds:.0f} s", file=sys.stderr, flush=True)
    found, other = parse(stdout)
    if other:
        notes.append(f"{script.label}: {len(other)} lines that are not figures: {other[:3]}")
    if status:
        notes.append(f"{script.label}: exit status {status}")
    reported = {(f["figure"], int(f["players"])): f for f in found}
    rows = []
    for figure in figures:
        for players in expected(figure, sizes):
            line = reported.pop((figure, players), None)
            if line is None:
                rows.append(unmet(figure, players, "failed", f"{script.label} did not report it"))
                continue
            rows.append(row(figure, players, line, load_then))
    if reported:
        notes.append(f"{script.label}: figures not asked for, left out: {sorted(reported)}")
    return Ran(rows, notes, seconds)


def shown(value: float, unit_name: str) -> str:
    """A value in its unit, as the table shows it."""
    if unit_name == "x":
        return f"{value:.2f} x"
    if unit_name == "ms":
        return f"{value:.1f} ms"
    return f"{value:.0f} {unit_name}"


def table(rows: list[Row]) -> str:
    """The summary: per figure and size the runs, wall and CPU medians, the value in its
    unit, target, margin, load and verdict."""
    lines = [
        f"{'figure':<24} {'players':>7} {'runs':>4} {'wall ms':>9} {'cpu ms':>9}"
        f" {'value':>13} {'target':>13} {'margin':>7} {'load':>5}  verdict"
    ]
    for r in rows:
        players = f"{r.players:,}" if r.players else "-"
        runs = "-" if r.runs is None else str(r.runs)
        wall = "-" if r.wall_ms is None else f"{r.wall_ms:.1f}"
        cpu = "-" if r.cpu_ms is None else f"{r.cpu_ms:.1f}"
        value = "-" if r.value is None else shown(r.value, r.unit)
        target = "-" if r.target is None else shown(r.target, r.unit)
        share = "-" if r.margin is None else f"{r.margin * 100:+.1f}%"
        load = "-" if r.load is None else f"{r.load:.2f}"
        lines.append(
            f"{r.figure:<24} {players:>7} {runs:>4} {wall:>9} {cpu:>9}"
            f" {value:>13} {target:>13} {share:>7} {load:>5}  {r.verdict}"
        )
    return "\n".join(lines)


def load() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


@dataclass(slots=True)
class Pass:
    """One run of the whole table."""

    rows: list[Row]
    notes: list[str]
    #: (script, seconds) in the order run; scripts not run are not listed.
    times: list[tuple[str, float]]
    seconds: float
    load_before: list[float]
    load_after: list[float]

    def as_dict(self) -> dict[str, Any]:
        return {
            "seconds": round(self.seconds, 1),
            "load_before": self.load_before,
            "load_after": self.load_after,
            "script_seconds": [[name, round(s, 1)] for name, s in self.times],
            "all_ok": all_ok(self.rows),
            "rows": [r.as_dict() for r in self.rows],
        }


def run_pass(wanted: list[str], sizes: list[int], timeout: float, install: bool) -> Pass:
    """Every script that measures a wanted figure, in ``SCRIPTS`` order."""
    load_before = load()
    started = time.perf_counter()
    rows: list[Row] = []
    notes: list[str] = []
    times: list[tuple[str, float]] = []
    for script in SCRIPTS:
        figures = [f for f in script.figures if f in wanted]
        if figures:
            ran = run_script(script, figures, sizes, timeout, install)
            rows += ran.rows
            notes += ran.notes
            if ran.seconds:
                times.append((script.label, ran.seconds))
    return Pass(rows, notes, times, time.perf_counter() - started, load_before, load())


def report(done: Pass, title: str = "") -> None:
    """The table and what to read under it."""
    if title:
        print(title)
    print(table(done.rows))
    print(f"load average (1, 5, 15 min): start {done.load_before}, end {done.load_after}")
    for note in done.notes:
        print(f"note: {note}")
    for line in few_runs(done.rows):
        print(f"note: fewer than {MIN_RUNS} runs: {line}")

    def named(verdict: str) -> list[str]:
        return [f"{r.figure} at {r.players:,}" for r in done.rows if r.verdict == verdict]

    for verdict, heading in (
        ("tight", "tight (within 10% of the target)"),
        ("over", "over target"),
        ("failed", "failed"),
    ):
        if named(verdict):
            print(f"{heading}: {', '.join(named(verdict))}")
    for r in done.rows:
        if r.verdict in ("missing", "failed") and r.reason:
            print(f"{r.verdict}: {r.figure} at {r.players:,}: {r.reason}")
    spent = ", ".join(f"{name} {seconds:.0f} s" for name, seconds in done.times)
    print(f"script times: {spent or 'none run'}")
    print(f"total run time: {done.seconds:.0f} s ({done.seconds / 60:.1f} min)")
    print(f"all ok (none tight, none missing): {'yes' if all_ok(done.rows) else 'no'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="+", choices=FIGURES, metavar="FIGURE")
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--json", type=Path, metavar="FILE", help="save the rows here")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds per script")
    parser.add_argument(
        "--with-swisspair",
        action="store_true",
        help="let bench_swisspair.py make its own venv with swisspair (from the package index)",
    )
    parser.add_argument(
        "--twice",
        action="store_true",
        help="run the whole table twice; say whether both passes were all ok",
    )
    args = parser.parse_args(argv)
    wanted = args.only or list(FIGURES)
    started = dt.datetime.now().astimezone()
    passes: list[Pass] = []
    for number_of in range(2 if args.twice else 1):
        done = run_pass(wanted, args.sizes, args.timeout, args.with_swisspair)
        passes.append(done)
        report(done, f"pass {number_of + 1} of 2" if args.twice else "")
    if args.twice:
        both = all(all_ok(p.rows) for p in passes)
        total = sum(p.seconds for p in passes)
        print(
            f"twice in a row: {'both passes all ok' if both else 'not both all ok'} "
            f"({', '.join('yes' if all_ok(p.rows) else 'no' for p in passes)}); "
            f"total run time {total:.0f} s ({total / 60:.1f} min)"
        )
    if args.json is not None:
        last = passes[-1]
        saved = {
            "started": started.isoformat(timespec="seconds"),
            "host": platform.node(),
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "sizes": args.sizes,
            "load_before": passes[0].load_before,
            "load_after": last.load_after,
            "seconds": round(sum(p.seconds for p in passes), 1),
            "rows": [r.as_dict() for r in last.rows],
            "passes": [p.as_dict() for p in passes],
        }
        args.json.write_text(json.dumps(saved, indent=2) + "\n")
    return max(exit_status(p.rows) for p in passes)


if __name__ == "__main__":
    raise SystemExit(main())
