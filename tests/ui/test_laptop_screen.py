"""Every window and dialog fits a 1366×768 laptop at 100 % and at 125 % (issue 18), and
shows no Latin word in Japanese outside tests/helpers/latin_words.py's allow-list (issue 32).

The walk runs in two child processes (tests/helpers/laptop_screen.py), one per scaling:
the offscreen platform takes its screen when the application starts, so the screen of
these tests' own application (800×600) cannot be changed. Each walks both languages.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
)
from pytestqt.qtbot import QtBot

from tests.helpers.laptop_screen import Walk, screen_config, window_classes
from tests.helpers.latin_words import found

ROOT = Path(__file__).resolve().parents[2]
SCALES = (1.0, 1.25)
LANGUAGES = ("ja", "en")


def start_walk(tmp_path: Path, scale: float) -> subprocess.Popen[str]:
    config = tmp_path / f"screen-{scale:g}.json"
    config.write_text(json.dumps(screen_config(scale)), encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_SCALE")}
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
    env["QT_SCREEN_SCALE_FACTORS"] = ""
    return subprocess.Popen(
        [sys.executable, "-m", "tests.helpers.laptop_screen", f"{scale:g}", *LANGUAGES],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_every_window_fits_a_1366x768_laptop_at_100_and_125_percent(tmp_path: Path) -> None:
    walks = {scale: start_walk(tmp_path, scale) for scale in SCALES}  # both at once
    expected = {f"{cls.__module__}.{cls.__qualname__}" for cls in window_classes()}
    assert len(expected) >= 30  # the walk finds the dialogs (30 classes when written)
    answers = {scale: child.communicate(timeout=240) for scale, child in walks.items()}
    for scale, child in walks.items():  # both walks ended before any assertion
        out, err = answers[scale]
        assert child.returncode == 0, err[-3000:]
        report = json.loads(out.strip().splitlines()[-1])
        assert report["missing"] == [], f"{scale:g}: no way to open these in the walk"
        assert report["latin"] == [], "English in Japanese:\n" + "\n".join(report["latin"])
        assert report["problems"] == [], "\n".join(report["problems"])
        # Every tab of the four kinds of event and every dialog, in both languages.
        assert len(report["seen"]) >= 2 * (len(expected) + 16)
        assert any("print preview" in where for where in report["seen"])
        assert any("projector" in where for where in report["seen"])


def test_the_walk_sees_a_window_too_tall_and_its_buttons_off_the_screen(qtbot) -> None:
    """The check itself (on the tests' own 800×600 offscreen screen)."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    layout.addStretch(1)
    layout.addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
    dialog.setMinimumHeight(dialog.screen().availableGeometry().height())
    walk = Walk(1.0)
    walk.check(dialog, "tall")
    assert any("cannot shrink below" in problem for problem in walk.problems)
    assert any("button" in problem and "off the screen" in problem for problem in walk.problems)


def test_the_walk_reads_every_text_a_window_shows_for_latin_words(qtbot: QtBot) -> None:
    """Labels, buttons' tooltips, combo items, item views' headers and cells, read in
    Japanese; data and the allow-list (codes, units, keys, appendix letters) pass."""
    dialog = QDialog()
    qtbot.addWidget(dialog)
    dialog.setWindowTitle("組み合わせ")
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("<b>付録B</b>: QRコード、A4、Ctrl+Z、ファイル(&F)"))
    button = QPushButton("スタート")
    button.setToolTip("Start (Space)")
    layout.addWidget(button)
    combo = QComboBox()
    combo.addItems(["画面1(1366×768)", "1: laptop (1366×768)"])
    layout.addWidget(combo)
    model = QStandardItemModel(0, 2)
    model.setHorizontalHeaderLabels(["オポ", "GW%"])
    model.appendRow([QStandardItem("長谷川部 Alexander"), QStandardItem("不戦勝(BYE)")])
    view = QTableView()
    view.setModel(model)
    layout.addWidget(view)
    hidden = QLabel("Hidden")
    layout.addWidget(hidden)
    hidden.hide()
    dialog.show()
    walk = Walk(1.0, language="ja")
    walk.check(dialog, "sample")
    latin = found(walk.texts, ["Alexander"])
    assert [line.split(": ", 2)[2] for line in latin] == [
        "'Start (Space)' ['Start', 'Space']",
        "'1: laptop (1366×768)' ['laptop']",
        "'GW%' ['GW']",
        "'不戦勝(BYE)' ['BYE']",
    ]
