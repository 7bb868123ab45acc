"""``mtrdesk check-pairings``: exit 0 for a clean optimal round, 1 for findings, 2 unreadable."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from tests.helpers.cli_helpers import run_cli
from tests.helpers.data import CONFORMANCE

FILES = sorted(CONFORMANCE.glob("*.json"))


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def simulated(players: int = 16, structure: Structure = Structure.SWISS) -> dict[str, Any]:
    simulation = Simulation(players, seed=11, rounds=4, structure=structure, drop_rate=0.0)
    return document_to_dict(simulate_event(simulation))


def tables(data: dict[str, Any], number: int) -> list[dict[str, Any]]:
    rnd = next(r for r in data["rounds"] if r["number"] == number)
    return [m for m in rnd["matches"] if m["kind"] == "paired"]


def test_an_engine_round_is_clean(tmp_path: Path) -> None:
    path = write(tmp_path / "event.json", simulated())
    done = run_cli("check-pairings", str(path), "--json")
    report = json.loads(done.stdout)
    assert report["round"] == 4 and report["clean"] and report["optimal"]
    assert report["quality"] == report["optimum"]
    assert report["pods"] == "none"
    done = run_cli("check-pairings", str(path), "--round", "2", "--lang", "en")
    assert "Round 2:" in done.stdout and "optimal" in done.stdout


def test_japanese_output(tmp_path: Path) -> None:
    path = write(tmp_path / "event.json", simulated())
    done = run_cli("--lang", "ja", "check-pairings", str(path))
    assert "再戦" in done.stdout and "最適" in done.stdout


def test_a_hand_made_rematch_exits_1_and_names_the_pair(tmp_path: Path) -> None:
    data = simulated()
    first = tables(data, 1)[0]
    fourth = tables(data, 4)
    # Seat round 1's first pair together again in round 4; their partners play each other.
    a, b = first["p1"], first["p2"]
    m_a = next(m for m in fourth if a in (m["p1"], m["p2"]))
    m_b = next(m for m in fourth if b in (m["p1"], m["p2"]))
    assert m_a is not m_b  # the engine did not repeat the match
    x = m_a["p2"] if m_a["p1"] == a else m_a["p1"]
    y = m_b["p2"] if m_b["p1"] == b else m_b["p1"]
    m_a["p1"], m_a["p2"], m_b["p1"], m_b["p2"] = a, b, x, y
    path = write(tmp_path / "rematch.json", data)
    done = run_cli("check-pairings", str(path), "--json", check=False)
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    assert {"p1": "Player " + f"{a:04d}", "p2": "Player " + f"{b:04d}"} in report["rematches"]
    assert report["avoidable_rematches"] >= 1 and report["better_pairing_exists"]
    human = run_cli("check-pairings", str(path), "--lang", "en", check=False)
    assert human.returncode == 1
    assert f"Player {a:04d} – Player {b:04d}" in human.stdout
    assert "strictly better pairing existed" in human.stdout


def test_a_pair_across_pods_exits_1_unless_pods_are_lifted(tmp_path: Path) -> None:
    data = simulated(16, Structure.PODS)
    pods = {p["id"]: p["pod"] for p in data["players"]}
    fourth = tables(data, 4)
    one = next(m for m in fourth if pods[m["p1"]] == 1)
    two = next(m for m in fourth if pods[m["p1"]] == 2)
    one["p2"], two["p2"] = two["p2"], one["p2"]
    done = run_cli("check-pairings", str(write(tmp_path / "x.json", data)), "--json", check=False)
    assert done.returncode == 1
    report = json.loads(done.stdout)
    assert report["pods"] == "kept" and len(report["pod_violations"]) == 2
    assert {v["pod1"] for v in report["pod_violations"]} == {1, 2}
    human = run_cli("check-pairings", str(tmp_path / "x.json"), "--lang", "en", check=False)
    assert "Pods are kept" in human.stdout and "Pairs across pods: 2" in human.stdout
    data["event"]["pods_lifted"] = True
    lifted = run_cli("check-pairings", str(write(tmp_path / "y.json", data)), "--json", check=False)
    assert json.loads(lifted.stdout)["pod_violations"] == []
    assert json.loads(lifted.stdout)["pods"] == "lifted"


def test_a_missing_round_and_an_unreadable_file_exit_2(tmp_path: Path) -> None:
    path = write(tmp_path / "event.json", simulated())
    done = run_cli("check-pairings", str(path), "--round", "9", "--lang", "en", check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "has not been paired" in done.stderr
    bogus = write(tmp_path / "notes.json", {"hello": 1})
    done = run_cli("check-pairings", str(bogus), check=False)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    done = run_cli("check-pairings", str(tmp_path / "missing.json"), check=False)
    assert done.returncode == 2


def test_another_programs_rounds_can_be_checked() -> None:
    path = FILES[0]
    rounds = len(json.loads(path.read_text(encoding="utf-8"))["rounds"])
    for number in (1, rounds):
        done = run_cli("check-pairings", str(path), "--round", str(number), "--json", check=False)
        assert done.returncode in (0, 1), done.stderr
        report = json.loads(done.stdout)
        assert report["round"] == number and report["players"] > 0


def test_pods_survive_import_and_export(tmp_path: Path) -> None:
    data = simulated(16, Structure.PODS)
    data["event"]["pods_lifted"] = True
    path = write(tmp_path / "draft.json", data)
    db = tmp_path / "db.sqlite3"
    event = json.loads(run_cli("import", "--create", str(path), db=db).stdout)["event"]
    out = tmp_path / "again.json"
    run_cli("export", str(event), "-o", str(out), db=db)
    again = json.loads(out.read_text(encoding="utf-8"))
    assert again["event"]["pods_lifted"] is True
    pods = {p["given"]: p["pod"] for p in data["players"]}
    assert {p["given"]: p["pod"] for p in again["players"]} == pods
