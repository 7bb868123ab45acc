"""The phone pages read at a glance (issue 32, item 4; review 2026-11-28 §4 and §5 entries
4-7, 19, 25): the points beside a name labelled, the standings' heading in words, ties
explained on the page, the clock saying one thing, a playoff round named alike on the
pairings, a slip's page, the slip codes and the judge's list, the report page's button,
the staff form saying whose side a result is from, the opponent's button naming the winner
and the judge's waiting reports naming both players. Served in-process (TestClient)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest
from starlette.testclient import TestClient

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import add_players, draft_playoff_event, settings
from tests.helpers.web_support import Clock

JA = {"accept-language": "ja"}
T = TypeVar("T")


@dataclass(frozen=True)
class Glance:
    app: object
    client: TestClient
    path: Path
    #: Eight players: round 1 all intentional draws (0-0-3), round 2 reported, round 3
    #: paired; no pods, no playoff.
    swiss: int
    #: Two players, round 1 won 2-0: standings with no tie.
    untied: int
    #: A booster draft with its top-8 draft playoff: quarterfinals played, semifinals
    #: paired (MTR 10.4).
    playoff: int
    semifinal: int
    #: The semifinal's slip codes by table.
    codes: dict[str, str]

    def run(self, call: Callable[[Services], T]) -> T:
        """``call`` on the server's own connection (the window's hand, in a test)."""
        worker: ServiceWorker = self.app.state.worker  # type: ignore[attr-defined]
        return worker.call(call)

    def phone(self) -> TestClient:
        phone = TestClient(self.app, headers=JA)  # type: ignore[arg-type]
        phone.get("/")
        return phone


@pytest.fixture(scope="module")
def glance(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Glance]:
    path = empty_database(tmp_path_factory.mktemp("glance") / "event.sqlite3")
    with open_services(path) as services:
        swiss, _ = services.events.create(settings(name="金曜モダン", swiss_rounds=3))
        add_players(services, swiss, 8)
        for text in ("0-0-3", "2-0"):
            services.rounds.pair_next(swiss, seed=1)
            current = services.rounds.current_round(swiss)
            assert current is not None
            for match in current.missing:
                assert match.table is not None  # eight players: no bye
                services.rounds.report(swiss, current.number, match.table, text)
        services.rounds.pair_next(swiss, seed=1)
        untied, _ = services.events.create(settings(name="二人戦"))
        add_players(services, untied, 2)
        services.rounds.pair_next(untied, seed=1)
        services.rounds.report(untied, 1, 1, "2-0")
        playoff = draft_playoff_event(services)
        semifinal = services.printing.event(playoff).state.playoff_rounds[-1].number
        codes = {c.table: c.code for c in services.floor.slip_codes(playoff, semifinal)}
    app = create_app(
        ServiceWorker(lambda: open_services(path, seed=99)), staff_pin="24681357", clock=Clock()
    )
    with TestClient(app, headers=JA) as client:
        yield Glance(app, client, path, swiss, untied, playoff, semifinal, codes)


def shown(page: str) -> str:
    """The page's text as a phone shows it: no tags, no scripts."""
    body = re.sub(r"<script.*?</script>", " ", page[page.index("<body>") :], flags=re.S)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)))


def test_the_points_beside_each_name_say_they_are_points(glance: Glance) -> None:
    page = glance.client.get(f"/e/{glance.swiss}/pairings?round=2").text
    # Round 2 after a round of draws: everyone had 1 point.
    assert re.findall(r'<span class="pts">\(([^)]*)\)</span>', page) == ["1点"] * 8
    english = glance.phone().get(f"/e/{glance.swiss}/pairings?round=2&lang=en").text
    assert '<span class="pts">(1 pts)</span>' in english


