"""The standings page draws the top eight's match points by round as an inline SVG made
by the server (issue 31): no script, its colours attributes (the page's content policy
holds), names escaped, the lines' ends the points the table shows, in both languages."""

from __future__ import annotations

import random
import re
from pathlib import Path

from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import new_event, open_services, report_round


def test_two_complete_rounds_draw_the_top_eight_and_one_round_draws_nothing(
    tmp_path: Path,
) -> None:
    path = tmp_path / "event.sqlite3"
    with open_services(path) as services:
        event_id, entries = new_event(services, 10, swiss_rounds=3)
        services.players.edit(entries[0], "<b>Bold</b>", "& Co", "", "P0000")
        rng = random.Random(5)
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, rng)
        services.rounds.pair_next(event_id, seed=2)
        report_round(services, event_id, rng)
        top = services.standings.standings(event_id)[:8]
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        page = client.get(f"/e/{event_id}/standings").text
        first = client.get(f"/e/{event_id}/standings?round=1").text
        japanese = client.get(f"/e/{event_id}/standings?lang=ja").text
    svg = page[page.index('<svg class="chart"') : page.index("</svg>", page.index('class="chart"'))]
    assert svg.count("<polyline") == 8 and "style=" not in svg and "<script" not in svg
    legend = re.findall(r"</svg> (.*?) <span class=\"points\">(\d+)</span>", page)
    assert [(name, int(points)) for name, points in legend] == [(r.name, r.points) for r in top]
    assert "&lt;b&gt;Bold&lt;/b&gt;" in page and "<b>Bold</b>" not in page
    # Each line ends at the height of its player's points in the table (the axis to 6).
    ends = [float(p.split()[-1].split(",")[1]) for p in re.findall(r'points="([^"]+)"', svg)]
    heights = [10 + 186 * (1 - r.points / 6) for r in top]
    assert [round(e, 1) for e in ends] == [round(h, 1) for h in heights]
    assert '<svg class="chart"' not in first  # after round 1 only: nothing to draw yet
    assert "回戦ごとの勝ち点: 上位8人" in japanese
