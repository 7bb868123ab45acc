"""Seeding single elimination only (Appendix E, "No Swiss"), for players and for teams.

``PlayoffService`` seeds the active players (5 to 8), ``team_playoff.start_team_elimination``
the active teams (4 to 8); a field outside its bounds is refused first (``ELIMINATION_FIELD``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from mtrdesk.core.event.state import EventState
from mtrdesk.core.playoff.elimination_only import seed_elimination
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.playoff.views import BracketKind
from mtrdesk.store.models import Entry as EntryRow


def seed_elimination_field(
    ctx: Context,
    state: EventState,
    field: list[int],
    members: Callable[[int], Sequence[int]],
    seed: int | None,
    *,
    bounds: tuple[int, int],
    teams: bool = False,
) -> None:
    """Seed ``field`` (entries, or team ids with ``teams``) at random from ``seed``
    (``None``: a new one, logged), the top seeds taking the byes of a field short of a
    power of two; each place is stored as the ``playoff_seed`` of the ``members`` of its
    seed, and the start is logged (``playoff.start``). A field outside ``bounds``
    (smallest, largest) is refused first: ``ELIMINATION_FIELD``."""
    smallest, largest = bounds
    if not smallest <= len(field) <= largest:
        if teams:
            raise ServiceError(
                Problem.ELIMINATION_FIELD,
                players=len(field),
                smallest=smallest,
                largest=largest,
                teams=True,
            )
        raise ServiceError(
            Problem.ELIMINATION_FIELD, players=len(field), smallest=smallest, largest=largest
        )
    seed = ctx.new_seed() if seed is None else seed
    seeding = seed_elimination(field, random.Random(seed))
    for place, unit in enumerate(seeding.seeds, start=1):
        EntryRow.update(playoff_seed=place).where(EntryRow.id.in_(members(unit))).execute()
    detail: dict[str, Any] = {
        "kind": BracketKind.ELIMINATION.value,
        "size": len(seeding.seeds),
        "seeds": list(seeding.seeds),
        "byes": list(seeding.byes),
        "seed": seed,
    }
    if teams:
        detail["teams"] = True
    ctx.audit(state.id, "playoff.start", **detail)
