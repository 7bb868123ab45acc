"""The projector window (issue 5, item 3) run with a fake monotonic clock: a booster and a
Rochester draft from the first pick to the last, the deck-building and round clocks, keys,
buttons, sound cues (recorded, never played), the setup dialog, Japanese labels."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtGui import QFontMetrics, QGuiApplication
from PySide6.QtWidgets import QDialog, QStyle, QStyleOptionComboBox

from mtrdesk.core.draft.clock import DraftKind, draft_plan
from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.core.draft.steps import StepKind
from mtrdesk.core.settings import EventSettings, Format, Structure
from mtrdesk.ui.projector import open_projector, setup_dialog
from mtrdesk.ui.projector.faces import Alert
from mtrdesk.ui.projector.pod_clock import pod_program
from mtrdesk.ui.projector.programs import (
    BuildFormat,
    PhaseKind,
    TurnsAtTime,
    deck_building_phases,
    deck_building_program,
    draft_program,
    round_program,
)
from mtrdesk.ui.projector.sound import Cue, ToneSounds
from mtrdesk.ui.projector.window import COLOURS, ProjectorWindow
from tests.helpers.ui_helpers import FIXED_NOW

#: MTR 8.5's example: team 2 lets team 1 pick first, so 1B opens the first booster.
MTR_8_5_ORDER = [
    "1B",
    "1C",
    "2A",
    "2B",
    "2C",
    "1A",
    "1A",
    "2C",
    "2B",
    "2A",
    "1C",
    "1B",
    "1B",
    "1C",
    "2A",
]


class FakeClock:
    def __init__(self) -> None:
        self.t = 7000.0

    def __call__(self) -> float:
        return self.t


class RecordedSounds:
    """Stands in for the speakers: tests never depend on an audio device."""

    def __init__(self) -> None:
        self.muted = False
        self.cues: list[Cue] = []

    def play(self, cue: Cue) -> None:
        self.cues.append(cue)


@pytest.fixture
def fake() -> FakeClock:
    return FakeClock()


@pytest.fixture
def sounds() -> RecordedSounds:
    return RecordedSounds()


def make_window(qtbot, program, fake, sounds) -> ProjectorWindow:  # type: ignore[no-untyped-def]
    window = ProjectorWindow(program, now=fake, sounds=sounds)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    return window


def started(qtbot, program, fake, sounds) -> ProjectorWindow:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, program, fake, sounds)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    return window


def at(window: ProjectorWindow, fake: FakeClock, start: float, seconds: float) -> dict[str, str]:
    """Move the fake clock to ``seconds`` after ``start`` and read every label."""
    fake.t = start + seconds
    window.refresh()
    return {name: label.text() for name, label in window.labels.items()}


def test_a_booster_draft_from_the_first_pick_to_the_last(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    plan = draft_plan(DraftKind.BOOSTER, EN_2023)
    window = make_window(qtbot, draft_program(plan), fake, sounds)
    shown = {name: label.text() for name, label in window.labels.items()}
    assert (shown["countdown"], shown["status"]) == ("40", "Press Space to start")
    assert window.face.alert is Alert.WAITING
    qtbot.keyClick(window, Qt.Key.Key_Space)
    start = fake.t
    shown = at(window, fake, start, 0)
    assert (shown["pack"], shown["caption"], shown["countdown"]) == ("Pack 1 of 3", "Pick 1", "40")
    assert (shown["cards"], shown["arrow"], shown["direction"]) == (
        "Cards left: 15",
        "←",
        "Pass left",
    )
    assert shown["next"] == "Next review: 60 s after pack 1, in 4:45"
    assert shown["status"] == ""
    # Every timed step, half a second in: what the plan says, in full.
    for step in plan.steps:
        if not step.timed:
            continue
        shown = at(window, fake, start, step.offset + 0.5)
        assert shown["countdown"] == str(step.seconds)
        if step.kind is StepKind.REVIEW:
            assert shown["caption"] == f"Review: {step.seconds} s"
        else:
            assert shown["caption"] == f"Pick {step.pick}"
            assert shown["pack"] == f"Pack {step.pack} of 3"
            assert shown["cards"] == f"Cards left: {step.cards_left}"
            assert shown["arrow"] == ("→" if step.pack == 2 else "←")
    # Middle of pack 2 (starts at 345 s): pick 3, 13 cards, 35 s, passing right.
    shown = at(window, fake, start, 345 + 80 + 10)
    assert (shown["pack"], shown["caption"], shown["cards"]) == (
        "Pack 2 of 3",
        "Pick 3",
        "Cards left: 13",
    )
    assert (shown["countdown"], shown["arrow"], shown["direction"]) == ("25", "→", "Pass right")
    assert shown["next"] == "Next review: 90 s after pack 2, in 3:15"
    # The review after pack 1 (285 s): its own step, announcing pack 2's direction.
    shown = at(window, fake, start, 285 + 15)
    assert (shown["caption"], shown["countdown"], shown["pack"]) == (
        "Review: 60 s",
        "45",
        "Next: pack 2 of 3",
    )
    assert shown["arrow"] == "→" and window.face.alert is Alert.REVIEW
    # The last 5 seconds of a pick turn red; 6 seconds left is still white.
    at(window, fake, start, 34)
    assert window.face.alert is Alert.RUNNING
    assert COLOURS[Alert.RUNNING] in window.labels["countdown"].styleSheet()
    shown = at(window, fake, start, 35.2)
    assert shown["countdown"] == "5" and window.face.alert is Alert.WARNING
    assert COLOURS[Alert.WARNING] in window.labels["countdown"].styleSheet()
    # After the last pick.
    shown = at(window, fake, start, plan.total_seconds)
    assert shown["countdown"] == "Draft finished" and window.face.alert is Alert.FINISHED
    assert shown["pack"] == shown["caption"] == shown["next"] == ""


def test_a_rochester_draft_from_the_first_pick_to_the_last(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    plan = draft_plan(DraftKind.ROCHESTER, EN_2023)
    window = started(qtbot, draft_program(plan), fake, sounds)
    start = fake.t
    shown = at(window, fake, start, 3)
    assert (shown["caption"], shown["countdown"], shown["picker"]) == (
        "Review: 20 s",
        "17",
        "Laid out by 1B",
    )
    assert (shown["booster"], shown["arrow"]) == ("Booster 1 of 6", "↻")
    assert shown["next"] == "Next booster: laid out by 1C, in 1:32"
    assert window.face.order == tuple(MTR_8_5_ORDER) and window.face.order_at is None
    pickers = []
    for card in range(15):  # MTR 8.5's example, 5 s each after the 20 s review
        shown = at(window, fake, start, 20 + 5 * card + 1)
        pickers.append(shown["picker"].removeprefix("Now picking: "))
        assert shown["caption"] == f"Pick {card + 1}" and shown["countdown"] == "4"
        assert shown["cards"] == f"Cards left: {15 - card}"
        assert shown["note"] == "Time out: the oldest card is taken"
        assert window.face.order_at == card
    assert pickers == MTR_8_5_ORDER
    assert 'background-color:#ffd54f">&nbsp;2A&nbsp;' in window.labels["order"].text()
    # A 5-second pick is red only for its last 2 seconds.
    at(window, fake, start, 20 + 2.5)
    assert window.face.alert is Alert.RUNNING
    at(window, fake, start, 20 + 3.5)
    assert window.face.alert is Alert.WARNING
    # Pack 2 runs counterclockwise; 1A opened the last booster of pack 1
    # (1B, 1C, 2A, 2B, 2C, 1A) and opens the first of pack 2 (MTR 8.5).
    pack2 = plan.pack_offsets[1]
    shown = at(window, fake, start, pack2 + 1)
    assert (shown["pack"], shown["picker"], shown["arrow"]) == (
        "Pack 2 of 3",
        "Laid out by 1A",
        "↺",
    )
    assert shown["direction"] == "Counterclockwise"
    # Every step of the draft, then the end.
    for index, step in enumerate(plan.steps):
        at(window, fake, start, step.offset + 0.25)
        assert window.clock.state().index == index
        if step.kind is StepKind.PICK:
            assert window.labels["picker"].text() == f"Now picking: {step.picker}"
    shown = at(window, fake, start, plan.total_seconds + 0.25)
    assert shown["countdown"] == "Draft finished" and shown["picker"] == ""
    assert plan.total_seconds == 3 * 6 * (20 + 15 * 5)


def test_pause_skip_back_and_adjust_from_the_keyboard(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    window = started(qtbot, draft_program(draft_plan(DraftKind.BOOSTER, EN_2023)), fake, sounds)
    start = fake.t
    at(window, fake, start, 10)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert window.labels["status"].text() == "Paused" and window.face.alert is Alert.PAUSED
    assert at(window, fake, start, 500)["countdown"] == "30"  # nothing lost while paused
    qtbot.keyClick(window, Qt.Key.Key_Space)
    start += 490
    assert at(window, fake, start, 11)["countdown"] == "29"  # nor gained
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert window.labels["countdown"].text() == "34"
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    qtbot.keyClick(window, Qt.Key.Key_Minus)
    assert window.labels["countdown"].text() == "24"
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert (window.labels["caption"].text(), window.labels["countdown"].text()) == ("Pick 2", "40")
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert window.labels["caption"].text() == "Pick 3"
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert (window.labels["caption"].text(), window.labels["countdown"].text()) == ("Pick 2", "40")
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert window.labels["caption"].text() == "Pick 1"


def test_the_buttons_do_what_the_keys_do(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, draft_program(draft_plan(DraftKind.BOOSTER, EN_2023)), fake, sounds)
    assert window.start_button.text() == "Start (Space)"
    qtbot.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    assert window.start_button.text() == "Pause (Space)"
    qtbot.mouseClick(window.plus_button, Qt.MouseButton.LeftButton)
    assert window.labels["countdown"].text() == "45"
    qtbot.mouseClick(window.skip_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert (window.labels["caption"].text(), window.labels["countdown"].text()) == ("Pick 1", "40")
    qtbot.mouseClick(window.start_button, Qt.MouseButton.LeftButton)
    assert window.start_button.text() == "Resume (Space)"
    assert window.screen_combo.count() >= 1
    # A screen is named by its number, not by Qt's device name (issue 32).
    size = window.screen_combo.screen().size()
    assert window.screen_combo.itemText(0) == f"Screen 1 ({size.width()}×{size.height()})"


def test_sound_cues_and_mute(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    window = started(qtbot, draft_program(draft_plan(DraftKind.BOOSTER, EN_2023)), fake, sounds)
    start = fake.t
    for tenth in range(0, 420):
        at(window, fake, start, tenth / 10)
    assert sounds.cues == [Cue.TICK, Cue.TICK, Cue.TICK, Cue.STEP]
    qtbot.keyClick(window, Qt.Key.Key_M)
    assert sounds.muted and window.mute_button.isChecked()
    for tenth in range(420, 820):
        at(window, fake, start, tenth / 10)
    assert len(sounds.cues) == 4


def test_no_audio_device_means_silence_not_an_error(qtbot) -> None:  # type: ignore[no-untyped-def]
    tones = ToneSounds()
    tones.play(Cue.STEP)  # plays, or does nothing where there is no audio
    tones.muted = True
    tones.play(Cue.TICK)


def test_full_screen_and_escape(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot, round_program(50), fake, sounds)
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_button.text() == "Leave full screen (Esc)"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert window.full_button.text() == "Show full screen (F)"


def test_the_deck_building_clock_of_a_prerelease_sealed_deck(qtbot, fake, sounds) -> None:  # type: ignore[no-untyped-def]
    phases = deck_building_phases(BuildFormat.SEALED, release_weekend=True)
    assert [(p.kind, p.seconds) for p in phases] == [
        (PhaseKind.REGISTRATION, 20 * 60),
        (PhaseKind.CONSTRUCTION, 45 * 60),  # 30 + 15 at a prerelease (Appendix B)
    ]
    window = started(qtbot, deck_building_program(phases), fake, sounds)
    start = fake.t
    shown = at(window, fake, start, 0)
    assert (shown["title"], shown["caption"], shown["countdown"]) == (
        "Deck building",
        "Deck registration",
        "20:00",
    )
    assert shown["next"] == "Next: Deck construction, 45 min"
    shown = at(window, fake, start, 20 * 60 + 0.5)
    assert (shown["caption"], shown["countdown"], shown["next"]) == (
        "Deck construction",
        "45:00",
        "",
    )
    at(window, fake, start, 65 * 60 - 299)
    assert window.face.alert is Alert.SOON
    shown = at(window, fake, start, 65 * 60)
    assert shown["countdown"] == "Deck building time is over"


@pytest.mark.parametrize(
    ("fmt", "minutes"),
    [
        (BuildFormat.SEALED, [20, 30]),
        (BuildFormat.DRAFT, [25]),
        (BuildFormat.TEAM_SEALED, [20, 60]),
        (BuildFormat.TEAM_DRAFT, [40]),
        (BuildFormat.TWO_HEADED_GIANT_SEALED, [20, 60]),
        (BuildFormat.TWO_HEADED_GIANT_DRAFT, [40]),
    ],
)
def test_appendix_b_deck_building_times(fmt: BuildFormat, minutes: list[int]) -> None:
    assert [p.seconds // 60 for p in deck_building_phases(fmt)] == minutes
    release = deck_building_phases(fmt, release_weekend=True)
    assert sum(p.seconds for p in release) // 60 == sum(minutes) + (15 if len(minutes) == 2 else 0)


@pytest.mark.parametrize(
    ("turns", "text"),
    [
        (TurnsAtTime.FIVE, "Time is up: 5 additional turns"),
        (TurnsAtTime.THREE, "Time is up: 3 additional turns"),
        (TurnsAtTime.PER_PLAYER, "Time is up: one additional turn per player still in the game"),
    ],
)
def test_the_round_clock(qtbot, fake, sounds, turns, text) -> None:  # type: ignore[no-untyped-def]
    window = started(qtbot, round_program(50, turns), fake, sounds)
    start = fake.t
    shown = at(window, fake, start, 0.3)
    assert (shown["title"], shown["countdown"]) == ("Round time", "50:00")
    assert shown["note"] == text.replace("Time is up", "At time")
    qtbot.keyClick(window, Qt.Key.Key_Plus)
    assert window.labels["countdown"].text() == "50:05"
    shown = at(window, fake, start, 50 * 60 + 5)
    assert shown["countdown"] == text and window.face.alert is Alert.FINISHED


def test_japanese_labels(qtbot, fake, sounds, translators, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    window = started(qtbot, draft_program(draft_plan(DraftKind.BOOSTER, JA_2016)), fake, sounds)
    start = fake.t
    shown = at(window, fake, start, 0)
    assert (shown["title"], shown["pack"], shown["caption"]) == (
        "ブースタードラフト",
        "1パック目(全3パック)",
        "1ピック目",
    )
    assert (shown["cards"], shown["direction"]) == ("残り15枚", "左回し")
    assert shown["next"] == "次の確認時間: 1パック目の後に30秒(あと4:45)"
    # Long Japanese lines are narrowed to their column rather than clipped.
    for name in ("pack", "next"):
        label = window.labels[name]
        assert QFontMetrics(label.font()).horizontalAdvance(label.text()) <= window._room(name)
    shown = at(window, fake, start, 285 + 1)
    assert (shown["caption"], shown["direction"]) == ("確認時間: 30秒", "右回し")
    assert at(window, fake, start, 2000)["countdown"] == "ドラフト終了"
    rochester = started(
        qtbot, draft_program(draft_plan(DraftKind.ROCHESTER, JA_2016)), fake, sounds
    )
    shown = at(rochester, fake, fake.t, 21)
    assert shown["picker"] == "ピックするプレイヤー: 1B"
    assert shown["note"] == "時間切れの場合: スタッフが「最古の」カードを選択"
    assert rochester.start_button.text() == "一時停止(スペースキー)"
    size = rochester.screen_combo.screen().size()
    combo = rochester.screen_combo
    assert combo.itemText(0) == f"画面1({size.width()}×{size.height()})"
    # Shown whole, not 「画面1(1366×76」: the combo's text field is as wide as its text.
    wide = combo.screen()
    monkeypatch.setattr(wide, "size", lambda: QSize(1920, 1080))
    monkeypatch.setattr(QGuiApplication, "screens", lambda: [wide])
    rochester._fill_screens()
    assert combo.itemText(0) == "画面1(1920×1080)"
    combo.resize(combo.sizeHint())  # the width the row's layout gives it
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    assert field.width() >= QFontMetrics(combo.font()).horizontalAdvance(combo.itemText(0))


def test_the_setup_dialog_remembers_the_last_choices(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    dialog = setup_dialog.ProjectorSetupDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.profile_combo.currentData() == EN_2023.key
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData(DraftKind.ROCHESTER))
    assert (dialog.seats_spin.value(), dialog.packs_spin.value()) == (6, 3)
    dialog.seats_spin.setValue(7)
    dialog.accept()
    assert "even count" in dialog.problem_label.text()  # MTR 8.5: two equal teams
    dialog.seats_spin.setValue(4)
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    plan = dialog.program().plan
    assert plan is not None and plan.seats == ("1A", "1B", "2A", "2B")
    again = setup_dialog.ProjectorSetupDialog(settings)
    qtbot.addWidget(again)
    assert again.kind_combo.currentData() is DraftKind.ROCHESTER
    assert again.seats_spin.value() == 4 and again.profile_combo.currentData() == EN_2023.key


def test_the_pick_clock_opens_on_the_timings_of_the_rules_the_event_follows(  # type: ignore[no-untyped-def]
    qtbot, settings, translators
) -> None:
    """Issue 18: the event's choice, not the computer's: MTR 2023 Appendix B for a new
    event, in Japanese too; JA MTR 2016 付録B for an event that chose it, in the setup
    dialog and the Draft pods tab's pick clock alike. Another choice made in the dialog
    times that draft only, and a choice an earlier version saved on the computer is no
    longer read."""
    assert translators.install("ja")
    settings.setValue("projector/timing_rules", JA_2016.key)  # the old per-computer choice
    new = EventSettings(name="土曜ドラフト", date=FIXED_NOW.date(), format=Format.BOOSTER_DRAFT)
    assert new.draft_timings == EN_2023.key
    dialog = setup_dialog.ProjectorSetupDialog(settings, event=new)
    qtbot.addWidget(dialog)
    assert dialog.profile_combo.currentData() == EN_2023.key
    assert dialog.profile_combo.currentText() == "イベント規定2023年版 付録B"
    first = pod_program(range(1, 9), [], settings, new.draft_timings).plan
    assert first is not None and first.profile == EN_2023
    without_event = setup_dialog.ProjectorSetupDialog(settings)
    qtbot.addWidget(without_event)
    assert without_event.profile_combo.currentData() == EN_2023.key

    japanese = replace(new, draft_timings=JA_2016.key)
    again = setup_dialog.ProjectorSetupDialog(settings, event=japanese)
    qtbot.addWidget(again)
    assert again.profile_combo.currentData() == JA_2016.key
    again.kind_combo.setCurrentIndex(again.kind_combo.findData(DraftKind.BOOSTER))
    plan = again.program().plan
    assert plan is not None and plan.profile == JA_2016
    chosen = pod_program(range(1, 9), [], settings, japanese.draft_timings).plan
    assert chosen is not None and chosen.profile == JA_2016
    # Reviews after the first two boosters of 30 and 45 s (JA 2016 付録B) against 60 and
    # 90 s (MTR 2023): the clock really runs on the event's table, 75 s shorter.
    assert first.total_seconds - chosen.total_seconds == 75

    # The 2016 timings chosen in the dialog for a 2023 event: this draft only.
    dialog.profile_combo.setCurrentIndex(dialog.profile_combo.findData(JA_2016.key))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    plan = dialog.program().plan
    assert plan is not None and plan.profile.key == JA_2016.key
    later = setup_dialog.ProjectorSetupDialog(settings, event=new)
    qtbot.addWidget(later)
    assert later.profile_combo.currentData() == EN_2023.key


def test_open_projector_runs_the_round_clock_of_a_two_headed_giant_event(
    qtbot, settings, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(
        setup_dialog.ProjectorSetupDialog, "exec", lambda self: QDialog.DialogCode.Accepted
    )
    settings.setValue("projector/mode", "round")
    event = EventSettings(
        name="2HG", date=FIXED_NOW.date(), round_minutes=60, structure=Structure.TWO_HEADED_GIANT
    )
    fake = FakeClock()
    window = open_projector(None, settings, event=event, now=fake)
    assert window is not None  # deleted on close: not handed to qtbot
    assert window.program.turns is TurnsAtTime.THREE
    assert window.labels["countdown"].text() == "1:00:00"
    window.close()


def test_a_slower_casual_draft_is_a_remembered_custom_profile(qtbot, settings: QSettings) -> None:  # type: ignore[no-untyped-def]
    """Appendix B's times are for competitive events; a store's casual draft may run
    slower: 150 % gives the first pick of a 15-card pack 60 s instead of 40 s."""
    dialog = setup_dialog.ProjectorSetupDialog(settings)
    qtbot.addWidget(dialog)
    dialog.kind_combo.setCurrentIndex(dialog.kind_combo.findData(DraftKind.BOOSTER))
    dialog.pack_size_spin.setValue(15)
    assert dialog.speed_spin.value() == 100
    normal = dialog.program().durations
    dialog.speed_spin.setValue(150)
    dialog.accept()
    slower = dialog.program().durations
    assert (normal[0], slower[0]) == (40, 60)
    assert sum(slower) == pytest.approx(1.5 * sum(normal), rel=0.02)  # rounding per step
    again = setup_dialog.ProjectorSetupDialog(settings)
    qtbot.addWidget(again)
    assert again.speed_spin.value() == 150 and again.program().durations == slower
