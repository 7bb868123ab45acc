"""Pairing notes through the services: what the Rounds tab says beside unusual tables."""

from __future__ import annotations

import random

from mtrdesk.core.swiss.explain import NoteKind, Reason
from mtrdesk.services import Services
from tests.helpers.services_support import new_event, report_round


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


def test_a_manual_change_is_checked_before_it_is_saved(services: Services) -> None:
    """check_pairing judges the round as it would be after the change, and saves nothing."""
    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(3), "2-0")
    services.rounds.pair_next(event_id, seed=2)
    current = services.rounds.current_round(event_id)
    assert current is not None
    tables = [m for m in current.matches if m.player2 is not None]
    top, bottom = tables[0], tables[-1]
    assert top.points1 == 3 and bottom.points1 == 0

    unchanged = services.rounds.check_pairing(event_id, top.player1, top.player2)
    assert unchanged.clean and not unchanged.better_exists

    # A 3-point player against a 0-point player: two needless pair-downs.
    worse = services.rounds.check_pairing(event_id, top.player1, bottom.player1)
    assert worse.better_exists and worse.worse_rule == 2
    assert len(worse.outside_point_group) == 2

    # Their round-1 opponent: a rematch the optimum does not need.
    first = services.rounds.list_rounds(event_id)[0]
    met = next(m for m in first.matches if top.player1 in (m.player1, m.player2))
    other = met.player2 if met.player1 == top.player1 else met.player1
    rematch = services.rounds.check_pairing(event_id, top.player1, other)
    assert rematch.avoidable_rematches == 1 and not rematch.clean
    after = services.rounds.current_round(event_id)
    assert after == current  # nothing was saved