def test_the_standings_heading_in_words_and_ties_explained_on_the_page(glance: Glance) -> None:
    after_two = shown(glance.client.get(f"/e/{glance.swiss}/standings").text)
    # Review §5 entry 6: 「下限 0.33」 alone was cryptic.
    assert "第2回戦終了時・勝率の下限 0.33" in after_two
    assert "=: 上のプレイヤーと同順位です(すべてのタイブレーカーが同じ)。" in after_two
    # After round 1 every player drew: all tied, and the line is there; standings with
    # no tie have none.
    after_one = glance.client.get(f"/e/{glance.swiss}/standings?round=1").text
    assert after_one.count("=</td>") == 7 and "tie-legend" in after_one
    untied = glance.client.get(f"/e/{glance.untied}/standings").text
    assert "=</td>" not in untied and "tie-legend" not in untied and "1</td>" in untied


def test_the_clock_page_says_one_thing(glance: Glance) -> None:
    """Review §5 entry 19: with no clock, only that no clock runs; with one, the hint that
    it is the projector's time."""
    path = f"/e/{glance.swiss}/clock"
    idle = shown(glance.client.get(path).text)
    assert "動いているタイマーはありません" in idle
    assert "プロジェクター" not in idle
    clock = ClockSnapshot(
        "round", "round", "round", (ClockStep("round", 3000.0),), 0.0, True, True, "five"
    )
    glance.run(lambda services: services.clocks.publish(glance.swiss, clock))
    try:
        running = shown(glance.client.get(path).text)
        assert "会場のプロジェクターと同じ時間を表示しています。" in running
        assert "動いているタイマーはありません" not in running
    finally:
        glance.run(lambda services: services.clocks.stop(glance.swiss, "round"))


def test_a_playoff_round_has_one_name_on_every_page(glance: Glance) -> None:
    """Review §4 and §5 entries 4 and 25: the slip's page said 「決勝ラウンド 第5回戦・卓番号 1」
    and the codes page 「第5回戦」 where the pairings said 準決勝."""
    event, semifinal = glance.playoff, glance.semifinal
    pairings = glance.client.get(f"/e/{event}/pairings").text
    assert "<h2>準決勝</h2>" in pairings
    slip = glance.phone().get(f"/e/{event}/s/{glance.codes['1']}").text
    assert "<h2>準決勝・1卓</h2>" in slip
    staff = signed_in(glance)
    codes = staff.get(f"/e/{event}/staff/codes?round={semifinal}").text
    assert "<h2>結果登録用紙のコード一覧 · 準決勝</h2>" in codes
    quarterfinal = staff.get(f"/e/{event}/staff/codes?round={semifinal - 1}").text
    assert "· 準々決勝</h2>" in quarterfinal
    english = glance.phone().get(f"/e/{event}/s/{glance.codes['1']}?lang=en").text
    assert "<h2>Semifinals · Table 1</h2>" in english


def signed_in(glance: Glance) -> TestClient:
    judge = glance.phone()
    page = judge.get(f"/e/{glance.playoff}/staff").text
    token = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
    assert token
    answer = judge.post(
        f"/e/{glance.playoff}/staff/signin",
        data={"csrf": token.group(1), "pin": "24681357", "name": "青木"},
        follow_redirects=False,
    )
    assert answer.status_code == 303
    return judge


def test_the_report_and_staff_forms_say_what_they_do(glance: Glance) -> None:
    report = shown(glance.client.get(f"/e/{glance.swiss}/report").text)
    assert "結果の報告へ進む" in report and "用紙を開く" not in report  # review §5 entry 7
    staff = shown(signed_in(glance).get(f"/e/{glance.playoff}/staff").text)
    assert "結果(上段のプレイヤーから見た 勝-負-分)" in staff  # review §5 entry 5
    assert "プレイヤー1" not in staff


def confirm_button(page: str) -> str:
    found = re.search(
        r'class="primary">([^<]*)</button>', page[page.index('class="floor confirm"') :]
    )
    assert found, page
    return html.unescape(found.group(1))


