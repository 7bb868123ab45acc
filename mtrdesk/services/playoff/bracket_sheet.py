"""The bracket sheet's values (``core.printouts.bracket``) from an event as plain values, read
through the views the playoff tab shows (``playoff_views.bracket_view``,
``multiplayer_state.playoff_view``), so the sheet and the window never disagree.

Refusals: ``PLAYOFF_NONE`` when the event announced no playoff, ``PLAYOFF_NOT_STARTED``
before the cut.
"""

from __future__ import annotations

from mtrdesk.core.event.state import EventState
from mtrdesk.core.pods.playoff import Stage, is_valid_cut, playoff_layout
from mtrdesk.core.printouts.bracket import (
    BracketMatch,
    BracketRound,
    BracketSheet,
    BracketSide,
    PlayoffPodBox,
    PodBracketRound,
    PodBracketSheet,
    PodSeatLine,
)
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.playoff.views import BracketKind, PlayoffMatchView, bracket_view
from mtrdesk.services.pods.state import PodEventState, playoff_view


def bracket_sheet(state: EventState) -> BracketSheet:
    """Every round of the single-elimination bracket, paired rounds filled in."""
    if state.settings.playoff.size == 0 and not state.settings.elimination_only:
        raise ServiceError(Problem.PLAYOFF_NONE)
    view = bracket_view(state)  # PLAYOFF_NOT_STARTED before the cut
    rounds = []
    field = view.size
    played = {r.field_size: r for r in view.rounds}
    while field >= 2:
        places = field // 2
        paired = played.get(field)
        matches: list[BracketMatch | None] = [None] * places
        if paired is not None:
            for index, match in enumerate(paired.matches[:places]):
                matches[index] = _match(match)
        rounds.append(BracketRound(paired.number if paired else None, field, tuple(matches)))
        field //= 2
    return BracketSheet(
        event_name=state.settings.name,
        date=state.settings.date,
        size=view.size,
        rounds=tuple(rounds),
        champion=view.champion_name,
        teams=view.teams,
        draft=view.kind is BracketKind.DRAFT,
        random_chooser=any(m.chooser_random for r in view.rounds for m in r.matches),
    )


def _match(m: PlayoffMatchView) -> BracketMatch:
    wins1 = wins2 = None
    if m.result is not None:
        wins1, wins2 = m.result.wins1, m.result.wins2
    side1 = BracketSide(m.player1_name, m.seed1, m.seat1, wins1, m.winner == m.player1)
    side2 = None
    if m.player2 is not None:
        side2 = BracketSide(m.player2_name or "", m.seed2, m.seat2, wins2, m.winner == m.player2)
    chooser = None
    if side2 is not None and not m.chooser_random:
        chooser = 1 if m.chooser == m.player1 else 2
    return BracketMatch(m.table, side1, side2, chooser, m.chooser_random and side2 is not None)


def pod_bracket_sheet(ev: PodEventState) -> PodBracketSheet:
    """The pod playoff round by round: rounds paired with their pods and results, rounds
    to come with how many pods they will have."""
    state = ev.state
    if not is_valid_cut(ev.playoff_size):
        raise ServiceError(Problem.PLAYOFF_NONE)
    view = playoff_view(ev)
    if view is None:
        raise ServiceError(Problem.PLAYOFF_NOT_STARTED)
    layout = playoff_layout(view.size)
    stages = [Stage.FINAL, Stage.SEMIFINAL, Stage.QUARTERFINAL]
    rounds = []
    for index, (pod_count, _) in enumerate(layout):
        left = len(layout) - index - 1
        stage = stages[left] if left < len(stages) else Stage.EARLIER
        if index < len(view.rounds):
            played = view.rounds[index]
            pods = tuple(
                PlayoffPodBox(
                    p.table,
                    tuple(PodSeatLine(s.seat, s.seed, s.name, s.result) for s in p.seats),
                )
                for p in played.pods
            )
            byes = tuple((b.seed, b.name) for b in played.byes)
            rounds.append(PodBracketRound(played.number, stage.value, pod_count, pods, byes))
        else:
            rounds.append(PodBracketRound(None, stage.value, pod_count, ()))
    return PodBracketSheet(
        event_name=state.settings.name,
        date=state.settings.date,
        size=view.size,
        rounds=tuple(rounds),
        champion=view.champion_name,
    )
