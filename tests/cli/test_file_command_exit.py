"""A file command run as the process's own command line ends the process as soon as its
output is flushed (``launch.exit_at_once``, issue 33: Python no longer frees the event it
read object by object on the way out). Its whole output still reaches a file or a pipe,
with the exit status and the refusal it always had; a command run inside a program (the
tests, ``main(argv)``) returns as before."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.cli_helpers import REPO, run_cli


def _process(*args: str, stdout: object = subprocess.PIPE) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8"}
    env.pop("PYTHONUNBUFFERED", None)  # buffered, as an installed command's output is
    return subprocess.run(
        [sys.executable, "-m", "mtrdesk", *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        env=env,
        cwd=REPO,
        timeout=120,
        check=False,
    )


@pytest.mark.parametrize("players", [8, 300])
def test_the_whole_output_reaches_a_file_and_a_pipe(tmp_path: Path, players: int) -> None:
    """The standings and the next round's pairings, written to a file and to a pipe, equal
    the command's output in this process: 8 players' (less than a buffer's worth, all of
    it left in the buffer until flushed) and 300 players' (about 45 KB)."""
    source = tmp_path / "event.mtrdesk"
    event = simulate_event(Simulation(players=players, seed=5, rounds=3))
    source.write_text(json.dumps(document_to_dict(event)), encoding="utf-8")
    for command in (("standings", str(source)), ("pair", str(source), "--seed", "3")):
        expected = run_cli(*command).stdout
        assert (len(expected) > 8192) is (players > 8)
        written = tmp_path / "out.json"
        with written.open("wb") as out:
            done = _process(*command, stdout=out)
        assert done.returncode == 0, done.stderr
        assert done.stderr == b""
        assert written.read_text(encoding="utf-8") == expected
        piped = _process(*command)
        assert piped.returncode == 0
        assert piped.stdout.decode("utf-8") == expected


def test_a_refused_file_keeps_its_status_and_sentence(tmp_path: Path) -> None:
    source = tmp_path / "event.mtrdesk"
    source.write_text('{"format": "mtrdesk-event", "version": 1, "players": 3}', encoding="utf-8")
    in_process = run_cli("standings", str(source), check=False)
    done = _process("standings", str(source))
    assert in_process.returncode == done.returncode == 1
    assert done.stdout == b""
    assert done.stderr.decode("utf-8") == in_process.stderr
    assert "Traceback" not in in_process.stderr and in_process.stderr.strip()
