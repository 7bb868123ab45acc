"""Start-up: smoke run, translated refusals of the database, language switch, crash hook."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings

from mtrdesk.ui import app as app_module
from mtrdesk.ui.app import EXIT_DATABASE_REFUSED, AppController, run_app
from mtrdesk.ui.errors import CrashHandler
from mtrdesk.words.i18n import SETTINGS_KEY, Translators, choose_language, normalize_language


def test_smoke_opens_the_window_and_returns_zero(qapp, tmp_path: Path, settings) -> None:
    assert run_app(tmp_path / "new.sqlite3", language="ja", smoke=True, settings=settings) == 0
    assert (tmp_path / "new.sqlite3").exists()
    assert settings.value("window/geometry") is not None
    assert sys.excepthook is sys.__excepthook__


def test_smoke_says_once_when_the_window_is_shown(qapp, tmp_path: Path, settings, capfd) -> None:
    # benchmarks/bench_cold_start.py times the frozen app up to this line.
    assert run_app(tmp_path / "new.sqlite3", language="ja", smoke=True, settings=settings) == 0
    lines = capfd.readouterr().err.splitlines()
    assert lines.count(app_module.SMOKE_SHOWN) == 1
    assert QCoreApplication.translate("MainWindow", "Standings") == "Standings"


def test_a_foreign_file_is_refused_with_a_sentence(qapp, tmp_path: Path, settings, capsys) -> None:
    foreign = tmp_path / "notes.sqlite3"
    foreign.write_text("shopping list\n")
    code = run_app(foreign, language="en", smoke=True, settings=settings)
    assert code == EXIT_DATABASE_REFUSED
    err = capsys.readouterr().err
    assert "not an mtrdesk database" in err
    assert "Traceback" not in err
    assert foreign.read_text() == "shopping list\n"


def test_a_database_in_use_is_refused_in_japanese(
    qapp, tmp_path: Path, settings, services, capsys
) -> None:
    code = run_app(services.path, language="ja", smoke=True, settings=settings)
    assert code == EXIT_DATABASE_REFUSED
    assert "別の mtrdesk がこのデータベースを開いています" in capsys.readouterr().err


def test_language_choice_order(settings: QSettings) -> None:
    assert normalize_language("ja_JP") == "ja"
    assert normalize_language("fr_FR") is None
    settings.setValue(SETTINGS_KEY, "ja")
    assert choose_language(None, settings) == "ja"
    assert choose_language("en", settings) == "en"


def test_switching_language_rebuilds_the_window_live(qtbot, services, settings) -> None:
    translators = Translators()
    translators.install("en")
    controller = AppController(services, settings, translators)
    window = controller.show_window()
    qtbot.addWidget(window)
    assert window.tabs.tabText(3) == "Standings"
    window.language_actions["ja"].trigger()
    assert controller.window is not window
    qtbot.addWidget(controller.window)
    assert controller.window.tabs.tabText(3) == "順位表"
    assert settings.value(SETTINGS_KEY) == "ja"
    assert controller.window.language_actions["ja"].isChecked()
    translators.install("en")
    assert QCoreApplication.translate("MainWindow", "Standings") == "Standings"


def test_crash_handler_records_and_survives(qapp, monkeypatch) -> None:
    shown = []
    monkeypatch.setattr(app_module.QMessageBox, "exec", lambda self: shown.append(self.text()))
    handler = CrashHandler()
    try:
        raise RuntimeError("boom")
    except RuntimeError as error:
        handler(type(error), error, error.__traceback__)
    assert "RuntimeError: boom" in handler.reports[0]
    assert shown and "Something went wrong" in shown[0]


def _answer(monkeypatch, button_text: str | None) -> list[str]:
    """Answer the next message box by clicking the button named ``button_text``."""
    asked: list[str] = []

    def exec_(box) -> int:  # type: ignore[no-untyped-def]
        asked.append(box.text())
        for button in box.buttons():
            if button_text is not None and button.text() == button_text:
                button.click()
                return 0
        box.button(app_module.QMessageBox.StandardButton.Cancel).click()
        return 0

    monkeypatch.setattr(app_module.QMessageBox, "exec", exec_)
    return asked


def test_a_named_database_that_does_not_exist_is_created_only_when_asked(
    qapp, tmp_path: Path, settings, monkeypatch
) -> None:
    typo = tmp_path / "evnets.sqlite3"
    asked = _answer(monkeypatch, None)  # the organizer cancels: nothing is created
    assert run_app(typo, language="en", settings=settings) == EXIT_DATABASE_REFUSED
    assert len(asked) == 1 and str(typo) in asked[0]
    assert not typo.exists() and list(tmp_path.iterdir()) == []
    asked = _answer(monkeypatch, "Create database")
    monkeypatch.setattr(app_module.QApplication, "exec", lambda self: 0)
    assert run_app(typo, language="en", settings=settings) == 0
    assert len(asked) == 1 and typo.exists()


def test_the_default_database_is_created_on_first_run_without_asking(
    qapp, tmp_path: Path, settings, monkeypatch
) -> None:
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    asked = _answer(monkeypatch, "Create database")
    assert run_app(None, language="en", smoke=True, settings=settings) == 0
    assert asked == []
    assert (tmp_path / "data" / "mtrdesk" / "mtrdesk.sqlite3").exists()


def test_the_smoke_check_runs_on_a_machine_without_a_screen(tmp_path: Path) -> None:
    """``build/dev app --smoke`` over SSH or on a build machine aborted with status 134
    (Qt finds no display) unless QT_QPA_PLATFORM was set by hand (review 2026-11-28 §3)."""
    import os
    import subprocess
    import sys

    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env["PYTHONPATH"] = str(Path(__file__).resolve().parents[2])
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "--db", str(tmp_path / "s.sqlite3"), "--smoke"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]


def test_only_a_system_without_a_screen_is_told_apart() -> None:
    from mtrdesk.launch import no_display

    assert no_display({}, "linux")
    assert not no_display({"DISPLAY": ":0"}, "linux")
    assert not no_display({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not no_display({"QT_QPA_PLATFORM": "xcb"}, "linux")
    assert not no_display({}, "win32") and not no_display({}, "darwin")
