"""The small pieces the tabs, dialogs and the projector build alike, each in one call, so
each says only what differs: labels, buttons and text fields with what they set on them (the
object name that tests, the style sheet and the screen-size checks find them by; word wrap,
a colour, a tooltip, the action a click runs), a row of buttons, OK / Cancel wired to a
dialog's own steps."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtWidgets import (
    QAbstractButton,
    QDialogButtonBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QWidget,
)

from mtrdesk.ui.plain import PlainLabel, rich_safe


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
    text: str,
    name: str = "",
    clicked: Callable[[], object] | None = None,
    *,
    tip: str | None = None,
) -> QPushButton:
    """A push button showing ``text``, called ``name`` (when given; the tests find it by),
    running ``clicked`` when clicked, with ``tip`` as its tooltip."""
    button = QPushButton(text)
    if name:
        button.setObjectName(name)
    if clicked is not None:
        button.clicked.connect(clicked)
    if tip is not None:
        button.setToolTip(rich_safe(tip))
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


def ok_cancel(
    accept: Callable[[], object], reject: Callable[[], object], ok_text: str | None = None
) -> QDialogButtonBox:
    """OK and Cancel: OK (named ``ok_text`` when given) calls ``accept``, Cancel ``reject``."""
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    if ok_text is not None:
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok_text)
    buttons.accepted.connect(accept)
    buttons.rejected.connect(reject)
    return buttons


def named_field(text: str, name: str, placeholder: str | None = None) -> QLineEdit:
    """A text field holding ``text``, with its object name and its placeholder."""
    field = QLineEdit(text)
    field.setObjectName(name)
    if placeholder is not None:
        field.setPlaceholderText(placeholder)
    return field


def wrapped(text: str = "") -> PlainLabel:
    """A plain label that wraps its lines."""
    label = PlainLabel(text)
    label.setWordWrap(True)
    return label


def word(button: QAbstractButton, text: str, tip: str) -> None:
    """Name ``button`` and say what it does (its tooltip), in the language now chosen."""
    button.setText(text)
    button.setToolTip(rich_safe(tip))
