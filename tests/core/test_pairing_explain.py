"""The notes beside unusual tables (docs/pairing-spec.md rules 0-4, MTR 7.6 pods)."""

from __future__ import annotations

from mtrdesk.core.swiss.explain import NoteKind, PairingNote, Reason, explain_pairings
from mtrdesk.core.swiss.pairing import Pairing, SwissPlayer


def players(points: list[int], met: dict[int, set[int]] | None = None, **extra) -> list:
    met = met or {}
    byes = extra.get("byes", {})
    pods = extra.get("pods", {})
    return [
        SwissPlayer(i, p, i, frozenset(met.get(i, set())), byes.get(i, 0), pods.get(i))
        for i, p in enumerate(points)
    ]


def test_a_pair_down_forced_by_an_odd_group_says_so() -> None:
    field = players([6, 3, 3, 0])
    notes = explain_pairings(field, [Pairing(1, 0, 1), Pairing(2, 2, 3)], 3)
    assert notes[0] == (PairingNote(NoteKind.PAIR_DOWN, Reason.ODD_COUNT, (6, 3)),)
    assert notes[2] == (PairingNote(NoteKind.PAIR_DOWN, Reason.ODD_COUNT, (3, 0)),)


def test_a_pair_down_forced_by_a_rematch_says_so() -> None:
    """Two 6-point players who already met must each meet a 3-point player."""
    field = players([6, 6, 3, 3], {0: {1}, 1: {0}})
    notes = explain_pairings(field, [Pairing(1, 0, 2), Pairing(2, 1, 3)], 3)
    assert notes[0] == (PairingNote(NoteKind.PAIR_DOWN, Reason.REMATCHES, (6, 3)),)
    assert notes[1] == (PairingNote(NoteKind.PAIR_DOWN, Reason.REMATCHES, (6, 3)),)


def test_a_needless_pair_down_is_flagged_as_not_required() -> None:
    field = players([6, 6, 3, 3])
    notes = explain_pairings(field, [Pairing(1, 0, 2), Pairing(2, 1, 3)], 3)
    assert notes[0][0].reason is Reason.NOT_REQUIRED


def test_ordinary_tables_have_no_notes() -> None:
    field = players([6, 6, 3, 3])
    assert explain_pairings(field, [Pairing(1, 0, 1), Pairing(2, 2, 3)], 3) == {}


def test_bye_notes_round_one_lowest_ranked_and_repeat() -> None:
    field = players([0, 0, 0])
    assert explain_pairings(field, [Pairing(1, 0, 1), Pairing(None, 2, None)], 1)[2] == (
        PairingNote(NoteKind.BYE, Reason.RANDOM),
    )
    field = players([3, 3, 0])
    notes = explain_pairings(field, [Pairing(1, 0, 1), Pairing(None, 2, None)], 2)
    assert notes[2] == (PairingNote(NoteKind.BYE, Reason.LOWEST_RANKED),)
    notes = explain_pairings(field, [Pairing(1, 0, 2), Pairing(None, 1, None)], 2)
    assert PairingNote(NoteKind.BYE, Reason.NOT_LOWEST) in notes[1]
    field = players([3, 3, 0], byes={0: 1, 1: 1, 2: 1})
    notes = explain_pairings(field, [Pairing(1, 0, 1), Pairing(None, 2, None)], 4)
    assert notes[2] == (PairingNote(NoteKind.REPEAT_BYE, Reason.EVERYONE_HAD_ONE),)


def test_rematch_and_pod_notes() -> None:
    field = players([3, 3, 3, 3], {0: {1}}, pods={0: 1, 1: 1, 2: 2, 3: 2})
    notes = explain_pairings(field, [Pairing(1, 0, 1), Pairing(2, 2, 3)], 2)
    assert notes[0] == (PairingNote(NoteKind.REMATCH), PairingNote(NoteKind.POD, pod=1))
    assert notes[2] == (PairingNote(NoteKind.POD, pod=2),)
    lifted = explain_pairings(field, [Pairing(1, 0, 2), Pairing(2, 1, 3)], 2, pods_kept=False)
    assert lifted[0] == (PairingNote(NoteKind.ACROSS_PODS),)
