"""The bad-input corpus for issue 33, item 1 (the window's start loads only what its first
paint needs): the words of every refusal (``words.messages``) now load with the first one
said (``ui.errors.described``), so a database the window cannot open at its start is still
explained in the organizer's language, exits with the documented status 2
(``ui.app.EXIT_DATABASE_REFUSED``) and leaves the file as it was.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from mtrdesk.ui.app import EXIT_DATABASE_REFUSED, run_app
from tests.helpers.corpus import Outcome, assert_refused_cleanly, snapshot


def text_file(path: Path) -> None:
    path.write_text("店舗の売上メモ\nnot a database\n", encoding="utf-8")


def random_bytes(path: Path) -> None:
    path.write_bytes(bytes((i * 73 + 41) % 256 for i in range(4096)))


def another_programs_database(path: Path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)")
        db.execute("INSERT INTO customers (name) VALUES ('山田')")
    db.close()


def a_folder(path: Path) -> None:
    path.mkdir()
    (path / "note.txt").write_text("a folder, not a file", encoding="utf-8")


#: (what the file is, the language, how it is made)
CASES = [
    ("text", "ja", text_file),
    ("bytes", "en", random_bytes),
    ("other-sqlite", "ja", another_programs_database),
    ("folder", "en", a_folder),
]


def kana(text: str) -> bool:
    return any("\u3040" <= c <= "\u30ff" for c in text)


@pytest.mark.parametrize(("kind", "language", "make"), CASES, ids=[c[0] for c in CASES])
def test_a_database_the_window_cannot_open_is_explained(
    qapp: QApplication,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    kind: str,
    language: str,
    make: object,
) -> None:
    files = tmp_path / "files"
    files.mkdir()
    database = files / "event.sqlite3"
    assert callable(make)
    make(database)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    before = snapshot(files)
    capsys.readouterr()
    status = run_app(database, language=language, smoke=True, settings=settings)
    captured = capsys.readouterr()
    outcome = Outcome(status, captured.out, captured.err)
    assert_refused_cleanly(outcome, EXIT_DATABASE_REFUSED, before, snapshot(files))
    assert kana(outcome.stderr) == (language == "ja"), outcome.stderr
