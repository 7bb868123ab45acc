"""The players' report pages (issue 16, item 3): a slip's page with the match as players
see it, results sent with a form token from this server's own page, every outcome and
refusal said in the player's language after a 303 (a reload sends nothing again), and
every refusal leaving the database as it was."""

from __future__ import annotations

import re
from typing import Any

import pytest
from starlette.testclient import TestClient

from tests.helpers.web_support import Floor, snapshot


def token_of(page: Any) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', page.text)
    assert found, page.text
    return found.group(1)


def slip_url(floor: Floor, table: str = "1") -> str:
    return f"/e/{floor.event_id}/s/{floor.codes[table]}"


def send(phone: TestClient, url: str, result: str, token: str = "", **headers: str) -> Any:
    token = token or token_of(phone.get(url))
    return phone.post(
        url, data={"csrf": token, "result": result}, headers=headers, follow_redirects=False
    )


def notice(page: Any) -> str:
    found = re.search(r'<p class="notice" role="alert">([^<]*)</p>', page.text)
    return found.group(1) if found else ""


def test_the_slip_shows_the_match_as_players_see_it(floor: Floor) -> None:
    page = floor.client.get(slip_url(floor))
    assert page.status_code == 200
    assert "Round 1 · Table 1" in page.text
    assert "Player000 Test" in page.text  # names as posted; never a player ID
    assert "P000" not in page.text
    assert "set-cookie" in page.headers and "HttpOnly" in page.headers["set-cookie"]
    assert "SameSite=Lax" in page.headers["set-cookie"]
    buttons = re.findall(r'name="result" value="([0-9-]+)"', page.text)
    assert buttons == ["2-0", "2-1", "1-2", "0-2", "1-1", "0-0-1", "1-1-1"]
    # A code typed in lower case or with its dash leads to the slip's own address.
    typed = floor.client.get(
        f"/e/{floor.event_id}/s/{floor.codes['1'].lower()}", follow_redirects=False
    )
    assert typed.status_code == 303 and typed.headers["location"] == slip_url(floor)


def test_a_one_game_match_offers_one_game_results(tmp_path: Any) -> None:
    from mtrdesk.web.floor.pages import result_choices

    assert [r.to_text() for r in result_choices(1, False)] == ["1-0", "0-1", "0-0-1"]
    assert [r.to_text() for r in result_choices(2, True)] == ["2-0", "2-1", "1-2", "0-2"]


def test_a_player_reports_and_the_opponent_confirms(floor: Floor) -> None:
    me, opponent = floor.phone(), floor.phone()
    token = token_of(me.get(slip_url(floor)))
    sent = send(me, slip_url(floor), "2-1", token)
    assert sent.status_code == 303
    assert sent.headers["location"] == f"{slip_url(floor)}?m=outcome_waiting"
    page = me.get(sent.headers["location"])
    assert notice(page).startswith("Sent. Your opponent confirms it")
    assert "You reported 2-1. Waiting for your opponent" in page.text
    assert "<summary>Sent the wrong result? Change it</summary>" in page.text
    theirs = opponent.get(slip_url(floor))
    assert "Your opponent reported 2-1." in theirs.text
    # The button names the winner (issue 32): player 1 reported their 2-1 win.
    assert 'value="2-1" class="primary">Confirm: Player000 Test wins 2-1</button>' in theirs.text
    assert "That is not right" in theirs.text
    done = send(opponent, slip_url(floor), "2-1")
    assert done.headers["location"].endswith("?m=outcome_accepted")
    page = opponent.get(done.headers["location"])
    assert "Thank you. The result is entered." in page.text
    assert "The result is entered: 2-1." in page.text
    pairings = floor.client.get(f"/e/{floor.event_id}/pairings").text
    assert '<span class="result">2-1</span>' in pairings
    # The spent code, sent again from the page loaded before: said so, nothing written.
    before = snapshot(floor.path)
    again = send(me, slip_url(floor), "2-0", token)
    assert again.headers["location"].endswith("?m=floor_result_in")
    assert "already entered" in notice(me.get(again.headers["location"]))
    assert snapshot(floor.path) == before


def test_that_is_not_right_holds_both_for_a_judge(floor: Floor) -> None:
    me, opponent = floor.phone(), floor.phone("ja")
    send(me, slip_url(floor), "2-1")
    held = send(opponent, slip_url(floor), "1-2")
    assert held.headers["location"].endswith("?m=outcome_conflict")
    page = opponent.get(held.headers["location"])
    assert "ジャッジが判断します" in notice(page)
    before = snapshot(floor.path)
    third_phone = floor.phone()  # its page offers no form now: its token as a page gives it
    token = floor.app.state.secret.token("device", third_phone.cookies["device"])
    third = send(third_phone, slip_url(floor), "2-0", token)
    assert third.headers["location"].endswith("?m=floor_held_for_staff")
    assert snapshot(floor.path) == before


def test_refusals_in_the_players_language_change_nothing(floor: Floor) -> None:
    me = floor.phone("ja")
    send(me, slip_url(floor, "2"), "2-0")
    before = snapshot(floor.path)
    again = send(me, slip_url(floor, "2"), "2-0")
    assert again.headers["location"].endswith("?m=floor_already_reported")
    assert not notice(me.get(again.headers["location"])).isascii()
    impossible = send(me, slip_url(floor, "3"), "3-0")
    assert impossible.headers["location"].endswith("?m=bad_result")
    page = me.get(impossible.headers["location"])
    assert notice(page) and not notice(page).isascii()
    # Only known words are shown from the address.
    assert notice(me.get(f"{slip_url(floor, '3')}?m=<script>")) == ""
    assert snapshot(floor.path) == before


