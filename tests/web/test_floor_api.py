"""The writing half of the JSON API (issue 16, item 5): a result reported with a slip's
code, and the staff's routes. Every refusal has its status, its key and a sentence in the
asker's language, and leaves the database as it was (results, reports, the audit log,
extensions, deck checks, slip codes)."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Services
from tests.helpers.web_support import Floor, snapshot

NAME = "Kenji Judge"


def reports_url(floor: Floor) -> str:
    return f"/api/events/{floor.event_id}/reports"


def report(floor: Floor, code: str, result: str, client: TestClient | None = None) -> Any:
    return (client or floor.client).post(reports_url(floor), json={"code": code, "result": result})


def sign_in(floor: Floor, pin: str | None = None, event: int | None = None) -> Any:
    return floor.client.post(
        f"/api/events/{event or floor.event_id}/staff/sessions",
        json={"pin": pin or floor.pin, "name": NAME},
    )


def token(floor: Floor) -> dict[str, str]:
    answer = sign_in(floor)
    assert answer.status_code == 201, answer.text
    return {"authorization": f"Bearer {answer.json()['token']}"}


def result_of(floor: Floor, table: int, round_number: int = 1) -> tuple[int, ...] | None:
    connection = sqlite3.connect(f"{floor.path.as_uri()}?mode=ro", uri=True)
    try:
        found = connection.execute(
            "SELECT m.wins1, m.wins2, m.draws FROM match m JOIN round r ON m.round_id = r.id "
            "WHERE r.event_id = ? AND r.number = ? AND m.table_number = ? AND m.wins1 IS NOT NULL",
            (floor.event_id, round_number, table),
        ).fetchone()
    finally:
        connection.close()
    return tuple(found) if found else None


def audit_details(floor: Floor) -> list[tuple[str, dict[str, Any]]]:
    connection = sqlite3.connect(f"{floor.path.as_uri()}?mode=ro", uri=True)
    try:
        rows = connection.execute("SELECT action, detail FROM audit_log ORDER BY id").fetchall()
    finally:
        connection.close()
    return [(action, json.loads(detail)) for action, detail in rows]


@pytest.fixture
def unchanged(floor: Floor) -> Iterator[None]:
    """The test's requests change nothing in the database."""
    before = snapshot(floor.path)
    yield
    assert snapshot(floor.path) == before


def refused(answer: Any, status: int, key: str) -> None:
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert body["error"] == key
    assert isinstance(body["message"], str) and body["message"]
    assert "Traceback" not in answer.text


def test_a_report_waits_for_the_opponent_who_confirms_it(floor: Floor) -> None:
    code = floor.codes["1"]
    first = report(floor, code, "2-1")
    assert first.status_code == 202
    assert first.json() == {
        "state": "waiting",
        "round": 1,
        "table": "1",
        "result": "2-1",
        "entered": False,
    }
    assert result_of(floor, 1) is None
    opponent = floor.phone()  # another device: its cookie
    answer = report(floor, code.lower()[:3] + "-" + code[3:], "2-1", opponent)
    assert answer.status_code == 200, answer.text
    assert answer.json()["state"] == "accepted" and answer.json()["entered"] is True
    assert result_of(floor, 1) is not None
    pairings = floor.client.get(f"/api/events/{floor.event_id}/pairings").json()
    assert pairings[0]["table"] == 1
    assert result_of(floor, 1) == (2, 1, 0)
    reported = [row for row in audit_details(floor) if row[0] == "floor.report"]
    assert [d["acted_by"] for _, d in reported] == ["player", "player"]
    assert reported[0][1]["device"] == "testclient"  # a program without the cookie: its address
    assert reported[1][1]["device"].endswith("@testclient")  # a phone: its id and address


def test_refusals_of_reports_change_nothing(floor: Floor) -> None:
    code = floor.codes["2"]
    assert report(floor, code, "2-0").status_code == 202  # waits for the opponent
    before = snapshot(floor.path)
    refused(report(floor, "ZZZZZZ", "2-0"), 404, "floor_code_unknown")
    refused(report(floor, "not a code", "2-0"), 404, "floor_code_unknown")
    refused(report(floor, code, "2-0"), 409, "floor_already_reported")
    refused(report(floor, floor.codes["3"], "3-0"), 422, "bad_result")
    refused(report(floor, floor.codes["3"], "0-0"), 422, "bad_result")
    assert snapshot(floor.path) == before
    # The opponent disagrees: held for a judge; later reports are refused.
    opponent = floor.phone()
    conflict = report(floor, code, "0-2", opponent)
    assert conflict.status_code == 202 and conflict.json()["state"] == "conflict"
    before = snapshot(floor.path)
    refused(report(floor, code, "1-2", floor.phone()), 409, "floor_held_for_staff")
    assert snapshot(floor.path) == before


