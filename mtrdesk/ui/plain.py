"""User text shown as plain text, never as rich text (issue 14).

Qt guesses: a label, a message box or a tooltip whose text looks like HTML is drawn as
HTML, so a player registered as ``<span style="font-size:60pt">…`` would blow up the
result line and every sheet preview. Labels here are always plain (``PlainLabel``); for
the places Qt only guesses (tooltips, the static message boxes), ``rich_safe`` turns text
that would be taken for HTML into the HTML that shows it as typed.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


class PlainLabel(QLabel):
    """A ``QLabel`` whose text is always shown as typed: no HTML, no links."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.setTextFormat(Qt.TextFormat.PlainText)


def rich_safe(text: str) -> str:
    """``text`` for a place where Qt guesses rich text (a tooltip, ``QMessageBox.question``):
    unchanged when Qt would show it as plain text anyway, else escaped HTML that shows the
    same characters, line breaks kept."""
    if not QtGui.Qt.mightBeRichText(text):
        return text
    return '<p style="white-space:pre-wrap">' + html.escape(text, quote=False) + "</p>"
