"""The notes the Rounds tab shows beside unusual tables (``core.pairing_explain``).

Rebuilds the players as they stood when a Swiss round was paired (points, past opponents,
byes and, for the bye, the standings order) and explains that round's tables. Standings
are only computed when the round has a bye, so showing notes stays cheap at a big event.
"""

from __future__ import annotations

from mtrdesk.core.pairing_explain import PairingNote, explain_pairings
from mtrdesk.core.swiss import Pairing, players_for_pairing
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.history import EventState, RoundState
from mtrdesk.services.pairing import standings_rows


def round_notes(state: EventState, rnd: RoundState) -> dict[int, tuple[PairingNote, ...]]:
    """Notes by match id for a Swiss round's tables and bye (empty for playoff rounds)."""
    if rnd.playoff:
        return {}
    pairings = [
        (m.id, Pairing(m.table, m.player1, m.player2))
        for m in rnd.matches
        if m.kind in (MatchKind.PAIRED, MatchKind.BYE)
    ]
    paired = {entry for _, p in pairings for entry in p.players()}
    if len(paired) < 2:
        return {}
    before = rnd.number - 1
    if any(p.player2 is None for _, p in pairings) and before:
        order = [row.entry for row in standings_rows(state, before) if row.entry in paired]
        order += sorted(paired - set(order))
    else:
        order = sorted(paired)
    players = players_for_pairing(order, state.swiss_records(before))
    notes = explain_pairings(players, [p for _, p in pairings], rnd.number)
    return {match_id: notes[p.player1] for match_id, p in pairings if p.player1 in notes}
