"""The single-elimination playoff (MTR 10.4, 2.2, 2.5, 2.10) over the core bracket.

``start`` makes the cut from the final Swiss standings (players who dropped during the
Swiss are passed over) and stores each player's seed, so later corrections cannot reseed
the bracket. Each playoff round is stored as a round of matches (tables = bracket
positions); the next one is paired as soon as the previous one is complete.

Drops after the cut follow MTR 2.10 through ``core.playoff.bracket``: nobody is advanced, the
highest-ranked remaining player gets a bye. Because the next playoff round is paired the
moment the previous one ends, a drop before any result of that round is in counts as a
drop before it was paired, and the round is paired again; after that the player stays
paired for the round (MTR 2.10) and their match is reported as usual.

Variants (``BracketKind``):

* With early advancement (MTR 10.4) the cut is ``core.swiss.end_rules.playoff_order``: the
  players advanced during the Swiss by their locked seeds, then the final standings.
* The booster-draft playoff (``Playoff.DRAFT_TOP8``, MTR 10.4): the top 8 are seated at the
  draft table, at random from a recorded seed or as the organizer entered the seats, and
  pair by seat (1 v 5, 2 v 6, 3 v 7, 4 v 8). Seeds are still the Swiss places (MTR 2.2,
  2.10). The seats can be changed until a result of the first playoff round is in.
* Single elimination only (MTR Appendix E: 5–8 players, "No Swiss"): ``start`` seeds the
  field at random from a recorded seed and pairs the bracket from round 1; the top seeds
  take the byes of a field short of 8 (``core.playoff.elimination_only``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from mtrdesk.core.draft.playoff import (
    DRAFT_PLAYOFF_SIZE,
    random_draft_seating,
)
from mtrdesk.core.event.playoff import bracket_for, cut_order
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.playoff.bracket import Bracket
from mtrdesk.core.playoff.elimination_only import (
    ELIMINATION_ONLY_MAX_PLAYERS,
    ELIMINATION_ONLY_MIN_PLAYERS,
)
from mtrdesk.core.results import ResultError, ResultProblem
from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.elimination import seed_elimination_field
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.playoff.views import (
    BracketKind,
    BracketView,
    CutPlayer,
    FinalRow,
    PlayoffMatchView,
    PlayoffRoundView,
    bracket_kind,
    bracket_view,
    final_standings,
)
from mtrdesk.services.reporting import Reporter, ReportsByTable, event_edition
from mtrdesk.services.swiss.round_rows import write_round
from mtrdesk.services.swiss_end import lock_advancements, require_cut_ready
from mtrdesk.services.teams.playoff import (
    start_team_elimination,
    start_team_playoff,
    write_team_playoff_rounds,
)
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Round

__all__ = [
    "BracketKind",
    "BracketView",
    "CutPlayer",
    "FinalRow",
    "PlayoffMatchView",
    "PlayoffRoundView",
    "PlayoffService",
]


def _write_playoff_rounds(ctx: Context, state: EventState, bracket: Bracket) -> bool:
    """Store the bracket's rounds not stored yet; True when one was added."""
    if state.team_kind is not None:
        return write_team_playoff_rounds(ctx, state, bracket)
    added = False
    for playoff_round in bracket.rounds[len(state.playoff_rounds) :]:
        if not playoff_round.matches:
            continue
        pairings = [
            Pairing(m.position + 1 if m.player2 is not None else None, m.player1, m.player2)
            for m in playoff_round.matches
        ]
        number = state.swiss_paired + playoff_round.number
        write_round(ctx, state.id, number, None, pairings, [], playoff=True)
        ctx.audit(
            state.id, "playoff.pair", round=number, tables=[list(p.players()) for p in pairings]
        )
        added = True
    return added


def advance(ctx: Context, event_id: int) -> Changes:
    """After a playoff result: pair the next playoff round once the current one is done."""
    last = load_event(event_id, entries=False, matches=False).last_round
    if last is not None and not last.complete:
        return Changes()  # the round goes on: nothing to pair, no need to read it all
    state = load_event(event_id)
    bracket = bracket_for(state)
    if bracket is None or not _write_playoff_rounds(ctx, state, bracket):
        return Changes()
    return Changes(pairings=True, playoff=True, events=True)


