"""The bad-input corpus of issue 29's cited sections and complete matches: each case
checks no traceback, the documented status or problem, a sentence that says what to do
(citing the section of the event's edition: 2023-08-21 2.4 Conceding or Intentionally
Drawing, 2.5 End-of-Match; 2025-11-10 the other way round), and the database folder
byte-for-byte unchanged.

Command-line cases run ``mtrdesk round report``; phone cases run the phones' server in
this process (a phone conceding or drawing after the result is recorded: MTR 2.4 in 2023,
2.5 in 2025, the result is locked and only staff correct it).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Problem, ServiceError
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from mtrdesk.words.messages import describe
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.services_support import new_event, open_services

#: (edition, the conceding section, the end-of-match section)
EDITIONS = [("2023-08-21", "MTR 2.4", "MTR 2.5"), ("2025-11-10", "MTR 2.5", "MTR 2.4")]


@dataclass(frozen=True)
class Place:
    """A database with one event, round 1 paired, table 1 reported 2-1 by both phones."""

    folder: Path
    db: Path
    event: int
    code: str
    edition: str
    #: Table 2's code: its page gives the phone a form token (table 1's offers no form).
    open_code: str


def _place(tmp_path: Path, edition: str) -> Place:
    folder = tmp_path / "work"
    folder.mkdir()
    db = folder / "events.sqlite3"
    with open_services(db) as services:
        event_id, _ = new_event(services, 8, edition=edition)
        services.rounds.pair_next(event_id, seed=1)
        codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
        code = codes["1"]
        services.floor.report(event_id, code, "2-1", "phone-a")
        assert services.floor.report(event_id, code, "2-1", "phone-b").entered
    return Place(folder, db, event_id, code, edition, codes["2"])


@pytest.fixture(params=[e[0] for e in EDITIONS])
def place(tmp_path: Path, request: pytest.FixtureRequest) -> Place:
    return _place(tmp_path, request.param)


def _sections(edition: str) -> tuple[str, str]:
    return next((c, e) for key, c, e in EDITIONS if key == edition)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("typed", ["0-0", "０－０", "0-0-0"])
def test_a_result_without_games_cites_the_event_s_concession_section(
    place: Place, capsys: pytest.CaptureFixture[str], lang: str, typed: str
) -> None:
    concede, _ = _sections(place.edition)
    before = snapshot(place.folder)
    argv = ["--db", str(place.db), "--lang", lang, "round", "report", str(place.event), "2", typed]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(place.folder))
    assert f"0-0-3 ({concede})" in outcome.stderr or f"0-0-3、{concede})" in outcome.stderr


@dataclass
class Phones:
    client: TestClient
    place: Place


@pytest.fixture
def phones(place: Place) -> Iterator[Phones]:
    app = create_app(ServiceWorker(lambda: open_services(place.db, seed=99)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield Phones(client, place)


@pytest.mark.parametrize(
    ("device", "result"),
    [
        ("phone-a", "0-2"),  # the winner concedes after the result is recorded
        ("phone-b", "0-0-3"),  # an intentional draw after the result is recorded
        ("phone-b", "1-1-1"),
        ("phone-c", "0-0-3"),  # a third phone
    ],
)
def test_a_phone_changes_no_recorded_result(place: Place, device: str, result: str) -> None:
    """Once recorded, the result is locked under both editions: a change is a judge's
    correction (2023 MTR 2.4; 2025 MTR 2.5)."""
    before = snapshot(place.folder)
    with open_services(place.db) as services:
        with pytest.raises(ServiceError) as refused:
            services.floor.report(place.event, place.code, result, device)
        assert refused.value.problem is Problem.FLOOR_RESULT_IN
        assert describe(refused.value).endswith("If the result is wrong, call a judge.")
    after = snapshot(place.folder)
    assert after["events.sqlite3"] == before["events.sqlite3"]


@pytest.mark.parametrize("result", ["0-2", "0-0-3", "1-1-1"])
def test_the_phone_page_refuses_a_late_concession_with_a_sentence(
    phones: Phones, result: str
) -> None:
    place = phones.place
    url = f"/e/{place.event}/s/{place.code}"
    page = phones.client.get(url)
    assert page.status_code == 200 and "Traceback" not in page.text
    assert 'name="result"' not in page.text  # no result buttons once it is recorded
    other = phones.client.get(f"/e/{place.event}/s/{place.open_code}").text
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', other)
    assert found is not None
    before = snapshot(place.folder)["events.sqlite3"]
    # Sent anyway (an old page, a replayed form): refused with a sentence.
    sent = phones.client.post(
        url, data={"csrf": found.group(1), "result": result}, follow_redirects=True
    )
    assert sent.status_code == 200 and "Traceback" not in sent.text
    said = re.search(r'class="notice" role="alert">([^<]+)<', sent.text)
    assert said is not None and "If the result is wrong, call a judge." in said.group(1)
    assert "2-1" in phones.client.get(url).text
    assert snapshot(place.folder)["events.sqlite3"] == before
