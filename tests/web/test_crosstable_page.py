"""The phones' crosstable page (issue 31): ``/e/{id}/crosstable`` shows the same lines as
the standings (names, places, points) with each round's mark and opponent line, in both
languages, names only, no script of its own; the standings page links to it when the
event has at most 32 players. Refusals: tests/corpus/test_corpus_crosstable.py."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.crosstable_events import small_database


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, int, Path]]:
    path = tmp_path_factory.mktemp("crosstable") / "events.sqlite3"
    event_id = small_database(path)
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield client, event_id, path


def _cells(row: str) -> list[str]:
    found = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", "", cell)).strip() for cell in found]


def _rows(page: str) -> list[list[str]]:
    body = page[page.index("<tbody>") : page.index("</tbody>")]
    return [_cells(row) for row in re.findall(r"<tr[^>]*>(.*?)</tr>", body, re.S)]


def test_the_page_shows_the_standings_lines_with_each_rounds_opponent(
    served: tuple[TestClient, int, Path],
) -> None:
    client, event_id, path = served
    page = client.get(f"/e/{event_id}/crosstable")
    assert page.status_code == 200
    with Services.open(path, read_only=True) as services:
        standings = services.standings.standings(event_id)
        table = services.charts.crosstable(event_id)
    rows = _rows(page.text)
    assert len(rows) == len(standings) == 32
    for row, posted, line in zip(rows, standings, table.lines, strict=True):
        name = f"{posted.name} (dropped)" if posted.dropped_after_round else posted.name
        assert row[:2] == [str(posted.rank), name]
        assert row[2 + len(table.rounds)] == str(posted.points)
        for text, cell in zip(row[2 : 2 + len(table.rounds)], line.cells, strict=True):
            if cell is not None and cell.opponent is not None:
                mark = {"win": "W", "loss": "L", "draw": "D"}[cell.mark.value]
                assert text == f"{mark} {cell.opponent}"
                # The opponent's line names this player back in the same round.
                theirs = rows[cell.opponent - 1][1 + cell.round]
                assert theirs.endswith(f" {posted.rank}")
    assert "ID00" not in page.text and "@example.com" not in page.text
    assert re.findall(r"<script[^>]*>", page.text) == ['<script src="/static/live.js" defer>']
    japanese = client.get(f"/e/{event_id}/crosstable?lang=ja&round=2").text
    assert "対戦成績表" in japanese and "勝 " in japanese and "第2回戦終了時" in japanese
    assert len(_rows(japanese)[0]) == 2 + 2 + 4  # two rounds, points and 3 tiebreakers
    standings_page = client.get(f"/e/{event_id}/standings?round=3").text
    assert f'href="/e/{event_id}/crosstable?round=3"' in standings_page
