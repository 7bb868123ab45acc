"""The JSON API (issue 16, item 4): the same rows as the command line prints, refusals
as a sentence with the right status, nothing written, nothing private."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.cli import main
from mtrdesk.services import Services
from mtrdesk.web.app import SECURITY_HEADERS
from tests.helpers.services_support import open_services, report_round
from tests.helpers.web_support import Served


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_events(served: Served) -> None:
    answer = served.client.get("/api/events")
    assert answer.status_code == 200
    assert answer.json() == [{"id": served.event_id, "name": "Friday Night Magic", "round": 2}]


def test_pairings_of_the_latest_round_and_of_round_one(served: Served) -> None:
    with Services.open(served.path, read_only=True) as services:
        rounds = {n: services.rounds.round_view(served.event_id, n) for n in (1, 2)}
    for query, number in (("?round=1", 1), ("", 2)):
        answer = served.client.get(f"/api/events/{served.event_id}/pairings{query}")
        assert answer.status_code == 200
        assert answer.json() == [
            {"table": m.table, "p1": m.player1_name, "p2": m.player2_name}
            for m in rounds[number].matches
        ]
    byes = [row for row in answer.json() if row["p2"] is None]
    assert byes and all(row["table"] is None for row in byes)


def test_standings_are_what_the_command_line_prints(
    served: Served, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mtrdesk standings`` of the event exported to a file: the same JSON (round 2
    reported first: the command line counts every round, the pages complete ones)."""
    with open_services(served.path) as services:
        report_round(services, served.event_id, random.Random(2))
    exported = tmp_path / "event.json"
    assert (
        main(["--db", str(served.path), "export", str(served.event_id), "-o", str(exported)]) == 0
    )
    capsys.readouterr()
    assert main(["standings", str(exported)]) == 0
    printed = json.loads(capsys.readouterr().out)
    answer = served.client.get(f"/api/events/{served.event_id}/standings")
    assert answer.status_code == 200
    assert answer.json() == printed
    assert len(printed) == 10
    assert served.client.get(f"/api/events/{served.event_id}/standings?round=2").json() == printed


@pytest.mark.parametrize(
    ("path", "status", "english"),
    [
        ("/api/events/999/pairings", 404, "There is no such event."),
        ("/api/events/1/pairings?round=7", 404, "That round has not been paired."),
        ("/api/events/1/standings?round=2", 404, "Standings are posted only after rounds"),
        ("/api/events/1/pairings?round=abc", 400, "The round in the address must"),
        ("/api/events/1/pairings?round=99999999999999999999", 400, "The round in the address must"),
        ("/api/events/1/pairings?round=-1", 400, "The round in the address must"),
        ("/api/events/1/pairings?round=%EF%BC%91", 400, "The round in the address must"),  # "１"
        ("/api/events/99999999999999999999/pairings", 404, "There is no such event."),
        ("/api/nothing", 404, "There is no such page."),
    ],
)
def test_refusals_say_why_in_the_askers_language(
    served: Served, path: str, status: int, english: str
) -> None:
    before = digest(served.path)
    answer = served.client.get(path)
    assert answer.status_code == status
    assert answer.json()["message"].startswith(english)
    japanese = served.client.get(path, headers={"accept-language": "ja,en;q=0.5"})
    assert japanese.status_code == status
    assert japanese.json()["error"] == answer.json()["error"]  # the key, in any language
    assert japanese.json()["message"] != answer.json()["message"]
    assert not japanese.json()["message"].isascii()
    assert digest(served.path) == before


def test_nothing_is_written_by_any_method(served: Served) -> None:
    before = digest(served.path)
    for method in ("post", "put", "delete", "patch"):
        answer = served.client.request(method, f"/api/events/{served.event_id}/pairings")
        assert answer.status_code == 405
        assert "error" in answer.json()
    assert digest(served.path) == before


