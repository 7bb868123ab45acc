"""Issue 27 item 1: a re-pair after a correction moves nobody unseen.

Each structure corrects an earlier round while the latest round holds a drop (dropped during
the round: MTR 2.10, "paired for that round"), a late entrant (entered during the round: its
0-2 loss) and an awarded bye (MTR Appendix E), and checks each person's state before and
after: individual Swiss pairs the latest round again and keeps every drop's and late
entry's round; team events and pods are not paired again, and nobody moves."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Structure
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.swiss.corrections import ReviewKind, Skipped
from mtrdesk.services.teams.registration import TeamMember
from tests.helpers.services_support import (
    committed_rows,
    new_event,
    pod_event,
    report_round,
    team_event,
)

#: Per entry: dropped after round, late entry round, and what it has in the latest round
#: (the match kind, or None: not in it).
PersonState = tuple[int | None, int | None, MatchKind | None]


def people(services: Services, event_id: int, number: int) -> dict[int, PersonState]:
    """Each entry's drop, late entry and place in round ``number``, as stored."""
    rnd = services.rounds.list_rounds(event_id)[number - 1]
    kinds = {}
    for m in rnd.matches:
        for who in (m.player1, m.player2):
            if who is not None:
                kinds[who] = m.kind
    return {
        e.id: (e.dropped_after_round, e.late_entry_round, kinds.get(e.id))
        for e in services.players.list_entries(event_id)
    }


def swiss_with_a_drop_a_late_entry_and_a_bye(services: Services) -> tuple[int, int, int, int]:
    """Ten players (one with two awarded byes), round 1 played, round 2 paired; then one
    player drops and one enters late. Returns the event, the drop, the late entrant and the
    player with the awarded byes."""
    event_id, entries = new_event(services, 10)
    awarded = entries[-1]
    services.players.set_awarded_byes(awarded, 2)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1), "2-0")
    second, _ = services.rounds.pair_next(event_id, seed=2)
    dropped = second.at_table(1).player2
    assert dropped is not None
    services.players.drop(dropped)  # after round 2 was paired: paired for it (MTR 2.10)
    late, _ = services.players.add(event_id, "Late", "Comer", player_id="L0001")
    return event_id, dropped, late, awarded


def test_a_repair_after_a_correction_keeps_every_drop_late_entry_and_bye(
    services: Services,
) -> None:
    event_id, dropped, late, awarded = swiss_with_a_drop_a_late_entry_and_a_bye(services)
    before = people(services, event_id, 2)
    assert before[dropped] == (2, None, MatchKind.PAIRED)
    assert before[late] == (None, 3, MatchKind.LATE_ENTRY_LOSS)
    assert before[awarded] == (None, None, MatchKind.AWARDED_BYE)
    changes = services.rounds.report(event_id, 1, 2, "0-2")  # the correction
    (warning,) = [w for w in changes.warnings if w.problem is Problem.LATER_ROUNDS_EXIST]
    found = services.corrections.review(event_id, warning.details["match"], "2-0")
    assert found.kind is ReviewKind.REPAIR and found.proposal is not None
    proposal = found.proposal
    # The review names the drop and the late entrant it keeps in their places.
    assert proposal.kept_drops == (dropped,)
    assert proposal.kept_late_entries == (late,)
    services.corrections.accept(proposal, proposal.moves)
    after = people(services, event_id, 2)
    # MTR 2.10: she dropped after round 2 was paired: still dropped after round 2, and
    # still in round 2's pairings.
    assert after[dropped] == (2, None, MatchKind.PAIRED)
    assert after[late] == (None, 3, MatchKind.LATE_ENTRY_LOSS)
    assert after[awarded] == (None, None, MatchKind.AWARDED_BYE)
    # Everyone else: the same drop and late entry; whoever changed places (the pairing
    # bye) was in the moves shown.
    moved = {m.entry for m in proposal.moves}
    for entry, state in before.items():
        if entry in moved:
            assert after[entry] != state
        else:
            assert after[entry] == state, entry


