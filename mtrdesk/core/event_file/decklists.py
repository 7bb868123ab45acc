"""Decklists (MTR 2.7, 7.5) and deck checks (MTR 2.8) in the event file (version 6).

The file lists each player's registered list and Limited card pool at the top level,
with the text as typed and its cards, who registered a pool, when the list was received
and changed, and who accepted (locked) it::

    "decklists": [{"player": 1, "kind": "deck", "text": "4 Opt\\n...", "cards": {...},
                   "registered_by": null, "received_at": "...", "updated_at": "...",
                   "locked_at": null, "locked_by": ""}]

Each round lists the decks checked in it, one per player::

    "deck_checks": [{"player": 1, "table": 3, "seat": "", "minutes": 6,
                     "outcome": "ok", "note": "", "checked_at": "..."}]

Older files have neither.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from mtrdesk.core.event_file.fields import (
    DECKLIST_TEXT_LIMIT,
    free_text,
    malformed,
    optional_text,
    records,
    time_text,
)
from mtrdesk.core.time_extensions import MAX_EXTENSION_MINUTES
from mtrdesk.core.tournament import EntryId

if TYPE_CHECKING:  # the decklist model loads for a file that holds decklists (issue 33)
    from mtrdesk.core.decklists.decklist import Decklist

#: A player's registered list, and a Limited player's card pool (MTR 7.5).
DECKLIST_KINDS = ("deck", "pool")
#: What a deck check found (``services.decklists.deck_checks.DeckCheckOutcome`` values).
DECK_CHECK_OUTCOMES = ("ok", "decklist_problem", "deck_problem")


@dataclass(frozen=True, slots=True)
class DocumentDecklist:
    """One player's list (``kind`` "deck") or card pool ("pool"), as stored."""

    player: EntryId
    kind: str
    text: str
    cards: Decklist
    registered_by: EntryId | None = None
    received_at: str | None = None
    updated_at: str | None = None
    locked_at: str | None = None
    locked_by: str = ""


@dataclass(frozen=True, slots=True)
class DocumentDeckCheck:
    """One player's deck checked at ``table`` (and team ``seat``) of a round."""

    player: EntryId
    table: int
    minutes: int
    outcome: str
    seat: str = ""
    note: str = ""
    checked_at: str | None = None


def decklists_to_list(decklists: tuple[DocumentDecklist, ...]) -> list[dict[str, Any]]:
    return [
        {
            "player": d.player,
            "kind": d.kind,
            "text": d.text,
            "cards": d.cards.to_json(),
            "registered_by": d.registered_by,
            "received_at": d.received_at,
            "updated_at": d.updated_at,
            "locked_at": d.locked_at,
            "locked_by": d.locked_by,
        }
        for d in decklists
    ]


def deck_checks_to_list(checks: tuple[DocumentDeckCheck, ...]) -> list[dict[str, Any]]:
    return [
        {
            "player": c.player,
            "table": c.table,
            "seat": c.seat,
            "minutes": c.minutes,
            "outcome": c.outcome,
            "note": c.note,
            "checked_at": c.checked_at,
        }
        for c in checks
    ]


def _whole(value: Any, low: int) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and value >= low


def _known(value: Any, known: Collection[EntryId]) -> TypeGuard[EntryId]:
    """``value`` is one of the ``known`` players (``None`` never is, nor ``true``)."""
    return isinstance(value, int) and not isinstance(value, bool) and value in known


def read_decklists(raw: Any, known: Collection[EntryId]) -> tuple[DocumentDecklist, ...]:
    """The file's ``decklists`` (absent: none): each of a known player, one of each kind
    per player, a pool registered by a known player."""
    found: list[DocumentDecklist] = []
    held: set[tuple[EntryId, str]] = set()
    for here, d in records(raw, "decklists"):
        player, kind, by = d.get("player"), d.get("kind", "deck"), d.get("registered_by")
        if not _known(player, known):
            raise malformed(f"{here}: unknown player")
        if not isinstance(kind, str) or kind not in DECKLIST_KINDS:
            raise malformed(f"{here}.kind")
        if (player, kind) in held:
            raise malformed(f"{here}: a second {kind} of the player")
        held.add((player, kind))
        if by is not None and not _known(by, known):
            raise malformed(f"{here}.registered_by: unknown player")
        cards = d.get("cards", {})
        if not isinstance(cards, Mapping):
            raise malformed(f"{here}.cards")
        from mtrdesk.core.decklists.decklist import Decklist  # (issue 33: see above)

        try:
            decklist = Decklist.from_json(cards)
        except (TypeError, ValueError) as error:
            raise malformed(f"{here}.cards") from error
        found.append(
            DocumentDecklist(
                player=player,
                kind=kind,
                text=free_text(d.get("text"), f"{here}.text", limit=DECKLIST_TEXT_LIMIT),
                cards=decklist,
                registered_by=by,
                received_at=time_text(d.get("received_at"), f"{here}.received_at"),
                updated_at=time_text(d.get("updated_at"), f"{here}.updated_at"),
                locked_at=time_text(d.get("locked_at"), f"{here}.locked_at"),
                locked_by=optional_text(d.get("locked_by"), f"{here}.locked_by"),
            )
        )
    return tuple(found)


def read_deck_checks(
    raw: Any, where: str, known: Collection[EntryId], tables: Collection[int]
) -> tuple[DocumentDeckCheck, ...]:
    """A round's ``deck_checks`` (absent: none): a known player at one of the round's
    ``tables``, 0 to ``MAX_EXTENSION_MINUTES`` minutes, a known outcome."""
    found = []
    for here, c in records(raw, f"{where}.deck_checks"):
        if not _known(c.get("player"), known):
            raise malformed(f"{here}: unknown player")
        table, minutes = c.get("table"), c.get("minutes")
        if not _whole(table, 1) or table not in tables:
            raise malformed(f"{here}.table: no table {table} in the round")
        if not _whole(minutes, 0) or minutes > MAX_EXTENSION_MINUTES:
            raise malformed(f"{here}.minutes")
        if not isinstance(c.get("outcome"), str) or c.get("outcome") not in DECK_CHECK_OUTCOMES:
            raise malformed(f"{here}.outcome")
        found.append(
            DocumentDeckCheck(
                player=c["player"],
                table=table,
                minutes=minutes,
                outcome=c["outcome"],
                seat=optional_text(c.get("seat"), f"{here}.seat"),
                note=free_text(c.get("note"), f"{here}.note"),
                checked_at=time_text(c.get("checked_at"), f"{here}.checked_at"),
            )
        )
    return tuple(found)
