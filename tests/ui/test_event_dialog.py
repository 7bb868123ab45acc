"""The event dialog: the Appendix E recommendation agrees with what the services will use."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event_rules import EventProgress, SettingField, editable_settings
from mtrdesk.core.settings import EventSettings, Format, Playoff
from mtrdesk.ui.dialogs.event.dialog import EventDialog


def _choose(combo, value) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_draft_recommendation_needs_a_drafted_top_8(qtbot, services) -> None:
    """12 players, booster draft: 4 rounds only with a top 8 (a draft playoff), else 5."""
    dialog = EventDialog(None, player_count=12)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("金曜ドラフト")
    _choose(dialog.format_combo, Format.BOOSTER_DRAFT)
    _choose(dialog.playoff_combo, Playoff.NONE)
    assert dialog.rounds_spin.value() == 5
    _choose(dialog.playoff_combo, Playoff.TOP8)
    assert dialog.rounds_spin.value() == 4
    _choose(dialog.playoff_combo, Playoff.TOP4)
    assert dialog.rounds_spin.value() == 5

    # The services, given the same event and players, recommend the same number.
    for playoff, expected in ((Playoff.NONE, 5), (Playoff.TOP8, 4)):
        _choose(dialog.playoff_combo, playoff)
        event_id, _ = services.events.create(dialog.settings())
        for number in range(12):
            services.players.add(event_id, f"P{number}")
        assert services.events.get(event_id).recommended_rounds == expected
        assert dialog.rounds_spin.value() == expected


def test_new_event_does_not_recommend_rounds_for_zero_players(qtbot) -> None:
    dialog = EventDialog(None, player_count=0)
    qtbot.addWidget(dialog)
    text = dialog.recommendation_label.text()
    assert "0" not in text
    assert "round 1" in text
    # The recommendation stays "use the recommendation" (decided at round 1).
    assert dialog.settings().swiss_rounds is None


def test_existing_event_names_its_player_count(qtbot) -> None:
    settings = EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20))
    dialog = EventDialog(settings, player_count=20)
    qtbot.addWidget(dialog)
    assert "20" in dialog.recommendation_label.text()
    assert dialog.rounds_spin.value() == 5


def test_a_multiplayer_event_is_created_from_the_dialog(qtbot, services) -> None:
    """The structure choice offers multiplayer pods; the fields pods do not use are off,
    so the services accept the settings and the event pairs into pods."""
    from mtrdesk.core.settings import Structure

    dialog = EventDialog(None, player_count=8)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("統率者戦ナイト")
    _choose(dialog.playoff_combo, Playoff.TOP8)
    _choose(dialog.structure_combo, Structure.MULTIPLAYER)
    assert not dialog.playoff_combo.isEnabled()
    settings = dialog.settings()
    assert settings.structure is Structure.MULTIPLAYER and settings.playoff is Playoff.NONE
    event_id, _ = services.events.create(settings)
    for number in range(8):
        services.players.add(event_id, f"P{number}")
    view, _ = services.multiplayer.pair_next(event_id, seed=1)
    assert sorted(len(pod.seats) for pod in view.pods) == [4, 4]


def test_fields_follow_what_core_says_is_editable(qtbot) -> None:
    """The dialog disables what the services would refuse (core.event_rules)."""
    settings = EventSettings(name="Friday", date=dt.date(2026, 1, 9), swiss_rounds=4)
    progress = EventProgress(round_paired=True, results_in=True)
    dialog = EventDialog(settings, player_count=12, editable=editable_settings(progress))
    qtbot.addWidget(dialog)
    for widget in (
        dialog.structure_combo,
        dialog.rounds_spin,
        dialog.recommended_check,
        dialog.elimination_check,
        dialog.end_row,
        dialog.advance_row,
        dialog.games_combo,
    ):
        assert not widget.isEnabled()
    assert dialog.playoff_combo.isEnabled()
    assert dialog.settings().swiss_rounds == 4

    fresh = EventDialog(settings, player_count=12, editable=editable_settings(EventProgress()))
    qtbot.addWidget(fresh)
    assert fresh.games_combo.isEnabled() and fresh.structure_combo.isEnabled()


def _fixed_dialog(qtbot) -> EventDialog:
    """An event whose round 1 is paired, a result entered and the playoff cut made."""
    settings = EventSettings(name="Friday", date=dt.date(2026, 1, 9), swiss_rounds=4)
    progress = EventProgress(round_paired=True, results_in=True, playoff_started=True)
    dialog = EventDialog(settings, player_count=12, editable=editable_settings(progress))
    qtbot.addWidget(dialog)
    return dialog


def test_a_disabled_setting_says_which_rule_fixes_it(qtbot) -> None:
    """Each disabled widget's tooltip says why it may not change and cites the rule."""
    dialog = _fixed_dialog(qtbot)
    rules = {
        SettingField.STRUCTURE: "MTR 8, 9",
        SettingField.SWISS_ROUNDS: "MTR 10.2",
        SettingField.ELIMINATION_ONLY: "MTR Appendix E",
        SettingField.END_RULE: "MTR 10.2",
        SettingField.ADVANCE_POINTS: "MTR 10.4",
        SettingField.PODS_LIFTED: "MTR 7.6",
        SettingField.GAMES_TO_WIN: "MTR 2.1",
        SettingField.PLAYOFF: "MTR 10.4",
        SettingField.DAY_TWO_CUT: "MTR 10.2",
    }
    for field, widgets in dialog.fixed_widgets().items():
        for widget in widgets:
            assert not widget.isEnabled(), field
            assert rules[field] in widget.toolTip(), (field, widget.toolTip())
    assert "round 1" in dialog.rounds_spin.toolTip()
    assert "a result is in" in dialog.games_combo.toolTip()
    assert "the cut is made" in dialog.playoff_combo.toolTip()
    # A setting still editable keeps the tooltip that explains the choice.
    fresh = EventDialog(None, player_count=12)
    qtbot.addWidget(fresh)
    assert "MTR 10.2" not in fresh.rounds_spin.toolTip()
    assert "a result is in" not in fresh.games_combo.toolTip()


