"""The bad-input corpus for issue 32 items 1-2 (the catalogue's Japanese): a refusal in
Japanese uses the terms of docs/terminology-ja.md — a result is typed as 勝-負-分, a list of
tables is joined with 「、」 — with no traceback, exit status 1, nothing on standard output and
every file unchanged (``tests/helpers/corpus.py``)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.helpers.corpus import _forget_language, assert_refused_cleanly, run_main, snapshot
from tests.helpers.empty_database import empty_database

DB = "terms.sqlite3"


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An event of 8 players with round 1 paired and no result in, made once."""
    from mtrdesk.cli import main

    path = tmp_path_factory.mktemp("terms") / DB
    empty_database(path)
    db = ["--db", str(path)]
    assert main([*db, "event", "create", "金曜モダン", "--date", "2026-11-27"]) == 0
    for n in range(8):
        assert main([*db, "player", "add", "1", f"選手{n}"]) == 0
    assert main([*db, "round", "pair", "1", "--seed", "1"]) == 0
    _forget_language()  # as run_main does after each command
    return path


@pytest.fixture
def folder(template: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    shutil.copyfile(template, tmp_path / DB)
    capsys.readouterr()  # the template's JSON
    return tmp_path


@pytest.mark.parametrize(
    ("command", "words"),
    [
        pytest.param(("round", "report", "1", "1", "abc"), "勝-負-分のゲーム数", id="result-text"),
        pytest.param(("round", "report", "1", "1", "２－１－０－９"), "勝-負-分", id="result-wide"),
        pytest.param(
            ("round", "pair", "1"), "第1回戦の1、2、3、4卓の結果が未入力です", id="missing"
        ),
    ],
)
def test_a_japanese_refusal_uses_the_terms(
    folder: Path, command: tuple[str, ...], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = snapshot(folder)
    outcome = run_main(["--db", str(folder / DB), "--lang", "ja", *command], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert words in outcome.stderr, outcome.stderr
    assert "勝ち-負け" not in outcome.stderr and ", " not in outcome.stderr
