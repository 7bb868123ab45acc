"""Registration from phones (issue 30, items 1 and 5): the form, a regular found by the
reading on the phone they used before, each registration's own page (waiting, accepted,
the waitlist and its promotion, withdrawn), the links while the desk is open, no e-mail on
any page, and the limits on how many forms a phone and an address may send."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.services.registration import RegistrationService
from mtrdesk.web.registration import pages as registration_pages
from tests.helpers.registration_web import (
    Desk,
    desk_served,
    notice,
    register,
    rows,
    token_in,
    token_of,
)
from tests.helpers.services_support import new_event, settings

EMAIL = "hanako.sato@example.com"


@pytest.fixture
def desk(tmp_path: Path) -> Iterator[Desk]:
    with desk_served(tmp_path) as served:
        yield served


def sato(**more: str) -> dict[str, str]:
    return {"family": "佐藤", "given": "花子", "reading": "サトウ ハナコ", **more}


def test_the_form_asks_names_reading_and_an_optional_explained_email(desk: Desk) -> None:
    page = desk.phone().get(f"/e/{desk.event_id}/register")
    assert page.status_code == 200
    for name in ("family", "given", "reading", "email", "csrf", "find"):
        assert f'name="{name}"' in page.text
    assert 'name="deck_name"' not in page.text  # the desk does not ask for one
    assert "Wizards Account e-mail (optional)" in page.text
    assert "Used only for the store&#39;s EventLink report, and never shown" in page.text
    assert '<script src="/static/register.js"' in page.text
    desk.set_desk(asks_deck=True)
    asked = desk.phone().get(f"/e/{desk.event_id}/register")
    assert 'name="deck_name"' in asked.text and "Deck name" in asked.text


def test_a_new_player_registers_and_follows_their_registration(desk: Desk) -> None:
    phone = desk.phone()
    sent = register(phone, desk.event_id, **sato(email=EMAIL))
    token = token_in(sent)
    assert "registration=" in sent.headers["set-cookie"]
    assert f"Path=/e/{desk.event_id}/register" in sent.headers["set-cookie"]
    page = phone.get(sent.headers["location"])
    assert page.status_code == 200
    assert "佐藤 花子" in page.text
    assert "Waiting for the organizer to confirm your entry." in page.text
    assert 'data-view="registration"' in page.text and 'data-state="waiting:"' in page.text
    assert EMAIL not in page.text
    waiting = desk.run(lambda s: s.registration.registrations(desk.event_id))
    assert [(r.family, r.given, r.email, r.state) for r in waiting] == [
        ("佐藤", "花子", EMAIL, RegistrationState.WAITING)
    ]
    # The form again on this phone: it says so, with the link.
    again = phone.get(f"/e/{desk.event_id}/register")
    assert "You have registered for this event." in again.text
    assert f'href="/e/{desk.event_id}/register/{token}"' in again.text
    # The organizer accepts: the page and its state say so.
    desk.run(lambda s: s.registration.accept(waiting[0].id))
    state = phone.get(f"/e/{desk.event_id}/register/{token}/state")
    assert state.json() == {"state": "accepted:"}
    assert "Accepted: you are entered in this event." in phone.get(sent.headers["location"]).text


def test_the_same_form_sent_twice_is_one_registration(desk: Desk) -> None:
    phone = desk.phone()
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    first = token_in(register(phone, desk.event_id, csrf, **sato()))
    second = token_in(register(phone, desk.event_id, csrf, **sato()))
    assert first == second
    assert len(desk.run(lambda s: s.registration.registrations(desk.event_id))) == 1


def test_a_regular_finds_themselves_by_reading_on_the_same_phone(tmp_path: Path) -> None:
    with desk_served(tmp_path) as desk:
        phone, other = desk.phone(), desk.phone()
        first = token_in(register(phone, desk.event_id, **sato(email=EMAIL)))
        assert first
        earlier = desk.run(lambda s: s.registration.registrations(desk.event_id))
        desk.run(lambda s: s.registration.accept(earlier[0].id))
        # The next event: the same phone finds her by two kana of the reading, in
        # hiragana though she typed katakana; another phone finds nobody.
        later = desk.run(lambda s: s.events.create(settings())[0])
        desk.set_desk(later)
        found = register(phone, later, find="さと")
        assert found.status_code == 200
        assert "Register as 佐藤 花子" in found.text
        assert EMAIL not in found.text
        roster = re.search(r'name="roster_id" value="(\d+)"', found.text)
        assert roster is not None
        stranger = register(other, later, find="さと")
        assert "Register as 佐藤" not in stranger.text and 'name="roster_id"' not in stranger.text
        assert "Nobody registered from this phone" in stranger.text
        # Nor can another phone register as her by posting her roster id.
        before = rows(desk.path)
        taken = register(other, later, roster_id=roster.group(1))
        assert taken.status_code == 422 and notice(taken)
        assert rows(desk.path) == before
        short = register(phone, later, find="さ")
        assert "Type at least two kana of the reading." in short.text
        # As the script asks it: JSON, names and readings only.
        csrf = token_of(phone.get(f"/e/{later}/register"))
        known = phone.post(f"/e/{later}/register/known", data={"csrf": csrf, "find": "サト"})
        assert known.status_code == 200
        people = known.json()["people"]
        assert [p["name"] for p in people] == ["佐藤 花子"]
        assert EMAIL not in known.text
        assert phone.post(f"/e/{later}/register/known", data={"find": "サト"}).status_code == 403
        # One tap: registered as that person, nothing typed again.
        chosen = token_in(register(phone, later, roster_id=roster.group(1)))
        status = desk.run(lambda s: s.registration.status(later, chosen))
        assert status.display_name == "佐藤 花子"
        assert status.state == RegistrationState.WAITING


def test_a_full_event_puts_the_next_player_on_the_waitlist_and_a_drop_promotes_them(
    desk: Desk,
) -> None:
    desk.set_desk(accept_at_once=True, capacity=1)
    first, second = desk.phone(), desk.phone()
    entered = token_in(register(first, desk.event_id, **sato()))
    assert "Accepted" in first.get(f"/e/{desk.event_id}/register/{entered}").text
    sent = register(second, desk.event_id, family="鈴木", given="一郎", reading="すずき いちろう")
    waiting = token_in(sent)  # a full event is not a refusal: the waitlist
    page = second.get(sent.headers["location"])
    assert "You are on the waitlist, place 1" in page.text
    assert 'data-state="waitlisted:1"' in page.text
    assert "A place opened" not in page.text
    # The first player's entry is removed before round 1: the next one moves up.
    status = desk.run(lambda s: s.registration.status(desk.event_id, entered))
    entry = next(
        r.entry_id
        for r in desk.run(lambda s: s.registration.registrations(desk.event_id))
        if r.family == "佐藤"
    )
    assert status.state == RegistrationState.ACCEPTED and entry is not None
    desk.run(lambda s: s.players.drop(entry))
    assert second.get(f"/e/{desk.event_id}/register/{waiting}/state").json() == {
        "state": "accepted:"
    }
    promoted = second.get(f"/e/{desk.event_id}/register/{waiting}")
    assert "A place opened: you are now off the waitlist." in promoted.text
    assert "Accepted: you are entered in this event." in promoted.text


def test_a_player_withdraws_with_a_confirmed_button(desk: Desk) -> None:
    phone = desk.phone()
    token = token_in(register(phone, desk.event_id, **sato()))
    here = f"/e/{desk.event_id}/register/{token}"
    page = phone.get(here)
    assert "<summary>Withdraw</summary>" in page.text
    assert "Withdraw your registration for this event?" in page.text
    # Without the page's token nothing happens.
    assert phone.post(f"{here}/withdraw", data={}, follow_redirects=False).status_code == 403
    done = phone.post(f"{here}/withdraw", data={"csrf": token_of(page)}, follow_redirects=False)
    assert done.status_code == 303 and done.headers["location"] == f"{here}?m=done_withdrawn"
    shown = phone.get(done.headers["location"])
    assert "Your registration is withdrawn." in shown.text
    assert "You withdrew this registration." in shown.text
    assert "<summary>Withdraw</summary>" not in shown.text
    assert desk.run(lambda s: s.registration.registrations(desk.event_id)) == []
    assert "You have registered" not in phone.get(f"/e/{desk.event_id}/register").text


def test_an_entered_player_withdraws_through_the_organizer_once_round_one_is_paired(
    tmp_path: Path,
) -> None:
    """Before round 1 a player may withdraw from the phone; after, an entered one drops
    through the organizer (MTR 2.10): the page offers no button the services refuse."""
    with desk_served(tmp_path, players=3) as desk:
        desk.set_desk(accept_at_once=True)
        phone = desk.phone()
        token = token_in(register(phone, desk.event_id, **sato()))
        here = f"/e/{desk.event_id}/register/{token}"
        assert "<summary>Withdraw</summary>" in phone.get(here).text
        desk.run(lambda s: s.rounds.pair_next(desk.event_id, seed=1))
        page = phone.get(here)
        assert "Accepted: you are entered in this event." in page.text
        assert "<summary>Withdraw</summary>" not in page.text


def test_closed_and_started_desks_say_so(desk: Desk) -> None:
    phone = desk.phone()
    desk.run(lambda s: s.registration.set_open(desk.event_id, False))
    closed = phone.get(f"/e/{desk.event_id}/register")
    assert closed.status_code == 200
    assert "Registration for this event is not open." in closed.text
    assert 'name="family"' not in closed.text
    assert "Register" not in phone.get(f"/e/{desk.event_id}/pairings").text.split("<main")[0]


def test_the_events_list_and_the_event_page_link_to_the_open_form(desk: Desk) -> None:
    phone = desk.phone()
    link = f'href="/e/{desk.event_id}/register"'
    assert link in phone.get("/").text
    assert link in phone.get(f"/e/{desk.event_id}/pairings").text
    desk.run(lambda s: s.registration.set_open(desk.event_id, False))
    assert link not in phone.get("/").text
    assert link not in phone.get(f"/e/{desk.event_id}/pairings").text


def test_the_events_list_reads_no_desk_of_an_event_under_way(
    desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store's list holds its past events: only those before round 1 are asked."""

    def played(services: Any) -> int:
        event_id, _ = new_event(services, 4)
        services.registration.set_desk(
            event_id, open=True, accept_at_once=False, capacity=None, asks_deck=False
        )
        services.rounds.pair_next(event_id, seed=1)
        return event_id

    under_way = [desk.run(played) for _ in range(3)]
    asked: list[int] = []
    original = RegistrationService.desk

    def counted(self: RegistrationService, event_id: int) -> Any:
        asked.append(event_id)
        return original(self, event_id)

    monkeypatch.setattr(RegistrationService, "desk", counted)
    page = desk.phone().get("/")
    assert asked == [desk.event_id]
    assert f'href="/e/{desk.event_id}/register"' in page.text
    for event_id in under_way:
        assert f'href="/e/{event_id}/register"' not in page.text


