"""What the pairing editors of players, teams and pods share: the dialog, the change flow and
the checker's words.

``PairingEditor`` lays out the current round's lines, the two choices (a player and whom
they should play; a team and the team it changes places with; a player and whom they change
seats with), the button that makes the change, the message under it and Close. ``apply``
asks the checker about the round as it would be, asks the organizer when it objects, makes
the change, re-reads the round and says what was done; each editor fills those steps in.
An ``EditorSource`` gives each editor's texts (in its own translation context:
"PairingDialog", "TeamPairingDialog", "PodSwapDialog") and object names. ``rule_lines``
words the pairing rule a change would break (docs/pairing-spec.md) with the editor's
``RuleTexts``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.swiss.check import RoundCheck
from mtrdesk.services import Changes
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.widgets.named import wrapped


@dataclass(frozen=True, slots=True)
class RuleTexts:
    """How an editor words a strictly better pairing on rule 2 (pair-downs, %1 and %2),
    rules 3 and 4 (distance from one's own points) and rule 5 (the bye)."""

    pair_downs: Callable[[], str]
    distance: Callable[[], str]
    bye: Callable[[], str]


def rule_lines(check: RoundCheck, texts: RuleTexts) -> list[str]:
    """The rule the round as it would be breaks where a better pairing keeps it."""
    rule = check.worse_rule
    if rule == 2:
        return [
            texts.pair_downs()
            .replace("%1", str(check.quality.pair_downs))
            .replace("%2", str(check.optimum.pair_downs))
        ]
    if rule in (3, 4):
        return [texts.distance()]
    if rule == 5:
        return [texts.bye()]
    return []


@dataclass(frozen=True, slots=True)
class EditorSource:
    """One editor's texts, size and object names."""

    title: Callable[[], str]
    explanation: Callable[[], str]
    first_label: Callable[[], str]
    second_label: Callable[[], str]
    button: Callable[[], str]
    anyway: Callable[[], str]  # the question after the findings
    size: tuple[int, int]
    first_name: str
    second_name: str
    button_name: str
    message_name: str
    list_name: str = ""
    message_style: str = ""


class PairingEditor(QDialog):
    """Pick two, apply, repeat as needed; subclasses fill the lists and make the change."""

    def __init__(self, source: EditorSource, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.source = source
        #: Every change made, for the tab to refresh from once the dialog closes.
        self.changes = Changes()
        self.setWindowTitle(source.title())
        self.resize(*source.size)
        lines = self._round_lines()
        self.first_combo = QComboBox()
        self.first_combo.setObjectName(source.first_name)
        self.second_combo = QComboBox()
        self.second_combo.setObjectName(source.second_name)
        self.apply_button = QPushButton(source.button())
        self.apply_button.setObjectName(source.button_name)
        self.apply_button.clicked.connect(self.apply)
        self.first_combo.currentIndexChanged.connect(self._first_changed)
        self.second_combo.currentIndexChanged.connect(self._update_button)
        self.message_label = wrapped()
        self.message_label.setObjectName(source.message_name)
        if source.message_style:
            self.message_label.setStyleSheet(source.message_style)
        form = QFormLayout()
        form.addRow(source.first_label(), self.first_combo)
        form.addRow(source.second_label(), self.second_combo)
        explanation = wrapped(source.explanation())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addWidget(lines, 1)
        layout.addLayout(form)
        layout.addWidget(self.apply_button)
        layout.addWidget(self.message_label)
        layout.addWidget(buttons)

    def _round_lines(self) -> QWidget:
        """What shows the current round: one line per match (the pod editor: a tree)."""
        self.pairings_list = QListWidget()
        self.pairings_list.setObjectName(self.source.list_name)
        return self.pairings_list

    # --- what subclasses provide -------------------------------------------------------------
    def reload(self) -> None:
        """Re-read the round: its lines and who may still change."""
        raise NotImplementedError

    def _update_button(self) -> None:
        raise NotImplementedError

    def _first_changed(self) -> None:
        self._update_button()

    def _check(self, first: int, second: int) -> Any:
        """The checker's view of the round as it would be (``None``: nothing to change)."""
        raise NotImplementedError

    def _findings(self, first: int, second: int, check: Any) -> list[str]:
        """What the organizer should know before the change, in plain words."""
        raise NotImplementedError

    def _ask(self, check: Any, findings: list[str]) -> bool:
        """Whether to make the change: asked only when there are findings."""
        return not findings or self.confirm(findings)

    def _change(self, first: int, second: int) -> tuple[Any, Changes]:
        """Make the change (one audited service call): what it says, and its changes."""
        raise NotImplementedError

    def _changed(self, first: int, second: int, check: Any, findings: list[str], done: Any) -> None:
        """After the change, the round re-read: say what was done."""
        raise NotImplementedError

    # --- shared ------------------------------------------------------------------------------
    def apply(self) -> None:
        """Check, ask, change, re-read: the apply button."""
        first, second = self.first_combo.currentData(), self.second_combo.currentData()
        if not self.apply_button.isEnabled() or first is None or second is None:
            return
        # The checker judges the whole round as it would be (docs/pairing-spec.md).
        check = attempt(self, lambda: self._check(first, second))
        if check is None:
            return
        findings = self._findings(first, second, check)
        if not self._ask(check, findings):
            return
        done = attempt(self, lambda: self._change(first, second))
        if done is None:
            return
        said, changes = done
        self.changes = self.changes | changes
        self.reload()
        self._changed(first, second, check, findings, said)

    def confirm(self, lines: list[str]) -> bool:
        """Ask whether to go ahead despite ``lines``; No is the default."""
        answer = QMessageBox.warning(
            self,
            self.source.title(),
            rich_safe("\n".join([*lines, "", self.source.anyway()])),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
