"""MTR 2.7 in the window: at Competitive and Professional REL, pairing round 1 (or the
first round of late entrants) asks first while some players' decklists are missing, have
problems or are not accepted yet."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtWidgets import QMessageBox

from mtrdesk.core.settings import EventSettings, Format, Rel, Structure
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.ui.dialogs.decklists.deadline import OBJECT_NAME
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.decklist_samples import BOROS_BURN
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog

BROKEN = "4 Lightning Bolt\n4 Goblin Guide\n"  # MTR 6.1: 8 cards, not 60


def modern_event(services, players: int = 10, **changes) -> tuple[int, list[int]]:  # type: ignore[no-untyped-def]
    settings = EventSettings("Sunday Modern", dt.date(2026, 11, 22), format=Format.MODERN)
    event_id, _ = services.events.create(settings.with_changes(**changes))
    ids = [
        services.players.add(event_id, family, given, reading)[0]
        for family, given, reading in SIXTEEN[:players]
    ]
    return event_id, ids


def accept(services, event_id: int, entry_ids: list[int]) -> None:  # type: ignore[no-untyped-def]
    for entry_id in entry_ids:
        services.decklists.save(event_id, entry_id, BOROS_BURN)
        services.decklists.lock(event_id, entry_id, "Judge Sato")


def open_window(qtbot, services, settings, event_id: int) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.pod_tabs.pick(window.rounds_tab))
    return window


def answer(button: str, seen: dict) -> None:  # type: ignore[type-arg]
    """Read the question, then click ``button`` ("pairAnyway" or "cancelPairing")."""

    def handle(box) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(box, QMessageBox) and box.objectName() == OBJECT_NAME
        seen["text"] = box.text()
        seen["details"] = box.informativeText()
        seen["default"] = box.defaultButton().objectName()
        seen["buttons"] = sorted(b.text() for b in box.buttons())
        box.findChild(type(box.defaultButton()), button).click()

    on_next_dialog(handle)


@pytest.fixture(autouse=True)
def english(translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("en")  # English plurals: "1 player", "4 players"


@pytest.fixture
def no_question(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Fails the test's expectation (recorded) if any QMessageBox is shown."""
    shown: list[str] = []

    def exec_(box) -> int:  # type: ignore[no-untyped-def]
        shown.append(box.text())
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


def test_round_1_of_a_competitive_event_asks_first(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id, ids = modern_event(services, 11, rel=Rel.COMPETITIVE)
    accept(services, event_id, ids[:6])
    services.decklists.save(event_id, ids[6], BOROS_BURN)  # received, not accepted
    services.decklists.save(event_id, ids[7], BROKEN)  # a problem
    services.players.drop(ids[10])  # dropped before round 1: not asked about
    window = open_window(qtbot, services, settings, event_id)
    tab = window.rounds_tab
    assert tab.pair_button.isEnabled()

    seen: dict = {}
    answer("cancelPairing", seen)
    tab.pair_button.click()
    assert seen["text"] == "4 players do not have an accepted decklist before round 1."
    details = seen["details"].splitlines()
    assert details[0] == "No decklist (2): 小林 葵, 加藤 陽翔"
    assert details[1] == "Decklist with problems (1): 中村 蓮"
    assert details[2] == "Not accepted yet (1): 渡辺 愛"
    assert "MTR 2.7" in seen["details"] and "Pair round 1 anyway?" in seen["details"]
    assert seen["default"] == "cancelPairing"  # a hurried Enter waits
    assert seen["buttons"] == ["Cancel", "Pair anyway"]
    assert services.rounds.list_rounds(event_id) == []
    assert tab.rounds == []

    answer("pairAnyway", seen)
    tab.pair_button.click()
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]


def test_long_groups_name_eight_then_count_the_rest(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id, _ = modern_event(services, 12, rel=Rel.PROFESSIONAL)
    window = open_window(qtbot, services, settings, event_id)
    seen: dict = {}
    answer("cancelPairing", seen)
    window.rounds_tab.pair_button.click()
    assert seen["text"] == "12 players do not have an accepted decklist before round 1."
    first = seen["details"].splitlines()[0]
    assert first.startswith("No decklist (12): 山田 太郎, 佐藤 花子, ")
    assert first.endswith("中村 蓮 and 4 more")
    assert "小林" not in first
    assert services.rounds.list_rounds(event_id) == []


def test_regular_rel_pairs_without_asking(qtbot, services, settings, no_question) -> None:  # type: ignore[no-untyped-def]
    event_id, _ = modern_event(services)  # Regular REL, no lists at all
    window = open_window(qtbot, services, settings, event_id)
    window.rounds_tab.pair_button.click()
    assert no_question == []
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]


