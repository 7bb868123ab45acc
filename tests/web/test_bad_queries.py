"""Bad numbers in the address, a name no file can have, and the address a wrong guess is
counted against (issue 27, Why 10).

``?round=`` (empty) was read as "no round given" and answered 200; every query value that
takes a number is now a 400 with a sentence saying how to write it, on the pages and in
the JSON API, in the asker's language. ``/static/%00`` was a 500 (``os.stat`` refuses a
NUL); it is a 404. uvicorn took ``X-Forwarded-For`` from 127.0.0.1 at its word, so a
program on the organizer's computer escaped the wrong-PIN limit by naming a new address
at every guess; the limit now counts the socket's peer.
"""

from __future__ import annotations

import json

import pytest

from tests.helpers.web_support import Floor, Listening, Served, listening, snapshot

__all__ = ["listening"]  # the fixture, used by name

#: A query value that takes a number, as a person or a program may spoil it.
BAD_NUMBERS = [
    pytest.param("", id="empty"),
    pytest.param("x", id="letters"),
    pytest.param("-1", id="negative"),
    pytest.param("0", id="zero"),
    pytest.param("+2", id="plus-sign"),
    pytest.param("1.0", id="decimal"),
    pytest.param("%20", id="space"),
    pytest.param("%EF%BC%92", id="full-width-2"),
    pytest.param("%E1%8D%A9", id="ethiopic-1"),
    pytest.param("1000", id="beyond-999"),
    pytest.param("9" * 5000, id="5000-digits"),
    pytest.param("2%00", id="nul"),
]


@pytest.mark.parametrize("value", BAD_NUMBERS)
@pytest.mark.parametrize("page", ["pairings", "standings"])
def test_a_bad_round_on_a_page_is_a_400_saying_how_to_write_it(
    served: Served, page: str, value: str
) -> None:
    answer = served.client.get(f"/e/{served.event_id}/{page}?round={value}")
    assert answer.status_code == 400
    assert "Traceback" not in answer.text
    assert "1 to 999" in answer.text and "?round=2" in answer.text
    japanese = served.client.get(
        f"/e/{served.event_id}/{page}?round={value}", headers={"accept-language": "ja"}
    )
    assert japanese.status_code == 400
    assert "半角数字" in japanese.text


@pytest.mark.parametrize("value", BAD_NUMBERS)
@pytest.mark.parametrize("route", ["pairings", "standings"])
def test_a_bad_round_in_the_api_is_a_400_with_its_key_and_sentence(
    served: Served, route: str, value: str
) -> None:
    answer = served.client.get(f"/api/events/{served.event_id}/{route}?round={value}")
    assert answer.status_code == 400
    body = answer.json()
    assert body["error"] == "bad_round"
    assert "1 to 999" in body["message"]


def test_a_round_repeated_with_one_bad_value_is_refused(served: Served) -> None:
    answer = served.client.get(f"/api/events/{served.event_id}/pairings?round=1&round=")
    assert answer.status_code == 400 and answer.json()["error"] == "bad_round"


def test_a_good_round_and_no_round_still_answer(served: Served) -> None:
    assert served.client.get(f"/api/events/{served.event_id}/pairings?round=1").status_code == 200
    assert served.client.get(f"/api/events/{served.event_id}/pairings").status_code == 200
    assert served.client.get(f"/e/{served.event_id}/pairings?round=2").status_code == 200


@pytest.mark.parametrize("value", BAD_NUMBERS)
def test_a_bad_round_of_the_staffs_slip_codes_is_a_400(floor: Floor, value: str) -> None:
    signed = floor.client.post(
        f"/api/events/{floor.event_id}/staff/sessions", json={"pin": floor.pin, "name": "Judge"}
    )
    headers = {"authorization": f"Bearer {signed.json()['token']}"}
    before = snapshot(floor.path)
    answer = floor.client.get(f"/api/events/{floor.event_id}/slips?round={value}", headers=headers)
    assert answer.status_code == 400
    assert answer.json()["error"] == "bad_round"
    assert "1 to 999" in answer.json()["message"]
    assert snapshot(floor.path) == before  # no code drawn for a round nobody named


@pytest.mark.parametrize("path", ["/static/%00", "/static/a%00b.css", "/static/%00/x"])
def test_a_static_name_with_a_nul_is_not_found(served: Served, path: str) -> None:
    answer = served.client.get(path)
    assert answer.status_code == 404
    assert "There is no such page." in answer.text
    assert "Traceback" not in answer.text


def test_a_bad_event_to_follow_live_is_a_400(listening: Listening) -> None:
    """``/live`` streams for good: its status is read from the headers alone (bounded)."""
    for parameter in BAD_NUMBERS:
        (value,) = parameter.values
        if value == "1000":
            continue  # an event number may well be 1000
        status, kind, body = listening.request("GET", f"/live?event={value}")
        assert status == 400, value
        assert json.loads(body)["error"] == "bad_event_query"
        assert "?event=3" in json.loads(body)["message"]
    status, kind, _ = listening.request("GET", f"/live?event={listening.event_id}")
    assert status == 200 and kind.startswith("text/event-stream")


def test_a_changing_forwarded_for_does_not_escape_the_wrong_pin_limit(
    listening: Listening,
) -> None:
    """Six wrong PINs, each naming another address in ``X-Forwarded-For``: the sixth is
    slowed down (``429``), because all came from one peer, 127.0.0.1."""
    wrong = "000000" if listening.pin != "000000" else "111111"
    statuses = [
        listening.request(
            "POST",
            f"/api/events/{listening.event_id}/staff/sessions",
            {"pin": wrong, "name": "Judge"},
            {"x-forwarded-for": f"10.0.0.{n}"},
        )[0]
        for n in range(1, 7)
    ]
    assert statuses == [403] * 5 + [429]