def test_a_disabled_setting_says_why_in_japanese(qtbot, translators) -> None:
    assert translators.install("ja")
    dialog = _fixed_dialog(qtbot)
    expected = {
        dialog.rounds_spin: ("スイス式ラウンド数", "MTR 10.2"),
        dialog.end_combo: ("終了の条件", "MTR 10.2"),
        dialog.advance_check: ("途中での決勝進出", "MTR 10.4"),
        dialog.games_combo: ("結果の入力後", "MTR 2.1"),
        dialog.playoff_combo: ("決勝ラウンド", "MTR 10.4"),
        dialog.elimination_check: ("シングルエリミネーション", "MTR 付録E"),
        dialog.structure_combo: ("第1回戦の組み合わせ後", "MTR 8"),
        dialog.pods_check: ("大会開始前", "MTR 7.6"),
    }
    for widget, words in expected.items():
        for word in words:
            assert word in widget.toolTip(), (word, widget.toolTip())


def _type_into(qtbot, spin, text: str) -> None:
    """Select the field's number and type over it, as the organizer does."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


def test_a_refused_round_time_is_explained_and_the_dialog_stays_open(qtbot) -> None:
    """Issue 14: a 10-minute round was silently put back to the old time on OK. Now OK
    says which value was refused and the bound (MTR Appendix B), and the dialog stays."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    settings = EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20), round_minutes=50)
    dialog = EventDialog(settings, player_count=8)
    qtbot.addWidget(dialog)
    dialog.show()
    _type_into(qtbot, dialog.minutes_spin, "10")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible() and dialog.result() == 0
    shown = dialog.problems_label.text()
    assert "10 minutes" in shown and "40" in shown and "MTR Appendix B" in shown
    assert dialog.minutes_spin.value() == 50
    # Told once: OK again keeps the time shown.
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and dialog.settings().round_minutes == 50


def test_zero_swiss_rounds_typed_is_refused_with_the_bounds(qtbot) -> None:
    settings = EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20), swiss_rounds=4)
    dialog = EventDialog(settings, player_count=8)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.rounds_spin.isEnabled()
    _type_into(qtbot, dialog.rounds_spin, "0")
    from PySide6.QtCore import Qt

    qtbot.keyClick(dialog.rounds_spin, Qt.Key.Key_Return)  # Enter: the dialog's OK
    assert dialog.isVisible()
    shown = dialog.problems_label.text()
    assert shown.startswith("Swiss rounds: 0 is not possible") and "1 to 30" in shown
    assert dialog.rounds_spin.value() == 4


