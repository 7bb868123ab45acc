"""Japanese text always has a font: the bundled IPAexGothic when the system has none.

A fresh Linux install (or a minimal Windows language pack) may have no Japanese font at
all, and every name would show as boxes. The font printouts embed is added as a fallback
behind the system's own UI font, so Latin text keeps the platform look; the printouts'
fallback subset (𠮷 and the rest of JIS X 0213 that IPAexGothic lacks, issue 32) comes
after it. The room screen always draws in these two, as the TV page does, whatever the
machine has: its pages are planned in IPAexGothic's measures (``core.floor.room_screen``).
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from mtrdesk.paths import fallback_font_path, japanese_font_path

_families: list[str] = []


def bundled_families() -> list[str]:
    """IPAexGothic's family and the fallback subset's, added to Qt's fonts once."""
    if not _families:
        for path in (japanese_font_path(), fallback_font_path()):
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id >= 0:
                _families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return list(_families)


def bundled_font(like: QFont) -> QFont:
    """``like`` drawn in the bundled fonts (IPAexGothic, then the fallback subset)."""
    font = QFont(like)
    families = bundled_families()
    if families:
        font.setFamilies(families)
    return font


def ensure_japanese_font(app: QApplication) -> bool:
    """Add IPAexGothic (and the fallback subset) behind the UI font if no system font
    covers Japanese.

    Returns True when the bundled fonts were put to use.
    """
    if QFontDatabase.families(QFontDatabase.WritingSystem.Japanese):
        return False
    families = bundled_families()
    if not families:
        return False
    font = app.font()
    font.setFamilies([font.family(), *families])
    app.setFont(font)
    return True
