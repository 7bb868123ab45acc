"""The event on the store's Wi-Fi, as use cases (issue 16): the staff PIN and the event's
report policy, each slip's one-time code, results reported from the floor with it, and
staff accepting or rejecting what was reported.

What a new report does beside those already waiting is decided in
``core.floor.reports.decide``; here it is read, written and audited in one transaction.
A report never overwrites a result: once the match has one, its code is spent.
"""

from __future__ import annotations

import hmac
from dataclasses import dataclass
from datetime import datetime

from mtrdesk.core.editions.catalogue import edition_followed, edition_named
from mtrdesk.core.editions.edition import MatchComplete
from mtrdesk.core.floor.reports import (
    OPEN_STATES,
    OpenReport,
    Refusal,
    ReportPolicy,
    ReportState,
    decide,
    new_code,
    read_code,
)
from mtrdesk.core.results import MatchResult, ResultError
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.floor.closing import open_reports_of
from mtrdesk.services.history import event_row
from mtrdesk.services.public.views import PublicPairing, PublicService
from mtrdesk.services.reporting import Reporter, event_edition, result_target, save_result
from mtrdesk.store.models import Event, FloorReport, FloorSettings, Match, Round, SlipCode

#: Digits of a staff PIN: typed on a phone's number pad, changed by the organizer at will.
PIN_DIGITS = 6


@dataclass(frozen=True)
class FloorSettingsView:
    staff_pin: str
    policy: ReportPolicy


@dataclass(frozen=True)
class SlipCodeView:
    """One slip's code: ``table`` as posted ("12", "12B")."""

    round: int
    table: str
    code: str


@dataclass(frozen=True)
class FloorSlip:
    """What a player holding a slip may see: the match, and a report waiting for it.

    ``waiting`` is the result reported and not yet entered (from player 1's side), with
    ``waiting_state``; ``result`` the result entered, once it is in.
    """

    event_id: int
    event_name: str
    round: int
    playoff: bool
    games_to_win: int
    pairing: PublicPairing
    result: str | None
    waiting: str | None
    waiting_state: ReportState | None
    #: The waiting report came from the device asking (it waits for the opponent).
    waiting_is_yours: bool
    #: The event's edition completes a match with its first report (2023-08-21 MTR 2.4:
    #: "once the result slip is filled out"): another result goes to a judge. Under
    #: 2025-11-10 (MTR 2.5) only the recorded result does (issue 29).
    complete_on_report: bool = False
    #: The key of the event's edition (what the page cites).
    edition: str = ""


@dataclass(frozen=True)
class FloorOutcome:
    """A report taken: its state, and whether its result was entered."""

    report_id: int
    state: ReportState
    round: int
    table: str
    result: str
    changes: Changes

    @property
    def entered(self) -> bool:
        return self.state is ReportState.ACCEPTED


@dataclass(frozen=True)
class FloorReportView:
    """A report as the window and the judges list it."""

    id: int
    round: int
    table: str
    match_id: int
    result: str
    state: ReportState
    device: str
    reported_at: datetime


def _score_text(wins1: int, wins2: int, draws: int) -> str:
    return MatchResult(wins1, wins2, draws).to_text()


