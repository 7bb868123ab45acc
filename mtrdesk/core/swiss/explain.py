"""Why a table is unusual: the notes the Rounds tab shows beside a pairing.

A Swiss pairing is mostly "same points, never met"; organizers and players ask about the
rest. Each note names what is unusual and the rule behind it (docs/pairing-spec.md):

* a pair-down (rule 3) is required either by parity (an odd number of players sit at or
  above that point total) or by rematches (the players there cannot all be paired among
  themselves without repeating a match, ``pairing_bounds``); a pair-down needed by
  neither was not made by the rules (a manual change);
* the bye (rule 4) and a repeat bye (rule 0: only when everybody has had one);
* a rematch (rule 1);
* the draft pod a table belongs to (MTR 7.6), or a pairing across pods when lifted;
* the seat of a team event's seat match (MTR 8.2); team matches themselves get the
  pair-down, bye and rematch notes at team level (teams are the units paired);
* a player advanced to the playoff early, who takes a bye instead (MTR 10.4; the services
  add this note, as the advancement is stored with the entry).
"""

from __future__ import annotations

import enum
import random
from collections.abc import Sequence
from dataclasses import dataclass

from mtrdesk.core.swiss.bounds import (
    crossing_bounds,
    crossing_cost,
    fewest_crossings,
    gaps,
    group_starts,
)
from mtrdesk.core.swiss.objective import PairingField, pairing_sequence
from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer, pairing_units
from mtrdesk.core.tournament import EntryId


class NoteKind(enum.Enum):
    PAIR_DOWN = "pair_down"
    BYE = "bye"
    REPEAT_BYE = "repeat_bye"
    REMATCH = "rematch"
    POD = "pod"
    ACROSS_PODS = "across_pods"
    #: MTR 10.4: advanced to the playoff early; a bye instead of a Swiss pairing.
    ADVANCED = "advanced"
    #: MTR 8.2: a seat match of a team match; seat A plays seat A, and so on.
    TEAM_SEAT = "team_seat"


class Reason(enum.Enum):
    """Why a pair-down or bye is what it is."""

    #: An odd number of players had this many points or more.
    ODD_COUNT = "odd_count"
    #: The players in the group could not all be paired without a rematch.
    REMATCHES = "rematches"
    #: Not required by the pairing rules (a pairing changed by hand).
    NOT_REQUIRED = "not_required"
    #: A bye not to the lowest-ranked eligible player: theirs would have cost more
    #: pair-downs or a rematch (rules 1-3 come first), or the pairing was changed by hand.
    NOT_LOWEST = "not_lowest"
    #: Round 1: nobody is ranked yet, the bye is drawn at random.
    RANDOM = "random"
    #: The lowest-ranked player who has not had a bye.
    LOWEST_RANKED = "lowest_ranked"
    #: Everybody still playing has had a bye.
    EVERYONE_HAD_ONE = "everyone_had_one"


@dataclass(frozen=True, slots=True)
class PairingNote:
    """One thing to say about a table; ``points`` are (higher, lower) for a pair-down."""

    kind: NoteKind
    reason: Reason | None = None
    points: tuple[int, int] | None = None
    pod: int | None = None
    #: The seat letter of a team event's seat match (TEAM_SEAT).
    seat: str | None = None


