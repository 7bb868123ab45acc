"""Names in Japanese render on a machine without any Japanese font: the bundled
IPAexGothic takes over as the fallback."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]

PROBE = textwrap.dedent(
    """
    from PySide6.QtGui import QFontDatabase, QRawFont
    from mtrdesk.ui.app import application
    app = application()
    raw = QRawFont.fromFont(app.font(), QFontDatabase.WritingSystem.Japanese)
    print(raw.familyName(), all(raw.supportsCharacter(ord(c)) for c in "山田太郎やまだ組み合わせ"))
    """
)


def without_system_fonts(probe: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """``probe`` run in a fresh Python whose fontconfig sees no font at all."""
    empty = tmp_path / "fonts"
    empty.mkdir()
    config = tmp_path / "fonts.conf"
    config.write_text(
        '<?xml version="1.0"?><fontconfig>'
        f"<dir>{empty}</dir><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>",
        encoding="utf-8",
    )
    env = {
        **os.environ,
        "FONTCONFIG_FILE": str(config),
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHONPATH": str(REPO),
    }
    return subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120
    )


@pytest.mark.skipif(sys.platform != "linux", reason="fontconfig decides fonts on Linux only")
def test_the_bundled_font_covers_japanese_when_the_system_has_none(tmp_path: Path) -> None:
    done = without_system_fonts(PROBE, tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["IPAexGothic", "True"]


RARE_PROBE = textwrap.dedent(
    """
    from PySide6.QtGui import QTextLayout
    from mtrdesk.ui.app import application
    app = application()
    layout = QTextLayout("𠮷田", app.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    for run in layout.glyphRuns():
        print(run.rawFont().familyName().replace(" ", "_"), min(run.glyphIndexes()))
    """
)


@pytest.mark.skipif(sys.platform != "linux", reason="fontconfig decides fonts on Linux only")
def test_a_name_kanji_outside_ipaexgothic_shows_from_the_fallback_subset(tmp_path: Path) -> None:
    """𠮷 (U+20BB7) is drawn from the printouts' fallback subset, not as a box (issue 32)."""
    done = without_system_fonts(RARE_PROBE, tmp_path)
    assert done.returncode == 0, done.stderr
    runs = dict(line.split() for line in done.stdout.splitlines())
    assert set(runs) == {"Noto_Sans_CJK_JP", "IPAexGothic"}  # 𠮷 from the subset, 田 from IPAex
    assert all(int(glyph) > 0 for glyph in runs.values())  # glyph 0 is the missing box


def test_the_room_screen_draws_in_the_bundled_fonts_whatever_the_system_has(qtbot) -> None:
    """Its rows are planned in IPAexGothic's measures (core.floor.room_screen): a system
    font with taller lines (Noto Sans CJK: 1.45 em) cut the table numbers at 1366×768."""
    from mtrdesk.ui.projector.room_screen import RoomScreenWindow

    screen = RoomScreenWindow(lambda: None, now=lambda: 0.0)
    qtbot.addWidget(screen)
    assert screen.font().families()[:2] == ["IPAexGothic", "Noto Sans CJK JP"]
