"""The clock page in a real browser (issue 16): Debian's Chromium at a phone's size,
``mtrdesk serve`` on loopback beside the window's database. The digits the phone counts
down agree with the published clock within 1 s, keep counting on their own, and stop when
the organizer pauses the projector (through the live feed, without reloading the page)."""

from __future__ import annotations

import datetime as dt
import math
import signal
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep, reading_at
from mtrdesk.services import Services
from tests.helpers.browser import chrome, require_browser, wait
from tests.helpers.play_events import build
from tests.helpers.services_support import new_event
from tests.helpers.web_support import serving, start_serve

require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)
from selenium.webdriver.common.by import By  # noqa: E402

#: A real browser takes seconds a test: started first (tests/conftest.py).
pytestmark = pytest.mark.slow


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    """Chromium; a test asks for it after the server, so it quits first and the server
    stops at once instead of waiting out its graceful shutdown on the page's open feed."""
    with chrome() as driver:
        yield driver


@pytest.fixture
def window_and_server(tmp_path: Path) -> Iterator[tuple[Services, int, str]]:
    database = tmp_path / "events.sqlite3"
    services = Services.open(database)  # the wall clock, as the window runs
    event_id, _ = new_event(services, 8)
    try:
        with serving(database) as address:
            yield services, event_id, address
    finally:
        services.close()


def seconds_shown(browser: webdriver.Chrome) -> int:
    """The phone's digits (m:ss) in seconds."""
    text = browser.find_element(By.CSS_SELECTOR, ".digits").text
    minutes, seconds = text.split(":")
    return int(minutes) * 60 + int(seconds)


def expected(services: Services, event_id: int) -> float:
    (clock,) = services.clocks.published(event_id).clocks
    return reading_at(clock, dt.datetime.now()).remaining


def round_clock(position: float, running: bool) -> ClockSnapshot:
    steps = (ClockStep("round", 3000.0),)
    return ClockSnapshot("round", "round", "round", steps, position, True, running, "five")


def test_the_phones_countdown_follows_the_published_clock(
    window_and_server: tuple[Services, int, str], browser: webdriver.Chrome
) -> None:
    services, event_id, address = window_and_server
    services.clocks.publish(event_id, round_clock(123.4, running=True))
    browser.get(f"{address}e/{event_id}/clock?lang=en")
    waiting = wait(browser, 10)
    waiting.until(lambda b: ":" in b.find_element(By.CSS_SELECTOR, ".digits").text)
    marker = browser.execute_script("window.__same_page = true; return 1;")
    assert marker == 1
    time.sleep(1.5)  # the first fetch has measured the request by now
    for _ in range(3):
        # What the projector shows just before and just after the phone's digits are read
        # (reading them takes a while on a busy machine): the phone's within 1 s of it.
        before = math.ceil(expected(services, event_id))
        shown = seconds_shown(browser)
        after = math.ceil(expected(services, event_id))
        assert after - 1 <= shown <= before + 1, (before, shown, after)
        time.sleep(1.1)
    # It counted on its own: three seconds less than it showed three seconds ago.
    before = seconds_shown(browser)
    time.sleep(3.0)
    assert before - seconds_shown(browser) in (2, 3, 4)
    # The organizer pauses at 10:00 into the round: the phone stops there (the live feed
    # asks again; the page is not loaded anew).
    services.clocks.publish(event_id, round_clock(600.0, running=False))
    waiting.until(lambda b: seconds_shown(b) == 2400)
    assert "Paused" in browser.find_element(By.CSS_SELECTOR, ".clock-status").text
    assert browser.execute_script("return window.__same_page === true;")
    time.sleep(1.5)
    assert seconds_shown(browser) == 2400


def test_a_drafter_finds_their_pod_and_seat_by_the_reading(
    browser: webdriver.Chrome, tmp_path: Path
) -> None:
    database = tmp_path / "pods.sqlite3"
    services = Services.open(database)
    events = build(services)
    services.close()
    server = start_serve(database, "--host", "127.0.0.1", "--port", "0")
    try:
        assert server.stdout is not None
        server.stdout.readline()
        address = server.stdout.readline().strip()
        browser.get(f"{address}e/{events.draft}/pods?lang=ja")
        waiting = wait(browser, 10)
        browser.find_element(By.ID, "find").send_keys("サトウ")  # the reading, in katakana

        def shown(b: webdriver.Chrome) -> list[str]:
            rows = b.find_elements(By.CSS_SELECTOR, ".seats li")
            return [row.text for row in rows if row.is_displayed()]

        waiting.until(lambda b: len(shown(b)) == 1)
        (row,) = shown(browser)
        assert row.startswith("6番席") and "佐藤" in row
        pods = [p for p in browser.find_elements(By.CSS_SELECTOR, ".pod") if p.is_displayed()]
        assert len(pods) == 1 and "ポッド1" in pods[0].text
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=20)
        for stream in (server.stdout, server.stderr):
            if stream is not None:
                stream.close()
