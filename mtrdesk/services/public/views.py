"""What the room may see: the events, a round's pairings and the standings, as phones and
posted pages show them (issue 16).

These views carry names and the readings to search them by, never a player ID or an
e-mail address: the rule "nothing private on a public page" lives in these types, so no
page can show what they do not hold.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import below_day_two_cut, standings_rows
from mtrdesk.core.settings import Floor, Format, Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_views import EventSummary, Stage
from mtrdesk.services.events import EventService
from mtrdesk.services.history import load_event, load_outline, round_of
from mtrdesk.services.pods.loading import pod_settings_row
from mtrdesk.services.public.history import PublicHistory, public_history, public_numbers
from mtrdesk.services.views import round_view
from mtrdesk.store import audit_chain

__all__ = [
    "PublicEvent",
    "PublicPairing",
    "PublicPulse",
    "PublicRound",
    "PublicService",
    "PublicStanding",
    "PublicStandings",
]


@dataclass(frozen=True, slots=True)
class PublicEvent:
    id: int
    name: str
    date: dt.date
    #: The latest round paired (Swiss or playoff), 0 before round 1.
    round: int
    stage: Stage
    #: The audit chain's head code (``store.audit_chain.head_code``), shown under the
    #: phones' pages as under posted sheets: a log rewritten since no longer passes
    #: through it (``mtrdesk audit-check``, issue 27); "" before any record.
    audit_head: str = ""
    #: The event seats players in pods (a booster draft's, a draft playoff's, multiplayer
    #: pods) and has a playoff (MTR 10.4, a pod playoff, or single elimination only): the
    #: phones offer the pods and bracket pages only then (issue 32).
    has_pods: bool = False
    has_playoff: bool = False


@dataclass(frozen=True, slots=True)
class PublicPairing:
    """One table (``table`` "12", "12B" for a seat) or a bye (``table`` and ``player2``
    ``None``); points before the round, the result once reported ("2-1")."""

    table: str | None
    kind: MatchKind
    player1: str
    reading1: str
    points1: int
    player2: str | None
    reading2: str
    points2: int | None
    result: str | None


@dataclass(frozen=True, slots=True)
class PublicRound:
    number: int
    playoff: bool
    pairings: tuple[PublicPairing, ...]
    #: Paired tables still without a result.
    missing: int
    #: A playoff round's field: 8 for the quarterfinals, 16 for the round of 16; 0 for a
    #: Swiss round (what ``web.round_names`` names the round by, issue 32).
    field: int = 0


@dataclass(frozen=True, slots=True)
class PublicStanding:
    rank: int
    tied: bool
    name: str
    reading: str
    points: int
    record: str
    omwp: Fraction
    gwp: Fraction
    ogwp: Fraction
    dropped: bool
    #: Below the event's day-two cut: ranked, no longer paired (not a drop).
    cut_out: bool = False
    #: The player's public number, which their history's address names
    #: (``services.public.history``): never an ID.
    number: int = 0


@dataclass(frozen=True, slots=True)
class PublicStandings:
    """The standings after ``after_round`` (0: none yet), with the floor in use (MTR
    Appendix C) and the rounds that may be shown: only complete Swiss rounds are."""

    after_round: int
    floor: Floor
    rows: tuple[PublicStanding, ...]
    complete_rounds: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class PublicPulse:
    """What a page open on an event needs to follow it without loading again (issue 16):
    the latest round paired (0 before round 1), the complete Swiss rounds, and the latest
    round's results by table ("12", "12B"; ``None`` while missing)."""

    rounds: int
    complete: tuple[int, ...]
    results: dict[str, str | None]
    missing: int
    #: Changes with everything a page shows except the latest round's results: its
    #: pairings, names and points, the rounds paired and complete, every earlier result
    #: (a late correction moves the standings). Equal within one server run only.
    shape: int


