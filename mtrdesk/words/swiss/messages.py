"""Swiss rounds' problems in words: a round to pair, results still missing, a rematch or a
repeated bye, a correction under later rounds (MTR 2.10, 10.2). Merged by ``messages``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.detailed import listed
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

SWISS_MESSAGES: dict[Problem, str] = {
    Problem.ROUND_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "That round has not been paired. Choose a round from the list."
    ),
    Problem.TABLE_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "There is no such table in this round. Check the table number on the slip."
    ),
    Problem.ROUNDS_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The number of Swiss rounds is fixed once round 1 is paired (MTR 10.2). "
        "Keep the announced number.",
    ),
    Problem.END_RULE_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "How the Swiss ends was announced before round 1 and cannot change (MTR 10.2).",
    ),
    Problem.ADVANCE_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The match points for early advancement were announced before round 1 and cannot "
        "change (MTR 10.4).",
    ),
    Problem.CUT_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The day-two cut was announced before round 1 and cannot change (MTR 10.2).",
    ),
    Problem.RESULTS_MISSING: QT_TRANSLATE_NOOP(
        "Messages",
        "Some results of the current round are missing. Enter every table's result first.",
    ),
    Problem.SWISS_COMPLETE: QT_TRANSLATE_NOOP(
        "Messages",
        "All Swiss rounds have been played. Start the playoff or finish the event.",
    ),
    Problem.SWISS_NOT_FINISHED: QT_TRANSLATE_NOOP(
        "Messages",
        "Not every Swiss round has been played yet. Pair and finish the remaining rounds first.",
    ),
    Problem.TOO_FEW_PLAYERS: QT_TRANSLATE_NOOP(
        "Messages", "At least two active players are needed to pair a round."
    ),
    Problem.NO_LEGAL_PAIRING: QT_TRANSLATE_NOOP(
        "Messages",
        "No pairing avoids a rematch for everyone. Edit the pairings by hand.",
    ),
    Problem.NO_ROUNDS: QT_TRANSLATE_NOOP(
        "Messages", "No round has been paired yet. Pair round 1 first."
    ),
    Problem.RESULTS_IN: QT_TRANSLATE_NOOP(
        "Messages",
        "Results are already entered for this round, so it cannot be paired again. "
        "Edit the pairings by hand instead.",
    ),
    Problem.NOT_CURRENT_ROUND: QT_TRANSLATE_NOOP(
        "Messages", "Only the current round can be changed this way."
    ),
    Problem.NOT_A_PAIRED_MATCH: QT_TRANSLATE_NOOP(
        "Messages", "Byes and unopposed losses have a fixed result; nothing to enter."
    ),
    Problem.NO_BYE: QT_TRANSLATE_NOOP("Messages", "This round has no bye."),
    Problem.BOTH_BYES: QT_TRANSLATE_NOOP(
        "Messages",
        "Both players have a bye in this round, so neither has a table to share. Choose a "
        "player who is seated at a table.",
    ),
    Problem.CORRECTION_PROPOSAL_STALE: QT_TRANSLATE_NOOP(
        "Messages",
        "The event changed after the new pairings were proposed (a result, a drop or a "
        "pairing), so nothing was paired again. Look at the round and pair it again if "
        "it still has no result.",
    ),
    Problem.REPAIR_MOVES_NOT_SHOWN: QT_TRANSLATE_NOOP(
        "Messages",
        "Pairing the round again would also change a player's place (a drop, a late entry "
        "or a bye) that was not shown. Nothing was paired again: enter the corrected result "
        "again to see every change first.",
    ),
    Problem.REMATCH: QT_TRANSLATE_NOOP(
        "Messages", "These players have already played each other in this event."
    ),
    Problem.REPEAT_BYE: QT_TRANSLATE_NOOP(
        "Messages", "This player already had a bye in this event."
    ),
    Problem.LATER_ROUNDS_EXIST: QT_TRANSLATE_NOOP(
        "Messages",
        "Later rounds were already paired. The standings change; the pairings already "
        "made stay as they are.",
    ),
    Problem.SWISS_ENDED: QT_TRANSLATE_NOOP(
        "Messages",
        "The Swiss rounds have ended by the announced rule (MTR 10.2). Start the playoff "
        "or finish the event.",
    ),
}


def swiss_message(
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str | None:
    """The round and tables still missing, the players of a rematch or a repeated bye
    (``names``: entry id → name); ``None`` when the details say nothing more."""
    rounds = [int(r) for r in details.get("rounds") or []]
    if problem is Problem.RESULTS_MISSING and details.get("tables"):
        return (
            QCoreApplication.translate(
                "Messages",
                "Results are missing in round %1 at table(s) %2. Enter them first "
                "(choose round %1 under Round).",
            )
            .replace("%1", str(details.get("round", "")))
            .replace("%2", listed(t for t in details["tables"] if t is not None))
        )
    if problem is Problem.RESULTS_IN and "match" in details:
        # From the pairing editor: editing by hand is what the organizer is doing already.
        return QCoreApplication.translate(
            "Messages",
            "A result is already entered for one of these matches. Clear it first "
            "(right-click the result in the pairings), then change the pairing.",
        )
    if problem is Problem.REPAIR_MOVES_NOT_SHOWN:
        return (
            QCoreApplication.translate(
                "Messages",
                "Pairing round %1 again would also change the place of %2 (a drop, a late "
                "entry or a bye), which was not shown. Nothing was paired again: enter the "
                "corrected result again to see every change first.",
            )
            .replace("%1", str(details.get("round", "")))
            .replace("%2", listed(details.get("names") or []))
        )
    if names is not None and problem is Problem.REMATCH and rounds:
        first, second = (names.get(int(e), f"#{e}") for e in details.get("entries", ())[:2])
        return rematch_text(first, second, rounds)
    if names is not None and problem is Problem.REPEAT_BYE and rounds:
        return repeat_bye_text(names.get(int(details.get("entry", 0)), "?"), rounds)
    return None


def _round_list(rounds: list[int]) -> str:
    return listed(
        QCoreApplication.translate("Messages", "round %1").replace("%1", str(r)) for r in rounds
    )


def rematch_text(first: str, second: str, rounds: list[int]) -> str:
    """ "山田 太郎 and 鈴木 一郎 already played each other in round 1."."""
    return (
        QCoreApplication.translate("Messages", "%1 and %2 already played each other in %3.")
        .replace("%1", first)
        .replace("%2", second)
        .replace("%3", _round_list(rounds))
    )


def repeat_bye_text(name: str, rounds: list[int]) -> str:
    """ "鈴木 一郎 already had a bye in round 2."."""
    return (
        QCoreApplication.translate("Messages", "%1 already had a bye in %2.")
        .replace("%1", name)
        .replace("%2", _round_list(rounds))
    )