def test_forms_without_their_token_or_from_another_site_are_refused(floor: Floor) -> None:
    me, other = floor.phone(), floor.phone()
    url = slip_url(floor)
    mine = token_of(me.get(url))
    before = snapshot(floor.path)
    cases = [
        (me, {"result": "2-0"}, {}),  # no token
        (me, {"csrf": "0" * 40, "result": "2-0"}, {}),  # a wrong one
        (other, {"csrf": mine, "result": "2-0"}, {}),  # another phone's
        (me, {"csrf": mine, "result": "2-0"}, {"origin": "http://evil.example"}),
        (me, {"csrf": mine, "result": "2-0"}, {"origin": "null"}),
        (me, {"csrf": mine, "result": "2-0"}, {"referer": "http://evil.example/x"}),
    ]
    for phone, form, headers in cases:
        answer = phone.post(url, data=form, headers=headers, follow_redirects=False)
        assert answer.status_code == 403, (form, headers)
        assert "This form is out of date" in answer.text
    fresh = TestClient(floor.app, headers={"accept-language": "en"})  # no device cookie yet
    answer = fresh.post(url, data={"csrf": mine, "result": "2-0"}, follow_redirects=False)
    assert answer.status_code == 403
    assert snapshot(floor.path) == before
    ok = me.post(
        url,
        data={"csrf": mine, "result": "2-0"},
        headers={"origin": "http://testserver"},
        follow_redirects=False,
    )
    assert ok.status_code == 303


def test_the_code_page_and_wrong_codes(floor: Floor) -> None:
    me = floor.phone()
    page = me.get(f"/e/{floor.event_id}/report")
    assert page.status_code == 200 and "Code on your result slip" in page.text
    token = token_of(page)
    url = f"/e/{floor.event_id}/report"
    typed = floor.codes["1"][:3].lower() + "-" + floor.codes["1"][3:]
    found = me.post(url, data={"csrf": token, "code": typed}, follow_redirects=False)
    assert found.status_code == 303 and found.headers["location"] == slip_url(floor)
    before = snapshot(floor.path)
    for wrong in ("ZZZZZZ", "nonsense", "ZZZ-ZZ2"):  # three wrong ones typed...
        answer = me.post(url, data={"csrf": token, "code": wrong}, follow_redirects=False)
        assert answer.headers["location"] == f"{url}?m=floor_code_unknown"
    for wrong in ("ZZZZZZ", "ABCDEF"):  # ...and two addresses guessed
        assert me.get(f"/e/{floor.event_id}/s/{wrong}").status_code == 404
    slowed = me.get(slip_url(floor))
    assert slowed.status_code == 429 and int(slowed.headers["retry-after"]) >= 1
    assert "Too many wrong tries" in slowed.text
    refused = me.post(url, data={"csrf": token, "code": floor.codes["1"]}, follow_redirects=False)
    assert refused.status_code == 429
    # Another phone at the same address is slowed down too (the address counts).
    assert floor.phone().get(slip_url(floor)).status_code == 429
    floor.clock.now += 61
    assert me.get(slip_url(floor)).status_code == 200
    assert snapshot(floor.path) == before


@pytest.mark.parametrize(
    "path",
    [
        "/static/../app.py",
        "/static/%2e%2e/app.py",
        "/static/%2E%2E/%2E%2E/pyproject.toml",
        "/static/..%2fapp.py",
        "/static/..%5capp.py",
        "/static//etc/passwd",
        "/static/%2fetc%2fpasswd",
        "/static/....//app.py",
        "/e/1/s/..%2f..%2fstatic%2fstyle.css",
    ],
)
def test_no_file_outside_static_is_served(floor: Floor, path: str) -> None:
    answer = floor.client.get(path)
    assert answer.status_code in (400, 404), path
    assert "create_app" not in answer.text and "root:" not in answer.text
    assert "Traceback" not in answer.text


def test_oversized_and_malformed_forms(floor: Floor) -> None:
    me = floor.phone()
    token = token_of(me.get(slip_url(floor)))
    before = snapshot(floor.path)
    big = me.post(
        slip_url(floor),
        data={"csrf": token, "result": "2-0", "x": "y" * 5000},
        follow_redirects=False,
    )
    assert big.status_code == 413 and "too large" in big.text
    wrong_kind = me.post(
        slip_url(floor),
        content=b'{"csrf": "x"}',
        headers={"content-type": "application/json"},
        follow_redirects=False,
    )
    assert wrong_kind.status_code == 400
    assert snapshot(floor.path) == before


def test_a_report_from_a_phone_moves_the_change_mark(floor: Floor) -> None:
    """What /live watches: the mark moves with a report taken on this server's own
    connection, so open pages reload (test_serve: within 2 s on a real server)."""
    mark = floor.run(lambda services: services.public.mark())
    send(floor.phone(), slip_url(floor), "2-0")
    assert floor.run(lambda services: services.public.mark()) != mark
