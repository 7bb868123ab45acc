"""``standings``, ``pair``, ``check-pairings`` and ``simulate`` for every structure, run as
a user runs them: team events (MTR 8), Two-Headed Giant (MTR 9) and multiplayer pods."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event
from mtrdesk.services.event_file.reading import history_from_json
from tests.helpers.cli_helpers import run_cli
from tests.helpers.structure_events import BUILDERS, PAIRABLE, Clock

TEAM_STRUCTURES = {"teams2": 2, "teams3": 3, "2hg": 2}
ALL = ["swiss", "pods", *TEAM_STRUCTURES, "multiplayer"]


#: ``mtrdesk simulate``'s file for each set of options, made once per test process: the
#: same options and seed always give the same bytes (the first test checks exactly that),
#: so the tests that only need an event of a structure share one run of the command.
_SIMULATED: dict[tuple[str, ...], bytes] = {}


def simulated(tmp_path: Path, structure: str, players: int = 24, *extra: str) -> Path:
    """The simulated event as this test's own file (``tmp_path/STRUCTURE.json``)."""
    path = tmp_path / f"{structure}.json"
    options = ("--players", str(players), "--seed", "7", "--structure", structure, *extra)
    if options not in _SIMULATED:
        run_cli("simulate", *options, "-o", str(path))
        _SIMULATED[options] = path.read_bytes()
    path.write_bytes(_SIMULATED[options])
    return path


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def write(path: Path, data: dict[str, Any]) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.mark.parametrize("structure", ALL)
def test_simulate_writes_a_complete_event_of_each_structure(tmp_path: Path, structure: str) -> None:
    path = simulated(tmp_path, structure)
    again = tmp_path / "again.json"
    run_cli(
        "simulate", "--players", "24", "--seed", "7", "--structure", structure, "-o", str(again)
    )
    assert path.read_bytes() == again.read_bytes()  # same seed, same bytes
    data = load(path)
    assert data["version"] == 9 and data["rounds"]
    expected = {
        "swiss": "individual",
        "pods": "individual",
        "teams2": "team_of_two",
        "teams3": "team_of_three",
        "2hg": "two_headed_giant",
        "multiplayer": "multiplayer",
    }[structure]
    assert data["event"]["structure"] == expected
    if structure in TEAM_STRUCTURES:
        size = TEAM_STRUCTURES[structure]
        assert len(data["teams"]) == 24 // size
        assert all(p["team"] is not None and p["seat"] for p in data["players"])
    if structure == "multiplayer":
        assert data["event"]["multiplayer"] == {"pod_size": 4, "playoff_size": 0}
        pods = [pod for r in data["rounds"] for pod in r["pods"]]
        assert pods and all(s["result"] for pod in pods for s in pod["seats"])
    else:
        matches = [m for r in data["rounds"] for m in r["matches"]]
        assert all(m["result"] is not None for m in matches)
    # Every round the simulator paired is what the checker calls optimal and clean.
    done = run_cli("check-pairings", str(path), "--json")
    assert json.loads(done.stdout)["clean"]
    history = history_from_json(data)
    check = {
        "multiplayer": history.check_pod_round,
        "teams2": history.check_team_round,
        "teams3": history.check_team_round,
        "2hg": history.check_team_round,
    }.get(structure, history.check_round)
    assert all(check(number).clean for number in range(1, len(data["rounds"]) + 1))


def test_team_standings_have_no_game_points(tmp_path: Path) -> None:
    for structure in TEAM_STRUCTURES:
        rows = json.loads(run_cli("standings", str(simulated(tmp_path, structure))).stdout)
        assert [row["rank"] for row in rows] == list(range(1, len(rows) + 1))
        # MTR Appendix C: "Game points are not used in team tournaments".
        assert set(rows[0]) == {"rank", "team", "members", "points", "record", "omwp"}
        assert len(rows[0]["members"]) == TEAM_STRUCTURES[structure]


def test_multiplayer_standings_have_the_pod_tiebreakers(tmp_path: Path) -> None:
    rows = json.loads(run_cli("standings", str(simulated(tmp_path, "multiplayer"))).stdout)
    assert len(rows) == 24
    assert set(rows[0]) == {"rank", "player", "points", "record", "mwp", "oamp", "omwp"}
    # Appendix C of the addendum: a win is worth 2n - 1 = 7 points, a draw 1.
    for row in rows:
        wins, _losses, draws = (int(n) for n in row["record"].split("-"))
        assert row["points"] == 7 * wins + draws


