"""The team playoff in the window (MTR 8, 9, 10.4): start, type seat slips, see winners."""

from __future__ import annotations

import datetime as dt
import random

from PySide6.QtCore import Qt

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Playoff, Structure
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.japanese import assert_japanese

TEAM_NAMES = ["赤", "青", "緑", "金", "銀", "黒", "白", "紫"]


def swiss_done(services, structure: Structure, teams: int = 6) -> int:  # type: ignore[no-untyped-def]
    """A team event with a top 4, every Swiss round reported."""
    event_id = services.events.create(
        EventSettings(
            name="チーム戦",
            date=dt.date(2026, 11, 21),
            structure=structure,
            playoff=Playoff.TOP4,
            swiss_rounds=3,
        )
    )[0]
    size = 3 if structure is Structure.TEAM_OF_THREE else 2
    for n in range(teams):
        members = [TeamMember(f"選手{n}{seat}", "テスト") for seat in "ABC"[:size]]
        services.teams.add(event_id, TEAM_NAMES[n], members)
    win = "2-1" if size == 3 else "1-0"
    rng = random.Random(3)
    while True:
        current = services.rounds.current_round(event_id)
        if current is not None and current.missing:
            for m in current.missing:
                text = win if rng.random() < 0.5 else MatchResult.from_text(win).swapped().to_text()
                services.rounds.report(event_id, current.number, m.table, text, m.seat)
        elif services.events.get(event_id).swiss_over:
            return event_id
        else:
            services.rounds.pair_next(event_id)


def open_playoff(qtbot, services, settings, event_id: int, language: str) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings, language)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.playoff_tab)
    return window


def type_slip(qtbot, window: MainWindow, table: str, result: str) -> str:  # type: ignore[no-untyped-def]
    entry = window.playoff_tab.entry
    qtbot.keyClicks(entry.table_edit, table)
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    described = entry.match_label.text()
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    return described


def card_texts(window: MainWindow, column: int) -> list[list[str]]:
    return [
        [label.text() for label in card.slot_labels + card.line_labels]
        for card in window.playoff_tab.bracket.columns[column]
    ]


def test_a_three_person_team_top4_from_the_playoff_tab(
    qtbot, services, settings, translators, always_yes
) -> None:
    assert translators.install("en")
    event_id = swiss_done(services, Structure.TEAM_OF_THREE)
    window = open_playoff(qtbot, services, settings, event_id, "en")
    tab = window.playoff_tab
    assert tab.start_button.isEnabled()
    tab.start_button.click()
    view = tab.view
    assert view is not None and view.teams
    semi = view.rounds[0].matches[0]
    first = card_texts(window, 0)[0]
    assert first[0] == f"(1) {semi.player1_name}" and first[1] == f"(4) {semi.player2_name}"
    assert first[2].startswith("1A  ") and first[4].startswith("1C  ")
    assert "seat" in tab.status_label.text()
    # A drawn seat is refused with what to do (MTR 2.5).
    described = type_slip(qtbot, window, "1b", "1-1")
    assert semi.player1_name in described and semi.player2_name in described
    assert "play it out" in tab.entry.message_label.text()
    tab.entry.reset()
    # Table 1: the 4th seed wins seats B and C and goes to the final.
    assert type_slip(qtbot, window, "1A", "2-0")
    type_slip(qtbot, window, "1B", "0-2")
    type_slip(qtbot, window, "1C", "1-2")
    for seat in "ABC":
        type_slip(qtbot, window, f"2{seat}", "2-1")
    final = card_texts(window, 1)[0]
    assert final[:2] == [
        f"(2) {view.rounds[0].matches[1].player1_name}",
        f"(4) {semi.player2_name}",
    ]
    for seat in "ABC":
        type_slip(qtbot, window, f"1{seat}", "0-2")
    assert tab.champion_label.text() == f"Champion: {semi.player2_name}"
    assert tab.final_model.rowCount() == 6


def test_the_team_playoff_in_japanese(qtbot, services, settings, translators, always_yes) -> None:
    assert translators.install("ja")
    event_id = swiss_done(services, Structure.TWO_HEADED_GIANT)
    window = open_playoff(qtbot, services, settings, event_id, "ja")
    tab = window.playoff_tab
    tab.start_button.click()
    assert "無作為" in tab.status_label.text()
    assert_japanese(tab)
    semi = tab.view.rounds[0].matches[0]
    type_slip(qtbot, window, "1", "0-1")
    type_slip(qtbot, window, "2", "1-0")
    assert card_texts(window, 1)[0][1] == f"(4) {semi.player2_name}"
    assert_japanese(tab)


def test_the_event_dialog_offers_a_playoff_to_three_person_teams_and_2hg(
    qtbot, translators
) -> None:
    assert translators.install("en")
    dialog = EventDialog(None, team_count=0)
    qtbot.addWidget(dialog)
    for structure, offered in (
        (Structure.TEAM_OF_THREE, True),
        (Structure.TWO_HEADED_GIANT, True),
        (Structure.TEAM_OF_TWO, False),
    ):
        dialog.structure_combo.setCurrentIndex(dialog.structure_combo.findData(structure))
        assert dialog.playoff_combo.isEnabled() is offered
        if offered:
            dialog.playoff_combo.setCurrentIndex(dialog.playoff_combo.findData(Playoff.TOP8))
            assert dialog.playoff_combo.currentData() is Playoff.TOP8
        else:
            assert dialog.playoff_combo.currentData() is Playoff.NONE
            assert "Teams of two" in dialog.playoff_combo.toolTip()


def test_four_teams_single_elimination_from_the_playoff_tab(
    qtbot, services, settings, translators, always_yes
) -> None:
    assert translators.install("ja")
    event_id = services.events.create(
        EventSettings(
            name="チーム戦",
            date=dt.date(2026, 11, 21),
            structure=Structure.TEAM_OF_THREE,
            elimination_only=True,
        )
    )[0]
    for n in range(4):
        members = [TeamMember(f"選手{n}{seat}", "テスト") for seat in "ABC"]
        services.teams.add(event_id, TEAM_NAMES[n], members)
    window = open_playoff(qtbot, services, settings, event_id, "ja")
    tab = window.playoff_tab
    assert tab.start_button.isEnabled()
    assert "チーム" in tab.status_label.text()
    tab.start_button.click()
    assert len(tab.bracket.columns) == 2  # Appendix E: 2 rounds for 4 teams
    for table in "12":
        for seat in "ABC":
            type_slip(qtbot, window, f"{table}{seat}", "2-0")
    for seat in "ABC":
        type_slip(qtbot, window, f"1{seat}", "2-1")
    assert tab.champion_label.text().startswith("優勝")
    assert_japanese(tab)
    dialog = EventDialog(services.events.get(event_id).settings, team_count=4)
    qtbot.addWidget(dialog)
    assert dialog.elimination_check.isChecked() and "4〜8チーム" in dialog.elimination_check.text()
