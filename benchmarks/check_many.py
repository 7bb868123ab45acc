"""Check every round of many simulated events: the engine must never leave a better pairing.

Simulates events of 8 to 1,024 players (sizes drawn log-uniformly, the ``--structures``
in turn) until ``--rounds-total`` paired rounds are reached, and checks every round:

* ``swiss`` and ``pods`` (booster-draft pods, MTR 7.6): each event is written as an event
  file in memory and read back the way ``mtrdesk check-pairings`` does; every round is
  checked against an optimum found without ``pair_swiss`` (``core.swiss.check``).
* ``teams2``, ``teams3`` (MTR 8) and ``2hg`` (MTR 9): that many players in teams, run by
  ``core.simulation.rounds``; each round is checked at team level by ``check_pairing``
  and seat by seat by ``check_seats`` (A plays A, every seat present).
* ``multiplayer`` (multiplayer addendum 10.4A): each round is checked by
  ``core.pods.check``: repeat meetings, repeat short pods, the pod layout, and a better pod
  pairing. Its optimum is proven by its own exhaustive search up to 12 players
  ("exhaust") and by integer programming (``core.pods.exact``) above; a round it could not
  prove is counted under "unverif." and was only searched for a better pairing by swaps.

Prints the rounds checked per structure and size and the problems found, which must all
be 0. Not a test: run it by hand,
``.venv/bin/python benchmarks/check_many.py --rounds-total 10000 --seed 1``;
tests/cli/test_cli_simulate.py and tests/core/test_structure_simulation.py run small
slices of the same loop.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.pods.check import PodCheck
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.core.simulation.rounds import (
    PodSimulation,
    TeamRoundCheck,
    TeamSimulation,
    check_pod_event,
    check_team_event,
    simulate_pod_event,
    simulate_team_event,
)
from mtrdesk.core.swiss.check import RoundCheck
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.services.event_file.reading import history_from_json

#: The counts that must stay 0.
PROBLEMS = (
    "avoidable_rematches",
    "repeat_byes",
    "pod_violations",
    "extra_byes",
    "seat_violations",
    "layout_violations",
    "repeat_short",
    "better",
)
#: Every structure the loop can simulate, in the order the table lists them.
STRUCTURES = ("swiss", "pods", "teams2", "teams3", "2hg", "multiplayer")
#: What ``run`` simulates unless told otherwise.
DEFAULT_STRUCTURES = ("swiss", "pods")
TEAM_KINDS = {
    "teams2": TeamKind.TEAM_OF_TWO,
    "teams3": TeamKind.TEAM_OF_THREE,
    "2hg": TeamKind.TWO_HEADED_GIANT,
}

Check = RoundCheck | TeamRoundCheck | PodCheck


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
    #: Seat matches not A-A, B-B, C-C or a seat missing (MTR 8.2).
    seat_violations: int = 0
    #: Multiplayer rounds whose pod sizes are not the addendum's layout.
    layout_violations: int = 0
    #: Avoidable second short pods (multiplayer addendum 10.4A).
    repeat_short: int = 0
    better: int = 0
    #: Multiplayer rounds whose optimum was not proven, and their repeat meetings.
    unverified: int = 0
    unverified_meetings: int = 0
    seconds: float = 0.0

    def add(self, check: Check) -> None:
        if isinstance(check, TeamRoundCheck):
            self.seat_violations += len(check.seats)
            check = check.pairing
        if isinstance(check, PodCheck):
            self._add_pods(check)
            return
        self.rounds += 1
        self.exhaustive += check.method.value == "exhaustive"
        self.avoidable_rematches += check.avoidable_rematches
        self.repeat_byes += check.avoidable_repeat_byes
        self.pod_violations += len(check.pod_violations)
        self.extra_byes += len(check.extra_byes)
        self.better += check.better_exists

    def _add_pods(self, check: PodCheck) -> None:
        self.rounds += 1
        self.exhaustive += check.method.value == "exhaustive"
        self.unverified += not check.verified
        self.unverified_meetings += 0 if check.verified else len(check.repeat_meetings)
        self.avoidable_rematches += check.avoidable_meetings
        self.repeat_short += check.avoidable_repeat_short
        self.layout_violations += not check.layout_ok
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


def draw_simulation(
    rng: random.Random,
    index: int,
    low: int,
    high: int,
    structures: Sequence[str] = DEFAULT_STRUCTURES,
) -> Simulation:
    """One event: a log-uniform size in ``low..high``, the ``structures`` in turn."""
    players = round(math.exp(rng.uniform(math.log(low), math.log(high + 0.5))))
    players = min(high, max(low, players))
    structure = Structure(structures[index % len(structures)])
    return Simulation(players, seed=rng.randrange(2**31), structure=structure)


def check_event(simulation: Simulation) -> list[Check]:
    """Simulate and check every round. Swiss and draft pods are written as JSON and read
    back as ``check-pairings`` does; teams and multiplayer pods are checked from the loops
    of ``core.simulation.rounds``, with the settings ``simulate_event`` gives them."""
    kind = TEAM_KINDS.get(simulation.structure.value)
    if kind is not None:
        return list(check_team_event(simulate_team_event(team_simulation(simulation, kind))))
    if simulation.structure.value == "multiplayer":
        return list(check_pod_event(simulate_pod_event(pod_simulation(simulation))))
    text = json.dumps(document_to_dict(simulate_event(simulation)), ensure_ascii=False)
    history = history_from_json(json.loads(text))
    return [history.check_round(number) for number in history.paired_rounds]


def team_simulation(simulation: Simulation, kind: TeamKind) -> TeamSimulation:
    return TeamSimulation(
        simulation.players,
        kind,
        simulation.seed,
        simulation.rounds,
        simulation.mix,
        simulation.games_to_win,
        simulation.drop_rate,
    )


def pod_simulation(simulation: Simulation) -> PodSimulation:
    return PodSimulation(
        simulation.players,
        seed=simulation.seed,
        rounds=simulation.rounds,
        pod_size=simulation.players_per_pod,
        drop_rate=simulation.drop_rate,
    )


def entered(simulation: Simulation) -> int:
    """Players who play: teams take whole teams of at least four (MTR 10.1)."""
    kind = TEAM_KINDS.get(simulation.structure.value)
    if kind is None:
        return simulation.players
    return team_simulation(simulation, kind).team_count * kind.size


def run(
    rounds_total: int,
    seed: int,
    *,
    low: int = 8,
    high: int = 1024,
    structures: Sequence[str] = DEFAULT_STRUCTURES,
    max_seconds: float | None = None,
    progress: Callable[[Tally], None] | None = None,
) -> Tally:
    """Simulate and check events of ``structures`` until ``rounds_total`` rounds were
    checked, or the event running when ``max_seconds`` have passed is done."""
    rng = random.Random(seed)
    tally = Tally()
    start = time.perf_counter()
    index = 0
    while tally.rounds < rounds_total and (max_seconds is None or tally.seconds < max_seconds):
        simulation = draw_simulation(rng, index, low, high, structures)
        index += 1
        began = time.perf_counter()
        key = (simulation.structure.value, band(entered(simulation)))
        row = tally.rows.setdefault(key, Row())
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
        f"{'structure':<11} {'players':>9} {'events':>6} {'rounds':>6} {'exhaust':>7} "
        f"{'unverif':>7} {'rematch':>7} {'rep.bye':>7} {'cross':>5} {'seat':>4} "
        f"{'layout':>6} {'short':>5} {'x.bye':>5} {'better':>6} {'sec':>7}"
    )
    lines = [head]
    order = {name: k for k, name in enumerate(STRUCTURES)}
    for (structure, low), row in sorted(
        tally.rows.items(), key=lambda item: (order.get(item[0][0], 99), item[0])
    ):
        lines.append(
            f"{structure:<11} {f'{low}-{2 * low - 1}':>9} {row.events:>6} {row.rounds:>6} "
            f"{row.exhaustive:>7} {row.unverified:>7} {row.avoidable_rematches:>7} "
            f"{row.repeat_byes:>7} {row.pod_violations:>5} {row.seat_violations:>4} "
            f"{row.layout_violations:>6} {row.repeat_short:>5} {row.extra_byes:>5} "
            f"{row.better:>6} {row.seconds:>7.1f}"
        )
    by_structure: dict[str, int] = {}
    for (structure, _), row in tally.rows.items():
        by_structure[structure] = by_structure.get(structure, 0) + row.rounds
    lines += [
        "rounds checked: "
        + f"{tally.rounds} ("
        + ", ".join(f"{name} {by_structure[name]}" for name in STRUCTURES if name in by_structure)
        + ")",
        f"avoidable rematches: {tally.total('avoidable_rematches')}",
        f"avoidable repeat byes: {tally.total('repeat_byes')}",
        f"pod violations: {tally.total('pod_violations')}",
        f"seat violations: {tally.total('seat_violations')}",
        f"pod layouts off the addendum's: {tally.total('layout_violations')}",
        f"avoidable repeat short pods: {tally.total('repeat_short')}",
        f"extra byes: {tally.total('extra_byes')}",
        f"rounds where a strictly better pairing existed: {tally.total('better')}",
        f"multiplayer rounds whose optimum was NOT verified: {tally.total('unverified')} "
        f"(searched for a better pairing only; repeat meetings in them: "
        f"{tally.total('unverified_meetings')})",
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
    parser.add_argument(
        "--max-seconds", type=float, default=None, help="stop after this long (whole events)"
    )
    parser.add_argument(
        "--structures",
        default=",".join(STRUCTURES),
        help=f"comma-separated, of {', '.join(STRUCTURES)} (default: all)",
    )
    args = parser.parse_args()
    structures = tuple(name.strip() for name in args.structures.split(",") if name.strip())
    unknown = [name for name in structures if name not in STRUCTURES]
    if unknown or not structures:
        parser.error(f"unknown structures: {', '.join(unknown) or '(none)'}")
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
        structures=structures,
        max_seconds=args.max_seconds,
        progress=progress,
    )
    print(report(tally))
    return 1 if tally.problems else 0


if __name__ == "__main__":
    sys.exit(main())
