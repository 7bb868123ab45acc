"""The single-elimination playoff (MTR 10.4, 2.2, 2.5, 2.10) over the core bracket.

``start`` makes the cut from the final Swiss standings (players who dropped during the
Swiss are passed over) and stores each player's seed, so later corrections cannot reseed
the bracket. Each playoff round is stored as a round of matches (tables = bracket
positions); the next one is paired as soon as the previous one is complete.

Drops after the cut follow MTR 2.10 through ``core.playoff``: nobody is advanced, the
highest-ranked remaining player gets a bye. Because the next playoff round is paired the
moment the previous one ends, a drop before any result of that round is in counts as a
drop before it was paired, and the round is paired again; after that the player stays
paired for the round (MTR 2.10) and their match is reported as usual.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.playoff import Bracket, PlayoffMatch, build_bracket
from mtrdesk.core.results import MatchResult
from mtrdesk.core.swiss import Pairing
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import EventState, load_event
from mtrdesk.services.pairing import standings_rows, write_round
from mtrdesk.services.reporting import Reporter
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Round

__all__ = ["BracketView", "FinalRow", "PlayoffMatchView", "PlayoffRoundView", "PlayoffService"]


@dataclass(frozen=True)
class PlayoffMatchView:
    """One bracket match; ``chooser`` picks play or draw (MTR 2.2: the higher seed)."""

    match_id: int | None  # the stored match, None for a bye
    round: int  # the event's round number
    table: int | None
    player1: int
    player1_name: str
    seed1: int
    player2: int | None
    player2_name: str | None
    seed2: int | None
    result: MatchResult | None
    winner: int | None
    chooser: int
    chooser_name: str

    @property
    def is_bye(self) -> bool:
        return self.player2 is None


@dataclass(frozen=True)
class PlayoffRoundView:
    """``field_size`` names the round: 8 quarterfinal, 4 semifinal, 2 final."""

    number: int
    field_size: int
    matches: tuple[PlayoffMatchView, ...]
    dropped: tuple[int, ...]


@dataclass(frozen=True)
class BracketView:
    size: int
    seeds: tuple[int, ...]  # entry ids, seed 1 first
    rounds: tuple[PlayoffRoundView, ...]
    champion: int | None
    champion_name: str | None
    finished: bool

    @property
    def next_matches(self) -> tuple[PlayoffMatchView, ...]:
        """The matches to play now."""
        if not self.rounds:
            return ()
        return tuple(m for m in self.rounds[-1].matches if m.winner is None)


@dataclass(frozen=True)
class FinalRow:
    """A final place: playoff finish first, then Swiss order (``swiss_rank``)."""

    rank: int
    entry: int
    name: str
    player_id: str
    swiss_rank: int
    points: int
    record: str
    playoff_seed: int | None
    eliminated_in: int | None  # the event round a playoff player lost (or left) in
    champion: bool
    dropped_after_round: int | None


def bracket_for(state: EventState) -> Bracket | None:
    """The core bracket from the stored seeds, playoff results and drops after the cut."""
    seeds = sorted(
        (e for e in state.entries.values() if e.playoff_seed is not None),
        key=lambda e: e.playoff_seed or 0,
    )
    if not seeds:
        return None
    swiss = state.swiss_paired
    drops = {
        e.id: e.dropped_after_round - swiss + 1 for e in seeds if e.dropped_after_round is not None
    }
    records = [m.record for r in state.playoff_rounds for m in r.matches]
    # Only the seeds: the places after them are the Swiss standings (``final_standings``
    # reads those itself), and ranking a 1,000-player field here on every playoff result
    # and every event summary would be wasted.
    return build_bracket([e.id for e in seeds], len(seeds), records, drops)


def _write_playoff_rounds(ctx: Context, state: EventState, bracket: Bracket) -> bool:
    """Store the bracket's rounds not stored yet; True when one was added."""
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
    if entry.playoff_seed is None or current is None:
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


