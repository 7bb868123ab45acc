"""Editing a team round by hand in the window (MTR 8.2): two teams change places through
the Rounds tab's "Edit pairings..." dialog; the checker's findings are asked first."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from mtrdesk.core.settings import Structure
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.ui.dialogs.teams.pairing import TeamPairingDialog
from mtrdesk.ui.dialogs.teams.team import TeamDialog
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.models.teams_model import TeamsModel
from mtrdesk.words.audit_context import LogContext
from mtrdesk.words.audit_text import describe_detail
from tests.helpers.ui_helpers import on_next_dialog
from tests.helpers.ui_teams import open_window, pairing_rows, team_event

NAMES = ["赤", "青", "緑", "金", "銀"]


def five_teams_two_rounds(services) -> int:  # type: ignore[no-untyped-def]
    """Five teams of three; round 1 reported (team 1 of each match wins), round 2 paired."""
    event_id = team_event(services, Structure.TEAM_OF_THREE)
    for n, name in enumerate(NAMES):
        members = [TeamMember(f"{name}{seat}", "選手", player_id=f"T{n}{seat}") for seat in "ABC"]
        services.teams.add(event_id, name, members)
    services.rounds.pair_next(event_id, seed=3)
    view = services.rounds.current_round(event_id)
    for m in view.missing:
        services.rounds.report(event_id, 1, m.table, "2-0", m.seat)
    services.rounds.pair_next(event_id, seed=4)
    return event_id


def team_tables(window) -> list[tuple[str, str, str]]:  # type: ignore[no-untyped-def]
    """The team rows of the Rounds tab: (table, team, opposing team)."""
    return [
        (r[PairingsModel.TABLE], r[PairingsModel.PLAYER], r[PairingsModel.OPPONENT])
        for r in pairing_rows(window)
        if r[PairingsModel.TABLE] and r[PairingsModel.TABLE].isdigit()
    ]


def test_two_teams_change_places_through_the_dialog(
    qtbot, services, settings, translators, monkeypatch
) -> None:
    assert translators.install("en")
    event_id = five_teams_two_rounds(services)
    first_round = services.rounds.list_rounds(event_id)[0]
    met = {frozenset((t.team1_name, t.team2_name)) for t in first_round.teams if t.team2_name}
    window = open_window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    tab = window.rounds_tab
    assert tab.edit_button.isEnabled() and "MTR 8.2" in tab.edit_button.toolTip()
    before = team_tables(window)
    current = services.rounds.current_round(event_id)
    matches = [t for t in current.teams if t.team2 is not None]
    # x takes the place of y's opponent: x meets y again (they met in round 1).
    x, y_opponent, y = next(
        (m.team1_name, o.team1_name, o.team2_name)
        for m in matches
        for o in matches
        if o is not m and frozenset((m.team1_name, o.team2_name)) in met
    )
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]

    def warning(parent, title, text, *args):  # type: ignore[no-untyped-def]
        asked.append(text)
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "warning", warning)
    seen: dict = {}

    def swap(dialog: TeamPairingDialog) -> None:
        seen["lines"] = [dialog.pairings_list.item(i).text() for i in range(3)]
        for combo, name in ((dialog.first_combo, x), (dialog.second_combo, y_opponent)):
            combo.setCurrentIndex(
                next(i for i in range(combo.count()) if combo.itemText(i).startswith(name))
            )
        dialog.apply_button.click()  # No: nothing changes
        seen["after_no"] = team_tables(window)
        dialog.apply_button.click()  # Yes
        seen["message"] = dialog.message_label.text()
        seen["lines_after"] = [dialog.pairings_list.item(i).text() for i in range(3)]
        dialog.reject()

    on_next_dialog(swap)
    tab.edit_button.click()
    assert any(line.endswith("Bye") for line in seen["lines"])
    assert seen["after_no"] == before
    # The checker's findings in plain words, then the question.
    assert len(asked) == 2
    assert "already played each other in round 1" in asked[0]
    assert x in asked[0] and y in asked[0]
    assert asked[0].startswith(f"If {x} and {y_opponent} change places")
    assert asked[0].endswith("Swap the teams anyway?")
    assert seen["message"].startswith(f"{x} and {y_opponent} changed places.")
    # The Rounds tab shows the new round: x now plays y, seat A against seat A.
    after = team_tables(window)
    assert after != before
    assert any({row[1], row[2]} == {x, y} for row in after)
    view = services.rounds.current_round(event_id)
    seat = {e.id: (e.team, e.seat) for e in services.players.list_entries(event_id)}
    for team in view.teams:
        for m in team.seats:
            assert seat[m.player1] == (team.team1, m.seat)
            assert m.player2 is None or seat[m.player2] == (team.team2, m.seat)
    log = [e for e in services.rounds.audit_log(event_id) if e.action == "team.pairing_edit"]
    assert len(log) == 1
    # The audit log says it in words, with what the organizer confirmed.
    text = describe_detail(log[0], LogContext())
    assert text.startswith(f"Round 2: {x} and {y_opponent} changed places")
    assert "already played each other in round 1" in text


def test_the_edit_button_waits_for_untouched_team_matches(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = team_event(services, Structure.TEAM_OF_TWO)
    for name in NAMES[:4]:
        services.teams.add(event_id, name, [TeamMember(f"{name}{s}") for s in "AB"])
    services.rounds.pair_next(event_id, seed=1)
    window = open_window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    assert window.rounds_tab.edit_button.isEnabled()
    # One seat result in each team match: no team can change places any more.
    services.rounds.report(event_id, 1, 1, "2-0", "A")
    window.rounds_tab.changed.emit(services.rounds.report(event_id, 1, 2, "2-0", "B"))
    assert not window.rounds_tab.edit_button.isEnabled()


def test_a_team_registers_late_through_the_teams_tab(
    qtbot, services, settings, translators
) -> None:
    assert translators.install("en")
    event_id = team_event(services, Structure.TEAM_OF_TWO)
    for name in NAMES[:4]:
        services.teams.add(event_id, name, [TeamMember(f"{name}{s}") for s in "AB"])
    services.rounds.pair_next(event_id, seed=1)
    window = open_window(qtbot, services, settings, event_id)
    panel = window.players_tab.teams_panel
    assert panel.add_button.isEnabled()
    assert "paired from round 2" in panel.add_button.toolTip()
    seen: dict = {}

    def register(dialog: TeamDialog) -> None:
        seen["notice"] = dialog.notice_label.text() if dialog.notice_label.isVisible() else ""
        dialog.name_edit.setText("遅")
        for row, family in zip(dialog.rows, ("遅刻", "遅参"), strict=True):
            row.family.setText(family)
            row.given.setText("選手")
        dialog.next_button.click()
        dialog.reject()

    on_next_dialog(register)
    panel.add_button.click()
    assert "enters late" in seen["notice"] and "loss for each round up to round 1" in seen["notice"]
    assert "choose Pair again" in seen["notice"]  # no result of round 1 is in yet
    late = next(t for t in services.teams.list_teams(event_id) if t.name == "遅")
    assert late.late_entry_round == 2
    row = next(r for r in range(panel.proxy.rowCount()) if panel.proxy.index(r, 0).data() == "遅")
    assert panel.proxy.index(row, TeamsModel.STATUS).data() == "Late entry (from round 2)"
    # The Rounds tab shows the team's loss in round 1 (no opponent, no table).
    window.tabs.setCurrentWidget(window.rounds_tab)
    rows = pairing_rows(window)
    assert any(
        r[PairingsModel.PLAYER] == "遅" and "late entry" in r[PairingsModel.OPPONENT] for r in rows
    )


def test_two_headed_giant_teams_change_places_without_a_question(
    qtbot, services, settings, translators, monkeypatch
) -> None:
    """Round 1 of a 2HG event: every pairing is as good as another, so the checker finds
    nothing and the swap is made at once (MTR 9.1: still one game per team match)."""
    assert translators.install("en")
    event_id = team_event(services, Structure.TWO_HEADED_GIANT)
    for name in NAMES[:4]:
        services.teams.add(event_id, name, [TeamMember(f"{name}{s}") for s in "AB"])
    services.rounds.pair_next(event_id, seed=1)
    window = open_window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    (_, a, b), (_, c, d) = team_tables(window)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: asked.append(args[2]))

    def swap(dialog: TeamPairingDialog) -> None:
        dialog.first_combo.setCurrentIndex(1)  # b (table 1)
        dialog.second_combo.setCurrentIndex(3)  # d (table 2)
        dialog.apply_button.click()
        dialog.reject()

    on_next_dialog(swap)
    window.rounds_tab.edit_button.click()
    assert asked == []
    assert team_tables(window) == [("1", a, d), ("2", c, b)]
    assert len(services.rounds.current_round(event_id).matches) == 2