class PublicService:
    """Read-only use cases for the pages and the API the store's Wi-Fi serves."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        #: The standings last worked out for each event and round asked (``standings``),
        #: with what they were worked out from.
        self._standings: dict[tuple[int, int], tuple[tuple[object, ...], PublicStandings]] = {}

    def mark(self) -> object:
        """A value that changes whenever anything is committed to the file, by this
        connection or another (the window's): what the phones' live pages watch."""
        return self._ctx.store.change_mark()

    def pulse(self, event_id: int) -> PublicPulse:
        """The event as the live pages follow it (``web.live``): a new round or a newly
        complete one loads the pages again, a result only changes its table. Worked out
        once per change of the database (``Context.remembered``): the live feed, every
        page rendered and every slip's page ask for it."""
        return self._ctx.remembered(("public_pulse", event_id), lambda: self._pulse(event_id))

    def _pulse(self, event_id: int) -> PublicPulse:
        with self._ctx.transaction():
            state = load_event(event_id)
            latest = self.pairings(event_id)
        complete = tuple(r.number for r in state.swiss if r.complete)
        earlier = tuple((m.id, m.result) for r in state.rounds[:-1] for m in r.matches)
        if latest is None:
            return PublicPulse(0, complete, {}, 0, hash((complete, earlier)))
        results = {p.table: p.result for p in latest.pairings if p.table is not None}
        seats = tuple(
            (p.table, p.kind, p.player1, p.points1, p.player2, p.points2) for p in latest.pairings
        )
        shape = hash((latest.number, latest.playoff, complete, earlier, seats))
        return PublicPulse(latest.number, complete, results, latest.missing, shape)

    def events(self) -> list[PublicEvent]:
        """Every event, newest first."""
        with self._ctx.transaction():
            return [self._public(s) for s in EventService(self._ctx).list_events()]

    def event(self, event_id: int) -> PublicEvent:
        """One event; ``EVENT_NOT_FOUND`` when there is none."""
        with self._ctx.transaction():
            return self._public(EventService(self._ctx).get(event_id))

    def _public(self, summary: EventSummary) -> PublicEvent:
        """The summary as the room sees it, with the latest round (Swiss or playoff)."""
        rounds = load_outline(summary.id).rounds
        head = audit_chain.head()
        settings = summary.settings
        multiplayer = settings.structure is Structure.MULTIPLAYER
        draft = settings.format is Format.BOOSTER_DRAFT or settings.playoff.by_draft_seat
        cut = settings.playoff.size > 0 or settings.elimination_only
        if multiplayer:
            cut = cut or pod_settings_row(summary.id)[1] > 0
        return PublicEvent(
            summary.id,
            settings.name,
            settings.date,
            rounds[-1].number if rounds else 0,
            summary.stage,
            "" if head is None else head.code,
            has_pods=multiplayer or draft,
            has_playoff=cut or any(r.playoff for r in rounds),
        )

    def pairings(self, event_id: int, number: int | None = None) -> PublicRound | None:
        """Round ``number`` (default: the latest), ``None`` before round 1;
        ``ROUND_NOT_FOUND`` for a round not paired. Made once per change of the database
        (``Context.remembered``): the pairings page, the pulse and the slips' pages all
        read the same round."""
        return self._ctx.remembered(
            ("public_pairings", event_id, number), lambda: self._pairings(event_id, number)
        )

    def _pairings(self, event_id: int, number: int | None) -> PublicRound | None:
        with self._ctx.transaction():
            state = load_event(event_id)
            if number is None:
                if not state.rounds:
                    return None
                rnd = state.rounds[-1]
            else:
                rnd = round_of(state, number)
            view = round_view(state, rnd)
        readings = {e.id: e.reading for e in state.entries.values()}
        rows = tuple(
            PublicPairing(
                table=m.label,
                kind=m.kind,
                player1=m.player1_name,
                reading1=readings.get(m.player1, ""),
                points1=m.points1,
                player2=m.player2_name,
                reading2="" if m.player2 is None else readings.get(m.player2, ""),
                points2=m.points2,
                result=None if m.result is None else m.result.to_text(),
            )
            for m in view.matches
        )
        return PublicRound(view.number, view.playoff, rows, len(view.missing), view.field)

    def standings(self, event_id: int, after_round: int | None = None) -> PublicStandings:
        """Standings after the Swiss round ``after_round`` (default: the latest complete
        one); ``ROUND_NOT_FOUND`` for a round not complete: a round still being played
        is not posted (its standings would change under the players' eyes)."""
        with self._ctx.transaction():
            state = load_event(event_id)
        complete = tuple(r.number for r in state.swiss if r.complete)
        if after_round is None:
            after_round = complete[-1] if complete else 0
        elif after_round not in complete:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=after_round)
        # The same standings while what they are worked out from is the same (issue 33):
        # a result of the round being played changes the file but not the standings after
        # the complete rounds the phones are shown (compared whole: ~3 ms against ~20 ms to
        # work them out at 1,024 players).
        inputs = _standings_inputs(state, after_round, complete)
        kept = self._standings.get((event_id, after_round))
        if kept is not None and kept[0] == inputs:
            return kept[1]
        standings = _public_standings(state, after_round, complete)
        if len(self._standings) >= _STANDINGS_KEPT:
            self._standings.clear()
        self._standings[(event_id, after_round)] = (inputs, standings)
        return standings

    def player_history(self, event_id: int, number: int) -> PublicHistory:
        """The player with public ``number``: opponent, result, points and place after
        each complete Swiss round (issue 31); ``PLAYER_NOT_FOUND`` for no such player."""
        with self._ctx.transaction():
            state = load_event(event_id)
        complete = (r.number for r in state.swiss if r.complete)
        return public_history(state, number, complete)


#: Events and rounds whose standings a ``PublicService`` keeps (``standings``): every
#: complete round of a few events; past it, all are forgotten at once.
_STANDINGS_KEPT = 64


def _standings_inputs(
    state: EventState, after_round: int, complete: tuple[int, ...]
) -> tuple[object, ...]:
    """Everything ``_public_standings`` reads from ``state`` for ``after_round``: the
    event, its settings, every entry and team, the Swiss rounds up to it (every match and
    result) and the rounds complete. The Swiss rounds after it are left out: their
    results are not in the standings after it (a drop in them is in its entry)."""
    return (
        state.id,
        state.uid,
        state.settings,
        state.rounds_from_recommendation,
        state.pods_lifted,
        state.entries,
        state.teams,
        tuple(r for r in state.swiss if r.number <= after_round),
        state.swiss_paired,
        complete,
    )


def _public_standings(
    state: EventState, after_round: int, complete: tuple[int, ...]
) -> PublicStandings:
    """``PublicService.standings`` worked out from the event read."""
    rows: tuple[PublicStanding, ...] = ()
    if after_round:
        below = below_day_two_cut(state, after_round)
        numbers = public_numbers(state)
        rows = tuple(
            PublicStanding(
                rank=row.rank,
                tied=row.tied_with_previous,
                name=state.entries[row.entry].display_name,
                reading=state.entries[row.entry].reading,
                points=row.points,
                record=row.record,
                omwp=row.omwp,
                gwp=row.gwp,
                ogwp=row.ogwp,
                dropped=row.dropped,
                cut_out=row.entry in below,
                number=numbers[row.entry],
            )
            for row in standings_rows(state, after_round)
        )
    return PublicStandings(after_round, state.settings.floor, rows, complete)
