"""Names of single-elimination rounds, as the playoff tab and the audit log say them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# Single-elimination rounds by the size of their field (MTR Appendix B names).
ROUND_NAMES: dict[int, str] = {
    8: QT_TRANSLATE_NOOP("PlayoffTab", "Quarterfinals"),
    4: QT_TRANSLATE_NOOP("PlayoffTab", "Semifinals"),
    2: QT_TRANSLATE_NOOP("PlayoffTab", "Final"),
}


def round_name(field_size: int) -> str:
    return QCoreApplication.translate("PlayoffTab", ROUND_NAMES.get(field_size, ROUND_NAMES[2]))
