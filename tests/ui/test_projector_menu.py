"""The projector clock from the main window's Round menu, with the open event's round."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialog

from mtrdesk.core.settings import EventSettings, Playoff, Structure
from mtrdesk.ui.projector.setup_dialog import Mode, ProjectorSetupDialog
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import on_next_dialog


def test_round_menu_opens_the_round_clock_with_the_events_minutes(
    qtbot,
    services,
    settings,  # type: ignore[no-untyped-def]
) -> None:
    event = EventSettings("土曜2HG", dt.date(2026, 11, 21)).with_changes(
        structure=Structure.TWO_HEADED_GIANT, round_minutes=60
    )
    event_id, _ = services.events.create(event)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    seen: dict[str, object] = {}

    def choose_round(dialog: QDialog) -> None:
        assert isinstance(dialog, ProjectorSetupDialog)
        dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(Mode.ROUND))
        seen["minutes"] = dialog.minutes_spin.value()
        seen["turns"] = dialog.turns_combo.currentText()
        dialog.accept()

    on_next_dialog(choose_round)
    window.projector_action.trigger()
    assert seen["minutes"] == 60  # the event's round time (MTR 2.5)
    assert "3" in str(seen["turns"])  # Two-Headed Giant: 3 additional turns (MTR 2.5)
    assert isinstance(window.projector, ProjectorWindow) and window.projector.isVisible()
    window.projector.close()


def open_round_clock(qtbot, window: MainWindow) -> ProjectorWindow:  # type: ignore[no-untyped-def]
    def choose_round(dialog: QDialog) -> None:
        dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(Mode.ROUND))
        dialog.accept()

    on_next_dialog(choose_round)
    window.projector_action.trigger()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)  # deleted when closed: no qtbot.addWidget
    return projector


def test_the_round_clock_says_which_round_it_times(  # type: ignore[no-untyped-def]
    qtbot, services, settings, translators
) -> None:
    """Issue 18: 第2回戦 on the wall, then the playoff's 準々決勝 (Quarterfinals)."""
    event_id, _ = services.events.create(
        EventSettings("金曜モダン", dt.date(2026, 11, 20), playoff=Playoff.TOP8, swiss_rounds=3)
    )
    for n in range(12):
        services.players.add(event_id, f"Player{n:02d}", "Test")
    services.rounds.pair_next(event_id)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-1")
    services.rounds.pair_next(event_id)
    assert translators.install("ja")
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    projector = open_round_clock(qtbot, window)
    assert projector.labels["title"].text() == "第2回戦"
    projector.close()

    assert translators.install("en")
    assert projector_title_after_the_swiss(qtbot, services, settings, event_id) == "Quarterfinals"


def projector_title_after_the_swiss(qtbot, services, settings, event_id: int) -> str:  # type: ignore[no-untyped-def]
    for number in (2, 3):
        if number == 3:
            services.rounds.pair_next(event_id)
        for match in services.rounds.current_round(event_id).missing:
            services.rounds.report(event_id, number, match.table, "2-1")
    services.playoff.start(event_id, seed=5)
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.set_event(event_id)
    projector = open_round_clock(qtbot, window)
    title = projector.labels["title"].text()
    projector.close()
    return title
