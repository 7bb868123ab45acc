"""Read an event from a file for the command line: our event file or the minimal format.

``mtrdesk standings FILE`` and ``mtrdesk pair FILE`` work on files without a database, so
scorekeepers can check a published event or another program's output. Both formats become
the ``EventState`` the services decide on, so a file is ranked and paired by the same rules
as the window: players who dropped before round 1 are not listed (MTR 2.10), awarded byes
take their own rounds (MTR Appendix E), late entrants join from their first round.

Booster-draft pods (MTR 7.6) come along as each entry's pod and the event's lifted flag, so
pods are paired as the window pairs them. ``mtrdesk check-pairings`` rebuilds the players
as they stood before a round from the same standings and pairing inputs and hands them to
``core.swiss.check``. The playoff variants hold too: a single-elimination-only event has
no Swiss round to pair (Appendix E), an announced end rule ends the Swiss (MTR 10.2), and
players who reached the early-advancement points take byes (MTR 10.4).

Team events (MTR 8, 9) and multiplayer pod events are read with their teams and pods and
decided by ``event_file_structures``, which calls the same services functions.
"""

from __future__ import annotations

import datetime as dt
import itertools
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from mtrdesk.core.event.state import EntryState, EventState, MatchState, RoundState, TeamState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.event_file.document import (
    PAIRED_KINDS,
    DocumentError,
    DocumentMatch,
    DocumentProblem,
    EventDocument,
    is_event_document,
)
from mtrdesk.core.event_file.json_bytes import decode_json
from mtrdesk.core.event_file.reader import (
    decoded_event_file,
    document_from_bytes,
    document_from_decoded,
    document_from_dict,
)
from mtrdesk.core.progress import Progress
from mtrdesk.core.settings import EventSettings, Floor, Structure
from mtrdesk.core.tournament import EntryId

if TYPE_CHECKING:  # issue 33: ``mtrdesk standings`` loads none of these (each method
    # that pairs, checks or ranks teams and pods imports what it calls)
    from mtrdesk.core.event_file.minimal_format import MinimalEvent
    from mtrdesk.core.pods.check import PodCheck
    from mtrdesk.core.pods.pairing import Pod
    from mtrdesk.core.pods.standings import PodStandingRow
    from mtrdesk.core.printouts.slips import FloorCodes
    from mtrdesk.core.simulation.rounds import TeamRoundCheck
    from mtrdesk.core.standings.individual import StandingRow
    from mtrdesk.core.swiss.check import RoundCheck
    from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer
    from mtrdesk.core.teams.pairing import TeamPairing
    from mtrdesk.core.teams.standings import TeamStandingRow
    from mtrdesk.core.tournament import MatchRecord
    from mtrdesk.services.pods.state import PodEventState

#: The minimal format has no date; ``EventSettings`` needs one, and nothing here shows it.
_MINIMAL_FORMAT_DATE = dt.date(1970, 1, 1)


