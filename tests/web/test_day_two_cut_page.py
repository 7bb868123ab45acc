"""The phones' standings page marks the players below a day-two cut (issue 29; MTR 10.2):
ranked, no longer paired, not dropped; the JSON API's rows stay as they were."""

from __future__ import annotations

import random
from pathlib import Path

from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import new_event, open_services, report_round


def test_the_standings_page_marks_who_is_below_the_cut(tmp_path: Path) -> None:
    path = empty_database(tmp_path / "event.sqlite3")
    with open_services(path) as services:
        event_id, _ = new_event(services, 8, swiss_rounds=3, cut_after=1, cut_points=3)
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, random.Random(1), "2-0")
        below = sum(row.cut_out for row in services.standings.standings(event_id))
    assert below == 4  # the four who lost round 1
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        page = client.get(f"/e/{event_id}/standings").text
        api = client.get(f"/api/events/{event_id}/standings").json()
        japanese = client.get(f"/e/{event_id}/standings", headers={"accept-language": "ja"}).text
    assert page.count('<tr class="cut-out">') == 4
    assert page.count("(below the day-two cut)</a></td>") == 4
    assert '<tr class="dropped">' not in page
    assert japanese.count("(2日目進出ならず)</a></td>") == 4
    assert len(api) == 8 and all(
        set(row) == {"rank", "player", "points", "omwp", "gwp", "ogwp"} for row in api
    )
