"""The floor's pages (issue 16): players report a result with their slip's code, and
judges sign in with the staff PIN to oversee the reports, enter results, give time
extensions (MTR 2.6) and record deck checks (MTR 2.8).

Phone first, every word from ``web.texts`` in the phone's language. Every form is posted
with a token (``web.floor.guard``) and answered by a 303 to a page that says what happened
(``?m=``: one of ``SHOWN``), so a reload never sends it again. Never kept between
requests (``web.answers``): each page is the asker's own.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from mtrdesk.core.decklists.checks import DeckCheckOutcome
from mtrdesk.core.editions.edition import Topic
from mtrdesk.core.floor.reports import ReportState, read_code, shown_code
from mtrdesk.core.results import MatchResult, ResultError
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Services
from mtrdesk.services.floor.service import FloorReportView, FloorSlip
from mtrdesk.services.public.views import PublicPairing, PublicRound
from mtrdesk.web.floor import common as floor
from mtrdesk.web.floor.guard import (
    Rejected,
    Secret,
    check_throttle,
    count_failure,
    device,
    device_id,
    read_form,
    same_origin,
)
from mtrdesk.web.floor.staff import STAFF_COOKIE, StaffSession, clean_name
from mtrdesk.web.live import pulse_of
from mtrdesk.web.pages import render
from mtrdesk.web.requests import MAX_ROUND, event_id, round_query
from mtrdesk.web.round_names import round_title, table_title
from mtrdesk.web.texts import Texts
from mtrdesk.words.editions.citing import edition_or_in_force
from mtrdesk.words.messages import SERVICE_MESSAGES

#: Outcome and refusal words a page may be sent back to show (``?m=``).
SHOWN = frozenset(
    {
        "outcome_waiting",
        "outcome_held",
        "outcome_conflict",
        "outcome_accepted",
        "done_result",
        "done_extension",
        "done_deck_check",
        "done_accepted",
        "done_rejected",
        "signed_out",
        "wrong_pin",
        "bad_name",
        "bad_table",
        "bad_field",
        "no_report",
        "too_many",
        *(problem.value for problem in SERVICE_MESSAGES),
    }
)
_OUTCOMES = {
    ReportState.WAITING: "outcome_waiting",
    ReportState.HELD: "outcome_held",
    ReportState.CONFLICT: "outcome_conflict",
    ReportState.ACCEPTED: "outcome_accepted",
}
#: The reasons as the staff page offers them: the most common first.
_REASONS = (ExtensionReason.JUDGE_RULING, ExtensionReason.DECK_CHECK, ExtensionReason.OTHER)
_DECK_OUTCOMES = {
    "check_ok": DeckCheckOutcome.OK,
    "check_deck": DeckCheckOutcome.DECK_PROBLEM,
    "check_list": DeckCheckOutcome.DECKLIST_PROBLEM,
}


def routes() -> list[Route]:
    e = "/e/{event_id:int}"
    return [
        Route(f"{e}/report", _report, methods=["GET", "POST"]),
        Route(f"{e}/s/{{code}}", _slip, methods=["GET", "POST"]),
        Route(f"{e}/staff", _staff, methods=["GET"]),
        Route(f"{e}/staff/signin", _sign_in, methods=["POST"]),
        Route(f"{e}/staff/signout", _sign_out, methods=["POST"]),
        Route(f"{e}/staff/codes", _codes, methods=["GET"]),
        Route(f"{e}/staff/result", _staff_result, methods=["POST"]),
        Route(f"{e}/staff/extension", _staff_extension, methods=["POST"]),
        Route(f"{e}/staff/deckcheck", _staff_deck_check, methods=["POST"]),
        Route(f"{e}/staff/reports/{{report_id:int}}/{{decision}}", _decide, methods=["POST"]),
    ]


Handler = Callable[[Request], Awaitable[Response]]


def error_page(handle: Handler) -> Handler:
    """A page route whose refusals before any form is shown (no such event, a form from
    another page, too many tries: ``Rejected``) are the error page in the phone's
    language; the floor's and the registration's pages share it."""

    async def answer(request: Request) -> Response:
        try:
            return await handle(request)
        except Rejected as rejected:
            response = render(
                request,
                "error.html",
                rejected.status,
                message_key=None,
                message=floor.message(_language(request), rejected.key),
            )
            if rejected.retry_after is not None:
                response.headers["retry-after"] = str(rejected.retry_after)
            return response

    return answer


def _language(request: Request) -> str:
    from mtrdesk.web.language import request_language

    return request_language(request)


def _shown(request: Request) -> str | None:
    key = request.query_params.get("m", "")
    return floor.message(_language(request), key) if key in SHOWN else None


def _back(path: str, key: str) -> RedirectResponse:
    return RedirectResponse(f"{path}?m={quote(key)}", status_code=303)


def _device_token(request: Request) -> str:
    secret: Secret = request.app.state.secret
    return secret.token("device", device_id(request) or "")


def _form_page(request: Request, template: str, **values: Any) -> Response:
    """A page with a player's form: the device's token its post must carry
    (``_check_device_form``) and the sentence the last post came back with (``_shown``)."""
    return render(request, template, csrf=_device_token(request), shown=_shown(request), **values)


def _check_device_form(request: Request, form: dict[str, str]) -> None:
    """A player's form: sent from this server's page by the browser that loaded it."""
    secret: Secret = request.app.state.secret
    if not (same_origin(request) and secret.check("device", device_id(request), form.get("csrf"))):
        raise Rejected(403, "bad_csrf")


# -- players --------------------------------------------------------------------------------


async def _report_page(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    shown = await floor.call(request, lambda services: services.public.event(event))
    if request.method == "POST":
        form = await read_form(request)
        _check_device_form(request, form)
        check_throttle(request, request.app.state.throttle)
        code = read_code(form.get("code", ""))
        if code is not None:
            try:
                await floor.call(
                    request, lambda services: services.floor.slip(event, code, device(request))
                )
                return RedirectResponse(f"/e/{event}/s/{code}", status_code=303)
            except Rejected as rejected:
                if rejected.key != "floor_code_unknown":
                    raise
        count_failure(request, request.app.state.throttle)
        return _back(f"/e/{event}/report", "floor_code_unknown")
    return _form_page(request, "report.html", event=shown, section="report")


def result_choices(games_to_win: int, playoff: bool) -> list[MatchResult]:
    """The usual results of a match to ``games_to_win``, player 1's wins first, then the
    draws (none in a playoff: MTR 2.5)."""
    g = games_to_win
    found = [MatchResult(g, k, 0) for k in range(g)]
    found += [MatchResult(k, g, 0) for k in reversed(range(g))]
    if not playoff:
        found += [MatchResult(k, k, 0) for k in range(1, g)]
        found += [MatchResult(k, k, 1) for k in range(g)]
    valid = []
    for result in found:
        try:
            result.validate(g, playoff=playoff)
        except ResultError:
            continue
        valid.append(result)
    return valid


async def _slip_page(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    throttle = request.app.state.throttle
    check_throttle(request, throttle)
    typed = request.path_params["code"]
    code = read_code(typed)
    if code is None:
        count_failure(request, throttle)
        raise Rejected(404, "floor_code_unknown")
    if code != typed:
        return RedirectResponse(f"/e/{event}/s/{code}", status_code=303)
    who = device(request)
    form: dict[str, str] | None = None
    if request.method == "POST":
        form = await read_form(request)
        _check_device_form(request, form)
    try:
        slip: FloorSlip = await floor.call(
            request, lambda services: services.floor.slip(event, code, who)
        )
        pulse, shown, played = await request.app.state.worker.read(
            lambda services: (
                pulse_of(services, event),
                services.public.event(event),
                services.public.pairings(event, slip.round),
            )
        )
    except Rejected as rejected:
        if rejected.key == "floor_code_unknown":
            count_failure(request, throttle)
        raise
    here = f"/e/{event}/s/{code}"
    if form is not None:
        result = (form.get("result") or form.get("typed") or "").strip()[:20]
        try:
            outcome = await floor.call(
                request, lambda services: services.floor.report(event, code, result, who)
            )
        except Rejected as rejected:
            if rejected.status >= 500:
                raise
            return _back(here, rejected.key)
        return _back(here, _OUTCOMES[outcome.state])
    t = Texts(_language(request))
    field = 0 if played is None else played.field
    return _form_page(
        request,
        "slip.html",
        event=shown,
        section="report",
        slip=slip,
        heading=table_title(t, round_title(t, slip.round, slip.playoff, field), slip.pairing.table),
        confirm=None if slip.waiting is None else confirm_label(t, slip.pairing, slip.waiting),
        code=shown_code(code),
        choices=result_choices(slip.games_to_win, slip.playoff),
        states=ReportState,
        pulse=pulse,
        shown_round=slip.round,
        followed_table=slip.pairing.table,
        # Conceding and intentional draws: 2023 MTR 2.4, 2025 MTR 2.5 (issue 29).
        concede_section=edition_or_in_force(slip.edition).cite(Topic.CONCEDE),
    )


def confirm_label(t: Texts, pairing: PublicPairing, waiting: str) -> str:
    """The opponent's button names the winner and the score from the winner's side
    (「山田 太郎の 2-1 勝ちで確定する」), or the draw (「1-1-1 の引き分けで確定する」): the
    report ``waiting`` is from player 1's side ("1-2" is player 2's 2-1 win, issue 32)."""
    wins1, wins2, *draws = waiting.split("-")  # services.floor's "2-1" or "1-1-1"
    if int(wins1) == int(wins2):
        return t.f("confirm_draw", waiting)
    if int(wins1) > int(wins2):
        winner, score = pairing.player1, [wins1, wins2]
    else:  # a slip is for a match of two: a bye has no slip
        winner, score = pairing.player2 or "", [wins2, wins1]
    return t.fill("confirm_win", winner, "-".join(score + draws))


# -- staff ----------------------------------------------------------------------------------


async def _signed_in(request: Request, event: int) -> StaffSession | None:
    if not request.cookies.get(STAFF_COOKIE):
        return None
    try:
        return await floor.staff(request, event)
    except Rejected:
        return None


async def _staff_page(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    shown = await floor.call(request, lambda services: services.public.event(event))
    session = await _signed_in(request, event)
    if session is None:
        return _form_page(request, "staff_signin.html", event=shown, section="staff")
    return await _staff_view(request, event, session, _shown(request))


async def _staff_view(
    request: Request, event: int, session: StaffSession, said: str | None, status: int = 200
) -> Response:
    """The staff page of a signed-in judge, saying ``said`` at its top."""
    shown = await floor.call(request, lambda services: services.public.event(event))
    reports = await floor.call(request, lambda services: waiting_reports(services, event))
    return render(
        request,
        "staff.html",
        status,
        event=shown,
        section="staff",
        judge=session.name,
        csrf=floor.staff_csrf(request, session),
        reports=_waiting(Texts(_language(request)), reports),
        shown=said,
        reasons=[r.value for r in _REASONS],
        deck_outcomes=list(_DECK_OUTCOMES),
    )


@dataclass(frozen=True)
class WaitingReport:
    """A report waiting, as the judge's list shows it: where (「準決勝・1卓」) and the
    table's two players (issue 32)."""

    report: FloorReportView
    where: str
    pairing: PublicPairing | None


