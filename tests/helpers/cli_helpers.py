"""Run ``mtrdesk ...`` as a user would, for the command-line tests.

``run_cli`` runs the console script's entry point, ``mtrdesk.cli.main``, in this process:
a ``python -m mtrdesk`` process costs about a second (the suite ran hundreds of them), and
what most tests check (arguments, JSON, exit statuses, messages) is the same in-process. An
exception escaping ``main`` is the traceback a user would have seen: it fails the test.
The tests that need a real process (``sys.stdout``'s encoding, a reader that stops early,
output written to the file descriptor by a library) use ``run_cli_process``.

In-process runs need the test's ``QApplication`` first (``tests/cli/conftest.py``): the
command line would otherwise make a bare ``QCoreApplication`` that the window tests later
in the worker cannot use.
"""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QLocale

REPO = Path(__file__).resolve().parents[2]


def _environment(db: Path | None) -> dict[str, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8"}
    env.pop("MTRDESK_DB", None)
    if db is not None:
        env["MTRDESK_DB"] = str(db)
    return env


def run_cli_process(
    *args: str, db: Path | None = None, check: bool = True
) -> subprocess.CompletedProcess:
    """``python -m mtrdesk ARGS`` in a process of its own."""
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=_environment(db),
        cwd=REPO,
        timeout=120,
    )
    if check:
        assert done.returncode == 0, done.stderr
    return done


class _EnglishSystem(QLocale):
    """``QLocale`` as a process started with ``LANG=en_US.UTF-8`` sees it."""

    @staticmethod
    def system() -> QLocale:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


@contextlib.contextmanager
def _as_a_process(db: Path | None) -> Iterator[None]:
    """The process's environment, folder and language as ``run_cli_process`` gives them,
    put back afterwards."""
    from mtrdesk.cli import messages
    from mtrdesk.words import i18n

    saved = dict(os.environ)
    os.environ.clear()
    os.environ.update(_environment(db))
    # Qt read this process's locale once, when it started: the LANG set above does not
    # reach it, so the language a command falls back to is the one LANG=en_US would give.
    system_locale = i18n.QLocale
    i18n.QLocale = _EnglishSystem  # type: ignore[misc]
    try:
        with contextlib.chdir(REPO):
            yield
    finally:
        i18n.QLocale = system_locale  # type: ignore[misc]
        os.environ.clear()
        os.environ.update(saved)
        # A process runs one command; this one runs many, each with its own --lang.
        if messages._translators is not None:
            messages._translators.remove()
            messages._translators = None


def _stream() -> io.TextIOWrapper:
    """A text stream over bytes, like a redirected ``sys.stdout`` (it has ``buffer``)."""
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", newline="")


def _text(stream: io.TextIOWrapper) -> str:
    stream.flush()
    raw = stream.buffer
    assert isinstance(raw, io.BytesIO)
    return raw.getvalue().decode("utf-8")


def run_cli(*args: str, db: Path | None = None, check: bool = True) -> subprocess.CompletedProcess:
    """``mtrdesk ARGS`` in this process; argparse's own exit counts as a status."""
    from mtrdesk.cli import main

    out, err = _stream(), _stream()
    with _as_a_process(db), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(list(args))
        except SystemExit as exit_:
            code = exit_.code
            status = code if isinstance(code, int) else (0 if code is None else 1)
            if isinstance(code, str):
                print(code, file=sys.stderr)
    done = subprocess.CompletedProcess(
        [sys.executable, "-m", "mtrdesk", *args], status, _text(out), _text(err)
    )
    if check:
        assert done.returncode == 0, done.stderr
    return done
