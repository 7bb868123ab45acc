"""The playoff and end-of-Swiss variants in the window: single elimination only (MTR
Appendix E), the booster-draft playoff by seat (MTR 10.4), a variable number of rounds
(MTR 10.2) and early advancement (MTR 10.4); in English and in Japanese."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialogButtonBox

from mtrdesk.core.event_rules import EventProgress, editable_settings
from mtrdesk.core.settings import EndRuleKind, EventSettings, Format, Playoff
from mtrdesk.services.events import Stage
from mtrdesk.ui.dialogs.draft.playoff_seats import DraftSeatsDialog
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import SIXTEEN, dialog_for, on_next_dialog, shown_rows


def new_event(services, players: int, **changes) -> int:  # type: ignore[no-untyped-def]
    settings = EventSettings(name="金曜大会", date=dt.date(2026, 11, 20), **changes)
    event_id, _ = services.events.create(settings)
    for family, given, reading in SIXTEEN[:players]:
        services.players.add(event_id, family, given, reading)
    return event_id


def play_rounds(services, event_id: int, rounds: int, text: str = "2-0") -> None:  # type: ignore[no-untyped-def]
    for _ in range(rounds):
        services.rounds.pair_next(event_id)
        current = services.rounds.current_round(event_id)
        for match in current.missing:
            services.rounds.report(event_id, current.number, match.table, text)


def open_window(qtbot, services, settings, event_id: int, tab: str, language: str = "en"):  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings, language)
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(getattr(window, f"{tab}_tab"))
    return window


def report_in_tab(window: MainWindow, text: str) -> None:
    """Type every waiting playoff result into the Playoff tab's result line."""
    tab = window.playoff_tab
    for match in tab.view.next_matches:
        assert tab._report(match.table, text) is None


def card_texts(window: MainWindow, column: int) -> list[list[str]]:
    return [
        [label.text() for label in card.slot_labels]
        for card in window.playoff_tab.bracket.columns[column]
    ]


# --- single elimination only --------------------------------------------------------------


def test_single_elimination_from_the_playoff_tab(qtbot, services, settings, always_yes) -> None:
    event_id = new_event(services, 6, elimination_only=True)
    window = open_window(qtbot, services, settings, event_id, "rounds")
    rounds = window.rounds_tab
    assert not rounds.pair_button.isEnabled()
    assert "Playoff tab" in rounds.pair_button.toolTip()
    assert "no Swiss rounds" in rounds.progress_label.text()
    window.tabs.setCurrentWidget(window.playoff_tab)
    tab = window.playoff_tab
    assert tab.start_button.isEnabled()
    assert tab.start_button.text() == "Start single elimination"
    assert "seeded at random" in tab.status_label.text()
    assert tab.final_table.isColumnHidden(tab.final_model.SWISS_RANK)
    tab.start_button.click()
    assert services.events.get(event_id).stage is Stage.PLAYOFF
    assert not tab.start_button.isEnabled()
    first = card_texts(window, 0)
    assert len(window.playoff_tab.bracket.columns) == 3  # 8 → 4 → 2
    assert sum(slots[1] == "—" for slots in first) == 2  # seeds 1 and 2 have byes
    report_in_tab(window, "2-1")
    report_in_tab(window, "2-0")
    report_in_tab(window, "0-2")
    assert tab.view.finished
    assert tab.champion_label.text().startswith("Champion: ")
    assert services.events.get(event_id).stage is Stage.FINISHED
    assert tab.final_model.rowCount() == 6


def test_single_elimination_needs_five_to_eight(qtbot, services, settings) -> None:
    event_id = new_event(services, 4, elimination_only=True)
    window = open_window(qtbot, services, settings, event_id, "playoff")
    assert not window.playoff_tab.start_button.isEnabled()
    assert "5 to 8" in window.playoff_tab.status_label.text()
    events = window.events_tab
    assert "Single elimination" in [
        events.model.index(r, events.model.ROUNDS).data() for r in range(events.model.rowCount())
    ]


# --- the booster-draft playoff ------------------------------------------------------------


def draft_ready(services) -> int:  # type: ignore[no-untyped-def]
    event_id = new_event(services, 12, format=Format.BOOSTER_DRAFT, playoff=Playoff.DRAFT_TOP8)
    play_rounds(services, event_id, 4, "2-1")
    return event_id


