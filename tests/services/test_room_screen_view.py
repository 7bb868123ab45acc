"""The room screen's values (issue 31, item 1) on both stores: before round 1 the
registration's count; a round being played, every player a row with table and opponent
and the tables still playing once the published clock nears its end; every result in,
the standings after the round. Nothing private: no player ID, no e-mail."""

from __future__ import annotations

import dataclasses
import random

from mtrdesk.core.floor.published_clock import ClockSnapshot, ClockStep
from mtrdesk.core.floor.room_screen import Phase
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from tests.helpers.contacts import give_contacts
from tests.helpers.services_support import new_event, report_round


def round_clock(position: float) -> ClockSnapshot:
    steps = (ClockStep("round", 3000.0),)
    return ClockSnapshot("round", "round", "round", steps, position, True, False, "five")


def test_the_screen_through_an_event(services: Services) -> None:
    event_id, entries = new_event(services, 9)
    give_contacts(services, {e: (f"p{n}@example.com", "") for n, e in enumerate(entries)})
    services.registration.set_desk(
        event_id, open=True, accept_at_once=True, capacity=32, asks_deck=False
    )
    before = services.screen.screen(event_id)
    assert before.phase is Phase.REGISTRATION and before.round == 0
    assert (before.registering, before.registered, before.capacity) == (True, 9, 32)
    assert before.pairings == () and before.standings == ()

    services.rounds.pair_next(event_id)
    playing = services.screen.screen(event_id)
    assert playing.phase is Phase.PAIRINGS and playing.round == 1
    assert not playing.registering  # round 1 is paired: phones no longer register
    assert sorted(p.name for p in playing.pairings) == sorted(
        f"Player{n:03d} Test" for n in range(9)
    )
    (bye,) = [p for p in playing.pairings if p.table is None]
    assert bye.kind is MatchKind.BYE and bye.opponent is None
    by_name = {p.name: p for p in playing.pairings}
    for row in playing.pairings:
        if row.opponent is not None:  # the opponent's row names this player, same table
            assert by_name[row.opponent].opponent == row.name
            assert by_name[row.opponent].table == row.table
    assert playing.tables == 4 and len(playing.missing) == 4
    assert playing.remaining is None and playing.still_playing == ()
    text = repr(playing)
    assert "@example.com" not in text and "P000" not in text  # no e-mail, no player ID

    # Ten minutes left on the published round clock: the tables still playing show.
    services.clocks.publish(event_id, round_clock(2400.0))
    late = services.screen.screen(event_id)
    assert late.remaining == 600.0 and late.still_playing == late.missing
    # Three of four results in (75 %), the clock taken down: still shown.
    services.clocks.stop(event_id, "round")
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing[:3]:
        services.rounds.report(event_id, 1, match.table, "2-0")
    three = services.screen.screen(event_id)
    assert three.remaining is None and len(three.still_playing) == 1
    assert three.still_playing == three.missing

    report_round(services, event_id, random.Random(1))
    done = services.screen.screen(event_id)
    assert done.phase is Phase.STANDINGS and done.standings_after == 1
    assert [s.rank for s in done.standings] == sorted(s.rank for s in done.standings)
    assert len(done.standings) == 9 and done.standings[0].points == 3
    assert all(not hasattr(s, "player_id") for s in done.standings)
    assert {f.name for f in dataclasses.fields(done.standings[0])} == {
        "rank",
        "name",
        "reading",
        "points",
    }
