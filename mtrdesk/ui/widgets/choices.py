"""Refilling a chooser (the round shown, the standings "after" round) when what it offers
changes, keeping the organizer's choice: the rounds, standings and pod playoff tabs."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox


def refill_choices(combo: QComboBox, choices: Iterable[tuple[str, object]], latest: bool) -> None:
    """Put ``choices`` (text, data) in ``combo`` without signalling: the choice made before
    stays (found by its data) unless ``latest`` is wanted or it is gone; then the last."""
    shown = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, data in choices:
        combo.addItem(text, data)
    index = combo.findData(shown)
    if latest or index < 0:
        index = combo.count() - 1
    combo.setCurrentIndex(index)
    combo.blockSignals(False)
