"""Japanese text always has a font: the bundled IPAexGothic when the system has none.

A fresh Linux install (or a minimal Windows language pack) may have no Japanese font at
all, and every name would show as boxes. The font printouts embed is added as a fallback
behind the system's own UI font, so Latin text keeps the platform look.
"""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

from mtrdesk.paths import japanese_font_path


def ensure_japanese_font(app: QApplication) -> bool:
    """Add IPAexGothic as the fallback for Japanese if no system font covers it.

    Returns True when the bundled font was put to use.
    """
    if QFontDatabase.families(QFontDatabase.WritingSystem.Japanese):
        return False
    font_id = QFontDatabase.addApplicationFont(str(japanese_font_path()))
    families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
    if not families:
        return False
    font = app.font()
    font.setFamilies([font.family(), *families])
    app.setFont(font)
    return True