@dataclass(frozen=True, slots=True)
class EventHistory:
    """An event read from a file, as the services' ``EventState`` (no database ids);
    ``pod_event`` holds a multiplayer event's pods (``None`` for other structures).
    ``floor_codes``: the slips' one-time codes, for an event read from the database
    (``PrintService.event``; a file has none, its slips carry none). ``round_times``: a
    round's clock as the projector published it, (round, started, expected end), for an
    event read from the database whose latest round's clock has started. ``audit_head``:
    the audit chain's head code (issue 27), for an event read from the database."""

    state: EventState
    pod_event: PodEventState | None = None
    floor_codes: FloorCodes | None = None
    round_times: tuple[tuple[int, dt.datetime, dt.datetime], ...] = ()
    #: The audit chain's head code when the sheets were made (``store.audit_chain``
    #: ``head_code``), printed in every posted sheet's footer; a file has none ("").
    audit_head: str = ""

    @property
    def structure(self) -> Structure:
        return self.state.settings.structure

    @property
    def has_teams(self) -> bool:
        """A team or Two-Headed Giant event (MTR 8, 9): teams are ranked and paired."""
        return self.state.team_kind is not None

    @property
    def team_names(self) -> dict[int, str]:
        return {team.id: team.name for team in self.state.teams.values()}

    def team_members(self, team: int) -> list[str]:
        """The team's members' names by seat, A first ("" for a seat nobody holds)."""
        entries = self.state.entries
        return [
            "" if p is None else entries[p].display_name for p in self.state.teams[team].members
        ]

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

    def team_standings(self, floor: Floor | None = None) -> list[TeamStandingRow]:
        """Team standings (MTR Appendix C: match points, then OMW%; no game points) at the
        event's floor, or at ``floor``."""
        from mtrdesk.services.teams.rounds import require_teams, team_standing_rows

        state = self.state
        require_teams(state)
        if floor is not None:
            state = replace(state, settings=state.settings.with_changes(floor=floor))
        return team_standing_rows(state)

    def pod_standings(self) -> list[PodStandingRow]:
        """Multiplayer standings (3.1A: points, MW%, opponents' average points, OMW%)."""
        return self._pod_event().standing_rows()

    def _pod_event(self) -> PodEventState:
        if self.pod_event is None:
            from mtrdesk.services.errors import Problem, ServiceError  # only to refuse (issue 33)

            raise ServiceError(Problem.NOT_MULTIPLAYER, structure=self.structure.value)
        return self.pod_event

    def next_round(self, seed: int) -> tuple[list[Pairing], list[EntryId]]:
        """The next Swiss round's pairings and the entries with an awarded bye in it.

        Refused like the window refuses it: once the playoff has begun, while a Swiss
        result is missing (standings would rank on a partial history), with fewer than
        two active players, for single elimination only (Appendix E: no Swiss) and once
        the announced end rule ended the Swiss (MTR 10.2). Players who reached the early
        advancement points in the last round take byes (MTR 10.4), as the window locks
        them when it pairs the next round.
        """
        from mtrdesk.services.errors import Problem, ServiceError
        from mtrdesk.services.event_file import structures
        from mtrdesk.services.swiss.pairing import check_can_pair, draw_pairings

        state = self.state
        if self.structure is Structure.MULTIPLAYER:
            raise ServiceError(Problem.MULTIPLAYER_EVENT)  # ``next_pod_round``
        if state.team_kind is not None:
            raise ServiceError(Problem.NOT_FOR_TEAMS)  # ``next_team_round``
        if state.settings.elimination_only:
            raise ServiceError(Problem.ELIMINATION_ONLY)
        # A file may hold more rounds than it announced (a published event paired on).
        check_can_pair(state, within_announced_rounds=False)
        if structures.rule_ended_swiss(state):
            raise ServiceError(Problem.SWISS_ENDED, round=state.swiss_paired)
        number = self.last_round + 1
        if number > 1:
            state = structures.with_advancements(state, number - 1)
        return draw_pairings(state, number, seed)

    def next_team_round(self, seed: int) -> tuple[TeamPairing, ...]:
        """The next round of a team event: teams paired as units, seat matches A-A, B-B,
        C-C (MTR 8.2), or one game per Two-Headed Giant match (MTR 9.1)."""
        from mtrdesk.services.event_file import structures
        from mtrdesk.services.swiss.pairing import check_can_pair
        from mtrdesk.services.teams.rounds import require_teams

        require_teams(self.state)
        check_can_pair(self.state, within_announced_rounds=False)
        return structures.next_team_round(self.state, self.last_round + 1, seed)

    def next_pod_round(self, seed: int) -> tuple[tuple[Pod, ...], list[EntryId]]:
        """The next round of a multiplayer event: its pods and the awarded byes."""
        from mtrdesk.services.event_file import structures

        return structures.next_pod_round(self._pod_event(), seed)

    def players_before(self, number: int, entries: Collection[EntryId]) -> list[SwissPlayer]:
        """``entries`` as they stood when Swiss round ``number`` was paired, built by the
        same function the window's notes and checks use."""
        from mtrdesk.services.swiss.explain import players_before

        return list(players_before(self.state, number, entries))

    @property
    def paired_rounds(self) -> list[int]:
        """The Swiss rounds with a table or a pairing bye (awarded byes alone are not)."""
        return [
            rnd.number
            for rnd in self.state.swiss
            if any(m.kind in PAIRED_KINDS for m in rnd.matches)
        ]

    def _paired_round(self, number: int | None, rounds: list[int]) -> RoundState:
        """Swiss round ``number``, or the last of ``rounds``; ``NO_ROUNDS`` or
        ``ROUND_NOT_FOUND`` when there is none."""
        from mtrdesk.services.errors import Problem, ServiceError  # only to refuse (issue 33)

        if number is None:
            if not rounds:
                raise ServiceError(Problem.NO_ROUNDS)
            number = rounds[-1]
        rnd = next((r for r in self.state.swiss if r.number == number), None)
        if rnd is None:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)
        return rnd

    def check_team_round(self, number: int | None = None) -> TeamRoundCheck:
        """Check a team event's Swiss round ``number`` (default: the last one paired) at
        team level and seat by seat."""
        from mtrdesk.services.event_file import structures
        from mtrdesk.services.teams.rounds import require_teams

        require_teams(self.state)
        return structures.check_team_round(
            self.state, self._paired_round(number, self.paired_rounds)
        )

    def check_pod_round(self, number: int | None = None) -> PodCheck:
        """Check a multiplayer event's Swiss round ``number`` (default: the last one)."""
        from mtrdesk.services.event_file import structures
        from mtrdesk.services.pods.round_check import check_pod_round

        ev = self._pod_event()
        rnd = self._paired_round(number, structures.pod_round_numbers(ev))
        return check_pod_round(ev, rnd.number)

    def check_round(self, number: int | None = None) -> RoundCheck:
        """Check Swiss round ``number`` (default: the last one paired) with
        ``core.swiss.check``; ``NO_ROUNDS`` or ``ROUND_NOT_FOUND`` when there is none."""
        from mtrdesk.core.swiss.check import check_pairing

        rnd = self._paired_round(number, self.paired_rounds)
        number = rnd.number
        pairs = [(m.player1, m.player2) for m in rnd.matches if m.kind in PAIRED_KINDS]
        entries = {entry for pair in pairs for entry in pair if entry is not None}
        players = self.players_before(number, entries)
        return check_pairing(players, pairs, number, keep_pods=self.pods_kept)


