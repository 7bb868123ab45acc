"""The bad-input corpus for the day-two cut (issue 29; MTR 2.10, 10.2).

Every bad cut, typed on ``mtrdesk event create`` or found in an event file, is refused with
one sentence and no traceback, the documented exit status (1 for a refusal, 2 for a number
argparse refuses as out of range), nothing on standard output and every file byte-for-byte
unchanged (``tests/helpers/corpus.py``).
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
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.empty_database import empty_database

DB = "cut.sqlite3"
EVENT = "cut.json"
CREATE = ["event", "create", "二日目カット", "--date", "2026-11-27"]

#: ``event create`` options, the exit status, and a word of the sentence (English).
CREATE_CASES = [
    pytest.param(("--rounds", "3", "--cut-after", "3", "--cut-points", "6"), 1, "cut", id="last"),
    pytest.param(("--rounds", "3", "--cut-after", "0", "--cut-points", "6"), 1, "cut", id="zero"),
    pytest.param(("--rounds", "3", "--cut-after", "2"), 1, "cut", id="no-points"),
    pytest.param(("--rounds", "3", "--cut-points", "6"), 1, "cut", id="no-round"),
    pytest.param(("--cut-after", "2", "--cut-points", "6"), 1, "cut", id="no-rounds"),
    pytest.param(("--rounds", "3", "--cut-after", "2", "--cut-points", "0"), 1, "cut", id="p0"),
    pytest.param(("--rounds", "3", "--cut-after", "99", "--cut-points", "6"), 2, "", id="r99"),
    pytest.param(("--rounds", "3", "--cut-after", "2", "--cut-points", "-1"), 2, "", id="neg"),
    pytest.param(("--rounds", "3", "--cut-after", "二", "--cut-points", "6"), 2, "", id="kanji"),
    pytest.param(
        ("--rounds", "3", "--cut-after", "2", "--cut-points", "9" * 400), 2, "", id="huge"
    ),
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    empty_database(tmp_path / DB)
    return tmp_path


@pytest.mark.parametrize(("options", "status", "word"), CREATE_CASES)
def test_a_bad_cut_on_the_command_line_is_refused(
    folder: Path,
    options: tuple[str, ...],
    status: int,
    word: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = snapshot(folder)
    outcome = run_main([*CREATE, *options, "--db", str(folder / DB)], capsys)
    assert_refused_cleanly(outcome, status, before, snapshot(folder))
    assert word in outcome.stderr


def test_the_refusal_speaks_japanese(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    options = ["--rounds", "3", "--cut-after", "3", "--cut-points", "6"]
    before = snapshot(folder)
    argv = [*CREATE, *options, "--db", str(folder / DB), "--lang", "ja"]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert "2日目" in outcome.stderr and "10.2" in outcome.stderr


Doc = dict[str, Any]


def _base() -> Doc:
    """A valid event of three Swiss rounds with a cut after round 2 at 3 points."""
    doc = document_to_dict(simulate_event(Simulation(8, seed=3, rounds=3, drop_rate=0.0)))
    doc["players"][0]["playoff_seed"] = None
    doc["event"].update(swiss_rounds=3, cut_after=2, cut_points=3)
    return doc


BASE = _base()


def _event(**changes: Any) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        doc["event"].update(changes)
        return doc

    return change


def _without(name: str) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        del doc["event"][name]
        return doc

    return change


FILE_CASES = [
    pytest.param(_event(cut_after=3), id="after-the-last-round"),
    pytest.param(_event(cut_after=0), id="after-round-0"),
    pytest.param(_event(cut_after=-4), id="negative-round"),
    pytest.param(_event(cut_points=0), id="no-points"),
    pytest.param(_without("cut_points"), id="half-a-cut"),
    pytest.param(_without("cut_after"), id="points-only"),
    pytest.param(_event(cut_after="2"), id="round-as-text"),
    pytest.param(_event(cut_points=2.5), id="points-a-fraction"),
    pytest.param(_event(cut_points=10**400), id="points-huge"),
    pytest.param(_event(cut_after=True), id="round-a-flag"),
    pytest.param(_event(swiss_rounds=None), id="rounds-not-announced"),
]
READERS = [
    pytest.param(lambda f: ["standings", str(f / EVENT)], id="standings"),
    pytest.param(lambda f: ["import", str(f / EVENT), "--db", str(f / DB)], id="import"),
]


@pytest.mark.parametrize("argv", READERS)
@pytest.mark.parametrize("change", FILE_CASES)
def test_a_bad_cut_in_an_event_file_is_refused(
    folder: Path,
    change: Callable[[Doc], Doc],
    argv: Callable[[Path], list[str]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    (folder / EVENT).write_text(json.dumps(change(copy.deepcopy(BASE))), encoding="utf-8")
    before = snapshot(folder)
    outcome = run_main(argv(folder), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))


@pytest.mark.parametrize("argv", READERS)
def test_the_base_file_with_its_cut_is_read(
    folder: Path, argv: Callable[[Path], list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    """The cases' changes are what is wrong: the file with its cut is fine."""
    (folder / EVENT).write_text(json.dumps(copy.deepcopy(BASE)), encoding="utf-8")
    outcome = run_main(argv(folder), capsys)
    assert outcome.status == 0, outcome.stderr
