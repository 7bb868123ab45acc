"""The notes of a round just paired read the players it was paired from (issue 33 item 3).

"Pair next round" builds every player's points, opponents and byes to pair; the Rounds tab
then asks for the new round's notes, which built them all again (``players_before``). They
now take the pairing's own (``services.swiss.pairing.PAIRED_FROM``) and say exactly what a
station reading the round afresh says.
"""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.swiss import explain as core_explain
from mtrdesk.services import Services
from mtrdesk.services.swiss import explain
from tests.helpers.services_support import new_event, report_round


@pytest.mark.parametrize("players", [9, 12])
def test_the_new_rounds_notes_reuse_the_pairings_players_and_match_a_fresh_read(
    services: Services, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    event_id, _ = new_event(services, players)
    rng = random.Random(players)
    built: list[int] = []
    real = explain.players_before

    def counted(*args: object, **kwargs: object) -> object:
        built.append(1)
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(explain, "players_before", counted)
    sequenced: list[int] = []
    sequence = core_explain.pairing_sequence

    def sequenced_counted(*args: object, **kwargs: object) -> object:
        sequenced.append(1)
        return sequence(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(core_explain, "pairing_sequence", sequenced_counted)
    other = services.beside()
    said = 0
    try:
        for number in range(1, 5):
            services.rounds.pair_next(event_id, seed=number)
            built.clear()
            sequenced.clear()
            notes = services.rounds.pairing_notes(event_id, number)
            assert built == [] and sequenced == []  # the pairing's players and fields
            assert other.rounds.pairing_notes(event_id, number) == notes  # read afresh
            assert built == [1]
            said += len(notes)
            # Draws and 2-0s: pair-downs for parity and, later, rematches to explain.
            report_round(services, event_id, rng, "1-1-1" if number == 2 else "")
    finally:
        other.close()
    assert said  # byes, pair-downs: something to compare


def test_the_new_rounds_notes_open_no_transaction_until_another_station_writes(
    services: Services, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Kept under the store's change mark (as ``Context.remembered``): a server's BEGIN and
    COMMIT spared; a write by another station changes the mark and the notes are read in
    a transaction again."""
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1)
    opened: list[int] = []
    atomic = type(services.store).atomic

    def counted(store: object) -> object:
        opened.append(1)
        return atomic(store)  # type: ignore[arg-type]

    monkeypatch.setattr(type(services.store), "atomic", counted)
    notes = services.rounds.pairing_notes(event_id, 1)
    assert opened == []
    other = services.beside()
    try:
        current = other.rounds.current_round(event_id)
        assert current is not None
        other.rounds.report(event_id, 1, current.matches[0].table, "2-0")
    finally:
        other.close()
    opened.clear()
    assert services.rounds.pairing_notes(event_id, 1) == notes
    assert opened  # read again, in a transaction