class PlayoffService:
    """Use cases of the single-elimination playoff."""

    def __init__(self, ctx: Context, reporter: Reporter | None = None) -> None:
        self._ctx = ctx
        self._reporter = reporter or Reporter(ctx)
        self._reporter.playoff_hook = lambda event_id: advance(self._ctx, event_id)

    def start(self, event_id: int) -> Changes:
        """Cut to the top 4 or 8 of the final Swiss standings and pair the first round."""
        with self._ctx.transaction():
            state = load_event(event_id)
            size = state.settings.playoff.size
            if size == 0:
                raise ServiceError(Problem.PLAYOFF_NONE)
            if state.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            if state.swiss_paired < state.swiss_rounds:
                raise ServiceError(
                    Problem.SWISS_NOT_FINISHED, paired=state.swiss_paired, rounds=state.swiss_rounds
                )
            missing = state.first_incomplete(state.swiss)  # earlier rounds too
            if missing is not None:
                raise ServiceError(Problem.RESULTS_MISSING, round=missing.number)
            order = [r.entry for r in standings_rows(state) if r.dropped_after_round is None]
            if len(order) < size:
                raise ServiceError(Problem.PLAYOFF_TOO_FEW_PLAYERS, players=len(order), size=size)
            for seed, entry_id in enumerate(order[:size], start=1):
                EntryRow.update(playoff_seed=seed).where(EntryRow.id == entry_id).execute()
            self._ctx.audit(event_id, "playoff.start", size=size, seeds=order[:size])
            state = load_event(event_id)
            bracket = bracket_for(state)
            assert bracket is not None
            _write_playoff_rounds(self._ctx, state, bracket)
        return Changes(events=True, pairings=True, playoff=True, players=True)

    def bracket(self, event_id: int) -> BracketView:
        """Every playoff round so far, seeds, byes (MTR 2.10) and who chooses play/draw."""
        with self._ctx.transaction():
            state = load_event(event_id)
        bracket = bracket_for(state)
        if bracket is None:
            raise ServiceError(Problem.PLAYOFF_NOT_STARTED)
        stored = {
            frozenset(m.players()): m
            for r in state.playoff_rounds
            for m in r.matches
            if m.kind is MatchKind.PAIRED
        }
        rounds = []
        for playoff_round in bracket.rounds:
            number = state.swiss_paired + playoff_round.number
            views = tuple(self._match_view(state, number, m, stored) for m in playoff_round.matches)
            rounds.append(
                PlayoffRoundView(number, playoff_round.field_size, views, playoff_round.dropped)
            )
        return BracketView(
            size=bracket.size,
            seeds=bracket.seeds,
            rounds=tuple(rounds),
            champion=bracket.champion,
            champion_name=state.name(bracket.champion),
            finished=bracket.finished,
        )

    def report(self, event_id: int, round_number: int, table: int, text: str) -> Changes:
        """A playoff result as typed; draws are refused (MTR 2.5)."""
        return self._reporter.report(event_id, round_number, table, text)

    def final_standings(self, event_id: int) -> list[FinalRow]:
        """Playoff finish (champion, finalist, then by round lost and seed), then everyone
        else in Swiss order. Without a playoff this is the Swiss standings."""
        with self._ctx.transaction():
            state = load_event(event_id)
        rows = {r.entry: r for r in standings_rows(state)}
        bracket = bracket_for(state)
        order = list(rows)
        out_in: dict[int, int] = {}
        if bracket is not None:
            top = list(bracket.final_standings()[: bracket.size])
            order = top + [entry for entry in rows if entry not in set(top)]
            for playoff_round in bracket.rounds:
                number = state.swiss_paired + playoff_round.number
                for entry in playoff_round.dropped:
                    out_in.setdefault(entry, number)
                for m in playoff_round.matches:
                    if m.loser is not None:
                        out_in[m.loser] = number
        champion = bracket.champion if bracket is not None else None
        final = []
        for rank, entry_id in enumerate(order, start=1):
            row, entry = rows[entry_id], state.entries[entry_id]
            final.append(
                FinalRow(
                    rank=rank,
                    entry=entry_id,
                    name=entry.display_name,
                    player_id=entry.player_id,
                    swiss_rank=row.rank,
                    points=row.points,
                    record=row.record,
                    playoff_seed=entry.playoff_seed,
                    eliminated_in=out_in.get(entry_id),
                    champion=entry_id == champion,
                    dropped_after_round=entry.dropped_after_round,
                )
            )
        return final

    def _match_view(
        self, state: EventState, number: int, m: PlayoffMatch, stored: dict
    ) -> PlayoffMatchView:
        saved = stored.get(frozenset(m.players())) if m.player2 is not None else None
        result = None
        table = None
        if saved is not None:
            table = saved.table
            result = (
                saved.result
                if saved.player1 == m.player1 or saved.result is None
                else (saved.result.swapped())
            )
        return PlayoffMatchView(
            match_id=saved.id if saved is not None else None,
            round=number,
            table=table,
            player1=m.player1,
            player1_name=state.name(m.player1) or "",
            seed1=m.seed1,
            player2=m.player2,
            player2_name=state.name(m.player2),
            seed2=m.seed2,
            result=result,
            winner=m.winner,
            chooser=m.chooser,
            chooser_name=state.name(m.chooser) or "",
        )