def test_pair_pairs_team_matches_with_their_seats(tmp_path: Path) -> None:
    path = simulated(tmp_path, "teams3")
    rows = json.loads(run_cli("pair", str(path), "--seed", "3").stdout)
    for row in rows:
        assert [s["seat"] for s in row["seats"]] == ["A", "B", "C"]
        if row["team2"] is None:  # a team bye: every seat has the bye
            assert all(s["table"] is None and s["p2"] is None for s in row["seats"])
        else:
            assert [s["table"] for s in row["seats"]] == [f"{row['table']}{x}" for x in "ABC"]
    two_headed = json.loads(run_cli("pair", str(simulated(tmp_path, "2hg")), "--seed", "3").stdout)
    assert all(row["seats"] == [] for row in two_headed)  # MTR 9.1: one game per match


def test_pair_seats_a_multiplayer_round_in_pods(tmp_path: Path) -> None:
    path = simulated(tmp_path, "multiplayer", 23, "--drop-rate", "0")
    rows = json.loads(run_cli("pair", str(path), "--seed", "3").stdout)
    # 10.4A: 23 players are five pods of 4 and one of 3, the short pod last.
    assert [len(row["players"]) for row in rows] == [4, 4, 4, 4, 4, 3]
    assert [row["table"] for row in rows] == [1, 2, 3, 4, 5, 6]


@pytest.mark.parametrize("name", sorted(PAIRABLE))
def test_pair_of_an_exported_file_is_what_the_window_pairs(tmp_path: Path, name: str) -> None:
    """The command pairs the next round of an exported event as the services pair it in
    the database, given the same seed."""
    db = tmp_path / "store.sqlite3"
    with Services.open(db, clock=Clock(), rng=random.Random(9)) as services:
        event_id = PAIRABLE[name](services)
        path = write(tmp_path / "event.json", export_event(services, event_id))
    rows = json.loads(run_cli("pair", str(path), "--seed", "5").stdout)
    with Services.open(db, clock=Clock()) as services:
        if name == "multiplayer":
            pods, _ = services.multiplayer.pair_next(event_id, seed=5)
            expected = [{"table": p.table, "players": [s.name for s in p.seats]} for p in pods.pods]
            assert rows == expected
            return
        view, _ = services.rounds.pair_next(event_id, seed=5)
    made = [
        (
            t.table,
            t.team1_name,
            t.team2_name,
            [(m.label, m.player1_name, m.player2_name) for m in t.seats],
        )
        for t in view.teams
    ]
    printed = [
        (r["table"], r["team1"], r["team2"], [(s["table"], s["p1"], s["p2"]) for s in r["seats"]])
        for r in rows
    ]
    assert sorted(printed, key=str) == sorted(made, key=str)


def test_a_seat_played_against_another_seat_exits_1(tmp_path: Path) -> None:
    data = load(simulated(tmp_path, "teams2", 24, "--drop-rate", "0"))
    last = data["rounds"][-1]["matches"]
    # Table 1: player A of one team now plays player B of the other, and B plays A.
    a, b = (m for m in last if m["table"] == 1)
    a["p2"], b["p2"] = b["p2"], a["p2"]
    path = write(tmp_path / "seats.json", data)
    done = run_cli("check-pairings", str(path), "--json", check=False)
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    assert not report["clean"] and report["structure"] == "team_of_two"
    assert {v["problem"] for v in report["seat_violations"]} == {"wrong_seat"}
    assert {v["seat"] for v in report["seat_violations"]} == {"A", "B"}
    human = run_cli("--lang", "en", "check-pairings", str(path), check=False)
    assert human.returncode == 1
    assert "Seat match problems: 2" in human.stdout and "A plays A" in human.stdout
    japanese = run_cli("--lang", "ja", "check-pairings", str(path), check=False)
    assert "席" in japanese.stdout


def test_a_team_rematch_is_found_at_team_level(tmp_path: Path) -> None:
    data = load(simulated(tmp_path, "2hg", 24, "--drop-rate", "0"))
    team_of = {p["id"]: p["team"] for p in data["players"]}
    first = next(m for m in data["rounds"][0]["matches"] if m["kind"] == "paired")
    last = [m for m in data["rounds"][-1]["matches"] if m["kind"] == "paired"]
    m_a = next(m for m in last if first["p1"] in (m["p1"], m["p2"]))
    m_b = next(m for m in last if first["p2"] in (m["p1"], m["p2"]))
    assert m_a is not m_b
    x = m_a["p2"] if m_a["p1"] == first["p1"] else m_a["p1"]
    y = m_b["p2"] if m_b["p1"] == first["p2"] else m_b["p1"]
    m_a["p1"], m_a["p2"], m_b["p1"], m_b["p2"] = first["p1"], first["p2"], x, y
    done = run_cli("check-pairings", str(write(tmp_path / "r.json", data)), "--json", check=False)
    assert done.returncode == 1
    report = json.loads(done.stdout)
    names = {t["id"]: t["name"] for t in data["teams"]}
    pair = {"p1": names[team_of[first["p1"]]], "p2": names[team_of[first["p2"]]]}
    assert pair in report["rematches"] and report["seat_violations"] == []


