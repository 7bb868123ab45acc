"""Registration from phones in a real browser (issue 30, "Done when"): Debian's Chromium,
headless, at a phone's size (390×844), in Japanese and in English. The server runs
beside the window as Event ▸ Open to phones… runs it (``BackgroundServer`` on loopback,
its own connection to the window's file); the organizer's actions are the window's
service calls.

A new player registers (the reading typed in half-width katakana), the organizer accepts
and the player's page says so by itself; the same phone at the next event finds her by
two kana of the reading and registers her with one tap. A full event puts the next
player on the waitlist, and a drop before round 1 promotes them: their page says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.services import Services
from mtrdesk.web.background import BackgroundServer
from mtrdesk.web.serve import bind
from tests.helpers.browser import chrome, require_browser, wait
from tests.helpers.services_support import open_services, settings

require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)
from selenium.webdriver.common.by import By  # noqa: E402

#: A real browser takes seconds a test: started first (tests/conftest.py).
pytestmark = pytest.mark.slow

EMAIL = "hanako.sato@example.com"


@dataclass
class Window:
    """The window's services and the address of its server for phones."""

    services: Services
    address: str

    def desk(self, event_id: int, **values: object) -> None:
        desk: dict[str, object] = {
            "open": True,
            "accept_at_once": False,
            "capacity": None,
            "asks_deck": False,
        }
        desk.update(values)
        self.services.registration.set_desk(event_id, **desk)  # type: ignore[arg-type]


@pytest.fixture
def window(tmp_path: Path) -> Iterator[Window]:
    services = open_services(tmp_path / "events.sqlite3")
    sock = bind("127.0.0.1", 0)
    server = BackgroundServer(services.beside, sock)
    server.start()
    try:
        yield Window(services, f"http://127.0.0.1:{sock.getsockname()[1]}/")
    finally:
        server.stop()
        services.close()


def fill(browser: webdriver.Chrome, **fields: str) -> None:
    for name, value in fields.items():
        field = browser.find_element(By.ID, name)
        field.clear()
        field.send_keys(value)


def state_text(browser: webdriver.Chrome) -> str:
    return browser.find_element(By.CSS_SELECTOR, "p.state.registration").text


def fits(browser: webdriver.Chrome) -> None:
    """Nothing wider than the phone: no sideways scrolling, no text cut off."""
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, width


def test_a_new_player_registers_is_accepted_and_comes_back_as_a_regular(
    window: Window,
) -> None:
    services = window.services
    event_id, _ = services.events.create(settings())
    window.desk(event_id)
    with chrome() as phone:
        phone.get(f"{window.address}e/{event_id}/pairings")
        phone.find_element(By.CSS_SELECTOR, f"a[href='/e/{event_id}/register']").click()
        wait(phone, 10).until(lambda b: b.find_elements(By.ID, "family"))
        assert "参加登録" in phone.title
        body = phone.find_element(By.TAG_NAME, "body").text
        assert "ウィザーズ・アカウント" in body
        fits(phone)
        fill(phone, family="佐藤", given="花子", reading="ｻﾄｳ ﾊﾅｺ", email=EMAIL)
        phone.find_element(By.CSS_SELECTOR, "#register-form button[type=submit]").click()
        wait(phone, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "p.state.registration"))
        assert "佐藤 花子" in phone.find_element(By.TAG_NAME, "main").text
        waiting = state_text(phone)
        assert "主催者" in waiting
        assert EMAIL not in phone.page_source
        fits(phone)
        (registration,) = services.registration.registrations(event_id)
        assert registration.reading and registration.email == EMAIL
        # The organizer accepts in the window: the page says so by itself.
        services.registration.accept(registration.id)
        wait(phone, 10).until(lambda b: state_text(b) != waiting)
        (accepted,) = services.registration.registrations(event_id)
        assert accepted.roster_id is not None
        status = services.registration.status(event_id, phone.current_url.rsplit("/", 1)[1])
        assert status.state == RegistrationState.ACCEPTED
        # The next event: two kana of the reading, in hiragana, find her on this phone.
        later, _ = services.events.create(settings())
        window.desk(later)
        phone.get(f"{window.address}e/{later}/register")
        phone.find_element(By.ID, "regular").send_keys("さと")
        button = "#regulars button.primary"
        wait(phone, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, button))
        assert "佐藤 花子" in phone.find_element(By.CSS_SELECTOR, button).text
        assert EMAIL not in phone.page_source
        fits(phone)
        phone.find_element(By.CSS_SELECTOR, button).click()
        wait(phone, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "p.state.registration"))
        assert "佐藤 花子" in phone.find_element(By.TAG_NAME, "main").text
        (again,) = services.registration.registrations(later)
        assert again.roster_id == accepted.roster_id  # the same person, nothing typed
    with chrome() as stranger:  # another phone finds nobody by the same kana
        stranger.get(f"{window.address}e/{later}/register")
        stranger.find_element(By.ID, "regular").send_keys("さと")
        wait(stranger, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "#regulars p.hint"))
        assert not stranger.find_elements(By.CSS_SELECTOR, "#regulars button")


def test_a_full_event_waitlists_the_next_player_and_a_drop_promotes_them(
    window: Window,
) -> None:
    services = window.services
    event_id, _ = services.events.create(settings())
    window.desk(event_id, accept_at_once=True, capacity=1)
    with chrome() as first, chrome() as second:
        first.get(f"{window.address}e/{event_id}/register?lang=en")
        fill(first, family="Sato", given="Hanako", reading="さとう はなこ")
        first.find_element(By.CSS_SELECTOR, "#register-form button[type=submit]").click()
        wait(first, 10).until(lambda b: "Accepted" in b.page_source)
        second.get(f"{window.address}e/{event_id}/register?lang=en")
        fill(second, family="Suzuki", given="Ichiro", reading="すずき いちろう")
        second.find_element(By.CSS_SELECTOR, "#register-form button[type=submit]").click()
        wait(second, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "p.state.registration"))
        assert re.search(r"waitlist, place 1\b", state_text(second)), state_text(second)
        fits(second)
        entered = next(
            r for r in services.registration.registrations(event_id) if r.family == "Sato"
        )
        assert entered.entry_id is not None
        services.players.drop(entered.entry_id)  # before round 1: the place opens
        wait(second, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, ".notice.promoted"))
        assert "A place opened" in second.find_element(By.CSS_SELECTOR, ".notice.promoted").text
        assert "Accepted" in state_text(second)
        fits(second)
