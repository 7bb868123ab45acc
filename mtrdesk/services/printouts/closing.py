"""What the EventLink closing sheet prints, read from an event (no Qt, no reportlab).

EventLink (Wizards' event tool) has no results import: an organizer who ran the event in
mtrdesk re-enters it there by hand (docs/eventlink.md). The sheet gives, in the order they
are typed: who played, by Wizards Account e-mail (``core.eventlink.invites``) or by name
only, the same players as the Invite List CSV (a player dropped before round 1 did not
take part, MTR 2.10); every round's results in table order, each as "A beat B 2-1" with
the winner first (MTR 2.1: more games won wins the match), draws, byes and losses without
an opponent; and the final standings (MTR 3.1, Appendix C) to check EventLink's against.

The sheet holds e-mail addresses: it is the organizer's, never posted (the phones' pages
and every posted sheet hold none).
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass

from mtrdesk.core.event.playoff import playoff_field
from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.eventlink.invites import wizards_account
from mtrdesk.core.printouts.postings import StandingsPosting
from mtrdesk.core.settings import Format
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.pods.state import PodData, PodEventState
from mtrdesk.services.printouts.postings import standings_posting

__all__ = [
    "ClosingPlayer",
    "ClosingResult",
    "ClosingRound",
    "ClosingSheet",
    "Outcome",
    "closing_sheet",
]


class Outcome(enum.Enum):
    """How one line of a round reads."""

    #: ``first`` beat ``second`` (``score``: the winner's games first, "2-1").
    WON = "won"
    #: ``first`` and ``second`` drew (``score`` "1-1-1", "0-0-3").
    DRAW = "draw"
    BYE = "bye"
    AWARDED_BYE = "awarded_bye"
    LATE_ENTRY_LOSS = "late_entry_loss"
    UNOPPOSED_LOSS = "unopposed_loss"
    #: A multiplayer pod: ``first`` won, ``others`` lost (multiplayer addendum).
    POD_WON = "pod_won"
    #: A multiplayer pod drawn by ``drawn``; ``others`` lost.
    POD_DRAW = "pod_draw"


_UNOPPOSED = {
    MatchKind.BYE: Outcome.BYE,
    MatchKind.AWARDED_BYE: Outcome.AWARDED_BYE,
    MatchKind.LATE_ENTRY_LOSS: Outcome.LATE_ENTRY_LOSS,
    MatchKind.UNOPPOSED_LOSS: Outcome.UNOPPOSED_LOSS,
}


@dataclass(frozen=True)
class ClosingPlayer:
    """A player as EventLink knows them: ``account`` their Wizards Account e-mail, ""
    when they go by name only."""

    name: str
    account: str


@dataclass(frozen=True)
class ClosingResult:
    """One line of a round: ``table`` as posted ("12", "12A"), "" for none (a bye)."""

    table: str
    outcome: Outcome
    first: str
    second: str = ""
    score: str = ""
    others: tuple[str, ...] = ()
    drawn: tuple[str, ...] = ()


@dataclass(frozen=True)
class ClosingRound:
    """A round's results in table order; ``field``: a playoff round's players (its name)."""

    number: int
    playoff: bool
    field: int
    results: tuple[ClosingResult, ...]


@dataclass(frozen=True)
class ClosingSheet:
    event_name: str
    date: dt.date
    format: Format
    players: tuple[ClosingPlayer, ...]
    rounds: tuple[ClosingRound, ...]
    #: After the last Swiss round; ``None`` for a single-elimination event (no Swiss).
    standings: StandingsPosting | None

    @property
    def by_name(self) -> int:
        """Players EventLink will know by name only (no Wizards Account e-mail)."""
        return sum(1 for p in self.players if not p.account)


def closing_sheet(event: EventHistory, _round: int | None = None) -> ClosingSheet:
    """The sheet of the whole event. ``NO_ROUNDS`` before round 1; ``RESULTS_MISSING``
    (round and tables) while a round has a match without its result: the sheet is for
    re-entering a finished event."""
    state = event.state
    if not state.rounds:
        raise ServiceError(Problem.NO_ROUNDS)
    for rnd in state.rounds:
        missing = _missing(event, rnd)
        if missing:
            raise ServiceError(Problem.RESULTS_MISSING, round=rnd.number, tables=missing)
    players = tuple(
        ClosingPlayer(e.display_name, wizards_account(e.email, e.player_id))
        for e in state.entries.values()
        if e.dropped_after_round != 0  # MTR 2.10: dropped before round 1, did not play
    )
    rounds = tuple(
        ClosingRound(
            rnd.number,
            rnd.playoff,
            playoff_field(state, rnd.number) if rnd.playoff else 0,
            _results(event, rnd),
        )
        for rnd in state.rounds
    )
    return ClosingSheet(
        event_name=state.settings.name,
        date=state.settings.date,
        format=state.settings.format,
        players=players,
        rounds=rounds,
        standings=standings_posting(event) if state.swiss else None,
    )


def _missing(event: EventHistory, rnd: RoundState) -> list[str]:
    if event.pod_event is not None and event.pod_event.pods_of(rnd.number):
        return [str(t) for t in event.pod_event.missing_tables(rnd.number)]
    return [m.label or "" for m in rnd.matches if m.awaiting_result]


def _results(event: EventHistory, rnd: RoundState) -> tuple[ClosingResult, ...]:
    """The round's lines: tables in order (a team table's seats A, B, C), then the
    players without an opponent."""
    state = event.state
    pods = event.pod_event.pods_of(rnd.number) if event.pod_event is not None else []
    lines = [_pod_line(event.pod_event, pod) for pod in pods if event.pod_event is not None]
    tabled = sorted(
        (m for m in rnd.matches if m.table is not None), key=lambda m: (m.table, m.seat)
    )
    lines += [_match_line(state, m) for m in tabled]
    lines += [_match_line(state, m) for m in rnd.matches if m.table is None]
    return tuple(lines)


def _side(state: EventState, entry: EntryId) -> str:
    """A side as EventLink names it: the player, or in Two-Headed Giant the team (MTR
    9.1: the team is the opponent)."""
    player = state.entries[entry]
    if state.team_kind is TeamKind.TWO_HEADED_GIANT and player.team in state.teams:
        return state.teams[player.team].name
    return player.display_name


def _match_line(state: EventState, m: MatchState) -> ClosingResult:
    table = m.label or ""
    first = _side(state, m.player1)
    if m.player2 is None or m.result is None:
        return ClosingResult(table, _UNOPPOSED.get(m.kind, Outcome.UNOPPOSED_LOSS), first)
    second = _side(state, m.player2)
    result = m.result
    if result.wins1 == result.wins2:
        return ClosingResult(table, Outcome.DRAW, first, second, result.to_text())
    if result.wins2 > result.wins1:  # the winner first, their games first
        first, second = second, first
    high, low = max(result.wins1, result.wins2), min(result.wins1, result.wins2)
    score = f"{high}-{low}-{result.draws}" if result.draws else f"{high}-{low}"
    return ClosingResult(table, Outcome.WON, first, second, score)


def _pod_line(ev: PodEventState, pod: PodData) -> ClosingResult:
    names = {entry: ev.state.entries[entry].display_name for entry in pod.players}
    winner = pod.winner
    if winner is not None:
        others = tuple(names[e] for e in pod.players if e != winner)
        return ClosingResult(str(pod.table), Outcome.POD_WON, names[winner], others=others)
    drawn = tuple(names[e] for e in pod.players if e in pod.drawn)
    others = tuple(names[e] for e in pod.players if e not in pod.drawn)
    return ClosingResult(str(pod.table), Outcome.POD_DRAW, "", others=others, drawn=drawn)
