"""The small pieces every tab builds alike, each in one call: labels and buttons with what
every tab sets on them (the object name that tests, the style sheet and the screen-size
checks find them by; word wrap, a colour, the action a click runs), and a row of buttons."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

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


def button_row(
    left: Iterable[QWidget], right: Iterable[QWidget] = (), parent: QWidget | None = None
) -> QHBoxLayout:
    """``left`` from the left edge, a stretch, then ``right``. With ``parent`` the row is
    that widget's own layout, flush with its edges (a bar above a table)."""
    row = QHBoxLayout() if parent is None else QHBoxLayout(parent)
    if parent is not None:
        row.setContentsMargins(0, 0, 0, 0)
    for widget in left:
        row.addWidget(widget)
    row.addStretch(1)
    for widget in right:
        row.addWidget(widget)
    return row
