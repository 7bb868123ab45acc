"""The font every gui test draws with: the bundled IPAexGothic (resources/fonts), never
the machine's (issue 27, item 8).

Sizes a test measures (a label's height, a column's width) follow the application font;
with the machine's fonts a fresh Debian drew a name line 18 px high where another machine
drew 14, 13 or 12. ``tests/conftest.py`` puts this font on the application for every gui
test; ``tests/ui/test_bundled_font.py`` checks that sizes no longer depend on fontconfig.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

BUNDLED_FONT = Path(__file__).resolve().parents[2] / "resources" / "fonts" / "ipaexg.ttf"
POINTS = 9.0
_family: list[str] = []


def bundled_family() -> str:
    """IPAexGothic's family name, the font registered with Qt once per process."""
    if not _family:
        font_id = QFontDatabase.addApplicationFont(str(BUNDLED_FONT))
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        assert families, f"Qt cannot read the bundled font {BUNDLED_FONT}"
        _family.append(families[0])
    return _family[0]


def use_bundled_font(app: QApplication) -> None:
    """Make the bundled font, at 9 pt, ``app``'s font (unless it already is)."""
    family = bundled_family()
    font = QFont(family)
    font.setPointSizeF(POINTS)
    # Glyph advances from the font's design, not from the machine's fontconfig hinting
    # rules (which moved a line's width by a pixel between two machines).
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    if app.font() != font:
        app.setFont(font)
