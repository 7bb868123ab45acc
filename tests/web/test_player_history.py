"""A player's history page (issue 31, item 2): ``/e/{id}/player/{n}``, linked from each
name of the standings. Each complete round's opponent (linked to their own page), the
result from the player's side, and the points and place after it equal that round's
standings; the round being played is not shown; two inline SVG charts (points, and
places with 1st at the top); no player ID or e-mail, no script; both languages."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import (
    new_event,
    open_services,
    play_with_drop_and_late,
)

LINK = re.compile(r'<a href="/e/(\d+)/player/(\d+)">([^<]*)</a>')


def _event(path: Path) -> None:
    """Nine players; round 1 reported, then a drop and a late entrant; rounds 2 and 3
    reported, round 4 paired and half reported."""
    with open_services(path) as services:
        rng = random.Random(31)
        event_id, entries = new_event(services, 9, swiss_rounds=4)
        services.players.edit(entries[0], "<b>Bold</b>", "& Co", "", "P0000")
        services.players.edit(entries[1], "Player001", "Test", "", "P0001", email="a@example.com")
        play_with_drop_and_late(services, event_id, entries, 3, rng)
        services.rounds.pair_next(event_id)
        current = services.rounds.current_round(event_id)
        assert current is not None
        services.rounds.report(event_id, 4, current.missing[0].table, "2-0")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, Services]]:
    path = prepared_database(
        tmp_path_factory.mktemp("history") / "event.sqlite3", "player-history", _event
    )
    services = Services.open(path, read_only=True)
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield client, services
    services.close()


def _rows(page: str) -> list[list[str]]:
    body = page[page.index('<table class="history">') : page.index("</table>")]
    return [
        [re.sub(r"<[^>]+>", "", cell).strip() for cell in re.findall(r"<td[^>]*>(.*?)</td>", row)]
        for row in re.findall(r"<tr>(.*?)</tr>", body, re.S)
        if "<td" in row
    ]


def test_each_name_links_to_a_history_that_agrees_with_every_rounds_standings(
    site: tuple[TestClient, Services],
) -> None:
    client, services = site
    standings = client.get("/e/1/standings").text
    links = LINK.findall(standings)
    last = services.standings.standings(1)
    assert len(links) == len(last) == 10
    names = {}
    for event, number, shown in links:
        assert event == "1"
        names[int(number)] = html.unescape(shown).replace(" (dropped)", "")
    assert sorted(names) == list(range(1, 11))  # public numbers: 1.., never an entry's ID
    by_round = {n: {r.name: r for r in services.standings.standings(1, n)} for n in (1, 2, 3)}
    for number, name in names.items():
        answer = client.get(f"/e/1/player/{number}")
        assert answer.status_code == 200
        page = answer.text
        rows = _rows(page)
        entry = next(r for r in last if r.name == name)
        history = services.charts.player_chart(1, entry.entry)
        # Rounds 1 to 3 are complete; round 4 is being played and is not shown.
        played = [line for line in history.rows if line.round <= 3]
        assert [row[0] for row in rows] == [str(line.round) for line in played], name
        assert len(rows) == (1 if entry.dropped else 3)  # the drop after round 1 (MTR 2.10)
        for row, line in zip(rows, played, strict=True):
            posted = by_round[line.round][history.name]
            assert (int(row[3]), int(row[4])) == (posted.points, posted.rank), (name, row)
            if line.result is not None:
                assert row[2] == line.result.to_text()
        # Each opponent links to the page that names them.
        for _event_id, other, opponent in LINK.findall(page.split('<table class="history">')[1]):
            assert names[int(other)] == html.unescape(opponent)
        assert "P000" not in page and "@" not in page and "<script>" not in page
        assert "<b>Bold</b>" not in page
    late = next(n for n, name in names.items() if name.startswith("遅刻"))
    first = _rows(client.get(f"/e/1/player/{late}").text)[0]
    assert first[1] == "Loss (late entry)" and first[3] == "0"


def test_the_charts_draw_the_points_and_the_places_of_each_round(
    site: tuple[TestClient, Services],
) -> None:
    client, services = site
    leader = services.standings.standings(1, 3)[0]
    standings = client.get("/e/1/standings?round=3").text
    number = next(int(n) for _e, n, shown in LINK.findall(standings) if shown == leader.name)
    page = client.get(f"/e/1/player/{number}").text
    svgs = re.findall(r'<svg class="chart".*?</svg>', page, re.S)
    assert len(svgs) == 2 and all("style=" not in svg for svg in svgs)
    history = services.charts.player_chart(1, leader.entry).rows[:3]
    points = [float(y) for y in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)"', svgs[0])]
    most = max(-(-history[-1].points // 3) * 3, 3)
    assert points == [round(10 + 186 * (1 - r.points / most), 1) for r in history]
    places = [float(y) for y in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)"', svgs[1])]
    worst = max(2, max(r.rank for r in history))
    assert places == [round(10 + 186 * (r.rank - 1) / (worst - 1), 1) for r in history]
    assert history[-1].rank == 1 and places[-1] == 10.0  # the leader at the top
    japanese = client.get(f"/e/1/player/{number}?lang=ja").text
    assert "回戦後の勝ち点" in japanese and "各回戦後の順位" in japanese
    assert "Points after" not in japanese


def test_a_player_without_a_complete_round_is_told_when_rounds_show(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    with open_services(path) as services:
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id, seed=1)
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        page = client.get(f"/e/{event_id}/player/2")
    assert page.status_code == 200
    assert "Each round is shown here once every result of it is in." in page.text
