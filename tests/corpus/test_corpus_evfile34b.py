"""The bad-input corpus for a round's matches checked column by column and the times and
texts checked once per distinct value (issue 33, item 2: ``core.event_file.bulk``'s
``round_matches``, ``times_fit``, ``texts_fit``).

Each file below has one value those checks must not let through, several of them a value
met twice so that the first in the file's order is the one named: the field-by-field
reader then names it. Each goes through ``standings``, ``import`` and ``check-pairings``:
the documented exit status, the damaged-file sentence naming the field on standard error,
no traceback, and every file byte for byte as it was. Last, a file whose rounds come out
of order ranks as the same file in order (the standings' history read round by round).
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
Doc = dict[str, Any]
BASE = document_to_dict(simulate_event(Simulation(12, seed=8, rounds=3, drop_rate=0.0)))


def _set(*changes: tuple[str, Any]) -> Callable[[Doc], Doc]:
    """The change of each value at its path (``rounds.0.matches.1.p2``: dots and indexes)."""

    def change(doc: Doc) -> Doc:
        for path, value in changes:
            set_at(doc, path, value)
        return doc

    return change


def _self_paired(doc: Doc) -> Doc:
    match = doc["rounds"][1]["matches"][3]
    match["p2"] = match["p1"]
    return doc


def _seated_in_two_tables(doc: Doc) -> Doc:
    """Round 3's last match's first player also at its first table, against its p2."""
    matches = doc["rounds"][2]["matches"]
    matches[0]["p1"] = matches[-1]["p1"]
    return doc


#: (id, change, what standard error names besides the sentence).
CASES: list[tuple[str, Callable[[Doc], Doc], str]] = [
    ("paired-without-opponent", _set(("rounds.1.matches.2.p2", None)), "rounds[1].matches[2]"),
    ("self-paired", _self_paired, "rounds[1].matches[3]"),
    ("seated-at-two-tables", _seated_in_two_tables, "rounds[2].matches"),
    (
        "time-blank",
        _set(("rounds.0.matches.4.reported_at", "")),
        "rounds[0].matches[4].reported_at",
    ),
    (
        "time-leading-blank-twice",
        _set(
            ("rounds.2.matches.1.reported_at", " 2026-11-20T10:00:00"),
            ("rounds.0.matches.5.reported_at", " 2026-11-20T10:00:00"),
        ),
        "rounds[0].matches[5].reported_at",
    ),
    (
        "time-day-32",
        _set(("rounds.2.matches.0.reported_at", "2026-11-32T10:00:00")),
        "rounds[2].matches[0].reported_at",
    ),
    (
        "result-for-a-bye-kind",
        _set(("rounds.0.matches.0.kind", "late_loss"), ("rounds.0.matches.0.p2", None)),
        "rounds[0].matches[0]",
    ),
    (
        "result-4-games",
        _set(("rounds.1.matches.0.result", [2, 2, 0])),
        "rounds[1].matches[0]",
    ),
    (
        "name-bell-twice",
        _set(("players.7.family", "宮本\x07"), ("players.2.family", "宮本\x07")),
        "players[2].family",
    ),
    ("reading-line-break", _set(("players.4.reading", "みやもと\nだいすけ")), "players[4].reading"),
]

COMMANDS: list[Callable[[Path], list[str]]] = [
    lambda f: ["standings", str(f / EVENT)],
    lambda f: ["import", str(f / EVENT), "--db", str(f / DB)],
    lambda f: ["check-pairings", str(f / EVENT), "--json"],
]


@pytest.mark.parametrize(("name", "change", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_value_the_column_checks_meet_is_refused_naming_it(
    tmp_path: Path,
    name: str,
    change: Callable[[Doc], Doc],
    said: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    empty_database(tmp_path / DB)
    damaged = change(copy.deepcopy(BASE))
    (tmp_path / EVENT).write_bytes(json.dumps(damaged, ensure_ascii=False).encode("utf-8"))
    for argv in COMMANDS:
        words = argv(tmp_path)
        before = snapshot(tmp_path)
        outcome = run_main(words, capsys)
        assert_refused_cleanly(outcome, refusal_status(words), before, snapshot(tmp_path))
        assert DAMAGED in outcome.stderr, (name, words, outcome.stderr)
        assert said in outcome.stderr, (name, words, outcome.stderr)


def test_rounds_out_of_order_rank_as_in_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shuffled = copy.deepcopy(BASE)
    shuffled["rounds"] = [shuffled["rounds"][i] for i in (2, 0, 1)]
    ranked = []
    for doc in (BASE, shuffled):
        (tmp_path / EVENT).write_bytes(json.dumps(doc, ensure_ascii=False).encode("utf-8"))
        outcome = run_main(["standings", str(tmp_path / EVENT)], capsys)
        assert outcome.status == 0, outcome.stderr
        ranked.append(json.loads(outcome.stdout))
    assert ranked[0] == ranked[1] and len(ranked[0]) >= 12
