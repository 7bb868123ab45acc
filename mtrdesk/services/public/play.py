"""What the room may see of where to sit and how the playoff goes, for the phones (issue
16): the booster-draft pods seat by seat, the multiplayer pods of the current round, and
the playoff bracket with results as they come.

Beside ``public_views``, by the same rule: names as players see them and the text to find
them by, never a player ID or an e-mail address. The values come from the views the
printed sheets use (``print_seatings``, ``print_bracket``, ``multiplayer_state``), so a
phone, the wall and the window never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mtrdesk.core.draft.seatings import SeatedPlayer
from mtrdesk.core.event.state import EventState
from mtrdesk.core.printouts.bracket import BracketSheet, PodBracketSheet
from mtrdesk.core.text import fold
from mtrdesk.services.context import Context
from mtrdesk.services.draft.seatings import seating_sheet
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.playoff.bracket_sheet import bracket_sheet, pod_bracket_sheet
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.state import PodEventState, is_multiplayer, pod_round_view

__all__ = [
    "PublicBracket",
    "PublicDraftPod",
    "PublicPlayService",
    "PublicPod",
    "PublicPodRound",
    "PublicPodSeat",
    "PublicPods",
    "PublicSeat",
]


@dataclass(frozen=True, slots=True)
class PublicSeat:
    """A drafter's seat (from 1, clockwise); ``find``: the name and its reading, folded, to
    search by; ``drop``: MTR 7.7, stopped drafting before (pack, pick); ``seed``: the
    booster-draft playoff's seed."""

    seat: int
    name: str
    find: str
    drop: tuple[int, int] | None = None
    seed: int | None = None


@dataclass(frozen=True, slots=True)
class PublicDraftPod:
    number: int
    seats: tuple[PublicSeat, ...]


@dataclass(frozen=True, slots=True)
class PublicPodSeat:
    """A seat of a multiplayer pod (seat 1 plays first, addendum 2.2A): points before the
    round (Swiss) or seed (playoff), and "win", "draw" or "loss" once reported."""

    seat: int
    name: str
    find: str
    points: int
    seed: int | None
    result: str | None


@dataclass(frozen=True, slots=True)
class PublicPod:
    table: int
    seats: tuple[PublicPodSeat, ...]
    reported: bool


@dataclass(frozen=True, slots=True)
class PublicPodRound:
    """The current round's multiplayer pods, and who has no pod this round (a bye)."""

    number: int
    playoff: bool
    pods: tuple[PublicPod, ...]
    without_pod: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PublicPods:
    """Whatever the event has: booster-draft pods (``lifted`` once paired across pods,
    MTR 7.6), the draft playoff's table (MTR 10.4), the multiplayer pods of the current
    round."""

    draft_pods: tuple[PublicDraftPod, ...] = ()
    lifted: bool = False
    draft_playoff: tuple[PublicSeat, ...] = ()
    pod_round: PublicPodRound | None = None

    @property
    def empty(self) -> bool:
        return not self.draft_pods and not self.draft_playoff and self.pod_round is None


@dataclass(frozen=True, slots=True)
class PublicBracket:
    """The playoff: ``announced`` (the event has one), ``started`` (cut and paired), and
    the bracket, single elimination (``single``) or multiplayer pods (``pods``)."""

    announced: bool
    single: BracketSheet | None = None
    pods: PodBracketSheet | None = None
    #: Each name shown, folded with its reading: what the search box finds it by.
    finding: Mapping[str, str] = field(default_factory=dict)

    @property
    def started(self) -> bool:
        return self.single is not None or self.pods is not None

    def find(self, name: str) -> str:
        return self.finding.get(name) or fold(name)


class PublicPlayService:
    """Read-only use cases for the pods and bracket pages."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def _load(self, event_id: int) -> tuple[EventState, PodEventState | None]:
        with self._ctx.transaction():
            state = load_event(event_id)  # EVENT_NOT_FOUND
            pods = load_pod_event(event_id) if is_multiplayer(state) else None
        return state, pods

    def pods(self, event_id: int) -> PublicPods:
        """The event's pods and seats as they stand."""
        state, ev = self._load(event_id)
        draft_pods: tuple[PublicDraftPod, ...] = ()
        playoff: tuple[PublicSeat, ...] = ()
        lifted = False
        try:
            sheet = seating_sheet(state)
        except ServiceError as exc:
            if exc.problem is not Problem.NO_PODS_TO_SEAT:
                raise
        else:
            draft_pods = tuple(
                PublicDraftPod(pod.number, tuple(_seat(p) for p in pod.players))
                for pod in sheet.pods
            )
            playoff = tuple(_seat(p) for p in sheet.playoff)
            lifted = sheet.lifted
        return PublicPods(draft_pods, lifted, playoff, _pod_round(ev))

    def bracket(self, event_id: int) -> PublicBracket:
        """The playoff bracket, results as reported."""
        state, ev = self._load(event_id)
        finding = {
            e.display_name: fold(e.display_name) + "|" + fold(e.reading)
            for e in state.entries.values()
        }
        try:
            if ev is not None:
                return PublicBracket(True, pods=pod_bracket_sheet(ev), finding=finding)
            return PublicBracket(True, single=bracket_sheet(state), finding=finding)
        except ServiceError as exc:
            if exc.problem is Problem.PLAYOFF_NONE:
                return PublicBracket(False)
            if exc.problem is Problem.PLAYOFF_NOT_STARTED:
                return PublicBracket(True)
            raise


def _seat(player: SeatedPlayer) -> PublicSeat:
    # SeatedPlayer carries the player ID for the printed sheet: it stops here.
    return PublicSeat(
        player.seat,
        player.name,
        fold(player.name) + "|" + player.sort_key,
        player.draft_drop,
        player.swiss_place,
    )


def _pod_round(ev: PodEventState | None) -> PublicPodRound | None:
    if ev is None or not ev.state.rounds:
        return None
    view = pod_round_view(ev, ev.state.rounds[-1])
    pods = tuple(
        PublicPod(
            pod.table,
            tuple(
                PublicPodSeat(
                    s.seat,
                    s.name,
                    fold(s.name) + "|" + fold(s.reading),
                    s.points,
                    s.seed,
                    s.result,
                )
                for s in pod.seats
            ),
            pod.reported,
        )
        for pod in view.pods
    )
    return PublicPodRound(view.number, view.playoff, pods, tuple(u.name for u in view.unopposed))
