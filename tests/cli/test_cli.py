"""The command line, run as a user runs it: ``python -m mtrdesk SUBCOMMAND`` in a process."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from cli_helpers import run_cli

CONFORMANCE = Path(__file__).resolve().parents[3] / "shared" / "conformance"
FILES = sorted(CONFORMANCE.glob("*.json")) if CONFORMANCE.is_dir() else []


def places(value: float) -> int:
    exponent = Decimal(repr(value)).as_tuple().exponent
    assert isinstance(exponent, int)
    return max(0, -exponent)


@pytest.mark.skipif(not FILES, reason=f"conformance data not found at {CONFORMANCE}")
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


@pytest.mark.skipif(not FILES, reason="conformance data missing")
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
    assert done.returncode == 2
    assert "not an mtrdesk event file" in done.stderr
    assert "Traceback" not in done.stderr
    done = run_cli("--lang", "ja", "standings", str(bogus), check=False)
    assert done.returncode == 2
    assert "mtrdesk" in done.stderr and "ファイル" in done.stderr
