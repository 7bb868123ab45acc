"""The clock, pods and bracket pages and the clock's JSON (issue 16, item 2): in both
languages with no English left on the Japanese pages, names only (never a player ID), the
countdown worked out from the published clock at the server's own time, never kept."""

from __future__ import annotations

import datetime as dt
import html
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.texts import WORDS
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.play_events import PlayEvents, build

PUBLISHED = dt.datetime(2026, 11, 21, 14, 0, 0)


class ServerClock:
    def __init__(self) -> None:
        self.now = PUBLISHED

    def __call__(self) -> dt.datetime:
        return self.now


@dataclass
class Site:
    client: TestClient
    events: PlayEvents
    window: Services
    clock: ServerClock


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, PlayEvents]:
    path = tmp_path_factory.mktemp("play") / "play.sqlite3"
    services = Services.open(path, clock=lambda: PUBLISHED, rng=random.Random(8))
    events = build(services)
    services.close()
    return path, events


@pytest.fixture
def site(built: tuple[Path, PlayEvents], tmp_path: Path) -> Iterator[Site]:
    source, events = built
    path = tmp_path / "play.sqlite3"
    path.write_bytes(source.read_bytes())
    clock = ServerClock()
    window = Services.open(path, clock=lambda: PUBLISHED, rng=random.Random(1))
    app = create_app(
        ServiceWorker(lambda: Services.open(path, read_only=True, follow=True, clock=clock))
    )
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield Site(client, events, window, clock)
    window.close()


def text_of(page: str) -> str:
    """What a phone shows: the body without tags, scripts or data."""
    body = page[page.index("<body>") :]
    body = re.sub(r"<script.*?</script>", " ", body, flags=re.S)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


ENGLISH = {
    source.split("%")[0].strip(" (:")
    for key, source in WORDS.items()
    if key not in ("gwp", "ogwp", "omwp") and len(source.split("%")[0].strip(" (:")) > 2
}


def assert_japanese(page: str) -> None:
    shown = text_of(page)
    assert not [word for word in ENGLISH if word in shown.replace("English", "")]
    assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", shown)


def assert_private_kept(page: str) -> None:
    assert not re.search(r"\b[DSMP]\d{4}\b", page)  # the player IDs of play_events


def round_clock(position: float, running: bool) -> ClockSnapshot:
    return ClockSnapshot(
        "round", "round", "round", (ClockStep("round", 3000.0),), position, True, running, "five"
    )


def draft_clock(position: float, running: bool) -> ClockSnapshot:
    steps = (
        ClockStep("pick", 40.0, pack=1, packs=3, pick=1, cards_left=15, direction="left"),
        ClockStep("pick", 40.0, pack=1, packs=3, pick=2, cards_left=14, direction="left"),
        ClockStep("review", 60.0, pack=1, packs=3),
        ClockStep("pick", 40.0, pack=2, packs=3, pick=1, cards_left=15, direction="right"),
    )
    return ClockSnapshot("draft", "draft", "booster", steps, position, True, running, pod=2)


def test_no_clock_is_a_clear_sentence(site: Site) -> None:
    path = f"/e/{site.events.swiss}/clock"
    assert "No clock is running for this event right now." in site.client.get(path).text
    japanese = site.client.get(path, headers={"accept-language": "ja"}).text
    assert "現在、この大会で動いているタイマーはありません。" in japanese
    assert_japanese(japanese)
    assert site.client.get(f"/api/events/{site.events.swiss}/clock").json()["clocks"] == []
    assert site.client.get("/e/999/clock").status_code == 404
    assert site.client.get("/api/events/999/clock").status_code == 404


def test_a_running_round_clock_counts_from_the_servers_time_and_is_never_kept(
    site: Site,
) -> None:
    event = site.events.swiss
    site.window.clocks.publish(event, round_clock(600.0, running=True))
    site.clock.now = PUBLISHED + dt.timedelta(seconds=30.25)
    answer = site.client.get(f"/api/events/{event}/clock").json()
    assert answer["now"] == "2026-11-21T14:00:30.250000"
    (clock,) = answer["clocks"]
    assert (clock["elapsed"], clock["step"], clock["remaining"]) == (630.25, 0, 2369.75)
    assert (clock["running"], clock["finished"], clock["turns"]) == (True, False, "five")
    page = site.client.get(f"/e/{event}/clock")
    assert ">39:30</p>" in page.text and "Time left in the round" in page.text
    assert page.headers["cache-control"] == "no-store"
    # A second later the same address answers a second less: nothing kept.
    site.clock.now += dt.timedelta(seconds=1)
    assert ">39:29</p>" in site.client.get(f"/e/{event}/clock").text
    japanese = site.client.get(f"/e/{event}/clock", headers={"accept-language": "ja"}).text
    assert "ラウンドの残り時間" in japanese and ">39:29</p>" in japanese
    assert_japanese(japanese)
    # Past the end: the end-of-round turns (MTR 2.5).
    site.clock.now += dt.timedelta(hours=1)
    assert "Time is up: 5 additional turns" in site.client.get(f"/e/{event}/clock").text
    ended = site.client.get(f"/e/{event}/clock", headers={"accept-language": "ja"}).text
    assert "時間終了: 延長ターンは合計5ターン" in ended


