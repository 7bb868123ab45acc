"""The sentences for multiplayer pod events (multiplayer addendum): the problems only pod
events have, and pod wording for shared problems the pod services mark with ``pods``.

``messages.py`` merges ``MULTIPLAYER_MESSAGES`` into its table and asks
``multiplayer_message`` before its general sentences.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

MULTIPLAYER_MESSAGES: dict[Problem, str] = {
    Problem.NOT_MULTIPLAYER: QT_TRANSLATE_NOOP(
        "Messages",
        "This is not a multiplayer event. Before round 1, choose Multiplayer pods in the "
        "event settings.",
    ),
    Problem.MULTIPLAYER_EVENT: QT_TRANSLATE_NOOP(
        "Messages",
        "This is a multiplayer event: its rounds are played in pods. Pair and enter results "
        "on the Pods tab.",
    ),
    Problem.NOT_FOR_PODS: QT_TRANSLATE_NOOP(
        "Messages",
        "Multiplayer events run a fixed number of Swiss rounds: choose no playoff here (the "
        "pod playoff is chosen on the Playoff tab), a fixed number of rounds and no early "
        "advancement.",
    ),
    Problem.BAD_CUT: QT_TRANSLATE_NOOP(
        "Messages",
        "A pod playoff takes the top 4, 10, 16, 40 or 64 (multiplayer addendum 10.4A).",
    ),
    Problem.NOT_IN_POD: QT_TRANSLATE_NOOP(
        "Messages", "That player does not sit at this table. Check the table number."
    ),
    Problem.DRAW_TOO_FEW: QT_TRANSLATE_NOOP(
        "Messages",
        "A draw needs at least two players who drew. If only one player is left, that player won.",
    ),
    Problem.POD_RESULT_UNREADABLE: QT_TRANSLATE_NOOP(
        "Messages",
        "Type the winner's seat number (or name), or D for a draw: D alone if everyone "
        "drew, D13 if seats 1 and 3 drew.",
    ),
    Problem.NAME_AMBIGUOUS: QT_TRANSLATE_NOOP(
        "Messages", "Several players at this table match that name. Type the seat number."
    ),
    Problem.POD_REMATCH: QT_TRANSLATE_NOOP(
        "Messages",
        "Some players meet again in this round: no pairing could avoid it "
        "(multiplayer addendum 10.4A).",
    ),
    Problem.REPEAT_SHORT_POD: QT_TRANSLATE_NOOP(
        "Messages",
        "Some players sit in a smaller pod for the second time: no pairing could avoid it "
        "(multiplayer addendum 10.4A).",
    ),
    Problem.SAME_POD: QT_TRANSLATE_NOOP(
        "Messages",
        "These two players sit in the same pod. Choose a player from another pod to change "
        "seats with.",
    ),
}


def _joined(items: Any) -> str:
    return QCoreApplication.translate("Messages", ", ").join(str(i) for i in items)


def _name(names: Mapping[int, str] | None, entry: Any) -> str:
    if names is not None and isinstance(entry, int) and entry in names:
        return names[entry]
    return f"#{entry}"


def multiplayer_message(
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str | None:
    """The pod sentence for ``problem``, or ``None`` when the general one says it."""
    pods = bool(details.get("pods"))
    if details.get("pod_edit"):
        edit_text = _pod_edit_message(problem, details)
        if edit_text is not None:
            return edit_text
    if problem is Problem.TOO_FEW_PLAYERS and pods:
        return QCoreApplication.translate(
            "Messages",
            "A pod needs at least 3 players (multiplayer addendum 1.1A); %n player(s) can "
            "play this round.",
            None,
            int(details.get("players", 0)),
        )
    if problem is Problem.BAD_POD_SIZE and pods:
        return QCoreApplication.translate(
            "Messages", "Pods have 4 players (5 for formats played in larger pods)."
        )
    if problem is Problem.PODS_FIXED and pods:
        return QCoreApplication.translate(
            "Messages",
            "The pod size is fixed once round 1 is paired: points per win depend on it "
            "(multiplayer addendum Appendix C).",
        )
    if problem is Problem.PLAYOFF_NONE and pods:
        return QCoreApplication.translate(
            "Messages", "This event has no playoff. Choose a top 4, 10 or 16 on the Playoff tab."
        )
    if problem is Problem.PLAYOFF_NOT_STARTED and pods:
        return QCoreApplication.translate(
            "Messages", "The playoff has not started yet. Start it after the last Swiss round."
        )
    if problem is Problem.PLAYOFF_TOO_FEW_PLAYERS and pods:
        return (
            QCoreApplication.translate(
                "Messages",
                "Not enough active players for a top %1: %2 are left. Choose a smaller playoff.",
            )
            .replace("%1", str(details.get("size", "")))
            .replace("%2", str(details.get("players", "")))
        )
    if problem is Problem.NOT_IN_POD and details.get("seat") is not None:
        return (
            QCoreApplication.translate("Messages", "Table %1 has no seat %2.")
            .replace("%1", str(details.get("table", "")))
            .replace("%2", str(details["seat"]))
        )
    if problem is Problem.NAME_AMBIGUOUS and details.get("names"):
        return QCoreApplication.translate(
            "Messages", "Several players at this table match that name (%1). Type the seat number."
        ).replace("%1", _joined(details["names"]))
    if problem is Problem.NOT_FOR_PODS and details.get("what") == ["playoff"]:
        return QCoreApplication.translate(
            "Messages",
            "A multiplayer event chooses its pod playoff (top 4, 10, 16...) on the Playoff "
            "tab: choose No playoff in the event settings.",
        )
    if names is not None and problem is Problem.POD_REMATCH and details.get("pairs"):
        pairs = [
            QCoreApplication.translate("Messages", "%1 and %2")
            .replace("%1", _name(names, a))
            .replace("%2", _name(names, b))
            for a, b in details["pairs"]
        ]
        return QCoreApplication.translate(
            "Messages",
            "Meeting again (no pairing could avoid it, multiplayer addendum 10.4A): %1.",
        ).replace("%1", _joined(pairs))
    if names is not None and problem is Problem.REPEAT_SHORT_POD and details.get("entries"):
        return QCoreApplication.translate(
            "Messages",
            "In a smaller pod for the second time (no pairing could avoid it, multiplayer "
            "addendum 10.4A): %1.",
        ).replace("%1", _joined(_name(names, e) for e in details["entries"]))
    return None


def _pod_edit_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """Why the pods of a round cannot be edited by hand (``services.pods.edit``)."""
    if problem is Problem.RESULTS_IN:
        return QCoreApplication.translate(
            "Messages",
            "Table %1 already has a result, so its players cannot change pods. To fix it, "
            "clear the result first (right-click the pod), then change seats.",
        ).replace("%1", str(details.get("table", "")))
    if problem is Problem.NOT_CURRENT_ROUND:
        return (
            QCoreApplication.translate(
                "Messages",
                "Only the pods of the latest round (round %1) can be changed; round %2 has "
                "been played.",
            )
            .replace("%1", str(details.get("latest", "")))
            .replace("%2", str(details.get("round", "")))
        )
    if problem is Problem.PLAYOFF_STARTED:
        return QCoreApplication.translate(
            "Messages", "The playoff has started: the Swiss pods can no longer change."
        )
    if problem is Problem.PLAYER_NOT_FOUND:
        return QCoreApplication.translate(
            "Messages",
            "This player has no seat in a pod of round %1 (dropped, an awarded bye or a late "
            "entry). Choose a player who sits in a pod.",
        ).replace("%1", str(details.get("round", "")))
    return None
