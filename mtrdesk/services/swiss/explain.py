"""Why a round is paired as it is: the Rounds tab's notes and the check before a manual
change (``core.swiss.explain``, ``core.swiss.check``).

Both rebuild the players as they stood when the Swiss round was paired (points, past
opponents, byes, draft pods, the standings order). Notes only compute standings when the round has a
bye, so showing them stays cheap at a big event.
"""

from __future__ import annotations

from collections.abc import Iterable

from mtrdesk.core.event.state import ROUND_NOTES, EventState, RoundState
from mtrdesk.core.event.swiss import advanced_before, standings_order, swiss_history_after
from mtrdesk.core.event.teams import seat_groups
from mtrdesk.core.swiss.check import RoundCheck, check_pairing
from mtrdesk.core.swiss.explain import NoteKind, PairingNote, explain_pairings
from mtrdesk.core.swiss.objective import PairingField
from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer, players_for_pairing
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.swiss.pairing import PAIRED_FROM
from mtrdesk.services.teams.rounds import team_records, team_standing_rows

Pair = tuple[EntryId, EntryId | None]


def round_pairs(rnd: RoundState) -> list[tuple[int, Pairing]]:
    """The round's Swiss tables and pairing bye by match id (awarded byes are not paired)."""
    return [
        (m.id, Pairing(m.table, m.player1, m.player2))
        for m in rnd.matches
        if m.kind in (MatchKind.PAIRED, MatchKind.BYE)
    ]


def players_before(
    state: EventState, number: int, entries: Iterable[EntryId], *, ranked: bool = True
) -> tuple[SwissPlayer, ...]:
    """``entries`` as they stood when Swiss round ``number`` was paired: points, standings
    rank, opponents, byes and pods from the rounds before it only. ``ranked=False`` skips
    the standings (ranks then follow entry ids) for callers that do not need the order.
    Entries the standings leave out (a drop before round 1 seated by a file) come last."""
    entries = set(entries)
    before = number - 1
    order: list[EntryId] = []
    if ranked and before:
        order = [entry for entry in standings_order(state, before) if entry in entries]
    order += sorted(entries - set(order))
    # The points the round was paired on: every Swiss round before it (points_before).
    points = state.points_before.get(number)
    return players_for_pairing(
        order,
        state.swiss_matches(before) if points is None else (),  # else unread (history)
        state.pods,
        points=points,
        history=swiss_history_after(state, before),
    )


def round_notes(state: EventState, rnd: RoundState) -> dict[int, tuple[PairingNote, ...]]:
    """Notes by match id for a Swiss round's tables and bye (empty for playoff rounds).

    In a team event the notes are about teams (the units paired), keyed by the match id
    of each team match's first seat match (or its one match in Two-Headed Giant).
    Worked out once per state and round (``EventState.derived``)."""
    key = (ROUND_NOTES, rnd.id)
    kept = state.derived.get(key)
    if isinstance(kept, tuple) and kept[0] is rnd:  # this very round, not one like it
        notes: dict[int, tuple[PairingNote, ...]] = kept[1]
    else:
        notes = _round_notes(state, rnd)
        state.derived[key] = (rnd, notes)
    return dict(notes)


def _round_notes(state: EventState, rnd: RoundState) -> dict[int, tuple[PairingNote, ...]]:
    if rnd.playoff:
        return {}
    if state.settings.structure.has_teams:
        return _team_notes(state, rnd)
    # MTR 10.4: a player advanced to the playoff takes a bye instead of a pairing.
    advanced: dict[int, tuple[PairingNote, ...]] = {
        m.id: (PairingNote(NoteKind.ADVANCED),)
        for m in rnd.matches
        if m.kind is MatchKind.AWARDED_BYE
        and m.player1 in state.entries
        and advanced_before(state.entries[m.player1], rnd.number)
    }
    pairings = round_pairs(rnd)
    paired = {entry for _, p in pairings for entry in p.players()}
    if len(paired) < 2:
        return advanced
    players, fields = _paired_from(state, rnd, paired)
    if not players:
        has_bye = any(p.player2 is None for _, p in pairings)
        players = players_before(state, rnd.number, paired, ranked=has_bye)
    notes = explain_pairings(
        players, [p for _, p in pairings], rnd.number, pods_kept=state.pods_kept, fields=fields
    )
    found = {match_id: notes[p.player1] for match_id, p in pairings if p.player1 in notes}
    return found | advanced


