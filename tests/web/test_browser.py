"""The phone pages in a real browser (issue 16, "Done when"): Debian's Chromium, headless,
at a phone's size (390×844), driven through Debian's chromedriver; the server is
``mtrdesk serve`` on loopback beside the window's open database.

A player finds their table by typing the reading in katakana (stored in hiragana), keeps
it as "my table", and sees the result the window enters appear within 2 s, the search and
"my table" kept. The Japanese page shows no English word of the pages.
"""

from __future__ import annotations

import re
import signal
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.services import Services
from mtrdesk.web.texts import WORDS
from tests.helpers.browser import chrome, require_browser, wait
from tests.helpers.services_support import open_services, settings
from tests.helpers.web_support import serving, start_serve

require_browser()

from selenium import webdriver  # noqa: E402  (only where the browser is there)
from selenium.webdriver.common.by import By  # noqa: E402

#: A real browser takes seconds a test: started first (tests/conftest.py).
pytestmark = pytest.mark.slow

PLAYERS = [
    ("佐藤", "花子", "さとう はなこ"),
    ("鈴木", "一郎", "すずき いちろう"),
    ("高橋", "健", "たかはし けん"),
    ("田中", "美咲", "たなか みさき"),
    ("伊藤", "翔", "いとう しょう"),
    ("渡辺", "結衣", "わたなべ ゆい"),
]


@pytest.fixture
def browser() -> Iterator[webdriver.Chrome]:
    """Chromium; a test asks for it after the server, so it quits first and the server
    stops at once instead of waiting out its graceful shutdown on the page's open feed."""
    with chrome() as driver:
        yield driver


@pytest.fixture
def window_and_server(tmp_path: Path) -> Iterator[tuple[Services, int, str]]:
    """The window's services on a six-player event with round 1 paired, and the address of
    ``mtrdesk serve`` on the same file."""
    database = tmp_path / "events.sqlite3"
    services = open_services(database)
    event_id, _ = services.events.create(settings())
    for family, given, reading in PLAYERS:
        services.players.add(event_id, family, given, reading=reading)
    services.rounds.pair_next(event_id, seed=3)
    try:
        with serving(database) as address:
            yield services, event_id, address
    finally:
        services.close()


def shown_rows(browser: webdriver.Chrome) -> list[str]:
    rows = browser.find_elements(By.CSS_SELECTOR, ".pairings.all li")
    return [row.text for row in rows if row.is_displayed()]


def test_a_player_finds_their_table_by_its_reading_and_sees_the_result_come(
    window_and_server: tuple[Services, int, str], browser: webdriver.Chrome
) -> None:
    services, event_id, address = window_and_server
    browser.get(f"{address}e/{event_id}/pairings")
    assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ja"
    wait(browser, 10).until(lambda b: len(shown_rows(b)) == 3)
    browser.find_element(By.ID, "find").send_keys("サトウ")  # katakana; stored in hiragana
    wait(browser, 5).until(lambda b: len(shown_rows(b)) == 1)
    (row,) = shown_rows(browser)
    assert "佐藤 花子" in row
    table = re.match(r"卓番号\s*(\d+)", row)
    assert table is not None
    browser.find_element(By.XPATH, "//button[@class='who' and text()='佐藤 花子']").click()
    wait(browser, 5).until(lambda b: b.find_element(By.CSS_SELECTOR, ".mine").is_displayed())
    assert "佐藤 花子" in browser.find_element(By.CSS_SELECTOR, ".mine").text
    # The window enters the table's result: the page shows it within 2 s, written in
    # place (web.live: no page load), the search and "my table" kept.
    browser.execute_script("window.mtrdeskSamePage = true;")
    services.rounds.report(event_id, 1, int(table.group(1)), "2-1")
    started = time.monotonic()

    def reloaded_as_left(b: webdriver.Chrome) -> bool:
        shown = shown_rows(b)
        return (
            len(shown) == 1
            and "2-1" in shown[0]
            and b.find_element(By.ID, "find").get_attribute("value") == "サトウ"
            and "2-1" in b.find_element(By.CSS_SELECTOR, ".mine").text
        )

    wait(browser, 5).until(reloaded_as_left)
    elapsed = time.monotonic() - started
    assert elapsed < 2.0, f"the result reached the phone after {elapsed:.2f} s"
    assert browser.execute_script("return window.mtrdeskSamePage === true;")


