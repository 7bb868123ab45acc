"""Hand-editing the current round's pairings, with rematch and repeat-bye warnings.

Every edit is one service call (audited). Before it is made, the dialog checks the earlier
rounds and asks when the edit would create a rematch or a second bye; after it, the
service's own warnings are listed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Changes
from mtrdesk.services.rounds import RoundService
from mtrdesk.services.views import RoundView
from mtrdesk.ui import labels, messages
from mtrdesk.ui.errors import attempt

# The "opponent" entry meaning: give the player the bye.
BYE = -1


def pairing_lines(view: RoundView) -> list[str]:
    """One readable line per match: "3: 山田 太郎 - 鈴木 一郎", or the bye."""
    lines = []
    for match in view.matches:
        table = str(match.table) if match.table is not None else "—"
        opponent = match.player2_name or labels.label(match.kind)
        lines.append(f"{table}: {match.player1_name} - {opponent}")
    return lines


def history_of(earlier: Sequence[RoundView]) -> tuple[set[frozenset[int]], set[int]]:
    """Pairs who already met, and players who already had a bye (awarded byes excepted)."""
    met: set[frozenset[int]] = set()
    byes: set[int] = set()
    for view in earlier:
        for match in view.matches:
            if match.player2 is not None:
                met.add(frozenset((match.player1, match.player2)))
            elif match.kind is MatchKind.BYE:
                byes.add(match.player1)
    return met, byes


class PairingDialog(QDialog):
    """Pick a player and whom they should play (or the bye); apply; repeat as needed."""

    def __init__(
        self,
        event_id: int,
        rounds: RoundService,
        earlier: Sequence[RoundView],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("PairingDialog", "Edit pairings"))
        self.resize(560, 480)
        self.event_id = event_id
        self.rounds = rounds
        self.met, self.had_bye = history_of(earlier)
        self.changes = Changes()
        self.view: RoundView | None = None
        self.pairings_list = QListWidget()
        self.player_combo = QComboBox()
        self.opponent_combo = QComboBox()
        self.apply_button = QPushButton(QCoreApplication.translate("PairingDialog", "Pair them"))
        self.apply_button.clicked.connect(self.apply)
        self.warnings_label = QLabel()
        self.warnings_label.setObjectName("pairingWarnings")
        self.warnings_label.setWordWrap(True)
        self.warnings_label.setStyleSheet("color: #b35c00; font-weight: bold;")
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("PairingDialog", "Player:"), self.player_combo)
        form.addRow(
            QCoreApplication.translate("PairingDialog", "Should play:"), self.opponent_combo
        )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        explanation = QLabel(
            QCoreApplication.translate(
                "PairingDialog",
                "Their former opponents are paired with each other. Every change is recorded "
                "in the event log.",
            )
        )
        explanation.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addWidget(self.pairings_list, 1)
        layout.addLayout(form)
        layout.addWidget(self.apply_button)
        layout.addWidget(self.warnings_label)
        layout.addWidget(buttons)
        self.reload()

    def reload(self) -> None:
        self.view = self.rounds.current_round(self.event_id)
        self.pairings_list.clear()
        if self.view is None:
            return
        self.pairings_list.addItems(pairing_lines(self.view))
        players: list[tuple[str, int]] = []
        for match in self.view.matches:
            if match.kind in (MatchKind.PAIRED, MatchKind.BYE):
                players.append((match.player1_name, match.player1))
            if match.player2 is not None and match.player2_name is not None:
                players.append((match.player2_name, match.player2))
        players.sort()
        for combo in (self.player_combo, self.opponent_combo):
            current = combo.currentData()
            combo.clear()
            for name, entry in players:
                combo.addItem(name, entry)
            if current is not None and combo.findData(current) >= 0:
                combo.setCurrentIndex(combo.findData(current))
        if any(m.kind is MatchKind.BYE for m in self.view.matches):
            self.opponent_combo.addItem(labels.label(MatchKind.BYE), BYE)

    def predicted_problems(self, player: int, opponent: int) -> list[str]:
        """What the edit would break, from the earlier rounds (shown before applying)."""
        found = []
        if opponent == BYE and player in self.had_bye:
            found.append(
                QCoreApplication.translate("PairingDialog", "%1 already had a bye in this event.")
            )
        if opponent != BYE and frozenset((player, opponent)) in self.met:
            found.append(
                QCoreApplication.translate(
                    "PairingDialog", "%1 and %2 have already played each other."
                )
            )
        names = (self.player_combo.currentText(), self.opponent_combo.currentText())
        return [text.replace("%1", names[0]).replace("%2", names[1]) for text in found]

    def apply(self) -> None:
        player, opponent = self.player_combo.currentData(), self.opponent_combo.currentData()
        if player is None or opponent is None or player == opponent:
            return
        problems = self.predicted_problems(player, opponent)
        if problems:
            answer = QMessageBox.warning(
                self,
                QCoreApplication.translate("PairingDialog", "Edit pairings"),
                "\n".join(
                    [
                        *problems,
                        "",
                        QCoreApplication.translate("PairingDialog", "Pair them anyway?"),
                    ]
                ),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        done = attempt(
            self,
            lambda: self.rounds.set_pairing(
                self.event_id, player, None if opponent == BYE else opponent
            ),
        )
        if done is None:
            return
        warnings, changes = done
        self.changes = self.changes | changes
        self.warnings_label.setText("\n".join(messages.warning_message(w) for w in warnings))
        self.reload()
