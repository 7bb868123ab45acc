"""``mtrdesk export`` / ``mtrdesk import`` move a whole event between databases, losing nothing."""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path
from typing import Any

from mtrdesk.core.settings import EventSettings, Floor, Format, Playoff, Rel
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Services
from tests.helpers.cli_helpers import run_cli

DECK_CHECK = ExtensionReason.DECK_CHECK
CLOCK = lambda: dt.datetime(2026, 11, 21, 18, 30)  # noqa: E731 - a fixed clock


def played_event(db: Path) -> int:
    """Ten players, a drop, a late entry, an awarded bye, three rounds and a top 4."""
    settings = EventSettings(
        "金曜モダン",
        dt.date(2026, 11, 20),
        format=Format.MODERN,
        rel=Rel.COMPETITIVE,
        swiss_rounds=3,
        playoff=Playoff.TOP4,
        floor=Floor.THIRD,
    )
    rng = random.Random(3)
    with Services.open(db, clock=CLOCK, rng=random.Random(9)) as services:
        event_id, _ = services.events.create(settings)
        ids = [
            services.players.add(event_id, f"山田{i}", "太郎", f"やまだ{i}", f"p{i}@example.jp")[0]
            for i in range(9)
        ]
        services.players.set_awarded_byes(ids[0], 1)
        for number in range(1, 4):
            rnd, _ = services.rounds.pair_next(event_id, seed=100 + number)
            if number == 2:  # MTR 2.6: a deck check of 5 minutes (+3), then a ruling
                table = next(m.table for m in rnd.matches if m.player2 is not None)
                services.extensions.add(event_id, 2, table, 5, DECK_CHECK, note="ジャッジ 佐藤")
                services.extensions.add(event_id, 2, table, 2, ExtensionReason.JUDGE_RULING)
            for match in rnd.matches:
                if match.player2 is not None:
                    text = rng.choice(["2-0", "2-1", "0-2", "1-1-1", "0-0-3"])
                    services.rounds.report(event_id, number, match.table, text)
            if number == 1:
                services.players.drop(ids[5])
                services.players.add(event_id, "遅刻", "花子", "ちこく はなこ")
        services.playoff.start(event_id)
        bracket = services.playoff.bracket(event_id)
        for match in bracket.next_matches:
            if match.player2 is not None:
                services.playoff.report(event_id, match.round, match.table, "2-1")
    return event_id


def normalized(document: dict[str, Any]) -> dict[str, Any]:
    """The document with entry ids renumbered by order (import may renumber them)."""
    order = {p["id"]: i for i, p in enumerate(document["players"])}
    doc = json.loads(json.dumps(document))
    for p in doc["players"]:
        p["id"] = order[p["id"]]
    for rnd in doc["rounds"]:
        for m in rnd["matches"]:
            m["p1"] = order[m["p1"]]
            m["p2"] = None if m["p2"] is None else order[m["p2"]]
    doc["audit"] = [a for a in doc["audit"] if a["action"] != "import_event"]
    for a in doc["audit"]:
        a["detail"] = {k: v for k, v in a["detail"].items() if not k.endswith("id")}
    return doc


def test_export_import_export_is_the_same_event(tmp_path: Path) -> None:
    first_db, second_db = tmp_path / "store-a.sqlite3", tmp_path / "store-b.sqlite3"
    event_id = played_event(first_db)
    exported = tmp_path / "event.mtrdesk"  # the event file's extension (issue 19)
    run_cli("--db", str(first_db), "export", str(event_id), "-o", str(exported))
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["format"] == "mtrdesk-event" and document["version"] == 9
    assert document["event"]["name"] == "金曜モダン"
    extended = document["rounds"][1]["extensions"]
    assert [(x["minutes"], x["reason"], x["note"]) for x in extended] == [
        (8, "deck_check", "ジャッジ 佐藤"),
        (2, "judge_ruling", ""),
    ]
    assert any(m["kind"] == "awarded_bye" for r in document["rounds"] for m in r["matches"])
    assert any(m["kind"] == "late_entry_loss" for r in document["rounds"] for m in r["matches"])
    assert any(r["playoff"] for r in document["rounds"])

    imported = json.loads(
        run_cli("--db", str(second_db), "import", "--create", str(exported)).stdout
    )
    again = tmp_path / "again.json"  # named as older versions named it: the same file
    run_cli("--db", str(second_db), "export", "金曜モダン", "-o", str(again))
    assert normalized(json.loads(again.read_text(encoding="utf-8"))) == normalized(document)

    with Services.open(first_db) as a, Services.open(second_db) as b:
        left = [(r.name, r.points, r.omwp) for r in a.standings.standings(event_id)]
        right = [(r.name, r.points, r.omwp) for r in b.standings.standings(imported["event"])]
        assert left == right
        assert [r.name for r in a.playoff.final_standings(event_id)] == [
            r.name for r in b.playoff.final_standings(imported["event"])
        ]


