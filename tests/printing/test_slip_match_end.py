"""A slip says when its match is over, citing the event's edition (issue 29): 2023-08-21
MTR 2.4, "A match is considered complete once the result slip is filled out"; 2025-11-10
MTR 2.4 and 2.5, players stay until the result is recorded and may concede or agree to an
intentional draw until then. A playoff slip keeps that line for who chooses to play first."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.services import Services
from tests.helpers.printing import histories, japanese, pdf_pages
from tests.helpers.services_support import new_event, open_services


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


CASES = {
    "2023-08-21": (
        "The match is over once this slip is filled out; until then you may concede or agree "
        "to an intentional draw (MTR 2.4).",
        "この用紙の記入でマッチは終了。",
        "（MTR 2.4）",
    ),
    "2025-11-10": (
        "Stay at the table until the result is recorded; until then you may concede or agree "
        "to an intentional draw (MTR 2.5).",
        "結果の記録まで席を離れないこと。",
        "（MTR 2.5）",
    ),
}


@pytest.mark.parametrize("edition", sorted(CASES))
def test_each_slip_says_when_its_match_is_over_by_the_edition(
    qapp: object, services: Services, edition: str
) -> None:
    reason = {"edition_reason": "リーグ戦の途中"} if edition == "2023-08-21" else {}
    event_id, _ = new_event(services, 8, edition=edition, **reason)
    services.rounds.pair_next(event_id, seed=1)
    english, japanese_words, section = CASES[edition]
    for event in histories(services, event_id):  # the window's and the exported file's
        (page,) = pdf_pages("slips", event)
        assert page.count(english) == 4, page  # every slip of the page
        with japanese():
            (page,) = pdf_pages("slips", event)
        assert page.count(japanese_words) == 4 and section in page, page
