"""The event dialog's MTR edition, program and 10.1 minimum, and the minimum's warning
when round 1 is paired in the window (issue 29)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QDate
from PySide6.QtWidgets import QMessageBox

from mtrdesk.core.editions.program import Program
from mtrdesk.core.event_rules import EventProgress, SettingField, editable_settings
from mtrdesk.core.settings import EventSettings, Rel
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.window.main_window import MainWindow


def _choose(combo, value) -> None:  # type: ignore[no-untyped-def]
    combo.setCurrentIndex(combo.findData(value))


def _event(**changes: object) -> EventSettings:
    return EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20)).with_changes(**changes)


def test_a_new_event_follows_its_date_until_an_edition_is_chosen(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = EventDialog(None)
    qtbot.addWidget(dialog)
    dialog.date_edit.setDate(QDate(2025, 11, 9))
    assert dialog.edition_combo.currentData() == "2023-08-21"
    dialog.date_edit.setDate(QDate(2025, 11, 10))
    assert dialog.edition_combo.currentData() == "2025-11-10"
    assert "in force on the event's date" in dialog.edition_rows.note_label.text()
    assert not dialog.reason_edit.isVisibleTo(dialog)  # no reason for the edition in force
    # Chosen by hand: a later date change leaves it.
    dialog.edition_combo.activated.emit(dialog.edition_combo.findData("2025-11-10"))
    dialog.date_edit.setDate(QDate(2025, 11, 8))
    assert dialog.edition_combo.currentData() == "2025-11-10"


def test_an_earlier_edition_needs_a_reason_before_ok(qtbot, services) -> None:  # type: ignore[no-untyped-def]
    dialog = EventDialog(None)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("金曜リーグ")
    dialog.date_edit.setDate(QDate(2026, 11, 20))
    _choose(dialog.edition_combo, "2023-08-21")
    assert dialog.reason_edit.isVisibleTo(dialog)
    dialog.accept()
    assert dialog.result() != EventDialog.DialogCode.Accepted
    said = dialog.problems_label.text()
    assert "MTR of August 21, 2023" in said and "Reason" in said
    dialog.reason_edit.setText("シーズン中のリーグ戦")
    dialog.accept()
    assert dialog.result() == EventDialog.DialogCode.Accepted
    chosen = dialog.settings()
    assert (chosen.edition, chosen.edition_reason) == ("2023-08-21", "シーズン中のリーグ戦")
    event_id, _ = services.events.create(chosen)
    stored = services.events.get(event_id).settings
    assert (stored.edition, stored.edition_reason) == ("2023-08-21", "シーズン中のリーグ戦")


def test_the_edition_is_fixed_from_round_1(qtbot) -> None:  # type: ignore[no-untyped-def]
    editable = editable_settings(EventProgress(round_paired=True))
    assert SettingField.EDITION not in editable
    dialog = EventDialog(_event(edition="2023-08-21", edition_reason="リーグ戦"), editable=editable)
    qtbot.addWidget(dialog)
    assert not dialog.edition_combo.isEnabled() and not dialog.reason_edit.isEnabled()
    assert "round 1" in dialog.edition_combo.toolTip()
    _choose(dialog.edition_combo, "2025-11-10")  # even if the combo moved, it is kept
    assert dialog.settings().edition == "2023-08-21"
    assert dialog.settings().edition_reason == "リーグ戦"


def test_the_minimum_is_shown_against_the_players_entered(qtbot) -> None:  # type: ignore[no-untyped-def]
    """MTR 10.1: five players are enough under 2025, below 2023's eight."""
    under_2025 = EventDialog(_event(edition="2025-11-10"), player_count=6, participants=5)
    qtbot.addWidget(under_2025)
    text = under_2025.minimum_label.text()
    assert "Players now: 5" in text and "at least 4" in text and "MTR 10.1" in text
    assert under_2025.minimum_label.styleSheet() == ""
    under_2023 = EventDialog(
        _event(edition="2023-08-21", edition_reason="リーグ戦"), participants=5
    )
    qtbot.addWidget(under_2023)
    warned = under_2023.minimum_label.text()
    assert "Below the sanctioned minimum (MTR 10.1)" in warned and "at least 8" in warned
    assert under_2023.minimum_label.styleSheet() != ""
    teams = EventDialog(_event(), team_count=3, participants=9)
    qtbot.addWidget(teams)
    from mtrdesk.core.settings import Structure

    _choose(teams.structure_combo, Structure.TEAM_OF_THREE)
    assert "3 teams" in teams.minimum_label.text()


