"""The room screen in a real browser (issue 31, item 1): Debian's Chromium at 1920×1080 in
Japanese, ``mtrdesk serve`` on loopback. The names of the first page are shown in 五十音
order at the plan's sizes, nothing overflows (every text's box measured in the page), and
before round 1 the registration's QR code with the count."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.services import Services
from tests.helpers.browser import chrome, require_browser, wait
from tests.helpers.room_screen import registration_event, room_event
from tests.helpers.services_support import open_services
from tests.helpers.web_support import serving

require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)
from selenium.webdriver.common.by import By  # noqa: E402

pytestmark = pytest.mark.slow

#: Every text box of the page: inside the viewport, and not wider than its box.
OVERFLOWS = """
const out = [];
const view = {w: window.innerWidth, h: window.innerHeight};
if (document.documentElement.scrollWidth > view.w) out.push('page wider than the screen');
if (document.documentElement.scrollHeight > view.h) out.push('page taller than the screen');
for (const el of document.querySelectorAll(
    '.room-row span, .room-title, .digits, .room-page, .room-still, .room-caption,'
    + ' .room-address, .room-count, .room-qr')) {
  const r = el.getBoundingClientRect();
  if (!el.textContent && !el.querySelector('svg')) continue;
  if (el.scrollWidth > el.clientWidth + 0.5) out.push('clipped: ' + el.textContent);
  if (r.left < 0 || r.top < 0 || r.right > view.w + 0.5 || r.bottom > view.h + 0.5)
    out.push('outside: ' + el.className + ' ' + el.textContent);
}
for (const row of document.querySelectorAll('.room-row')) {
  const spans = row.querySelectorAll('span');
  for (let i = 1; i < spans.length; i++)
    if (spans[i - 1].getBoundingClientRect().right > spans[i].getBoundingClientRect().left)
      out.push('overlap: ' + spans[i].textContent);
}
return out;
"""


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    """Chromium at 1920×1080 (the page's own size, not the window's)."""
    with chrome() as driver:
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": 1920, "height": 1080, "deviceScaleFactor": 1, "mobile": False},
        )
        yield driver


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[str, int, int]]:
    database = tmp_path / "events.sqlite3"
    services: Services = open_services(database)
    playing = room_event(services, 64)
    registering = registration_event(services)
    services.close()
    services = Services.open(database)  # the wall clock, as the window publishes
    try:  # the projector's round clock, five minutes left: the tables still playing show
        steps = (ClockStep("round", 3000.0),)
        snapshot = ClockSnapshot("round", "round", "round", steps, 2700.0, True, True, "five")
        services.clocks.publish(playing, snapshot)
    finally:
        services.close()
    with serving(database) as address:
        yield address, playing, registering


def test_the_room_screen_at_1920_by_1080_in_japanese(
    served: tuple[str, int, int], browser: webdriver.Chrome
) -> None:
    address, playing, registering = served
    browser.get(f"{address}e/{playing}/screen?lang=ja")
    waiting = wait(browser, 20)
    waiting.until(lambda b: b.find_elements(By.CSS_SELECTOR, ".room-row .name"))
    assert browser.execute_script("return [window.innerWidth, window.innerHeight]") == [1920, 1080]
    plan = browser.execute_script("return window.screenPlan()")
    names = [e.text for e in browser.find_elements(By.CSS_SELECTOR, ".room-row .name")]
    assert len(names) == plan["columns"] * plan["rows_per_column"]
    assert names[:3] == ["佐藤 愛", "佐藤 葵", "佐藤 一郎"]  # さとう first, by reading
    assert plan["pages"] * plan["page_ms"] <= 30_000 and plan["name_px"] >= 34
    assert browser.execute_script("return document.fonts.check('34px IPAexGothicScreen', '佐')")
    title = browser.find_element(By.CSS_SELECTOR, ".room-title").text
    assert title == "第1回戦 · 組み合わせ(名前順)"
    assert browser.find_element(By.ID, "room-page").text == f"1/{plan['pages']}ページ"
    digits = browser.find_element(By.CSS_SELECTOR, ".digits").text
    assert digits.startswith(("5:", "4:")), digits
    still = browser.find_element(By.ID, "room-still").text
    assert still.startswith("対戦中の卓: 2、4、6") and still.endswith("32"), still
    assert browser.execute_script(OVERFLOWS) == []
    shots = os.environ.get("MTRDESK_SCREEN_SHOTS")  # a folder to look at the page in
    if shots:
        browser.get_screenshot_as_file(str(Path(shots) / "screen_chromium_1920x1080_64_ja.png"))

    browser.get(f"{address}e/{registering}/screen?lang=ja")
    waiting.until(lambda b: b.find_elements(By.CSS_SELECTOR, ".room-qr svg"))
    qr = browser.find_element(By.CSS_SELECTOR, ".room-qr svg")
    assert qr.size["width"] >= 500  # half the height: read from a few metres
    assert browser.find_element(By.ID, "room-count").text == "参加登録: 12/32人"
    assert browser.find_element(By.CSS_SELECTOR, ".room-address").text.endswith(
        f"/e/{registering}/register"
    )
    assert browser.execute_script(OVERFLOWS) == []
