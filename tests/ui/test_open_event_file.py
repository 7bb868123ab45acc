"""Opening an event file from outside (issue 19): ``mtrdesk FILE`` (a double click in the
file manager) and macOS's open-file event import it as File > Import event... does, with
the same refusals, and show it; the same file opened twice asks instead of quietly making
a second copy."""

from __future__ import annotations

import datetime as dt
import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QUrl
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from mtrdesk.core.event_file.document import DocumentProblem
from mtrdesk.core.settings import EventSettings
from mtrdesk.services.event_file.interchange import (
    events_from_document,
    export_document,
    export_event,
)
from mtrdesk.ui.app import AppController, OpenedFiles, run_app
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.ui.window.state import LAST_EVENT_KEY
from mtrdesk.words import messages
from mtrdesk.words.i18n import Translators
from tests.helpers.japanese import english_left, sample_event
from tests.helpers.ui_helpers import on_next_dialog


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch, qapp: object) -> list[str]:
    """The text of every message box the window runs (the box is not run)."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: texts.append(box.text()))
    return texts


def window_on(qtbot, services, settings) -> MainWindow:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    return window


def event_file(services, tmp_path: Path, name: str = "2026-11-20 金曜モダン.mtrdesk") -> Path:
    """The sample event exported to ``name``; the database then forgets it (as on the
    computer a file is carried to), so only the file holds it."""
    event_id = sample_event(services)
    path = tmp_path / name
    path.write_text(json.dumps(export_event(services, event_id), ensure_ascii=False), "utf-8")
    services.events.delete(event_id)
    assert services.events.list_events() == []
    return path


def answer(choice: str, seen: list[str]) -> None:
    """Click ``choice`` on the next question box (Cancel by its role), noting its text."""

    def click(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        if choice == "Cancel":
            box.button(QMessageBox.StandardButton.Cancel).click()
            return
        [button] = [b for b in box.buttons() if b.text() == choice]
        button.click()

    on_next_dialog(click)


def test_a_file_opened_from_outside_is_imported_and_shown(
    qtbot, services, settings, tmp_path: Path
) -> None:
    path = event_file(services, tmp_path)
    window = window_on(qtbot, services, settings)
    event_id = window.open_event_file(path)
    assert event_id is not None
    assert [e.id for e in services.events.list_events()] == [event_id]
    assert window.event_id == event_id
    assert window.tabs.currentWidget() is window.players_tab
    assert window.players_tab.model.rowCount() == 10
    assert "金曜モダン" in window.event_label.text()
    assert "as a new event" in window.statusBar().currentMessage()


@pytest.mark.parametrize("case", ["not an event", "newer version", "missing"])
def test_a_bad_file_gets_the_import_refusal_in_japanese_and_adds_nothing(
    qtbot, services, settings, translators, tmp_path: Path, shown: list[str], case: str
) -> None:
    assert translators.install("ja")
    good = event_file(services, tmp_path)
    path = tmp_path / "refused.mtrdesk"
    if case == "not an event":
        path.write_bytes(b'{"name": "a spreadsheet"}')
        sentence = messages.problem_message(DocumentProblem.NOT_AN_EVENT)
    elif case == "newer version":
        document = json.loads(good.read_text("utf-8")) | {"version": 99}
        path.write_text(json.dumps(document), "utf-8")
        sentence = messages.problem_message(DocumentProblem.NEWER_VERSION)
    else:
        sentence = "を読み込めませんでした"
    window = window_on(qtbot, services, settings)
    assert window.open_event_file(path) is None
    assert len(shown) == 1 and sentence in shown[0]
    said = shown[0].replace(str(path), "").split("\n\n")[0]  # then the system's own words
    assert english_left(said) is None  # really Japanese
    assert services.events.list_events() == []
    assert window.event_id is None


def test_the_same_file_twice_asks_and_opens_the_one_here_by_default(
    qtbot, services, settings, tmp_path: Path
) -> None:
    path = event_file(services, tmp_path)
    window = window_on(qtbot, services, settings)
    first = window.open_event_file(path)
    other, _ = services.events.create(EventSettings(name="月曜", date=dt.date(2026, 11, 23)))
    window.set_event(other)
    seen: list[str] = []

    answer("Open the one here", seen)
    assert window.open_event_file(path) == first
    assert '"金曜モダン"' in seen[0] and "2026-11-20" in seen[0]
    assert sorted(e.id for e in services.events.list_events()) == sorted([first, other])
    assert window.event_id == first
    assert "has already" in window.statusBar().currentMessage()

    window.set_event(other)
    answer("Cancel", seen)
    assert window.open_event_file(path) is None
    assert len(services.events.list_events()) == 2 and window.event_id == other

    answer("Import as another event", seen)
    second = window.open_event_file(path)
    assert second not in (None, first, other)
    assert window.event_id == second and len(services.events.list_events()) == 3
    # Both copies are that event now: the latest opens next time.
    answer("Open the one here", seen)
    assert window.open_event_file(path) == second
    assert len(seen) == 4


def test_the_question_default_is_the_one_here(qtbot, services, settings, tmp_path) -> None:
    path = event_file(services, tmp_path)
    window = window_on(qtbot, services, settings)
    first = window.open_event_file(path)
    defaults: list[str] = []

    def press_enter(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        defaults.append(box.defaultButton().text())
        box.defaultButton().click()

    on_next_dialog(press_enter)
    assert window.open_event_file(path) == first
    assert defaults == ["Open the one here"]
    assert len(services.events.list_events()) == 1


def test_the_event_a_file_was_exported_from_counts_as_here(services) -> None:
    """Name, date and moment of creation (an import keeps it) tell the file's event."""
    event_id = sample_event(services)
    services.events.create(EventSettings(name="月曜", date=dt.date(2026, 11, 20)))
    document = export_document(services, event_id)
    assert events_from_document(services, document) == [event_id]
    renamed = replace(document, settings=replace(document.settings, name="金曜スタンダード"))
    assert events_from_document(services, renamed) == []
    assert events_from_document(services, replace(document, created_at=None)) == []


