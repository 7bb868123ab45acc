"""Numbers typed on the command line: each option has a range, refused by argparse (exit
status 2, "must be between …") before any work is done (issue 14: ``--copies 100000000``
and ``simulate --players 100000000`` once ran into MemoryError)."""

from __future__ import annotations

import argparse
from collections.abc import Callable

from mtrdesk.core.text import bounded_int

#: What SQLite stores (a signed 64-bit INTEGER): ids and seeds beyond it name nothing.
INT_LIMIT = 2**63 - 1
#: Round numbers far beyond any event (MTR 10.2's longest Swiss plus its playoff).
MAX_ROUND_NUMBER = 1_000
#: The largest event the benchmarks run is 4,096 players; 100,000 is far beyond any store.
MAX_PLAYERS = 100_000


def int_range(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high`` (never ``int()`` on a
    5,000-digit argument or a digit of another script)."""

    def parse(text: str) -> int:
        value = bounded_int(text, low, high)
        if value is None:
            raise argparse.ArgumentTypeError(f"must be a whole number from {low} to {high}")
        return value

    parse.__name__ = "number"  # argparse names the type in its message
    return parse


def add_round_option(parser: argparse.ArgumentParser, help: str) -> None:
    """``--round N``: a round number from 1 to ``MAX_ROUND_NUMBER``."""
    parser.add_argument("--round", type=int_range(1, MAX_ROUND_NUMBER), help=help)