def test_the_program_shows_its_rel_per_day_and_warns_below_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = EventDialog(_event(edition="2025-11-10"))
    qtbot.addWidget(dialog)
    _choose(dialog.program_combo, Program.SPOTLIGHT_SERIES)
    _choose(dialog.rel_combo, Rel.REGULAR)
    text = dialog.edition_rows.program_label.text()
    assert "Day 1: Competitive, Day 2: Professional" in text
    assert "Competitive REL or higher" in text
    _choose(dialog.rel_combo, Rel.COMPETITIVE)
    assert "or higher" not in dialog.edition_rows.program_label.text()
    assert dialog.settings().program is Program.SPOTLIGHT_SERIES
    _choose(dialog.program_combo, Program.REGIONAL_CHAMPIONSHIP_QUALIFIER)
    assert "Regional Championship Qualifier needs more players" in dialog.minimum_label.text()
    # MTR 10.4: the early-advancement field names the edition's programs.
    assert "Limited Championship" in dialog.advance_check.toolTip()
    _choose(dialog.edition_combo, "2023-08-21")
    assert "Limited Championship" not in dialog.advance_check.toolTip()
    assert "Pro Tour" in dialog.advance_check.toolTip()


def test_the_dialog_reads_in_japanese(qtbot, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    dialog = EventDialog(_event(edition="2023-08-21", edition_reason="リーグ戦"), participants=5)
    qtbot.addWidget(dialog)
    assert dialog.edition_combo.currentText() == "イベント規定(2023年8月21日発効)"
    assert "イベント規定 10.1" in dialog.minimum_label.text()
    _choose(dialog.program_combo, Program.FRIDAY_NIGHT_MAGIC)
    assert dialog.program_combo.currentText() == "フライデー・ナイト・マジック"
    assert "一般" in dialog.edition_rows.program_label.text()


def test_pairing_round_1_in_the_window_warns_of_the_minimum(  # type: ignore[no-untyped-def]
    qtbot, services, settings, monkeypatch
) -> None:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text: said.append(text))
    event_id, _ = services.events.create(_event(edition="2023-08-21", edition_reason="リーグ"))
    for n in range(5):
        services.players.add(event_id, f"Player{n}", "Test")
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.rounds_tab.pair_next()
    assert services.rounds.current_round(event_id) is not None  # paired: never refused
    assert len(said) == 1
    assert "MTR 10.1" in said[0] and "5 players" in said[0] and "casual" in said[0]
    # 2025: the same five players pair without a word.
    later, _ = services.events.create(_event(name="金曜スタンダード"))
    for n in range(5):
        services.players.add(later, f"Player{n}", "Test")
    window.set_event(later)
    window.rounds_tab.pair_next()
    assert services.rounds.current_round(later) is not None
    assert len(said) == 1


def test_a_program_the_edition_does_not_list_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Spotlight Series is in Appendix F of 2025-11-10 only."""
    dialog = EventDialog(_event(edition="2023-08-21", edition_reason="リーグ戦"))
    qtbot.addWidget(dialog)
    _choose(dialog.program_combo, Program.SPOTLIGHT_SERIES)
    assert "not in Appendix F of the MTR of August 21, 2023" in (
        dialog.edition_rows.program_label.text()
    )
    _choose(dialog.program_combo, Program.OTHER)
    assert not dialog.edition_rows.program_label.isVisibleTo(dialog)
