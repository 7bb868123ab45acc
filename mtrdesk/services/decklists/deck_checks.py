"""Deck checks as the services see them (MTR 2.8): outcomes, stored checks, proposals.

A deck check counts the cards of a player's deck against their registered list. The
Decklists tab proposes which matches of the round to check (``core.decklists.checks``: seeded,
players never checked first, the event kept at or above 10 % of its decks) and records
what was found; the match gets its time back (MTR 2.6: the check's length plus 3
minutes, plus 4 in a Commander pod) through ``ExtensionService``.

This module reads the round as stored: which players sit at each table still playing
(``check_tables``), and who has been checked so far; ``DeckChecks`` holds
``DecklistService.proposals`` and ``record_check``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from mtrdesk.core.decklists.checks import (
    CheckTable,
    DeckCheckOutcome,
    DeckCheckRecord,
    deck_check_target,
    propose_deck_checks,
)
from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.event.teams import team_members_of, unreported_seats
from mtrdesk.core.settings import Structure
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.extensions import ExtensionService
from mtrdesk.services.history import load_event
from mtrdesk.services.pods.loading import load_pods
from mtrdesk.services.pods.state import (
    is_multiplayer,
)
from mtrdesk.services.text_fields import NOTE_LIMIT, TextField, check_text
from mtrdesk.store.models import DeckCheck, Entry, Round

#: Team events whose team match is one seat match per seat (MTR 8.2).
_SEAT_MATCH_STRUCTURES = frozenset({Structure.TEAM_OF_TWO, Structure.TEAM_OF_THREE})


@dataclass(frozen=True)
class DeckCheckPlan:
    """The matches proposed for a deck check in ``round`` (``tables``, from the
    ``candidates`` still playing), drawn with ``seed`` (recorded in the audit log, so
    the same seed proposes the same tables). ``target``: decks to check over the event
    (MTR 2.8: at least 10 % of ``decks``); ``checked``: decks checked so far;
    ``names``: each proposed player's name by entry id."""

    round: int
    seed: int
    decks: int
    target: int
    checked: int
    tables: tuple[CheckTable, ...]
    candidates: tuple[CheckTable, ...] = ()
    names: Mapping[int, str] = field(default_factory=dict)

    @property
    def proposed_decks(self) -> int:
        return sum(len(table.entries) for table in self.tables)


def table_label(table: int, seat: str) -> str:
    return f"{table}{seat}"


def current_round(state: EventState, number: int) -> RoundState:
    """The round being played (the latest one): deck checks happen while it is played."""
    if not state.rounds or not any(r.number == number for r in state.rounds):
        raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)
    current = state.rounds[-1]
    if current.number != number:
        raise ServiceError(Problem.NOT_CURRENT_ROUND, round=number, current=current.number)
    return current


def check_tables(state: EventState, rnd: RoundState) -> tuple[CheckTable, ...]:
    """Every match of ``rnd`` still being played, with the players whose decks a check
    there covers: both players of a match; every player of a multiplayer pod; a team
    match of a seat event as a whole (seat "", MTR 8.4: a team's decks are built
    together, so they are checked together); a Two-Headed Giant match's four players."""
    if is_multiplayer(state):
        pods = load_pods(state.id).get(rnd.number, [])
        return tuple(CheckTable(p.table, "", tuple(p.players)) for p in pods if not p.reported)
    open_matches = [
        (m.table, m)
        for m in rnd.matches
        if m.kind is MatchKind.PAIRED and m.result is None and m.table is not None
    ]
    kind = state.team_kind
    if kind is TeamKind.TWO_HEADED_GIANT:
        tables = []
        for table, m in open_matches:
            players = [p for entry in m.players() for p in team_members_of(state, entry)]
            tables.append(CheckTable(table, "", tuple(players)))
        return tuple(tables)
    if kind is not None:  # seat matches: one team match per table
        by_table: dict[int, list[int]] = {}
        for table, m in sorted(open_matches, key=lambda pair: (pair[0], pair[1].seat)):
            by_table.setdefault(table, []).extend(m.players())
        return tuple(CheckTable(t, "", tuple(players)) for t, players in sorted(by_table.items()))
    return tuple(CheckTable(table, m.seat, tuple(m.players())) for table, m in open_matches)


def match_players(state: EventState, rnd: RoundState, table: int, seat: str) -> tuple[int, ...]:
    """The players of the match at ``table`` (and ``seat``) of ``rnd``, reported or not:
    a seat event's whole team match when ``seat`` is "". ``TABLE_NOT_FOUND`` else."""
    label = table_label(table, seat)
    if is_multiplayer(state):
        pods = load_pods(state.id).get(rnd.number, [])
        pod = next((p for p in pods if p.table == table), None)
        if pod is None or seat:
            raise ServiceError(Problem.TABLE_NOT_FOUND, round=rnd.number, table=label)
        return tuple(pod.players)
    matches = [m for m in rnd.matches if m.kind is MatchKind.PAIRED and m.table == table]
    kind = state.team_kind
    if kind is TeamKind.TWO_HEADED_GIANT and not seat and matches:
        return tuple(p for entry in matches[0].players() for p in team_members_of(state, entry))
    if kind is not None and kind is not TeamKind.TWO_HEADED_GIANT and not seat and matches:
        return tuple(p for m in sorted(matches, key=lambda m: m.seat) for p in m.players())
    match = next((m for m in matches if m.seat == seat), None)
    if match is None:
        raise ServiceError(Problem.TABLE_NOT_FOUND, round=rnd.number, table=label)
    return match.players()