def test_no_page_shows_an_email(desk: Desk) -> None:
    phone = desk.phone()
    token = token_in(register(phone, desk.event_id, **sato(email=EMAIL)))
    token_in(register(desk.phone(), desk.event_id, family="鈴木", reading="すずき"))
    for path in (
        "/",
        f"/e/{desk.event_id}/pairings",
        f"/e/{desk.event_id}/standings",
        f"/e/{desk.event_id}/register",
        f"/e/{desk.event_id}/register/{token}",
        f"/e/{desk.event_id}/register/{token}/state",
        f"/api/events/{desk.event_id}/pairings",
    ):
        for language in ("en", "ja"):
            assert EMAIL not in phone.get(path, headers={"accept-language": language}).text


def test_the_pages_speak_japanese(desk: Desk) -> None:
    phone = desk.phone("ja")
    form = phone.get(f"/e/{desk.event_id}/register")
    assert "参加登録" in form.text and "ウィザーズ・アカウント" in form.text
    token = token_in(register(phone, desk.event_id, **sato()))
    page = phone.get(f"/e/{desk.event_id}/register/{token}")
    assert "主催者の受付をお待ちください" in page.text
    assert "Waiting" not in page.text


def test_a_wrong_token_is_a_wrong_guess(desk: Desk) -> None:
    phone = desk.phone()
    for n in range(5):
        missed = phone.get(f"/e/{desk.event_id}/register/nosuchtoken{n:05d}")
        assert missed.status_code == 404
    assert phone.get(f"/e/{desk.event_id}/register/nosuchtoken99999").status_code == 429
    desk.clock.now += 61
    assert phone.get(f"/e/{desk.event_id}/register/x%00y").status_code == 404


