"""The phone pairings page names playoff rounds as the sheets do (issue 18): 準決勝 /
Semifinals, not "Playoff round 6"; a Swiss round keeps its number."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import BUILDERS


def test_the_pairings_page_names_the_playoff_round(tmp_path: Path) -> None:
    path = tmp_path / "event.sqlite3"
    with open_services(path) as services:
        event_id = BUILDERS["draft_top8"](services)  # quarterfinals played, semifinals paired
        semifinal = services.printing.event(event_id).state.playoff_rounds[-1].number
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        page = client.get(f"/e/{event_id}/pairings").text
        assert "<h2>Semifinals</h2>" in page and "Playoff round" not in page
        japanese = client.get(f"/e/{event_id}/pairings", headers={"accept-language": "ja"})
        assert "<h2>準決勝</h2>" in japanese.text
        quarterfinal = client.get(f"/e/{event_id}/pairings?round={semifinal - 1}").text
        assert "<h2>Quarterfinals</h2>" in quarterfinal
        swiss = client.get(f"/e/{event_id}/pairings?round=1").text
        assert "<h2>Round 1</h2>" in swiss
