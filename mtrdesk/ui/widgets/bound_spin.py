"""A spin box that remembers a typed value it refused, so a dialog can say why.

``QSpinBox`` takes "10" in a 40–240 field as a beginning ("100"?) and, when the field is
left or Enter is pressed, quietly puts the old value back: the organizer believes the round
lasts 10 minutes. ``BoundSpinBox`` keeps what was typed until a value is accepted;
``refused_values`` lists each such field for the dialog's OK, which then stays open and
says which value is refused and what the bound is (issue 14).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget


class BoundSpinBox(QSpinBox):
    """A ``QSpinBox`` whose ``refused_text`` is the last typed text it could not take."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._typed: str | None = None
        line = self.lineEdit()
        assert line is not None  # a spin box always has its line edit
        line.textEdited.connect(self._edited)

    def _edited(self, text: str) -> None:
        self._typed = text

    def stepBy(self, steps: int) -> None:
        """An arrow key or the buttons choose a value: nothing typed is left refused."""
        self._typed = None
        super().stepBy(steps)

    def setValue(self, val: int) -> None:
        """A value set by the dialog replaces whatever was typed (Qt's own putting back
        of the old value does not come through here)."""
        self._typed = None
        super().setValue(val)

    def refused_text(self) -> str | None:
        """The number typed and put back (without prefix and suffix), or ``None``."""
        if self._typed is None:
            return None
        found = self.validate(self._typed, 0)
        state = found[0] if isinstance(found, tuple) else found
        if state == QValidator.State.Acceptable:
            return None
        typed = self._typed
        for part in (self.prefix(), self.suffix()):
            typed = typed.replace(part, "") if part else typed
        return typed.strip() or None

    def forget_refused(self) -> None:
        """The dialog said why; a value set from now on starts clean."""
        self._typed = None


@dataclass(frozen=True)
class Refused:
    """One field's refused value and its bounds."""

    spin: BoundSpinBox
    typed: str

    @property
    def low(self) -> int:
        return self.spin.minimum()

    @property
    def high(self) -> int:
        return self.spin.maximum()


def refused_values(spins: Iterable[BoundSpinBox]) -> list[Refused]:
    """The enabled fields holding a typed value they refused, in the order given."""
    return [
        Refused(spin, typed)
        for spin in spins
        if spin.isEnabled() and not spin.isHidden() and (typed := spin.refused_text()) is not None
    ]


def refused_sentence(field: str, refused: Refused) -> str:
    """ "Swiss rounds: 0 is not possible. Type a number from 1 to 30." (``field``: the
    field's name as the dialog shows it)."""
    return (
        QCoreApplication.translate(
            "BoundSpinBox",
            "%1: %2 is not possible, so it was not taken. Type a number from %3 to %4.",
        )
        .replace("%1", field)
        .replace("%2", refused.typed)
        .replace("%3", str(refused.low))
        .replace("%4", str(refused.high))
    )


def refuse_typed(parent: QWidget, fields: Iterable[tuple[str, BoundSpinBox]]) -> bool:
    """For a dialog's OK: when a field (named as the dialog shows it) holds a typed value
    it refused, say which and the bounds in a message box, put the cursor there and return
    True (the dialog stays open); else False."""
    named = dict((spin, name) for name, spin in fields)
    refused = refused_values(named)
    if not refused:
        return False
    from mtrdesk.ui.errors import show_error  # ui.errors is above the widgets

    show_error(parent, "\n".join(refused_sentence(named[r.spin], r) for r in refused))
    for r in refused:
        r.spin.forget_refused()
    refused[0].spin.setFocus()
    refused[0].spin.selectAll()
    return True
