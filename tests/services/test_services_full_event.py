"""Whole events through the services, as the window drives them.

A 16-player event typed in by hand (5 Swiss rounds, top 8 to a champion), then seeded
simulated events of 16, 64 and 256 players with draws, intentional draws, drops, late
entries and awarded byes. Every round is checked against the pairing rules: everyone
active plays once, dropped players are not paired, awarded byes are their own matches,
no avoidable rematch, no second bye, and the bye goes to the lowest-ranked eligible player.
"""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

import pytest

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Playoff
from mtrdesk.core.simulation.happenings import (
    ResultMix,
    pick_awarded_byes,
    pick_drops,
    pick_late_entries,
    simulate_result,
    win_probability,
)
from mtrdesk.core.swiss.pairing import NoLegalPairing, pair_swiss, players_for_pairing
from mtrdesk.core.tournament import MatchKind, MatchRecord
from mtrdesk.services import Services
from mtrdesk.services.events import Stage
from mtrdesk.services.swiss.rounds import RoundView
from tests.helpers.services_support import new_event, open_services


class History:
    """What the test has seen so far, to check each new round against."""

    def __init__(self) -> None:
        self.met: set[frozenset[int]] = set()
        self.byes: dict[int, int] = defaultdict(int)

    def add(self, rnd: RoundView) -> None:
        for m in rnd.matches:
            if m.kind is MatchKind.PAIRED:
                self.met.add(frozenset((m.player1, m.player2)))
            elif m.kind.is_bye:
                self.byes[m.player1] += 1


def check_round(services: Services, event_id: int, rnd: RoundView, history: History) -> None:
    """The pairing rules every Swiss round must keep."""
    standings = services.standings.standings(event_id, after_round=rnd.number - 1)
    entries = {e.id: e for e in services.players.list_entries(event_id)}
    seen = [p for m in rnd.matches for p in (m.player1, m.player2) if p is not None]
    assert len(seen) == len(set(seen)), "a player is paired twice"
    for entry in entries.values():
        plays = entry.dropped_after_round is None and (
            entry.late_entry_round is None or entry.late_entry_round <= rnd.number
        )
        assert (entry.id in seen) == plays, (rnd.number, entry)
    for m in rnd.matches:
        if m.kind is MatchKind.AWARDED_BYE:
            assert entries[m.player1].awarded_byes >= rnd.number
        elif m.kind is MatchKind.PAIRED:
            assert frozenset((m.player1, m.player2)) not in history.met, "rematch"
    awarded = {m.player1 for m in rnd.matches if m.kind is MatchKind.AWARDED_BYE}
    assert awarded == {
        e.id
        for e in entries.values()
        if e.awarded_byes >= rnd.number and e.late_entry_round is None and e.active
    }
    (bye,) = [m.player1 for m in rnd.matches if m.kind is MatchKind.BYE] or [None]
    paired = [r.entry for r in standings if r.entry in seen and r.entry not in awarded]
    if bye is None:
        assert len(paired) % 2 == 0
        return
    assert history.byes[bye] == 0, "second bye"
    if rnd.number > 1:
        eligible = [e for e in paired if history.byes[e] == 0]
        assert bye == eligible[-1], "the bye goes to the lowest-ranked eligible player"


def play_swiss(
    services: Services,
    event_id: int,
    rng: random.Random,
    *,
    drop_rate: float = 0.0,
    late_rate: float = 0.0,
    mix: ResultMix | None = None,
) -> None:
    skills: dict[int, float] = {}
    history = History()
    number = 0
    while number < services.events.get(event_id).swiss_rounds:
        number += 1
        active = [e.id for e in services.players.list_entries(event_id) if e.active]
        if number > 1:
            for entry in pick_drops(rng, active, drop_rate):
                services.players.drop(entry)
            for n in pick_late_entries(rng, len(active), late_rate, 0):
                services.players.add(event_id, f"Late{number}-{n}", "Player")
        rnd, _ = services.rounds.pair_next(event_id)
        assert rnd.number == number
        check_round(services, event_id, rnd, history)
        history.add(rnd)
        for m in rnd.missing:
            for entry in (m.player1, m.player2):
                skills.setdefault(entry, rng.gauss(0.0, 1.0))
            chance = win_probability(skills[m.player1], skills[m.player2])
            result = simulate_result(rng, mix=mix or ResultMix(), player1_wins=chance)
            if rng.random() < 0.5:
                services.rounds.report(event_id, number, m.table, result.to_text())
            else:
                services.rounds.report_result(m.id, result)
        done = services.rounds.current_round(event_id)
        assert done is not None and done.complete


def play_playoff(services: Services, event_id: int, rng: random.Random) -> int:
    services.playoff.start(event_id)
    while not (bracket := services.playoff.bracket(event_id)).finished:
        for m in bracket.next_matches:
            result = simulate_result(rng, playoff=True)
            services.playoff.report(event_id, m.round, m.table, result.to_text())
    assert bracket.champion is not None
    return bracket.champion


