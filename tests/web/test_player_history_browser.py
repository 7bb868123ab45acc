"""A player's history on a phone (issue 31, item 2), in Debian's Chromium at 390×844:
from the standings, a tap on a name opens their rounds; the page fits the phone's width
(no sideways scrolling), its table and both charts show, and it speaks only Japanese.
The server runs beside the window as Event ▸ Open to phones… runs it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtrdesk.web.background import BackgroundServer
from mtrdesk.web.serve import bind
from mtrdesk.web.texts import WORDS
from tests.helpers.browser import chrome, require_browser, wait
from tests.helpers.services_support import open_services, report_round, settings

require_browser()

from selenium.webdriver.common.by import By  # noqa: E402  (only where the browser is there)

#: A real browser takes seconds a test: started first (tests/conftest.py).
pytestmark = pytest.mark.slow

PLAYERS = [
    ("長谷川部", "龍之介"),
    ("佐藤", "花子"),
    ("鈴木", "一郎"),
    ("高橋", "健"),
    ("田中", "美咲"),
    ("伊藤", "翔"),
    ("渡辺", "結衣"),
    ("山本", "大輔"),
]


def test_a_phone_taps_a_name_and_reads_their_rounds(tmp_path: Path) -> None:
    services = open_services(tmp_path / "events.sqlite3")
    event_id, _ = services.events.create(settings(swiss_rounds=3))
    for family, given in PLAYERS:
        services.players.add(event_id, family, given)
    rng = random.Random(6)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    leader = services.standings.standings(event_id)[0]
    sock = bind("127.0.0.1", 0)
    server = BackgroundServer(services.beside, sock)
    server.start()
    try:
        address = f"http://127.0.0.1:{sock.getsockname()[1]}/"
        with chrome() as phone:
            phone.get(f"{address}e/{event_id}/standings")
            phone.find_element(By.LINK_TEXT, leader.name).click()
            wait(phone, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "table.history"))
            assert phone.find_element(By.CSS_SELECTOR, "h2.player-name").text.startswith(
                leader.name
            )
            width = phone.execute_script("return document.documentElement.scrollWidth")
            assert width <= 390, width
            rows = phone.find_elements(By.CSS_SELECTOR, "table.history tbody tr")
            assert len(rows) == 3 and all(row.is_displayed() for row in rows)
            charts = phone.find_elements(By.CSS_SELECTOR, "svg.chart")
            assert len(charts) == 2
            for chart in charts:
                box = chart.rect
                assert chart.is_displayed() and 200 <= box["width"] <= 390, box
            text = phone.find_element(By.TAG_NAME, "body").text
            english = {
                source.split("%")[0].strip()
                for key, source in WORDS.items()
                if key not in ("gwp", "ogwp", "omwp") and len(source.split("%")[0].strip()) > 1
            }  # one-letter marks (the crosstable's W, L, D) are in OGW% and the like
            assert not [word for word in english if word in text]
            assert "回戦後の勝ち点" in text and "各回戦後の順位" in text
            # An opponent's name leads to their own rounds.
            opponent = rows[0].find_element(By.CSS_SELECTOR, "td.name a")
            name = opponent.text
            opponent.click()
            wait(phone, 10).until(
                lambda b: b.find_element(By.CSS_SELECTOR, "h2.player-name").text.startswith(name)
            )
    finally:
        server.stop()
        services.close()
