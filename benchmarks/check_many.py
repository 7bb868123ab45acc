"""Check every round of many simulated events: the engine must never leave a better pairing.

Simulates events of 8 to 1,024 players (sizes drawn log-uniformly, Swiss and booster-draft
pods in turn) until ``--rounds-total`` paired rounds are reached, writes each as an event
file in memory, reads it back the way ``mtrdesk check-pairings`` does and checks every
round against an optimum found without ``pair_swiss`` (``core.pairing_check``). Prints the
rounds checked per size and the problems found, which must all be 0. Not a test: run it by
hand, ``.venv/bin/python benchmarks/check_many.py --rounds-total 10000 --seed 1``;
tests/cli/test_cli_simulate.py runs a small slice of the same loop.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from mtrdesk.core.event_document import document_to_dict
from mtrdesk.core.pairing_check import RoundCheck
from mtrdesk.core.simulate_event import Simulation, Structure, simulate_event
from mtrdesk.services.event_files import history_from_json

#: The counts that must stay 0.
PROBLEMS = ("avoidable_rematches", "repeat_byes", "pod_violations", "extra_byes", "better")


@dataclass(slots=True)
class Row:
    """Counts for one structure and one size band."""

    events: int = 0
    rounds: int = 0
    exhaustive: int = 0
    avoidable_rematches: int = 0
    repeat_byes: int = 0
    pod_violations: int = 0
    extra_byes: int = 0
    better: int = 0
    seconds: float = 0.0

    def add(self, check: RoundCheck) -> None:
        self.rounds += 1
        self.exhaustive += check.method.value == "exhaustive"
        self.avoidable_rematches += check.avoidable_rematches
        self.repeat_byes += check.avoidable_repeat_byes
        self.pod_violations += len(check.pod_violations)
        self.extra_byes += len(check.extra_byes)
        self.better += check.better_exists


@dataclass(slots=True)
class Tally:
    rows: dict[tuple[str, int], Row] = field(default_factory=dict)
    seconds: float = 0.0
    #: Events the engine could not finish: what to replay, and what it raised.
    errors: list[tuple[Simulation, str]] = field(default_factory=list)

    @property
    def rounds(self) -> int:
        return sum(row.rounds for row in self.rows.values())

    def total(self, name: str) -> int:
        return sum(getattr(row, name) for row in self.rows.values())

    @property
    def problems(self) -> int:
        return sum(self.total(name) for name in PROBLEMS) + len(self.errors)


def band(players: int) -> int:
    """The size band's lower end: 8, 16, 32, ... 1024."""
    return 2 ** int(math.log2(players))


def draw_simulation(rng: random.Random, index: int, low: int, high: int) -> Simulation:
    """One event: a log-uniform size in ``low..high``, Swiss and pods in turn."""
    players = round(math.exp(rng.uniform(math.log(low), math.log(high + 0.5))))
    players = min(high, max(low, players))
    structure = Structure.SWISS if index % 2 == 0 else Structure.PODS
    return Simulation(players, seed=rng.randrange(2**31), structure=structure)


def check_event(simulation: Simulation) -> list[RoundCheck]:
    """Simulate, write as JSON, read back as ``check-pairings`` does, check every round."""
    text = json.dumps(document_to_dict(simulate_event(simulation)), ensure_ascii=False)
    history = history_from_json(json.loads(text))
    return [history.check_round(number) for number in history.paired_rounds]


def run(
    rounds_total: int,
    seed: int,
    *,
    low: int = 8,
    high: int = 1024,
    progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """Simulate and check events until ``rounds_total`` rounds were checked."""
    rng = random.Random(seed)
    tally = Tally()
    start = time.perf_counter()
    index = 0
    while tally.rounds < rounds_total:
        simulation = draw_simulation(rng, index, low, high)
        index += 1
        began = time.perf_counter()
        row = tally.rows.setdefault((simulation.structure.value, band(simulation.players)), Row())
        row.events += 1
        try:
            checks = check_event(simulation)
        except Exception as exc:  # an engine crash is a finding: count it, replay it later
            tally.errors.append((simulation, f"{type(exc).__name__}: {exc}"))
            checks = []
        for check in checks:
            row.add(check)
        row.seconds += time.perf_counter() - began
        tally.seconds = time.perf_counter() - start
        if progress is not None:
            progress(tally)
    return tally


def report(tally: Tally) -> str:
    head = (
        f"{'structure':<9} {'players':>9} {'events':>6} {'rounds':>6} {'exhaust':>7} "
        f"{'rematch':>7} {'rep.bye':>7} {'cross':>5} {'x.bye':>5} {'better':>6} {'sec':>7}"
    )
    lines = [head]
    for (structure, low), row in sorted(tally.rows.items()):
        lines.append(
            f"{structure:<9} {f'{low}-{2 * low - 1}':>9} {row.events:>6} {row.rounds:>6} "
            f"{row.exhaustive:>7} {row.avoidable_rematches:>7} {row.repeat_byes:>7} "
            f"{row.pod_violations:>5} {row.extra_byes:>5} {row.better:>6} {row.seconds:>7.1f}"
        )
    lines += [
        f"rounds checked: {tally.rounds}",
        f"avoidable rematches: {tally.total('avoidable_rematches')}",
        f"avoidable repeat byes: {tally.total('repeat_byes')}",
        f"pod violations: {tally.total('pod_violations')}",
        f"extra byes: {tally.total('extra_byes')}",
        f"rounds where a strictly better pairing existed: {tally.total('better')}",
        f"events the engine could not finish: {len(tally.errors)}",
        f"time: {tally.seconds:.1f} s",
    ]
    for simulation, error in tally.errors[:10]:
        lines.append(
            f"  replay: simulate --players {simulation.players} --seed {simulation.seed} "
            f"--structure {simulation.structure.value}  ->  {error}"
        )
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds-total", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--min-players", type=int, default=8)
    parser.add_argument("--max-players", type=int, default=1024)
    args = parser.parse_args()
    shown = [0]

    def progress(tally: Tally) -> None:
        if tally.rounds >= shown[0] + 500:
            shown[0] = tally.rounds
            print(f"... {tally.rounds} rounds, {tally.seconds:.0f} s", file=sys.stderr)

    tally = run(
        args.rounds_total,
        args.seed,
        low=args.min_players,
        high=args.max_players,
        progress=progress,
    )
    print(report(tally))
    return 1 if tally.problems else 0


if __name__ == "__main__":
    sys.exit(main())
