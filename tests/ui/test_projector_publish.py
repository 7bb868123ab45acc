"""The projector's clock on the players' phones (issue 16): the window publishes it when
the organizer starts, pauses, resumes, skips, goes back or adjusts it (never on a tick) and
takes it down when it closes; the countdown a phone computes from the published JSON and
the server's time stays within 1 s of the projector's own ``StepClock``."""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from mtrdesk.core.draft.clock import DraftKind, draft_plan
from mtrdesk.core.draft.profiles import EN_2023
from mtrdesk.core.floor.published_clock import ClockSnapshot, reading_after
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.store.models import EventClock
from mtrdesk.ui.projector.programs import Mode, draft_program, round_program
from mtrdesk.ui.projector.publishing import publisher
from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.web.play.pages import clocks_json
from tests.helpers.empty_database import empty_database
from tests.helpers.services_support import new_event
from tests.helpers.ui_helpers import on_next_dialog
from tests.helpers.ui_pods import draft_event, open_window

WALL_START = dt.datetime(2026, 11, 20, 18, 0, 0)


class Clocks:
    """The projector's monotonic clock, and the server's wall clock, moved together: the
    same instant on both (the wall clock far from the monotonic one, as they are)."""

    def __init__(self) -> None:
        self.mono = 7321.125

    def monotonic(self) -> float:
        return self.mono

    def wall(self) -> dt.datetime:
        return WALL_START + dt.timedelta(seconds=self.mono - 7321.125)

    def advance(self, seconds: float) -> None:
        self.mono += seconds


class Phone:
    """The phone's script (``static/clock.js``) in Python: it fetches the clock's JSON,
    takes its ``elapsed`` as true at the middle of the request by its own monotonic clock
    (started elsewhere: 3 s since boot), and counts on from there while running."""

    def __init__(self, clocks: Clocks) -> None:
        self.clocks = clocks
        self.offset = 3.0 - clocks.mono  # the phone's clock reads 3.0 now
        self.clock: dict[str, object] = {}
        self.base = 0.0

    def now(self) -> float:
        return self.clocks.mono + self.offset

    def fetch(self, services: Services, event_id: int, latency: float = 0.12) -> None:
        self.clocks.advance(latency)  # the request on its way
        answer = json.loads(json.dumps(clocks_json(services.clocks.published(event_id))))
        self.clocks.advance(latency)  # the answer on its way
        (self.clock,) = answer["clocks"]
        self.base = self.now() - latency  # the middle of the request

    def reading(self):  # type: ignore[no-untyped-def]
        c = self.clock
        passed = (self.now() - self.base) if c["running"] else 0.0
        durations = tuple(float(s["seconds"]) for s in c["steps"])  # type: ignore[attr-defined]
        snapshot = ClockSnapshot(
            "draft", "draft", "booster", (), 0.0, bool(c["started"]), bool(c["running"])
        )
        return reading_after(durations, float(c["elapsed"]) + passed, snapshot)  # type: ignore[arg-type]


@pytest.fixture
def served(tmp_path: Path) -> tuple[Services, int, Clocks]:
    clocks = Clocks()
    path = empty_database(tmp_path / "e.sqlite3")
    services = Services.open(path, clock=clocks.wall, rng=random.Random(1))
    event_id, _ = new_event(services, 8)
    yield services, event_id, clocks  # type: ignore[misc]
    services.close()


def window_for(qtbot: QtBot, services: Services, event_id: int, clocks: Clocks, program):  # type: ignore[no-untyped-def]
    window = ProjectorWindow(
        program,
        now=clocks.monotonic,
        publish=publisher(services.clocks.publish, services.clocks.stop, event_id),
        pod=1,
    )
    qtbot.addWidget(window)
    window.sounds.muted = True
    return window


def stored(event_id: int) -> dict[str, object] | None:
    row = EventClock.get_or_none(EventClock.event == event_id)
    return None if row is None else json.loads(row.state)