def test_a_failure_is_a_sentence_never_a_traceback(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mtrdesk.services.public.views import PublicService

    def broken(self: object, *args: object) -> None:
        raise RuntimeError("secret detail /home/organizer/events.sqlite3")

    monkeypatch.setattr(PublicService, "events", broken)
    # As a server answers: the error is not raised into the test.
    client = TestClient(
        served.client.app, raise_server_exceptions=False, headers={"accept-language": "en"}
    )
    for path in ("/api/events", "/"):
        answer = client.get(path)
        assert answer.status_code == 500
        assert "Something went wrong on the organizer" in answer.text
        for leak in ("Traceback", "RuntimeError", "secret detail", "sqlite3"):
            assert leak not in answer.text


def test_files_outside_the_assets_are_never_served(served: Served) -> None:
    for path in (
        "/static/..%2fapp.py",
        "/static/%2e%2e/app.py",
        "/static/..%2f..%2fservices%2ffacade.py",
        "/static/%2e%2e%2f%2e%2e%2f%2e%2e%2fpyproject.toml",
        "/static//etc/passwd",
    ):
        answer = served.client.get(path)
        assert answer.status_code == 404, path
        assert "import" not in answer.text and "root:" not in answer.text


def test_no_player_id_anywhere_and_headers_keep_pages_to_themselves(served: Served) -> None:
    event = served.event_id
    for path in (
        "/api/events",
        f"/api/events/{event}/pairings",
        f"/api/events/{event}/pairings?round=1",
        f"/api/events/{event}/standings",
        "/api/openapi.json",
        "/",
        f"/e/{event}/pairings",
        f"/e/{event}/standings",
    ):
        answer = served.client.get(path)
        assert answer.status_code == 200, path
        assert "P000" not in answer.text, path  # the test event's player IDs: P0000..
        for name, value in SECURITY_HEADERS.items():
            assert answer.headers[name] == value


def test_the_openapi_description_names_every_route(served: Served) -> None:
    described = served.client.get("/api/openapi.json").json()
    assert described["openapi"].startswith("3.")
    routes = {
        route.path.replace("{event_id:int}", "{id}").replace("{report_id:int}", "{report}")
        for route in served.client.app.routes  # type: ignore[attr-defined]
        if getattr(route, "path", "").startswith("/api/") and route.path != "/api/openapi.json"
    }
    assert "/api/events/{id}/pairings" in routes
    assert set(described["paths"]) == routes


def test_an_answer_is_made_once_between_two_changes_and_sent_compressed(
    served: Served, monkeypatch: pytest.MonkeyPatch
) -> None:
    """1,000 phones asking for the posted round between two changes: one read, one
    rendering, one compression; the next change makes it again."""
    from mtrdesk.services.public.views import PublicService

    made: list[int] = []
    original = PublicService.event

    def counted(self: PublicService, *args: object) -> object:
        made.append(1)
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(PublicService, "event", counted)
    url = f"/e/{served.event_id}/pairings?round=1"  # a page: more than 1 KiB
    plain = served.client.get(url, headers={"accept-encoding": "identity"})
    assert "content-encoding" not in plain.headers
    for _ in range(3):
        packed = served.client.get(url, headers={"accept-encoding": "gzip, deflate"})
        assert packed.headers["content-encoding"] == "gzip"
        assert packed.text == plain.text
    assert made == [1]
    with open_services(served.path) as services:
        services.rounds.report(served.event_id, 2, 1, "2-0")
    served.client.get(url)
    assert made == [1, 1]


def test_other_query_values_neither_multiply_nor_leak_into_kept_answers(served: Served) -> None:
    """A phone may add anything to an address: the answer kept for the page is the same,
    and what it added never reaches the page others get."""
    base = f"/e/{served.event_id}/pairings?round=1"
    first = served.client.get(f"{base}&x=%3Cb%3Ejunk%3C/b%3E").text
    assert "junk" not in first
    assert served.client.get(base).text == first
    assert f'href="/e/{served.event_id}/pairings?round=1&amp;lang=ja"' in first
