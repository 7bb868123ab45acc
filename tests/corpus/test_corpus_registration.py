"""The bad-input corpus for registration from phones (issue 30, item 1): every refused
form comes back as the form, the fields as typed, the services' sentence in the phone's
language (``words.messages``, through ``web.registration.pages.sentence``) and a 4xx; a
form that cannot be one (no token, another site, too large, not a form) is an error
page with its sentence. No traceback (Starlette's TestClient raises what the server would
have logged), and nothing stored: every row of the registration, desk, roster, entry and
audit tables as it was.

A full event is not here: the next player goes on the waitlist
(``tests/web/test_registration_pages.py``).
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.core.text import TextProblem
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.text_fields import TextField
from mtrdesk.web.registration.pages import sentence
from mtrdesk.web.texts import Texts
from tests.helpers.registration_web import (
    Desk,
    desk_served,
    notice,
    register,
    rows,
    token_of,
)

P = Problem
GOOD = {"family": "佐藤", "given": "花子", "reading": "さとう はなこ", "email": ""}


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    with desk_served(tmp_path, players=2) as served:
        yield served


def _too_long(field: TextField) -> ServiceError:
    return ServiceError(P.BAD_TEXT, field=field.value, limit=200, text_problem="too_long")


def _control(field: TextField, problem: TextProblem = TextProblem.CONTROL) -> ServiceError:
    return ServiceError(P.BAD_TEXT, field=field.value, limit=200, text_problem=problem.value)


#: (id, the fields that differ from ``GOOD``, the refusal the page says).
FORM_CASES: list[tuple[str, dict[str, str], ServiceError]] = [
    ("family-empty", {"family": ""}, ServiceError(P.NAME_EMPTY)),
    ("family-blank", {"family": "   "}, ServiceError(P.NAME_EMPTY)),
    ("family-full-width-blank", {"family": "\u3000\u3000"}, ServiceError(P.NAME_EMPTY)),
    ("reading-latin", {"reading": "sato hanako"}, ServiceError(P.READING_NOT_KANA)),
    ("reading-kanji", {"reading": "佐藤 花子"}, ServiceError(P.READING_NOT_KANA)),
    ("reading-digits", {"reading": "さとう1"}, ServiceError(P.READING_NOT_KANA)),
    ("reading-missing-for-kanji", {"reading": ""}, ServiceError(P.READING_NEEDED)),
    ("email-no-at", {"email": "hanako.example.com"}, ServiceError(P.EMAIL_INVALID)),
    ("email-no-domain", {"email": "hanako@"}, ServiceError(P.EMAIL_INVALID)),
    ("email-no-name", {"email": "@example.com"}, ServiceError(P.EMAIL_INVALID)),
    ("email-comma", {"email": "hanako@example,com"}, ServiceError(P.EMAIL_INVALID)),
    ("email-no-dot", {"email": "hanako@example"}, ServiceError(P.EMAIL_INVALID)),
    ("email-two-ats", {"email": "a@b@example.com"}, ServiceError(P.EMAIL_INVALID)),
    (
        "email-2000",
        {"email": "a" * 1988 + "@example.com"},
        ServiceError(P.BAD_TEXT, field="email", limit=254, text_problem="too_long"),
    ),
    ("family-2000", {"family": "a" * 2000}, _too_long(TextField.FAMILY)),
    ("family-2000-kanji", {"family": "佐" * 2000}, _too_long(TextField.FAMILY)),
    ("given-2000", {"given": "花" * 2000}, _too_long(TextField.GIVEN)),
    ("reading-2000", {"reading": "さ" * 2000}, _too_long(TextField.READING)),
    ("family-nul", {"family": "佐\x00藤"}, _control(TextField.FAMILY)),
    ("family-escape", {"family": "\x1b[31m佐藤"}, _control(TextField.FAMILY)),
    ("given-bell", {"given": "花子\x07"}, _control(TextField.GIVEN)),
    ("reading-escape", {"reading": "さとう\x1bはなこ"}, _control(TextField.READING)),
    ("email-nul", {"email": "hanako\x01@example.com"}, _control(TextField.EMAIL)),
    ("family-bidi", {"family": "佐藤\u202e"}, _control(TextField.FAMILY, TextProblem.BIDI)),
]


def _kept(page_text: str, value: str) -> bool:
    """The field's value is in the form again, as typed (escaped as HTML escapes it)."""
    return f'value="{html.escape(value, quote=True)}"' in page_text