def test_the_projector_publishes_on_start_pause_and_close_never_on_a_tick(
    qtbot: QtBot, served: tuple[Services, int, Clocks]
) -> None:
    services, event_id, clocks = served
    window = window_for(qtbot, services, event_id, clocks, round_program(50))
    opened = stored(event_id)
    assert opened is not None and (opened["started"], opened["running"]) == (False, False)
    assert opened["kind"] == "round" and opened["turns"] == "five"
    window.toggle()  # start
    started = stored(event_id)
    assert started is not None and (started["started"], started["running"]) == (True, True)
    assert started["position"] == 0.0 and started["at"] == WALL_START.isoformat(
        timespec="microseconds"
    )
    clocks.advance(61.5)
    window.refresh()  # a tick: nothing published
    assert stored(event_id) == started
    window.toggle()  # pause
    paused = stored(event_id)
    assert paused is not None and (paused["running"], paused["position"]) == (False, 61.5)
    window.adjust(5)
    assert stored(event_id)["steps"][0]["seconds"] == 3005.0  # type: ignore[index]
    window.close()
    assert stored(event_id) is None


def test_the_phone_stays_within_a_second_of_the_projector(
    qtbot: QtBot, served: tuple[Services, int, Clocks]
) -> None:
    services, event_id, clocks = served
    plan = draft_plan(DraftKind.BOOSTER, EN_2023, seats=8)
    window = window_for(qtbot, services, event_id, clocks, draft_program(plan))
    phone = Phone(clocks)

    def agree(label: str) -> None:
        projector = window.clock.state()
        seen = phone.reading()
        assert seen.index == projector.index, label
        assert abs(seen.remaining - projector.remaining) < 1.0, label
        assert (seen.started, seen.running) == (projector.started, projector.running), label

    phone.fetch(services, event_id)
    agree("before the start")
    window.toggle()  # start
    phone.fetch(services, event_id)
    for _ in range(3):
        clocks.advance(13.3)
        agree("running")
    window.toggle()  # pause
    phone.fetch(services, event_id)
    clocks.advance(20)
    agree("paused")
    window.toggle()  # resume
    phone.fetch(services, event_id)
    clocks.advance(7.1)
    agree("resumed")
    window.adjust(5)
    phone.fetch(services, event_id)
    clocks.advance(3.2)
    agree("adjusted")
    window.skip()
    phone.fetch(services, event_id)
    agree("skipped")
    window.back()
    phone.fetch(services, event_id)
    # Minutes without a word from the projector: the phone counts through the steps alone.
    for _ in range(40):
        clocks.advance(17.7)
        agree("on its own")
    window.close()


def test_a_pods_pick_clock_from_the_draft_pods_tab_reaches_the_phones(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
) -> None:
    event_id = draft_event(services, 12)
    services.pods.seat(event_id, 8, seed=3)  # two pods of 6
    window = open_window(qtbot, services, settings, event_id)
    tab = window.draft_pods_tab
    window.tabs.setCurrentWidget(tab)
    tab.tree.selectionModel().select(
        tab.model.index(1, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    mono = Clocks()
    tab.clock_now = mono.monotonic
    tab.clock_button.click()
    projector = tab.projector
    assert isinstance(projector, ProjectorWindow)
    (clock,) = services.clocks.published(event_id).clocks
    assert (clock.kind, clock.snapshot.pod, clock.snapshot.started) == ("draft", 2, False)
    assert clock.snapshot.title == "booster" and clock.snapshot.steps[0].pick == 1
    QTest.keyClick(projector, Qt.Key.Key_Space)  # the organizer starts the draft
    (clock,) = services.clocks.published(event_id).clocks
    assert (clock.snapshot.started, clock.snapshot.running) == (True, True)
    projector.close()
    assert services.clocks.published(event_id).clocks == ()


def test_the_round_clock_from_the_round_menu_reaches_the_phones(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
) -> None:
    event_id, _ = services.events.create(
        EventSettings("土曜スタンダード", dt.date(2026, 11, 21)).with_changes(round_minutes=50)
    )
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)

    def choose_round(dialog: QDialog) -> None:
        assert isinstance(dialog, ProjectorSetupDialog)
        dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(Mode.ROUND))
        dialog.accept()

    on_next_dialog(choose_round)
    window.projector_action.trigger()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    projector.toggle()
    (clock,) = services.clocks.published(event_id).clocks
    assert clock.kind == "round" and clock.snapshot.running
    assert [s.seconds for s in clock.snapshot.steps] == [3000.0]
    projector.toggle()
    (clock,) = services.clocks.published(event_id).clocks
    assert not clock.snapshot.running
    projector.close()
    assert services.clocks.published(event_id).clocks == ()