def test_draft_seats_entered_by_hand(qtbot, services, settings) -> None:
    event_id = draft_ready(services)
    window = open_window(qtbot, services, settings, event_id, "playoff")
    tab = window.playoff_tab
    assert tab.start_button.isEnabled()
    assert not tab.seats_button.isVisible()
    top = [p.entry for p in services.playoff.cut(event_id)]
    seen: dict[str, object] = {}

    def seat_by_hand(dialog: DraftSeatsDialog) -> None:
        seen["ok_before"] = dialog.ok_button.isEnabled()
        dialog.combos[0].setCurrentIndex(1)
        dialog.combos[1].setCurrentIndex(1)  # the same player twice
        seen["twice"] = dialog.problem_label.text()
        for seat, combo in enumerate(dialog.combos):
            combo.setCurrentIndex(seat + 1)  # seat k: the k-th seed
        seen["ok_after"] = dialog.ok_button.isEnabled()
        dialog.ok_button.click()

    on_next_dialog(seat_by_hand)
    tab.start_button.click()
    assert seen["ok_before"] is False and seen["ok_after"] is True
    assert "In more than one seat" in str(seen["twice"])
    view = tab.view
    assert view.draft_seats == tuple(top)
    assert card_texts(window, 0)[0] == [
        f"Seat 1  (1) {services.players.get(top[0]).display_name}",
        f"Seat 5  (5) {services.players.get(top[4]).display_name}",
    ]
    assert tab.seats_button.isVisible() and tab.seats_button.isEnabled()
    assert tab.seats_label.text().startswith("Draft table: Seat 1 ")
    assert "draft seat" in tab.status_label.text()

    # Draw them again at random instead (the seed goes to the log).
    on_next_dialog(lambda dialog: dialog.draw_button.click())
    tab.seats_button.click()
    log = services.rounds.audit_log(event_id)
    start, seat = (e for e in log if e.action in ("playoff.start", "playoff.seat"))
    assert seat.detail["seed"] is not None and start.detail["seed"] is None
    report_in_tab(window, "2-0")
    assert not tab.seats_button.isEnabled()  # a quarterfinal result is in


def test_draft_seats_drawn_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = draft_ready(services)
    window = open_window(qtbot, services, settings, event_id, "playoff", "ja")
    tab = window.playoff_tab
    assert tab.start_button.text() == "トップ8・ブースタードラフトの決勝ラウンドを開始"
    seen: dict[str, object] = {}

    def draw(dialog: DraftSeatsDialog) -> None:
        assert_japanese(dialog)
        seen["title"] = dialog.windowTitle()
        dialog.draw_button.click()

    on_next_dialog(draw)
    tab.start_button.click()
    assert seen["title"] == "ドラフトの席順"
    assert tab.seats_label.text().startswith("ドラフト卓: 1番席 ")
    assert card_texts(window, 0)[0][0].startswith(f"{tab.view.rounds[0].matches[0].seat1}番席")
    assert_japanese(window)
    log = dialog_for(services, event_id)
    qtbot.addWidget(log)
    start = next(row for row in shown_rows(log.model) if row[1] == "決勝ラウンドを開始")
    assert start[2].startswith("トップ8・ブースタードラフト(シード順: ") and "1番席: " in start[2]
    assert "乱数シード" in start[2]


# --- a variable number of rounds ----------------------------------------------------------


def test_the_rounds_tab_says_the_swiss_ended(qtbot, services, settings) -> None:
    event_id = new_event(
        services,
        16,
        swiss_rounds=5,
        end_rule=EndRuleKind.UNLESS_SOLE_LEADER,
        end_rule_after=4,
        end_rule_wins=4,
        playoff=Playoff.TOP8,
    )
    play_rounds(services, event_id, 3)
    window = open_window(qtbot, services, settings, event_id, "rounds")
    rounds = window.rounds_tab
    assert rounds.progress_label.text().startswith("3 of up to 5 Swiss round")
    assert "unless only one player has 4 match wins" in rounds.progress_label.toolTip()
    assert rounds.pair_button.isEnabled() and not rounds.source.swiss_end_label.isVisible()
    rounds.pair_next()
    current = services.rounds.current_round(event_id)
    for match in current.missing:
        assert rounds.panel.report(match.table, "2-0") is None
    assert not rounds.pair_button.isEnabled()
    assert "by the announced rule" in rounds.pair_button.toolTip()
    assert rounds.source.swiss_end_label.isVisible()
    assert rounds.source.swiss_end_label.text().startswith("The Swiss ended after round 4")
    assert "start the playoff" in rounds.progress_label.text()
    window.tabs.setCurrentWidget(window.playoff_tab)
    assert window.playoff_tab.start_button.isEnabled()


def test_the_rule_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = new_event(
        services, 8, swiss_rounds=6, end_rule=EndRuleKind.UNDEFEATED_AT_MOST, end_rule_count=1
    )
    play_rounds(services, event_id, 3)
    window = open_window(qtbot, services, settings, event_id, "rounds", "ja")
    rounds = window.rounds_tab
    assert rounds.progress_label.text().startswith("スイスラウンド 3/最大6")
    swiss_end = rounds.source.swiss_end_label.text()
    assert swiss_end.startswith("告知どおり第3回戦でスイスラウンドを終了")
    assert "全勝のプレイヤーが1人以下" in swiss_end
    assert_japanese(window)


# --- early advancement --------------------------------------------------------------------


