"""No test depends on the fonts installed (issue 27, item 8): gui tests draw with the
bundled IPAexGothic (``tests.helpers.fonts``, put on the application by tests/conftest.py),
so a size a test measures is the same on a fresh Debian as here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import QApplication, QLabel

from tests.helpers.fonts import POINTS

REPO = Path(__file__).resolve().parents[2]
LINES = ("Player01 Test vs Player02 Test", '<span style="font-size:60pt">巨大</span> 太郎')

#: A fresh process sets up its application as the gui tests' fixture does, then measures.
PROBE = textwrap.dedent(
    """
    import json, sys
    from PySide6.QtGui import QFontInfo
    from PySide6.QtWidgets import QApplication, QLabel
    from PySide6.QtCore import Qt
    from tests.helpers.fonts import use_bundled_font
    app = QApplication([])
    use_bundled_font(app)
    heights = []
    for line in json.loads(sys.argv[1]):
        label = QLabel(line)
        label.setTextFormat(Qt.TextFormat.PlainText)
        heights.append([label.sizeHint().height(), label.sizeHint().width()])
    print(json.dumps([QFontInfo(app.font()).family(), heights]))
    """
)


def test_gui_tests_draw_with_the_bundled_font(qapp: QApplication) -> None:
    font = QApplication.font()
    assert QFontInfo(font).family() == "IPAexGothic"
    assert font.pointSizeF() == POINTS
    labels = [QLabel(line) for line in LINES]
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)
    latin, japanese = (label.sizeHint().height() for label in labels)
    assert latin == japanese  # one font for both scripts: no taller fallback line


def _measure(tmp_path: Path, fonts: list[Path] | None) -> list:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(REPO)}
    if fonts is not None:  # a fontconfig that sees only these folders
        config = tmp_path / f"fonts-{len(fonts)}.conf"
        dirs = "".join(f"<dir>{folder}</dir>" for folder in fonts)
        config.write_text(
            f'<?xml version="1.0"?><fontconfig>{dirs}'
            f"<cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
            encoding="utf-8",
        )
        env["FONTCONFIG_FILE"] = str(config)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(LINES)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=REPO,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.skipif(sys.platform != "linux", reason="fontconfig decides fonts on Linux only")
def test_sizes_are_the_same_whatever_fonts_the_machine_has(tmp_path: Path) -> None:
    """The machine's own fonts, none at all, and a Japanese system font beside them (as a
    Debian with fonts-ipaexfont has): the same family and the same sizes each time."""
    empty = tmp_path / "empty"
    empty.mkdir()
    japanese = tmp_path / "japanese"
    japanese.mkdir()
    (japanese / "system-ipaexg.ttf").write_bytes(
        (REPO / "resources" / "fonts" / "ipaexg.ttf").read_bytes()
    )
    seen = [
        _measure(tmp_path, None),
        _measure(tmp_path, [empty]),
        _measure(tmp_path, [Path("/usr/share/fonts"), japanese]),
    ]
    assert seen[0][0] == "IPAexGothic"
    assert seen[1] == seen[0]
    assert seen[2] == seen[0]