def test_the_japanese_pages_show_no_english_word_and_the_english_ones_do(
    window_and_server: tuple[Services, int, str], browser: webdriver.Chrome
) -> None:
    _, event_id, address = window_and_server
    english_words = {
        source.split("%")[0].strip()
        for key, source in WORDS.items()
        if key not in ("gwp", "ogwp", "omwp") and len(source.split("%")[0].strip()) > 1
    }  # one-letter marks (the crosstable's W, L, D) are in OGW% and names
    pages = ("", f"e/{event_id}/pairings", f"e/{event_id}/standings", "e/99/pairings")
    # Beside the window the server is read-only: the floor's pages say where reports go.
    for page in (*pages, f"e/{event_id}/report", f"e/{event_id}/staff"):
        browser.get(f"{address}{page}?lang=ja")
        text = browser.find_element(By.TAG_NAME, "body").text
        assert not [word for word in english_words if word in text], page
        assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), page
    browser.get(f"{address}e/{event_id}/pairings?lang=en")
    text = browser.find_element(By.TAG_NAME, "body").text
    assert "Find your name" in text and "Round 1" in text and "日本語" in text


def test_players_report_from_two_phones_and_a_judge_gives_time(tmp_path: Path) -> None:
    """A player reports with the slip's code, the opponent (another phone) confirms it and
    the result is in the database; a judge signs in with the PIN and adds a time
    extension (MTR 2.6). mtrdesk serve writable: no window has the file."""
    database = tmp_path / "events.sqlite3"
    with open_services(database) as services:
        event_id, _ = services.events.create(settings())
        for family, given, reading in PLAYERS:
            services.players.add(event_id, family, given, reading=reading)
        services.rounds.pair_next(event_id, seed=3)
        code = services.floor.slip_codes(event_id, 1)[0].code
        pin = services.floor.settings(event_id).staff_pin
    server = start_serve(database, "--host", "127.0.0.1", "--port", "0")
    try:
        assert server.stdout is not None
        assert server.stdout.readline().startswith("Serving the events at:")
        address = server.stdout.readline().strip()
        with chrome() as player, chrome() as opponent:
            player.get(f"{address}e/{event_id}/report")
            player.find_element(By.ID, "code").send_keys(code.lower())
            player.find_element(By.CSS_SELECTOR, "form.floor button[type=submit]").click()
            wait(player, 10).until(lambda b: b.find_elements(By.CSS_SELECTOR, "form.results"))
            player.find_element(By.CSS_SELECTOR, "form.results button[value='2-1']").click()
            wait(player, 10).until(lambda b: "対戦相手がスマホで確認" in b.page_source)
            opponent.get(f"{address}e/{event_id}/s/{code}")
            assert "対戦相手が 2-1 と報告しました。" in opponent.page_source
            opponent.find_element(By.CSS_SELECTOR, "form.confirm button").click()
            wait(opponent, 10).until(lambda b: "結果を登録しました" in b.page_source)
            with Services.open(database, read_only=True) as reading:
                first = reading.rounds.round_view(event_id, 1).matches[0]
                assert first.result is not None and first.result.to_text() == "2-1"
            # The judge, on the player's phone.
            player.get(f"{address}e/{event_id}/staff")
            player.find_element(By.ID, "pin").send_keys(pin)
            player.find_element(By.ID, "name").send_keys("山田 ジャッジ")
            player.find_element(By.CSS_SELECTOR, "form.floor button[type=submit]").click()
            wait(player, 10).until(lambda b: "山田 ジャッジ としてログイン中" in b.page_source)
            form = player.find_element(By.CSS_SELECTOR, "form[action$='/staff/extension']")
            form.find_element(By.NAME, "table").send_keys("2")
            form.find_element(By.NAME, "minutes").send_keys("5")
            form.find_element(
                By.CSS_SELECTOR, "select[name=reason] option[value=judge_ruling]"
            ).click()
            form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
            wait(player, 10).until(lambda b: "時間延長を保存しました。" in b.page_source)
        connection = sqlite3.connect(f"{database.as_uri()}?mode=ro", uri=True)
        try:
            assert connection.execute("SELECT minutes FROM time_extension").fetchall() == [(5,)]
            by = connection.execute(
                "SELECT detail FROM audit_log WHERE action LIKE 'extension%'"
            ).fetchall()
        finally:
            connection.close()
        assert len(by) == 1 and "山田 ジャッジ" in by[0][0] and "@127.0.0.1" in by[0][0]
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=20)
        for stream in (server.stdout, server.stderr):
            if stream is not None:
                stream.close()
