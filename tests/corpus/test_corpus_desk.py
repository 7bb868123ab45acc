"""The bad-input corpus at the window's registration desk (issue 30): a capacity that is no
number of players, a registration accepted into a full event, one decided or withdrawn on
the phone while the window still showed it, a merge into an entry removed meanwhile.

Each case checks the three promises through the real widgets: no exception reaches Qt
(pytest-qt fails a test on one raised in a slot), a sentence is shown, and the database
holds exactly the rows it held before (a full SQL dump compared).
"""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QMessageBox

from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.registration.desk_dialog import DeskDialog
from mtrdesk.ui.registration.panel import RegistrationsPanel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.database_text import dump
from tests.helpers.empty_database import prepared_database
from tests.helpers.ui_helpers import FIXED_NOW

DATE = dt.date(2026, 11, 20)


@dataclass
class Counter:
    """The window on an event taking registrations: capacity 3, two entered, one waiting
    (青木), one on the waitlist (井上); and what the window said."""

    window: MainWindow
    services: Services
    event_id: int
    path: Path
    said: list[str]

    @property
    def panel(self) -> RegistrationsPanel:
        return self.window.players_tab.registrations

    def choose(self, family: str) -> int:
        row = next(r for r in self.panel.model.rows() if r.family == family)
        assert self.panel.select(row.id)
        return row.id


def _taking_registrations(path: Path) -> None:
    with Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7)) as services:
        event_id, _ = services.events.create(EventSettings("金曜モダン", DATE))
        for n in range(2):
            services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
        services.registration.set_desk(
            event_id, open=True, accept_at_once=False, capacity=3, asks_deck=False
        )
        for n, (family, reading) in enumerate([("青木", "あおき"), ("井上", "いのうえ")]):
            form = RegistrationForm(family, "花", reading + " はな", "", "")
            services.registration.submit(event_id, form, f"device-{n}")


@pytest.fixture
def counter(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter]:  # type: ignore[no-untyped-def]
    path = prepared_database(tmp_path / "event.sqlite3", "corpus-desk", _taking_registrations)
    services = Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7))
    event_id = services.events.list_events()[0].id
    said: list[str] = []
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: yes)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.players_tab)
    yield Counter(window, services, event_id, path, said)
    window.close()
    services.close()


def refused_cleanly(counter: Counter, act: Callable[[], object]) -> str:
    """Run ``act``; one sentence said, no traceback, not a row changed."""
    before = dump(counter.path)
    act()
    assert len(counter.said) == 1, counter.said
    shown = counter.said[0]
    assert shown.strip() and "Traceback" not in shown and len(shown) < 2000, shown
    assert dump(counter.path) == before
    return shown


CAPACITIES = {
    "letters": "abc",
    "zero": "0",
    "negative": "-3",
    "two-thousand-digits": "9" * 2000,
    "past-the-largest": "10001",
    "ethiopic-digit": "፩",
    "circled-one": "①",
    "fraction": "1.5",
    "inner-space": "1 2",
    "html": "<b>8</b>",
    "nul": "8\x00",
    "control-characters": "\x1b[31m8",
}


@pytest.mark.parametrize("typed", CAPACITIES.values(), ids=CAPACITIES.keys())
def test_a_capacity_that_is_no_number_of_players_is_refused(
    counter: Counter, typed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    def act() -> None:
        def fill(dialog: DeskDialog) -> int:
            dialog.capacity_edit.setText(typed)
            dialog.accept()  # refused: the dialog stays open, then is cancelled
            assert dialog.settings is None
            return DeskDialog.DialogCode.Rejected

        monkeypatch.setattr(DeskDialog, "exec", fill)
        counter.window.event_menu.registration_settings_action.trigger()

    shown = refused_cleanly(counter, act)
    assert "or empty for no limit" in shown
    assert typed[:50] not in shown or len(typed) < 6  # a long paste is not echoed


def test_accepting_into_a_full_event_is_refused(counter: Counter) -> None:
    counter.services.players.add(counter.event_id, "Player02", "Test", player_id="P0002")
    counter.window.take_from_elsewhere()
    counter.choose("青木")  # the third entry filled the event: 青木 no longer fits
    refused_cleanly(counter, counter.panel.accept_button.click)


@pytest.mark.parametrize("how", ["withdrawn", "declined"])
def test_a_registration_decided_elsewhere_is_not_decided_again(counter: Counter, how: str) -> None:
    registration_id = counter.choose("青木")
    registrations = counter.services.registration
    if how == "withdrawn":  # the player cancelled on the phone meanwhile
        registrations.withdraw(counter.event_id, _token(counter.path, registration_id))
    else:  # another station declined it
        registrations.decline(registration_id)
    refused_cleanly(counter, counter.panel.accept_button.click)


def _token(path: Path, registration_id: int) -> str:
    """The registration's secret (the player's status page), read as another program."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as conn:
        (token,) = conn.execute(
            "SELECT token FROM registration WHERE id = ?", (registration_id,)
        ).fetchone()
    return str(token)


def test_merging_into_an_entry_removed_meanwhile_is_refused(
    counter: Counter, monkeypatch: pytest.MonkeyPatch
) -> None:
    entry = counter.window.players_tab.model.rows()[0]
    counter.choose("青木")
    removed: list[str] = []

    def choose(parent, title, label, items, current, editable):  # type: ignore[no-untyped-def]
        counter.services.players.remove(entry.id)  # another station, while the list is open
        removed.append(dump(counter.path))
        return next(i for i in items if entry.display_name in i), True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    counter.panel.merge_button.click()
    assert len(counter.said) == 1 and "Traceback" not in counter.said[0], counter.said
    assert removed and dump(counter.path) == removed[0]  # the merge changed nothing
    (still,) = [
        r
        for r in counter.services.registration.registrations(counter.event_id)
        if r.family == "青木"
    ]
    assert still.entry_id is None and still.state is RegistrationState.WAITING