def waiting_reports(services: Services, event: int) -> list[tuple[FloorReportView, PublicRound]]:
    """The event's open reports, each with its round as the pairings show it."""
    reports = services.floor.open_reports(event)
    rounds = {n: services.public.pairings(event, n) for n in {r.round for r in reports}}
    return [(r, played) for r in reports if (played := rounds[r.round]) is not None]


def _waiting(t: Texts, reports: list[tuple[FloorReportView, PublicRound]]) -> list[WaitingReport]:
    shown = []
    for report, played in reports:
        title = round_title(t, played.number, played.playoff, played.field)
        by_table = {p.table: p for p in played.pairings}
        shown.append(
            WaitingReport(report, table_title(t, title, report.table), by_table.get(report.table))
        )
    return shown


async def _sign_in_form(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    form = await read_form(request)
    _check_device_form(request, form)
    throttle = request.app.state.pin_throttle
    check_throttle(request, throttle)
    here = f"/e/{event}/staff"
    name = clean_name(form.get("name", ""))
    if name is None:
        return _back(here, "bad_name")
    session = await floor.sign_in(request, event, form.get("pin", ""), name)
    if session is None:
        count_failure(request, throttle)
        return _back(here, "wrong_pin")
    response = RedirectResponse(here, status_code=303)
    response.set_cookie(STAFF_COOKIE, session.token, httponly=True, samesite="strict", path="/")
    return response


async def _staff_form(request: Request) -> tuple[int, StaffSession, dict[str, str]]:
    event = event_id(request)
    await floor.require_writable(request)
    session = await floor.staff(request, event, form=True)  # rights first, then the body
    form = await read_form(request)
    if floor.bearer(request) is None:
        floor.check_form_token(request, session, form.get("csrf"))
    return event, session, form


async def _sign_out_form(request: Request) -> Response:
    event, session, _ = await _staff_form(request)
    request.app.state.sessions.close(session.token)
    response = _back(f"/e/{event}/staff", "signed_out")
    response.delete_cookie(STAFF_COOKIE, path="/", httponly=True, samesite="strict")
    return response


def _round_text(form: dict[str, str]) -> int | None:
    text = form.get("round", "").strip()
    if not text:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= 3 and 0 < int(text) <= MAX_ROUND):
        raise Rejected(422, "bad_field")
    return int(text)


