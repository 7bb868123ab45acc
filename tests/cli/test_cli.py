"""The command line, run as a user runs it: ``python -m mtrdesk SUBCOMMAND`` in a process."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from tests.helpers.cli_helpers import REPO, run_cli
from tests.helpers.data import CONFORMANCE

FILES = sorted(CONFORMANCE.glob("*.json"))


def places(value: float) -> int:
    exponent = Decimal(repr(value)).as_tuple().exponent
    assert isinstance(exponent, int)
    return max(0, -exponent)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name[:40])
def test_standings_floor_third_reproduces_published_standings(path: Path) -> None:
    published = json.loads(path.read_text(encoding="utf-8"))["standings"]
    ours = json.loads(run_cli("standings", str(path), "--floor", "third").stdout)

    keys = ("points", "omwp", "gwp", "ogwp")
    decimals = max(places(row[k]) for row in published for k in keys[1:])
    assert len(ours) == len(published)
    by_name = {row["player"]: row for row in ours}
    for theirs in published:
        mine = by_name[theirs["player"]]
        assert mine["points"] == theirs["points"], theirs["player"]
        for key in keys[1:]:
            unit = 10.0 ** -max(decimals, places(theirs[key]))
            assert abs(mine[key] - theirs[key]) <= unit * 1.000001, (theirs["player"], key)
    # Same order, except that rows equal on all four keys may swap.
    for mine, theirs in zip(ours, published, strict=True):
        if mine["player"] != theirs["player"]:
            other = by_name[theirs["player"]]
            assert [mine[k] for k in keys] == [other[k] for k in keys]
    assert [row["rank"] for row in ours] == list(range(1, len(ours) + 1))


def test_pair_is_seeded_complete_and_rematch_free() -> None:
    path = next(p for p in FILES if "fight-the-pauper" in p.name)
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    first = json.loads(run_cli("pair", str(path), "--seed", "7").stdout)
    again = json.loads(run_cli("pair", str(path), "--seed", "7").stdout)
    assert first == again

    met = {
        frozenset((m["p1"], m["p2"])) for rnd in doc["rounds"] for m in rnd if m["p2"] is not None
    }
    last_round = {m["p1"] for m in doc["rounds"][-1]} | {
        m["p2"] for m in doc["rounds"][-1] if m["p2"]
    }
    seen = [name for row in first for name in (row["p1"], row["p2"]) if name is not None]
    assert sorted(seen) == sorted(last_round)  # everyone still playing, once each
    assert not [row for row in first if row["p2"] and frozenset((row["p1"], row["p2"])) in met]
    assert [row["table"] for row in first if row["p2"]] == list(range(1, len(first) + 1))[
        : len([r for r in first if r["p2"]])
    ]


def test_a_file_that_is_not_an_event_gets_a_clear_message(tmp_path: Path) -> None:
    bogus = tmp_path / "notes.json"
    bogus.write_text('{"hello": 1}', encoding="utf-8")
    done = run_cli("standings", str(bogus), "--lang", "en", check=False)
    assert done.returncode == 1
    assert "not an mtrdesk event file" in done.stderr
    assert "Traceback" not in done.stderr
    done = run_cli("--lang", "ja", "standings", str(bogus), check=False)
    assert done.returncode == 1
    assert "mtrdesk" in done.stderr and "ファイル" in done.stderr


# --- event files a user may hand to ``standings`` and ``pair`` ---------------------------


def event_file(
    tmp_path: Path, players: list[dict[str, Any]], rounds: list[list[dict[str, Any]]]
) -> Path:
    """A small mtrdesk event file; players are ``{"id": n, ...}``, rounds lists of matches."""
    document = {
        "format": "mtrdesk-event",
        "version": 1,
        "event": {"name": "Friday", "date": "2026-11-20"},
        "players": [{"family": f"P{p['id']}", **p} for p in players],
        "rounds": [
            {"number": number, "matches": matches} for number, matches in enumerate(rounds, 1)
        ],
    }
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def paired(table: int, first: int, second: int, result: list[int] | None) -> dict[str, Any]:
    return {"table": table, "kind": "paired", "p1": first, "p2": second, "result": result}


def refused(*args: str) -> str:
    """Run a command that must fail cleanly: exit 1, one message, no traceback."""
    done = run_cli("--lang", "en", *args, check=False)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert done.stdout == ""
    return done.stderr


def test_output_has_exactly_the_documented_keys(tmp_path: Path) -> None:
    path = event_file(tmp_path, [{"id": 1}, {"id": 2}, {"id": 3}], [[paired(1, 1, 2, [2, 1, 0])]])
    standings = json.loads(run_cli("standings", str(path)).stdout)
    pairings = json.loads(run_cli("pair", str(path), "--seed", "1").stdout)
    assert [list(row) for row in standings] == [
        ["rank", "player", "points", "omwp", "gwp", "ogwp"]
    ] * 3
    assert [list(row) for row in pairings] == [["table", "p1", "p2"]] * 2


def test_a_missing_file_is_named_as_missing(tmp_path: Path) -> None:
    for command in ("standings", "pair"):
        message = refused(command, str(tmp_path / "nowhere.json"))
        assert "nowhere.json" in message and "No such file" in message
    assert "Is a directory" in refused("standings", str(tmp_path))


def test_a_damaged_file_says_where(tmp_path: Path) -> None:
    # Player 1 twice in round 1, and a 3-0 in a best of three (MTR 2.1).
    path = event_file(
        tmp_path, [{"id": n} for n in (1, 2, 3)], [[paired(1, 1, 2, None), paired(2, 1, 3, None)]]
    )
    message = refused("standings", str(path))
    assert "damaged" in message and "rounds[0].matches[1]" in message
    path = event_file(tmp_path, [{"id": 1}, {"id": 2}], [[paired(1, 1, 2, [3, 0, 0])]])
    assert "too_many_wins" in refused("pair", str(path))


def test_pair_refuses_too_few_players(tmp_path: Path) -> None:
    nobody = event_file(tmp_path, [], [])
    assert "two active players" in refused("pair", str(nobody))
    alone = event_file(tmp_path, [{"id": 1}], [])
    assert "two active players" in refused("pair", str(alone))
    everyone_left = event_file(
        tmp_path,
        [{"id": 1, "dropped_after_round": 1}, {"id": 2, "dropped_after_round": 1}],
        [[paired(1, 1, 2, [2, 0, 0])]],
    )
    assert "two active players" in refused("pair", str(everyone_left))
    assert json.loads(run_cli("standings", str(everyone_left)).stdout)[0]["player"] == "P1"


def test_pair_waits_for_every_result_of_the_last_round(tmp_path: Path) -> None:
    path = event_file(
        tmp_path,
        [{"id": n} for n in (1, 2, 3, 4)],
        [[paired(1, 1, 2, [2, 0, 0]), paired(2, 3, 4, None)]],
    )
    assert "missing" in refused("pair", str(path)).lower()
    # A result missing from an earlier round counts as much.
    path = event_file(
        tmp_path,
        [{"id": n} for n in (1, 2, 3, 4)],
        [
            [paired(1, 1, 2, [2, 0, 0]), paired(2, 3, 4, None)],
            [paired(1, 1, 3, [2, 0, 0]), paired(2, 2, 4, [2, 1, 0])],
        ],
    )
    assert "missing" in refused("pair", str(path)).lower()


def test_pair_leaves_awarded_byes_out_of_the_pairing(tmp_path: Path) -> None:
    # P1 has two awarded byes (MTR Appendix E): round 2 is theirs too, never a table.
    bye = {"table": None, "kind": "awarded_bye", "p1": 1, "p2": None, "result": [2, 0, 0]}
    path = event_file(
        tmp_path,
        [{"id": 1, "awarded_byes": 2}, *({"id": n} for n in (2, 3, 4, 5))],
        [[bye, paired(1, 2, 3, [2, 0, 0]), paired(2, 4, 5, [2, 1, 0])]],
    )
    for seed in ("1", "2", "3"):
        rows = json.loads(run_cli("pair", str(path), "--seed", seed).stdout)
        assert [row for row in rows if row["p2"] is not None and "P1" in row.values()] == []
        assert {"table": None, "p1": "P1", "p2": None} in rows
        assert sorted(n for row in rows for n in (row["p1"], row["p2"]) if n) == [
            "P1",
            "P2",
            "P3",
            "P4",
            "P5",
        ]


def test_a_drop_before_round_one_is_not_in_the_standings(tmp_path: Path) -> None:
    # MTR 2.10: "considered to have not participated ... not listed in the finish order".
    path = event_file(
        tmp_path,
        [{"id": 1, "dropped_after_round": 0}, {"id": 2}, {"id": 3}],
        [[paired(1, 2, 3, [2, 0, 0])]],
    )
    rows = json.loads(run_cli("standings", str(path)).stdout)
    assert [row["player"] for row in rows] == ["P2", "P3"]


def test_pair_without_a_seed_shows_the_seed_it_drew(tmp_path: Path) -> None:
    path = event_file(tmp_path, [{"id": n} for n in range(1, 11)], [])
    drawn = run_cli("--lang", "en", "pair", str(path))
    match = re.fullmatch(
        r"Seed drawn for this round: (\d+) \(pass --seed \1 to pair it the same way again\)",
        drawn.stderr.strip(),
    )
    assert match, drawn.stderr
    seed = match.group(1)
    assert run_cli("pair", str(path), "--seed", seed).stdout == drawn.stdout
    in_japanese = run_cli("--lang", "ja", "pair", str(path)).stderr
    assert "シード" in in_japanese and "--seed" in in_japanese


def test_a_reader_that_stops_early_gets_no_error(tmp_path: Path) -> None:
    path = event_file(tmp_path, [{"id": n} for n in range(1, 3001)], [])
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8"}
    process = subprocess.Popen(
        [sys.executable, "-m", "mtrdesk", "standings", str(path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=REPO,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # like ``| head``: the reader is gone before anything is written
    error = process.stderr.read().decode()
    process.stderr.close()
    process.wait(timeout=120)
    assert error == ""


def test_import_of_a_file_that_is_not_json_gets_a_clear_message(tmp_path: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("not an event", encoding="utf-8")
    db = str(tmp_path / "store.sqlite3")
    assert "not an mtrdesk event file" in refused("--db", db, "import", str(text))
    assert "No such file" in refused("--db", db, "import", str(tmp_path / "gone.json"))


def test_json_is_utf_8_whatever_the_console_code_page(tmp_path: Path) -> None:
    # A Japanese Windows machine writes redirected output in cp932, which has no "é".
    path = event_file(
        tmp_path,
        [{"id": 1, "family": "Tropée", "given": "Alexandre"}, {"id": 2, "family": "山田"}],
        [[paired(1, 1, 2, [2, 1, 0])]],
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "cp932"}
    for command in (["standings", str(path)], ["pair", str(path), "--seed", "1"]):
        done = subprocess.run(
            [sys.executable, "-m", "mtrdesk", *command],
            capture_output=True,
            env=env,
            cwd=REPO,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr.decode("cp932", "replace")
        rows = json.loads(done.stdout.decode("utf-8"))
        names = {row[key] for row in rows for key in ("player", "p1", "p2") if row.get(key)}
        assert names == {"Tropée Alexandre", "山田"}
