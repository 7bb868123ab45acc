"""Who met whom, up to a round, grown from the history of an earlier round (issue 33 item 3):
"Pair next round" reads the rounds since the history the round on screen kept, not every
match of the event again, and pairs exactly as from the history read in full."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.event.swiss import swiss_history_after
from mtrdesk.core.swiss import pairing
from mtrdesk.core.swiss.pairing import (
    History,
    extend_history,
    pair_swiss,
    players_for_pairing,
    swiss_history,
)
from tests.helpers.random_rounds import random_rounds, state_of


def as_values(history: History) -> tuple[list[tuple[int, frozenset[int]]], list[tuple[int, int]]]:
    """A history's opponents and byes, entries in their order."""
    met, had = history
    return list(met.items()), list(had.items())


@pytest.mark.parametrize("seed", range(12))
def test_a_history_grown_by_later_rounds_is_the_one_read_in_full(seed: int) -> None:
    """Byes (MTR 2.10's and awarded), unopposed losses and unreported tables included:
    the same opponents, byes and entry order as ``swiss_history`` of every match."""
    rng = random.Random(seed)
    rounds = random_rounds(rng, rng.randrange(2, 60), rng.randrange(2, 9))
    matches = [list(r.matches) for r in rounds]
    for cut in range(len(rounds)):
        earlier = swiss_history([m for ms in matches[:cut] for m in ms])
        grown = extend_history(earlier, [m for ms in matches[cut:] for m in ms])
        assert as_values(grown) == as_values(swiss_history([m for ms in matches for m in ms]))


def test_the_next_rounds_history_reads_only_the_rounds_since(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The notes of round 5 kept the history after round 4: the history after round 6
    reads rounds 5 and 6 only, and equals the one read from every match."""
    rounds = random_rounds(random.Random(7), 41, 6)
    state = state_of(41, tuple(rounds))
    swiss_history_after(state, 4)
    read: list[int] = []
    whole = pairing.swiss_history

    def counted(matches):  # type: ignore[no-untyped-def]
        matches = list(matches)
        read.append(len(matches))
        return whole(matches)

    # core.event.swiss loads the engine when it first reads a history (issue 33 item 2)
    monkeypatch.setattr(pairing, "swiss_history", counted)
    after = swiss_history_after(state)
    assert read == []
    assert as_values(after) == as_values(whole(state.swiss_matches()))
    assert swiss_history_after(state, 6) is after


@pytest.mark.parametrize("seed", range(4))
def test_the_round_paired_from_a_grown_history_is_the_same(seed: int) -> None:
    """The engine (Swiss pairing, MTR 2.12 / Appendix E) pairs the same tables and bye
    from the grown history as from the one read in full, at 301 players."""
    rng = random.Random(seed)
    rounds = random_rounds(rng, 301, 7)
    state = state_of(301, tuple(rounds))
    matches = state.swiss_matches()
    order = list(range(1, 302))
    rng.shuffle(order)
    grown = extend_history(
        swiss_history(state.swiss_matches(5)), [m for r in rounds[5:] for m in r.matches]
    )
    full = swiss_history(matches)
    pairings = [
        pair_swiss(players_for_pairing(order, matches, history=h), 8, random.Random(seed))
        for h in (grown, full)
    ]
    assert pairings[0] == pairings[1]
