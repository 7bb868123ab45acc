"""The phone pages read at a glance in a real browser (issue 32, item 4): Debian's Chromium
at 390×844 in Japanese, ``mtrdesk serve`` on loopback. A result such as 0-0-3 stays on one
line (measured: its boxes and its height, not the CSS text), and so does the labelled
points 「(1点)」 beside the longest names of the test data."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.browser import chrome, require_browser
from tests.helpers.services_support import open_services, settings
from tests.helpers.web_support import serving

require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)

#: A real browser takes seconds a test: started first (tests/conftest.py).
pytestmark = pytest.mark.slow

#: Long names (the longest of the test data are about this long) with readings.
PLAYERS = [
    ("勅使河原", "三郎左衛門", "てしがわら さぶろうざえもん"),
    ("長谷川", "美奈子", "はせがわ みなこ"),
    ("小笠原", "健太郎", "おがさわら けんたろう"),
    ("五十嵐", "千代子", "いがらし ちよこ"),
    ("佐々木", "龍之介", "ささき りゅうのすけ"),
    ("宇佐美", "真理子", "うさみ まりこ"),
    ("東海林", "翔", "しょうじ しょう"),
    ("Vanderbilt-Ashworth", "Maximilian", ""),
]

#: For each element: its line boxes, its height and its line height, and whether it
#: ends inside the 390 px page.
MEASURE = """
return Array.from(document.querySelectorAll(arguments[0])).map(function (el) {
  var style = window.getComputedStyle(el);
  var box = el.getBoundingClientRect();
  return [el.textContent, el.getClientRects().length, box.height,
          parseFloat(style.lineHeight), box.right <= window.innerWidth];
});
"""


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[int, str]]:
    """Round 1 all intentional draws (0-0-3, MTR 2.5) and round 2 paired, served
    writable as ``mtrdesk serve`` serves it with no window."""
    database = tmp_path / "events.sqlite3"
    with open_services(database) as services:
        event_id, _ = services.events.create(settings())
        for family, given, reading in PLAYERS:
            services.players.add(event_id, family, given, reading=reading)
        services.rounds.pair_next(event_id, seed=3)
        current = services.rounds.current_round(event_id)
        assert current is not None
        for match in current.missing:
            assert match.table is not None
            services.rounds.report(event_id, 1, match.table, "0-0-3")
        services.rounds.pair_next(event_id, seed=3)
    with serving(database) as address:
        yield event_id, address


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    with chrome() as driver:
        yield driver


def test_a_result_and_the_points_stay_on_one_line_on_a_phone(
    server: tuple[int, str], browser: webdriver.Chrome
) -> None:
    event_id, address = server
    browser.get(f"{address}e/{event_id}/pairings?round=1")
    assert browser.execute_script("return window.innerWidth") == 390
    results = browser.execute_script(MEASURE, ".pairings.all .result")
    assert [r[0] for r in results] == ["0-0-3"] * 4
    for text, boxes, height, line, inside in results:
        assert boxes == 1 and height < 1.5 * line and inside, (text, boxes, height, line)
    browser.get(f"{address}e/{event_id}/pairings")  # round 2: points after a draw
    points = browser.execute_script(MEASURE, ".pairings.all .pts")
    assert [p[0] for p in points] == ["(1点)"] * 8
    for text, boxes, height, line, inside in points:
        assert boxes == 1 and height < 1.5 * line and inside, (text, boxes, height, line)