def test_a_repair_whose_moves_were_not_shown_is_refused_and_changes_nothing(
    services: Services,
) -> None:
    event_id, _, _, _ = swiss_with_a_drop_a_late_entry_and_a_bye(services)
    changes = services.rounds.report(event_id, 1, 2, "0-2")
    (warning,) = [w for w in changes.warnings if w.problem is Problem.LATER_ROUNDS_EXIST]
    found = services.corrections.review(event_id, warning.details["match"], "2-0")
    assert found.proposal is not None
    before = committed_rows(services)
    with pytest.raises(ServiceError) as refused:
        services.corrections.accept(found.proposal, ())  # a review that listed no move
    if found.proposal.moves:
        assert refused.value.problem is Problem.REPAIR_MOVES_NOT_SHOWN
    assert committed_rows(services) == before


def test_a_team_correction_moves_nobody(services: Services) -> None:
    """MTR 8.2: teams are paired as units and not paired again after a correction; the
    dropped team (dropped during round 2), the late team and the bye stay as they are."""
    event_id, _ = team_event(services, Structure.TEAM_OF_TWO, 5)
    first, _ = services.rounds.pair_next(event_id, seed=1)
    for seat_match in first.missing:
        services.rounds.report_result(seat_match.id, MatchResult(2, 0))
    second, _ = services.rounds.pair_next(event_id, seed=2)
    services.players.drop(second.missing[0].player1)  # the whole team, after round 2
    late_team, _ = services.teams.add(
        event_id, "Late", [TeamMember("Late", "A", player_id="LA"), TeamMember("Late", "B")]
    )
    before = people(services, event_id, 2)
    assert sorted(s for s in before.values() if s[0] == 2) == [(2, None, MatchKind.PAIRED)] * 2
    assert sum(1 for s in before.values() if s == (None, 3, MatchKind.LATE_ENTRY_LOSS)) == 2
    assert any(s[2] is MatchKind.BYE for s in before.values())
    warnings, _ = services.rounds.report_result(first.missing[0].id, MatchResult(0, 2))
    assert [w.problem for w in warnings] == [Problem.LATER_ROUNDS_EXIST]
    found = services.corrections.review(event_id, first.missing[0].id, "2-0")
    assert found.kind is ReviewKind.NOT_REVIEWED and found.skipped is Skipped.TEAMS
    assert people(services, event_id, 2) == before
    assert late_team


def pod_people(services: Services, event_id: int, number: int) -> dict[int, PersonState]:
    """``people`` for pods: in a pod (PAIRED), or the unopposed kind."""
    rnd = services.multiplayer.list_rounds(event_id)[number - 1]
    kinds = {s.entry: MatchKind.PAIRED for pod in rnd.pods for s in pod.seats}
    kinds |= {u.entry: u.kind for u in rnd.unopposed}
    return {
        e.id: (e.dropped_after_round, e.late_entry_round, kinds.get(e.id))
        for e in services.players.list_entries(event_id)
    }


def test_a_pod_correction_moves_nobody(services: Services) -> None:
    """Pods are not paired again after a correction (the warning stands for them)."""
    event_id, entries = pod_event(services, 9, swiss_rounds=3)
    services.players.set_awarded_byes(entries[-1], 2)
    first = services.multiplayer.pair_next(event_id, seed=1)
    del first
    for pod in services.multiplayer.list_rounds(event_id)[0].pods:
        services.multiplayer.report_seat(event_id, 1, pod.table, 1)
    services.multiplayer.pair_next(event_id, seed=2)
    dropped = services.multiplayer.list_rounds(event_id)[1].pods[0].seats[0].entry
    services.players.drop(dropped)
    late, _ = services.players.add(event_id, "Late", "Comer", player_id="L0001")
    before = pod_people(services, event_id, 2)
    assert before[dropped] == (2, None, MatchKind.PAIRED)
    assert before[late] == (None, 3, MatchKind.LATE_ENTRY_LOSS)
    assert before[entries[-1]] == (None, None, MatchKind.AWARDED_BYE)
    changes = services.multiplayer.report_seat(event_id, 1, 1, 2)  # the correction
    assert [w.problem for w in changes.warnings] == [Problem.LATER_ROUNDS_EXIST]
    assert pod_people(services, event_id, 2) == before
