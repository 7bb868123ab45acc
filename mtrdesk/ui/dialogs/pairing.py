"""Hand-editing the current round's pairings, with rematch and repeat-bye warnings.

Every edit is one service call (audited). Before it is made, the dialog runs the pairing
checker on the round as it would be and asks when the edit would create a rematch, a second
bye, a pair across pods or a pairing worse than necessary; after it, the service's own
warnings are listed.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QWidget,
)

from mtrdesk.core.swiss.check import RoundCheck
from mtrdesk.core.tournament import MatchKind
from mtrdesk.ui.dialogs.pairing_editor import EditorSource, PairingEditor, RuleTexts, rule_lines
from mtrdesk.words import labels, messages
from mtrdesk.words.collation import name_sort_key

if TYPE_CHECKING:
    from mtrdesk.services import Changes, ServiceWarning
    from mtrdesk.services.swiss.rounds import RoundService
    from mtrdesk.services.views import RoundView

# The "opponent" entry meaning: give the player the bye.
BYE = -1


PLAYER_RULES = RuleTexts(
    pair_downs=lambda: QCoreApplication.translate(
        "PairingDialog",
        "The round would have %1 pair-downs where %2 are enough.",
    ),
    distance=lambda: QCoreApplication.translate(
        "PairingDialog",
        "Players would be paired further from their own points than necessary.",
    ),
    bye=lambda: QCoreApplication.translate(
        "PairingDialog",
        "The bye would not go to the lowest-ranked player who has not had one.",
    ),
)

PLAYER_EDITOR = EditorSource(
    title=lambda: QCoreApplication.translate("PairingDialog", "Edit pairings"),
    explanation=lambda: QCoreApplication.translate(
        "PairingDialog",
        "Their former opponents are paired with each other. Only matches without a "
        "result can change. Every change is recorded in the audit log.",
    ),
    first_label=lambda: QCoreApplication.translate("PairingDialog", "Player:"),
    second_label=lambda: QCoreApplication.translate("PairingDialog", "Should play:"),
    button=lambda: QCoreApplication.translate("PairingDialog", "Pair them"),
    anyway=lambda: QCoreApplication.translate("PairingDialog", "Pair them anyway?"),
    size=(560, 480),
    first_name="pairingPlayer",
    second_name="pairingOpponent",
    button_name="pairThem",
    message_name="pairingWarnings",
    message_style="color: #b35c00; font-weight: bold;",
)


def check_lines(check: RoundCheck) -> list[str]:
    """What the checker objects to beyond a named rematch or bye: pods, and a strictly
    better pairing on the pair-down or bye rules."""
    lines = []
    if check.pod_violations:
        lines.append(
            QCoreApplication.translate(
                "PairingDialog",
                "Players from different booster draft pods would meet (MTR 7.6).",
            )
        )
    return lines + rule_lines(check, PLAYER_RULES)


def pairing_lines(view: RoundView) -> list[str]:
    """One readable line per match: "3: 山田 太郎 - 鈴木 一郎", or the bye."""
    lines = []
    for match in view.matches:
        table = str(match.table) if match.table is not None else "—"
        opponent = match.player2_name or labels.label(match.kind)
        lines.append(f"{table}: {match.player1_name} - {opponent}")
    return lines


def history_of(
    earlier: Sequence[RoundView],
) -> tuple[dict[frozenset[int], list[int]], dict[int, list[int]]]:
    """Who already met (in which rounds), and who already had a bye (awarded byes excepted)."""
    met: dict[frozenset[int], list[int]] = {}
    byes: dict[int, list[int]] = {}
    for view in earlier:
        for match in view.matches:
            if match.player2 is not None:
                met.setdefault(frozenset((match.player1, match.player2)), []).append(view.number)
            elif match.kind is MatchKind.BYE:
                byes.setdefault(match.player1, []).append(view.number)
    return met, byes


def entry_names(view: RoundView) -> dict[int, str]:
    names: dict[int, str | None] = {m.player1: m.player1_name for m in view.matches}
    names.update({m.player2: m.player2_name for m in view.matches if m.player2 is not None})
    return {entry: name or "" for entry, name in names.items()}


def movable_players(view: RoundView) -> list[tuple[str, int, int | None]]:
    """(name, entry, current opponent or None for the bye) of everyone whose match has no
    result yet: only they can be paired differently."""
    found: list[tuple[str, int, int | None]] = []
    for match in view.matches:
        if match.kind is MatchKind.BYE:
            found.append((match.player1_name, match.player1, None))
        elif match.kind is MatchKind.PAIRED and match.result is None:
            assert match.player2 is not None and match.player2_name is not None
            found.append((match.player1_name, match.player1, match.player2))
            found.append((match.player2_name, match.player2, match.player1))
    return found


class PairingDialog(PairingEditor):
    """Pick a player and whom they should play (or the bye); apply; repeat as needed."""

    def __init__(
        self,
        event_id: int,
        rounds: RoundService,
        earlier: Sequence[RoundView],
        readings: Mapping[int, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(PLAYER_EDITOR, parent)
        self.event_id = event_id
        self.rounds = rounds
        self.met, self.had_bye = history_of(earlier)
        self.readings = dict(readings or {})
        self.opponents: dict[int, int | None] = {}
        self.view: RoundView | None = None
        self.reload()

    def reload(self) -> None:
        self.view = self.rounds.current_round(self.event_id)
        self.pairings_list.clear()
        if self.view is None:
            return
        self.pairings_list.addItems(pairing_lines(self.view))
        players = movable_players(self.view)
        # 名前順 (五十音順) by ふりがな, as everywhere else; never by kanji code point.
        players.sort(key=lambda p: name_sort_key(self.readings.get(p[1], ""), p[0]))
        self.opponents = {entry: opponent for _, entry, opponent in players}
        chosen = self.first_combo.currentData()
        for combo in (self.first_combo, self.second_combo):
            combo.blockSignals(True)
            combo.clear()
            for name, entry, _ in players:
                combo.addItem(name, entry)
            combo.blockSignals(False)
        if any(opponent is None for opponent in self.opponents.values()):
            self.second_combo.addItem(labels.label(MatchKind.BYE), BYE)
        index = self.first_combo.findData(chosen)
        self.first_combo.setCurrentIndex(max(index, 0))
        self._first_changed()

    def _first_changed(self) -> None:
        """Show whom the chosen player plays now: the editor changes that, not both combos."""
        current = self.opponents.get(self.first_combo.currentData())
        index = self.second_combo.findData(BYE if current is None else current)
        self.second_combo.setCurrentIndex(max(index, 0))
        self._update_button()

    def _update_button(self) -> None:
        """ "Pair them" only for a real change: another opponent, not the player themself."""
        player, opponent = self.first_combo.currentData(), self.second_combo.currentData()
        current = self.opponents.get(player)
        unchanged = opponent == (BYE if current is None else current)
        self.apply_button.setEnabled(
            player is not None and opponent is not None and opponent != player and not unchanged
        )

    def predicted_problems(self, player: int, opponent: int) -> list[str]:
        """What the edit would break, from the earlier rounds (shown before applying)."""
        names = (self.first_combo.currentText(), self.second_combo.currentText())
        if opponent == BYE:
            rounds = self.had_bye.get(player)
            return [messages.repeat_bye_text(names[0], rounds)] if rounds else []
        rounds = self.met.get(frozenset((player, opponent)))
        return [messages.rematch_text(names[0], names[1], rounds)] if rounds else []

    def _check(self, first: int, second: int) -> RoundCheck:
        return self.rounds.check_pairing(self.event_id, first, None if second == BYE else second)

    def _findings(self, first: int, second: int, check: RoundCheck) -> list[str]:
        return self.predicted_problems(first, second) + check_lines(check)

    def _change(self, first: int, second: int) -> tuple[list[ServiceWarning], Changes]:
        return self.rounds.set_pairing(self.event_id, first, None if second == BYE else second)

    def _changed(
        self,
        first: int,
        second: int,
        check: RoundCheck,
        findings: list[str],
        done: list[ServiceWarning],
    ) -> None:
        """The service's own warnings about the round as it is now."""
        names = entry_names(self.view) if self.view else {}
        self.message_label.setText("\n".join(messages.warning_message(w, names) for w in done))
