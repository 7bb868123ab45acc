"""Event file version 3: every structure survives export → import → export unchanged.

Teams and seats (MTR 8, 9), multiplayer pods with their results and playoff seeds, draft
seats, early advancements and the playoff-variant settings (MTR 10.2, 10.4, Appendix E)
come back as they were exported; only ids are renumbered.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.settings import EventSettings, Format
from mtrdesk.services import Services
from mtrdesk.services.draft.seatings import seating_sheet
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.event_file.reading import history_from_json
from tests.helpers.corpus import run_main
from tests.helpers.structure_events import BUILDERS, Clock


def normalized(document: dict[str, Any]) -> dict[str, Any]:
    """The document with entry and team ids renumbered by order (import renumbers them)."""
    doc = json.loads(json.dumps(document))
    player = {p["id"]: i for i, p in enumerate(doc["players"])}
    team = {t["id"]: i for i, t in enumerate(doc["teams"])}
    for t in doc["teams"]:
        t["id"] = team[t["id"]]
    for p in doc["players"]:
        p["id"] = player[p["id"]]
        p["team"] = None if p["team"] is None else team[p["team"]]
    for rnd in doc["rounds"]:
        for m in rnd["matches"]:
            m["p1"] = player[m["p1"]]
            m["p2"] = None if m["p2"] is None else player[m["p2"]]
        for pod in rnd["pods"]:
            for seat in pod["seats"]:
                seat["player"] = player[seat["player"]]
    doc["audit"] = [a for a in doc["audit"] if a["action"] != "import_event"]
    return doc


def round_trip(tmp_path: Path, name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """The event ``name`` builds, exported; then imported elsewhere and exported again."""
    with Services.open(tmp_path / "a.sqlite3", clock=Clock(), rng=random.Random(9)) as services:
        first = export_event(services, BUILDERS[name](services))
    with Services.open(tmp_path / "b.sqlite3", clock=Clock()) as services:
        second = export_event(services, import_event(services, first))
    return first, second


@pytest.mark.parametrize("name", sorted(BUILDERS))
def test_every_structure_comes_back_as_it_was_exported(tmp_path: Path, name: str) -> None:
    first, second = round_trip(tmp_path, name)
    assert first["version"] == 9
    assert normalized(second) == normalized(first)
    # What the file says is read back as the same event.
    assert document_from_dict(second).settings == document_from_dict(first).settings


def test_team_events_keep_teams_seats_and_seat_matches(tmp_path: Path) -> None:
    first, _ = round_trip(tmp_path, "teams3")
    assert first["event"]["structure"] == "team_of_three"
    assert [t["name"] for t in first["teams"]] == [f"チーム{n}" for n in range(6)]
    seats = sorted((p["team"], p["seat"]) for p in first["players"])
    assert seats == sorted((t["id"], s) for t in first["teams"] for s in "ABC")
    matches = [m for r in first["rounds"] for m in r["matches"]]
    assert {m["seat"] for m in matches} == {"A", "B", "C"}
    # A team bye is a bye for each seat (the dropped team left five).
    assert sorted(m["seat"] for m in matches if m["kind"] == "bye") == [
        "A",
        "A",
        "B",
        "B",
        "C",
        "C",
    ]
    # Table 1 holds seat matches 1A, 1B and 1C of one team match.
    first_round = first["rounds"][0]["matches"]
    assert sorted(m["seat"] for m in first_round if m["table"] == 1) == ["A", "B", "C"]


def test_two_headed_giant_keeps_one_match_per_team_match(tmp_path: Path) -> None:
    first, _ = round_trip(tmp_path, "2hg")
    assert first["event"]["structure"] == "two_headed_giant"
    assert first["event"]["games_to_win"] == 1  # MTR 9.1
    seat_a = {p["id"] for p in first["players"] if p["seat"] == "A"}
    for rnd in first["rounds"]:
        for m in rnd["matches"]:
            assert m["seat"] == "" and m["p1"] in seat_a
            assert m["p2"] is None or m["p2"] in seat_a


def test_multiplayer_keeps_pods_results_and_playoff_seeds(tmp_path: Path) -> None:
    first, _ = round_trip(tmp_path, "multiplayer")
    assert first["event"]["structure"] == "multiplayer"
    assert first["event"]["multiplayer"] == {"pod_size": 4, "playoff_size": 4}
    swiss = [r for r in first["rounds"] if not r["playoff"]]
    assert all(r["pods"] and not r["matches"] for r in swiss)
    results = [s["result"] for r in swiss for pod in r["pods"] for s in pod["seats"]]
    assert set(results) == {"win", "draw", "loss"}
    assert all(pod["reported_at"] for r in first["rounds"] for pod in r["pods"])
    seeds = sorted(p["pod_playoff_seed"] for p in first["players"] if p["pod_playoff_seed"])
    assert seeds == [1, 2, 3, 4]
    (final,) = [r for r in first["rounds"] if r["playoff"]]
    # 2.4C: a drawn playoff pod goes to the best seed among the players who drew.
    assert sorted(s["result"] for s in final["pods"][0]["seats"]) == ["draw", "loss", "loss", "win"]


def test_playoff_variants_keep_their_settings_and_players(tmp_path: Path) -> None:
    draft, _ = round_trip(tmp_path / "draft", "draft_top8")
    assert draft["event"]["playoff"] == "draft_top8"
    assert sorted(p["draft_seat"] for p in draft["players"] if p["draft_seat"]) == list(range(1, 9))
    advanced, _ = round_trip(tmp_path / "advance", "early_advancement")
    assert advanced["event"]["advance_points"] == 9
    locked = [p for p in advanced["players"] if p["advanced_seed"] is not None]
    assert locked and all(p["advanced_after"] == 3 for p in locked)
    elimination, _ = round_trip(tmp_path / "elimination", "elimination_only")
    assert elimination["event"]["elimination_only"] is True
    assert elimination["event"]["swiss_rounds"] is None
    ended, _ = round_trip(tmp_path / "end", "end_rule")
    assert (ended["event"]["end_rule"], ended["event"]["end_rule_after"]) == (
        "unless_sole_leader",
        4,
    )


# The command line's messages make a QCoreApplication when none exists; a later widget
# test in the same worker then cannot have its QApplication: make that one first (as the
# corpus does).
@pytest.mark.usefixtures("qapp")
def test_the_command_line_moves_a_team_and_a_multiplayer_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The commands by ``mtrdesk.cli.main`` in this process (as the corpus runs them)."""

    def command(*argv: str) -> str:
        done = run_main(argv, capsys)
        assert done.status == 0, done.stderr
        return done.stdout

    for name in ("teams2", "multiplayer"):
        source, target = tmp_path / f"{name}-a.sqlite3", tmp_path / f"{name}-b.sqlite3"
        with Services.open(source, clock=Clock(), rng=random.Random(9)) as services:
            event_id = BUILDERS[name](services)
        exported, again = tmp_path / f"{name}.json", tmp_path / f"{name}-again.json"
        command("--db", str(source), "export", str(event_id), "-o", str(exported))
        imported = json.loads(command("--db", str(target), "import", "--create", str(exported)))
        command("--db", str(target), "export", str(imported["event"]), "-o", str(again))
        first = json.loads(exported.read_text(encoding="utf-8"))
        assert normalized(json.loads(again.read_text(encoding="utf-8"))) == normalized(first)
        with Services.open(source) as a, Services.open(target) as b:
            if name == "teams2":
                left = [(r.name, r.points, r.omwp) for r in a.standings.team_standings(event_id)]
                right = b.standings.team_standings(imported["event"])
            else:
                left = [(r.name, r.points, r.omwp) for r in a.multiplayer.standings(event_id)]
                right = b.multiplayer.standings(imported["event"])
            assert left == [(r.name, r.points, r.omwp) for r in right]


