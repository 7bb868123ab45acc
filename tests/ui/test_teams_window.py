"""Team events (MTR 8) and Two-Headed Giant (MTR 9) in the window: register the teams on
the Teams tab, pair, type the slips into the result line, read the team standings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.dialogs.teams.team import TeamDialog
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.models.standings_sources import TeamColumn
from mtrdesk.ui.models.teams_model import TeamsModel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog
from tests.helpers.ui_teams import open_window, pairing_rows, team_event

TEAM_NAMES = ["赤", "青", "緑", "金", "銀", "黒"]
SIZE = {Structure.TEAM_OF_TWO: 2, Structure.TEAM_OF_THREE: 3, Structure.TWO_HEADED_GIANT: 2}


def register_teams(qtbot, window: MainWindow, size: int, count: int, seen: dict) -> None:  # type: ignore[no-untyped-def,type-arg]
    """Type ``count`` teams into the team dialog, Enter after each (register and next)."""
    people = iter(SIXTEEN)

    def fill(dialog: TeamDialog) -> None:
        seen["title"] = dialog.windowTitle()
        seen["seats"] = len(dialog.rows)
        for n in range(count):
            # QTest types ASCII only: Japanese text arrives as an IME commits it, whole.
            dialog.name_edit.setText(TEAM_NAMES[n])
            for row in dialog.rows[:size]:
                family, given, reading = next(people)
                row.family.setText(family)
                row.given.setText(given)
                row.reading.setText(reading)
            qtbot.keyClick(dialog.rows[-1].reading, Qt.Key.Key_Return)  # Enter: next team
            seen.setdefault("messages", []).append(dialog.message_label.text())
        # An empty seat is refused in the dialog, before asking the services.
        dialog.name_edit.setText("欠員")
        dialog.rows[0].family.setText("一人")
        dialog.next_button.click()
        seen["refusal"] = dialog.message_label.text()
        dialog.reject()

    on_next_dialog(fill)
    window.players_tab.teams_panel.add_button.click()


def type_slip(qtbot, window: MainWindow, table: str, result: str) -> str:  # type: ignore[no-untyped-def]
    entry = window.rounds_tab.entry
    if table.isascii():
        qtbot.keyClicks(entry.table_edit, table)
    else:  # full-width, as an IME commits it
        entry.table_edit.setText(table)
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    described = entry.match_label.text()
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    return described


def standings_rows(window: MainWindow) -> list[list[str]]:
    proxy = window.standings_tab.proxy
    return [
        [proxy.index(r, c).data() for c in range(TeamColumn.OMW + 1)]
        for r in range(proxy.rowCount())
    ]


def test_the_event_dialog_offers_the_structure(qtbot, translators) -> None:
    assert translators.install("en")
    dialog = EventDialog(None, team_count=0)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Two-Headed Giant")
    index = dialog.structure_combo.findData(Structure.TWO_HEADED_GIANT)
    dialog.structure_combo.setCurrentIndex(index)
    # MTR 9.1: one game; 2HG may play a top 4 / top 8, not the booster-draft playoff.
    assert dialog.games_combo.currentData() == 1 and not dialog.games_combo.isEnabled()
    assert dialog.playoff_combo.isEnabled()
    draft = dialog.playoff_combo.findData(Playoff.DRAFT_TOP8)
    assert not dialog.playoff_combo.model().item(draft).isEnabled()
    assert "teams registered" in dialog.recommendation_label.text()
    settings = dialog.settings()
    assert (settings.structure, settings.games_to_win, settings.playoff) == (
        Structure.TWO_HEADED_GIANT,
        1,
        Playoff.NONE,
    )
    dialog.structure_combo.setCurrentIndex(dialog.structure_combo.findData(Structure.INDIVIDUAL))
    assert dialog.games_combo.isEnabled() and dialog.playoff_combo.isEnabled()
    edit = EventDialog(settings.with_changes(structure=Structure.TEAM_OF_THREE), team_count=8)
    qtbot.addWidget(edit)
    assert "3 rounds for 8 teams" in edit.recommendation_label.text()


@pytest.mark.parametrize(
    "structure", [Structure.TEAM_OF_THREE, Structure.TEAM_OF_TWO, Structure.TWO_HEADED_GIANT]
)
def test_register_pair_report_and_rank_teams(
    qtbot, services, settings, translators, structure: Structure
) -> None:
    assert translators.install("en")
    event_id = team_event(services, structure)
    window = open_window(qtbot, services, settings, event_id)
    size = SIZE[structure]
    count = 4
    assert window.tabs.tabText(window.tabs.indexOf(window.players_tab)) == "Teams"
    panel = window.players_tab.teams_panel
    assert panel.isVisible() and not window.players_tab.table.isVisible()
    # No playoff for teams: the Standings tab ranks them.
    assert not window.tabs.isTabEnabled(window.tabs.indexOf(window.playoff_tab))

    seen: dict = {}
    register_teams(qtbot, window, size, count, seen)
    assert seen["seats"] == size
    assert seen["messages"][0].startswith("赤 registered.")
    assert "Player B" in seen["refusal"] and "MTR 8.2" in seen["refusal"]
    teams = services.teams.list_teams(event_id)
    assert [t.name for t in teams] == TEAM_NAMES[:count]
    assert all(t.complete and len(t.members) == size for t in teams)
    assert panel.model.rowCount() == count
    first = panel.proxy.index(0, TeamsModel.SEAT_A).data()
    assert first == "山田 太郎"
    assert panel.table.isColumnHidden(TeamsModel.SEAT_C) == (size == 2)
    assert panel.count_label.text().startswith("4 teams")

    window.pair_next_action.trigger()
    window.tabs.setCurrentWidget(window.rounds_tab)
    view = services.rounds.current_round(event_id)
    assert view is not None and len(view.teams) == 2
    rows = pairing_rows(window)
    model = window.rounds_tab.panel.model
    headers = [model.header(c) for c in (PairingsModel.PLAYER, PairingsModel.OPPONENT)]
    if structure is Structure.TWO_HEADED_GIANT:
        assert headers == ["Team", "Opposing team"]
    else:
        assert headers == ["Team / player", "Opposing team / player"]
    if structure is Structure.TWO_HEADED_GIANT:
        # MTR 9.1: one match per pair of teams, typed by its table number, one game.
        assert [r[PairingsModel.TABLE] for r in rows] == ["1", "2"]
        assert {r[PairingsModel.PLAYER] for r in rows} <= set(TEAM_NAMES)
        assert "1-0" in window.rounds_tab.entry.result_edit.placeholderText()
        described = type_slip(qtbot, window, "1", "1-0")
        assert " vs " in described
        type_slip(qtbot, window, "２", "0-1")  # full-width digits, as an IME types them
    else:
        # MTR 8.2: a row per team match, then its seat matches 1A, 1B(, 1C).
        labels = [r[PairingsModel.TABLE] for r in rows]
        seats = "ABC"[:size]
        assert labels == ["1", *(f"1{s}" for s in seats), "2", *(f"2{s}" for s in seats)]
        # The table alone is not enough: the line asks for the seat letter.
        entry = window.rounds_tab.entry
        qtbot.keyClicks(entry.table_edit, "1")
        qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
        assert "12A" in entry.message_label.text()
        entry.table_edit.clear()
        described = type_slip(qtbot, window, "1a", "2-0")  # lower case works too
        assert "(" in described and " vs " in described
        for label in [f"1{s}" for s in seats[1:]] + [f"2{s}" for s in seats]:
            type_slip(qtbot, window, label, "2-1")
        type_slip(qtbot, window, "１Ｂ", "0-2")  # a correction typed through an IME
    assert services.rounds.current_round(event_id).complete
    rows = pairing_rows(window)
    team_results = [r[PairingsModel.RESULT] for r in rows if r[PairingsModel.TABLE] in ("1", "2")]
    assert all(team_results)
    assert "Every result" in window.rounds_tab.panel.missing_label.text()

    window.tabs.setCurrentWidget(window.standings_tab)
    assert window.standings_tab.table.objectName() == "teamStandingsTable"
    assert window.standings_tab.table.isVisible()
    assert not window.standings_tab.shown[0].view.isVisible()
    standing = standings_rows(window)
    assert len(standing) == count
    assert [r[TeamColumn.RANK] for r in standing] == ["1", "2", "3", "4"]
    assert {r[TeamColumn.NAME] for r in standing} == set(TEAM_NAMES[:count])
    points = sorted((int(r[TeamColumn.POINTS]) for r in standing), reverse=True)
    assert points in ([3, 3, 0, 0], [3, 1, 1, 0], [1, 1, 1, 1])
    assert window.standings_tab.model.header(TeamColumn.OMW) == "OMW%"
    assert window.standings_tab.model.column_count() == 6  # no GW%, no OGW%


def test_dropping_a_team_from_the_window(
    qtbot, services, settings, always_yes, translators
) -> None:
    assert translators.install("en")
    event_id = team_event(services, Structure.TEAM_OF_TWO)
    window = open_window(qtbot, services, settings, event_id)
    register_teams(qtbot, window, 2, 5, {})
    window.pair_next_action.trigger()
    window.tabs.setCurrentWidget(window.players_tab)
    panel = window.players_tab.teams_panel
    # After round 1 a team can still enter late; the seats of the others stay fixed.
    assert panel.add_button.isEnabled() and "enters late" in panel.add_button.toolTip()
    panel.select_team(services.teams.list_teams(event_id)[0].id)
    assert not panel.edit_button.isEnabled() and "MTR 8.2" in panel.edit_button.toolTip()
    panel.drop_button.click()
    team = services.teams.list_teams(event_id)[0]
    assert team.dropped_after_round == 1
    assert panel.proxy.index(0, TeamsModel.STATUS).data() == "Dropped after round 1"


def test_the_team_screens_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = team_event(services, Structure.TEAM_OF_THREE)
    window = open_window(qtbot, services, settings, event_id)
    seen: dict = {}
    register_teams(qtbot, window, 3, 4, seen)
    assert seen["title"] == "チームの登録"
    assert window.tabs.tabText(window.tabs.indexOf(window.players_tab)) == "チーム"
    assert_japanese(window.players_tab)
    window.pair_next_action.trigger()
    window.tabs.setCurrentWidget(window.rounds_tab)
    assert_japanese(window.rounds_tab)
    window.tabs.setCurrentWidget(window.standings_tab)
    assert_japanese(window.standings_tab)


def test_players_without_a_team_are_named_before_pairing(
    qtbot, services, settings, translators, monkeypatch
) -> None:
    assert translators.install("en")
    event_id = team_event(services, Structure.TEAM_OF_TWO)
    services.players.add(event_id, "山田", "太郎", "やまだ たろう")
    window = open_window(qtbot, services, settings, event_id)
    assert "山田 太郎" in window.players_tab.teams_panel.hint_label.text()
    refusal: list[str] = []

    def read(box: QMessageBox) -> None:
        refusal.append(box.text())
        box.accept()

    on_next_dialog(read)
    window.pair_next_action.trigger()
    assert refusal and "山田 太郎" in refusal[0]
    # Before round 1 they can be taken out at once.
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: yes)
    window.tabs.setCurrentWidget(window.players_tab)
    panel = window.players_tab.teams_panel
    assert panel.remove_loose_button.isVisible()
    panel.remove_loose_button.click()
    assert services.players.list_entries(event_id) == []
    assert not panel.remove_loose_button.isVisible() and panel.hint_label.text() == ""


def test_team_actions_in_the_audit_log_in_japanese(qtbot, services, translators) -> None:
    from mtrdesk.services.teams.registration import TeamMember
    from tests.helpers.ui_helpers import dialog_for, shown_rows

    assert translators.install("ja")
    event_id = team_event(services, Structure.TEAM_OF_TWO)
    ids = [
        services.teams.add(event_id, name, [TeamMember(f"{name}A"), TeamMember(f"{name}B")])[0]
        for name in TEAM_NAMES[:5]
    ]
    services.teams.edit(ids[4], "新チーム", [TeamMember("差替"), TeamMember("新人")])
    services.teams.remove(ids[4])
    view, _ = services.rounds.pair_next(event_id)
    services.teams.swap(event_id, view.teams[0].team2, view.teams[1].team2)
    services.teams.add(event_id, "遅刻組", [TeamMember("遅A"), TeamMember("遅B")])
    view = services.rounds.current_round(event_id)
    match = view.teams[0].seats[0]
    services.rounds.report(event_id, 1, match.table, "2-1", match.seat)
    member = services.teams.get(ids[0]).members[1]
    services.players.drop(member.entry)
    services.teams.re_enter(ids[0])
    dialog = dialog_for(services, event_id)
    qtbot.addWidget(dialog)
    rows = shown_rows(dialog.model)
    text = "\n".join(" ".join(str(c) for c in row) for row in rows)
    for label in (
        "チームを登録",
        "チームを編集",
        "チームを削除",
        "チームのドロップ",
        "チームの再参加",
        "チームの組み合わせを手動で入れ替え",
        "第2回戦から途中参加",
    ):
        assert label in text
    assert "チーム戦 全2卓" in text
    assert f"{match.label}" in text  # the seat match as posted: 1A
    assert_japanese(dialog)