def drop_from_playoff(ctx: Context, state: EventState, entry_id: int) -> int | None:
    """MTR 2.10 for a seeded player: the round their drop takes effect before, re-pairing
    the current playoff round when none of its results is in. ``None``: not in the bracket.
    """
    entry = state.entries[entry_id]
    current = state.playoff_rounds[-1] if state.playoff_rounds else None
    if entry.playoff_seed is None or current is None or state.team_kind is not None:
        return None
    in_current = any(entry_id in (m.player1, m.player2) for m in current.matches)
    if not in_current or current.has_results:
        return None
    Round.delete().where(Round.id == current.id).execute()
    EntryRow.update(dropped_after_round=current.number - 1).where(EntryRow.id == entry_id).execute()
    state = load_event(state.id)
    bracket = bracket_for(state)
    assert bracket is not None
    _write_playoff_rounds(ctx, state, bracket)
    return current.number - 1


class PlayoffService(ReportsByTable):
    """Use cases of the single-elimination playoff."""

    def __init__(self, ctx: Context, reporter: Reporter | None = None) -> None:
        self._ctx = ctx
        self._reporter = reporter or Reporter(ctx)
        self._reporter.playoff_hook = lambda event_id: advance(self._ctx, event_id)

    def start(
        self,
        event_id: int,
        *,
        seed: int | None = None,
        seats: Mapping[int, int] | None = None,
    ) -> Changes:
        """Make the cut and pair the first playoff round.

        Top 4 / top 8: the final Swiss standings (after players advanced early, MTR 10.4).
        The booster-draft playoff also seats the top 8 at the draft table: ``seats`` (seat
        1–8 → entry) as the organizer seated them, or ``None`` to draw them at random from
        ``seed`` (``None``: a new one, logged). Single elimination only (Appendix E):
        the 5–8 active players are seeded at random from ``seed`` and play from round 1.
        """
        with self._ctx.transaction():
            state = load_event(event_id)
            if state.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            kind = bracket_kind(state)
            if seats is not None and kind is not BracketKind.DRAFT:
                raise ServiceError(Problem.NOT_DRAFT_PLAYOFF)
            if state.team_kind is not None and kind is BracketKind.ELIMINATION:
                start_team_elimination(self._ctx, state, seed)
            elif state.team_kind is not None:
                start_team_playoff(self._ctx, state)
            elif kind is BracketKind.ELIMINATION:
                self._seed_elimination(state, seed)
            else:
                self._make_cut(state, kind, seed, seats)
            state = load_event(event_id)
            bracket = bracket_for(state)
            assert bracket is not None
            _write_playoff_rounds(self._ctx, state, bracket)
        return Changes(events=True, pairings=True, playoff=True, players=True, standings=True)

    def seat_draft(
        self, event_id: int, seats: Mapping[int, int] | None = None, seed: int | None = None
    ) -> Changes:
        """Seat the booster-draft playoff again (MTR 10.4), while no result of its first
        round is in: ``seats`` as entered, or at random from ``seed``. The first round is
        paired again by the new seats; audited as ``playoff.seat``."""
        with self._ctx.transaction():
            state = load_event(event_id)
            if bracket_kind(state) is not BracketKind.DRAFT:
                raise ServiceError(Problem.NOT_DRAFT_PLAYOFF)
            if not state.playoff_started:
                raise ServiceError(Problem.PLAYOFF_NOT_STARTED)
            first = state.playoff_rounds[0]
            if len(state.playoff_rounds) > 1 or first.has_results:
                raise ServiceError(Problem.RESULTS_IN, round=first.number)
            top = [
                e.id
                for e in sorted(state.entries.values(), key=lambda e: e.playoff_seed or 0)
                if e.playoff_seed is not None
            ]
            seed, by_seat = self._seat(top, seats, seed)
            for entry_id in top:
                EntryRow.update(draft_seat=None).where(EntryRow.id == entry_id).execute()
            for seat, entry_id in by_seat.items():
                EntryRow.update(draft_seat=seat).where(EntryRow.id == entry_id).execute()
            self._ctx.audit(
                event_id,
                "playoff.seat",
                seats=[by_seat[k] for k in sorted(by_seat)],
                seed=seed,
            )
            Round.delete().where(Round.id == first.id).execute()
            state = load_event(event_id)
            bracket = bracket_for(state)
            assert bracket is not None
            _write_playoff_rounds(self._ctx, state, bracket)
        return Changes(events=True, pairings=True, playoff=True, players=True)

    def cut(self, event_id: int) -> list[CutPlayer]:
        """Who plays the playoff: the seeds once it started, else who would make the cut
        now (top 4 / top 8, after players advanced early, MTR 10.4). Single elimination
        only: every active player, unseeded until ``start`` seeds them at random."""
        with self._ctx.transaction():
            state = load_event(event_id)
        rows = {r.entry: r for r in standings_rows(state)}
        if state.playoff_started or any(e.playoff_seed for e in state.entries.values()):
            seeded = sorted(
                (e for e in state.entries.values() if e.playoff_seed is not None),
                key=lambda e: e.playoff_seed or 0,
            )
            chosen = [(e.playoff_seed, e.id) for e in seeded]
        elif state.settings.elimination_only:
            chosen = [(None, e.id) for e in state.entries.values() if not e.dropped]
        else:
            order = cut_order(state, locked_only=False)[: state.settings.playoff.size]
            chosen = list(enumerate(order, start=1))
        out = []
        for place, entry_id in chosen:
            entry, row = state.entries[entry_id], rows.get(entry_id)
            out.append(
                CutPlayer(
                    seed=place,
                    entry=entry_id,
                    name=entry.display_name,
                    points=row.points if row is not None else 0,
                    record=row.record if row is not None else "",
                    advanced_after=entry.advanced_after,
                    seat=entry.draft_seat,
                )
            )
        return out

    def _make_cut(
        self,
        state: EventState,
        kind: BracketKind,
        seed: int | None,
        seats: Mapping[int, int] | None,
    ) -> None:
        """The cut of a Swiss event: seeds (and draft seats) stored, audited."""
        require_cut_ready(state)
        size = state.settings.playoff.size
        # MTR 10.4: seeds are locked after the last Swiss round too.
        if lock_advancements(self._ctx, state, state.swiss_paired):
            state = load_event(state.id)
        order = cut_order(state)
        if len(order) < size:
            raise ServiceError(Problem.PLAYOFF_TOO_FEW_PLAYERS, players=len(order), size=size)
        top = order[:size]
        by_seat: dict[int, int] = {}
        if kind is BracketKind.DRAFT:
            seed, by_seat = self._seat(top, seats, seed)
        for place, entry_id in enumerate(top, start=1):
            EntryRow.update(playoff_seed=place, draft_seat=None).where(
                EntryRow.id == entry_id
            ).execute()
        for seat, entry_id in by_seat.items():
            EntryRow.update(draft_seat=seat).where(EntryRow.id == entry_id).execute()
        detail: dict[str, object] = {"size": size, "seeds": top}
        if kind is BracketKind.DRAFT:
            detail.update(kind=kind.value, seats=[by_seat[k] for k in sorted(by_seat)], seed=seed)
        self._ctx.audit(state.id, "playoff.start", **detail)

    def _seat(
        self, top: list[int], seats: Mapping[int, int] | None, seed: int | None
    ) -> tuple[int | None, dict[int, int]]:
        """The draft-table seats (MTR 10.4): as given (checked), or drawn from ``seed``.
        Returns the seed used (``None`` for seats entered by hand) and seat → entry."""
        if seats is None:
            seed = self._ctx.new_seed() if seed is None else seed
            return seed, random_draft_seating(top, random.Random(seed))
        by_seat = {int(seat): int(entry) for seat, entry in seats.items()}
        if set(by_seat) != set(range(1, DRAFT_PLAYOFF_SIZE + 1)) or sorted(
            by_seat.values()
        ) != sorted(top):
            raise ServiceError(Problem.BAD_SEATS, seats=by_seat, players=top)
        return None, by_seat

    def _seed_elimination(self, state: EventState, seed: int | None) -> None:
        """Appendix E: 5–8 players, single elimination from round 1, seeded at random."""
        players = [e.id for e in state.entries.values() if not e.dropped]
        bounds = (ELIMINATION_ONLY_MIN_PLAYERS, ELIMINATION_ONLY_MAX_PLAYERS)
        seed_elimination_field(
            self._ctx, state, players, lambda entry: (entry,), seed, bounds=bounds
        )

    def bracket(self, event_id: int) -> BracketView:
        """Every playoff round so far, seeds, byes (MTR 2.10) and who chooses play/draw."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return bracket_view(state)

    def _refusal(
        self, error: ResultError, event_id: int, table: int, seat: str
    ) -> ServiceError | None:
        """Draws are refused (end-of-match procedure: MTR 2.5 in 2023, 2.4 in 2025); a team
        playoff's drawn seat match (``table`` and ``seat``: "1", "A") is
        ``SEAT_DRAW_IN_PLAYOFF`` (details: table "1A", the event's edition): it is played
        out."""
        if seat and error.problem is ResultProblem.DRAW_IN_PLAYOFF:
            label = f"{table}{seat.strip().upper()}"
            with self._ctx.transaction():
                edition = event_edition(event_id)
            return ServiceError(Problem.SEAT_DRAW_IN_PLAYOFF, table=label, edition=edition)
        return None

    def final_standings(self, event_id: int) -> list[FinalRow]:
        """Playoff finish (champion, finalist, then by round lost and seed), then everyone
        else in Swiss order. Without a playoff this is the Swiss standings."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return final_standings(state)