def test_the_opponent_confirms_who_won_and_the_judge_sees_both_names(glance: Glance) -> None:
    event = glance.playoff
    tables = glance.run(lambda services: services.public.pairings(event, glance.semifinal))
    assert tables is not None
    first, second = tables.pairings[0], tables.pairings[1]
    me, opponent = glance.phone(), glance.phone()
    # Player 2 of table 1 won 2-1: reported from player 1's side as 1-2.
    report(me, f"/e/{event}/s/{glance.codes['1']}", "1-2")
    theirs = opponent.get(f"/e/{event}/s/{glance.codes['1']}").text
    assert confirm_button(theirs) == f"{first.player2}の 2-1 勝ちで確定する"
    report(me, f"/e/{event}/s/{glance.codes['2']}", "2-0")
    theirs = opponent.get(f"/e/{event}/s/{glance.codes['2']}").text
    assert confirm_button(theirs) == f"{second.player1}の 2-0 勝ちで確定する"
    english = opponent.get(f"/e/{event}/s/{glance.codes['2']}?lang=en").text
    assert confirm_button(english) == f"Confirm: {second.player1} wins 2-0"
    # The judge's list: where, and both players (review §6: it showed no names).
    staff = shown(signed_in(glance).get(f"/e/{event}/staff").text)
    assert f"準決勝・1卓 {first.player1} 対 {first.player2} 1-2" in staff
    assert f"準決勝・2卓 {second.player1} 対 {second.player2} 2-0" in staff


def test_a_draw_is_confirmed_as_a_draw(glance: Glance) -> None:
    event = glance.swiss
    code = glance.run(lambda services: services.floor.slip_codes(event, 3))[0].code
    me, opponent = glance.phone(), glance.phone()
    report(me, f"/e/{event}/s/{code}", "1-1-1")
    assert confirm_button(opponent.get(f"/e/{event}/s/{code}").text) == "1-1-1 の引き分けで確定する"


def report(phone: TestClient, url: str, result: str) -> None:
    page = phone.get(url).text
    token = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
    assert token, page
    sent = phone.post(url, data={"csrf": token.group(1), "result": result}, follow_redirects=False)
    assert sent.status_code == 303 and sent.headers["location"].endswith("?m=outcome_waiting")


def test_serve_prints_where_the_staff_pin_is_in_japanese(qapp: object) -> None:
    """Review §4: ``serve --staff-pin`` said the PIN is 「ウィンドウに表示されます」 with no
    window open; it prints each event's PIN beside its address. (``qapp``: the tests'
    application exists before the command's translators are put on one.)"""
    from mtrdesk.cli import messages

    events = [("金曜モダン", "http://192.168.1.5:8080/e/1/staff", "482913")]
    try:
        for server_pin in (True, False):
            text = messages.staff_sign_in(events, server_pin, "ja")
            assert "ウィンドウ" not in text
            assert text.splitlines()[1] == (
                "  金曜モダン: http://192.168.1.5:8080/e/1/staff (スタッフPIN 482913)"
            )
        assert "--staff-pin" in messages.staff_sign_in(events, True, "ja")
    finally:  # a command's language is its process's: later tests speak their own
        if messages._translators is not None:
            messages._translators.remove()
            messages._translators = None


def test_the_confirm_button_reads_the_score_from_the_winners_side() -> None:
    from mtrdesk.core.tournament import MatchKind
    from mtrdesk.services.public.views import PublicPairing
    from mtrdesk.web.floor.pages import confirm_label
    from mtrdesk.web.texts import Texts

    t = Texts("ja")
    pairing = PublicPairing("3", MatchKind.PAIRED, "佐藤 花子", "", 3, "鈴木 一郎", "", 3, None)
    assert confirm_label(t, pairing, "2-0") == "佐藤 花子の 2-0 勝ちで確定する"
    assert confirm_label(t, pairing, "1-2-1") == "鈴木 一郎の 2-1-1 勝ちで確定する"
    assert confirm_label(t, pairing, "0-0-3") == "0-0-3 の引き分けで確定する"
