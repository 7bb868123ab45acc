"""How fast and how good Swiss pairing is on full simulated events (issue 3's targets).

Simulates whole events at each size with the Appendix E round count (seeded results with
draws, intentional draws, drops, a late entry wave and awarded byes), pairs every round with
``pair_swiss`` and prints per size: the median and slowest pairing time per round, the
quality counts (rematches, repeat byes, pair-downs) and, unless ``--no-verify``, whether
every round equals the exact reference solver on rules 0-5. Targets on the 2-core machine:
4,096 players <= 0.1 s median and <= 0.5 s max per round, 1,024 players <= 25 ms median.

Not a test: run by hand, ``.venv/bin/python benchmarks/bench_pairing.py``. ``--figures``
(issue 15) instead pairs one simulated event of 16,384 players without the exact comparison
and prints the median per round as the ``pairing_16k`` figure's JSON line for
``benchmarks/run_all.py`` (target 120 ms since issue 33; the repository root on
``PYTHONPATH``). ``bench_swisspair.py`` compares the same rounds with swisspair.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.figures import Timings, emit, progress
from mtrdesk.core.settings import MIN_PERCENTAGE_MTR, recommended_swiss_rounds
from mtrdesk.core.simulation.happenings import (
    ResultMix,
    awarded_bye_records,
    missed_rounds,
    pick_awarded_byes,
    pick_drops,
    pick_late_entries,
    random_skills,
    simulate_round,
)
from mtrdesk.core.standings.individual import compute_standings
from mtrdesk.core.swiss.exact import exact_pairing
from mtrdesk.core.swiss.objective import PairingField, pairing_quality, pairing_sequence
from mtrdesk.core.swiss.pairing import SwissPlayer, pair_swiss, players_for_pairing
from mtrdesk.core.tournament import MatchRecord

MIX = ResultMix(intentional_draw_rate=0.03, draw_rate=0.04)
#: The ``pairing_16k`` figure: one event of this many players, every round timed.
FIGURE_PLAYERS = 16384


def run_event(
    size: int,
    seed: int,
    verify: bool,
    timings: Timings | None = None,
    on_round: Callable[[tuple[SwissPlayer, ...], int, int], None] | None = None,
) -> dict[str, list[float] | int]:
    """Pair one simulated event; return the timings and quality counts (each round's
    wall and CPU seconds also added to ``timings``). ``on_round(players, number, seed)``
    sees each round's players and the seed of the ``random.Random`` they were paired with
    (``bench_swisspair.py`` pairs them again, with both engines)."""
    timings = Timings() if timings is None else timings
    rng = random.Random(seed)
    entries = list(range(size))
    skill = random_skills(rng, entries)
    awarded = pick_awarded_byes(rng, entries, 0.03 if size >= 256 else 0.0)
    matches: list[MatchRecord] = list(awarded_bye_records(awarded))
    dropped: dict[int, int] = {}
    rounds = recommended_swiss_rounds(size)
    out: dict[str, list[float] | int] = {"times": [], "rematches": 0, "repeat_byes": 0}
    out.update(pair_downs=0, not_optimal=0, rounds=0)
    for number in range(1, rounds + 1):
        if number == 2:  # a wave of late entries, with losses for round 1 (MTR 2.10 is drops)
            late = pick_late_entries(rng, size, 0.01, len(entries))
            entries += late
            for entry in late:
                skill[entry] = rng.gauss(0.0, 1.0)
                matches.extend(missed_rounds(entry, number))
        active = [e for e in entries if e not in dropped]
        standings = compute_standings(entries, matches, MIN_PERCENTAGE_MTR, dropped=dropped)
        order = [row.entry for row in standings if row.entry not in dropped]
        players = players_for_pairing(order, [m for m in matches if m.round < number])
        already = {m.player1 for m in matches if m.round == number}  # awarded byes
        players = tuple(p for p in players if p.entry not in already)
        with timings.run():
            pairings = pair_swiss(players, number, random.Random(seed * 1000 + number))
        if on_round is not None:
            on_round(players, number, seed * 1000 + number)
        out["times"].append(timings.wall[-1])  # type: ignore[union-attr]
        quality = pairing_quality(players, pairings, number)
        out["rematches"] += quality.rematches  # type: ignore[operator]
        out["repeat_byes"] += int(quality.repeat_bye)  # type: ignore[operator]
        out["pair_downs"] += quality.pair_downs  # type: ignore[operator]
        out["rounds"] += 1  # type: ignore[operator]
        if verify:
            field = PairingField(pairing_sequence(players, random.Random(0)), number)
            if field.quality(exact_pairing(field)).key() != quality.key():
                out["not_optimal"] += 1  # type: ignore[operator]
        matches.extend(simulate_round(pairings, number, rng, mix=MIX, skill=skill))
        for entry in pick_drops(rng, active, 0.02):
            dropped[entry] = number
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=[256, 1024, 4096])
    parser.add_argument("--events", type=int, default=3, help="simulated events per size")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-verify", action="store_true", help="skip the exact comparison")
    parser.add_argument("--figures", action="store_true", help="the pairing_16k JSON line")
    args = parser.parse_args()
    if args.figures:
        progress(f"pairing_16k: one event of {FIGURE_PLAYERS} players ...")
        timings = Timings()
        run_event(FIGURE_PLAYERS, args.seed * 100, verify=False, timings=timings)
        emit("pairing_16k", FIGURE_PLAYERS, timings)
        return
    for size in args.sizes:
        times: list[float] = []
        totals = dict.fromkeys(("rounds", "rematches", "repeat_byes", "pair_downs"), 0)
        totals["not_optimal"] = 0
        for event in range(args.events):
            result = run_event(size, args.seed * 100 + event, not args.no_verify)
            times.extend(result["times"])  # type: ignore[arg-type]
            for key in totals:
                totals[key] += result[key]  # type: ignore[operator]
        verified = "not verified" if args.no_verify else f"{totals['not_optimal']} not optimal"
        print(
            f"{size:>5} players: {totals['rounds']} rounds, pairing median "
            f"{statistics.median(times) * 1000:.1f} ms, max {max(times) * 1000:.1f} ms; "
            f"rematches {totals['rematches']}, repeat byes {totals['repeat_byes']}, "
            f"pair-downs {totals['pair_downs']}; {verified}",
            flush=True,
        )


if __name__ == "__main__":
    main()
