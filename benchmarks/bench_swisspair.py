"""mtrdesk's Swiss engine against swisspair (issue 33): time and pair-downs, same rounds.

swisspair 0.2.1 (C++, on the package index) pairs Magic events by minimum-cost matching
too. It is not a dependency of mtrdesk: this script makes its own venv for it (``--venv``,
default ``<temp dir>/mtrdesk-swisspair-venv``: ``python -m venv`` and ``pip install
swisspair==0.2.1``, once) and runs ``swisspair_child.py`` there; mtrdesk stays in this
process. By hand, the same venv::

    python3 -m venv /tmp/mtrdesk-swisspair-venv
    /tmp/mtrdesk-swisspair-venv/bin/pip install swisspair==0.2.1

Per size it simulates events as ``bench_pairing.py`` does (the Appendix E round count,
draws, drops, late entries, awarded byes), and pairs every round ``--repeat`` times with
each engine (the same players: standings order, opponents met, who may have the bye). It
prints per size the medians over all rounds of each engine's per-round median, wall and
CPU, and their ratio (mtrdesk / swisspair; issue 33's target: at most 1.5 at 1,024 and
4,096), and the quality of both pairings under mtrdesk's objective (rematches, pair-downs;
``pairing_quality``): how many rounds each had fewer pair-downs. ``--verify`` also checks
every mtrdesk round against the exact solver. swisspair is timed on its compiled call
alone (its Python wrapper's checks are shown apart), which favours it.

``--figures`` (for ``benchmarks/run_all.py``) checks every round against the exact solver
and prints JSON lines per size: ``swisspair_ratio`` and ``swisspair_ratio_cpu`` (the ratios
above, beside mtrdesk's medians) and ``exact_disagreements`` (the rounds where the exact
solver's pairing is better than mtrdesk's; target 0). It makes swisspair's venv only when
also given ``--install``: without it, and without the venv, the two ratios are reported as
missing and the exact check runs alone.

Usage (from the repository root)::

    .venv/bin/python benchmarks/bench_swisspair.py --sizes 256 1024 4096 16384
    .venv/bin/python benchmarks/bench_swisspair.py --figures --sizes 1024 4096 --install
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.bench_pairing import run_event
from benchmarks.figures import MIN_RUNS, emit_line, missing_line, progress, valued_line
from mtrdesk.core.swiss.exact import exact_pairing
from mtrdesk.core.swiss.objective import PairingField, pairing_sequence
from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer, pair_swiss, pairing_quality

HERE = Path(__file__).resolve().parent
SWISSPAIR = "swisspair==0.2.1"
DEFAULT_VENV = Path(tempfile.gettempdir()) / "mtrdesk-swisspair-venv"


#: What a missing ratio says (``--figures`` without swisspair's venv).
NOT_INSTALLED = (
    "swisspair's venv is not made: run_all.py --with-swisspair (or bench_swisspair.py "
    "--figures --install) installs swisspair 0.2.1 there from the package index"
)


def installed(venv: Path) -> Path | None:
    """The Python of swisspair's venv when swisspair is in it, else None."""
    python = venv / "bin" / "python"
    check = [str(python), "-c", "import swisspair"]
    if python.exists() and subprocess.run(check, capture_output=True).returncode == 0:
        return python
    return None


def ensure_venv(venv: Path) -> Path:
    """swisspair's own venv (made and filled once); returns its Python."""
    python = installed(venv)
    if python is not None:
        return python
    python = venv / "bin" / "python"
    progress(f"making {venv} with {SWISSPAIR} ...")
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", SWISSPAIR], check=True)
    return python


def swisspair_players(players: tuple[SwissPlayer, ...]) -> list[list[object]]:
    """The round for swisspair: standings order, who may have the bye (mtrdesk's rule 0),
    the opponents present (both sides listed: swisspair wants them symmetric)."""
    ordered = sorted(players, key=lambda p: p.rank)
    present = {p.entry for p in ordered}
    met = {p.entry: {o for o in p.opponents if o in present} for p in ordered}
    for p in ordered:
        for other in met[p.entry]:
            met[other].add(p.entry)
    someone_without = any(p.byes == 0 for p in ordered)
    points = [p.points for p in ordered]
    if points != sorted(points, reverse=True):
        raise ValueError("swisspair needs the standings ordered by points")
    return [
        [p.entry, p.points, not (someone_without and p.byes > 0), sorted(met[p.entry])]
        for p in ordered
    ]


def time_mtrdesk(
    players: tuple[SwissPlayer, ...], number: int, seed: int, repeat: int
) -> tuple[float, float, tuple[Pairing, ...]]:
    """The median wall and CPU seconds of ``repeat`` pairings of the round."""
    wall: list[float] = []
    cpu: list[float] = []
    pairings: tuple[Pairing, ...] = ()
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        pairings = pair_swiss(players, number, random.Random(seed))
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    return statistics.median(wall), statistics.median(cpu), pairings


