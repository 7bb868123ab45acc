"""Decklist registration sheets (MTR 2.7), blank and filled, the Sealed pool sheet (7.5)
and the opponents' copies (2.7: at the programs of the edition's ``open_decklists``,
each player of a round gets their opponent's list); why this layout:
``printing.decklists.sheet``.

Not in ``SHEETS``: these are printed for chosen players (or none, blank) rather than for a
round, from ``mtrdesk print-decklists`` and the Decklists tab. The functions here turn plain
values (the event as ``EventState``, a player's list as ``RegisteredList``) into
``DeckPage`` values in the installed language; ``render_pages`` draws them. The words
themselves (context "Print") are in ``sheets.decklist_words``, and stay importable here.
"""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, TypedDict

from mtrdesk.core.decklists.decklist import Decklist
from mtrdesk.core.editions.open_decklists import opponents_allowed
from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.settings import DeckKind, EventSettings, Format, Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.printing.decklists.sheet import write_sheets
from mtrdesk.printing.decklists.values import DeckPage, JudgeNotes, PlayerBoxes, SheetForm
from mtrdesk.printing.page import PageSetup
from mtrdesk.sheets.decklist_words import (
    accepted_text,
    banner_text,
    check_text,
    format_text,
    sheet_labels,
)
from mtrdesk.sheets.pairings_by_name import date_text

__all__ = [
    "PlayoffPair",
    "RegisteredList",
    "accepted_text",
    "blank_pages",
    "check_text",
    "event_opponent_pages",
    "event_pages",
    "filled_pages",
    "format_text",
    "opponent_pages",
    "opponents_allowed",
    "page_for",
    "player_boxes",
    "read_lists",
    "registered_list",
    "render_pages",
    "render_pages_bytes",
    "round_pairs",
    "sheet_form",
    "sheet_labels",
]

# --- the event and the players --------------------------------------------------------


def sheet_form(settings: EventSettings, pool: bool = False) -> SheetForm:
    """The sheet an event's players fill in: Commander for multiplayer events, Limited
    for Sealed and draft events, else Constructed; ``pool``: the Sealed pool sheet."""
    if pool:
        return SheetForm.POOL
    if settings.structure is Structure.MULTIPLAYER:
        return SheetForm.COMMANDER
    if settings.kind is DeckKind.LIMITED or settings.format in (
        Format.SEALED,
        Format.BOOSTER_DRAFT,
    ):
        return SheetForm.LIMITED
    return SheetForm.CONSTRUCTED


def player_boxes(state: EventState, entry_id: int, table: str = "") -> PlayerBoxes:
    """The player boxes of entry ``entry_id``: name as typed, reading, ID, team and seat."""
    entry = state.entries[entry_id]
    team = state.teams.get(entry.team) if entry.team is not None else None
    return PlayerBoxes(
        name=entry.display_name,
        reading=entry.reading,
        player_id=entry.player_id,
        table=table,
        seat=entry.seat or "",
        team=team.name if team is not None else "",
    )


@dataclass(frozen=True)
class RegisteredList:
    """A player's registered list as the sheet prints it (from the decklists service's
    ``detail``: ``registered_list``)."""

    decklist: Decklist | None
    pool: Decklist | None = None
    #: The entry that registered the pool (MTR 7.5).
    registered_by: int | None = None
    accepted_by: str = ""
    accepted_at: dt.datetime | None = None
    checks: tuple[str, ...] = ()


def registered_list(detail: Any) -> RegisteredList | None:
    """A ``RegisteredList`` from the decklists service's ``DecklistDetail`` (read by its
    field names: decklist, pool, registered_by, locked_at, locked_by, checks); None when
    the player has registered neither a list nor a pool."""
    decklist = getattr(detail, "decklist", None)
    pool = getattr(detail, "pool", None)
    if decklist is None and pool is None:
        return None
    checks = tuple(check_text(check) for check in getattr(detail, "checks", ()) or ())
    return RegisteredList(
        decklist=decklist,
        pool=pool,
        registered_by=getattr(detail, "registered_by", None),
        accepted_by=getattr(detail, "locked_by", "") or "",
        accepted_at=getattr(detail, "locked_at", None),
        checks=checks,
    )


def read_lists(
    decklists: Any, event_id: int, entry_ids: Iterable[int]
) -> dict[int, RegisteredList]:
    """The registered lists of ``entry_ids`` from the decklists service
    (``services.decklists.service.detail``); players without one are left out."""
    lists = {}
    for entry_id in entry_ids:
        registered = registered_list(decklists.detail(event_id, entry_id))
        if registered is not None:
            lists[entry_id] = registered
    return lists


def event_pages(
    services: Any,
    event_id: int,
    entry_ids: Sequence[int] | None = None,
    *,
    blank: bool = False,
    pool: bool = False,
) -> list[DeckPage]:
    """The sheets of an event in the database, as the window and ``mtrdesk
    print-decklists --event`` print them: ``blank`` ones with each player's name (no
    ``entry_ids``: one unnamed sheet for the event), else each player's registered list
    (no ``entry_ids``: every player with one, in registration order); ``pool``: the Sealed
    pool sheets (MTR 7.5). A player without a list gets a sheet with their name only."""
    state = services.printing.event(event_id).state
    form = sheet_form(state.settings, pool)
    if blank:
        return blank_pages(state, entry_ids, form=form)
    ids = list(entry_ids) if entry_ids is not None else list(state.entries)
    lists = read_lists(services.decklists, event_id, ids)
    if entry_ids is None:
        ids = [e for e in ids if e in lists and (lists[e].pool if pool else lists[e].decklist)]
    return filled_pages(state, lists, ids, pool=pool)