@pytest.mark.parametrize("name", ["teams2", "teams3", "2hg", "multiplayer"])
def test_an_exported_file_is_ranked_as_the_window_ranks_it(tmp_path: Path, name: str) -> None:
    """``mtrdesk standings`` of an exported file: the services' standings of the event."""
    with Services.open(tmp_path / "a.sqlite3", clock=Clock(), rng=random.Random(9)) as services:
        event_id = BUILDERS[name](services)
        document = export_event(services, event_id)
        if name == "multiplayer":
            expected = [(r.name, r.points) for r in services.multiplayer.standings(event_id)]
        else:
            expected = [(r.name, r.points) for r in services.standings.team_standings(event_id)]
    history = history_from_json(document)
    if name == "multiplayer":
        rows = [(history.names[r.entry], r.points) for r in history.pod_standings()]
    else:
        rows = [(r.name, r.points) for r in history.team_standings()]
    assert rows == expected


def test_draft_pod_seats_and_draft_drops_come_back(tmp_path: Path) -> None:
    """MTR 7.6, 7.7: each pod seat and a drafter who stopped survive export → import →
    export; an older file without seats still imports, its seats derived as printed."""
    with Services.open(tmp_path / "a.sqlite3", clock=Clock(), rng=random.Random(9)) as services:
        event_id, _ = services.events.create(
            EventSettings(
                name="金曜ドラフト", date=dt.date(2026, 11, 20), format=Format.BOOSTER_DRAFT
            )
        )
        for n in range(12):
            services.players.add(event_id, f"選手{n:02d}", player_id=f"ID{n:02d}")
        services.pods.seat(event_id, 8, seed=4)
        view = services.pods.seats(event_id)
        services.pods.swap(event_id, view.pods[0].seats[0].entry, view.pods[1].seats[2].entry)
        services.pods.drop_from_draft(event_id, view.pods[1].seats[1].entry, 2, 7)
        first = export_event(services, event_id)
        seats = {
            s.entry: (s.pod, s.seat) for p in services.pods.seats(event_id).pods for s in p.seats
        }
    assert {(p["pod"], p["pod_seat"]) for p in first["players"]} == set(seats.values())
    assert [p["draft_drop"] for p in first["players"] if p["draft_drop"]] == [[2, 7]]
    with Services.open(tmp_path / "b.sqlite3", clock=Clock()) as services:
        imported = import_event(services, first)
        second = export_event(services, imported)
        assert services.pods.seats(imported).pod(2).drops == ((2, 2, 7),)  # type: ignore[union-attr]
    assert normalized(second) == normalized(first)
    # The file as version 3 wrote it: no seats, no drops.
    old = json.loads(json.dumps(first))
    old["version"] = 3
    for p in old["players"]:
        del p["pod_seat"], p["draft_drop"]
    history = history_from_json(old)
    with Services.open(tmp_path / "c.sqlite3", clock=Clock()) as services:
        third = export_event(services, import_event(services, old))
        derived = services.pods.seats(services.events.list_events()[0].id)
    assert all(p["pod_seat"] is None for p in third["players"])
    assert [sorted(p.seat_numbers) for p in derived.pods] == [list(range(1, 7))] * 2
    sheet = seating_sheet(history.state)
    assert [[p.seat for p in pod.players] for pod in sheet.pods] == [list(range(1, 7))] * 2
