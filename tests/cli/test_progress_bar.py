"""The command line's progress bar (issue 31 item 4): drawn on standard error when it is a
terminal, never with ``--json``, never when standard error is a pipe, and never in what
standard output carries.

Each case runs ``python -m mtrdesk`` in a process of its own with standard error on a
pseudo-terminal (the ``pty`` module, 80 columns as a terminal window has) or a pipe, and
standard output on a pipe. The event is small: the bar is drawn from the first word of
the work (0 of its total), however short it is.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.cli_helpers import REPO, _environment

#: How long one command may take (a process starts in about a second).
LIMIT_S = 60


@pytest.fixture(scope="module")
def event_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("bar") / "event.mtrdesk"
    document = simulate_event(Simulation(players=24, seed=3, rounds=3))
    path.write_text(json.dumps(document_to_dict(document), ensure_ascii=False), encoding="utf-8")
    return path


def _run(args: list[str], on_terminal: bool) -> tuple[int, str, str]:
    """Status, standard output and standard error of ``mtrdesk ARGS``; standard error on a
    pseudo-terminal when ``on_terminal``, else on a pipe."""
    command = [sys.executable, "-m", "mtrdesk", *args]
    env = _environment(None)  # keeps PYTHONPATH: this tree's code, not another's
    if not on_terminal:
        done = subprocess.run(
            command, capture_output=True, env=env, cwd=REPO, timeout=LIMIT_S, check=False
        )
        return done.returncode, done.stdout.decode(), done.stderr.decode()
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=follower, env=env, cwd=REPO
    ) as process:
        os.close(follower)
        said = bytearray()
        ends = time.monotonic() + LIMIT_S
        while time.monotonic() < ends:
            ready, _, _ = select.select([leader], [], [], 0.2)
            if ready:
                try:
                    chunk = os.read(leader, 65536)
                except OSError:  # the follower side closed: the process is done
                    break
                if not chunk:
                    break
                said += chunk
            elif process.poll() is not None:
                break
        assert process.stdout is not None
        out = process.stdout.read()
        status = process.wait(timeout=LIMIT_S)
    os.close(leader)
    return status, out.decode(), said.decode(errors="replace")


def test_a_terminal_sees_the_bar_on_standard_error_only(event_file: Path) -> None:
    status, out, err = _run(["check-pairings", str(event_file)], on_terminal=True)
    assert status == 0, err
    assert "Reading the event file:" in err and "100%" in err
    assert "%|" not in out and "\r" not in out  # standard output: the report alone
    assert out.startswith("Round 3:")


def test_with_json_a_terminal_sees_no_bar(event_file: Path) -> None:
    status, out, err = _run(["check-pairings", str(event_file), "--json"], on_terminal=True)
    assert status == 0, err
    assert "Reading the event file" not in err and "%|" not in err
    assert json.loads(out)["round"] == 3


def test_a_pipe_sees_no_bar_and_the_json_is_whole(event_file: Path, tmp_path: Path) -> None:
    database = tmp_path / "piped.sqlite3"
    args = ["import", "--db", str(database), "--create", str(event_file)]
    status, out, err = _run(args, on_terminal=False)
    assert status == 0, err
    assert err == ""
    assert json.loads(out) == {"event": 1}


def test_an_import_on_a_terminal_shows_reading_then_importing(
    event_file: Path, tmp_path: Path
) -> None:
    database = tmp_path / "terminal.sqlite3"
    args = ["import", "--db", str(database), "--create", str(event_file), "--lang", "ja"]
    status, out, err = _run(args, on_terminal=True)
    assert status == 0, err
    reading, importing = (
        err.find("大会ファイルを読んでいます"),
        err.find("大会を読み込んでいます"),
    )
    assert 0 <= reading < importing, err
    assert json.loads(out) == {"event": 1}  # the bars never reach standard output
