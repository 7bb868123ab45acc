"""``/e/{id}/screen`` (issue 31, item 1) in-process: the page carries the rows of the phase
sorted by reading and no player ID or e-mail, our own scripts only, the dark theme by
query; its plan is the core's plan; its state follows the results."""

from __future__ import annotations

import json
import re
from dataclasses import replace

from mtrdesk.core.floor.room_screen import Phase, RowWidths, plan_pages
from mtrdesk.services.public.screen import RoomScreen
from mtrdesk.web.play.screen import heading, state_json
from mtrdesk.web.texts import Texts
from tests.helpers.web_support import Served


def page_data(html: str) -> dict:  # type: ignore[type-arg]
    found = re.search(r'<script type="application/json" id="screen-data">(.*?)</script>', html)
    assert found is not None
    return json.loads(found.group(1))  # type: ignore[no-any-return]


def test_the_screen_shows_the_latest_round_by_name(served: Served) -> None:
    answer = served.client.get(f"/e/{served.event_id}/screen")
    assert answer.status_code == 200
    html = answer.text
    data = page_data(html)
    assert data["phase"] == "pairings" and data["round"] == 2
    names = [row[1] for row in data["rows"]]
    assert names == sorted(names)  # readingless English names: by name
    assert len(names) == 9  # player 4 dropped after round 1
    bye = [row for row in data["rows"] if row[0] == "BYE"]  # the table players know
    assert bye and bye[0][2] == "Bye (no table)"
    assert "Round 2 · Pairings by name" in html
    assert "P000" not in html and "@" not in html.replace("@media", "")
    scripts = re.findall(r'<script[^>]*src="([^"]+)"', html)
    assert scripts == ["/static/clock.js", "/static/screen.js", "/static/live.js"]
    assert 'class="screen light"' in html
    dark = served.client.get(f"/e/{served.event_id}/screen?theme=dark").text
    assert 'class="screen dark"' in dark
    assert served.client.get("/static/screen.js").status_code == 200
    assert served.client.get("/static/screen.css").status_code == 200


def test_the_plan_is_the_cores(served: Served) -> None:
    query = "rows=512&width=1843&height=1080&name=700&table=190&opponent=700"
    answer = served.client.get(f"/api/events/{served.event_id}/screen/plan?{query}")
    assert answer.status_code == 200
    plan = plan_pages(512, 1843, 1080, RowWidths(7.0, 1.9, 7.0))
    body = answer.json()
    assert (body["name_px"], body["columns"], body["rows_per_column"]) == (
        plan.name_px,
        plan.columns,
        plan.rows_per_column,
    )
    assert (body["pages"], body["page_ms"], body["opponent"]) == (
        plan.pages,
        plan.page_ms,
        plan.opponent,
    )
    standings = served.client.get(
        f"/api/events/{served.event_id}/screen/plan?{query}&standings=1"
    ).json()
    assert standings["opponent"] is True


def test_the_state_says_what_changed(served: Served) -> None:
    state = served.client.get(f"/api/events/{served.event_id}/screen/state").json()
    assert state["phase"] == "pairings" and state["round"] == 2
    assert state["still"] == ""  # no clock, no result of round 2 in


def screen_view() -> RoomScreen:
    """A room screen's values during round 3 of 12 tables, nothing else going on."""
    return RoomScreen(
        event_name="金曜モダン",
        round=3,
        playoff=False,
        phase=Phase.PAIRINGS,
        pairings=(),
        tables=12,
        missing=(),
        remaining=None,
        still_playing=(),
        registering=False,
        registered=24,
        capacity=None,
        standings_after=2,
        standings=(),
    )


def test_the_tables_still_playing_are_listed_as_the_language_writes_a_list() -> None:
    view = replace(
        screen_view(), missing=("3", "7", "12"), remaining=0.0, still_playing=("3", "7", "12")
    )
    assert state_json(Texts("ja"), view)["still"] == "対戦中の卓: 3、7、12"
    assert state_json(Texts("en"), view)["still"] == "Still playing: tables 3, 7, 12"
    assert state_json(Texts("ja"), replace(view, still_playing=()))["still"] == ""


def test_a_playoff_round_is_named_as_on_the_pairings_page() -> None:
    view = replace(screen_view(), round=6, playoff=True, tables=2, registered=8, standings_after=5)
    english = Texts("en")
    assert heading(english, view) == "Semifinals · Pairings by name"
    assert heading(english, replace(view, tables=8)) == "Round of 16 · Pairings by name"
    assert heading(english, replace(view, playoff=False)) == "Round 6 · Pairings by name"