def as_pairings(pairs: list[list[str | None]], entries: dict[str, int]) -> list[Pairing]:
    """swisspair's pairs as mtrdesk ``Pairing`` values (for ``pairing_quality``)."""
    pairings = []
    for k, (a, b) in enumerate(pairs, 1):
        if a is None:
            raise ValueError(f"swisspair pair {k} has no first player")
        pairings.append(
            Pairing(None if b is None else k, entries[a], None if b is None else entries[b])
        )
    return pairings


def measure(
    size: int, seed: int, repeat: int, verify: bool, python: Path | None
) -> dict[str, float]:
    """One simulated event of ``size``: both engines on every round (mtrdesk's alone
    without swisspair's ``python``); the size's summary."""
    rounds: list[tuple[tuple[SwissPlayer, ...], int, int]] = []
    run_event(size, seed, verify=False, on_round=lambda p, n, s: rounds.append((p, n, s)))
    if python is None:
        return mtrdesk_alone(rounds, repeat, verify) | {"players": size}
    with tempfile.TemporaryDirectory() as folder:
        source, out = Path(folder) / "rounds.json", Path(folder) / "out.json"
        source.write_text(json.dumps([swisspair_players(p) for p, _, _ in rounds]))
        child = [str(python), str(HERE / "swisspair_child.py"), str(source), str(out)]
        subprocess.run([*child, "--repeat", str(repeat)], check=True)
        theirs = json.loads(out.read_text())
    mine_wall, mine_cpu, their_wall, their_cpu, wrapper = [], [], [], [], []
    downs = {"mtrdesk": 0, "swisspair": 0}
    rematches = {"mtrdesk": 0, "swisspair": 0}
    fewer = {"mtrdesk": 0, "swisspair": 0}
    not_optimal = 0
    for (players, number, rng_seed), their in zip(rounds, theirs, strict=True):
        wall, cpu, pairings = time_mtrdesk(players, number, rng_seed, repeat)
        mine_wall.append(wall)
        mine_cpu.append(cpu)
        their_wall.append(statistics.median(their["wall"]))
        their_cpu.append(statistics.median(their["cpu"]))
        wrapper.append(their["wrapper_wall"])
        entries = {str(p.entry): p.entry for p in players}
        ours = pairing_quality(players, pairings, number)
        other = pairing_quality(players, as_pairings(their["pairs"], entries), number)
        downs["mtrdesk"] += ours.pair_downs
        downs["swisspair"] += other.pair_downs
        rematches["mtrdesk"] += ours.rematches
        rematches["swisspair"] += other.rematches
        if ours.pair_downs != other.pair_downs:
            fewer["mtrdesk" if ours.pair_downs < other.pair_downs else "swisspair"] += 1
        if verify:
            not_optimal += worse_than_exact(players, pairings, number)
    ms = 1000.0
    summary = {
        "players": size,
        "rounds": len(rounds),
        "mtrdesk_ms": statistics.median(mine_wall) * ms,
        "mtrdesk_cpu_ms": statistics.median(mine_cpu) * ms,
        "swisspair_ms": statistics.median(their_wall) * ms,
        "swisspair_cpu_ms": statistics.median(their_cpu) * ms,
        "swisspair_wrapper_ms": statistics.median(wrapper) * ms,
        "ratio_wall": statistics.median(mine_wall) / statistics.median(their_wall),
        "ratio_cpu": statistics.median(mine_cpu) / statistics.median(their_cpu),
        "ratio_wrapper_wall": statistics.median(mine_wall) / statistics.median(wrapper),
        "mtrdesk_pair_downs": downs["mtrdesk"],
        "swisspair_pair_downs": downs["swisspair"],
        "mtrdesk_rematches": rematches["mtrdesk"],
        "swisspair_rematches": rematches["swisspair"],
        "rounds_mtrdesk_fewer_downs": fewer["mtrdesk"],
        "rounds_swisspair_fewer_downs": fewer["swisspair"],
    }
    if verify:
        summary["mtrdesk_not_optimal"] = not_optimal
    return summary


def worse_than_exact(
    players: tuple[SwissPlayer, ...], pairings: tuple[Pairing, ...], number: int
) -> bool:
    """Whether the exact solver's pairing of the round is better under mtrdesk's objective
    than ``pairings`` (issue 33: "exact solver agrees on every checked round")."""
    field = PairingField(pairing_sequence(players, random.Random(0)), number)
    return (
        field.quality(exact_pairing(field)).key()
        != pairing_quality(players, pairings, number).key()
    )