Job = Callable[[Services], object]
Work = Callable[[int, dict[str, str], int], Job]


async def _staff_change(request: Request, work: Work, done: str) -> Response:
    """A staff form: checked, run as the judge, answered by a 303 to the staff page
    saying what happened (a refusal of the services in their words)."""
    event, session, form = await _staff_form(request)
    here = f"/e/{event}/staff"
    try:
        number = _round_text(form) or await _current_round(request, event)
        await floor.as_judge(request, session, work(event, form, number))
    except Rejected as rejected:
        if rejected.status in (401, 403) or rejected.status >= 500:
            raise
        if rejected.details is not None:
            # Another station got there first (issue 27): the page says what is there,
            # who entered it and when, with the form as it was (nothing was saved).
            said = floor.message(_language(request), rejected.key, rejected.details)
            return await _staff_view(request, event, session, said, rejected.status)
        return _back(here, rejected.key)
    return _back(here, done)


async def _current_round(request: Request, event: int) -> int:
    shown = await floor.call(request, lambda services: services.public.event(event))
    if shown.round == 0:
        raise Rejected(404, "no_round")
    return int(shown.round)


def _minutes(form: dict[str, str]) -> int:
    text = form.get("minutes", "").strip()
    if not (text.isascii() and text.isdigit() and len(text) <= 3 and int(text) > 0):
        raise Rejected(422, "bad_field")
    return int(text)


