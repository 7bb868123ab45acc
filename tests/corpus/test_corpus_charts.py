"""The bad-input corpus of issue 31's charts (item 2).

* A player's history page (``/e/{id}/player/{n}``) at an address that names no player:
  number 0, past the last player, past any id, 100 digits, letters, a sign, full-width
  or other scripts' digits; no such event. Each answers its status with a sentence in the
  page, no traceback (Starlette's TestClient raises what the server would have logged),
  and the database folder byte-for-byte unchanged.
* ``mtrdesk print chart`` of an event file that cannot be charted (no round yet, a round
  not paired, a round missing a result, a team or a multiplayer event), a ``--top`` out
  of range or not a number, an output onto its own input: status 1 with one translated
  sentence (2 for argparse's usage errors), no traceback, nothing on standard output,
  every file unchanged and no PDF written (``tests/helpers/corpus.py``).
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import new_event, open_services, report_round

NO_PLAYER = "There is no such player in this event. Tap a name on the standings."
NO_EVENT = "There is no such event."
NOT_FOUND = "There is no such page."


def _event(path: Path) -> None:
    """Six players (public numbers 1 to 6), round 1 reported."""
    with open_services(path) as services:
        event_id, _ = new_event(services, 6, swiss_rounds=3)
        assert event_id == 1
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, random.Random(2))


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, Path]]:
    """The read-only server over the event, and the database's folder."""
    folder = tmp_path_factory.mktemp("corpus-charts")
    path = prepared_database(folder / "event.sqlite3", "corpus-charts", _event)
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield client, folder


#: (id, path, status, what the page says).
WEB_CASES: list[tuple[str, str, int, str]] = [
    ("player-zero", "/e/1/player/0", 404, NO_PLAYER),
    ("player-after-the-last", "/e/1/player/7", 404, NO_PLAYER),
    ("player-past-2^31", "/e/1/player/2147483648", 404, NO_PLAYER),
    ("player-100-digits", "/e/1/player/" + "9" * 100, 404, NO_PLAYER),
    ("player-101-digits", "/e/1/player/" + "9" * 101, 404, NOT_FOUND),
    ("player-5000-digits", "/e/1/player/" + "9" * 5000, 404, NOT_FOUND),
    ("player-leading-zeros", "/e/1/player/0007", 404, NO_PLAYER),
    ("player-negative", "/e/1/player/-1", 404, NOT_FOUND),
    ("player-letters", "/e/1/player/x", 404, NOT_FOUND),
    ("player-decimal", "/e/1/player/1.5", 404, NOT_FOUND),
    ("player-plus", "/e/1/player/%2B2", 404, NOT_FOUND),
    ("player-space", "/e/1/player/%201", 404, NOT_FOUND),
    ("player-full-width", "/e/1/player/%EF%BC%92", 404, NOT_FOUND),
    ("player-ethiopic-digit", "/e/1/player/%E1%8D%A9", 404, NOT_FOUND),
    ("player-nul", "/e/1/player/2%00", 404, NOT_FOUND),
    ("player-empty", "/e/1/player/", 404, NOT_FOUND),
    ("player-no-event", "/e/9/player/1", 404, NO_EVENT),
    ("player-event-zero", "/e/0/player/1", 404, NO_EVENT),
]


@pytest.mark.parametrize(
    ("path", "status", "said"),
    [pytest.param(path, status, said, id=name) for name, path, status, said in WEB_CASES],
)
def test_a_bad_history_address_is_answered_with_a_sentence_and_changes_nothing(
    served: tuple[TestClient, Path], path: str, status: int, said: str
) -> None:
    client, folder = served
    before = snapshot(folder)
    answer = client.get(path)
    assert answer.status_code == status, answer.text[:300]
    assert "Traceback" not in answer.text
    assert said in answer.text
    after = snapshot(folder)
    assert after["event.sqlite3"] == before["event.sqlite3"]
    assert set(after) - set(before) <= {"event.sqlite3-wal", "event.sqlite3-shm"}


def test_a_good_history_address_answers(served: tuple[TestClient, Path]) -> None:
    """The cases above fail for their own reason: the same server shows player 6."""
    client, _ = served
    assert client.get("/e/1/player/6").status_code == 200


Doc = dict[str, Any]
EVENT = "ev.mtrdesk"
OUT = "chart.pdf"


def _simulated(structure: Structure = Structure.SWISS) -> Doc:
    players = 12 if structure is Structure.MULTIPLAYER else 16
    return document_to_dict(simulate_event(Simulation(players, 4, 3, structure)))


BASE = _simulated()


def _round_2_unreported(doc: Doc) -> Doc:
    match = next(m for m in doc["rounds"][1]["matches"] if m["p2"] is not None)
    match["result"] = None
    return doc


def _no_rounds(doc: Doc) -> Doc:
    doc["rounds"] = []
    return doc


def _write(folder: Path, doc: Doc) -> None:
    (folder / EVENT).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


#: (id, the file, options, status, what standard error says).
CLI_CASES: list[tuple[str, Callable[[], Doc], list[str], int, str]] = [
    ("no-round-yet", lambda: _no_rounds(copy.deepcopy(BASE)), [], 1, "round"),
    ("round-not-paired", lambda: BASE, ["--round", "9"], 1, "not been paired"),
    (
        "round-missing-a-result",
        lambda: _round_2_unreported(copy.deepcopy(BASE)),
        ["--round", "2"],
        1,
        "2",
    ),
    ("team-event", lambda: _simulated(Structure.TEAMS2), [], 1, "team"),
    ("multiplayer-event", lambda: _simulated(Structure.MULTIPLAYER), [], 1, "multiplayer"),
    *[
        (f"top-{name}", lambda: BASE, ["--top", value], 2, "--top")
        for name, value in (
            ("zero", "0"),
            ("negative", "-3"),
            ("beyond-24", "25"),
            ("letters", "x"),
            ("decimal", "2.5"),
            ("empty", ""),
            ("huge", "9" * 5000),
            ("arabic-indic-digit", "\u0663"),
        )
    ],
]


@pytest.mark.parametrize(
    ("make", "options", "status", "said"),
    [pytest.param(m, o, st, sa, id=name) for name, m, o, st, sa in CLI_CASES],
)
def test_a_chart_that_cannot_be_printed_is_refused_cleanly(
    tmp_path: Path,
    make: Callable[[], Doc],
    options: list[str],
    status: int,
    said: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _write(tmp_path, make())
    before = snapshot(tmp_path)
    argv = ["print", "chart", str(tmp_path / EVENT), "-o", str(tmp_path / OUT), *options]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, status, before, snapshot(tmp_path))
    assert said in outcome.stderr.lower() or said in outcome.stderr


def test_the_chart_onto_its_own_event_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path, BASE)
    before = snapshot(tmp_path)
    argv = ["print", "chart", str(tmp_path / EVENT), "-o", str(tmp_path / EVENT), "--force"]
    assert_refused_cleanly(run_main(argv, capsys), 1, before, snapshot(tmp_path))


def test_the_base_file_prints_its_chart(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The corpus's changes are what is wrong: the file they start from is fine."""
    _write(tmp_path, BASE)
    argv = ["print", "chart", str(tmp_path / EVENT), "-o", str(tmp_path / OUT), "--top", "24"]
    outcome = run_main(argv, capsys)
    assert outcome.status == 0, outcome.stderr
    assert (tmp_path / OUT).read_bytes().startswith(b"%PDF")