@pytest.mark.parametrize(
    ("changed", "refusal"),
    [pytest.param(changed, refusal, id=name) for name, changed, refusal in FORM_CASES],
)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_refused_form_comes_back_with_its_fields_and_a_sentence(
    desk: Desk, changed: dict[str, str], refusal: ServiceError, language: str
) -> None:
    phone = desk.phone(language)
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    before = rows(desk.path)
    typed = {**GOOD, **changed}
    answer = register(phone, desk.event_id, csrf, **typed)
    assert answer.status_code == 422, answer.text[:500]
    said = html.unescape(notice(answer))
    assert said == sentence(language, refusal)
    assert said != Texts(language).server_error
    if language == "ja":
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", said), said
    for name, value in typed.items():
        if "\x00" not in value:  # a NUL is dropped by the form's parser, not kept
            assert _kept(answer.text, value) or not value, name
    assert rows(desk.path) == before


def test_blanks_typed_inside_a_name_are_spaces_not_refusals(desk: Desk) -> None:
    """A line break or tab inside a name and spaces an IME put in the e-mail are what the
    window's fields clean too (``core.text.clean``): the registration is stored as cleaned."""
    typed = {**GOOD, "given": "花\n子", "reading": "さとう\tはなこ", "email": "hana ko@example.com"}
    answer = register(desk.phone(), desk.event_id, **typed)
    assert answer.status_code == 303
    (stored,) = desk.run(lambda s: s.registration.registrations(desk.event_id))
    assert (stored.given, stored.reading, stored.email) == (
        "花 子",
        "さとう はなこ",
        "hanako@example.com",
    )


def test_a_deck_name_asked_for_must_be_given(desk: Desk) -> None:
    desk.set_desk(asks_deck=True)
    for language in ("en", "ja"):
        phone = desk.phone(language)
        before = rows(desk.path)
        answer = register(phone, desk.event_id, **GOOD, deck_name="  ")
        assert answer.status_code == 422
        assert html.unescape(notice(answer)) == sentence(language, ServiceError(P.DECK_NAME_NEEDED))
        assert _kept(answer.text, "佐藤") and _kept(answer.text, "さとう はなこ")
        assert rows(desk.path) == before


@pytest.mark.parametrize("language", ["en", "ja"])
def test_a_closed_desk_refuses_the_form_with_its_fields(desk: Desk, language: str) -> None:
    phone = desk.phone(language)
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    desk.run(lambda s: s.registration.set_open(desk.event_id, False))  # closed meanwhile
    before = rows(desk.path)
    answer = register(phone, desk.event_id, csrf, **GOOD)
    assert answer.status_code == 409
    assert html.unescape(notice(answer)) == sentence(language, ServiceError(P.REGISTRATION_CLOSED))
    assert _kept(answer.text, "佐藤")
    assert rows(desk.path) == before


def test_finding_a_regular_at_a_closed_desk_says_it_is_closed(desk: Desk) -> None:
    phone = desk.phone()
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    desk.run(lambda s: s.registration.set_open(desk.event_id, False))
    before = rows(desk.path)
    answer = register(phone, desk.event_id, csrf, find="さと")
    assert answer.status_code == 409
    assert "Registration for this event is not open." in answer.text
    assert rows(desk.path) == before


def test_a_desk_is_closed_once_round_one_is_paired(desk: Desk) -> None:
    phone = desk.phone()
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    desk.run(lambda s: s.rounds.pair_next(desk.event_id, seed=1))
    page = phone.get(f"/e/{desk.event_id}/register")
    assert "Round 1 has been paired, so registration for this event is over." in page.text
    before = rows(desk.path)
    answer = register(phone, desk.event_id, csrf, **GOOD)
    assert answer.status_code == 409
    assert html.unescape(notice(answer)).startswith("The event has begun: round 1 is paired")
    assert _kept(answer.text, "佐藤")
    assert rows(desk.path) == before