def test_standings_and_pair_read_an_exported_file(tmp_path: Path) -> None:
    db = tmp_path / "store.sqlite3"
    event_id = played_event(db)
    exported = tmp_path / "event.mtrdesk"
    run_cli("--db", str(db), "export", str(event_id), "-o", str(exported))
    rows = json.loads(run_cli("standings", str(exported)).stdout)
    with Services.open(db) as services:
        expected = services.standings.standings(event_id)
    assert [r["player"] for r in rows] == [r.name for r in expected]
    assert rows[0]["omwp"] == float(expected[0].omwp)
    # The playoff has begun: no further Swiss round to pair.
    done = run_cli("--lang", "en", "pair", str(exported), "--seed", "1", check=False)
    assert done.returncode == 1 and "playoff has already started" in done.stderr


def test_pair_reads_an_exported_file_as_the_window_pairs_it(tmp_path: Path) -> None:
    """Awarded byes, a drop and a late entry: the command pairs round 2 of the file as
    ``pair_next`` pairs it in the database, given the same seed."""
    db = tmp_path / "store.sqlite3"
    settings = EventSettings("土曜スタンダード", dt.date(2026, 11, 21), swiss_rounds=3)
    rng = random.Random(5)
    with Services.open(db, clock=CLOCK, rng=random.Random(9)) as services:
        event_id, _ = services.events.create(settings)
        ids = [
            services.players.add(event_id, f"佐藤{i}", "一郎", f"さとう{i}")[0] for i in range(11)
        ]
        services.players.set_awarded_byes(ids[0], 2)
        services.players.set_awarded_byes(ids[1], 1)
        first, _ = services.rounds.pair_next(event_id, seed=1)
        for match in first.matches:
            if match.awaiting_result:
                text = rng.choice(["2-0", "2-1", "0-2", "1-1-1"])
                services.rounds.report(event_id, 1, match.table, text)
        services.players.drop(ids[5])
        services.players.add(event_id, "遅刻", "花子", "ちこく はなこ")
    exported = tmp_path / "event.json"
    run_cli("--db", str(db), "export", str(event_id), "-o", str(exported))

    rows = json.loads(run_cli("pair", str(exported), "--seed", "77").stdout)
    with Services.open(db, clock=CLOCK) as services:
        second, _ = services.rounds.pair_next(event_id, seed=77)
    expected = [
        {"table": m.table, "p1": m.player1_name, "p2": m.player2_name}
        for m in second.matches
        if m.kind in (MatchKind.PAIRED, MatchKind.BYE, MatchKind.AWARDED_BYE)
    ]
    assert {"table": None, "p1": "佐藤0 一郎", "p2": None} in rows
    assert sorted(rows, key=str) == sorted(expected, key=str)


def test_import_refuses_a_newer_file_and_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "store.sqlite3"
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"format": "mtrdesk-event", "version": 99}), encoding="utf-8")
    done = run_cli("--db", str(db), "--lang", "en", "import", str(newer), check=False)
    assert done.returncode == 1
    assert "newer" in done.stderr.lower()
    assert not db.exists()  # the file is judged before any database is opened


def test_import_reuses_regulars_and_refuses_an_id_held_by_someone_else(tmp_path: Path) -> None:
    from mtrdesk.services.errors import Problem, ServiceError
    from mtrdesk.services.event_file.interchange import export_event, import_event

    source = tmp_path / "a.sqlite3"
    event_id = played_event(source)
    with Services.open(source, clock=CLOCK) as services:
        document = export_event(services, event_id)

    target = tmp_path / "b.sqlite3"
    with Services.open(target, clock=CLOCK) as services:
        import_event(services, document)
        import_event(services, document)  # the same regulars: no second roster row
        assert len(services.players.search_roster("やまだ", limit=100)) == 9
        assert len(services.players.search_roster("ちこく", limit=100)) == 1

    other = tmp_path / "c.sqlite3"
    with Services.open(other, clock=CLOCK) as services:
        event, _ = services.events.create(EventSettings("別の大会", dt.date(2026, 11, 22)))
        services.players.add(event, "佐々木", "次郎", "ささき じろう", "p1@example.jp")
        before = services.events.list_events()
        try:
            import_event(services, document)
        except ServiceError as error:
            assert error.problem is Problem.DUPLICATE_PLAYER_ID
        else:
            raise AssertionError("an ID held by another person was imported")
        assert services.events.list_events() == before  # nothing half-imported