def test_a_sixteen_player_event_from_registration_to_champion(services: Services) -> None:
    rng = random.Random(16)
    event_id, entries = new_event(services, 16, playoff=Playoff.TOP8)
    assert services.events.get(event_id).swiss_rounds == 5
    history = History()
    for number in range(1, 6):
        rnd, _ = services.rounds.pair_next(event_id, seed=1000 + number)
        assert [m.table for m in rnd.matches] == list(range(1, 9))
        check_round(services, event_id, rnd, history)
        history.add(rnd)
        for m in rnd.matches:
            services.rounds.report(
                event_id, number, m.table, rng.choice(["2-0", "2-1", "0-2", "1-2", "1-1-1"])
            )
        assert services.events.get(event_id).stage is Stage.SWISS
    standings = services.standings.standings(event_id)
    assert [r.rank for r in standings] == list(range(1, 17))
    assert all(r.rounds_played == 5 for r in standings)
    assert sum(r.wins for r in standings) == sum(r.losses for r in standings)
    champion = play_playoff(services, event_id, rng)
    final = services.playoff.final_standings(event_id)
    assert final[0].entry == champion and final[0].champion
    assert [r.entry for r in final[8:]] == [r.entry for r in standings[8:]]
    assert sorted(r.entry for r in final) == sorted(entries)
    assert services.events.get(event_id).stage is Stage.FINISHED
    log = services.rounds.audit_log(event_id)
    assert sum(e.action == "result.report" for e in log) == 5 * 8 + 7
    assert [e.when for e in log] == sorted(e.when for e in log)


#: Players, seed, share of players with awarded byes (small fields need a larger share
#: for any to turn up).
SIMULATIONS = [(16, 101, 0.2), (64, 202, 0.06), (256, 303, 0.04)]


@pytest.mark.slow
@pytest.mark.parametrize(
    ("players", "seed", "bye_rate"), SIMULATIONS, ids=[f"{p}p" for p, _, _ in SIMULATIONS]
)
def test_simulated_events(tmp_path: Path, players: int, seed: int, bye_rate: float) -> None:
    rng = random.Random(seed)
    services = open_services(tmp_path / "sim.sqlite3", seed=seed)
    try:
        event_id, entries = new_event(services, players, playoff=Playoff.TOP8)
        for entry, byes in pick_awarded_byes(rng, entries, bye_rate).items():
            services.players.set_awarded_byes(entry, byes)
        mix = ResultMix(intentional_draw_rate=0.05, draw_rate=0.05)
        play_swiss(services, event_id, rng, drop_rate=0.04, late_rate=0.02, mix=mix)
        summary = services.events.get(event_id)
        assert summary.rounds_paired == summary.swiss_rounds >= 5
        results = [
            m.result
            for rnd in services.rounds.list_rounds(event_id)
            for m in rnd.matches
            if m.kind is MatchKind.PAIRED
        ]
        assert any(r.is_intentional_draw for r in results)
        assert any(r == MatchResult(1, 1, 1) for r in results)
        kinds = {m.kind for rnd in services.rounds.list_rounds(event_id) for m in rnd.matches}
        assert {MatchKind.AWARDED_BYE, MatchKind.LATE_ENTRY_LOSS} <= kinds
        play_playoff(services, event_id, rng)
        final = services.playoff.final_standings(event_id)
        everyone = [
            e for e in services.players.list_entries(event_id) if e.dropped_after_round != 0
        ]
        assert sorted(r.entry for r in final) == sorted(e.id for e in everyone)
    finally:
        services.close()


def test_rematches_only_when_unavoidable(services: Services) -> None:
    """Four players, four rounds: round 4 must repeat a pairing; core says it had to."""
    rng = random.Random(4)
    event_id, _ = new_event(services, 4, swiss_rounds=4)
    records: list[MatchRecord] = []
    for number in range(1, 5):
        rnd, _ = services.rounds.pair_next(event_id, seed=number)
        met = {frozenset((r.player1, r.player2)) for r in records if r.player2 is not None}
        rematches = [m for m in rnd.matches if frozenset((m.player1, m.player2)) in met]
        if rematches:
            order = [r.entry for r in services.standings.standings(event_id)]
            with pytest.raises(NoLegalPairing):
                pair_swiss(players_for_pairing(order, records), number, rng, allow_rematches=False)
        for m in rnd.matches:
            services.rounds.report(event_id, number, m.table, "2-1")
        records.extend(
            MatchRecord(m.round, m.player1, m.player2, m.result, m.kind, m.table)
            for m in services.rounds.current_round(event_id).matches
        )
    assert number == 4 and rematches