def test_a_paused_pick_clock_shows_the_step_as_the_projector_words_it(site: Site) -> None:
    event = site.events.draft
    site.window.clocks.publish(event, draft_clock(52.5, running=False))
    site.clock.now = PUBLISHED + dt.timedelta(minutes=5)
    english = site.client.get(f"/e/{event}/clock").text
    for words in ("Booster draft · Pod 2", "Pick 2", "Pack 1 of 3", "← Pass left", "Paused"):
        assert words in english
    assert ">28</p>" in english  # 80 − 52.5 s, rounded up as the projector does
    japanese = site.client.get(f"/e/{event}/clock", headers={"accept-language": "ja"}).text
    for words in (
        "ブースタードラフト · ポッド2",
        "2ピック目",
        "1パック目(全3パック)",
        "一時停止中",
    ):
        assert words in japanese
    assert_japanese(japanese)
    # The review period after pack 1, worded for the pack that follows.
    site.window.clocks.publish(event, draft_clock(90.0, running=True))
    site.clock.now = PUBLISHED + dt.timedelta(seconds=2)
    review = site.client.get(f"/e/{event}/clock").text
    assert "Review" in review and "Next: pack 2 of 3" in review and "Pass right →" in review


def test_draft_pods_seat_by_seat_with_the_drop_and_no_player_id(site: Site) -> None:
    path = f"/e/{site.events.draft}/pods"
    english = site.client.get(path).text
    assert "Draft pods and seats" in english and "Pod 1" in english and "Pod 2" in english
    assert english.count('class="seatno"') == 15
    assert "Stopped drafting before pack 2, pick 5 (MTR 7.7)" in english
    assert_private_kept(english)
    japanese = site.client.get(path, headers={"accept-language": "ja"}).text
    assert "ドラフトのポッドと席" in japanese and "1番席" in japanese
    assert "2パック目・5ピック目からドラフトを離脱" in japanese
    assert_japanese(japanese)
    assert_private_kept(japanese)
    # Searchable by the reading, folded as the pairings page folds it.
    assert 'data-find="佐藤' in japanese and "さとう" in japanese


def test_multiplayer_pods_of_the_current_round(site: Site) -> None:
    path = f"/e/{site.events.multiplayer}/pods"
    english = site.client.get(path).text
    assert "Pods of round 1" in english and "Table 1" in english and "Seat 1 plays first" in english
    assert english.count('class="seatno"') == 13
    japanese = site.client.get(path, headers={"accept-language": "ja"}).text
    assert "第1回戦のポッド" in japanese and "1卓" in japanese
    assert_japanese(japanese)
    assert_private_kept(japanese)


def test_no_pods_no_playoff_and_a_playoff_to_come_say_so(site: Site) -> None:
    plain, draft = site.events.plain, site.events.draft
    assert "No pods have been posted yet." in site.client.get(f"/e/{plain}/pods").text
    assert "This event has no playoff." in site.client.get(f"/e/{draft}/bracket").text
    japanese = site.client.get(f"/e/{draft}/bracket", headers={"accept-language": "ja"}).text
    assert "この大会では決勝ラウンドを行いません。" in japanese
    assert_japanese(japanese)
    # A top 4 announced, the Swiss in its first round: not started.
    assert "The playoff has not started yet." in site.client.get(f"/e/{plain}/bracket").text
    waiting = site.client.get(f"/e/{plain}/bracket", headers={"accept-language": "ja"}).text
    assert "決勝ラウンドはまだ始まっていません。" in waiting
    assert_japanese(waiting)
    pods = site.client.get(f"/e/{plain}/pods", headers={"accept-language": "ja"}).text
    assert "ポッドはまだ発表されていません。" in pods
    assert_japanese(pods)


def test_the_bracket_with_the_result_in(site: Site) -> None:
    path = f"/e/{site.events.swiss}/bracket"
    english = site.client.get(path).text
    assert "Quarterfinals" in english and "Semifinals" in english and "Final" in english
    assert english.count('class="match"') == 4 and english.count("To be decided") == 3
    winner = site.events.playoff_winner
    won = re.search(
        r'<span class="side won">\s*<span class="seed">\d</span>\s*<span class="who">'
        + re.escape(winner),
        english,
    )
    assert won is not None
    assert re.search(r'<span class="wins">2</span>', english)
    assert "こばやし" in english  # found by the reading too (小林 葵 won the first match)
    assert_private_kept(english)
    japanese = site.client.get(path, headers={"accept-language": "ja"}).text
    for words in ("決勝ラウンドのトーナメント表", "準々決勝", "準決勝", "未定"):
        assert words in japanese
    assert re.search(r"(?<![準々])決勝(?![ラ戦])", japanese)  # the final: 決勝 (issue 18)
    assert_japanese(japanese)
    assert_private_kept(japanese)


def test_the_event_pages_link_to_the_clock_and_the_pods_and_bracket_the_event_has(
    site: Site,
) -> None:
    """Issue 32: a pods tab only for an event with pods (a booster draft, multiplayer), a
    bracket tab only for one with a playoff; the clock for every event."""
    events = site.events
    offered = {
        events.swiss: {"clock", "bracket"},  # a top 8, no pods
        events.plain: {"clock", "bracket"},  # a top 4 announced, not started
        events.draft: {"clock", "pods"},  # a booster draft without a playoff
        events.multiplayer: {"clock", "pods"},  # multiplayer pods, no cut
    }
    for event, sections in offered.items():
        page = site.client.get(f"/e/{event}/pairings").text
        linked = {s for s in ("clock", "pods", "bracket") if f'href="/e/{event}/{s}"' in page}
        assert linked == sections, event
    # A page opened by its address still names itself among the tabs.
    page = site.client.get(f"/e/{events.draft}/bracket").text
    assert f'href="/e/{events.draft}/bracket" aria-current="page"' in page
