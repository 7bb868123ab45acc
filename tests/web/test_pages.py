"""The players' pages (issue 16, item 2): the phone's language with a switch, every word
translated, names escaped, readings there to search by, nothing private."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.language import accepted_language
from mtrdesk.web.texts import WORDS, Texts
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.services_support import open_services, settings
from tests.helpers.web_support import Served


@pytest.mark.parametrize(
    ("header", "language"),
    [
        ("ja-JP,ja;q=0.9,en;q=0.8", "ja"),
        ("en-US,en;q=0.9", "en"),
        ("fr-FR,en;q=0.5,ja;q=0.7", "ja"),
        ("ja;q=0,en", "en"),
        ("de", "ja"),  # none supported: most stores are in Japan
        ("", "ja"),
        ("en;q=abc,ja", "ja"),
    ],
)
def test_the_browsers_language(header: str, language: str) -> None:
    assert accepted_language(header) == language


def test_every_word_of_the_pages_is_japanese() -> None:
    """No untranslated text: each word differs from its English, the tiebreakers' too
    (ゲーム勝率, 相手ゲーム勝率: issue 32)."""
    japanese, english = Texts("ja"), Texts("en")
    same = {key for key in WORDS if getattr(japanese, key) == getattr(english, key)}
    assert same == set()


def test_pairings_in_the_phones_language_and_the_switch(served: Served) -> None:
    path = f"/e/{served.event_id}/pairings"
    english = served.client.get(path)
    assert 'lang="en"' in english.text and "Round 2" in english.text
    assert "Find your name" in english.text and ">日本語</a>" in english.text
    japanese = served.client.get(path, headers={"accept-language": "ja"})
    assert 'lang="ja"' in japanese.text and "第2回戦" in japanese.text
    assert "自分の名前を探す" in japanese.text and ">English</a>" in japanese.text
    # The switch is kept in a cookie: the next page is in the chosen language.
    switched = served.client.get(f"{path}?lang=ja")
    assert 'lang="ja"' in switched.text
    assert served.client.cookies.get("lang") == "ja"
    assert 'lang="ja"' in served.client.get("/").text


def test_pairings_list_every_table_with_points_the_bye_and_the_readings(served: Served) -> None:
    with Services.open(served.path, read_only=True) as services:
        view = services.rounds.round_view(served.event_id, 2)
        readings = {e.id: e.reading for e in services.players.list_entries(served.event_id)}
    page = served.client.get(f"/e/{served.event_id}/pairings").text
    rows = re.findall(r'<li(?: data-table="[^"]*")? data-find="([^"]*)">', page)
    assert len(rows) == len(view.matches)
    for match, found in zip(view.matches, rows, strict=True):
        names = found.split("|")
        assert names[0] == match.player1_name and names[1] == readings[match.player1]
    assert ">Bye<" in page
    assert "Tables without a result: 4" in page


def test_names_are_shown_as_typed_never_as_markup(tmp_path: Path) -> None:
    path = tmp_path / "hostile.sqlite3"
    with open_services(path) as services:
        event_id, _ = services.events.create(settings())
        for family in ('<script>alert("x")</script>', "Tom & Jerry", "Ann", "Bo"):
            services.players.add(event_id, family, "Q", reading='"><img src=x>')
        services.rounds.pair_next(event_id, seed=1)
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app) as client:
        page = client.get(f"/e/{event_id}/pairings").text
        api = client.get(f"/api/events/{event_id}/pairings").json()
    assert "<script>alert" not in page and "<img src=x>" not in page
    assert "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;" in page
    assert "Tom &amp; Jerry" in page
    assert '<script>alert("x")</script> Q' in {row["p1"] for row in api} | {
        row["p2"] for row in api
    }


def test_standings_after_the_complete_round_with_the_floor_and_the_drop(served: Served) -> None:
    page = served.client.get(f"/e/{served.event_id}/standings").text
    assert "After round 1" in page and "floor 0.33" in page
    assert page.count('<tr class="dropped">') == 1 and "(dropped)</a></td>" in page
    refused = served.client.get(f"/e/{served.event_id}/standings?round=2")
    assert refused.status_code == 404
    assert "Standings are posted only after rounds with every result in." in refused.text


def test_an_unknown_page_or_event_says_so(served: Served) -> None:
    for path in ("/e/999/pairings", "/nothing", "/e/abc/pairings"):
        answer = served.client.get(path, headers={"accept-language": "ja"})
        assert answer.status_code == 404
        assert 'role="alert"' in answer.text and "大会一覧に戻る" in answer.text