def _paired_from(
    state: EventState, rnd: RoundState, paired: set[EntryId]
) -> tuple[tuple[SwissPlayer, ...], tuple[PairingField, ...]]:
    """The players ``rnd`` was just paired from and the engine's fields of them
    (``PAIRED_FROM``), when they are what ``players_before`` gives, ranked: the same
    players (no pod of one given a bye aside) and the same pods (kept, or none seated).
    Empty: build them."""
    kept = state.derived.get((PAIRED_FROM, rnd.id))
    if not isinstance(kept, tuple) or not (state.pods_kept or not state.pods):
        return (), ()
    players, fields = kept
    if len(players) != len(paired) or any(p.entry not in paired for p in players):
        return (), ()
    return players, fields


def pairs_after_change(
    pairs: Iterable[Pair], entry_a: EntryId, entry_b: EntryId | None
) -> list[Pair]:
    """The round's pairs once ``entry_a`` plays ``entry_b`` (``None``: gets the bye) and
    their former opponents play each other, as ``RoundService.set_pairing`` does it."""
    partner: dict[EntryId | None, EntryId | None] = {}
    for first, second in pairs:
        partner[first] = second
        partner[second] = first  # the bye's holder is the partner of ``None``
    former_a, former_b = partner[entry_a], partner[entry_b]
    if former_a == entry_b:
        return list(pairs)
    changed = {entry_a, entry_b, former_a, former_b}
    kept = [pair for pair in pairs if not changed.intersection(pair) - {None}]
    new = [(entry_a, entry_b), (former_a, former_b)]
    return kept + [
        (first, second) if first is not None else (second, None)  # type: ignore[misc]
        for first, second in new
        if not (first is None and second is None)
    ]


def check_change(
    state: EventState, rnd: RoundState, entry_a: EntryId, entry_b: EntryId | None
) -> RoundCheck:
    """What the checker says about the round if ``entry_a`` were paired with ``entry_b``."""
    pairs = [(p.player1, p.player2) for _, p in round_pairs(rnd)]
    after = pairs_after_change(pairs, entry_a, entry_b)
    seated = {entry for pair in after for entry in pair if entry is not None}
    return check_pairing(
        players_before(state, rnd.number, seated), after, rnd.number, keep_pods=state.pods_kept
    )


def _team_notes(state: EventState, rnd: RoundState) -> dict[int, tuple[PairingNote, ...]]:
    """Pair-downs, byes and rematches between teams (MTR 8.2, 9: teams are paired as
    units by team match points and the team standings)."""
    lead: dict[EntryId, int] = {}
    pairings = []
    for team1, team2, matches in seat_groups(state, rnd):
        if matches[0].kind not in (MatchKind.PAIRED, MatchKind.BYE):
            continue
        lead[team1] = matches[0].id
        pairings.append(Pairing(matches[0].table, team1, team2))
    teams = {team for p in pairings for team in p.players()}
    if len(teams) < 2:
        return {}
    before = rnd.number - 1
    order = [row.entry for row in team_standing_rows(state, before)] if before else []
    order = [team for team in order if team in teams] + sorted(teams - set(order))
    players = players_for_pairing(order, team_records(state, before) if before else ())
    notes = explain_pairings(players, pairings, rnd.number)
    return {lead[team]: found for team, found in notes.items() if team in lead}