def test_players_meeting_again_in_a_pod_exit_1(tmp_path: Path) -> None:
    data = load(simulated(tmp_path, "multiplayer", 16, "--drop-rate", "0"))
    first = data["rounds"][0]["pods"][0]["seats"]
    last = data["rounds"][-1]["pods"]
    # Seat the first two players of round 1's first pod together again.
    a, b = first[0]["player"], first[1]["player"]
    pod_a = next(p for p in last if any(s["player"] == a for s in p["seats"]))
    pod_b = next(p for p in last if any(s["player"] == b for s in p["seats"]))
    if pod_a is not pod_b:
        seat_b = next(s for s in pod_b["seats"] if s["player"] == b)
        other = next(s for s in pod_a["seats"] if s["player"] != a)
        seat_b["player"], other["player"] = other["player"], b
    path = write(tmp_path / "pods.json", data)
    done = run_cli("check-pairings", str(path), "--json", check=False)
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    assert report["avoidable_meetings"] >= 1 and report["better_pairing_exists"]
    names = {p["id"]: f"{p['family']} {p['given']}" for p in data["players"]}
    assert {"p1": names[min(a, b)], "p2": names[max(a, b)]} in report["repeat_meetings"]
    human = run_cli("--lang", "en", "check-pairings", str(path), check=False)
    assert "Players meeting again" in human.stdout and "strictly better" in human.stdout
    # 16 players: above the exhaustive search, the optimum is proven by integer programming.
    assert report["verified"] and "proven by integer programming" in human.stdout


def test_pair_waits_for_every_team_result_and_pod_result(tmp_path: Path) -> None:
    data = load(simulated(tmp_path, "teams2"))
    match = next(m for m in data["rounds"][-1]["matches"] if m["kind"] == "paired")
    match["result"] = None
    done = run_cli("--lang", "en", "pair", str(write(tmp_path / "t.json", data)), check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert f"{match['table']}{match['seat']}" in done.stderr  # the seat match, "12B"
    data = load(simulated(tmp_path, "multiplayer"))
    pod = data["rounds"][-1]["pods"][0]
    for seat in pod["seats"]:
        seat["result"] = None
    done = run_cli("--lang", "en", "pair", str(write(tmp_path / "m.json", data)), check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr


# --- the playoff variants (MTR 10.2, 10.4, Appendix E) --------------------------------------


def test_pair_gives_early_advanced_players_byes_as_the_window_does(tmp_path: Path) -> None:
    """MTR 10.4: players who reached the announced points take byes for the remaining
    Swiss rounds, those of the last round included (the window locks them on pairing)."""
    db = tmp_path / "store.sqlite3"
    with Services.open(db, clock=Clock(), rng=random.Random(9)) as services:
        event_id = BUILDERS["early_advancement"](services)
        path = write(tmp_path / "event.json", export_event(services, event_id))
    rows = json.loads(run_cli("pair", str(path), "--seed", "5").stdout)
    with Services.open(db, clock=Clock()) as services:
        view, _ = services.rounds.pair_next(event_id, seed=5)
        advanced = services.rounds.swiss_end(event_id).advanced
    expected = [
        {"table": m.table, "p1": m.player1_name, "p2": m.player2_name} for m in view.matches
    ]
    assert sorted(rows, key=str) == sorted(expected, key=str)
    byes = {r["p1"] for r in rows if r["p2"] is None}
    assert {a.name for a in advanced} <= byes and len(advanced) > 2  # some from round 4


def test_pair_refuses_single_elimination_and_an_ended_swiss(tmp_path: Path) -> None:
    db = tmp_path / "store.sqlite3"
    with Services.open(db, clock=Clock(), rng=random.Random(9)) as services:
        elimination = export_event(services, BUILDERS["elimination_only"](services))
        ended = export_event(services, BUILDERS["end_rule"](services))
    assert len([r for r in ended["rounds"] if not r["playoff"]]) == 4  # of five announced
    done = run_cli(
        "--lang", "en", "pair", str(write(tmp_path / "e.json", elimination)), check=False
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr and done.stderr.strip()
    done = run_cli("--lang", "en", "pair", str(write(tmp_path / "r.json", ended)), check=False)
    assert done.returncode == 1 and "announced rule (MTR 10.2)" in done.stderr