def test_a_spent_code_and_a_round_over_are_refused(floor: Floor) -> None:
    code = floor.codes["1"]
    floor.run(lambda services: services.rounds.report(floor.event_id, 1, 1, "2-0"))
    before = snapshot(floor.path)
    refused(report(floor, code, "2-0"), 409, "floor_result_in")
    assert snapshot(floor.path) == before
    # Round 2 paired, then table 2's result of round 1 cleared: its slip is of a round over.

    def round_two(services: Services) -> int:
        for table in (2, 3, 4):
            services.rounds.report(floor.event_id, 1, table, "2-1")
        services.rounds.pair_next(floor.event_id, seed=3)
        match = next(
            m for m in services.rounds.round_view(floor.event_id, 1).matches if m.table == 2
        )
        services.rounds.clear_result(match.id)
        return 2

    floor.run(round_two)
    before = snapshot(floor.path)
    refused(report(floor, floor.codes["2"], "2-0"), 409, "floor_round_over")
    assert snapshot(floor.path) == before


@pytest.mark.usefixtures("unchanged")
def test_malformed_and_oversized_bodies(floor: Floor) -> None:
    url = reports_url(floor)
    refused(floor.client.post(url, content=b"{not json"), 415, "malformed")  # not said JSON
    refused(
        floor.client.post(
            url,
            content=json.dumps({"code": floor.codes["1"], "result": "2-0"}).encode(),
            headers={"content-type": "text/plain"},  # what another site's page may send
        ),
        415,
        "malformed",
    )
    refused(
        floor.client.post(
            url,
            json={"code": floor.codes["1"], "result": "2-0"},
            headers={"origin": "http://evil.example"},
        ),
        403,
        "bad_csrf",
    )
    as_json = {"content-type": "application/json"}
    refused(floor.client.post(url, content=b"{not json", headers=as_json), 400, "malformed")
    refused(floor.client.post(url, content=b"[1, 2]", headers=as_json), 400, "malformed")
    refused(floor.client.post(url, content=b"\xff\xfe", headers=as_json), 400, "malformed")
    refused(floor.client.post(url, json={"code": 7, "result": "2-0"}), 422, "bad_field")
    refused(floor.client.post(url, json={"code": floor.codes["1"]}), 422, "bad_field")
    big = json.dumps({"code": floor.codes["1"], "result": "2-0", "x": "y" * 5000})
    refused(floor.client.post(url, content=big.encode(), headers=as_json), 413, "too_large")
    # No Content-Length (chunked): the body is counted as it arrives.
    chunks = iter([b"{" + b" " * 3000, b" " * 3000])
    refused(floor.client.post(url, content=chunks, headers=as_json), 413, "too_large")
    refused(
        floor.client.post(url, content=b"{}", headers={**as_json, "content-length": "99999999"}),
        413,
        "too_large",
    )


@pytest.mark.usefixtures("unchanged")
def test_too_many_wrong_codes_are_slowed_down(floor: Floor) -> None:
    for _ in range(5):
        refused(report(floor, "ZZZZZZ", "2-0"), 404, "floor_code_unknown")
    answer = report(floor, floor.codes["1"], "2-0")  # even a right code, for a while
    refused(answer, 429, "too_many")
    assert 1 <= int(answer.headers["retry-after"]) <= 60
    japanese = floor.client.post(
        reports_url(floor),
        json={"code": "ZZZZZZ", "result": "2-0"},
        headers={"accept-language": "ja"},
    )
    assert japanese.status_code == 429 and not japanese.json()["message"].isascii()
    floor.clock.now += 61
    refused(report(floor, "ZZZZZZ", "2-0"), 404, "floor_code_unknown")


def test_the_throttle_keeps_bounded_memory() -> None:
    from mtrdesk.web.floor.guard import Throttle

    throttle = Throttle(keys=100)
    for n in range(1000):
        throttle.fail(f"ip:10.0.{n // 256}.{n % 256}")
    assert len(throttle) == 100


# -- staff -----------------------------------------------------------------------------------


def staff_requests(floor: Floor) -> list[tuple[str, str, dict[str, Any] | None]]:
    e = f"/api/events/{floor.event_id}"
    return [
        ("GET", f"{e}/slips?round=1", None),
        ("GET", f"{e}/reports", None),
        ("POST", f"{e}/results", {"table": 1, "result": "2-0"}),
        ("POST", f"{e}/extensions", {"table": 1, "minutes": 5, "reason": "judge_ruling"}),
        ("POST", f"{e}/reports/1/accept", None),
        ("POST", f"{e}/reports/1/reject", None),
    ]


