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
from mtrdesk.words.detailed import Detailed, detailed_message, listed
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


def _name(names: Mapping[int, str] | None, entry: Any) -> str:
    if names is not None and isinstance(entry, int) and entry in names:
        return names[entry]
    return f"#{entry}"


#: Why the pods of a round cannot be edited by hand (``services.pods.edit``).
_POD_EDIT: dict[Problem, Detailed] = {
    Problem.RESULTS_IN: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Table %1 already has a result, so its players cannot change pods. To fix it, "
            "clear the result first (right-click the pod), then change seats.",
        ),
        ("table",),
        None,
    ),
    Problem.NOT_CURRENT_ROUND: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Only the pods of the latest round (round %1) can be changed; round %2 has "
            "been played.",
        ),
        ("latest", "round"),
        None,
    ),
    Problem.PLAYOFF_STARTED: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages", "The playoff has started: the Swiss pods can no longer change."
        ),
        (),
        None,
    ),
    Problem.PLAYER_NOT_FOUND: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "This player has no seat in a pod of round %1 (dropped, an awarded bye or a late "
            "entry). Choose a player who sits in a pod.",
        ),
        ("round",),
        None,
    ),
}


#: Pod wording for shared problems (``pods``) and the pod problems with their details.
POD_DETAILED: dict[Problem, Detailed] = {
    Problem.BAD_POD_SIZE: Detailed(
        QT_TRANSLATE_NOOP("Messages", "Pods have 4 players (5 for formats played in larger pods)."),
        (),
        "pods",
    ),
    Problem.PODS_FIXED: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "The pod size is fixed once round 1 is paired: points per win depend on it "
            "(multiplayer addendum Appendix C).",
        ),
        (),
        "pods",
    ),
    Problem.PLAYOFF_NONE: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages", "This event has no playoff. Choose a top 4, 10 or 16 on the Playoff tab."
        ),
        (),
        "pods",
    ),
    Problem.PLAYOFF_NOT_STARTED: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages", "The playoff has not started yet. Start it after the last Swiss round."
        ),
        (),
        "pods",
    ),
    Problem.PLAYOFF_TOO_FEW_PLAYERS: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Not enough active players for a top %1: %2 are left. Choose a smaller playoff.",
        ),
        ("size", "players"),
        "pods",
    ),
    Problem.NOT_IN_POD: Detailed(
        QT_TRANSLATE_NOOP("Messages", "Table %1 has no seat %2."),
        ("table", "seat"),
        "seat",
        empty_ok=True,
    ),
    Problem.NAME_AMBIGUOUS: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages", "Several players at this table match that name (%1). Type the seat number."
        ),
        ("names",),
        "names",
    ),
}


def multiplayer_message(
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str | None:
    """The pod sentence for ``problem``, or ``None`` when the general one says it."""
    pods = bool(details.get("pods"))
    if details.get("pod_edit"):
        edit_text = detailed_message(_POD_EDIT, problem, details)
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
    detailed = detailed_message(POD_DETAILED, problem, details)
    if detailed is not None:
        return detailed
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
        ).replace("%1", listed(pairs))
    if names is not None and problem is Problem.REPEAT_SHORT_POD and details.get("entries"):
        return QCoreApplication.translate(
            "Messages",
            "In a smaller pod for the second time (no pairing could avoid it, multiplayer "
            "addendum 10.4A): %1.",
        ).replace("%1", listed(_name(names, e) for e in details["entries"]))
    return None
