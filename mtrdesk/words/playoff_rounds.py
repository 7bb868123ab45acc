"""Names of single-elimination rounds (準々決勝, 準決勝, 決勝), as the playoff tab, the
rounds tab, the print preview and the sheets say them."""

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


def named_round(field_size: int) -> str | None:
    """The round's name for a field of 8, 4 or 2 (``None`` for any other size: a larger
    single-elimination bracket keeps its round number)."""
    return round_name(field_size) if field_size in ROUND_NAMES else None
