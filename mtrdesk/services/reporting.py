"""Entering, correcting and clearing results (MTR 2.1, 2.4, 2.5), Swiss and playoff alike.

A result is checked against the event's match length before it is saved. Correcting a
Swiss round after later rounds were paired is allowed, with a warning: those pairings
stand (MTR 10.2 gives pairings once made). A playoff result whose winner already plays
the next playoff round cannot change its winner; that would rewrite the bracket. Swiss
results are closed once the cut is made: the seeds were drawn from them.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from mtrdesk.core.editions.catalogue import edition_followed
from mtrdesk.core.event.state import EventState, MatchState
from mtrdesk.core.results import MatchResult, Outcome, ResultError
from mtrdesk.core.settings import EndRuleKind
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.elsewhere import last_done
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.floor.closing import close_open_reports
from mtrdesk.services.history import (
    event_row,
    keep_when_committed,
    kept_event,
    result_of,
    with_result,
)
from mtrdesk.store.models import Event, Match, Round

#: Called after a playoff result is saved, inside the same transaction, with the event id;
#: returns the Changes of what it did (the next playoff round). Set by the playoff service.
PlayoffHook = Callable[[int], Changes]


def event_of_match(match_id: int) -> int:
    row = Match.select(Match.id, Round.event).join(Round).where(Match.id == match_id).first()
    if row is None:
        raise ServiceError(Problem.MATCH_NOT_FOUND, match=match_id)
    return row.round.event_id


def find_match(state: EventState, match_id: int) -> MatchState:
    for rnd in state.rounds:
        for m in rnd.matches:
            if m.id == match_id:
                return m
    raise ServiceError(Problem.MATCH_NOT_FOUND, match=match_id)


def _match_row(match_id: int) -> Match | None:
    return Match.select(Match, Round).join(Round).where(Match.id == match_id).first()


def _not_found(match_id: int) -> ServiceError:
    return ServiceError(Problem.MATCH_NOT_FOUND, match=match_id)


@dataclass(frozen=True)
class ResultTarget:
    """What saving one result needs to know, read without loading the whole event."""

    event_id: int
    games_to_win: int
    match: MatchState
    later_rounds: list[int]
    playoff_started: bool
    #: The Swiss ends by an announced rule (MTR 10.2): the standings decide the stage.
    variable_end: bool
    #: The round's paired matches still without a result, this one included.
    waiting: int


def event_edition(event_id: int) -> str:
    """The key of the MTR edition the event follows (the one in force on its date when it
    records none), for a rule or a refusal that cites a section whose number depends on it
    (issue 29: 2.4 and 2.5 swapped in 2025-11-10); ``''`` for no such event."""
    found = Event.select(Event.edition, Event.date).where(Event.id == event_id).tuples()
    return edition_followed(str(found[0][0]), found[0][1]).key if found else ""


def result_target(row: Match | None, missing: ServiceError) -> ResultTarget:
    if row is None:
        raise missing
    rnd = row.round
    event_id = rnd.event_id
    later = [
        r.number
        for r in Round.select(Round.number)
        .where((Round.event == event_id) & (Round.number > rnd.number))
        .order_by(Round.number)
    ]
    started = (
        Round.select(Round.id).where((Round.event == event_id) & (Round.playoff == True)).exists()  # noqa: E712
    )
    match = MatchState(
        id=row.id,
        round=rnd.number,
        playoff=bool(rnd.playoff),
        table=row.table,
        kind=MatchKind(row.kind),
        player1=row.player1_id,
        player2=row.player2_id,
        result=result_of(row),
        seat=row.seat or "",
    )
    games, end_rule = (
        Event.select(Event.games_to_win, Event.end_rule).where(Event.id == event_id).tuples()[0]
    )
    waiting = (
        Match.select()
        .where(
            (Match.round == rnd.id) & (Match.kind == MatchKind.PAIRED.value) & Match.wins1.is_null()
        )
        .count()
    )
    return ResultTarget(
        event_id, games, match, later, started, end_rule != EndRuleKind.FIXED.value, waiting
    )


def _summary_moves(target: ResultTarget, result: MatchResult | None) -> bool:
    """Whether saving ``result`` can change the event's summary (``EventSummary``): its
    stage and whether the Swiss is over follow the rounds' completeness, the bracket
    and, under an announced end rule, the standings. Most slips change none of them,
    and the window then reads no summary (issue 15)."""
    match = target.match
    if match.playoff or target.variable_end:
        return True
    after = target.waiting
    if match.result is None and result is not None:
        after -= 1
    elif match.result is not None and result is None:
        after += 1
    return (target.waiting == 0) != (after == 0)


def _winner(match: MatchState, result: MatchResult | None) -> int | None:
    if result is None or result.outcome is Outcome.DRAW:
        return None
    return match.player1 if result.outcome is Outcome.WIN else match.player2


class Unchecked(enum.Enum):
    """``seen`` not given: the result is written whatever the match holds now."""

    UNCHECKED = "unchecked"


UNCHECKED = Unchecked.UNCHECKED
#: The result a station showed for a match when its user entered one (None: none yet).
Seen = MatchResult | None | Unchecked


def _changed_elsewhere(target: ResultTarget, result: MatchResult | None, seen: Seen) -> bool:
    """Whether another station changed the match since this one ``seen`` it (issue 17);
    not when the match already holds ``result``: both stations entered the same slip."""
    now = target.match.result
    return seen is not UNCHECKED and now != seen and now != result


def _refuse_changed(target: ResultTarget) -> ServiceError:
    match = target.match
    done = last_done(target.event_id, ("result.report", "result.clear"), match=match.id)
    return ServiceError(
        Problem.RESULT_CHANGED_ELSEWHERE,
        round=match.round,
        table=match.label if match.seat else match.table,
        result=None if match.result is None else match.result.to_text(),
        by=done.by,
        at=done.at,
    )


def save_result(
    ctx: Context,
    target: ResultTarget,
    result: MatchResult | None,
    playoff_hook: PlayoffHook | None,
    seen: Seen = UNCHECKED,
) -> tuple[list[ServiceWarning], Changes]:
    """Write (or with ``None`` clear) one paired match's result; inside a transaction.

    ``seen``: the result the station showed when its user entered this one. When the
    match holds another by now (another station entered, changed or cleared it), nothing
    is written: ``RESULT_CHANGED_ELSEWHERE`` says what and who, unless the match already
    holds this very result (nothing to do, nothing written)."""
    match = target.match
    if _changed_elsewhere(target, result, seen):
        raise _refuse_changed(target)
    if seen is not UNCHECKED and match.result == result and result is not None:
        return [], Changes()
    if match.kind is not MatchKind.PAIRED:
        raise ServiceError(Problem.NOT_A_PAIRED_MATCH, match=match.id, kind=match.kind.value)
    if not match.playoff and target.playoff_started:
        raise ServiceError(Problem.PLAYOFF_STARTED, match=match.id, round=match.round)
    if result is not None:
        try:
            result.validate(target.games_to_win, playoff=match.playoff)
        except ResultError as exc:
            raise ServiceError(
                Problem.BAD_RESULT,
                result_problem=exc.problem,
                result=result.to_text(),
                edition=event_edition(target.event_id),
            ) from exc
    if (
        match.playoff
        and target.later_rounds
        and _winner(match, result) != _winner(match, match.result)
    ):
        raise ServiceError(Problem.PLAYOFF_LATER_ROUND, match=match.id, round=match.round)
    warnings: list[ServiceWarning] = []
    if target.later_rounds and not match.playoff:
        warnings.append(
            ServiceWarning.of(
                Problem.LATER_ROUNDS_EXIST,
                round=match.round,
                later=target.later_rounds,
                # services.corrections reviews the correction from these.
                match=match.id,
                previous=None if match.result is None else match.result.to_text(),
            )
        )
    # The event as read before this write, if nothing was written since: once the
    # result is saved, the next read of the event is that state with this result.
    kept = kept_event(target.event_id)
    Match.update(
        wins1=None if result is None else result.wins1,
        wins2=None if result is None else result.wins2,
        draws=None if result is None else result.draws,
        reported_at=None if result is None else ctx.now(),
    ).where(Match.id == match.id).execute()
    ctx.audit(
        target.event_id,
        "result.report" if result is not None else "result.clear",
        match=match.id,
        round=match.round,
        table=match.label if match.seat else match.table,  # a seat match: "12B" (MTR 8.2)
        players=[match.player1, match.player2],
        result=None if result is None else result.to_text(),
        previous=None if match.result is None else match.result.to_text(),
        warnings=[w.problem.value for w in warnings],
    )
    closed = close_open_reports(ctx, match.id, result)
    later = None if kept is None else with_result(kept, match, result)
    if later is not None:
        keep_when_committed(later)
    changes = Changes(
        results=True,
        standings=True,
        events=_summary_moves(target, result),
        playoff=match.playoff,
        matches=frozenset({match.id}),
        reports=closed,
    )
    if match.playoff and playoff_hook is not None:
        changes = changes | playoff_hook(target.event_id)
    return warnings, changes | Changes(warnings=tuple(warnings))


class Reporter:
    """The result use cases shared by ``services.swiss.rounds`` and ``services.playoff.service``."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx
        self.playoff_hook: PlayoffHook | None = None

    def report(
        self,
        event_id: int,
        round_number: int,
        table: int,
        text: str,
        seat: str = "",
        *,
        seen: Seen = UNCHECKED,
    ) -> Changes:
        """Enter what the slip says ("2-1", "0-0-3", full-width digits too) for a table.

        ``ResultError`` when the text is not a result this match can have. Warnings (a
        correction with later rounds paired) come back in ``Changes.warnings``. A team
        event's seat match is ``table`` and ``seat`` ("12", "B"); a table of seat matches
        reported without a seat is ``SEAT_NEEDED`` (details: table, seats). ``seen``:
        what this station showed for the table (``save_result``).
        """
        with self._ctx.transaction():
            event_row(event_id)  # EVENT_NOT_FOUND
            rnd = Round.get_or_none((Round.event == event_id) & (Round.number == round_number))
            if rnd is None:
                raise ServiceError(Problem.ROUND_NOT_FOUND, round=round_number)
            seat = seat.strip().upper()
            rows = list(
                Match.select(Match, Round)
                .join(Round)
                .where((Match.round == rnd.id) & (Match.table == table))
                .order_by(Match.seat)
            )
            seats = [r.seat for r in rows if r.seat]
            if seats and not seat:
                raise ServiceError(
                    Problem.SEAT_NEEDED, round=round_number, table=table, seats=seats
                )
            row = next((r for r in rows if r.seat == seat), None)
            target = result_target(
                row,
                ServiceError(
                    Problem.TABLE_NOT_FOUND,
                    round=round_number,
                    table=f"{table}{seat}" if seat else table,
                ),
            )
            result = MatchResult.from_text(text, target.games_to_win, playoff=target.match.playoff)
            return save_result(self._ctx, target, result, self.playoff_hook, seen)[1]

    def report_result(
        self, match_id: int, result: MatchResult, *, seen: Seen = UNCHECKED
    ) -> tuple[list[ServiceWarning], Changes]:
        """Enter or correct a result by match id; warnings say what to look at.

        A result this match cannot have is ``BAD_RESULT`` (details: ``result_problem``);
        ``seen``: what this station showed for the match (``save_result``).
        """
        with self._ctx.transaction():
            target = result_target(_match_row(match_id), _not_found(match_id))
            return save_result(self._ctx, target, result, self.playoff_hook, seen)

    def clear_result(self, match_id: int, *, seen: Seen = UNCHECKED) -> Changes:
        """Take a result back (entered at the wrong table, say); ``seen``: the result
        this station showed (``save_result``)."""
        with self._ctx.transaction():
            target = result_target(_match_row(match_id), _not_found(match_id))
            return save_result(self._ctx, target, None, self.playoff_hook, seen)[1]


class ReportsByTable:
    """What a service that reports a table's result as typed shares (the Swiss rounds and
    the playoff): the call handed to its ``Reporter``, and the refusal of its own it may
    give for a result the match cannot have (``_refusal``)."""

    _reporter: Reporter

    def report(
        self,
        event_id: int,
        round_number: int,
        table: int,
        text: str,
        seat: str = "",
        *,
        seen: Seen = UNCHECKED,
    ) -> Changes:
        """Enter a table's result as typed; see ``Reporter.report``. ``seat``: a team
        event's seat match, "B" of table 12 for the match posted "12B" (MTR 8.2).
        ``seen``: the result this station showed for the table (None: none), so a result
        another station entered meanwhile is never overwritten unseen (issue 17)."""
        try:
            return self._reporter.report(event_id, round_number, table, text, seat, seen=seen)
        except ResultError as error:
            refusal = self._refusal(error, event_id, table, seat)
            if refusal is None:
                raise
            raise refusal from error

    def _refusal(
        self, error: ResultError, event_id: int, table: int, seat: str
    ) -> ServiceError | None:
        """The service's own refusal for ``error`` at ``table`` and ``seat`` as typed in
        event ``event_id``; ``None``: ``error`` itself."""
        return None
