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


@pytest.mark.skipif(sys.platform != "linux", reason="fontconfig decides fonts on Linux only")
def test_the_bundled_font_covers_japanese_when_the_system_has_none(tmp_path: Path) -> None:
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
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["IPAexGothic", "True"]
