"""Read an event from a file for the command line: our event file or the minimal format.

``mtrdesk standings FILE`` and ``mtrdesk pair FILE`` work on files without a database, so
scorekeepers can check a published event or another program's output. Both formats become
the same plain value.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from mtrdesk.core.event import EventSettings, Floor
from mtrdesk.core.event_document import (
    DocumentError,
    DocumentProblem,
    document_from_dict,
    is_event_document,
)
from mtrdesk.core.minimal_format import is_minimal_format, parse_minimal_format
from mtrdesk.core.tournament import EntryId, MatchRecord


@dataclass(frozen=True, slots=True)
class EventHistory:
    """What standings and pairing need: names, Swiss matches, drops, the floor."""

    names: dict[EntryId, str]
    matches: tuple[MatchRecord, ...]
    dropped: dict[EntryId, int]
    floor: Floor
    settings: EventSettings | None = None

    @property
    def entries(self) -> list[EntryId]:
        return list(self.names)

    @property
    def last_round(self) -> int:
        return max((m.round for m in self.matches), default=0)


def read_event_file(path: Path) -> EventHistory:
    """Load ``path``; raise ``DocumentError`` when it is neither format."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DocumentError(DocumentProblem.NOT_AN_EVENT, str(exc)) from exc
    return history_from_json(doc)


def history_from_json(doc: object) -> EventHistory:
    if is_event_document(doc):
        document = document_from_dict(doc)
        return EventHistory(
            names={p.id: p.display_name for p in document.players},
            matches=tuple(document.swiss_matches()),
            dropped=document.dropped(),
            floor=document.settings.floor,
            settings=document.settings,
        )
    if is_minimal_format(doc):
        try:
            minimal = parse_minimal_format(doc)
        except ValueError as exc:
            raise DocumentError(DocumentProblem.MALFORMED, str(exc)) from exc
        names = dict(enumerate(minimal.players))
        matches = tuple(minimal.matches)
        return EventHistory(
            names=names,
            matches=matches,
            dropped=_implied_drops(names, matches),
            floor=Floor.MTR,
        )
    raise DocumentError(DocumentProblem.NOT_AN_EVENT)


def _implied_drops(
    names: dict[EntryId, str], matches: tuple[MatchRecord, ...]
) -> dict[EntryId, int]:
    """The minimal format has no drops: a player missing from the last round has dropped.

    Its README: "A player who dropped just stops appearing". The drop is dated after the
    last round the player appears in.
    """
    last_round = max((m.round for m in matches), default=0)
    last_seen: dict[EntryId, int] = {}
    for match in matches:
        for entry in match.players():
            last_seen[entry] = max(last_seen.get(entry, 0), match.round)
    return {
        entry: last_seen.get(entry, 0)
        for entry in names
        if last_round and last_seen.get(entry, 0) < last_round
    }
