"""A paired round of pods checked against the pod objective (``core.pods.check``), from the
players as they stood before it: for the command line's ``check-pairings`` on a file and for
a hand edit of the current round (``services.pods.edit``).
"""

from __future__ import annotations

from mtrdesk.core.pods.check import PodCheck, check_pods
from mtrdesk.core.pods.pairing import Pod
from mtrdesk.core.pods.standings import players_for_pod_pairing
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.pods.state import PodEventState


def check_pod_round(ev: PodEventState, number: int) -> PodCheck:
    """The pods of Swiss round ``number`` checked by ``core.pods.check`` against the players
    as they stood before it (points, players met, short pods, standings order)."""
    pods = ev.pods_of(number)
    seated = {entry for pod in pods for entry in pod.players}
    before = number - 1
    order: list[EntryId] = []
    if before:
        order = [row.entry for row in ev.standing_rows(before) if row.entry in seated]
    order += sorted(seated - set(order))
    players = players_for_pod_pairing(order, ev.swiss_results(before), ev.pod_size)
    return check_pods(
        players,
        [Pod(pod.table, pod.players, len(pod.players) < ev.pod_size) for pod in pods],
        number,
        pod_size=ev.pod_size,
    )
