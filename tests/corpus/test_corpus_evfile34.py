"""The bad-input corpus for event files checked a whole list at a time (issue 33, item 2:
``core.event_file.bulk``; the audit details checked as bytes, ``schema.details_fit``).

Each file below has one value the bulk checks must not let through: the field-by-field
reader then names it. Each goes through ``standings``, ``import`` and ``check-pairings``:
the documented exit status, the damaged-file sentence naming the field on standard
error, no traceback, and every file byte for byte as it was.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot
from tests.helpers.empty_database import empty_database
from tests.helpers.event_file_cases import set_at

EVENT, DB = "event.mtrdesk", "db.sqlite3"
DAMAGED = "This event file is damaged"
TOO_DEEP = "nested deeper than an event file ever is"
Doc = dict[str, Any]


def _base() -> Doc:
    doc = document_to_dict(simulate_event(Simulation(12, seed=4, rounds=3, drop_rate=0.0)))
    for i in range(3000):  # past the first 2,048 details checked at once
        detail = {"entry": i % 12 + 1, "tables": [[1, 2]], "previous": None}
        doc["audit"].append({"when": "2026-11-20T10:00:00", "action": "x", "detail": detail})
    return doc


BASE = _base()


def _at(path: str, value: Any) -> Callable[[Doc], Doc]:
    """The change of the value at ``players.0.family`` (dots and indexes)."""
    return lambda doc: set_at(doc, path, value)


def _table_twice(doc: Doc) -> Doc:
    first, second = doc["rounds"][1]["matches"][:2]
    second["table"] = first["table"]
    return doc


def _player_twice(doc: Doc) -> Doc:
    first, second = doc["rounds"][2]["matches"][:2]
    second["p2"] = first["p1"]
    return doc


def _deep(levels: int) -> Any:
    value: Any = 1
    for _ in range(levels):
        value = [value]
    return value


#: (id, change, what standard error names besides the sentence).
CASES: list[tuple[str, Callable[[Doc], Doc], str]] = [
    ("family-blank", _at("players.0.family", "  "), "players[0].family"),
    ("family-bell", _at("players.3.family", "宮本\x07"), "players[3].family"),
    ("given-override", _at("players.2.given", "a\u202eb"), "players[2].given"),
    ("email-nul", _at("players.5.email", "a@b\x00"), "players[5].email"),
    ("player-seat-d", _at("players.4.seat", "D"), "players[4].seat"),
    ("match-seat-d", _at("rounds.0.matches.0.seat", "D"), "rounds[0].matches[0].seat"),
    ("match-month-13", _at("rounds.1.matches.2.reported_at", "2026-13-01T10:00:00"), "[2]"),
    ("match-bye-opponent", _at("rounds.0.matches.0.kind", "bye"), "rounds[0].matches[0]"),
    ("match-0-0", _at("rounds.0.matches.1.result", [0, 0, 0]), "rounds[0].matches[1]"),
    ("match-3-0", _at("rounds.2.matches.0.result", [3, 0, 0]), "rounds[2].matches[0]"),
    ("match-stranger", _at("rounds.0.matches.0.p2", 999), "rounds[0].matches[0]"),
    ("table-twice", _table_twice, "rounds[1].matches[1]"),
    ("player-twice", _player_twice, "rounds[2].matches[1]"),
    ("audit-hour-25", _at("audit.2500.when", "2026-11-20T25:00:00"), "audit[2500].when"),
    ("audit-action-escape", _at("audit.10.action", "x\x1b"), "audit[10].action"),
    ("audit-detail-deep-late", _at("audit.2900.detail", {"x": _deep(40)}), TOO_DEEP),
    ("audit-detail-20-digits-late", _at("audit.2100.detail", {"n": 10**19}), "20 digits"),
]

COMMANDS: list[Callable[[Path], list[str]]] = [
    lambda f: ["standings", str(f / EVENT)],
    lambda f: ["import", str(f / EVENT), "--db", str(f / DB)],
    lambda f: ["check-pairings", str(f / EVENT), "--json"],
]


@pytest.fixture(scope="module")
def files() -> dict[str, bytes]:
    """Each case's file, made once."""
    return {
        name: json.dumps(change(copy.deepcopy(BASE)), ensure_ascii=False).encode("utf-8")
        for name, change, _ in CASES
    }


@pytest.mark.parametrize(("name", "said"), [(c[0], c[2]) for c in CASES], ids=[c[0] for c in CASES])
def test_a_value_the_bulk_checks_meet_is_refused_naming_it(
    tmp_path: Path,
    files: dict[str, bytes],
    name: str,
    said: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    empty_database(tmp_path / DB)
    (tmp_path / EVENT).write_bytes(files[name])
    for argv in COMMANDS:
        words = argv(tmp_path)
        before = snapshot(tmp_path)
        outcome = run_main(words, capsys)
        assert_refused_cleanly(outcome, refusal_status(words), before, snapshot(tmp_path))
        expected = TOO_DEEP if said == TOO_DEEP else DAMAGED
        assert expected in outcome.stderr, (name, words, outcome.stderr)
        assert said in outcome.stderr, (name, words, outcome.stderr)


def test_the_same_file_unchanged_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / EVENT).write_bytes(json.dumps(BASE, ensure_ascii=False).encode("utf-8"))
    outcome = run_main(["standings", str(tmp_path / EVENT)], capsys)
    assert outcome.status == 0, outcome.stderr
    assert len(json.loads(outcome.stdout)) == 12
