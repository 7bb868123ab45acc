"""The slip page says when the match is complete by the event's MTR edition (issue 29):
under 2023-08-21 (MTR 2.4) a reported result completes the match, so changing it goes to a
judge; under 2025-11-10 (MTR 2.5) the result is recorded only once confirmed, so a player
still changes their own report or sends an intentional draw."""

from __future__ import annotations

import re
from typing import Any

from mtrdesk.services import Services
from mtrdesk.store.models import Event
from tests.helpers.web_support import Floor


def _send(phone: Any, url: str, result: str) -> Any:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', phone.get(url).text)
    assert found
    return phone.post(url, data={"csrf": found.group(1), "result": result}, follow_redirects=False)


def _follow(floor: Floor, edition: str) -> None:
    def change(services: Services) -> None:
        with services.store.atomic():
            Event.update(edition=edition).where(Event.id == floor.event_id).execute()

    floor.run(change)


def test_2023_changing_a_report_goes_to_a_judge(floor: Floor) -> None:
    _follow(floor, "2023-08-21")
    url = f"/e/{floor.event_id}/s/{floor.codes['1']}"
    me = floor.phone()
    _send(me, url, "2-1")
    page = me.get(url)
    assert (
        "<summary>Sent the wrong result? The match is complete once reported (MTR 2.4): "
        "send the right one and a judge decides.</summary>"
    ) in page.text
    opponent = floor.phone().get(url).text
    assert "Send the result you played. When the two results differ" in opponent
    assert "agree to a draw" not in opponent
    sent = _send(me, url, "0-2")
    assert sent.headers["location"].endswith("?m=outcome_conflict")
    ja = floor.phone("ja")
    _send(ja, f"/e/{floor.event_id}/s/{floor.codes['2']}", "2-0")
    assert (
        "報告した時点でマッチは終了しているため(MTR 2.4)"
        in ja.get(f"/e/{floor.event_id}/s/{floor.codes['2']}").text
    )


def test_2025_a_player_changes_a_report_not_yet_recorded(floor: Floor) -> None:
    url = f"/e/{floor.event_id}/s/{floor.codes['1']}"
    me, opponent = floor.phone(), floor.phone()
    _send(me, url, "2-1")
    assert "<summary>Sent the wrong result? Change it</summary>" in me.get(url).text
    theirs = opponent.get(url).text
    assert "you may also agree to a draw (MTR 2.5): it replaces this report" in theirs
    drawn = _send(opponent, url, "1-1-1")  # an intentional draw (MTR 2.5) replaces it
    assert drawn.headers["location"].endswith("?m=outcome_waiting")
    assert "Your opponent reported 1-1-1." in me.get(url).text


def test_a_refusal_s_cited_section_follows_its_event_s_edition(floor: Floor) -> None:
    """The phones' and judges' pages say a refusal with the section of the event's edition
    (a team playoff's drawn seat match: the end-of-match procedure, 2023 MTR 2.5, 2025
    MTR 2.4); the ``?m=`` pages, which carry no details, cite the edition in force."""
    from mtrdesk.services import Problem, ServiceError
    from mtrdesk.web.floor import common

    for edition, end in (("2023-08-21", "MTR 2.5"), ("2025-11-10", "MTR 2.4")):
        error = ServiceError(Problem.SEAT_DRAW_IN_PLAYOFF, table="1A", edition=edition)
        rejected = common.refusal(error)
        assert rejected.details == {"edition": edition}
        english = common.message("en", rejected.key, rejected.details)
        assert f"until one of them wins ({end})." in english and "%1" not in english
        japanese = common.message("ja", rejected.key, rejected.details)
        assert f"続けます ({end})。" in japanese
    assert "%1" not in common.message("en", Problem.SEAT_DRAW_IN_PLAYOFF.value)
