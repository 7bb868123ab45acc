"""The players' pages for the clocks, the pods and the bracket (issue 16), and the clock's
JSON (``GET /api/events/{id}/clock``).

The clock page follows the projector: the window publishes each clock when the organizer
starts, pauses, resumes, skips, goes back or adjusts it (``services.public.clocks``); the server
sends the position at its own time ``now`` (``core.floor.published_clock.reading_at``), and the
phone counts on from the moment the answer arrived, by its own monotonic clock
(``static/clock.js``): no clock of the phone's is compared with the server's, so a phone
set minutes wrong still shows the projector's second. It asks again when the live feed
says something changed, and every ``REFETCH`` seconds in any case. The clock's answers
are never kept (``web.answers``): each carries the time it was made.
"""

from __future__ import annotations

import math
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from mtrdesk.core.floor.published_clock import ClockStep, PublishedClock, reading_at
from mtrdesk.core.printouts.bracket import BracketRound, PodBracketRound
from mtrdesk.services.public.clocks import PublishedClocks
from mtrdesk.web import api, pages
from mtrdesk.web.answers import Handler, kept
from mtrdesk.web.language import request_language
from mtrdesk.web.live import read_followed
from mtrdesk.web.requests import Refused, event_id, read
from mtrdesk.web.round_names import field_name
from mtrdesk.web.texts import Texts

#: Seconds between two reads of the clock when the live feed says nothing (it may be
#: closed by the phone's browser).
REFETCH = 30


def routes() -> list[Route]:
    return [
        Route("/e/{event_id:int}/clock", _clock_page),
        Route("/e/{event_id:int}/pods", _pods_page),
        Route("/e/{event_id:int}/bracket", _bracket_page),
        Route("/api/events/{event_id:int}/clock", _clock_api),
    ]


def _f(text: str, *values: object) -> str:
    """Qt's %1, %2 placeholders (the translation may reorder them)."""
    for number in range(len(values), 0, -1):
        text = text.replace(f"%{number}", str(values[number - 1]))
    return text


# -- the clock --------------------------------------------------------------------------


def clock_json(clock: PublishedClock, now: Any) -> dict[str, Any]:
    """One clock as data (``docs/lan-api.md``): its schedule, where it was published, and
    where it stands at the server's ``now``."""
    s = clock.snapshot
    reading = reading_at(clock, now)
    return {
        "kind": s.kind,
        "mode": s.mode,
        "title": s.title,
        "turns": s.turns,
        "pod": s.pod,
        "schedule": clock.schedule_key(),
        "steps": [{**step.described(), "seconds": step.seconds} for step in s.steps],
        "at": clock.at.isoformat(timespec="microseconds"),
        "position": s.position,
        "started": s.started,
        "running": reading.running,
        "finished": reading.finished,
        "elapsed": reading.elapsed,
        "step": reading.index,
        "remaining": reading.remaining,
    }


def clocks_json(published: PublishedClocks) -> dict[str, Any]:
    return {
        "now": published.now.isoformat(timespec="microseconds"),
        "clocks": [clock_json(c, published.now) for c in published.clocks],
    }


def _title(t: Texts, clock: PublishedClock) -> str:
    title: str = getattr(t, f"title_{clock.snapshot.title}", "") or t.clock
    if clock.snapshot.pod is not None:
        title = f"{title} · {t.f('pod', clock.snapshot.pod)}"
    return title


def _step_lines(t: Texts, step: ClockStep, next_pick: ClockStep | None) -> list[str]:
    """What the phone shows above the digits during ``step``, as the projector words it."""
    passing = {
        "left": t.pass_left,
        "right": t.pass_right,
        "clockwise": t.pass_clockwise,
        "counterclockwise": t.pass_counterclockwise,
    }
    if step.kind == "pick":
        lines = [t.f("step_pick", step.pick), _f(t.step_pack, step.pack, step.packs)]
        if step.picker:
            lines.append(t.f("step_picking", step.picker))
        lines.append(passing.get(step.direction or "", ""))
        return lines
    if step.kind == "review":
        following = next_pick.direction if next_pick is not None else None
        return [
            t.step_review,
            _f(t.step_next_pack, (step.pack or 0) + 1, step.packs),
            passing.get(following or "", ""),
        ]
    if step.kind == "layout":
        return [
            t.step_review,
            _f(t.step_pack, step.pack, step.packs),
            t.f("step_laid_out", step.picker),
            passing.get(step.direction or "", ""),
        ]
    return [getattr(t, f"phase_{step.kind}")]


