"""The swisspair side of ``bench_swisspair.py``, run by the Python of swisspair's own venv.

Imports only the standard library and ``swisspair`` (never mtrdesk): reads the rounds that
``bench_swisspair.py`` wrote (JSON: per round the players in standings order as
``[id, points, can_get_bye, [ids met]]``), pairs each round ``--repeat`` times and writes
per round the wall and CPU seconds of every run of swisspair's C++ call alone (its Python
wrapper's checks and conversions are timed apart, once) and the pairs it made.

Usage: ``VENV/bin/python benchmarks/swisspair_child.py ROUNDS.json OUT.json --repeat 7``.
"""

from __future__ import annotations

import argparse
import json
import time

import swisspair
from swisspair import _swisspair  # type: ignore[attr-defined]


def pair_round(players: list[list[object]], repeat: int) -> dict[str, object]:
    """Pair one round ``repeat`` times with the compiled call; once with the wrapper."""
    wrapped = [
        swisspair.Player(
            id=str(pid),
            points=int(points),  # type: ignore[call-overload]
            rank=rank,
            can_get_bye=bool(can_bye),
            cannot_be_paired_against_ids={str(o) for o in met},  # type: ignore[attr-defined]
        )
        for rank, (pid, points, can_bye, met) in enumerate(players, 1)
    ]
    compiled = [p.compile() for p in wrapped]
    wall: list[float] = []
    cpu: list[float] = []
    matches = None
    for _ in range(repeat):
        w, c = time.perf_counter(), time.process_time()
        matches = _swisspair.create_matches(compiled, False)
        wall.append(time.perf_counter() - w)
        cpu.append(time.process_time() - c)
    w = time.perf_counter()
    swisspair.create_matches(wrapped)
    wrapper = time.perf_counter() - w
    assert matches is not None
    pairs = [[m.p1.id, None if m.is_bye else m.p2.id] for m in matches]
    return {"wall": wall, "cpu": cpu, "wrapper_wall": wrapper, "pairs": pairs}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("rounds")
    parser.add_argument("out")
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    with open(args.rounds, encoding="utf-8") as source:
        rounds = json.load(source)
    results = [pair_round(players, args.repeat) for players in rounds]
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(results, out)


if __name__ == "__main__":
    main()
