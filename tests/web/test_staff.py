"""The staff's pages (issue 16, item 4): sign-in with the event's PIN and the judge's name,
a server-side session in an HttpOnly, SameSite=Strict cookie, and the judge's changes
(reports accepted or set aside, results, time extensions, deck checks) recorded as
theirs. Without rights, with an ended session or a form from elsewhere: refused, and the
database as it was."""

from __future__ import annotations

import json
import re
import sqlite3
from typing import Any

from starlette.testclient import TestClient

from tests.helpers.web_support import Floor, snapshot

NAME = "Aoi Tanaka"


def token_of(page: Any) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', page.text)
    assert found, page.text
    return found.group(1)


def signed_in(floor: Floor, pin: str | None = None) -> tuple[TestClient, str]:
    """A judge's phone signed in; the staff page's form token."""
    phone = floor.phone()
    url = f"/e/{floor.event_id}/staff"
    page = phone.get(url)
    assert "Staff PIN" in page.text
    answer = phone.post(
        f"{url}/signin",
        data={"csrf": token_of(page), "pin": pin or floor.pin, "name": NAME},
        follow_redirects=False,
    )
    assert answer.status_code == 303 and answer.headers["location"] == url
    cookie = answer.headers["set-cookie"]
    assert "staff=" in cookie and "HttpOnly" in cookie and "SameSite=strict" in cookie
    page = phone.get(url)
    assert f"Signed in as {NAME}" in page.text
    return phone, token_of(page)


def post(phone: TestClient, floor: Floor, path: str, form: dict[str, str]) -> Any:
    return phone.post(f"/e/{floor.event_id}/staff/{path}", data=form, follow_redirects=False)


def audit(floor: Floor) -> list[tuple[str, dict[str, Any]]]:
    connection = sqlite3.connect(f"{floor.path.as_uri()}?mode=ro", uri=True)
    try:
        rows = connection.execute("SELECT action, detail FROM audit_log ORDER BY id").fetchall()
    finally:
        connection.close()
    return [(action, json.loads(detail)) for action, detail in rows]


def test_a_judge_oversees_the_floor_as_themselves(floor: Floor) -> None:
    # Two reports wait: one to accept, one to set aside.
    for table, result in (("1", "2-0"), ("2", "1-2")):
        floor.client.post(
            f"/api/events/{floor.event_id}/reports",
            json={"code": floor.codes[table], "result": result},
        )
    phone, token = signed_in(floor)
    page = phone.get(f"/e/{floor.event_id}/staff")
    ids = re.findall(r"/staff/reports/(\d+)/accept", page.text)
    assert len(ids) == 2 and "Waiting for the opponent" in page.text
    done = post(phone, floor, f"reports/{ids[0]}/accept", {"csrf": token})
    assert done.headers["location"].endswith("?m=done_accepted")
    assert "The report is accepted" in phone.get(done.headers["location"]).text
    done = post(phone, floor, f"reports/{ids[1]}/reject", {"csrf": token})
    assert done.headers["location"].endswith("?m=done_rejected")
    done = post(phone, floor, "result", {"csrf": token, "table": "2", "result": "2-1"})
    assert done.headers["location"].endswith("?m=done_result")
    done = post(
        phone,
        floor,
        "extension",
        {"csrf": token, "table": "3", "minutes": "4", "reason": "judge_ruling"},
    )
    assert done.headers["location"].endswith("?m=done_extension")
    done = post(
        phone,
        floor,
        "deckcheck",
        {"csrf": token, "table": "4", "minutes": "9", "outcome": "check_ok"},
    )
    assert done.headers["location"].endswith("?m=done_deck_check")
    rows = snapshot(floor.path)
    assert len(rows["time_extension"]) == 2  # the ruling's, and the deck check's (MTR 2.6)
    assert len(rows["deck_check"]) == 2  # both players of table 4
    judged = [d for action, d in audit(floor) if d.get("acted_by") == NAME]
    assert len(judged) >= 5
    assert all(d["device"].endswith("@testclient") for d in judged)
    # A refusal of the services: said on the page, nothing written.
    before = snapshot(floor.path)
    refused = post(
        phone, floor, "extension", {"csrf": token, "table": "2", "minutes": "4", "reason": "other"}
    )
    assert refused.headers["location"].endswith("?m=extension_result_in")
    refused = post(phone, floor, "result", {"csrf": token, "table": "99", "result": "2-1"})
    assert refused.headers["location"].endswith("?m=table_not_found")
    refused = post(phone, floor, "result", {"csrf": token, "table": "3", "result": "7-1"})
    assert refused.headers["location"].endswith("?m=bad_result")
    assert "not possible" in phone.get(refused.headers["location"]).text
    assert snapshot(floor.path) == before
    # The round's codes.
    codes = phone.get(f"/e/{floor.event_id}/staff/codes")
    assert codes.status_code == 200
    for code in floor.codes.values():
        assert f"{code[:3]}-{code[3:]}" in codes.text
    # Signed out: the cookie no longer opens anything.
    out = post(phone, floor, "signout", {"csrf": token})
    assert out.headers["location"].endswith("?m=signed_out")
    assert "Staff PIN" in phone.get(f"/e/{floor.event_id}/staff").text
    assert phone.get(f"/e/{floor.event_id}/staff/codes").status_code == 401