def send(client: TestClient, method: str, url: str, body: Any, **headers: str) -> Any:
    if method == "GET":
        return client.get(url, headers=headers)
    return client.post(url, json=body or {}, headers=headers)


def test_staff_routes_without_rights_change_nothing(floor: Floor) -> None:
    assert report(floor, floor.codes["1"], "2-0").status_code == 202  # report 1 waits
    before = snapshot(floor.path)
    for method, url, body in staff_requests(floor):
        answer = send(floor.client, method, url, body)
        refused(answer, 401, "staff_only")
        assert answer.headers["www-authenticate"].startswith("Bearer")
        refused(
            send(floor.client, method, url, body, authorization="Bearer nonsense"),
            403,
            "session_ended",
        )
    other = floor.client.post(
        f"/api/events/{floor.other_event}/staff/sessions",
        json={"pin": floor.other_pin, "name": NAME},
    ).json()["token"]
    for method, url, body in staff_requests(floor):
        refused(
            send(floor.client, method, url, body, authorization=f"Bearer {other}"),
            403,
            "wrong_event",
        )
    assert snapshot(floor.path) == before


def test_sessions_expire_and_end_with_a_new_pin(floor: Floor) -> None:
    slips = f"/api/events/{floor.event_id}/slips"
    headers = token(floor)
    assert floor.client.get(slips, headers=headers).status_code == 200
    floor.clock.now += 2 * 3600 - 10  # used within two hours: still on
    assert floor.client.get(slips, headers=headers).status_code == 200
    floor.clock.now += 2 * 3600 + 1  # idle for two hours
    refused(floor.client.get(slips, headers=headers), 403, "session_ended")
    # Twelve hours after sign-in, however often used.
    headers = token(floor)
    for _ in range(6):  # 11.4 hours, never two idle
        floor.clock.now += 3600 * 1.9
        assert floor.client.get(slips, headers=headers).status_code == 200
    floor.clock.now += 3600 * 0.7  # 12.1 hours
    before = snapshot(floor.path)
    refused(
        floor.client.post(
            f"/api/events/{floor.event_id}/results",
            json={"table": 1, "result": "2-0"},
            headers=headers,
        ),
        403,
        "session_ended",
    )
    assert snapshot(floor.path) == before
    # The organizer draws a new PIN: every session opened with the old one ends.
    headers = token(floor)
    floor.run(lambda services: services.floor.change_pin(floor.event_id))
    before = snapshot(floor.path)
    refused(
        floor.client.post(
            f"/api/events/{floor.event_id}/extensions",
            json={"table": 1, "minutes": 3, "reason": "other"},
            headers=headers,
        ),
        403,
        "session_ended",
    )
    assert snapshot(floor.path) == before
    refused(sign_in(floor), 403, "wrong_pin")


@pytest.mark.usefixtures("unchanged")
def test_wrong_pins_are_refused_then_slowed_down(floor: Floor) -> None:
    wrong = "000000" if floor.pin != "000000" else "111111"
    for _ in range(5):
        refused(sign_in(floor, wrong), 403, "wrong_pin")
    answer = sign_in(floor)  # the right PIN too, for a while
    refused(answer, 429, "too_many")
    assert int(answer.headers["retry-after"]) >= 1
    floor.clock.now += 61
    assert sign_in(floor).status_code == 201
    refused(
        floor.client.post(
            f"/api/events/{floor.event_id}/staff/sessions", json={"pin": floor.pin, "name": " "}
        ),
        422,
        "bad_name",
    )


def test_the_servers_staff_pin_signs_in_for_every_event(floor: Floor) -> None:
    for event in (floor.event_id, floor.other_event):
        assert sign_in(floor, "24681357", event).status_code == 201


