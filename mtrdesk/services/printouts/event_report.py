"""What the event report prints, read from an event (no Qt, no reportlab; issue 31).

The report is posted (on the wall, on the store's social media): the event's name, date,
format, players and rounds; the top 8 after the Swiss rounds, or the playoff's final order
when there is one (MTR 10.1: the playoff decides the winner); the metagame of the
registered deck names (``core.charts.metagame``); and the champion. It holds names and
deck names only: no e-mail, no player ID.

Players and rounds count those who played: a player dropped before round 1 did not take
part (MTR 2.10) and is left out of the metagame too.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from mtrdesk.core.charts.metagame import Metagame, metagame
from mtrdesk.core.event.playoff import bracket_for
from mtrdesk.core.event.state import EventState
from mtrdesk.core.settings import Format, Playoff
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.playoff.views import final_standings
from mtrdesk.services.printouts.postings import standings_after, standings_posting

__all__ = ["TOP", "EventReport", "Placing", "event_report"]

#: Places listed without a playoff (a playoff lists its whole field).
TOP = 8


@dataclass(frozen=True)
class Placing:
    """One place: ``deck`` the registered deck name, "" when none was given (or a team)."""

    place: int
    name: str
    deck: str
    record: str


@dataclass(frozen=True)
class EventReport:
    event_name: str
    date: dt.date
    format: Format
    players: int
    #: Swiss rounds played and playoff rounds (0 without a playoff).
    swiss_rounds: int
    playoff_rounds: int
    #: The places listed: the playoff's final order, or the top 8 after ``after_round``.
    top: tuple[Placing, ...]
    playoff: bool
    after_round: int
    #: The winner once decided: the playoff's champion, or without a playoff the first
    #: place after the last Swiss round; ``None`` while the event goes on.
    champion: Placing | None
    metagame: Metagame


def event_report(event: EventHistory, _round: int | None = None) -> EventReport:
    """The report of the event as it stands: ``NO_ROUNDS`` before round 1 and
    ``RESULTS_MISSING`` while round 1 lacks a result (``standings_after``)."""
    state = event.state
    if not state.rounds:
        raise ServiceError(Problem.NO_ROUNDS)
    played = [e for e in state.entries.values() if e.dropped_after_round != 0]
    bracket = bracket_for(state) if event.pod_event is None else None
    if bracket is not None and state.playoff_started:
        top, after = _playoff_places(state), len(state.swiss)
        champion = top[0] if bracket.champion is not None and top else None
        playoff = True
    else:
        after = standings_after(event)
        top, playoff = _swiss_places(event, after), False
        finished = (
            state.settings.playoff is Playoff.NONE
            and after == state.swiss_rounds
            and state.first_incomplete() is None
        )
        champion = top[0] if finished and top else None
    return EventReport(
        event_name=state.settings.name,
        date=state.settings.date,
        format=state.settings.format,
        players=len(played),
        swiss_rounds=len(state.swiss),
        playoff_rounds=len(state.playoff_rounds),
        top=top,
        playoff=playoff,
        after_round=after,
        champion=champion,
        metagame=metagame(e.deck_name for e in played),
    )


def _playoff_places(state: EventState) -> tuple[Placing, ...]:
    """The playoff's field in its final order (champion, finalist, then by the round
    lost in and seed: ``services.playoff.views.final_standings``)."""
    teams = state.team_kind is not None
    field = [r for r in final_standings(state) if r.playoff_seed is not None or r.champion]
    return tuple(
        Placing(n, r.name, "" if teams else _deck(state, r.entry), r.record)
        for n, r in enumerate(field, 1)
    )


def _swiss_places(event: EventHistory, after: int) -> tuple[Placing, ...]:
    """The top 8 of the standings after round ``after``, as the standings sheet ranks."""
    state = event.state
    posting = standings_posting(event, after)
    decks = {} if state.team_kind is not None else _decks_by_name(state)
    return tuple(
        Placing(line.rank, line.name, decks.get(line.name, ""), line.record)
        for line in posting.lines[:TOP]
    )


def _deck(state: EventState, entry: int) -> str:
    player = state.entries.get(entry)
    return player.deck_name if player is not None else ""


def _decks_by_name(state: EventState) -> dict[str, str]:
    """Deck names by display name; a name two players share gets none (not guessed)."""
    decks: dict[str, str] = {}
    shared: set[str] = set()
    for e in state.entries.values():
        if e.display_name in decks:
            shared.add(e.display_name)
        decks[e.display_name] = e.deck_name
    return {name: deck for name, deck in decks.items() if name not in shared}