def test_a_phone_may_send_a_few_forms_a_minute(desk: Desk) -> None:
    phone = desk.phone()
    csrf = token_of(phone.get(f"/e/{desk.event_id}/register"))
    limit = registration_pages.SUBMISSIONS_PER_DEVICE
    for n in range(limit):
        sent = register(phone, desk.event_id, csrf, family=f"Player{n}", given="Test")
        assert sent.status_code == 303
    before = rows(desk.path)
    refused = register(phone, desk.event_id, csrf, family="Another", given="Test")
    assert refused.status_code == 429
    assert "Too many registrations were sent from here." in refused.text
    assert int(refused.headers["retry-after"]) > 0
    assert rows(desk.path) == before
    # Another phone of the same address is not held back by this one.
    assert register(desk.phone(), desk.event_id, family="Other", given="Test").status_code == 303
    desk.clock.now += 61
    assert register(phone, desk.event_id, csrf, family="Later", given="Test").status_code == 303


def test_an_address_has_a_higher_ceiling_than_a_phone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Many phones behind one address (the benchmark's 200 on loopback) pass; a flood of
    fresh device cookies from one address does not."""
    # The room of the benchmark fits under the real ceiling, with room to spare.
    assert registration_pages.SUBMISSIONS_PER_ADDRESS >= 2 * 200
    assert registration_pages.SUBMISSIONS_PER_DEVICE < registration_pages.SUBMISSIONS_PER_ADDRESS
    monkeypatch.setattr(registration_pages, "SUBMISSIONS_PER_ADDRESS", 4)
    with desk_served(tmp_path) as desk:
        for n in range(4):
            sent = register(desk.phone(), desk.event_id, family=f"Player{n}", given="Test")
            assert sent.status_code == 303
        refused = register(desk.phone(), desk.event_id, family="Flood", given="Test")
        assert refused.status_code == 429
        assert "Too many registrations" in refused.text


def test_registration_on_a_postgresql_store(tmp_path: Path, postgres_dsn: str) -> None:
    """The same pages over a store on a PostgreSQL server: a registration, the organizer's
    acceptance, the waitlist and its promotion."""
    with desk_served(tmp_path, store=postgres_dsn) as desk:
        desk.set_desk(accept_at_once=True, capacity=1)
        first, second = desk.phone(), desk.phone()
        entered = token_in(register(first, desk.event_id, **sato(email=EMAIL)))
        waiting = token_in(register(second, desk.event_id, family="Suzuki", reading="すずき"))
        place = second.get(f"/e/{desk.event_id}/register/{waiting}/state").json()
        assert place == {"state": "waitlisted:1"}
        assert EMAIL not in first.get(f"/e/{desk.event_id}/register/{entered}").text
        (accepted,) = [
            r
            for r in desk.run(lambda s: s.registration.registrations(desk.event_id))
            if r.state == RegistrationState.ACCEPTED
        ]
        assert accepted.entry_id is not None
        desk.run(lambda s: s.players.drop(accepted.entry_id))
        promoted = second.get(f"/e/{desk.event_id}/register/{waiting}")
        assert "A place opened" in promoted.text and "Accepted" in promoted.text
