"""The room screen's values (issue 31, item 1): what the TV or projector on the wall shows,
read in one transaction: the latest round's pairings by name (each player a row: name,
table, opponent; byes), the tables still playing, the registration's count before round
1, the standings after the last complete round, and the round clock's time left.

Names and readings only, never a player ID or an e-mail address: the same rule as the
phones' pages (``services.public.views``). The doors sort the rows by reading
(``words.collation.name_sort_key``: 五十音 in Japanese) and cut them into pages
(``core.floor.room_screen``).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.floor.published_clock import ROUND, reading_at
from mtrdesk.core.floor.room_screen import Phase, phase_of, still_playing
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.public.clocks import ClockService, PublishedClocks
from mtrdesk.services.public.views import PublicRound, PublicService, PublicStandings
from mtrdesk.services.registration.desk import desk_view


@dataclass(frozen=True, slots=True)
class ScreenPairing:
    """One player's row: ``table`` ``None`` for a round without a table (``kind`` says
    which: a bye, an awarded bye, a loss without opponent)."""

    name: str
    reading: str
    table: str | None
    opponent: str | None
    kind: MatchKind


@dataclass(frozen=True, slots=True)
class ScreenStanding:
    rank: int
    name: str
    reading: str
    points: int


@dataclass(frozen=True, slots=True)
class RoomScreen:
    """The screen's values for one event at one instant."""

    event_name: str
    #: The latest round paired (0 before round 1), a playoff round or not.
    round: int
    playoff: bool
    phase: Phase
    #: Every player of the latest round, in the round's order (the doors sort them).
    pairings: tuple[ScreenPairing, ...]
    #: Tables paired (byes not counted) and those still without a result.
    tables: int
    missing: tuple[str, ...]
    #: The round clock's seconds left as published (0 past time), ``None`` without one.
    remaining: float | None
    #: The tables to show as still playing now (``core.floor.room_screen.still_playing``).
    still_playing: tuple[str, ...]
    #: Phones may register (open, before round 1); entries and waiting registrations.
    registering: bool
    registered: int
    capacity: int | None
    #: The standings after Swiss round ``standings_after`` (0: none complete yet).
    standings_after: int
    standings: tuple[ScreenStanding, ...]


def screen_rows(latest: PublicRound | None) -> tuple[ScreenPairing, ...]:
    """Each player of the round as a row: both players of a table, the player of a bye."""
    if latest is None:
        return ()
    rows: list[ScreenPairing] = []
    for p in latest.pairings:
        rows.append(ScreenPairing(p.player1, p.reading1, p.table, p.player2, p.kind))
        if p.player2 is not None:
            rows.append(ScreenPairing(p.player2, p.reading2, p.table, p.player1, p.kind))
    return tuple(rows)


def round_remaining(published: PublishedClocks) -> float | None:
    """The published round clock's seconds left at the instant it was read (0 once
    finished); ``None`` when the projector shows no round clock."""
    clock = next((c for c in published.clocks if c.kind == ROUND), None)
    if clock is None:
        return None
    reading = reading_at(clock, published.now)
    return 0.0 if reading.finished else reading.remaining


def room_screen(
    event_name: str,
    latest: PublicRound | None,
    standings: PublicStandings,
    published: PublishedClocks,
    registration: tuple[bool, int, int | None],
) -> RoomScreen:
    """The screen from what the service read: ``registration`` is whether phones may
    register, the places taken (entries and waiting registrations) and the capacity."""
    missing = tuple(
        p.table
        for p in (latest.pairings if latest is not None else ())
        if p.table is not None and p.kind is MatchKind.PAIRED and p.result is None
    )
    tables = sum(
        1
        for p in (latest.pairings if latest is not None else ())
        if p.table is not None and p.kind is MatchKind.PAIRED
    )
    remaining = round_remaining(published)
    number = latest.number if latest is not None else 0
    registering, registered, capacity = registration
    return RoomScreen(
        event_name=event_name,
        round=number,
        playoff=latest.playoff if latest is not None else False,
        phase=phase_of(number, not missing),
        pairings=screen_rows(latest),
        tables=tables,
        missing=missing,
        remaining=remaining,
        still_playing=still_playing(tables, missing, remaining),
        registering=registering,
        registered=registered,
        capacity=capacity,
        standings_after=standings.after_round,
        standings=tuple(
            ScreenStanding(row.rank, row.name, row.reading, row.points) for row in standings.rows
        ),
    )


class ScreenService:
    """Reads the room screen (``Services.screen``)."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def screen(self, event_id: int) -> RoomScreen:
        """The room screen's values now; ``EVENT_NOT_FOUND`` for no event."""
        public = PublicService(self._ctx)
        with self._ctx.transaction():
            event = public.event(event_id)
            latest = public.pairings(event_id)
            standings = public.standings(event_id)
            published = ClockService(self._ctx).published(event_id)
            desk = desk_view(event_id)
        registration = (desk.taking, desk.entered + desk.waiting, desk.capacity)
        return room_screen(event.name, latest, standings, published, registration)