def read_json_file(path: Path) -> object:
    """The JSON value in ``path``; ``DocumentError(NOT_AN_EVENT)`` when it holds none.

    A file that cannot be opened raises its ``OSError`` (missing, a folder, no permission),
    so the caller can say exactly that.
    """
    return decode_json(read_bounded(path, MAX_EVENT_FILE_BYTES))  # bounded while decoding


#: The largest event file read: a 4,096-player event (the largest benchmarked) with every
#: decklist is a few megabytes; 64 MiB is far beyond, and no file is read past it.
MAX_EVENT_FILE_BYTES = 64 * 1024 * 1024


def read_bounded(path: Path, limit: int) -> bytes:
    """At most ``limit`` bytes of ``path``; a longer file (or an endless one such as
    ``/dev/zero``) is refused as too large without being read further."""
    with path.open("rb") as stream:
        data = stream.read(limit + 1)
    if len(data) > limit:
        raise DocumentError(DocumentProblem.TOO_LARGE, f"{path}: more than {limit} bytes")
    return data


def read_event_file(path: Path, progress: Progress | None = None) -> EventHistory:
    """Load ``path``; raise ``DocumentError`` when it is neither format (see
    ``read_json_file`` for a file that cannot be opened). ``progress`` hears how far the
    reading of an event file of ours is (``core.event_file.reader.read_document``)."""
    data = read_bounded(path, MAX_EVENT_FILE_BYTES)
    parsed = decoded_event_file(data)
    if parsed is None:  # not ours, or damaged: the long way says which
        return history_from_bytes(data, progress)
    # Issue 33 (at most 200 MiB at 16,384 players): the file's bytes (45 MB) are not held
    # while the event is built from the Structs, nor the Structs while it is ranked.
    del data
    document = document_from_decoded(parsed, progress)
    del parsed
    return history_from_document(document)


def history_from_bytes(data: bytes, progress: Progress | None = None) -> EventHistory:
    """A file's bytes: an event file of ours read straight against its schema
    (``document_from_bytes``), else the minimal format."""
    try:
        return history_from_document(document_from_bytes(data, progress))
    except DocumentError as exc:
        if exc.problem is not DocumentProblem.NOT_AN_EVENT:
            raise
    return history_from_json(decode_json(data))


def history_from_json(doc: object, progress: Progress | None = None) -> EventHistory:
    if is_event_document(doc):
        document = document_from_dict(doc, progress)
        return history_from_document(document)
    # The minimal format's reader loads only for a file that is not ours (issue 33).
    from mtrdesk.core.event_file.minimal_format import is_minimal_format, parse_minimal_format

    if is_minimal_format(doc):
        try:
            minimal = parse_minimal_format(doc)
        except ValueError as exc:
            raise DocumentError(DocumentProblem.MALFORMED, str(exc)) from exc
        return EventHistory(_minimal_state(minimal))
    raise DocumentError(DocumentProblem.NOT_AN_EVENT)


def history_from_document(document: EventDocument) -> EventHistory:
    """An event document (ours), pods, teams and all, as the services would see it."""
    state = _document_state(document)
    if state.settings.structure is Structure.MULTIPLAYER:
        from mtrdesk.services.event_file import structures

        return EventHistory(state, structures.pod_event_state(document, state))
    return EventHistory(state)


def _document_state(document: EventDocument) -> EventState:
    entries = {  # by position, in the fields' order (as ``_round_state``'s matches)
        p.id: EntryState(
            p.id,
            0,  # roster_id: a file has no roster
            p.family,
            p.given,
            p.reading,
            p.player_id,
            p.awarded_byes,
            p.dropped_after_round,
            p.late_entry_round,
            p.playoff_seed,
            p.pod,
            p.team,
            p.seat,
            p.draft_seat,
            p.advanced_after,
            p.advanced_seed,
            p.pod_seat,
            None if p.draft_drop is None else p.draft_drop[0],
            None if p.draft_drop is None else p.draft_drop[1],
            p.email,
            p.deck_name,
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
        teams=_team_states(document),
        uid=document.identity,
    )


def _team_states(document: EventDocument) -> dict[int, TeamState]:
    """The file's teams with their members by seat, in registration order."""
    members = document.team_members()
    return {t.id: TeamState(t.id, t.name, members[t.id]) for t in document.teams}


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
    from mtrdesk.core.event_identity import derived_event_uid

    uid = derived_event_uid(settings.name, settings.date.isoformat(), None)
    return EventState(0, settings, False, entries, rounds, uid=uid)


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
            [
                # By position, in the fields' order: a third faster than by keyword
                # (115,000 matches at 16,384 players).
                MatchState(
                    next(ids),
                    number,
                    playoff,
                    m.table,
                    m.kind,
                    m.player1,
                    m.player2,
                    m.result,
                    getattr(m, "seat", ""),
                )
                for m in matches
            ]
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
