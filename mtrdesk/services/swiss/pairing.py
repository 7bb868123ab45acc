"""Who plays a Swiss round and the standings it is paired from (writing the round down:
``services.swiss.round_rows``; this module needs no database, issue 33).

Pairing itself is core (``core.swiss.pairing``); this module decides the field: dropped players
are out (MTR 2.10), awarded byes take their own 2-0 matches (MTR Appendix E), late
entrants join from their first round, and the rest are ranked by the current standings.
After an announced day-two cut only the players who made it are paired; under the
2023-08-21 edition a drop after that cut gives the highest ranked remaining player a bye
(MTR 2.10; ``core.swiss.day_two_cut``).

Booster-draft pods (MTR 7.6): "Players within a pod may play only against other players
within that pod", so while pods are kept each pod is paired on its own, with its own bye
when its count is odd, and a pod left with one player gives that player a bye. Every player
to pair must then be seated in a pod: a late entrant without one is not guessed into a
pod (the organizer knows where they drafted), pairing is refused naming them
(``PODS_INCOMPLETE``). Lifted pods (Regular REL) pair the whole field as one.
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Collection

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.post_cut import Remainder, drop_gives_bye
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import (
    advanced_before,
    has_awarded_bye,
    plays_round,
    points_after,
    standings_order,
    swiss_history_after,
)
from mtrdesk.core.swiss.day_two_cut import post_cut_round
from mtrdesk.core.swiss.objective import PairingField
from mtrdesk.core.swiss.pairing import NoLegalPairing, Pairing, pair_swiss, players_for_pairing
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning


def check_can_pair(state: EventState, *, within_announced_rounds: bool = True) -> None:
    """Refuse the next Swiss round while it cannot be paired: after the cut, while any
    result is missing (a cleared one in an earlier round too: standings would rank on a
    partial history), with fewer than two active players, and, unless told otherwise,
    once every announced round is paired (MTR 10.2)."""
    if state.playoff_started:
        raise ServiceError(Problem.PLAYOFF_STARTED)
    missing = state.first_incomplete(state.swiss)
    if missing is not None:
        # A team event's seat matches are posted "12B" (MTR 8.2); other tables by number.
        tables = [m.label if m.seat else m.table for m in missing.matches if m.awaiting_result]
        raise ServiceError(Problem.RESULTS_MISSING, round=missing.number, tables=tables)
    if within_announced_rounds and state.swiss and state.swiss_paired >= state.swiss_rounds:
        raise ServiceError(Problem.SWISS_COMPLETE, swiss_rounds=state.swiss_rounds)
    active = len(state.counted_entries())
    if active < 2 and state.team_kind is None:  # teams: counted by team_rounds
        raise ServiceError(Problem.TOO_FEW_PLAYERS, players=active)


#: ``EventState.derived`` key, with a round number: the players ``draw_pairings`` paired
#: that round from (points, opponents, byes, pods as before it, in standings order) and the
#: engine's fields of them (``pair_swiss``'s ``paired_fields``); ``RoundService`` moves them
#: to the state holding the round written (key: its round id), and the round's notes read
#: them instead of building them again (issue 33).
PAIRED_FROM = "paired_from"


def draw_pairings(
    state: EventState, number: int, seed: int, sitting_out: Collection[EntryId] = ()
) -> tuple[list[Pairing], list[int]]:
    """The Swiss pairings of round ``number`` and the entries with an awarded bye in it
    (Appendix E, MTR 10.4's advanced players, MTR 2.10's byes after a day-two cut).

    ``state`` must not yet hold round ``number``. The seed alone decides the random
    choices, so the same history and seed give the same round. The players paired are
    kept in ``state.derived`` (``PAIRED_FROM``). ``sitting_out``: entries
    that keep a loss without opponent in the round (a round paired again after a
    correction: ``core.event.repair_moves``), not paired.
    """
    state.derived.pop((PAIRED_FROM, number), None)  # none from an earlier draw
    field = [
        e for e in state.entries.values() if plays_round(e, number) and e.id not in sitting_out
    ]
    awarded = [e.id for e in field if has_awarded_bye(e, number) or advanced_before(e, number)]
    to_pair = {e.id for e in field} - set(awarded)
    order = [entry for entry in standings_order(state) if entry in to_pair]
    # MTR 2.10's byes after a day-two cut are no pairing byes: written as awarded byes, as
    # the byes of players advanced early are (MTR 10.4).
    order, post_cut = after_day_two_cut(state, number, order)
    awarded += post_cut
    if len(order) == 1:
        return [Pairing(None, order[0], None)], awarded
    if not order:
        return [], awarded
    keep_pods = state.pods_kept
    lone: list[EntryId] = []
    if keep_pods:
        check_pods(state, order)
        sizes: dict[int, int] = defaultdict(int)
        for entry in order:
            sizes[state.pods[entry]] += 1
        # A pod down to one player (drops) has nobody to play: that player gets a bye.
        lone = [entry for entry in order if sizes[state.pods[entry]] == 1]
        order = [entry for entry in order if sizes[state.pods[entry]] > 1]
    pairings: list[Pairing] = []
    if order:
        players = players_for_pairing(
            order,
            (),  # read from the points and history given, not from every match again
            state.pods if keep_pods else None,
            points=state.swiss_points,
            history=swiss_history_after(state),
        )
        fields: list[PairingField] = []
        try:
            pairings = list(
                pair_swiss(
                    players, number, random.Random(seed), keep_pods=keep_pods, paired_fields=fields
                )
            )
        except NoLegalPairing as exc:
            raise ServiceError(Problem.NO_LEGAL_PAIRING, reason=exc.reason.value) from exc
        state.derived[(PAIRED_FROM, number)] = (players, tuple(fields))
    return pairings + [Pairing(None, entry, None) for entry in lone], awarded


def after_day_two_cut(
    state: EventState, number: int, order: list[EntryId]
) -> tuple[list[EntryId], tuple[EntryId, ...]]:
    """The players ``order`` holds who are paired in round ``number`` after the event's
    day-two cut (those below it are not), and MTR 2.10's byes for drops after the cut
    when the event's edition gives them before more Swiss rounds (2023-08-21 only)."""
    cut = state.settings.day_two_cut()
    if cut is None or not cut.applies_to(number):
        return order, ()
    dropped = {
        e.id: e.dropped_after_round
        for e in state.entries.values()
        if e.dropped_after_round is not None
    }
    gives = drop_gives_bye(edition_of(state.settings), Remainder.SWISS)
    cut_round = post_cut_round(
        cut, number, order, points_after(state, cut.after_round), dropped, drop_gives_bye=gives
    )
    return list(cut_round.to_pair), cut_round.post_cut_byes