def test_a_format_without_deck_rules_pairs_without_asking(  # type: ignore[no-untyped-def]
    qtbot, services, settings, no_question
) -> None:
    event_id, _ = modern_event(services, format=Format.OTHER, rel=Rel.COMPETITIVE)
    window = open_window(qtbot, services, settings, event_id)
    window.rounds_tab.pair_button.click()
    assert no_question == []
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]


def test_every_list_accepted_pairs_without_asking(qtbot, services, settings, no_question) -> None:  # type: ignore[no-untyped-def]
    event_id, ids = modern_event(services, 8, rel=Rel.COMPETITIVE)
    accept(services, event_id, ids)
    window = open_window(qtbot, services, settings, event_id)
    window.rounds_tab.pair_button.click()
    assert no_question == []
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]


def test_a_late_entrant_without_a_list_is_asked_about_in_their_first_round(  # type: ignore[no-untyped-def]
    qtbot, services, settings
) -> None:
    event_id, ids = modern_event(services, 8, rel=Rel.COMPETITIVE)
    accept(services, event_id, ids)
    services.rounds.pair_next(event_id)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    late, _ = services.players.add(event_id, "林", "蒼", "はやし あおい")
    window = open_window(qtbot, services, settings, event_id)
    seen: dict = {}
    answer("cancelPairing", seen)
    window.rounds_tab.pair_button.click()
    assert seen["text"] == (
        "1 player entering late plays their first round in round 2 without an accepted decklist."
    )
    assert seen["details"].splitlines()[0] == "No decklist (1): 林 蒼"
    assert "Pair round 2 anyway?" in seen["details"]
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]

    accept(services, event_id, [late])  # once accepted: round 2 pairs without a question
    window.rounds_tab.pair_button.click()
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1, 2]


def test_a_team_event_asks_with_team_and_seat(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    settings_ = EventSettings(
        "チーム戦", dt.date(2026, 11, 22), structure=Structure.TEAM_OF_THREE, rel=Rel.COMPETITIVE
    )
    event_id = services.events.create(settings_)[0]
    for n, name in enumerate(["赤", "青", "緑", "金"]):
        members = [TeamMember(f"{name}{seat}", "選手", player_id=f"T{n}{seat}") for seat in "ABC"]
        services.teams.add(event_id, name, members)
    window = open_window(qtbot, services, settings, event_id)
    seen: dict = {}
    answer("cancelPairing", seen)
    window.rounds_tab.pair_button.click()
    assert seen["text"] == "12 players do not have an accepted decklist before round 1."
    assert seen["details"].startswith("No decklist (12): 赤A 選手 (赤 A), 赤B 選手 (赤 B), ")
    assert services.rounds.list_rounds(event_id) == []
    answer("pairAnyway", seen)
    window.rounds_tab.pair_button.click()
    assert [r.number for r in services.rounds.list_rounds(event_id)] == [1]


def test_a_competitive_commander_pod_event_asks_too(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    settings_ = EventSettings(
        "統率者戦",
        dt.date(2026, 11, 22),
        structure=Structure.MULTIPLAYER,
        rel=Rel.COMPETITIVE,
        swiss_rounds=2,
    )
    event_id = services.events.create(settings_)[0]
    for family, given, reading in SIXTEEN:
        services.players.add(event_id, family, given, reading)
    window = open_window(qtbot, services, settings, event_id)
    pods = window.pod_tabs.rounds
    assert pods.pair_button.isEnabled()
    seen: dict = {}
    answer("cancelPairing", seen)
    pods.pair_button.click()
    assert seen["text"] == "16 players do not have an accepted decklist before round 1."
    assert services.multiplayer.list_rounds(event_id) == []
    answer("pairAnyway", seen)
    pods.pair_button.click()
    assert [r.number for r in services.multiplayer.list_rounds(event_id)] == [1]


def test_in_japanese(qtbot, services, settings, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    event_id, ids = modern_event(services, 4, rel=Rel.COMPETITIVE)
    services.decklists.save(event_id, ids[0], BROKEN)
    services.decklists.save(event_id, ids[1], BOROS_BURN)
    window = open_window(qtbot, services, settings, event_id)
    seen: dict = {}
    answer("cancelPairing", seen)
    window.rounds_tab.pair_button.click()
    assert seen["text"] == "第1回戦の前に、4人のデッキリストが受理されていません。"
    lines = seen["details"].splitlines()
    assert lines[0] == "未提出(2人): 鈴木 一郎、高橋 健"
    assert lines[1] == "問題あり(1人): 山田 太郎"
    assert lines[2] == "未受理(1人): 佐藤 花子"
    assert "MTR 2.7" in seen["details"]
    assert lines[-1] == "このまま第1回戦の組み合わせを作成しますか?"
    assert seen["buttons"] == sorted(["このまま組み合わせる", "キャンセル"])
