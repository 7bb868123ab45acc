"""Read an event from a file for the command line: our event file or the minimal format.

``mtrdesk standings FILE`` and ``mtrdesk pair FILE`` work on files without a database, so
scorekeepers can check a published event or another program's output. Both formats become
the ``EventState`` the services decide on, so a file is ranked and paired by the same rules
as the window: players who dropped before round 1 are not listed (MTR 2.10), awarded byes
take their own rounds (MTR Appendix E), late entrants join from their first round.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

from mtrdesk.core.event import EventSettings, Floor
from mtrdesk.core.event_document import (
    DocumentError,
    DocumentMatch,
    DocumentProblem,
    EventDocument,
    document_from_dict,
    is_event_document,
)
from mtrdesk.core.minimal_format import MinimalEvent, is_minimal_format, parse_minimal_format
from mtrdesk.core.standings import StandingRow
from mtrdesk.core.swiss import Pairing
from mtrdesk.core.tournament import EntryId, MatchRecord
from mtrdesk.services.history import EntryState, EventState, MatchState, RoundState
from mtrdesk.services.pairing import check_can_pair, draw_pairings, standings_rows

#: The minimal format has no date; ``EventSettings`` needs one, and nothing here shows it.
_MINIMAL_FORMAT_DATE = dt.date(1970, 1, 1)


@dataclass(frozen=True, slots=True)
class EventHistory:
    """An event read from a file, as the services' ``EventState`` (no database ids)."""

    state: EventState

    @property
    def names(self) -> dict[EntryId, str]:
        return {entry.id: entry.display_name for entry in self.state.entries.values()}

    @property
    def last_round(self) -> int:
        return max((rnd.number for rnd in self.state.swiss), default=0)

    def standings(self, floor: Floor | None = None) -> list[StandingRow]:
        """The Swiss standings (MTR 3.1) at the event's floor, or at ``floor``."""
        state = self.state
        if floor is not None:
            state = replace(state, settings=state.settings.with_changes(floor=floor))
        return standings_rows(state)

    def next_round(self, seed: int) -> tuple[list[Pairing], list[EntryId]]:
        """The next Swiss round's pairings and the entries with an awarded bye in it.

        Refused like the window refuses it: once the playoff has begun, while a Swiss
        result is missing (standings would rank on a partial history), or with fewer than
        two active players.
        """
        # A file may hold more rounds than it announced (a published event paired on).
        check_can_pair(self.state, within_announced_rounds=False)
        return draw_pairings(self.state, self.last_round + 1, seed)


def read_json_file(path: Path) -> object:
    """The JSON value in ``path``; ``DocumentError(NOT_AN_EVENT)`` when it holds none.

    A file that cannot be opened raises its ``OSError`` (missing, a folder, no permission),
    so the caller can say exactly that.
    """
    data = path.read_bytes()
    try:
        return json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise DocumentError(DocumentProblem.NOT_AN_EVENT, str(exc)) from exc


def read_event_file(path: Path) -> EventHistory:
    """Load ``path``; raise ``DocumentError`` when it is neither format (see
    ``read_json_file`` for a file that cannot be opened)."""
    return history_from_json(read_json_file(path))


def history_from_json(doc: object) -> EventHistory:
    if is_event_document(doc):
        document = document_from_dict(doc)
        return EventHistory(_document_state(document))
    if is_minimal_format(doc):
        try:
            minimal = parse_minimal_format(doc)
        except ValueError as exc:
            raise DocumentError(DocumentProblem.MALFORMED, str(exc)) from exc
        return EventHistory(_minimal_state(minimal))
    raise DocumentError(DocumentProblem.NOT_AN_EVENT)


def _document_state(document: EventDocument) -> EventState:
    entries = {
        p.id: EntryState(
            id=p.id,
            roster_id=0,
            family=p.family,
            given=p.given,
            reading=p.reading,
            player_id=p.player_id,
            awarded_byes=p.awarded_byes,
            dropped_after_round=p.dropped_after_round,
            late_entry_round=p.late_entry_round,
            playoff_seed=p.playoff_seed,
        )
        for p in document.players
    }
    ids = itertools.count(1)
    rounds = tuple(
        _round_state(rnd.number, rnd.seed, rnd.playoff, rnd.matches, ids)
        for rnd in sorted(document.rounds, key=lambda rnd: rnd.number)
    )
    return EventState(0, document.settings, document.rounds_from_recommendation, entries, rounds)


def _minimal_state(minimal: MinimalEvent) -> EventState:
    drops = _implied_drops(minimal)
    entries = {
        entry: EntryState(
            id=entry,
            roster_id=0,
            family=name,
            given="",
            reading="",
            player_id="",
            awarded_byes=0,
            dropped_after_round=drops.get(entry),
            late_entry_round=None,
        )
        for entry, name in enumerate(minimal.players)
    }
    ids = itertools.count(1)
    rounds = tuple(
        _round_state(number, None, False, [m for m in minimal.matches if m.round == number], ids)
        for number in range(1, minimal.round_count + 1)
    )
    settings = EventSettings(minimal.name, _MINIMAL_FORMAT_DATE, floor=Floor.MTR)
    return EventState(0, settings, False, entries, rounds)


def _round_state(
    number: int,
    seed: int | None,
    playoff: bool,
    matches: Iterable[DocumentMatch | MatchRecord],
    ids: Iterator[int],
) -> RoundState:
    """A round as the services hold it; a file has no row ids, so ``ids`` makes them up."""
    return RoundState(
        id=number,
        number=number,
        seed=seed,
        playoff=playoff,
        matches=tuple(
            MatchState(
                id=next(ids),
                round=number,
                playoff=playoff,
                table=m.table,
                kind=m.kind,
                player1=m.player1,
                player2=m.player2,
                result=m.result,
            )
            for m in matches
        ),
    )


def _implied_drops(minimal: MinimalEvent) -> dict[EntryId, int]:
    """The minimal format has no drops: a player missing from the last round has dropped.

    Its README: "A player who dropped just stops appearing". The drop is dated after the
    last round the player appears in.
    """
    last_round = minimal.round_count
    last_seen: dict[EntryId, int] = {}
    for match in minimal.matches:
        for entry in match.players():
            last_seen[entry] = max(last_seen.get(entry, 0), match.round)
    return {
        entry: last_seen.get(entry, 0)
        for entry in minimal.entries
        if last_round and last_seen.get(entry, 0) < last_round
    }
