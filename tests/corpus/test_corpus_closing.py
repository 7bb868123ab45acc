"""The bad-input corpus of issue 30's EventLink closing (item 4): an event file whose
players' e-mail or deck name (version 9) is damaged, read by ``import``, ``standings`` and
``print eventlink``; the closing sheet of an event not yet finished or not started; its
output onto its own input. Each case: status 1, one sentence on standard error and no
traceback, nothing on standard output, every file in the folder unchanged and no PDF
written (``tests/helpers/corpus.py``)."""

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

Doc = dict[str, Any]
EVENT = "ev.mtrdesk"
DB = "db.sqlite3"
OUT = "closing.pdf"


def _base() -> Doc:
    """A finished event of 8 players and three rounds, every player with an e-mail."""
    doc = document_to_dict(simulate_event(Simulation(8, seed=3, rounds=3, drop_rate=0.0)))
    for n, player in enumerate(doc["players"]):
        player["email"], player["deck_name"] = f"p{n}@wizards.example", "Mono-Red"
    return doc


BASE = _base()


def _player(field: str, value: Any) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        doc["players"][0][field] = value
        return doc

    return change


def _no_result(doc: Doc) -> Doc:
    match = next(m for m in doc["rounds"][-1]["matches"] if m["p2"] is not None)
    match["result"] = None
    return doc


def _no_rounds(doc: Doc) -> Doc:
    doc["rounds"] = []
    return doc


DAMAGED = [
    ("email-number", _player("email", 5)),
    ("email-list", _player("email", ["a@b.jp"])),
    ("email-object", _player("email", {"at": "b.jp"})),
    ("email-control", _player("email", "a@b.jp\x00")),
    ("email-bidi", _player("email", "\u202ea@b.jp")),
    ("email-2000", _player("email", "a" * 2000 + "@b.jp")),
    ("email-newline", _player("email", "a@b.jp\nb@c.jp")),
    ("deck-number", _player("deck_name", 3)),
    ("deck-true", _player("deck_name", True)),
    ("deck-control", _player("deck_name", "Burn\x1b[31m")),
    ("deck-2000", _player("deck_name", "デッキ" * 700)),
]
ENTRY_POINTS: list[tuple[str, Callable[[Path], list[str]]]] = [
    ("import", lambda f: ["--db", str(f / DB), "import", str(f / EVENT)]),
    ("standings", lambda f: ["standings", str(f / EVENT)]),
    ("print", lambda f: ["print", "eventlink", str(f / EVENT), "-o", str(f / OUT)]),
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder with an empty database, which an import refused must leave as it was."""
    empty_database(tmp_path / DB)
    return tmp_path


def _write(folder: Path, doc: Doc) -> None:
    (folder / EVENT).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


@pytest.mark.parametrize(
    ("change", "argv"),
    [
        pytest.param(change, argv, id=f"{entry}-{name}")
        for name, change in DAMAGED
        for entry, argv in ENTRY_POINTS
    ],
)
def test_a_damaged_email_or_deck_name_is_refused_cleanly(
    folder: Path,
    change: Callable[[Doc], Doc],
    argv: Callable[[Path], list[str]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    _write(folder, change(copy.deepcopy(BASE)))
    before = snapshot(folder)
    outcome = run_main([*argv(folder), "--lang", "ja"], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert "players[0]" in outcome.stderr


@pytest.mark.parametrize(
    ("change", "said"),
    [
        pytest.param(_no_result, "第3回戦", id="a-result-missing"),
        pytest.param(_no_rounds, "第1回戦", id="no-round-yet"),
    ],
)
def test_the_closing_sheet_of_an_unfinished_event_is_refused(
    folder: Path, change: Callable[[Doc], Doc], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(folder, change(copy.deepcopy(BASE)))
    before = snapshot(folder)
    argv = ["print", "eventlink", str(folder / EVENT), "-o", str(folder / OUT), "--lang", "ja"]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert said in outcome.stderr


def test_the_closing_sheet_onto_its_own_event_file_is_refused(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(folder, copy.deepcopy(BASE))
    before = snapshot(folder)
    argv = ["print", "eventlink", str(folder / EVENT), "-o", str(folder / EVENT), "--force"]
    assert_refused_cleanly(run_main(argv, capsys), 1, before, snapshot(folder))


def test_the_base_file_prints_its_closing_sheet(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The corpus's changes are what is wrong: the file they start from is fine."""
    _write(folder, copy.deepcopy(BASE))
    outcome = run_main(["print", "eventlink", str(folder / EVENT), "-o", str(folder / OUT)], capsys)
    assert outcome.status == 0, outcome.stderr
    assert (folder / OUT).read_bytes().startswith(b"%PDF")