def check_pods(state: EventState, entries: list[EntryId]) -> None:
    """While pods are kept, every player to pair needs one (MTR 7.6): refuse naming the
    players without a pod (late entrants, players entered after the pods were seated)."""
    unseated = [entry for entry in entries if entry not in state.pods]
    if unseated:
        raise ServiceError(
            Problem.PODS_INCOMPLETE,
            entries=unseated,
            names=[state.entries[entry].display_name for entry in unseated],
        )


def pairing_warnings(
    state: EventState, number: int, pairs: list[tuple[EntryId, EntryId | None]]
) -> list[ServiceWarning]:
    """REMATCH for players who met before round ``number``; REPEAT_BYE for a second bye;
    CROSS_POD for players of different pods while pods are kept (MTR 7.6)."""
    met: dict[frozenset[EntryId], list[int]] = defaultdict(list)
    byes: dict[EntryId, list[int]] = defaultdict(list)
    for rnd in state.swiss:
        if rnd.number >= number:
            continue
        for m in rnd.matches:
            if m.kind is MatchKind.PAIRED and m.player2 is not None:
                met[frozenset((m.player1, m.player2))].append(rnd.number)
            elif m.kind.is_bye:
                byes[m.player1].append(rnd.number)
    warnings = []
    for first, second in pairs:
        if second is None:
            if byes.get(first):
                warnings.append(
                    ServiceWarning.of(Problem.REPEAT_BYE, entry=first, rounds=byes[first])
                )
            continue
        if met.get(frozenset((first, second))):
            warnings.append(
                ServiceWarning.of(
                    Problem.REMATCH,
                    entries=[first, second],
                    rounds=met[frozenset((first, second))],
                )
            )
        if state.pods_kept and state.pods.get(first) != state.pods.get(second):
            warnings.append(
                ServiceWarning.of(
                    Problem.CROSS_POD,
                    entries=[first, second],
                    pods=[state.pods.get(first), state.pods.get(second)],
                )
            )
    return warnings