def checked_entries(event_id: int) -> set[int]:
    """Every entry whose deck has been checked in this event."""
    rows = (
        DeckCheck.select(DeckCheck.entry)
        .join(Entry)
        .where(Entry.event == event_id)
        .distinct()
        .tuples()
    )
    return {entry for (entry,) in rows}


def check_records(event_id: int, entry_id: int | None = None) -> list[DeckCheckRecord]:
    """The event's deck checks (of one entry), in the order they were recorded."""
    query = (
        DeckCheck.select(DeckCheck, Round.number)
        .join(Round)
        .switch(DeckCheck)
        .join(Entry)
        .where(Entry.event == event_id)
    )
    if entry_id is not None:
        query = query.where(DeckCheck.entry == entry_id)
    return [
        DeckCheckRecord(
            id=row.id,
            entry_id=row.entry_id,
            round=row.round.number,
            table=row.table,
            seat=row.seat,
            minutes=row.minutes,
            outcome=DeckCheckOutcome(row.outcome),
            note=row.note,
            checked_at=row.checked_at,
        )
        for row in query.order_by(DeckCheck.id)
    ]


# --- use cases -------------------------------------------------------------------------


class DeckChecks:
    """The deck-check use cases of ``DecklistService`` (MTR 2.8): proposals and records,
    each in one transaction; a check's extension goes through ``_extensions``."""

    _ctx: Context
    _extensions: ExtensionService

    def proposals(self, event_id: int, round: int, seed: int | None = None) -> DeckCheckPlan:
        """The matches of ``round`` (the one being played) to check: players never
        checked first, enough to keep the event on course for 10 % of its decks (MTR
        2.8), drawn with ``seed`` (a fresh one when ``None``). The seed and the tables
        go to the audit log, so the proposal can be drawn again."""
        with self._ctx.transaction():
            state = load_event(event_id)
            rnd = current_round(state, round)
            candidates = check_tables(state, rnd)
            decks = sum(1 for e in state.entries.values() if e.dropped_after_round != 0)
            checked = checked_entries(event_id)
            rounds_left = 1 if rnd.playoff else max(1, state.swiss_rounds - rnd.number + 1)
            used = self._ctx.new_seed() if seed is None else seed
            tables = propose_deck_checks(
                candidates,
                decks=decks,
                checked=checked,
                rounds_left=rounds_left,
                rng=random.Random(used),
            )
            self._ctx.audit(
                event_id,
                "decklists.propose",
                round=round,
                seed=used,
                tables=[t.label for t in tables],
                decks=decks,
                checked=len(checked),
            )
        names = {e: state.entries[e].display_name for t in candidates for e in t.entries}
        return DeckCheckPlan(
            round=round,
            seed=used,
            decks=decks,
            target=deck_check_target(decks),
            checked=len(checked),
            tables=tables,
            candidates=candidates,
            names=names,
        )

    def record_check(
        self,
        event_id: int,
        round: int,
        table: int,
        seat: str,
        minutes: int,
        outcome: DeckCheckOutcome,
        note: str = "",
        entries: Sequence[int] | None = None,
    ) -> Changes:
        """Record a deck check of the match at ``table`` (``seat``: a team seat match's
        letter; "" checks a team match whole) of the round being played: a ``DeckCheck``
        row per checked player (``entries``, default every player of the match) and the
        match's extension (MTR 2.6: ``minutes`` it took + 3, + 4 in a Commander pod;
        every seat match still playing at a team table), all in one transaction.
        Refuses as ``ExtensionService.add`` does, and ``NOT_IN_MATCH`` for a listed
        player who does not play there."""
        note = check_text(TextField.DECK_CHECK_NOTE, " ".join(note.split())[:NOTE_LIMIT])
        outcome = DeckCheckOutcome(outcome)
        with self._ctx.transaction():
            state = load_event(event_id)
            rnd = current_round(state, round)
            players = match_players(state, rnd, table, seat)
            chosen = tuple(players if entries is None else dict.fromkeys(entries))
            label = table_label(table, seat)
            for entry in chosen:
                if entry not in players:
                    raise ServiceError(Problem.NOT_IN_MATCH, entry=entry, round=round, table=label)
            if not chosen:
                raise ServiceError(Problem.NOT_IN_MATCH, round=round, table=label)
            seats = [seat]
            if not seat and state.settings.structure in _SEAT_MATCH_STRUCTURES:
                seats = unreported_seats(rnd, table)  # the team match's seat matches
                if not seats:
                    raise ServiceError(Problem.EXTENSION_RESULT_IN, round=round, table=label)
            for letter in seats:
                self._extensions.add(
                    event_id, round, table, minutes, ExtensionReason.DECK_CHECK, letter, note
                )
            now = self._ctx.now()
            for entry in chosen:
                DeckCheck.create(
                    round=rnd.id,
                    entry=entry,
                    table=table,
                    seat=seat,
                    minutes=minutes,
                    outcome=outcome.value,
                    note=note,
                    checked_at=now,
                )
            self._ctx.audit(
                event_id,
                "decklists.check",
                round=round,
                table=label,
                entries=list(chosen),
                names=[state.name(e) for e in chosen],
                minutes=minutes,
                outcome=outcome,
                note=note,
            )
        return Changes(decklists=True, pairings=True)
