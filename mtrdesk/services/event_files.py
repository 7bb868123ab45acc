"""Read an event from a file for the command line: our event file or the minimal format.

``mtrdesk standings FILE`` and ``mtrdesk pair FILE`` work on files without a database, so
scorekeepers can check a published event or another program's output. Both formats become
the ``EventState`` the services decide on, so a file is ranked and paired by the same rules
as the window: players who dropped before round 1 are not listed (MTR 2.10), awarded byes
take their own rounds (MTR Appendix E), late entrants join from their first round.

Booster-draft pods (MTR 7.6) come along as each entry's pod and the event's lifted flag, so
pods are paired as the window pairs them. ``mtrdesk check-pairings`` rebuilds the players
as they stood before a round from the same standings and pairing inputs and hands them to
``core.pairing_check``.
"""

from __future__ import annotations

import datetime as dt
import itertools
import json
from collections.abc import Collection, Iterable, Iterator
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
from mtrdesk.core.pairing_check import RoundCheck, check_pairing
from mtrdesk.core.standings import StandingRow
from mtrdesk.core.swiss import Pairing, SwissPlayer
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.explain import players_before
from mtrdesk.services.history import EntryState, EventState, MatchState, RoundState
from mtrdesk.services.pairing import check_can_pair, draw_pairings, standings_rows

#: The match kinds a Swiss pairing decides: tables and the pairing bye.
_PAIRED_KINDS = (MatchKind.PAIRED, MatchKind.BYE)

#: The minimal format has no date; ``EventSettings`` needs one, and nothing here shows it.
_MINIMAL_FORMAT_DATE = dt.date(1970, 1, 1)


@dataclass(frozen=True, slots=True)
class EventHistory:
    """An event read from a file, as the services' ``EventState`` (no database ids)."""

    state: EventState

    @property
    def pods_kept(self) -> bool:
        """Pods pair players only inside themselves (see ``EventState.pods_kept``)."""
        return self.state.pods_kept

    @property
    def pod_status(self) -> str:
        """``kept``, ``lifted`` (MTR 7.6, Regular REL) or ``none`` (no pods, or a format
        that is not drafted in pods)."""
        if self.state.pods_kept:
            return "kept"
        if self.state.pods and self.state.pods_lifted:
            return "lifted"
        return "none"

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

    def players_before(self, number: int, entries: Collection[EntryId]) -> list[SwissPlayer]:
        """``entries`` as they stood when Swiss round ``number`` was paired, built by the
        same function the window's notes and checks use."""
        return list(players_before(self.state, number, entries))

    @property
    def paired_rounds(self) -> list[int]:
        """The Swiss rounds with a table or a pairing bye (awarded byes alone are not)."""
        return [
            rnd.number
            for rnd in self.state.swiss
            if any(m.kind in _PAIRED_KINDS for m in rnd.matches)
        ]

    def check_round(self, number: int | None = None) -> RoundCheck:
        """Check Swiss round ``number`` (default: the last one paired) with
        ``core.pairing_check``; ``NO_ROUNDS`` or ``ROUND_NOT_FOUND`` when there is none."""
        if number is None:
            if not self.paired_rounds:
                raise ServiceError(Problem.NO_ROUNDS)
            number = self.paired_rounds[-1]
        rnd = next((r for r in self.state.swiss if r.number == number), None)
        if rnd is None:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)
        pairs = [(m.player1, m.player2) for m in rnd.matches if m.kind in _PAIRED_KINDS]
        entries = {entry for pair in pairs for entry in pair if entry is not None}
        players = self.players_before(number, entries)
        return check_pairing(players, pairs, number, keep_pods=self.pods_kept)


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
        return history_from_document(document)
    if is_minimal_format(doc):
        try:
            minimal = parse_minimal_format(doc)
        except ValueError as exc:
            raise DocumentError(DocumentProblem.MALFORMED, str(exc)) from exc
        return EventHistory(_minimal_state(minimal))
    raise DocumentError(DocumentProblem.NOT_AN_EVENT)


def history_from_document(document: EventDocument) -> EventHistory:
    """An event document (ours), pods and all, as the services would see it."""
    return EventHistory(_document_state(document))


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
            pod=p.pod,
        )
        for p in document.players
    }
    ids = itertools.count(1)
    rounds = tuple(
        _round_state(rnd.number, rnd.seed, rnd.playoff, rnd.matches, ids)
        for rnd in sorted(document.rounds, key=lambda rnd: rnd.number)
    )
    return EventState(
        0,
        document.settings,
        document.rounds_from_recommendation,
        entries,
        rounds,
        pods_lifted=document.pods_lifted,
    )


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