def test_staff_forms_without_rights_change_nothing(floor: Floor) -> None:
    floor.client.post(
        f"/api/events/{floor.event_id}/reports", json={"code": floor.codes["1"], "result": "2-0"}
    )
    forms = [
        ("result", {"table": "1", "result": "2-0"}),
        ("extension", {"table": "1", "minutes": "5", "reason": "other"}),
        ("deckcheck", {"table": "1", "minutes": "5", "outcome": "check_ok"}),
        ("reports/1/accept", {}),
        ("reports/1/reject", {}),
    ]
    before = snapshot(floor.path)
    stranger = floor.phone()
    for path, form in forms:
        answer = post(stranger, floor, path, form)
        assert answer.status_code == 401, path
        assert "Only staff signed in with the PIN" in answer.text
    assert stranger.get(f"/e/{floor.event_id}/staff/codes").status_code == 401
    phone, token = signed_in(floor)
    for path, form in forms:  # no token, a wrong one, another site's form
        assert post(phone, floor, path, form).status_code == 403
        assert post(phone, floor, path, {**form, "csrf": "0" * 40}).status_code == 403
        answer = phone.post(
            f"/e/{floor.event_id}/staff/{path}",
            data={**form, "csrf": token},
            headers={"origin": "http://evil.example"},
            follow_redirects=False,
        )
        assert answer.status_code == 403 and "out of date" in answer.text
    # The other event's pages: not this session's.
    other = phone.post(
        f"/e/{floor.other_event}/staff/result",
        data={"csrf": token, "table": "1", "result": "2-0"},
        follow_redirects=False,
    )
    assert other.status_code == 403 and "another event" in other.text
    # Idle for two hours: the session has ended.
    floor.clock.now += 2 * 3600 + 1
    for path, form in forms:
        answer = post(phone, floor, path, {**form, "csrf": token})
        assert answer.status_code == 403 and "has ended" in answer.text
    assert snapshot(floor.path) == before


def test_a_new_pin_ends_the_sessions_and_wrong_pins_are_slowed_down(floor: Floor) -> None:
    phone, token = signed_in(floor)
    new_pin = floor.run(lambda services: services.floor.change_pin(floor.event_id))
    before = snapshot(floor.path)
    answer = post(phone, floor, "result", {"csrf": token, "table": "1", "result": "2-0"})
    assert answer.status_code == 403 and "has ended" in answer.text
    assert snapshot(floor.path) == before
    judge = floor.phone("ja")
    url = f"/e/{floor.event_id}/staff"
    form_token = token_of(judge.get(url))
    wrong = "000000" if new_pin != "000000" else "111111"
    for _ in range(5):
        answer = judge.post(
            f"{url}/signin",
            data={"csrf": form_token, "pin": wrong, "name": NAME},
            follow_redirects=False,
        )
        assert answer.headers["location"] == f"{url}?m=wrong_pin"
        assert "set-cookie" not in answer.headers
    assert "スタッフPINではありません" in judge.get(f"{url}?m=wrong_pin").text
    slowed = judge.post(
        f"{url}/signin",
        data={"csrf": form_token, "pin": new_pin, "name": NAME},
        follow_redirects=False,
    )
    assert slowed.status_code == 429 and int(slowed.headers["retry-after"]) >= 1
    assert snapshot(floor.path) == before
    floor.clock.now += 61
    signed_in(floor, new_pin)
    signed_in(floor, "24681357")  # the server's --staff-pin


def test_a_signed_in_browser_calls_the_api_with_its_page_token(floor: Floor) -> None:
    phone, token = signed_in(floor)
    url = f"/api/events/{floor.event_id}/results"
    body = {"table": 1, "result": "2-0"}
    before = snapshot(floor.path)
    for headers in (
        {},
        {"x-csrf-token": "0" * 40},
        {"x-csrf-token": token, "origin": "http://x.example"},
    ):
        answer = phone.post(url, json=body, headers=headers)
        assert answer.status_code == 403 and answer.json()["error"] == "bad_csrf"
    assert snapshot(floor.path) == before
    assert phone.get(f"/api/events/{floor.event_id}/reports").status_code == 200  # a read
    answer = phone.post(url, json=body, headers={"x-csrf-token": token})
    assert answer.status_code == 200, answer.text
    assert snapshot(floor.path) != before
