"""Pairing notes through the services: what the Rounds tab says beside unusual tables."""

from __future__ import annotations

import random

from services_support import new_event, report_round

from mtrdesk.core.pairing_explain import NoteKind, Reason
from mtrdesk.services import Services


def test_notes_explain_the_bye_and_the_pair_downs_of_a_real_round(services: Services) -> None:
    event_id, _ = new_event(services, players=5)
    services.rounds.pair_next(event_id, seed=1)
    first = services.rounds.current_round(event_id)
    assert first is not None
    notes = services.rounds.pairing_notes(event_id, 1)
    bye = next(m for m in first.matches if m.kind.is_bye)
    assert [n.kind for n in notes[bye.id]] == [NoteKind.BYE]
    assert notes[bye.id][0].reason is Reason.RANDOM
    report_round(services, event_id, random.Random(3), "2-0")
    services.rounds.pair_next(event_id, seed=2)
    second = services.rounds.current_round(event_id)
    assert second is not None
    notes = services.rounds.pairing_notes(event_id, 2)
    # After round 1: three players on 3 points (two winners and the bye), two on 0.
    downs = [n for m in second.matches for n in notes.get(m.id, ()) if n.kind is NoteKind.PAIR_DOWN]
    assert [(n.points, n.reason) for n in downs] == [((3, 0), Reason.ODD_COUNT)]
    bye = next(m for m in second.matches if m.kind.is_bye)
    assert notes[bye.id][0].kind is NoteKind.BYE
    assert notes[bye.id][0].reason is Reason.LOWEST_RANKED
    plain = [m for m in second.matches if m.id not in notes]
    assert plain and all(m.points1 == m.points2 for m in plain)
