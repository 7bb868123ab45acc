"""The JSON rows the command line prints and the web API answers, made in one place so
that ``mtrdesk pair``/``mtrdesk standings`` and ``/api/.../pairings``/``standings`` say the
same thing the same way (issue 16)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any


def pairing_row(table: int | str | None, player1: str, player2: str | None) -> dict[str, Any]:
    """``{"table", "p1", "p2"}``: a bye has no table and no ``p2``."""
    return {"table": table, "p1": player1, "p2": player2}


def standing_row(
    rank: int, player: str, points: int, omwp: Fraction, gwp: Fraction, ogwp: Fraction
) -> dict[str, Any]:
    """``{"rank", "player", "points", "omwp", "gwp", "ogwp"}``, the percentages as
    fractions of 1 (exact values rounded only by the float)."""
    return {
        "rank": rank,
        "player": player,
        "points": points,
        "omwp": float(omwp),
        "gwp": float(gwp),
        "ogwp": float(ogwp),
    }
