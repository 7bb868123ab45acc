"""``mtrdesk simulate`` and the many-rounds check: seeded files the services pair the same way."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from types import ModuleType

import pytest

from mtrdesk.core.event_file.document import (
    document_to_dict,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.event_file.reading import history_from_document, history_from_json
from tests.helpers.cli_helpers import run_cli
from tests.helpers.scripts import load_script


def check_many() -> ModuleType:
    """benchmarks/check_many.py, so the test runs the very loop the benchmark runs."""
    return load_script("benchmarks/check_many.py")


def test_same_seed_same_bytes(tmp_path: Path) -> None:
    args = ("simulate", "--players", "23", "--rounds", "4", "--structure", "pods")
    run_cli(*args, "--seed", "3", "-o", str(tmp_path / "a.json"))
    run_cli(*args, "--seed", "3", "-o", str(tmp_path / "b.json"))
    run_cli(*args, "--seed", "4", "-o", str(tmp_path / "c.json"))
    first = (tmp_path / "a.json").read_bytes()
    assert first == (tmp_path / "b.json").read_bytes()
    assert first != (tmp_path / "c.json").read_bytes()
    data = json.loads(first)
    assert data["version"] == 9 and len(data["rounds"]) == 4
    assert all(p["pod"] in (1, 2, 3) for p in data["players"])
    standings = json.loads(run_cli("standings", str(tmp_path / "a.json")).stdout)
    assert len(standings) == 23


def test_options_reach_the_file(tmp_path: Path) -> None:
    out = tmp_path / "e.json"
    rates = ("draw", "intentional-draw", "drop", "late-entry", "awarded-bye")
    zero = [arg for rate in rates for arg in (f"--{rate}-rate", "0")]
    run_cli("simulate", "--players", "40", "--seed", "2", *zero, "-o", str(out))
    data = json.loads(out.read_text(encoding="utf-8"))
    assert len(data["rounds"]) == 6  # MTR Appendix E: 33-64 players
    results = [m["result"] for r in data["rounds"] for m in r["matches"] if m["kind"] == "paired"]
    assert all(result[2] == 0 for result in results)
    assert all(p["dropped_after_round"] is None for p in data["players"])
    done = run_cli("simulate", "--players", "1", "-o", str(out), check=False)
    assert done.returncode == 2 and "--players" in done.stderr


@pytest.mark.parametrize("structure", [s for s in Structure if s.individual])
def test_every_simulated_round_is_what_the_services_would_pair(structure: Structure) -> None:
    """The simulator pairs from core standings; ``mtrdesk pair`` from the services' history.
    Given the history before each round and that round's seed, both give the same tables."""
    document = simulate_event(Simulation(45, seed=9, structure=structure, late_entry_rate=0.03))
    for rnd in document.rounds:
        # Later late entrants are in the file already; they do not play yet, so they
        # change nobody's place among the players paired. Later drops had not happened.
        players = tuple(
            p
            if p.dropped_after_round is None or p.dropped_after_round < rnd.number
            else dataclasses.replace(p, dropped_after_round=None)
            for p in document.players
        )
        before = dataclasses.replace(
            document, players=players, rounds=document.rounds[: rnd.number - 1]
        )
        history = history_from_document(document_from_dict(document_to_dict(before)))
        pairings, awarded = history.next_round(rnd.seed)
        made = [
            (m.table, m.player1, m.player2)
            for m in rnd.matches
            if m.kind in (MatchKind.PAIRED, MatchKind.BYE)
        ]
        assert [(p.table, p.player1, p.player2) for p in pairings] == made, rnd.number
        assert sorted(awarded) == sorted(
            m.player1 for m in rnd.matches if m.kind is MatchKind.AWARDED_BYE
        )


@pytest.mark.parametrize(
    "structure",
    [Structure.TEAMS2, Structure.TEAMS3, Structure.TWO_HEADED_GIANT, Structure.MULTIPLAYER],
)
def test_every_simulated_team_and_pod_round_is_what_pair_pairs(structure: Structure) -> None:
    """Teams (MTR 8, 9) and pods: the history before each round and its seed give the
    round the simulator played, as ``mtrdesk pair`` pairs it from the file."""
    document = simulate_event(Simulation(30, seed=9, structure=structure, drop_rate=0.06))
    assert any(p.dropped_after_round for p in document.players)
    for rnd in document.rounds:
        # The file as it stood: later drops had not happened yet.
        players = tuple(
            p
            if p.dropped_after_round is None or p.dropped_after_round < rnd.number
            else dataclasses.replace(p, dropped_after_round=None)
            for p in document.players
        )
        before = dataclasses.replace(
            document, players=players, rounds=document.rounds[: rnd.number - 1]
        )
        history = history_from_document(document_from_dict(document_to_dict(before)))
        assert rnd.seed is not None
        if structure is Structure.MULTIPLAYER:
            pods, _ = history.next_pod_round(rnd.seed)
            made = [(pod.table, pod.players) for pod in rnd.pods]
            assert [(pod.table, pod.seats) for pod in pods] == made, rnd.number
            continue
        paired = history.next_team_round(rnd.seed)
        made = [(m.label, m.player1, m.player2) for m in rnd.matches]
        if structure is Structure.TWO_HEADED_GIANT:
            members = document.team_members()
            lead = {team: seats[0] for team, seats in members.items()}
            pairs = [
                (
                    None if p.table is None else str(p.table),
                    lead[p.team1],
                    None if p.team2 is None else lead[p.team2],
                )
                for p in paired
            ]
        else:
            pairs = [(s.label, s.player1, s.player2) for p in paired for s in p.seats]
        assert sorted(pairs, key=str) == sorted(made, key=str), rnd.number


def test_a_slice_of_the_many_rounds_check_finds_no_problem() -> None:
    module = check_many()
    tally = module.run(600, seed=7, low=8, high=64)
    assert tally.rounds >= 600
    assert {structure for structure, _ in tally.rows} == {"swiss", "pods"}
    assert tally.total("exhaustive") > 0 and tally.total("exhaustive") < tally.rounds
    for name in module.PROBLEMS:
        assert tally.total(name) == 0, (name, module.report(tally))
    assert tally.errors == [], module.report(tally)


def test_the_many_rounds_check_counts_a_bad_round() -> None:
    """The loop's counts come from the checker: a worse round shows up in them."""
    module = check_many()
    document = simulate_event(Simulation(12, seed=1, rounds=3, drop_rate=0.0))
    data = document_to_dict(document)
    last = [m for m in data["rounds"][2]["matches"] if m["kind"] == "paired"]
    first_round = next(m for m in data["rounds"][0]["matches"] if m["kind"] == "paired")
    a, b = first_round["p1"], first_round["p2"]
    m_a = next(m for m in last if a in (m["p1"], m["p2"]))
    m_b = next(m for m in last if b in (m["p1"], m["p2"]))
    x = m_a["p2"] if m_a["p1"] == a else m_a["p1"]
    y = m_b["p2"] if m_b["p1"] == b else m_b["p1"]
    m_a["p1"], m_a["p2"], m_b["p1"], m_b["p2"] = a, b, x, y
    check = history_from_json(data).check_round(3)
    row = module.Row()
    row.add(check)
    assert row.avoidable_rematches >= 1 and row.better == 1
