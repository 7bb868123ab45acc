"""The first-run dialog (issue 19): shown once on the very first start (not with --db,
$MTRDESK_DB or --smoke), the system's language preselected and applied at once, and the
sample event opened on every tab when asked for; Help > Getting started shows it again."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QDialog

from mtrdesk.core.simulation.sample_event import SAMPLE_PLAYERS, SAMPLE_ROUNDS
from mtrdesk.services import Services
from mtrdesk.ui import app as app_module
from mtrdesk.ui.app import FIRST_RUN_KEY, run_app
from mtrdesk.ui.dialogs import first_run as first_run_dialog
from mtrdesk.ui.dialogs.first_run import FirstRunDialog
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import SETTINGS_KEY, choose_language


@pytest.fixture
def first_start(monkeypatch, tmp_path: Path):  # type: ignore[no-untyped-def]
    """Run the app as on a new computer: the default database in ``tmp_path``; the
    dialogs shown (answered by ``answer``) and the window seen (by ``look``) recorded."""
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    shown: list[FirstRunDialog] = []

    def start(settings, answer: Callable[[FirstRunDialog], None], look=None):  # type: ignore[no-untyped-def]
        # A window an earlier test of this worker left open is not the one run_app shows.
        for earlier in QApplication.topLevelWidgets():
            earlier.setProperty("before_this_start", True)

        def exec_(dialog: FirstRunDialog) -> int:
            shown.append(dialog)
            answer(dialog)
            return int(QDialog.DialogCode.Accepted)

        def app_exec(_app) -> int:  # type: ignore[no-untyped-def]
            (window,) = [
                w
                for w in QApplication.topLevelWidgets()
                if isinstance(w, MainWindow)
                and w.isVisible()
                and not w.property("before_this_start")
            ]
            if look is not None:
                look(window)
            window.close()
            return 0

        monkeypatch.setattr(first_run_dialog.FirstRunDialog, "exec", exec_)
        monkeypatch.setattr(app_module.QApplication, "exec", app_exec)
        assert run_app(None, settings=settings) == 0
        return shown

    return start


def _database(tmp_path: Path) -> Path:
    return tmp_path / "data" / "mtrdesk" / "mtrdesk.sqlite3"


def _texts(widget) -> list[str]:  # type: ignore[no-untyped-def]
    """Every cell shown by the item views in ``widget``."""
    found: list[str] = []
    for view in widget.findChildren(QAbstractItemView):
        model = view.model()
        if model is None or not view.isVisibleTo(widget):
            continue
        for row in range(model.rowCount(QModelIndex())):
            for column in range(model.columnCount(QModelIndex())):
                value = model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole)
                if value not in (None, ""):
                    found.append(str(value))
    return found


def test_first_start_in_japanese_with_the_sample_event_opens_every_tab_with_data(
    qapp, first_start, settings, tmp_path: Path
) -> None:
    system = choose_language(None, settings)  # nothing remembered: the system's language
    seen: dict[str, list[str]] = {}

    def answer(dialog: FirstRunDialog) -> None:
        assert dialog.languages.currentData() == system
        assert str(_database(tmp_path)) in dialog.database.text()
        assert not dialog.wants_sample  # an empty list unless asked
        dialog.languages.setCurrentIndex(dialog.languages.findData("ja"))
        # Applied at once: the dialog speaks Japanese before it closes.
        assert dialog.windowTitle() == "はじめに"
        assert dialog.sample.text() == "サンプル大会を開いて、すべてのタブを試す"
        # The guide too: its Japanese half alone, not the English page above it.
        guide = dialog.guide.toPlainText()
        assert guide.startswith("はじめに") and "マジック・イベント規定" in guide
        assert "Getting started" not in guide and "Event files" not in guide
        dialog.sample.setChecked(True)

    def look(window: MainWindow) -> None:
        assert window.event_id is not None
        assert window.services.events.get(window.event_id).settings.name == "サンプル大会"
        for index in range(window.tabs.count()):
            if not window.tabs.isTabVisible(index):
                continue
            assert window.tabs.isTabEnabled(index), window.tabs.tabText(index)
            window.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            seen[window.tabs.tabText(index)] = _texts(window.tabs.widget(index))

    shown = first_start(settings, answer, look)
    assert len(shown) == 1
    assert settings.value(SETTINGS_KEY) == "ja"
    assert settings.value(FIRST_RUN_KEY, type=bool) is True
    assert set(seen) >= {"大会一覧", "プレイヤー", "組み合わせ・結果", "順位表", "決勝ラウンド"}
    for tab, texts in seen.items():
        assert texts, f"the {tab} tab shows nothing"
    assert any("サンプル大会" in t for t in seen["大会一覧"])
    for tab in ("プレイヤー", "組み合わせ・結果", "順位表"):
        assert any("佐藤" in t for t in seen[tab]), tab
    with Services.open(_database(tmp_path), create=False) as services:
        (event,) = services.events.list_events()
        entries = services.players.list_entries(event.id)
        assert len(entries) == SAMPLE_PLAYERS
        assert all(e.reading for e in entries)  # Japanese names with their readings
        assert "さとう しょうた" in {e.reading for e in entries}  # kept in hiragana
        rounds = services.rounds.list_rounds(event.id)
        assert len(rounds) == SAMPLE_ROUNDS
        assert all(m.result is not None for r in rounds for m in r.matches)


def test_a_second_start_does_not_ask_again(qapp, first_start, settings) -> None:
    assert len(first_start(settings, lambda dialog: None)) == 1
    assert len(first_start(settings, lambda dialog: None)) == 1  # still the first one


def test_choosing_the_empty_list_leaves_no_event(
    qapp, first_start, settings, tmp_path: Path
) -> None:
    def answer(dialog: FirstRunDialog) -> None:
        dialog.languages.setCurrentIndex(dialog.languages.findData("en"))
        dialog.empty.setChecked(True)

    first_start(settings, answer, lambda window: None)
    assert settings.value(SETTINGS_KEY) == "en"
    with Services.open(_database(tmp_path), create=False) as services:
        assert services.events.list_events() == []


def test_not_shown_with_a_named_database_or_smoke(
    qapp, settings, tmp_path: Path, monkeypatch
) -> None:
    asked: list[object] = []
    monkeypatch.setattr(first_run_dialog.FirstRunDialog, "exec", lambda d: asked.append(d))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    assert run_app(None, language="en", smoke=True, settings=settings) == 0
    monkeypatch.setattr(app_module.QApplication, "exec", lambda self: 0)
    assert run_app(tmp_path / "data" / "mtrdesk" / "mtrdesk.sqlite3", settings=settings) == 0
    monkeypatch.setenv("MTRDESK_DB", str(tmp_path / "data" / "mtrdesk" / "mtrdesk.sqlite3"))
    assert run_app(None, settings=settings) == 0
    assert asked == [] and settings.value(FIRST_RUN_KEY) is None


def test_help_getting_started_opens_the_sample_event(
    qtbot, services, settings, monkeypatch
) -> None:
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)

    def exec_(dialog: FirstRunDialog) -> int:
        assert dialog.windowTitle() == "Getting started"
        dialog.sample.setChecked(True)
        return int(QDialog.DialogCode.Accepted)

    monkeypatch.setattr(first_run_dialog.FirstRunDialog, "exec", exec_)
    window.help_menu.getting_started_action.trigger()
    assert window.event_id is not None
    summary = services.events.get(window.event_id)
    assert summary.settings.name == "Sample event"
    names = [e.display_name for e in services.players.list_entries(window.event_id)]
    assert any("Smith" in n for n in names)
    assert QCoreApplication.translate("FirstRun", "Sample event") == "Sample event"


def test_not_shown_to_someone_who_used_the_window_before(qapp, first_start, settings) -> None:
    settings.setValue(SETTINGS_KEY, "ja")  # chosen from the menu in an earlier version
    assert first_start(settings, lambda dialog: None) == []


def test_the_guide_has_its_screenshots_on_the_page_and_none_in_the_dialog() -> None:
    """docs/getting-started.md shows the tabs as pictures that exist; the dialog shows the
    words only (a picture link would read as raw Markdown in it)."""
    page = first_run_dialog.guide_path().read_text(encoding="utf-8")
    pictures = [line for line in page.splitlines() if line.startswith("![")]
    assert len(pictures) >= 4
    for line in pictures:
        target = line[line.index("](") + 2 : line.rindex(")")]
        assert (first_run_dialog.guide_path().parent / target).is_file(), target
    halves = (
        ("en", "Sample event", "マジック・イベント規定"),
        ("ja", "サンプル大会", "Sample event"),
    )
    for language, own, other in halves:
        shown = first_run_dialog.guide_text(language)
        assert "![" not in shown
        assert own in shown and other not in shown
