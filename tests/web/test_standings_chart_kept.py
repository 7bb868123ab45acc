"""The standings chart (issue 31) is kept while nothing it draws can change (issue 33,
item 5): a result of the round being played is a change that makes the standings page
again, but the chart after the complete rounds is the same, so it is not worked out
again (about 80 % of the page's making at 1,024 players). A correction of a complete
round, a renamed player or a newly complete round makes it again. On SQLite and on a
PostgreSQL server."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.services.swiss.charts import ChartService
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import open_services, report_round, third_round_paired


@pytest.fixture
def store(empty_store: str) -> str:
    """An empty database, SQLite and PostgreSQL (``conftest.empty_store``)."""
    return empty_store


def _chart(page: str) -> str:
    start = page.index('<svg class="chart"')
    return page[start : page.index("</svg>", start)]


def test_the_chart_is_made_again_only_when_what_it_draws_changes(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_services(store) as services:
        rng = random.Random(7)
        event_id, entries = third_round_paired(services, rng)
        first_table = services.rounds.round_view(event_id, 1).matches[0]
        assert first_table.table is not None
    made: list[int] = []
    original = ChartService.standings_chart

    def counted(self: ChartService, *args: Any) -> Any:
        made.append(1)
        return original(self, *args)

    monkeypatch.setattr(ChartService, "standings_chart", counted)
    worker = ServiceWorker(lambda: Services.open(store, read_only=True, follow=True))
    path = f"/e/{event_id}/standings"
    with TestClient(create_app(worker), headers={"accept-language": "en"}) as client:
        before = client.get(path).text
        assert len(made) == 1
        with open_services(store) as window:  # a result of round 3: the chart stays
            waiting = window.rounds.round_view(event_id, 3).matches
            table = next(m.table for m in waiting if m.awaiting_result)
            assert table is not None
            window.rounds.report(event_id, 3, table, "2-1")
        during = client.get(path).text
        assert len(made) == 1
        assert _chart(during) == _chart(before)
        assert client.get(f"{path}?lang=ja").status_code == 200  # each language draws it
        assert len(made) == 1
        with open_services(store) as window:  # a correction of round 1 (MTR 4.9)
            old = first_table.result
            window.rounds.report(event_id, 1, first_table.table, "0-2" if old != "0-2" else "2-0")
        corrected = client.get(f"{path}?round=2").text
        assert len(made) == 2
        with open_services(store) as window:  # a name the chart shows (all eight are)
            window.players.edit(entries[0], "Renamed", "Player", "", "")
        renamed = client.get(f"{path}?round=2").text
        assert len(made) == 3
        assert "Renamed" in _chart(renamed) and "Renamed" not in _chart(corrected)
        with open_services(store) as window:
            report_round(window, event_id, rng)
        after_three = client.get(path).text  # round 3 complete: a new chart
        assert len(made) == 4
    assert re.findall(r"<polyline", _chart(after_three)) and _chart(after_three) != _chart(renamed)
