"""The crosstable page on a phone (issue 31): Debian's Chromium at 390×844, Japanese,
served by ``mtrdesk serve`` on loopback. Nothing but the table's own box is wider than
the screen (the page never scrolls sideways); the box scrolls, and the place and the name
stay in view while it does (sticky)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers.browser import chrome, require_browser
from tests.helpers.crosstable_events import small_database
from tests.helpers.web_support import serving

require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)

pytestmark = pytest.mark.slow

#: Every element whose right edge passes the viewport, but inside the scroller.
OVERFLOWING = """
const width = document.documentElement.clientWidth;
const scroller = document.querySelector('.crosstable-scroll');
return [...document.querySelectorAll('body *')]
  .filter(e => !scroller.contains(e) || e === scroller)
  .filter(e => e.getBoundingClientRect().right > width + 0.5)
  .map(e => e.tagName + '.' + e.className);
"""
#: Where the first line's name cell is, before and after the box is scrolled to its end.
STICKY = """
const scroller = document.querySelector('.crosstable-scroll');
const name = document.querySelector('.crosstable tbody .name');
const place = document.querySelector('.crosstable tbody .place');
const before = [name.getBoundingClientRect().left, place.getBoundingClientRect().left];
scroller.scrollLeft = scroller.scrollWidth;
const after = [name.getBoundingClientRect().left, place.getBoundingClientRect().left];
return {before, after, scrolled: scroller.scrollLeft,
        page: document.documentElement.scrollWidth, screen: window.innerWidth,
        box: scroller.getBoundingClientRect().right};
"""


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    with chrome() as driver:
        yield driver


@pytest.fixture
def address(tmp_path: Path) -> Iterator[tuple[str, int]]:
    database = tmp_path / "events.sqlite3"
    event_id = small_database(database)
    with serving(database) as served:
        yield served, event_id


def test_only_the_table_scrolls_sideways_and_the_names_stay(
    address: tuple[str, int], browser: webdriver.Chrome
) -> None:
    served, event_id = address
    browser.get(f"{served}e/{event_id}/crosstable?lang=ja")
    assert "対戦成績表" in browser.title
    assert browser.execute_script(OVERFLOWING) == []
    seen = browser.execute_script(STICKY)
    assert seen["page"] <= seen["screen"] and seen["box"] <= seen["screen"]
    assert seen["scrolled"] > 100  # the box did scroll: the table is wider than the phone
    assert seen["after"] == seen["before"]  # place and name held at the left
