"""Lists inside a sentence: items joined by the catalogue's separator (Japanese "、")."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication


def listed(items: Iterable[object]) -> str:
    """ "1, 3, 5" for the sentences of ``messages`` and its concepts."""
    return QCoreApplication.translate("Messages", ", ").join(str(i) for i in items)