def test_macos_open_file_events_wait_for_the_window_then_open(
    qtbot, services, settings, tmp_path: Path
) -> None:
    path = event_file(services, tmp_path)
    opened = OpenedFiles(QApplication.instance())
    try:
        # The Finder's event may come while a start-up dialog is open: kept till then.
        assert opened.take_event(QFileOpenEvent(QUrl.fromLocalFile(str(path))))
        assert not opened.take_event(QEvent(QEvent.Type.LanguageChange))  # not ours
        assert opened.pending == [path]
        translators = Translators()
        translators.install("en")
        controller = AppController(services, settings, translators)
        window = controller.show_window()
        qtbot.addWidget(window)
        window.showMinimized()
        opened.hand_to(controller.open_event_file)
        qtbot.waitUntil(lambda: window.event_id is not None)
        assert opened.pending == []
        assert [e.id for e in services.events.list_events()] == [window.event_id]
        assert not window.isMinimized()
    finally:
        opened.remove()


#: mtrdesk's own application (the tests' is pytest-qt's): the open-file event reaches
#: ``OpenedFiles`` through its ``event``.
APPLICATION_PROBE = """
import sys
from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QFileOpenEvent
from mtrdesk.ui.app import OpenedFiles, application
app = application()
opened = OpenedFiles(app)
QCoreApplication.sendEvent(app, QFileOpenEvent(QUrl.fromLocalFile(sys.argv[1])))
opened.remove()
QCoreApplication.sendEvent(app, QFileOpenEvent(QUrl.fromLocalFile(sys.argv[1] + "x")))
print(type(app).__name__, [str(p) for p in opened.pending])
"""