def test_a_valid_value_typed_after_a_refused_one_is_taken(qtbot) -> None:
    settings = EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20), round_minutes=50)
    dialog = EventDialog(settings, player_count=8)
    qtbot.addWidget(dialog)
    dialog.show()
    _type_into(qtbot, dialog.minutes_spin, "10")
    _type_into(qtbot, dialog.minutes_spin, "60")
    dialog.accept()
    assert dialog.problems_label.text() == ""
    assert not dialog.isVisible() and dialog.settings().round_minutes == 60


def test_player_ids_on_slips_are_off_until_turned_on_and_kept_with_the_event(
    qtbot, services
) -> None:
    """Privacy (issue 18): a new event prints no player ID on slips and postings; the box
    turns them on at any stage, and the change is stored and logged with the event."""
    from mtrdesk.words.audit_text import SETTING_LABELS

    dialog = EventDialog(None, player_count=8)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("土曜スタンダード")
    assert not dialog.ids_check.isChecked() and "e-mail" in dialog.ids_check.toolTip()
    event_id, _ = services.events.create(dialog.settings())
    assert services.events.get(event_id).settings.show_player_ids is False
    services.players.add(event_id, "山田", "太郎", "やまだ たろう", "taro@example.jp")
    services.players.add(event_id, "佐藤", "花子", "さとう はなこ", "hanako@example.jp")
    services.rounds.pair_next(event_id)  # the setting is not announced: it may change later
    progress = EventProgress(round_paired=True)
    shown = services.events.get(event_id).settings
    again = EventDialog(shown, player_count=2, editable=editable_settings(progress))
    qtbot.addWidget(again)
    again.ids_check.setChecked(True)
    services.events.update(event_id, again.settings())
    assert services.events.get(event_id).settings.show_player_ids is True
    reopened = EventDialog(services.events.get(event_id).settings, player_count=2)
    qtbot.addWidget(reopened)
    assert reopened.ids_check.isChecked()
    changed = [e for e in services.rounds.audit_log(event_id) if e.action == "event.update"]
    assert "show_player_ids" in str(changed[-1].detail) and "show_player_ids" in SETTING_LABELS


def test_the_pick_clock_timings_are_the_events_and_change_at_any_stage(
    qtbot, services, translators
) -> None:
    """Issue 18: a new event's pick clock runs on MTR 2023 Appendix B; the organizer may
    choose the Japanese MTR 2016 timings, before or after round 1 (it is only a clock); the
    choice is stored and logged, named as the dialog names it, in Japanese."""
    from mtrdesk.core.draft.profiles import EN_2023, JA_2016
    from mtrdesk.words.audit_context import LogContext
    from mtrdesk.words.audit_text import SETTING_LABELS, describe_detail

    assert translators.install("ja")
    dialog = EventDialog(None, player_count=8)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("土曜ドラフト")
    _choose(dialog.format_combo, Format.BOOSTER_DRAFT)
    assert dialog.timings_combo.currentData() == EN_2023.key
    assert dialog.timings_combo.currentText() == "イベント規定2023年版 付録B"
    _choose(dialog.timings_combo, JA_2016.key)
    assert dialog.timings_combo.currentText() == "日本語版イベント規定2016年版 付録B"
    assert "ピック時間" in dialog.timings_combo.toolTip()
    event_id, _ = services.events.create(dialog.settings())
    assert services.events.get(event_id).settings.draft_timings == JA_2016.key
    services.players.add(event_id, "山田", "太郎", "やまだ たろう")
    services.players.add(event_id, "佐藤", "花子", "さとう はなこ")
    services.rounds.pair_next(event_id)
    progress = EventProgress(round_paired=True)
    shown = services.events.get(event_id).settings
    again = EventDialog(shown, player_count=2, editable=editable_settings(progress))
    qtbot.addWidget(again)
    assert again.timings_combo.currentData() == JA_2016.key and again.timings_combo.isEnabled()
    _choose(again.timings_combo, EN_2023.key)
    services.events.update(event_id, again.settings())
    assert services.events.get(event_id).settings.draft_timings == EN_2023.key
    changed = [e for e in services.rounds.audit_log(event_id) if e.action == "event.update"]
    assert "draft_timings" in SETTING_LABELS
    assert describe_detail(changed[-1], LogContext()) == (
        "ピック時間の基準: 日本語版イベント規定2016年版 付録B → イベント規定2023年版 付録B"
    )
