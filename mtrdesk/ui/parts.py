"""Small widget makers the dialogs and the projector share, so that each says only what
differs: OK / Cancel wired to a dialog's own steps, a named button with its tooltip, a
named text field with its placeholder, a wrapped label, a button's words in one call."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QLineEdit, QPushButton

from mtrdesk.ui.plain import PlainLabel, rich_safe


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


def named_button(text: str, name: str, tip: str | None = None) -> QPushButton:
    """A push button with its object name (the tests find it by) and its tooltip."""
    button = QPushButton(text)
    button.setObjectName(name)
    if tip is not None:
        button.setToolTip(rich_safe(tip))
    return button


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