def test_a_withdrawal_the_services_refuse_is_a_sentence(tmp_path: Path) -> None:
    """Posted by hand once round 1 is paired (the page offers no button then): an entered
    player leaves by the organizer's drop, and the phone is told so; nothing changes."""
    with desk_served(tmp_path, players=3) as desk:
        desk.set_desk(accept_at_once=True)
        phone = desk.phone()
        sent = register(phone, desk.event_id, **GOOD)
        here = sent.headers["location"]
        csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
        desk.run(lambda s: s.rounds.pair_next(desk.event_id, seed=1))
        before = rows(desk.path)
        answer = phone.post(f"{here}/withdraw", data={"csrf": csrf}, follow_redirects=False)
        assert answer.status_code == 409
        said = re.search(r'<p class="refusal" role="alert">([^<]+)</p>', answer.text)
        assert said is not None and "Traceback" not in answer.text
        assert said.group(1) == Texts("en").withdraw_too_late
        assert rows(desk.path) == before


#: (id, how the post is sent, status, the sentence's key in ``web.texts``).
_BIG = "a" * 40_000
POST_CASES: list[tuple[str, dict[str, object], int, str]] = [
    ("no-token", {"data": {**GOOD}, "bare": True}, 403, "bad_csrf"),
    ("wrong-token", {"data": {**GOOD, "csrf": "0" * 40}, "bare": True}, 403, "bad_csrf"),
    ("other-site", {"data": {**GOOD}, "origin": "http://evil.example"}, 403, "bad_csrf"),
    ("too-large", {"data": {**GOOD, "family": _BIG}}, 413, "too_large"),
    ("json-body", {"json": GOOD}, 400, "malformed"),
    ("not-utf8", {"content": b"family=\xff\xfe", "form": True}, 400, "malformed"),
    ("roster-letters", {"data": {**GOOD, "roster_id": "abc"}}, 422, "bad_field"),
    ("roster-negative", {"data": {**GOOD, "roster_id": "-1"}}, 422, "bad_field"),
    ("roster-huge", {"data": {**GOOD, "roster_id": "9" * 5000}}, 422, "bad_field"),
    ("roster-full-width", {"data": {**GOOD, "roster_id": "１"}}, 422, "bad_field"),
]


@pytest.mark.parametrize(
    ("how", "status", "key"),
    [pytest.param(how, status, key, id=name) for name, how, status, key in POST_CASES],
)
def test_a_post_that_is_no_form_of_this_page_is_refused(
    desk: Desk, how: dict[str, object], status: int, key: str
) -> None:
    phone = desk.phone()
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    before = rows(desk.path)
    headers = {"origin": str(how.get("origin", "http://testserver"))}
    url = f"/e/{desk.event_id}/register"
    if "json" in how:
        answer = phone.post(url, json=how["json"], headers=headers)
    elif "content" in how:
        headers["content-type"] = "application/x-www-form-urlencoded"
        answer = phone.post(url, content=how["content"], headers=headers)  # type: ignore[arg-type]
    else:
        data = dict(how["data"])  # type: ignore[call-overload]
        if not how.get("bare"):
            data["csrf"] = csrf  # the page's own token: only what else is wrong counts
        answer = phone.post(url, data=data, headers=headers)
    assert answer.status_code == status, answer.text[:500]
    assert html.escape(getattr(Texts("en"), key), quote=False) in answer.text
    assert "Traceback" not in answer.text
    assert rows(desk.path) == before


@pytest.mark.parametrize(
    "path",
    [
        "/e/1/register/short",
        "/e/1/register/" + "a" * 65,
        "/e/1/register/%E2%80%AEabcdefgh",
        "/e/1/register/abcdefgh%00",
        "/e/1/register/nosuchtoken000/state",
        "/e/9999/register",
        "/e/2147483648/register",
    ],
)
def test_a_wrong_address_is_a_404_with_a_sentence(desk: Desk, path: str) -> None:
    before = rows(desk.path)
    answer = desk.phone().get(path)
    assert answer.status_code == 404
    assert "Traceback" not in answer.text
    assert rows(desk.path) == before
