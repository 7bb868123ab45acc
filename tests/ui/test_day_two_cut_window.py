"""The day-two cut in the window (issue 29; MTR 2.10, 10.2): announced in the event dialog
beside early advancement, with what a drop after it does under the event's edition, fixed
from round 1; the standings mark the players below it."""

from __future__ import annotations

import datetime as dt
import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from mtrdesk.core.event_rules import EventProgress, editable_settings
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.dialogs.event.variants import select
from mtrdesk.ui.models.entry_status import INACTIVE_COLOR
from mtrdesk.ui.models.standings_model import StandingsModel
from mtrdesk.ui.models.standings_sources import PLAYER_STANDINGS, PlayerColumn
from mtrdesk.words.audit_context import LogContext
from mtrdesk.words.audit_text import describe_detail
from mtrdesk.words.i18n import Translators
from tests.helpers.services_support import new_event, report_round
from tests.helpers.ui_helpers import exercise

DATE = dt.date(2026, 11, 20)


def test_the_dialog_announces_the_cut_and_the_editions_drop_rule(qtbot: QtBot) -> None:
    settings = EventSettings("Spotlight", DATE, swiss_rounds=7)
    dialog = EventDialog(settings, player_count=40)
    qtbot.addWidget(dialog)
    assert dialog.settings().day_two_cut() is None
    assert not dialog.cut_round_spin.isEnabled()
    dialog.cut_check.setChecked(True)
    dialog.cut_round_spin.setValue(5)
    dialog.cut_points_spin.setValue(12)
    typed = dialog.settings()
    assert (typed.cut_after, typed.cut_points) == (5, 12)
    text = dialog.announcement_label.text()
    assert "after round 5" in text and "12 match points" in text and "MTR 10.2" in text
    # 2025-11-10 (in force on the date): the bye is only before single elimination.
    assert "paired as usual" in text
    # Choosing the older edition (with its reason) changes the announcement at once.
    dialog.edition_combo.setCurrentIndex(dialog.edition_combo.findData("2023-08-21"))
    assert "receives a bye" in dialog.announcement_label.text()
    # An event dated before 2025-11-10 follows 2023-08-21 (the edition chosen in the
    # dialog is its edition part's; the announcement reads whichever the settings hold).
    old = EventDialog(settings.with_changes(date=dt.date(2025, 6, 1)), player_count=40)
    qtbot.addWidget(old)
    old.cut_check.setChecked(True)
    assert "receives a bye" in old.announcement_label.text()


def test_a_cut_after_the_last_round_is_refused_in_the_dialog(qtbot: QtBot) -> None:
    dialog = EventDialog(EventSettings("Spotlight", DATE, swiss_rounds=4), player_count=40)
    qtbot.addWidget(dialog)
    dialog.cut_check.setChecked(True)
    dialog.cut_round_spin.setValue(4)
    dialog.accept()
    assert dialog.result() == 0  # still open
    assert "day-two cut" in dialog.problems_label.text()


def test_the_cut_is_fixed_once_round_1_is_paired(qtbot: QtBot) -> None:
    settings = EventSettings("Spotlight", DATE, swiss_rounds=7, cut_after=5, cut_points=12)
    progress = EventProgress(round_paired=True)
    dialog = EventDialog(settings, player_count=40, editable=editable_settings(progress))
    qtbot.addWidget(dialog)
    assert not dialog.cut_row.isEnabled()
    assert "MTR 10.2" in dialog.cut_check.toolTip()
    dialog.cut_check.setChecked(False)  # even so, what was announced stays
    assert dialog.settings().day_two_cut() == settings.day_two_cut()


def test_the_cut_speaks_japanese(qtbot: QtBot, translators: Translators) -> None:
    assert translators.install("ja")
    settings = EventSettings("スポットライト", DATE, swiss_rounds=7, cut_after=5, cut_points=12)
    dialog = EventDialog(settings, player_count=40)
    qtbot.addWidget(dialog)
    text = dialog.announcement_label.text()
    assert "2日目進出" in text and "第5回戦" in text and "MTR 2.10" in text


def test_the_standings_mark_who_is_below_the_cut(qapp: QApplication, services: Services) -> None:
    event_id, _ = new_event(services, 8, swiss_rounds=3, cut_after=2, cut_points=6)
    for _ in range(2):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(2), "2-0")
    rows = services.standings.standings(event_id)
    model = StandingsModel(PLAYER_STANDINGS)
    exercise(model, rows)
    below = [i for i, row in enumerate(rows) if row.cut_out]
    assert below and len(below) < len(rows)
    for i, row in enumerate(rows):
        name = model.index(i, PlayerColumn.NAME).data()
        assert name.endswith("(below the day-two cut)") == row.cut_out
        brush = model.index(i, PlayerColumn.NAME).data(Qt.ItemDataRole.ForegroundRole)
        assert (brush is not None and brush.color() == INACTIVE_COLOR) == row.cut_out
    # Before the cut's round is played nobody is marked.
    assert not any(row.cut_out for row in services.standings.standings(event_id, 1))


def test_team_and_pod_events_take_no_cut(qtbot: QtBot) -> None:
    dialog = EventDialog(EventSettings("Spotlight", DATE, swiss_rounds=7), player_count=40)
    qtbot.addWidget(dialog)
    dialog.cut_check.setChecked(True)
    assert dialog.settings().day_two_cut() is not None
    for structure in (Structure.TEAM_OF_THREE, Structure.MULTIPLAYER):
        select(dialog.structure_combo, structure)
        assert not dialog.cut_row.isEnabled()
        assert dialog.settings().day_two_cut() is None
        select(dialog.structure_combo, Structure.INDIVIDUAL)
        assert dialog.cut_row.isEnabled()


def test_the_audit_log_names_the_post_cut_bye(qapp: QApplication, services: Services) -> None:
    # MTR 2.10 (2023-08-21): the bye for a drop after the cut is logged apart.
    event_id, _ = new_event(
        services, 8, swiss_rounds=3, cut_after=1, cut_points=3, edition="2023-08-21"
    )
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(1), "2-0")
    top = next(row.entry for row in services.standings.standings(event_id) if not row.cut_out)
    through = [row.entry for row in services.standings.standings(event_id) if not row.cut_out]
    services.players.drop(through[1])
    services.rounds.pair_next(event_id)
    entry = [e for e in services.rounds.audit_log(event_id) if e.action == "round.pair"][-1]
    names = {top: "山田 太郎"}
    text = describe_detail(entry, LogContext(names=names))
    assert "bye for a drop after the cut: 山田 太郎" in text
