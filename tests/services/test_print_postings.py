"""What the posting sheets print, read from event files (``services.printouts.postings``)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.printouts.postings import (
    PostingKind,
    StandingsKind,
    floor_text,
    percent_text,
    two_decimals,
)
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_file.reading import EventHistory, history_from_json
from mtrdesk.services.history import round_of
from mtrdesk.services.printouts.postings import pairings_posting, standings_after, standings_posting
from mtrdesk.services.teams.rounds import team_points_before, team_standing_rows


def _event(players: int = 11, structure: Structure = Structure.SWISS, **doc: object) -> dict:
    simulation = Simulation(players=players, seed=7, rounds=3, structure=structure)
    document = document_to_dict(simulate_event(simulation))
    document["event"].update(doc)
    return document


def _history(document: dict) -> EventHistory:
    return history_from_json(document)


def test_every_player_of_the_round_has_one_line_seen_from_their_side() -> None:
    history = _history(_event(11))  # odd: a bye every round
    posting = pairings_posting(history, 2)
    state = history.state
    rnd = round_of(state, 2)
    assert posting.round_number == 2 and posting.kind is PostingKind.PLAYERS
    in_round = sorted(p for m in rnd.matches for p in m.players())
    assert sorted(state.entries[p].display_name for p in in_round) == sorted(
        line.name for line in posting.names
    )
    points = state.points_before[2]
    by_name = {line.name: line for line in posting.names}
    for m in rnd.matches:
        one = by_name[state.name(m.player1)]
        assert one.points == points.get(m.player1, 0)
        if m.player2 is None:
            assert one.kind is m.kind and one.table is None and one.opponent is None
            continue
        two = by_name[state.name(m.player2)]
        assert (one.table, two.table) == (str(m.table), str(m.table))
        assert (one.opponent, two.opponent) == (state.name(m.player2), state.name(m.player1))
        assert two.points == points.get(m.player2, 0)
    byes = [line for line in posting.names if line.kind is MatchKind.BYE]
    assert len(byes) == 1
    # by table: tables in order, the bye last
    assert [t.table for t in posting.tables] == [*(str(n) for n in range(1, 6)), None]
    assert posting.tables[-1].kind is MatchKind.BYE
    assert pairings_posting(history).round_number == 3  # default: the latest round


def test_refusals_name_the_problem() -> None:
    history = _history(_event(8))
    with pytest.raises(ServiceError) as missing:
        pairings_posting(history, 9)
    assert missing.value.problem is Problem.ROUND_NOT_FOUND
    document = _event(8)
    document["rounds"] = []
    for call in (pairings_posting, standings_posting):
        with pytest.raises(ServiceError) as none:
            call(_history(document))
        assert none.value.problem is Problem.NO_ROUNDS


def test_team_seats_are_posted_per_player_with_the_opposing_seat() -> None:
    history = _history(_event(18, Structure.TEAMS3))
    state = history.state
    posting = pairings_posting(history, 2)
    assert posting.kind is PostingKind.SEATS
    seat_lines = [line for line in posting.names if line.kind is MatchKind.PAIRED]
    assert seat_lines and all(line.table[-1] in "ABC" for line in seat_lines)
    by_name = {line.name: line for line in posting.names}
    team_points = team_points_before(state)[2]
    for m in round_of(state, 2).matches:
        if m.player2 is None:
            continue
        line = by_name[state.name(m.player1)]
        assert line.table == f"{m.table}{m.seat}" and line.opponent == state.name(m.player2)
        assert line.points == team_points.get(state.entries[m.player1].team, 0)
    team_rows = [t for t in posting.tables if not t.under_team]
    seat_rows = [t for t in posting.tables if t.under_team]
    assert len(seat_rows) == 3 * sum(1 for t in team_rows if t.table is not None)


def test_two_headed_giant_names_the_opposing_team() -> None:
    history = _history(_event(16, Structure.TWO_HEADED_GIANT))
    state = history.state
    posting = pairings_posting(history, 1)
    assert posting.kind is PostingKind.SHARED
    team_names = {team.name for team in state.teams.values()}
    assert all(line.opponent in team_names for line in posting.names if line.table)
    # both members of every team at a table
    assert len(posting.names) == 2 * sum(len(t.sides) for t in posting.tables)


def test_pods_give_table_and_seat() -> None:
    history = _history(_event(14, Structure.MULTIPLAYER))
    posting = pairings_posting(history, 2)
    assert posting.kind is PostingKind.PODS
    seated = [line for line in posting.names if line.table is not None]
    pods = history.pod_event.pods_of(2)
    assert len(seated) == sum(len(p.seats) for p in pods)
    first = pods[0]
    names = {line.name: line for line in seated}
    for seat, entry, _ in first.seats:
        line = names[history.state.entries[entry].display_name]
        assert (line.table, line.seat) == (str(first.table), seat)
    assert [len(t.sides) for t in posting.tables if t.table] == [len(p.seats) for p in pods]


def test_standings_are_the_services_standings() -> None:
    history = _history(_event(12, floor="third"))
    posting = standings_posting(history, 2)
    rows = standings_rows(history.state, 2)
    assert posting.after_round == 2 and posting.kind is StandingsKind.PLAYERS
    assert posting.floor == Fraction(1, 3)
    assert [(line.rank, line.points, line.record) for line in posting.lines] == [
        (r.rank, r.points, r.record) for r in rows
    ]
    assert [line.values for line in posting.lines] == [(r.omwp, r.gwp, r.ogwp) for r in rows]
    assert standings_posting(history).after_round == 3


def test_team_and_pod_standings() -> None:
    teams = _history(_event(18, Structure.TEAMS3))
    posting = standings_posting(teams)
    assert posting.kind is StandingsKind.TEAMS and posting.floor == Fraction(33, 100)
    rows = team_standing_rows(teams.state, 3)
    assert [(line.name, line.values) for line in posting.lines] == [
        (r.name, (r.omwp,)) for r in rows
    ]
    assert all(len(line.members) == 3 for line in posting.lines)
    pods = _history(_event(14, Structure.MULTIPLAYER))
    posting = standings_posting(pods)
    assert posting.kind is StandingsKind.PODS and posting.points_per_win == 7
    assert posting.floor == Fraction(1, 7)
    rows = pods.pod_event.standing_rows(3)
    assert [line.values for line in posting.lines] == [(r.mwp, r.oamp, r.omwp) for r in rows]


def test_standings_wait_for_every_result() -> None:
    document = _event(10)
    last = document["rounds"][-1]["matches"]
    paired = next(m for m in last if m["kind"] == "paired")
    paired["result"] = None
    history = _history(document)
    assert standings_after(history) == 2  # the latest complete round
    with pytest.raises(ServiceError) as refused:
        standings_posting(history, 3)
    assert refused.value.problem is Problem.RESULTS_MISSING
    assert refused.value.details == {"round": 3, "tables": [str(paired["table"])]}
    with pytest.raises(ServiceError) as unknown:
        standings_posting(history, 4)
    assert unknown.value.problem is Problem.ROUND_NOT_FOUND


@pytest.mark.gui  # the window's table models load QtGui
def test_percentages_print_as_the_standings_tab_shows_them() -> None:
    from mtrdesk.ui.models.standings_model import percent
    from mtrdesk.ui.models.standings_model import two_decimals as screen_decimals

    values = [
        Fraction(n, d) for d in (1, 3, 7, 9, 100, 300, 2000) for n in range(0, d + 1, 1 + d // 37)
    ]
    values += [Fraction(1, 3), Fraction(2, 3), Fraction(33, 100), Fraction(5, 8000)]
    assert [percent_text(v) for v in values] == [percent(v) for v in values]
    assert [two_decimals(v * 9) for v in values] == [screen_decimals(v * 9) for v in values]
    assert percent_text(Fraction(1, 3)) == "33.33%" and percent_text(Fraction(2, 3)) == "66.67%"
    assert floor_text(Fraction(33, 100)) == "0.33" and floor_text(Fraction(1, 3)) == "1/3"
    assert floor_text(Fraction(1, 7)) == "1/7"
