"""The bad-input corpus for issue 33, item 1 (start-up that loads only what it needs).

``standings``, ``pair`` and ``check-pairings`` are read first by a parser without the other
commands (``cli.parser.OWN_COMMANDS``) and refusals load Qt and the translations only when
one must be worded (``cli.outputs.reported``). Each case here goes through that fast path
and checks, with ``tests/helpers/corpus.py``, that nothing changed for the user: argparse's
own message and status 2 for a usage error, the translated sentence and the documented
status for a refused file, nothing on standard output, every file unchanged.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot

EVENT = "ev.mtrdesk"
GOOD = json.dumps(document_to_dict(simulate_event(Simulation(8, seed=4, rounds=2))))

#: Usage errors (exit 2): (argv with EVENT for the file, a piece of argparse's message).
USAGE_CASES = [
    (["standings"], "the following arguments are required: file"),
    (["standings", EVENT, "--floor", "half"], "argument --floor: invalid choice"),
    (["pair", EVENT, "--seed", "x"], "argument --seed"),
    (["check-pairings", EVENT, "--round", "-1"], "argument --round"),
    (["standings", EVENT, "--colour"], "unrecognized arguments: --colour"),
    (["--lang", "fr", "standings", EVENT], "argument --lang: invalid choice"),
    (["pair", EVENT, "--seed"], "argument --seed: expected one argument"),
]


@pytest.mark.parametrize(("argv", "said"), USAGE_CASES)
def test_a_usage_error_is_argparse_s_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    (tmp_path / EVENT).write_text(GOOD, encoding="utf-8")
    words = [str(tmp_path / EVENT) if w == EVENT else w for w in argv]
    before = snapshot(tmp_path)
    outcome = run_main(words, capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(tmp_path))
    assert said in outcome.stderr


#: Refused files, worded in Japanese once Qt is loaded for the refusal: (command, content).
REFUSED_CASES = [
    ("standings", '{"format": "mtrdesk-event", "version": 9, "players": ['),
    ("pair", "[1, 2, 3]"),
    ("check-pairings", ""),
]


@pytest.mark.parametrize(("command", "content"), REFUSED_CASES)
def test_a_refused_file_is_worded_in_the_chosen_language(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, content: str
) -> None:
    (tmp_path / EVENT).write_text(content, encoding="utf-8")
    argv = ["--lang", "ja", command, str(tmp_path / EVENT)]
    before = snapshot(tmp_path)
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, refusal_status(argv), before, snapshot(tmp_path))
    assert any("\u3040" <= c <= "\u30ff" for c in outcome.stderr), outcome.stderr  # kana
