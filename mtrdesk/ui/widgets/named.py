"""Labels and buttons made in one call with what every tab sets on them: the object name
(what tests, the style sheet and the screen-size checks find them by), word wrap, a colour,
the action a click runs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QPushButton

from mtrdesk.ui.plain import PlainLabel


def named_label(name: str, *, wrap: bool = False, style: str = "") -> PlainLabel:
    """An empty plain-text label called ``name``; ``wrap``: it wraps its words; ``style``:
    its style sheet (a colour, a size)."""
    label = PlainLabel()
    label.setObjectName(name)
    if wrap:
        label.setWordWrap(True)
    if style:
        label.setStyleSheet(style)
    return label


def named_button(
    text: str, name: str = "", clicked: Callable[[], object] | None = None
) -> QPushButton:
    """A push button showing ``text``, called ``name`` (when given), running ``clicked``
    when clicked."""
    button = QPushButton(text)
    if name:
        button.setObjectName(name)
    if clicked is not None:
        button.clicked.connect(clicked)
    return button
