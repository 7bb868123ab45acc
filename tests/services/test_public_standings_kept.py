"""The phones' standings are worked out again only when what they are worked out from
changes (issue 33, item 5): a result of the round being played changes the file but not
the standings after the complete rounds, so the server beside the window gives the same
standings without working them out; a correction of a complete round (MTR 4.9), a drop and
a renamed player are worked out again, each equal to what a fresh reader works out. On
SQLite and on a PostgreSQL server, read beside the window as ``mtrdesk serve`` reads."""

from __future__ import annotations

import random

import pytest

from mtrdesk.services import Services
from mtrdesk.services.public.views import PublicStandings
from tests.helpers.services_support import open_services, third_round_paired


@pytest.fixture
def store(empty_store: str) -> str:
    """An empty database, SQLite and PostgreSQL (``conftest.empty_store``)."""
    return empty_store


def _fresh(store: str, event_id: int) -> PublicStandings:
    reader = Services.open(store, read_only=True, follow=True)
    try:
        return reader.public.standings(event_id)
    finally:
        reader.close()


def test_the_standings_are_worked_out_again_only_when_their_inputs_change(store: str) -> None:
    with open_services(store) as window:
        rng = random.Random(11)
        event_id, entries = third_round_paired(window, rng)
        first = window.rounds.round_view(event_id, 1).matches[0]
        playing = [m.table for m in window.rounds.round_view(event_id, 3).matches]
        assert first.table is not None and playing[0] is not None
        reader = Services.open(store, read_only=True, follow=True)  # the server's
        try:
            before = reader.public.standings(event_id)
            assert before.after_round == 2 and len(before.rows) == 8
            window.rounds.report(event_id, 3, playing[0], "2-1")  # round 3 still played
            during = reader.public.standings(event_id)
            assert during is before, "worked out again for the same standings"
            assert during == _fresh(store, event_id)
            assert first.result is not None
            old = first.result.to_text()
            window.rounds.report(event_id, 1, first.table, "0-2" if old != "0-2" else "2-0")
            corrected = reader.public.standings(event_id)
            assert corrected is not before and corrected != before
            assert corrected == _fresh(store, event_id)
            window.players.drop(entries[5])  # during round 3: the entry changed
            dropped = reader.public.standings(event_id)
            assert dropped is not corrected
            assert dropped == _fresh(store, event_id)
            window.players.edit(entries[0], "Renamed", "Player", "", "")
            renamed = reader.public.standings(event_id)
            assert any(r.name.startswith("Renamed") for r in renamed.rows)
            assert renamed == _fresh(store, event_id)
            assert reader.public.standings(event_id, 1) == _fresh_after(store, event_id, 1)
        finally:
            reader.close()


def _fresh_after(store: str, event_id: int, after_round: int) -> PublicStandings:
    reader = Services.open(store, read_only=True, follow=True)
    try:
        return reader.public.standings(event_id, after_round)
    finally:
        reader.close()