def test_staff_read_the_codes_and_enter_results_as_themselves(floor: Floor) -> None:
    headers = token(floor)
    e = f"/api/events/{floor.event_id}"
    codes = floor.client.get(f"{e}/slips?round=1", headers=headers)
    assert codes.status_code == 200
    assert {row["table"]: row["code"] for row in codes.json()} == floor.codes
    assert floor.client.get(f"{e}/slips", headers=headers).json() == codes.json()
    refused(floor.client.get(f"{e}/slips?round=x", headers=headers), 400, "bad_round")
    refused(floor.client.get(f"{e}/slips?round=9", headers=headers), 404, "round_not_found")
    answer = floor.client.post(f"{e}/results", json={"table": 2, "result": "2-1"}, headers=headers)
    assert answer.status_code == 200, answer.text
    assert result_of(floor, 2) is not None
    action, detail = audit_details(floor)[-1]
    assert action == "result.report" or action.startswith("result")
    assert (detail["acted_by"], detail["device"]) == (NAME, "testclient")
    before = snapshot(floor.path)
    refused(
        floor.client.post(f"{e}/results", json={"table": 99, "result": "2-1"}, headers=headers),
        404,
        "table_not_found",
    )
    refused(
        floor.client.post(f"{e}/results", json={"table": "x", "result": "2-1"}, headers=headers),
        422,
        "bad_table",
    )
    refused(
        floor.client.post(f"{e}/results", json={"table": 3, "result": "5-1"}, headers=headers),
        422,
        "bad_result",
    )
    refused(
        floor.client.post(
            f"{e}/extensions", json={"table": 2, "minutes": 5, "reason": "other"}, headers=headers
        ),
        409,
        "extension_result_in",
    )
    refused(
        floor.client.post(
            f"{e}/extensions", json={"table": 3, "minutes": 5, "reason": "nap"}, headers=headers
        ),
        422,
        "bad_field",
    )
    assert snapshot(floor.path) == before
    answer = floor.client.post(
        f"{e}/extensions",
        json={"table": 3, "minutes": 5, "reason": "judge_ruling"},
        headers=headers,
    )
    assert answer.status_code == 201, answer.text
    assert len(snapshot(floor.path)["time_extension"]) == len(before["time_extension"]) + 1


def test_staff_accept_and_set_aside_reports(floor: Floor) -> None:
    headers = token(floor)
    e = f"/api/events/{floor.event_id}"
    report(floor, floor.codes["1"], "2-0")
    report(floor, floor.codes["2"], "0-2")
    waiting = floor.client.get(f"{e}/reports", headers=headers).json()
    assert [(r["table"], r["result"], r["state"]) for r in waiting] == [
        ("1", "2-0", "waiting"),
        ("2", "0-2", "waiting"),
    ]
    first, second = waiting[0]["id"], waiting[1]["id"]
    # Another event's staff cannot touch them; nor can anyone a report that is not.
    other = floor.client.post(
        f"/api/events/{floor.other_event}/staff/sessions",
        json={"pin": floor.other_pin, "name": NAME},
    ).json()["token"]
    before = snapshot(floor.path)
    refused(
        floor.client.post(
            f"/api/events/{floor.other_event}/reports/{first}/accept",
            headers={"authorization": f"Bearer {other}"},
        ),
        404,
        "no_report",
    )
    refused(floor.client.post(f"{e}/reports/999/accept", headers=headers), 404, "no_report")
    assert snapshot(floor.path) == before
    assert floor.client.post(f"{e}/reports/{first}/accept", headers=headers).status_code == 200
    assert result_of(floor, 1) is not None
    assert floor.client.post(f"{e}/reports/{second}/reject", headers=headers).status_code == 200
    assert result_of(floor, 2) is None
    assert floor.client.get(f"{e}/reports", headers=headers).json() == []
    before = snapshot(floor.path)
    refused(floor.client.post(f"{e}/reports/{second}/accept", headers=headers), 404, "no_report")
    assert snapshot(floor.path) == before
    # Signed out: the token no longer works.
    assert floor.client.delete(f"{e}/staff/sessions", headers=headers).status_code == 200
    refused(floor.client.get(f"{e}/reports", headers=headers), 403, "session_ended")


def test_the_openapi_describes_the_writing_routes(floor: Floor) -> None:
    paths = floor.client.get("/api/openapi.json").json()["paths"]
    for path in (
        "/api/events/{id}/reports",
        "/api/events/{id}/staff/sessions",
        "/api/events/{id}/slips",
        "/api/events/{id}/results",
        "/api/events/{id}/extensions",
        "/api/events/{id}/reports/{report}/accept",
        "/api/events/{id}/reports/{report}/reject",
    ):
        assert path in paths, path


def test_a_read_only_server_refuses_every_write(served: Any) -> None:
    before = snapshot(served.path)
    e = f"/api/events/{served.event_id}"
    refused(
        served.client.post(f"{e}/reports", json={"code": "ABCDEF", "result": "2-0"}),
        503,
        "read_only",
    )
    refused(
        served.client.post(f"{e}/staff/sessions", json={"pin": "123456", "name": NAME}),
        503,
        "read_only",
    )
    refused(
        served.client.post(f"{e}/results", json={"table": 1, "result": "2-0"}), 503, "read_only"
    )
    page = served.client.get(f"/e/{served.event_id}/report")
    assert page.status_code == 503 and "Open to phones" in page.text
    assert snapshot(served.path) == before
