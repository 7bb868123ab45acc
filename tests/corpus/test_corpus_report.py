"""The bad-input corpus of issue 31's event report (item 3): ``print report`` of an event
file whose deck names are damaged; of an event not started or whose round 1 lacks a
result (a report ranks on complete rounds only); onto its own input. Each case: status 1,
one sentence on standard error and no traceback, nothing on standard output, every file
in the folder unchanged and no PDF written (``tests/helpers/corpus.py``)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot

Doc = dict[str, Any]
EVENT = "ev.mtrdesk"
OUT = "report.pdf"


def _base() -> Doc:
    """A finished event of 8 players and three rounds, every player with a deck name."""
    doc = document_to_dict(simulate_event(Simulation(8, seed=3, rounds=3, drop_rate=0.0)))
    for n, player in enumerate(doc["players"]):
        player["email"], player["deck_name"] = f"p{n}@wizards.example", "Mono-Red"
    return doc


BASE = _base()


def _deck(value: Any) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        doc["players"][0]["deck_name"] = value
        return doc

    return change


def _round_1_unreported(doc: Doc) -> Doc:
    doc["rounds"] = doc["rounds"][:1]
    match = next(m for m in doc["rounds"][0]["matches"] if m["p2"] is not None)
    match["result"] = None
    return doc


def _no_rounds(doc: Doc) -> Doc:
    doc["rounds"] = []
    return doc


DAMAGED = [
    ("deck-number", _deck(3)),
    ("deck-true", _deck(True)),
    ("deck-list", _deck(["Burn"])),
    ("deck-control", _deck("Burn\x1b[31m")),
    ("deck-bidi", _deck("\u202eBurn")),
    ("deck-2000", _deck("デッキ" * 700)),
]


def _write(folder: Path, doc: Doc) -> None:
    (folder / EVENT).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


def _argv(folder: Path) -> list[str]:
    return ["print", "report", str(folder / EVENT), "-o", str(folder / OUT), "--lang", "ja"]


@pytest.mark.parametrize(("change"), [pytest.param(c, id=name) for name, c in DAMAGED])
def test_a_damaged_deck_name_is_refused_cleanly(
    tmp_path: Path, change: Callable[[Doc], Doc], capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path, change(copy.deepcopy(BASE)))
    before = snapshot(tmp_path)
    outcome = run_main(_argv(tmp_path), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    assert "players[0]" in outcome.stderr


@pytest.mark.parametrize(
    ("change", "said"),
    [
        pytest.param(_round_1_unreported, "第1回戦", id="round-1-result-missing"),
        pytest.param(_no_rounds, "第1回戦", id="no-round-yet"),
    ],
)
def test_the_report_of_an_event_without_a_complete_round_is_refused(
    tmp_path: Path, change: Callable[[Doc], Doc], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path, change(copy.deepcopy(BASE)))
    before = snapshot(tmp_path)
    outcome = run_main(_argv(tmp_path), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    assert said in outcome.stderr


def test_the_report_onto_its_own_event_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path, copy.deepcopy(BASE))
    before = snapshot(tmp_path)
    argv = ["print", "report", str(tmp_path / EVENT), "-o", str(tmp_path / EVENT), "--force"]
    assert_refused_cleanly(run_main(argv, capsys), 1, before, snapshot(tmp_path))


def test_the_base_file_prints_its_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The corpus's changes are what is wrong: the file they start from is fine."""
    _write(tmp_path, copy.deepcopy(BASE))
    outcome = run_main(
        ["print", "report", str(tmp_path / EVENT), "-o", str(tmp_path / OUT)], capsys
    )
    assert outcome.status == 0, outcome.stderr
    assert (tmp_path / OUT).read_bytes().startswith(b"%PDF")