def explain_pairings(
    players: Sequence[SwissPlayer],
    pairings: Sequence[Pairing],
    round_number: int,
    *,
    pods_kept: bool = True,
    fields: Sequence[PairingField] = (),
) -> dict[EntryId, tuple[PairingNote, ...]]:
    """Notes per table, keyed by the table's ``player1``; tables with nothing to say are
    absent. ``players`` are the paired players as they stood before the round. ``fields``:
    the ones ``pair_swiss`` paired them in (its ``paired_fields``), read instead of
    building them again when they hold the same units; the notes only ask who is in which
    point group, not in what order."""
    by_entry = {p.entry: p for p in players}
    notes: dict[EntryId, list[PairingNote]] = {}
    use_pods = any(p.pod is not None for p in players)
    units = pairing_units(players, pods_kept)
    same = len(fields) == len(units) and all(
        field.size == len(unit) and all(p.entry in field.index for p in unit)
        for field, unit in zip(fields, units, strict=False)
    )
    for u, pod_players in enumerate(units):
        if same:
            field = fields[u]
        else:
            field = PairingField(pairing_sequence(pod_players, random.Random(0)), round_number)
        members = set(field.index)
        mine = [p for p in pairings if p.player1 in members]
        for pairing, note in _pair_down_notes(field, mine):
            notes.setdefault(pairing.player1, []).append(note)
    for pairing in pairings:
        first = by_entry[pairing.player1]
        table = notes.setdefault(pairing.player1, [])
        if pairing.player2 is None:
            table.append(_bye_note(first, players, round_number))
            continue
        second = by_entry[pairing.player2]
        if second.entry in first.opponents or first.entry in second.opponents:
            table.append(PairingNote(NoteKind.REMATCH))
        if use_pods and first.pod != second.pod:
            table.append(PairingNote(NoteKind.ACROSS_PODS))
        elif use_pods and pods_kept:
            table.append(PairingNote(NoteKind.POD, pod=first.pod))
    return {entry: tuple(found) for entry, found in notes.items() if found}


def _pair_down_notes(
    field: PairingField, pairings: Sequence[Pairing]
) -> list[tuple[Pairing, PairingNote]]:
    """A PAIR_DOWN note for each table whose players come from different point groups."""
    starts = group_starts(field)
    crossing = [0] * (len(starts) + 1)
    spans: list[tuple[Pairing, int, int]] = []
    for pairing in pairings:
        if pairing.player2 is None or pairing.player2 not in field.index:
            continue
        g1 = field.group[field.index[pairing.player1]]
        g2 = field.group[field.index[pairing.player2]]
        high, low = min(g1, g2), max(g1, g2)
        if high != low:
            spans.append((pairing, high, low))
            for g in range(high + 1, low + 1):
                crossing[g] += 1
    if not spans:
        return []
    bounds = crossing_bounds(field)
    needed = fewest_crossings(field, bounds)
    gap = gaps(field)
    # An optimal pairing may spread its forced crossings differently from ``needed``:
    # only a pairing that costs more than the fewest has crossings nothing required.
    actual = crossing[: len(starts)]
    optimal = needed is not None and crossing_cost(actual, gap) <= crossing_cost(needed, gap)
    limit = bounds.least if needed is None else needed
    found = []
    for pairing, high, low in spans:
        reasons = set()
        for g in range(high + 1, low + 1):
            if crossing[g] <= starts[g] % 2:
                reasons.add(Reason.ODD_COUNT)
            elif optimal or crossing[g] <= limit[g]:
                reasons.add(Reason.REMATCHES)
            else:
                reasons.add(Reason.NOT_REQUIRED)
        # Say the least ordinary reason: a manual change, then rematches, then parity.
        reason = next(
            r for r in (Reason.NOT_REQUIRED, Reason.REMATCHES, Reason.ODD_COUNT) if r in reasons
        )
        points = (field.group_points[high], field.group_points[low])
        found.append((pairing, PairingNote(NoteKind.PAIR_DOWN, reason, points)))
    return found


def _bye_note(
    player: SwissPlayer, players: Sequence[SwissPlayer], round_number: int
) -> PairingNote:
    if player.byes:
        everyone = all(p.byes for p in players)
        return PairingNote(
            NoteKind.REPEAT_BYE, Reason.EVERYONE_HAD_ONE if everyone else Reason.NOT_REQUIRED
        )
    if round_number == 1:
        return PairingNote(NoteKind.BYE, Reason.RANDOM)
    lowest = max((p for p in players if not p.byes), key=lambda p: p.rank)
    reason = Reason.LOWEST_RANKED if lowest.entry == player.entry else Reason.NOT_LOWEST
    return PairingNote(NoteKind.BYE, reason)