def _finished(t: Texts, clock: PublishedClock) -> str:
    s = clock.snapshot
    if s.mode == "draft":
        return t.done_draft
    if s.mode == "deck_building":
        return t.done_deck_building
    if s.turns == "per_player":
        return t.done_per_player
    count = {"five": 5, "three": 3}.get(s.turns or "")
    return t.f("done_turns", count) if count else t.done_round


def clock_page_data(t: Texts, published: PublishedClocks) -> list[dict[str, Any]]:
    """Each clock as the page shows it: worded in the page's language, with the data the
    script counts from, its text now (``text``) and the lines of the step running
    (``now_lines``)."""
    shown = []
    for clock in published.clocks:
        steps = clock.snapshot.steps
        lines = [
            _step_lines(t, step, next((s for s in steps[i + 1 :] if s.kind != "review"), None))
            for i, step in enumerate(steps)
        ]
        data = clock_json(clock, published.now)
        digits = "seconds" if clock.snapshot.mode == "draft" else "clock"
        done = _finished(t, clock)
        shown_lines = [[line for line in step if line] for step in lines]
        shown.append(
            {
                **data,
                "lines": shown_lines,
                "heading": _title(t, clock),
                "digits": digits,
                "done": done,
                "paused_text": t.clock_paused,
                "waiting_text": t.clock_waiting,
                "text": done if data["finished"] else countdown_text(data["remaining"], digits),
                "now_lines": shown_lines[data["step"]] if data["step"] is not None else [],
            }
        )
    return shown


def countdown_text(seconds: float, digits: str) -> str:
    """As the projector shows it: seconds for a pick, 45:00 or 1:15:00 for long clocks
    (``static/clock.js`` does the same)."""
    whole = max(0, math.ceil(seconds - 1e-6))
    if digits == "seconds":
        return str(whole)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


async def _read_clock_page(request: Request) -> Response:
    event = event_id(request)
    shown, published = await read(
        request,
        lambda services: (services.public.event(event), services.clocks.published(event)),
    )
    t = Texts(request_language(request))
    clocks = clock_page_data(t, published)
    return pages.render(
        request,
        "clock.html",
        event=shown,
        clocks=clocks,
        refetch=REFETCH,
        section="clock",
    )


async def _read_clock_api(request: Request) -> Any:
    event = event_id(request)
    published = await read(request, lambda services: services.clocks.published(event))
    return clocks_json(published)


async def _clock_page(request: Request) -> Response:
    # Not kept (web.answers): the answer holds the time it was made.
    try:
        return await _read_clock_page(request)
    except Refused as refusal:
        return pages.error(request, refusal.status, refusal.key)


async def _clock_api(request: Request) -> Response:
    try:
        body = await _read_clock_api(request)
    except Refused as refusal:
        return api.error(request, refusal.status, refusal.key)
    return JSONResponse(body, headers={"cache-control": "no-store"})


# -- pods and bracket -------------------------------------------------------------------


def _kept_page(make: Handler) -> Handler:
    async def page(request: Request) -> Response:
        try:
            return await make(request)
        except Refused as refusal:
            return pages.error(request, refusal.status, refusal.key)

    return kept(page)


async def _read_pods(request: Request) -> Response:
    event = event_id(request)
    shown, pods, pulse = await read_followed(
        request, event, lambda services: services.public_play.pods(event)
    )
    return pages.render(
        request, "pods.html", event=shown, pods=pods, section="pods", pulse=pulse, shown_round=0
    )


def pod_round_name(t: Texts, played: PodBracketRound) -> str:
    named = {"quarterfinal": t.quarterfinals, "semifinal": t.semifinals, "final": t.final}
    if played.stage in named:
        return named[played.stage]
    return t.f("round", played.number) if played.number else t.to_come


async def _read_bracket(request: Request) -> Response:
    event = event_id(request)
    shown, bracket, pulse = await read_followed(
        request, event, lambda services: services.public_play.bracket(event)
    )
    t = Texts(request_language(request))
    names: dict[int, str] = {}
    if bracket.single is not None:
        names = {id(r): field_name(t, r.field_size) for r in bracket.single.rounds}
    elif bracket.pods is not None:
        names = {id(r): pod_round_name(t, r) for r in bracket.pods.rounds}

    def named(r: BracketRound | PodBracketRound) -> str:
        return names.get(id(r), "")

    return pages.render(
        request,
        "bracket.html",
        event=shown,
        bracket=bracket,
        round_title=named,
        section="bracket",
        pulse=pulse,
        shown_round=0,
    )


_pods_page = _kept_page(_read_pods)
_bracket_page = _kept_page(_read_bracket)
