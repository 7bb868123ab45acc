"""The projector clock from the main window's Round menu, with the open event's round."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialog

from mtrdesk.core.event import EventSettings, Structure
from mtrdesk.ui.main_window import MainWindow
from mtrdesk.ui.projector.setup_dialog import Mode, ProjectorSetupDialog
from mtrdesk.ui.projector.window import ProjectorWindow
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
