"""An event file's players and matches become the services' ``EntryState`` and
``MatchState`` field for field (issue 33: they are made by position, the faster way, so a
field moved in either class must not shift the values)."""

from __future__ import annotations

from dataclasses import fields, replace

from mtrdesk.core.event.state import EntryState, MatchState
from mtrdesk.core.event_file.document import DocumentPlayer, EventDocument
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.services.event_file.reading import history_from_document


def _document(structure: Structure) -> EventDocument:
    document = simulate_event(Simulation(16, seed=11, rounds=3, structure=structure))
    # Every optional field of one player set to a value no other field holds.
    first = document.players[0]
    marked = replace(
        first,
        given="名",
        reading="よみ",
        player_id="9000000001",
        email="a@example.com",
        deck_name="Boros",
        dropped_after_round=2,
        playoff_seed=3,
    )
    return replace(document, players=(marked, *document.players[1:]))


def test_every_entry_field_comes_from_the_player_of_the_same_name() -> None:
    shared = {f.name for f in fields(EntryState)} & {f.name for f in fields(DocumentPlayer)}
    assert len(shared) >= 18
    for structure in (Structure.SWISS, Structure.PODS, Structure.TEAMS3):
        document = _document(structure)
        entries = history_from_document(document).state.entries
        for player in document.players:
            entry = entries[player.id]
            for name in shared:
                assert getattr(entry, name) == getattr(player, name), (structure, name)
            drop = player.draft_drop or (None, None)
            assert (entry.draft_drop_pack, entry.draft_drop_pick) == drop
            assert entry.roster_id == 0


def test_every_match_field_comes_from_the_match_of_the_same_name() -> None:
    for structure in (Structure.SWISS, Structure.TEAMS2):
        document = _document(structure)
        state = history_from_document(document).state
        for rnd, held in zip(document.rounds, state.rounds, strict=True):
            assert [m.round for m in held.matches] == [rnd.number] * len(rnd.matches)
            for match, made in zip(rnd.matches, held.matches, strict=True):
                assert isinstance(made, MatchState) and made.playoff is rnd.playoff
                for name in ("table", "kind", "player1", "player2", "result", "seat"):
                    assert getattr(made, name) == getattr(match, name), (structure, name)