def mtrdesk_alone(
    rounds: list[tuple[tuple[SwissPlayer, ...], int, int]], repeat: int, verify: bool
) -> dict[str, float]:
    """mtrdesk's medians and, with ``verify``, its rounds the exact solver pairs better."""
    wall, cpu = [], []
    not_optimal = 0
    for players, number, rng_seed in rounds:
        w, c, pairings = time_mtrdesk(players, number, rng_seed, repeat)
        wall.append(w)
        cpu.append(c)
        if verify:
            not_optimal += worse_than_exact(players, pairings, number)
    summary = {
        "rounds": len(rounds),
        "mtrdesk_ms": statistics.median(wall) * 1000.0,
        "mtrdesk_cpu_ms": statistics.median(cpu) * 1000.0,
    }
    if verify:
        summary["mtrdesk_not_optimal"] = not_optimal
    return summary


RATIOS = ("swisspair_ratio", "swisspair_ratio_cpu")


def figure_lines(summary: dict[str, float], repeat: int) -> list[dict[str, object]]:
    """The ``--figures`` lines of one size's summary: the two ratios beside mtrdesk's
    medians (missing without swisspair), and the rounds the exact solver pairs better."""
    size = int(summary["players"])
    wall, cpu = summary["mtrdesk_ms"], summary["mtrdesk_cpu_ms"]
    if "ratio_wall" in summary:
        lines = [
            valued_line(RATIOS[0], size, summary["ratio_wall"], repeat, wall, cpu),
            valued_line(RATIOS[1], size, summary["ratio_cpu"], repeat, wall, cpu),
        ]
    else:
        lines = [missing_line(figure, size, NOT_INSTALLED) for figure in RATIOS]
    checked = int(summary["rounds"])
    lines.append(valued_line("exact_disagreements", size, summary["mtrdesk_not_optimal"], checked))
    return lines


def figures_main(args: argparse.Namespace) -> None:
    """``--figures``: every round checked against the exact solver, swisspair when its
    venv is there (or made, with ``--install``); JSON lines on stdout."""
    python = ensure_venv(args.venv) if args.install else installed(args.venv)
    repeat = max(args.repeat, MIN_RUNS)
    progress(f"swisspair {'in ' + str(python) if python else 'not installed'}")
    for size in args.sizes:
        progress(f"{size} players ...")
        summary = measure(size, args.seed * 100, repeat, True, python)
        for line in figure_lines(summary, repeat):
            emit_line(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[256, 1024, 4096])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=7, help="pairings of each round (>= 7)")
    parser.add_argument("--verify", action="store_true", help="mtrdesk against the exact solver")
    parser.add_argument("--venv", type=Path, default=DEFAULT_VENV)
    parser.add_argument("--json", type=Path, help="also save the summaries here")
    parser.add_argument("--figures", action="store_true", help="JSON lines for run_all.py")
    parser.add_argument(
        "--install", action="store_true", help="with --figures: make swisspair's venv if need be"
    )
    args = parser.parse_args()
    if args.figures:
        figures_main(args)
        return
    python = ensure_venv(args.venv)
    progress(f"load average at the start: {os.getloadavg()}")
    summaries = []
    for size in args.sizes:
        progress(f"{size} players ...")
        s = measure(size, args.seed * 100, args.repeat, args.verify, python)
        summaries.append(s)
        verified = f"; mtrdesk not optimal {s['mtrdesk_not_optimal']}" if args.verify else ""
        print(
            f"{size:>5} players, {s['rounds']} rounds: mtrdesk {s['mtrdesk_ms']:.1f} ms "
            f"(CPU {s['mtrdesk_cpu_ms']:.1f}), swisspair {s['swisspair_ms']:.1f} ms "
            f"(CPU {s['swisspair_cpu_ms']:.1f}; wrapper {s['swisspair_wrapper_ms']:.1f}); "
            f"ratio {s['ratio_wall']:.2f} wall, {s['ratio_cpu']:.2f} CPU "
            f"({s['ratio_wrapper_wall']:.2f} to the wrapper); pair-downs "
            f"{s['mtrdesk_pair_downs']} vs {s['swisspair_pair_downs']} (fewer in "
            f"{s['rounds_mtrdesk_fewer_downs']} vs {s['rounds_swisspair_fewer_downs']} "
            f"rounds); rematches {s['mtrdesk_rematches']} vs {s['swisspair_rematches']}"
            f"{verified}",
            flush=True,
        )
    load = os.getloadavg()
    print(f"load average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if args.json:
        args.json.write_text(json.dumps({"load": load, "sizes": summaries}, indent=1))


if __name__ == "__main__":
    main()
