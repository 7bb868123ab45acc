"""Draft pods' problems in words (MTR 7.6, 7.7): seating the pods, a player without a pod,
players of different pods. Merged by ``messages``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.detailed import Detailed, detailed_message
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

DRAFT_MESSAGES: dict[Problem, str] = {
    Problem.NOT_A_DRAFT: QT_TRANSLATE_NOOP(
        "Messages",
        "Pods are for draft events (MTR 7.6). In the event settings choose Booster Draft, "
        "or Other for another kind of draft.",
    ),
    Problem.BAD_POD_SIZE: QT_TRANSLATE_NOOP(
        "Messages", "Choose a pod size between 2 and 16 players."
    ),
    Problem.BAD_POD: QT_TRANSLATE_NOOP("Messages", "Pod numbers start at 1."),
    Problem.BAD_POD_SEAT: QT_TRANSLATE_NOOP("Messages", "Seat numbers start at 1."),
    Problem.NOT_IN_A_POD: QT_TRANSLATE_NOOP(
        "Messages", "This player has no seat in a pod. Seat the pods or move them into one first."
    ),
    Problem.BAD_DRAFT_DROP: QT_TRANSLATE_NOOP(
        "Messages",
        "Choose a pack from 1 to 9 and a pick from 1 to 20 (MTR 7.7).",
    ),
    Problem.PODS_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "Pods cannot be seated again or cleared once round 1 is paired: the draft has "
        "happened (MTR 7.6). Between rounds you can still move a player to another pod.",
    ),
    Problem.ROUND_IN_PROGRESS: QT_TRANSLATE_NOOP(
        "Messages",
        "A round is in progress. Change pods between rounds, once every result is entered.",
    ),
    Problem.NO_PODS_TO_SEAT: QT_TRANSLATE_NOOP(
        "Messages",
        "This event has no draft pods, so there are no seatings to print. Seat the pods on "
        "the Players tab (Seat pods...) first.",
    ),
    Problem.PODS_INCOMPLETE: QT_TRANSLATE_NOOP(
        "Messages",
        "Some players have no pod. Players play only within their pod (MTR 7.6): give "
        "them a pod on the Players tab, then pair the round.",
    ),
    Problem.LIFT_REGULAR_ONLY: QT_TRANSLATE_NOOP(
        "Messages",
        "Pairing across pods is allowed only at Regular REL (MTR 7.6). To choose another "
        "REL, turn off pairing across pods.",
    ),
    Problem.LIFT_BEFORE_START: QT_TRANSLATE_NOOP(
        "Messages",
        "Pairing across pods is announced before the event starts (MTR 7.6), so it cannot "
        "change once round 1 is paired.",
    ),
    Problem.CROSS_POD: QT_TRANSLATE_NOOP(
        "Messages",
        "These players are in different pods; players play only within their pod (MTR 7.6).",
    ),
}


#: The sentences naming the round or the players: said when the detail they need is given.
DRAFT_DETAILED: dict[Problem, Detailed] = {
    Problem.ROUND_IN_PROGRESS: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round %1 is in progress. Change pods between rounds, once every result of "
            "round %1 is entered.",
        ),
        ("round",),
        "round",
        empty_ok=True,
    ),
    Problem.PODS_INCOMPLETE: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "No pod for %1. Players play only within their pod (MTR 7.6): give them a pod "
            "on the Players tab (Change pod...), then pair the round.",
        ),
        ("names",),
        "names",
    ),
}


def draft_message(
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str | None:
    """The round in progress, the players without a pod, the pods of two players
    (``names``: entry id → name); ``None`` when the details say nothing more."""
    detailed = detailed_message(DRAFT_DETAILED, problem, details)
    if detailed is not None:
        return detailed
    if names is not None and problem is Problem.CROSS_POD and details.get("entries"):
        first, second = (names.get(int(e), f"#{e}") for e in details["entries"][:2])
        pods = list(details.get("pods") or [None, None])
        return cross_pod_text(first, pods[0], second, pods[1])
    return None


def pod_text(pod: object) -> str:
    """ "pod 2", or "no pod"."""
    if pod is None:
        return QCoreApplication.translate("Messages", "no pod")
    return QCoreApplication.translate("Messages", "pod %1").replace("%1", str(pod))


def cross_pod_text(first: str, first_pod: object, second: str, second_pod: object) -> str:
    """ "山田 太郎 (pod 1) and 鈴木 一郎 (pod 2) are in different pods (MTR 7.6)."."""
    return (
        QCoreApplication.translate(
            "Messages", "%1 (%2) and %3 (%4) are in different pods (MTR 7.6)."
        )
        .replace("%1", first)
        .replace("%2", pod_text(first_pod))
        .replace("%3", second)
        .replace("%4", pod_text(second_pod))
    )