def _result_work(event: int, form: dict[str, str], number: int) -> Job:
    table, seat = floor.parse_table(form.get("table", ""))
    result = form.get("result", "")[:20]
    # What the judge says the table shows now (empty: no result yet, issue 27).
    seen = floor.seen_result(form.get("over", "").strip())
    return lambda services: services.rounds.report(event, number, table, result, seat, seen=seen)


def _extension_work(event: int, form: dict[str, str], number: int) -> Job:
    table, seat = floor.parse_table(form.get("table", ""))
    minutes = _minutes(form)
    try:
        reason = ExtensionReason(form.get("reason", ""))
    except ValueError as exc:
        raise Rejected(422, "bad_field") from exc
    return lambda services: services.extensions.add(event, number, table, minutes, reason, seat)


def _deck_check_work(event: int, form: dict[str, str], number: int) -> Job:
    table, seat = floor.parse_table(form.get("table", ""))
    minutes = _minutes(form)
    outcome = _DECK_OUTCOMES.get(form.get("outcome", ""))
    if outcome is None:
        raise Rejected(422, "bad_field")
    return lambda services: services.decklists.record_check(
        event, number, table, seat, minutes, outcome
    )


async def _result_form(request: Request) -> Response:
    return await _staff_change(request, _result_work, "done_result")


async def _extension_form(request: Request) -> Response:
    return await _staff_change(request, _extension_work, "done_extension")


async def _deck_check_form(request: Request) -> Response:
    return await _staff_change(request, _deck_check_work, "done_deck_check")


async def _decide_form(request: Request) -> Response:
    decision = request.path_params["decision"]
    if decision not in ("accept", "reject"):
        raise Rejected(404, "not_found")
    report = request.path_params["report_id"]
    accept = decision == "accept"
    return await _staff_change(
        request,
        lambda event, form, number: floor.decide_report(event, report, accept),
        "done_accepted" if accept else "done_rejected",
    )


async def _codes_page(request: Request) -> Response:
    event = event_id(request)
    await floor.require_writable(request)
    shown = await floor.call(request, lambda services: services.public.event(event))
    await floor.staff(request, event)
    asked = round_query(request)
    number = asked if asked is not None else await _current_round(request, event)
    codes, played = await floor.call(
        request,
        lambda services: (
            services.floor.slip_codes(event, number),
            services.public.pairings(event, number),
        ),
    )
    t = Texts(_language(request))
    return render(
        request,
        "codes.html",
        event=shown,
        section="staff",
        round_name=round_title(t, number, played.playoff, played.field)
        if played is not None
        else t.f("round", number),
        codes=[(c.table, shown_code(c.code), c.code) for c in codes],
    )


_report = error_page(_report_page)
_slip = error_page(_slip_page)
_staff = error_page(_staff_page)
_sign_in = error_page(_sign_in_form)
_sign_out = error_page(_sign_out_form)
_codes = error_page(_codes_page)
_staff_result = error_page(_result_form)
_staff_extension = error_page(_extension_form)
_staff_deck_check = error_page(_deck_check_form)
_decide = error_page(_decide_form)
