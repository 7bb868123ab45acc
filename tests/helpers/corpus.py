"""The bad-input corpus's harness (issue 14): run one bad input through the real entry
point and check the three promises: a clear message (no traceback), the documented exit
status, and every file that was there before byte-for-byte the same.

Command-line cases run ``mtrdesk.cli.main`` in this process (the console script's own
entry point): a subprocess costs ~0.9 s, and the corpus has hundreds of cases. An
exception escaping ``main`` is the traceback a user would have seen, and fails the case.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.cli import main
from mtrdesk.cli import messages as cli_messages


def snapshot(folder: Path) -> dict[str, str]:
    """Every file under ``folder`` by relative path, with the sha256 of its bytes."""
    return {
        str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def _forget_language() -> None:
    """Take the command's translators off the application again: a process runs one
    command, but this worker runs many cases and then other tests, which must neither
    speak the case's language nor keep the first case's for every later ``--lang``."""
    if cli_messages._translators is not None:
        cli_messages._translators.remove()
        cli_messages._translators = None


@dataclass(frozen=True)
class Outcome:
    status: int
    stdout: str
    stderr: str


#: README, "Exit status": a refusal exits 1, except for the checkers, whose 1 says the
#: round or the list has problems: theirs exit 2, as argparse's usage errors do.
CHECKERS = frozenset({"check-pairings", "check-deck", "audit-check"})


def refusal_status(argv: Sequence[str]) -> int:
    """The exit status a refusal (not a usage error) of ``mtrdesk ARGV`` has."""
    return 2 if CHECKERS.intersection(argv) else 1


def run_main(argv: Sequence[str], capsys: pytest.CaptureFixture[str]) -> Outcome:
    """``mtrdesk ARGV`` in this process; argparse's own exit counts as a status."""
    capsys.readouterr()
    try:
        status = main(list(argv))
    except SystemExit as exit_:
        status = exit_.code if isinstance(exit_.code, int) else 1
    finally:
        _forget_language()
    captured = capsys.readouterr()
    return Outcome(status, captured.out, captured.err)


def assert_refused_cleanly(
    outcome: Outcome,
    status: int,
    before: dict[str, str],
    after: dict[str, str],
    *,
    new_files: Sequence[str] = (),
) -> None:
    """A refusal as the corpus promises it: the status, one readable message on standard
    error (no traceback), nothing on standard output, the files untouched."""
    assert outcome.status == status, (outcome.status, outcome.stderr)
    assert "Traceback" not in outcome.stderr
    assert outcome.stderr.strip(), "a refusal must say why"
    assert len(outcome.stderr) < 2000, outcome.stderr
    assert outcome.stdout == ""
    changed = {k for k in before if after.get(k) != before[k]}
    assert not changed, f"changed or removed: {sorted(changed)}"
    created = set(after) - set(before) - set(new_files)
    # The one-copy lock file beside a database is the store's, empty and harmless.
    assert not {c for c in created if not c.endswith(".lock")}, f"created: {sorted(created)}"


def assert_refused_in_words(answer: Any, status: int, said: str) -> None:
    """A phone's bad request (an ``httpx``/Starlette response) refused with ``status`` and a
    sentence holding ``said``: in the JSON ``message`` on the API, in the page elsewhere;
    never a traceback."""
    assert answer.status_code == status, answer.text[:300]
    assert "Traceback" not in answer.text
    if answer.url.path.startswith("/api/"):
        assert said in answer.json()["message"]
    else:
        assert said in answer.text


def assert_database_unchanged(before: dict[str, str], after: dict[str, str]) -> None:
    """Two ``snapshot``s of a folder holding ``event.sqlite3``: the database file the same,
    nothing new beside it but SQLite's working files (a reader may leave them)."""
    assert after["event.sqlite3"] == before["event.sqlite3"]
    assert set(after) - set(before) <= {"event.sqlite3-wal", "event.sqlite3-shm"}