def event_opponent_pages(
    services: Any, event_id: int, round_number: int | None = None
) -> list[DeckPage]:
    """The opponents' copies (MTR 2.7) of a round, Swiss or playoff (default the latest
    paired), of an event in the database."""
    state = services.printing.event(event_id).state
    pairs = round_pairs(state, round_number)
    ids = [e for pair in pairs for e in (pair.first, pair.second)]
    return opponent_pages(state, pairs, read_lists(services.decklists, event_id, ids))


class _EventFields(TypedDict):
    """The ``DeckPage`` fields that name the event."""

    event_name: str
    date: str
    format: str


def _event_fields(settings: EventSettings | None) -> _EventFields:
    if settings is None:
        return {"event_name": "", "date": "", "format": ""}
    return {
        "event_name": settings.name,
        "date": date_text(settings.date),
        "format": format_text(settings),
    }


# --- pages ------------------------------------------------------------------------------


def blank_pages(
    state: EventState | None,
    entry_ids: Iterable[int] | None = None,
    *,
    form: SheetForm | None = None,
    copies: int = 1,
) -> list[DeckPage]:
    """Blank sheets: for the event (its name, date and format printed) or for none; one per
    player of ``entry_ids`` with their name printed, else ``copies`` unnamed ones."""
    settings = state.settings if state is not None else None
    if form is None:
        form = sheet_form(settings) if settings is not None else SheetForm.CONSTRUCTED
    fields = _event_fields(settings)
    if state is None or entry_ids is None:
        return [DeckPage(form, **fields) for _ in range(max(1, copies))]
    return [DeckPage(form, player=player_boxes(state, e), **fields) for e in entry_ids]


def filled_pages(
    state: EventState,
    lists: Mapping[int, RegisteredList],
    entry_ids: Iterable[int] | None = None,
    *,
    pool: bool = False,
) -> list[DeckPage]:
    """One filled sheet per player of ``entry_ids`` (default: every player with a list,
    in the order of ``lists``); ``pool``: their Sealed pools (MTR 7.5) instead."""
    settings = state.settings
    form = sheet_form(settings, pool)
    fields = _event_fields(settings)
    pages = []
    for entry_id in entry_ids if entry_ids is not None else lists:
        registered = lists.get(entry_id)
        decklist = None
        if registered is not None:
            decklist = registered.pool if pool else registered.decklist
        if registered is None or decklist is None:
            pages.append(DeckPage(form, player=player_boxes(state, entry_id), **fields))
            continue
        by = registered.registered_by
        pages.append(
            DeckPage(
                form,
                player=player_boxes(state, entry_id),
                decklist=decklist,
                registered_by=player_boxes(state, by) if pool and by in state.entries else None,
                judge=None
                if pool
                else JudgeNotes(
                    registered.accepted_by,
                    accepted_text(registered.accepted_at),
                    registered.checks,
                ),
                **fields,
            )
        )
    return pages


def page_for(
    decklist: Decklist | None,
    *,
    form: SheetForm = SheetForm.CONSTRUCTED,
    player: PlayerBoxes | None = None,
    settings: EventSettings | None = None,
) -> DeckPage:
    """A sheet for a list that belongs to no stored event (the command line's files)."""
    return DeckPage(
        form, player=player or PlayerBoxes(), decklist=decklist, **_event_fields(settings)
    )


@dataclass(frozen=True)
class PlayoffPair:
    """Two players who meet in a match, and the table (MTR 2.7)."""

    first: int
    second: int
    table: str = ""


def round_pairs(state: EventState, round_number: int | None = None) -> list[PlayoffPair]:
    """The paired matches of a round, Swiss or playoff (default: the latest paired), in
    table order: MTR 2.7 gives opponents' lists to the players of every round."""
    return _pairs_of(state, [r for r in state.rounds if round_number in (None, r.number)])


def _pairs_of(state: EventState, rounds: Sequence[RoundState]) -> list[PlayoffPair]:
    """The paired matches of the last of ``rounds`` with both players entered."""
    if not rounds:
        return []
    pairs = []
    for match in rounds[-1].matches:
        if match.kind is not MatchKind.PAIRED or match.player2 is None:
            continue
        if match.player1 in state.entries and match.player2 in state.entries:
            pairs.append(PlayoffPair(match.player1, match.player2, match.label or ""))
    return pairs


def opponent_pages(
    state: EventState, pairs: Sequence[PlayoffPair], lists: Mapping[int, RegisteredList]
) -> list[DeckPage]:
    """For each player of ``pairs``, their opponent's list with a banner naming whose list
    it is and who receives it (MTR 2.7); no judges' notes on these copies. A player whose
    opponent has no list gets no page."""
    settings = state.settings
    form = sheet_form(settings)
    fields = _event_fields(settings)
    pages = []
    for pair in pairs:
        for reader, owner in ((pair.first, pair.second), (pair.second, pair.first)):
            registered = lists.get(owner)
            if registered is None or registered.decklist is None:
                continue
            owner_name = state.entries[owner].display_name
            reader_name = state.entries[reader].display_name
            banner = banner_text(owner_name, reader_name, pair.table)
            pages.append(
                DeckPage(
                    form,
                    player=player_boxes(state, owner, pair.table),
                    decklist=registered.decklist,
                    banner=banner,
                    **fields,
                )
            )
    return pages


def render_pages(pages: Sequence[DeckPage], setup: PageSetup, out: str | Path | BinaryIO) -> None:
    """Write ``pages`` as a PDF in the installed language."""
    write_sheets(pages, sheet_labels(), out, setup)


def render_pages_bytes(pages: Sequence[DeckPage], setup: PageSetup) -> bytes:
    """``render_pages`` into memory, for the print preview."""
    buffer = io.BytesIO()
    render_pages(pages, setup, buffer)
    return buffer.getvalue()
