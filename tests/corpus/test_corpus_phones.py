"""The bad-input corpus for the phone pages read at a glance (issue 32, item 4). Each case
checks the corpus's promises: no traceback (Starlette's TestClient raises what the server
would have logged), the documented status, a sentence that says what to do, and nothing
changed: for the server, every row a floor write may change (``web_support.snapshot``: the
live server's WAL moves the file's bytes without a change of content); for the command
line, every file byte-for-byte.

- A semifinal's slip (named 「準決勝・1卓」) with a report waiting: the opponent sends a
  result the match cannot have (a draw in a playoff, MTR 2.5; more games than a best of
  three; not a result): sent back with the sentence, the report as it was.
- The judge's slip codes (their heading names the round) for a round not paired.
- ``mtrdesk serve --staff-pin`` with a PIN that cannot be one: a usage error, nothing served.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import assert_refused_cleanly, run_main
from tests.helpers.corpus import snapshot as file_snapshot
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import draft_playoff_event
from tests.helpers.web_support import Clock, snapshot

PIN = "24681357"


def _semifinals(path: Path) -> None:
    with open_services(path) as services:
        assert draft_playoff_event(services) == 1  # quarterfinals played, semifinals paired


@dataclass(frozen=True)
class Site:
    app: object
    path: Path
    semifinal: int
    code: str

    def phone(self) -> TestClient:
        phone = TestClient(self.app, headers={"accept-language": "ja"})  # type: ignore[arg-type]
        phone.get("/")
        return phone


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Site]:
    path = prepared_database(
        tmp_path_factory.mktemp("phones") / "event.sqlite3", "corpus-phones", _semifinals
    )
    with open_services(path) as services:
        semifinal = services.printing.event(1).state.playoff_rounds[-1].number
        code = services.floor.slip_codes(1, semifinal)[0].code
    app = create_app(
        ServiceWorker(lambda: open_services(path, seed=7)), staff_pin=PIN, clock=Clock()
    )
    with TestClient(app):  # the worker runs for the module's cases
        yield Site(app, path, semifinal, code)


def posted(phone: TestClient, url: str, result: str) -> tuple[int, str]:
    """The result sent from the slip's page: the answer's status, then the sentence the
    page it leads to says."""
    token = re.search(r'name="csrf" value="([0-9a-f]+)"', phone.get(url).text)
    assert token
    sent = phone.post(url, data={"csrf": token.group(1), "result": result}, follow_redirects=False)
    page = phone.get(sent.headers["location"]).text
    notice = re.search(r'<p class="notice" role="alert">([^<]*)</p>', page)
    assert "準決勝・1卓" in page
    return sent.status_code, html.unescape(notice.group(1)) if notice else ""


@pytest.fixture(scope="module")
def waiting(site: Site) -> str:
    """Player 1 reported a 2-1 win: the opponent's page offers to confirm it."""
    url = f"/e/1/s/{site.code}"
    assert posted(site.phone(), url, "2-1") == (
        303,
        "送信しました。対戦相手が同じ結果登録用紙を使って、自分のスマホで確認します。",
    )
    return url


#: The sentence a result the match cannot have is sent back with (``words.messages``).
_CHECK_THE_SLIP = "結果登録用紙を確認して、もう一度入力してください。"


@pytest.mark.parametrize(
    "result",
    [
        "1-1",  # no draw in a playoff match (MTR 2.5)
        "1-1-1",
        "3-0",  # a best of three ends at two wins
        "0-0-0",
        "勝ち",
        "2-1-" + "9" * 40,
    ],
)
def test_the_opponent_sending_a_result_the_match_cannot_have(
    site: Site, waiting: str, result: str
) -> None:
    opponent = site.phone()
    before = snapshot(site.path)
    status, said = posted(opponent, waiting, result)
    assert status == 303 and said.endswith(_CHECK_THE_SLIP), said
    assert snapshot(site.path) == before
    # The button still names the winner of the report waiting.
    page = opponent.get(waiting).text
    assert "の 2-1 勝ちで確定する</button>" in page


@pytest.mark.parametrize("number", ["999", str(10)])
def test_the_slip_codes_of_a_round_not_paired(site: Site, number: str) -> None:
    judge = site.phone()
    token = re.search(r'name="csrf" value="([0-9a-f]+)"', judge.get("/e/1/staff").text)
    assert token
    signed = judge.post(
        "/e/1/staff/signin",
        data={"csrf": token.group(1), "pin": PIN, "name": "青木"},
        follow_redirects=False,
    )
    assert signed.status_code == 303
    before = snapshot(site.path)
    page = judge.get(f"/e/1/staff/codes?round={number}")
    assert page.status_code == 404
    assert "そのラウンドはまだ組まれていません。一覧からラウンドを選んでください。" in page.text
    assert "Traceback" not in page.text
    assert snapshot(site.path) == before


@pytest.mark.parametrize("pin", ["12", "1234567890123", "abcd", "１２３４５６", "-1234"])
def test_serve_with_a_staff_pin_that_cannot_be_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pin: str
) -> None:
    database = prepared_database(tmp_path / "event.sqlite3", "corpus-phones", _semifinals)
    before = file_snapshot(tmp_path)
    outcome = run_main(
        ["--db", str(database), "serve", "--port", "0", f"--staff-pin={pin}"], capsys
    )
    assert_refused_cleanly(outcome, 2, before, file_snapshot(tmp_path))
    assert "--staff-pin" in outcome.stderr and "4 to 12 digits" in outcome.stderr
