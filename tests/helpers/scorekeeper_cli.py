"""The scorekeeper's commands run in the test process (``mtrdesk.cli.main``; a subprocess
costs ~0.5 s), each in the language asked, its output read back as JSON, a refusal checked
to leave the database as it was. ``tests/cli/conftest.py`` gives it as the ``cli`` fixture."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from mtrdesk.cli import main
from mtrdesk.cli import messages as cli_messages


class Cli:
    """``mtrdesk --db DB --lang LANG ARGS``: status, standard output, standard error."""

    def __init__(self, db: Path, capsys: pytest.CaptureFixture[str]) -> None:
        self.db, self._capsys = db, capsys

    def __call__(self, *args: str, lang: str = "en") -> tuple[int, str, str]:
        self._capsys.readouterr()
        forget_language()  # whatever an earlier test of this process left
        try:
            status = main(["--db", str(self.db), "--lang", lang, *args])
        finally:
            forget_language()
        out, err = self._capsys.readouterr()
        return status, out, err

    def ok(self, *args: str, warned: str = "") -> object:
        """The JSON printed; standard error empty, or holding ``warned``."""
        status, out, err = self(*args)
        assert status == 0, err
        assert warned in err if warned else err == ""
        return json.loads(out)

    def refused(self, *args: str) -> str:
        """The refusal's sentence; the database must be exactly as it was."""
        before = dump(self.db)
        status, out, err = self(*args)
        assert (status, out) == (1, ""), err
        assert err.strip() and "Traceback" not in err
        assert dump(self.db) == before
        return err


def forget_language() -> None:
    """A process runs one command in one language; the tests run many, in English and
    Japanese: each takes its translators off again (as ``tests/helpers/corpus.py`` does)."""
    if cli_messages._translators is not None:
        cli_messages._translators.remove()
        cli_messages._translators = None


def dump(db: Path) -> list[str]:
    with sqlite3.connect(db) as connection:
        return list(connection.iterdump())
