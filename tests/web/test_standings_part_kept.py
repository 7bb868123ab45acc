"""The standings page's rows are kept while the standings they show are the same (issue 33,
item 5): a result of the round being played is a change that makes the standings page
again (its chain code, what ``live.js`` follows), but the standings after the complete
rounds are the same, so their rows are not drawn again. A correction of a complete round
(MTR 4.9) or a renamed player draws them again, and every page is, byte for byte, the one
a server that never kept anything gives. On SQLite and on a PostgreSQL server."""

from __future__ import annotations

import random

import pytest
from starlette.testclient import TestClient

from mtrdesk.core.printouts.postings import percent_text
from mtrdesk.services import Services
from mtrdesk.web import pages
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import open_services, third_round_paired
from tests.helpers.web_support import fresh_page


@pytest.fixture
def store(empty_store: str) -> str:
    """An empty database, SQLite and PostgreSQL (``conftest.empty_store``)."""
    return empty_store


def test_the_rows_are_drawn_again_only_when_the_standings_change(
    store: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_services(store) as services:
        rng = random.Random(5)
        event_id, entries = third_round_paired(services, rng)
        first = services.rounds.round_view(event_id, 1).matches[0]
        assert first.table is not None
    drawn: list[object] = []  # every percentage drawn: three a row

    def counted(value: object) -> str:
        drawn.append(value)
        return percent_text(value)  # type: ignore[arg-type]

    monkeypatch.setitem(pages._TEMPLATES.filters, "percent", counted)
    worker = ServiceWorker(lambda: Services.open(store, read_only=True, follow=True))
    path = f"/e/{event_id}/standings"
    with TestClient(create_app(worker), headers={"accept-language": "en"}) as client:
        before = client.get(path).text
        assert len(drawn) == 3 * 8
        assert before == fresh_page(store, path, "en", drawn)
        with open_services(store) as window:  # a result of round 3: the standings stay
            table = next(m.table for m in window.rounds.round_view(event_id, 3).matches)
            assert table is not None
            window.rounds.report(event_id, 3, table, "2-1")
        during = client.get(path).text
        assert len(drawn) == 3 * 8, "the rows were drawn again for the same standings"
        assert during != before  # the page was made again: its chain code moved
        assert during == fresh_page(store, path, "en", drawn)
        assert client.get(path, headers={"accept-language": "ja"}).text == fresh_page(
            store, path, "ja", drawn
        )
        assert len(drawn) == 2 * 3 * 8  # each language draws its own
        with open_services(store) as window:  # a correction of round 1 (MTR 4.9)
            assert first.result is not None
            old = first.result.to_text()
            window.rounds.report(event_id, 1, first.table, "0-2" if old != "0-2" else "2-0")
        corrected = client.get(path).text
        assert len(drawn) == 3 * 3 * 8
        assert corrected == fresh_page(store, path, "en", drawn)
        with open_services(store) as window:  # a name the rows show
            window.players.edit(entries[0], "Renamed", "Player", "", "")
        renamed = client.get(path).text
        assert len(drawn) == 4 * 3 * 8
        assert "Renamed" in renamed and "Renamed" not in corrected
        assert renamed == fresh_page(store, path, "en", drawn)
