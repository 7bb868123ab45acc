"""The judges' doors and the phones write a result only over the result they saw (issue 27,
item 2): the staff API and the staff page send it (``"over"``, none by default), and the
service compares it with the stored result inside its transaction; another result is
refused naming it, who entered it and when, and nothing changes. A phone's report for a
table that has a result is refused too (its code is spent)."""

from __future__ import annotations

import sqlite3
from typing import Any

from tests.helpers.web_support import Floor, snapshot

JUDGE = "Sato"
OTHER = "Kato"


def headers_for(floor: Floor, name: str) -> dict[str, str]:
    answer = floor.client.post(
        f"/api/events/{floor.event_id}/staff/sessions", json={"pin": floor.pin, "name": name}
    )
    assert answer.status_code == 201, answer.text
    return {"authorization": f"Bearer {answer.json()['token']}"}


def post_result(floor: Floor, headers: dict[str, str], **body: Any) -> Any:
    return floor.client.post(f"/api/events/{floor.event_id}/results", json=body, headers=headers)


def stored(floor: Floor, table: int) -> tuple[int, int, int] | None:
    connection = sqlite3.connect(f"{floor.path.as_uri()}?mode=ro", uri=True)
    try:
        row = connection.execute(
            "SELECT m.wins1, m.wins2, m.draws FROM match m JOIN round r ON m.round_id = r.id "
            "WHERE r.event_id = ? AND r.number = 1 AND m.table_number = ?",
            (floor.event_id, table),
        ).fetchone()
    finally:
        connection.close()
    return None if row is None or row[0] is None else (row[0], row[1], row[2])


def test_a_judge_program_that_saw_no_result_is_refused_naming_the_one_there(
    floor: Floor,
) -> None:
    first, second = headers_for(floor, JUDGE), headers_for(floor, OTHER)
    assert post_result(floor, first, table=2, result="0-2").status_code == 200
    before = snapshot(floor.path)
    for body in ({}, {"over": None}, {"over": ""}, {"over": "2-0"}, {"over": "2-1"}):
        answer = post_result(floor, second, table=2, result="2-1", **body)
        assert answer.status_code == 409, answer.text
        said = answer.json()
        assert said["error"] == "result_changed_elsewhere"
        assert said["stored"]["result"] == "0-2" and said["stored"]["by"] == JUDGE
        assert said["stored"]["at"]
        assert (
            "Table 2 in round 1 was already reported as 0-2 at another station" in (said["message"])
        )
        assert f"by {JUDGE} at {said['stored']['at']}" in said["message"]
    assert snapshot(floor.path) == before
    # Over the result it saw: written.
    assert post_result(floor, second, table=2, result="2-1", over="0-2").status_code == 200
    assert stored(floor, 2) == (2, 1, 0)


def test_the_refusal_is_in_the_askers_language(floor: Floor) -> None:
    first = headers_for(floor, JUDGE)
    assert post_result(floor, first, table=3, result="2-0").status_code == 200
    answer = floor.client.post(
        f"/api/events/{floor.event_id}/results",
        json={"table": 3, "result": "0-2"},
        headers={**first, "accept-language": "ja"},
    )
    assert answer.status_code == 409
    message = answer.json()["message"]
    assert "2-0" in message and JUDGE in message and "Table" not in message


def test_an_unreadable_over_is_refused(floor: Floor) -> None:
    first = headers_for(floor, JUDGE)
    before = snapshot(floor.path)
    for over in ("abc", 21, ["2-1"], "2" * 30):
        answer = post_result(floor, first, table=1, result="2-0", over=over)
        assert answer.status_code == 422 and answer.json()["error"] == "bad_field", over
    assert snapshot(floor.path) == before


def test_a_result_said_to_be_there_when_none_is_is_refused(floor: Floor) -> None:
    first = headers_for(floor, JUDGE)
    before = snapshot(floor.path)
    answer = post_result(floor, first, table=4, result="2-0", over="2-1")
    assert answer.status_code == 409 and answer.json()["stored"]["result"] is None
    assert "has no result" in answer.json()["message"]
    assert snapshot(floor.path) == before


def test_a_phone_never_replaces_a_result_staff_entered(floor: Floor) -> None:
    first = headers_for(floor, JUDGE)
    assert post_result(floor, first, table=1, result="2-0").status_code == 200
    before = snapshot(floor.path)
    answer = floor.client.post(
        f"/api/events/{floor.event_id}/reports", json={"code": floor.codes["1"], "result": "0-2"}
    )
    assert answer.status_code == 409 and answer.json()["error"] == "floor_result_in"
    assert snapshot(floor.path) == before
    assert stored(floor, 1) == (2, 0, 0)


def staff_phone(floor: Floor) -> tuple[Any, str]:
    """A judge's phone signed in on the staff page; its form token."""
    phone = floor.phone()
    url = f"/e/{floor.event_id}/staff"
    page = phone.get(url)
    signin = phone.post(
        f"{url}/signin",
        data={"csrf": form_token(page.text), "pin": floor.pin, "name": OTHER},
        follow_redirects=False,
    )
    assert signin.status_code == 303
    page = phone.get(url)
    assert 'name="over"' in page.text  # the field the judge fills in to correct
    return phone, form_token(page.text)


def form_token(text: str) -> str:
    import re

    found = re.search(r'name="csrf" value="([0-9a-f]+)"', text)
    assert found, text
    return found.group(1)


def test_the_staff_page_corrects_only_over_the_result_the_judge_names(floor: Floor) -> None:
    first = headers_for(floor, JUDGE)
    assert post_result(floor, first, table=2, result="0-2").status_code == 200
    phone, token = staff_phone(floor)
    url = f"/e/{floor.event_id}/staff/result"
    before = snapshot(floor.path)
    for over in ("", "2-1"):  # none seen, or another result: refused, said on the page
        answer = phone.post(url, data={"csrf": token, "table": "2", "result": "2-1", "over": over})
        assert answer.status_code == 409
        assert "Table 2 in round 1 was already reported as 0-2 at another station" in answer.text
        assert f"by {JUDGE} at " in answer.text and "Nothing was changed" in answer.text
        assert 'name="over"' in answer.text and "Traceback" not in answer.text
    answer = phone.post(url, data={"csrf": token, "table": "2", "result": "2-1", "over": "x"})
    assert "Traceback" not in answer.text
    assert snapshot(floor.path) == before
    answer = phone.post(url, data={"csrf": token, "table": "2", "result": "2-1", "over": "0-2"})
    assert answer.status_code == 200 and "Nothing was changed" not in answer.text
    assert stored(floor, 2) == (2, 1, 0)