class FloorService:
    """``services.floor.service``: reporting from the floor and the staff who oversee it."""

    def __init__(self, ctx: Context, reporter: Reporter) -> None:
        self._ctx = ctx
        self._reporter = reporter
        self._public = PublicService(ctx)

    # -- settings -------------------------------------------------------------------------

    def settings(self, event_id: int) -> FloorSettingsView:
        """The event's staff PIN and report policy; the first call draws a random PIN."""
        with self._ctx.transaction():
            return _view(self._settings_row(event_id))

    def change_pin(self, event_id: int) -> str:
        """Draw a new staff PIN (the old one stops working); audited without the PIN."""
        with self._ctx.transaction():
            row = self._settings_row(event_id)
            row.staff_pin = self._new_pin()
            row.save()
            self._ctx.audit(event_id, "floor.pin")
            return str(row.staff_pin)

    def set_policy(self, event_id: int, policy: ReportPolicy) -> Changes:
        """Accept players' agreed reports at once, or hold every report for staff."""
        with self._ctx.transaction():
            row = self._settings_row(event_id)
            if row.report_policy != policy.value:
                row.report_policy = policy.value
                row.save()
                self._ctx.audit(event_id, "floor.policy", policy=policy)
            return Changes(reports=True)

    def check_pin(self, event_id: int, pin: str) -> bool:
        """Whether ``pin`` is the event's staff PIN (compared in constant time)."""
        typed = pin.strip()
        if not (typed.isascii() and typed.isdigit() and len(typed) == PIN_DIGITS):
            return False
        with self._ctx.transaction():
            event_row(event_id)
            row = FloorSettings.get_or_none(FloorSettings.event == event_id)
        return row is not None and hmac.compare_digest(str(row.staff_pin), typed)

    def _settings_row(self, event_id: int) -> FloorSettings:
        event_row(event_id)  # EVENT_NOT_FOUND
        row = FloorSettings.get_or_none(FloorSettings.event == event_id)
        if row is None:
            row = FloorSettings.create(event=event_id, staff_pin=self._new_pin())
        return row

    def _new_pin(self) -> str:
        return "".join(str(self._ctx.rng.randrange(10)) for _ in range(PIN_DIGITS))

    # -- slip codes -----------------------------------------------------------------------

    def slip_codes(self, event_id: int, round_number: int) -> list[SlipCodeView]:
        """The codes of the round's paired matches, drawing those not drawn yet (printing
        slips and the staff's list both ask); ``ROUND_NOT_FOUND`` for a round not paired."""
        with self._ctx.transaction():
            event_row(event_id)
            rnd = Round.get_or_none((Round.event == event_id) & (Round.number == round_number))
            if rnd is None:
                raise ServiceError(Problem.ROUND_NOT_FOUND, round=round_number)
            matches = list(
                Match.select(Match.id, Match.table, Match.seat)
                .where((Match.round == rnd.id) & (Match.kind == MatchKind.PAIRED.value))
                .order_by(Match.table, Match.seat)
            )
            codes = dict(
                SlipCode.select(SlipCode.match, SlipCode.code)
                .where(SlipCode.match.in_([m.id for m in matches]))
                .tuples()
            )
            for m in matches:
                if m.id not in codes:
                    codes[m.id] = self._draw_code()
                    SlipCode.create(match=m.id, code=codes[m.id], created_at=self._ctx.now())
            return [
                SlipCodeView(round_number, f"{m.table}{m.seat or ''}", codes[m.id]) for m in matches
            ]

    def _draw_code(self) -> str:
        while True:
            code = new_code(self._ctx.rng)
            if not SlipCode.select().where(SlipCode.code == code).exists():
                return code

    # -- players ---------------------------------------------------------------------------

    def slip(self, event_id: int, code_text: str, device: str) -> FloorSlip:
        """The match a slip code names, for the report page; ``FLOOR_CODE_UNKNOWN`` when
        no slip of the event has it."""
        with self._ctx.transaction():
            row = self._code_match(event_id, code_text)
            rnd = row.round
            event = Event.get_by_id(event_id)
            edition = edition_followed(str(event.edition), event.date)
            public = self._public.pairings(event_id, rnd.number)
            label = f"{row.table}{row.seat or ''}"
            assert public is not None  # the round is paired: the code's match is in it
            pairing = next(p for p in public.pairings if p.table == label)
            waiting = open_reports_of(row.id)
            latest = waiting[-1] if waiting else None
            return FloorSlip(
                event_id=event_id,
                event_name=str(event.name),
                round=rnd.number,
                playoff=bool(rnd.playoff),
                games_to_win=int(event.games_to_win),
                pairing=pairing,
                result=pairing.result,
                waiting=None
                if latest is None
                else _score_text(latest.wins1, latest.wins2, latest.draws),
                waiting_state=None if latest is None else ReportState(latest.state),
                waiting_is_yours=latest is not None and latest.device == device,
                complete_on_report=edition.match_complete is MatchComplete.SLIP_FILLED,
                edition=edition.key,
            )

    def report(self, event_id: int, code_text: str, result_text: str, device: str) -> FloorOutcome:
        """A player reports ``result_text`` ("2-1", from player 1's side as on the slip)
        with a slip code from ``device``.

        Refuses, changing nothing: ``FLOOR_CODE_UNKNOWN``, ``FLOOR_RESULT_IN`` (the code
        is spent), ``FLOOR_ROUND_OVER`` (a later round is paired), ``BAD_RESULT`` (no
        match can end so: MTR 2.1, 2.5), ``FLOOR_ALREADY_REPORTED`` (this device sent
        it: the opponent confirms) and ``FLOOR_HELD_FOR_STAFF`` (the players disagree).
        """
        with self._ctx.transaction():
            row = self._code_match(event_id, code_text)
            target = result_target(row, ServiceError(Problem.FLOOR_CODE_UNKNOWN))
            match = target.match
            table = f"{match.table}{match.seat}"
            if match.result is not None:
                raise ServiceError(Problem.FLOOR_RESULT_IN, round=match.round, table=table)
            if target.later_rounds:
                raise ServiceError(
                    Problem.FLOOR_ROUND_OVER,
                    round=match.round,
                    table=table,
                    current=target.later_rounds[-1],
                )
            try:
                result = MatchResult.from_text(
                    result_text[:20], target.games_to_win, playoff=match.playoff
                )
            except ResultError as exc:
                raise ServiceError(
                    Problem.BAD_RESULT,
                    result_problem=exc.problem,
                    result=result_text[:20],
                    edition=event_edition(event_id),
                ) from exc
            score = (result.wins1, result.wins2, result.draws)
            policy = ReportPolicy(self._settings_row(event_id).report_policy)
            open_rows = open_reports_of(match.id)
            decision = decide(
                policy,
                [
                    OpenReport(r.id, (r.wins1, r.wins2, r.draws), r.device, ReportState(r.state))
                    for r in open_rows
                ],
                score,
                device,
                # When the match is complete: 2023 MTR 2.4 / 2025 MTR 2.5 (issue 29).
                edition_named(event_edition(event_id)).match_complete,
            )
            if decision is Refusal.ALREADY_REPORTED:
                raise ServiceError(Problem.FLOOR_ALREADY_REPORTED, round=match.round, table=table)
            if decision is Refusal.HELD_FOR_STAFF:
                raise ServiceError(Problem.FLOOR_HELD_FOR_STAFF, round=match.round, table=table)
            assert not isinstance(decision, Refusal)
            now = self._ctx.now()
            for report_id, state in decision.others.items():
                FloorReport.update(state=state.value, decided_at=now).where(
                    FloorReport.id == report_id
                ).execute()
            new = FloorReport.create(
                match=match.id,
                wins1=result.wins1,
                wins2=result.wins2,
                draws=result.draws,
                device=device,
                state=decision.state.value,
                reported_at=now,
                decided_at=now if decision.enter else None,
            )
            with self._ctx.acting("player", device):
                self._ctx.audit(
                    event_id,
                    "floor.report",
                    match=match.id,
                    round=match.round,
                    table=table,
                    result=result.to_text(),
                    state=decision.state,
                )
                changes = Changes(reports=True)
                if decision.enter:
                    # Over no result (refused above otherwise, in this transaction): a
                    # phone never replaces a result staff entered (issue 27).
                    _, entered = save_result(
                        self._ctx, target, result, self._reporter.playoff_hook, seen=None
                    )
                    changes = changes | entered
            return FloorOutcome(
                new.id, decision.state, match.round, table, result.to_text(), changes
            )

    def _code_match(self, event_id: int, code_text: str) -> Match:
        code = read_code(code_text)
        if code is None:
            raise ServiceError(Problem.FLOOR_CODE_UNKNOWN)
        row = (
            Match.select(Match, Round)
            .join(Round)
            .switch(Match)
            .join(SlipCode)
            .where((SlipCode.code == code) & (Round.event == event_id))
            .get_or_none()
        )
        if row is None:
            raise ServiceError(Problem.FLOOR_CODE_UNKNOWN)
        return row

    # -- staff -----------------------------------------------------------------------------

    def open_reports(self, event_id: int) -> list[FloorReportView]:
        """The event's reports still waiting (for the opponent, for staff, or in
        conflict), oldest first."""
        with self._ctx.transaction():
            event_row(event_id)
            rows = (
                FloorReport.select(FloorReport, Match, Round)
                .join(Match)
                .join(Round)
                .where(
                    (Round.event == event_id)
                    & FloorReport.state.in_([s.value for s in OPEN_STATES])
                )
                .order_by(FloorReport.id)
            )
            return [
                FloorReportView(
                    id=r.id,
                    round=r.match.round.number,
                    table=f"{r.match.table}{r.match.seat or ''}",
                    match_id=r.match_id,
                    result=_score_text(r.wins1, r.wins2, r.draws),
                    state=ReportState(r.state),
                    device=str(r.device),
                    reported_at=r.reported_at,
                )
                for r in rows
            ]

    def accept(self, report_id: int) -> Changes:
        """Staff enter a waiting report's result (the match's other open reports close:
        the same result accepted, another rejected); ``FLOOR_REPORT_CLOSED`` when it no
        longer waits, and what entering a result refuses."""
        with self._ctx.transaction():
            row = self._open_report(report_id)
            target = result_target(
                row.match, ServiceError(Problem.FLOOR_REPORT_CLOSED, report=report_id)
            )
            result = MatchResult(row.wins1, row.wins2, row.draws)
            self._ctx.audit(target.event_id, "floor.accept", report=report_id, match=row.match_id)
            # A report waits only while its match has no result (a result entered closes
            # it): accepted over none, never over one a station entered meanwhile.
            _, changes = save_result(
                self._ctx, target, result, self._reporter.playoff_hook, seen=None
            )
            return changes | Changes(reports=True)

    def reject(self, report_id: int) -> Changes:
        """Staff set a waiting report aside; the result stays as it is."""
        with self._ctx.transaction():
            row = self._open_report(report_id)
            FloorReport.update(
                state=ReportState.REJECTED.value,
                decided_at=self._ctx.now(),
                decided_by=self._ctx.actor_name(),
            ).where(FloorReport.id == report_id).execute()
            self._ctx.audit(
                row.match.round.event_id, "floor.reject", report=report_id, match=row.match_id
            )
            return Changes(reports=True)

    def _open_report(self, report_id: int) -> FloorReport:
        row = (
            FloorReport.select(FloorReport, Match, Round)
            .join(Match)
            .join(Round)
            .where(FloorReport.id == report_id)
            .get_or_none()
        )
        if row is None or ReportState(row.state) not in OPEN_STATES:
            raise ServiceError(Problem.FLOOR_REPORT_CLOSED, report=report_id)
        return row


def _view(row: FloorSettings) -> FloorSettingsView:
    return FloorSettingsView(str(row.staff_pin), ReportPolicy(row.report_policy))