def test_early_advancement_in_the_rounds_tab(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = new_event(services, 16, swiss_rounds=5, playoff=Playoff.TOP8, advance_points=9)
    play_rounds(services, event_id, 3)
    window = open_window(qtbot, services, settings, event_id, "rounds", "ja")
    rounds = window.rounds_tab
    text = rounds.source.swiss_end_label.text()
    assert text.startswith("決勝ラウンド進出 (MTR 10.4): 第1シード: ")
    assert "次の回戦の組み合わせ時に確定" in text  # not locked before round 4 is paired
    rounds.pair_next()
    text = rounds.source.swiss_end_label.text()
    assert "第3回戦で確定" in text and "次の回戦" not in text
    proxy = rounds.panel.proxy
    notes = [proxy.index(r, PairingsModel.NOTES).data() for r in range(proxy.rowCount())]
    assert notes.count("決勝進出") == 2
    assert "勝ち点9に達したプレイヤー" in rounds.progress_label.toolTip()
    assert_japanese(window)
    log = dialog_for(services, event_id)
    qtbot.addWidget(log)
    rows = shown_rows(log.model)
    advance = next(row for row in rows if row[1] == "途中での決勝進出")
    assert advance[2].startswith("第3回戦終了時(勝ち点9): ") and "(第1シード)" in advance[2]
    paired = [row[2] for row in rows if row[1] == "組み合わせを作成"]
    assert any(d.startswith("第4回戦: ") and "決勝進出のため不戦勝: " in d for d in paired)


# --- the event dialog ---------------------------------------------------------------------


def test_the_event_dialog_announces_the_variants(qtbot) -> None:
    dialog = EventDialog(None, player_count=20)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("店舗チャンピオンシップ")
    dialog.end_combo.setCurrentIndex(dialog.end_combo.findData(EndRuleKind.UNLESS_SOLE_LEADER))
    # MTR 10.2: a variable number is announced with its most rounds.
    assert not dialog.recommended_check.isChecked() and not dialog.recommended_check.isEnabled()
    dialog.rounds_spin.setValue(5)
    dialog.end_after_spin.setValue(4)
    dialog.end_wins_spin.setValue(4)
    assert not dialog.end_wins_spin.isHidden() and dialog.end_count_spin.isHidden()
    assert dialog.announcement_label.text() == (
        "5 Swiss rounds, unless only one player has 4 match wins after round 4: then the "
        "Swiss ends there."
    )
    dialog.playoff_combo.setCurrentIndex(dialog.playoff_combo.findData(Playoff.DRAFT_TOP8))
    dialog.advance_check.setChecked(True)
    dialog.advance_spin.setValue(12)
    assert "reach 12 match points" in dialog.announcement_label.text()
    settings = dialog.settings()
    assert (settings.swiss_rounds, settings.end_rule, settings.end_rule_after) == (
        5,
        EndRuleKind.UNLESS_SOLE_LEADER,
        4,
    )
    assert (settings.end_rule_wins, settings.advance_points) == (4, 12)
    assert settings.playoff is Playoff.DRAFT_TOP8 and settings.problems() == []
    # A rule that cannot end after three rounds: said so, not refused (MTR 10.2).
    dialog.end_after_spin.setValue(2)
    dialog.end_wins_spin.setValue(2)
    assert "would not be rated" in dialog.announcement_label.text()
    # Single elimination only: the Swiss settings go.
    dialog.elimination_check.setChecked(True)
    assert not dialog.rounds_spin.isEnabled() and not dialog.playoff_combo.isEnabled()
    assert not dialog.end_row.isEnabled() and not dialog.advance_row.isEnabled()
    settings = dialog.settings()
    assert settings.elimination_only and settings.playoff is Playoff.NONE
    assert settings.swiss_rounds is None and settings.problems() == []
    assert "Appendix E" in dialog.elimination_check.toolTip()


def test_an_announced_rule_stays_in_the_dialog(qtbot) -> None:
    announced = EventSettings(
        name="金曜大会",
        date=dt.date(2026, 11, 20),
        swiss_rounds=5,
        end_rule=EndRuleKind.CUT_DECIDED,
        end_rule_after=3,
        playoff=Playoff.TOP8,
        advance_points=12,
    )
    dialog = EventDialog(
        announced, player_count=20, editable=editable_settings(EventProgress(round_paired=True))
    )
    qtbot.addWidget(dialog)
    assert not dialog.end_row.isEnabled() and not dialog.advance_row.isEnabled()
    assert not dialog.elimination_check.isEnabled()
    dialog.notes_edit.setPlainText("変更")
    assert dialog.settings().with_changes(notes="") == announced.with_changes(notes="")
    assert "top 8" in dialog.announcement_label.text()


def test_the_event_dialog_in_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = new_event(services, 8, swiss_rounds=4, playoff=Playoff.TOP8)
    window = open_window(qtbot, services, settings, event_id, "events", "ja")

    def check(dialog: EventDialog) -> None:
        dialog.end_combo.setCurrentIndex(dialog.end_combo.findData(EndRuleKind.CUT_DECIDED))
        dialog.advance_check.setChecked(True)
        dialog.advance_spin.setValue(9)
        assert_japanese(dialog)
        text = dialog.announcement_label.text()
        assert "トップ8に入る可能性のあるプレイヤーが枠の数以下" in text
        assert "勝ち点9に達したプレイヤー" in text
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    on_next_dialog(check)
    window.edit_event_action.trigger()
    stored = services.events.get(event_id).settings
    assert (stored.end_rule, stored.advance_points) == (EndRuleKind.CUT_DECIDED, 9)
