"""The playoff of one event from its stored values (MTR 10.4, 2.10; teams MTR 8.2)."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event.playoff import bracket_for, cut_order, team_seeds
from mtrdesk.core.event.state import EntryState, EventState, RoundState, TeamState
from mtrdesk.core.settings import EventSettings, Playoff, Structure
from tests.helpers.event_states import entry, played

DATE = dt.date(2026, 1, 9)


def state(settings: EventSettings, entries: list[EntryState], *rounds: RoundState) -> EventState:
    return EventState(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries={e.id: e for e in entries},
        rounds=rounds,
    )


TOP4 = EventSettings(name="Top 4", date=DATE, swiss_rounds=2, playoff=Playoff.TOP4)
SWISS = (played(1, (1, 2), (3, 4), (5, 6)), played(2, (1, 3), (2, 5), (4, 6)))


def test_no_bracket_before_the_cut() -> None:
    assert bracket_for(state(TOP4, [entry(i) for i in range(1, 7)], *SWISS)) is None


def test_the_cut_is_the_final_standings_without_dropped_players_mtr_10_4() -> None:
    entries = [entry(i) for i in range(1, 6)] + [entry(6, dropped_after_round=2)]
    order = cut_order(state(TOP4, entries, *SWISS))
    assert order[0] == 1 and 6 not in order and len(order) == 5


def test_early_advancement_takes_the_locked_seeds_first_mtr_10_4() -> None:
    settings = TOP4.with_changes(advance_points=3)
    entries = [entry(i) for i in range(1, 7)]
    entries[4] = entry(5, advanced_after=1, advanced_seed=1)
    assert cut_order(state(settings, entries, *SWISS))[0] == 5


def test_the_bracket_pairs_the_stored_seeds_1_v_4_and_2_v_3() -> None:
    entries = [entry(i) for i in range(1, 7)]
    for seed, player in enumerate((1, 2, 3, 4), 1):
        entries[player - 1] = entry(player, playoff_seed=seed)
    bracket = bracket_for(state(TOP4, entries, *SWISS, played(3, (1, 4), playoff=True)))
    assert bracket is not None and bracket.seeds == (1, 2, 3, 4)
    semis = bracket.rounds[0].matches
    assert [(m.player1, m.player2) for m in semis] == [(1, 4), (2, 3)]
    assert semis[0].winner == 1 and semis[1].winner is None


def test_a_seeded_player_who_dropped_gives_a_bye_nobody_moves_up_mtr_2_10() -> None:
    entries = [entry(i) for i in range(1, 7)]
    for seed, player in enumerate((1, 2, 3, 4), 1):
        entries[player - 1] = entry(player, playoff_seed=seed)
    entries[3] = entry(4, playoff_seed=4, dropped_after_round=2)
    bracket = bracket_for(state(TOP4, entries, *SWISS))
    assert bracket is not None
    first = bracket.rounds[0].matches[0]
    assert (first.player1, first.player2) == (1, None)


def test_a_team_is_seeded_through_its_members_mtr_8_2() -> None:
    settings = EventSettings(name="Teams", date=DATE, structure=Structure.TEAM_OF_THREE)
    entries = [
        entry(i, team=10 if i <= 3 else 20, playoff_seed=1 if i <= 3 else None) for i in range(1, 7)
    ]
    teams = {10: TeamState(10, "Red", (1, 2, 3)), 20: TeamState(20, "Blue", (4, 5, 6))}
    event = EventState(
        id=1,
        settings=settings,
        rounds_from_recommendation=False,
        entries={e.id: e for e in entries},
        rounds=(),
        teams=teams,
    )
    assert team_seeds(event) == {10: 1}