def test_the_application_hands_its_open_file_events_over(tmp_path: Path) -> None:
    path = tmp_path / "ev.mtrdesk"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", APPLICATION_PROBE, str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[-2] == f"Application {[str(path)]}"


def test_mtrdesk_file_imports_at_start(qapp, tmp_path: Path, settings, services) -> None:
    path = event_file(services, tmp_path)
    services.close()
    db = tmp_path / "event.sqlite3"
    # The smoke run shows the window and lets it work briefly: long enough to import.
    assert run_app(db, language="en", smoke=True, settings=settings, open_file=path) == 0
    from mtrdesk.services import Services

    again = Services.open(db)
    try:
        [summary] = again.events.list_events()
        assert summary.settings.name == "金曜モダン"
        assert int(settings.value(LAST_EVENT_KEY)) == summary.id  # the event shown
    finally:
        again.close()


def test_the_question_is_asked_in_japanese(
    qtbot, services, settings, translators, tmp_path: Path
) -> None:
    assert translators.install("ja")
    path = event_file(services, tmp_path)
    window = window_on(qtbot, services, settings)
    first = window.open_event_file(path)
    seen: list[str] = []
    answer("ここにある大会を開く", seen)
    assert window.open_event_file(path) == first
    assert "2026/11/20(金)の「金曜モダン」は、このデータベースにすでにあります" in seen[0]
    assert english_left(seen[0]) is None
    assert (
        window.statusBar().currentMessage()
        == "このデータベースにすでにある「金曜モダン」を開きました。"
    )


def _second_mtrdesk(database: Path, path: Path, home: Path) -> subprocess.Popen[str]:
    """``mtrdesk --smoke --db DATABASE FILE`` in a process of its own, as a double click
    while the window is open starts one (``--smoke``: a refusal is a line, not a box)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_CONFIG_HOME": str(home / "config"),
        "HOME": str(home),
    }
    return subprocess.Popen(
        [sys.executable, "-m", "mtrdesk", "--smoke", "--db", str(database), str(path)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_second_mtrdesk_file_hands_it_to_the_window_that_has_the_database(
    qtbot, services, settings, tmp_path: Path
) -> None:
    path = event_file(services, tmp_path)
    translators = Translators()
    translators.install("en")
    controller = AppController(services, settings, translators)
    window = controller.show_window()
    qtbot.addWidget(window)
    opened = OpenedFiles(QApplication.instance())
    try:
        opened.hand_to(controller.open_event_file)
        controller.listen_for_files(opened)
        assert controller.listener is not None and controller.listener.name is not None
        second = _second_mtrdesk(services.path, path, tmp_path)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
        _, err = second.communicate()
        assert second.returncode == 0, err
        assert "in use" not in err and "main window shown" not in err  # no window of its own
        qtbot.waitUntil(lambda: window.event_id is not None)
        assert [e.id for e in services.events.list_events()] == [window.event_id]
        assert "金曜モダン" in window.event_label.text()
    finally:
        opened.remove()
        if controller.listener is not None:
            controller.listener.close()


def test_without_a_window_to_take_it_the_database_in_use_is_said(
    qapp, services, tmp_path: Path
) -> None:
    path = event_file(services, tmp_path)  # ``services`` holds the lock; nobody listens
    second = _second_mtrdesk(services.path, path, tmp_path)
    _, err = second.communicate(timeout=60)
    assert second.returncode == 2  # EXIT_DATABASE_REFUSED, as before
    assert "another" in err.lower() and "Traceback" not in err
    assert services.events.list_events() == []


def test_the_socket_name_is_the_database_file(tmp_path: Path) -> None:
    from mtrdesk.ui.handoff import server_name

    database = tmp_path / "event.sqlite3"
    database.touch()
    assert server_name(database) == server_name(tmp_path / "x" / ".." / "event.sqlite3")
    assert server_name(database) != server_name(tmp_path / "other.sqlite3")
    assert server_name(database).startswith("mtrdesk-") and len(server_name(database)) < 40
