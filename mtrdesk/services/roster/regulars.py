"""What the store knows of a person across its events, as the Regulars view and
``mtrdesk roster list`` show it. Pure: no store, no context."""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Iterable
from dataclasses import dataclass

from mtrdesk.core.names import display_name
from mtrdesk.core.text import fold

__all__ = ["RegularSort", "RegularView", "sorted_regulars"]


class RegularSort(enum.Enum):
    """How the regulars are listed: the last seen first, by name (reading), or the most
    events first."""

    LAST_SEEN = "last_seen"
    NAME = "name"
    EVENTS = "events"


@dataclass(frozen=True)
class RegularView:
    """One person of the roster: ``events`` they took part in (an entry dropped before
    round 1 did not, MTR 2.10), the dates of the first and last of them, ``no_shows``
    (registered and removed as absent before round 1), the Wizards Account ``email``
    (organizer only: never on a public page or posted sheet), and whether the person was
    ``erased`` (then the name is "Erased player N" and every other field is empty)."""

    id: int
    family: str
    given: str
    reading: str
    player_id: str
    email: str
    no_shows: int
    erased: bool
    events: int
    first_seen: dt.date | None
    last_seen: dt.date | None

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)


def _name_key(view: RegularView) -> tuple[bool, str, str, int]:
    """By reading; people without one last, by name (as ``words.collation`` lists them)."""
    return (
        not view.reading,
        fold(view.reading or view.family),
        fold(view.family + view.given),
        view.id,
    )


def sorted_regulars(views: Iterable[RegularView], sort: RegularSort) -> list[RegularView]:
    """``views`` in ``sort`` order; people never seen come last when sorting by last seen,
    ties by name (reading, then name) so the order never depends on the database."""
    found = list(views)
    if sort is RegularSort.NAME:
        return sorted(found, key=_name_key)
    if sort is RegularSort.EVENTS:
        return sorted(found, key=lambda v: (-v.events, _name_key(v)))
    by_name = sorted(found, key=_name_key)
    return sorted(
        by_name, key=lambda v: -(v.last_seen.toordinal() if v.last_seen is not None else 0)
    )
