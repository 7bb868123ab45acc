"""Changing a paired round of pods by hand: two players change places.

The MTR makes the Scorekeeper responsible for correct pairings and gives the Head Judge
the final word on fixing them (MTR 1.9); docs/pairing-spec.md section 4 lets the organizer
change a pairing by hand once the checker has said what the change does. For pods the one
change needed is a swap: player A takes player B's seat and B takes A's. Every other seat
stays as it was, so nobody else's turn order (2.2A, *.3A: seat 1 plays first) changes, and
the pod sizes stay the addendum's layout (10.4A). Moving a player to another pod is such a
swap too: the player they change places with goes the other way.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import replace

from mtrdesk.core.pods.pairing import Pod
from mtrdesk.core.tournament import EntryId


class PodEditProblem(enum.Enum):
    """Why a swap cannot be made."""

    NOT_SEATED = "not_seated"  # the player sits in none of the pods
    SAME_POD = "same_pod"  # both sit in one pod: swapping changes nobody's opponents


class PodEditError(ValueError):
    """A swap that cannot be made; ``problem`` says why, ``entry`` whom it is about."""

    def __init__(self, problem: PodEditProblem, entry: EntryId | None = None) -> None:
        super().__init__(problem.value if entry is None else f"{problem.value}: {entry}")
        self.problem = problem
        self.entry = entry


def pod_of(pods: Sequence[Pod], entry: EntryId) -> Pod:
    """The pod ``entry`` sits in (``NOT_SEATED`` if none)."""
    found = next((pod for pod in pods if entry in pod.seats), None)
    if found is None:
        raise PodEditError(PodEditProblem.NOT_SEATED, entry)
    return found


def swap_players(pods: Sequence[Pod], first: EntryId, second: EntryId) -> tuple[Pod, ...]:
    """``pods`` with ``first`` and ``second`` in each other's seats; the other seats, the
    tables and the pod sizes stay. Refused for players in one pod (``SAME_POD``)."""
    pod_a, pod_b = pod_of(pods, first), pod_of(pods, second)
    if pod_a.table == pod_b.table:
        raise PodEditError(PodEditProblem.SAME_POD, second)
    swap = {first: second, second: first}
    return tuple(
        replace(pod, seats=tuple(swap.get(entry, entry) for entry in pod.seats))
        if pod.table in (pod_a.table, pod_b.table)
        else pod
        for pod in pods
    )
