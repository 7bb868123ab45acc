"""The bad-input corpus of issue 31's crosstable (item 2). ``print crosstable`` of an event
file of more than 32 players, before round 1 is complete, for a round not complete or not
paired, onto its own input: status 1, one sentence on standard error and no traceback,
nothing on standard output, every file unchanged and no PDF written. The phones' page
``/e/{id}/crosstable`` of no such event, of a large, a team or a not yet started event,
of a round being played, with a round that is no number: the documented status and its
sentence, no traceback, the database unchanged (``tests/helpers/corpus.py``)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from mtrdesk.core.settings import Structure
from mtrdesk.services import Services
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.crosstable_events import small_document
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import new_event, open_services, report_round, team_event

Doc = dict[str, Any]
EVENT = "ev.mtrdesk"
OUT = "crosstable.pdf"
BASE = small_document(players=11, rounds=3)


def _write(folder: Path, doc: Doc) -> None:
    import json

    (folder / EVENT).write_text(json.dumps(doc, ensure_ascii=False), "utf-8")


def _round_1_unreported(doc: Doc) -> Doc:
    doc["rounds"] = doc["rounds"][:1]
    match = next(m for m in doc["rounds"][0]["matches"] if m["p2"] is not None)
    match["result"] = None
    return doc


def _round_3_unreported(doc: Doc) -> Doc:
    match = next(m for m in doc["rounds"][2]["matches"] if m["p2"] is not None)
    match["result"] = None
    return doc


def _no_rounds(doc: Doc) -> Doc:
    doc["rounds"] = []
    for player in doc["players"]:  # nobody dropped or entered late in rounds never played
        player["dropped_after_round"] = player["late_entry_round"] = None
    return doc


def _kept(doc: Doc) -> Doc:
    return doc


LARGE = small_document(players=40, rounds=2)

#: (id, the file, extra options, what the sentence says).
FILE_CASES: list[tuple[str, Callable[[Doc], Doc], Doc, list[str], str]] = [
    ("more-than-32-players", _kept, LARGE, [], "up to 32 players"),
    ("no-round-yet", _no_rounds, BASE, [], "every result of round 1"),
    ("round-1-result-missing", _round_1_unreported, BASE, [], "every result of round 1"),
    ("round-3-not-complete", _round_3_unreported, BASE, ["--round", "3"], "round 3"),
    ("round-9-not-paired", _kept, BASE, ["--round", "9"], "has not been paired"),
]


@pytest.mark.parametrize(
    ("change", "doc", "options", "said"),
    [pytest.param(c, d, o, s, id=name) for name, c, d, o, s in FILE_CASES],
)
def test_print_crosstable_refuses_what_it_cannot_show(
    tmp_path: Path,
    change: Callable[[Doc], Doc],
    doc: Doc,
    options: list[str],
    said: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _write(tmp_path, change(copy.deepcopy(doc)))
    before = snapshot(tmp_path)
    argv = ["print", "crosstable", str(tmp_path / EVENT), "-o", str(tmp_path / OUT), *options]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    assert said in outcome.stderr


def test_print_crosstable_onto_its_own_event_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(tmp_path, copy.deepcopy(BASE))
    before = snapshot(tmp_path)
    argv = ["print", "crosstable", str(tmp_path / EVENT), "-o", str(tmp_path / EVENT), "--force"]
    assert_refused_cleanly(run_main(argv, capsys), 1, before, snapshot(tmp_path))


def test_the_base_file_prints_its_crosstable(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The corpus's changes are what is wrong: the file they start from is fine."""
    _write(tmp_path, copy.deepcopy(BASE))
    outcome = run_main(
        ["print", "crosstable", str(tmp_path / EVENT), "-o", str(tmp_path / OUT)], capsys
    )
    assert outcome.status == 0, outcome.stderr


# --- the phones' page ----------------------------------------------------------------------
#: The events of the served database, in the order they are made (ids 1..4).
LARGE_EVENT, NOT_STARTED, TEAMS, PLAYING = 1, 2, 3, 4


def _events(path: Path) -> None:
    import random

    rng = random.Random(31)
    with open_services(path) as services:
        large, _ = new_event(services, 33, swiss_rounds=3)
        services.rounds.pair_next(large, seed=1)
        report_round(services, large, rng)
        not_started, _ = new_event(services, 6)
        teams, _ = team_event(services, Structure.TEAM_OF_TWO, 4)
        playing, _ = new_event(services, 8, swiss_rounds=3)
        services.rounds.pair_next(playing, seed=1)
        report_round(services, playing, rng)
        services.rounds.pair_next(playing, seed=2)
        assert (large, not_started, teams, playing) == (
            LARGE_EVENT, NOT_STARTED, TEAMS, PLAYING)  # fmt: skip


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("crosstable-db")
    prepared_database(home / "event.sqlite3", "corpus-crosstable", _events)
    return home


def _unchanged(folder: Path, before: dict[str, str]) -> None:
    """The database byte-for-byte as it was and no write waiting in its WAL (a read-only
    server may leave an empty one)."""
    assert snapshot(folder)["event.sqlite3"] == before["event.sqlite3"]
    wal = folder / "event.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0


@pytest.fixture(scope="module")
def served(folder: Path) -> Iterator[TestClient]:
    before = snapshot(folder)
    path = folder / "event.sqlite3"
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as client:
        yield client
    _unchanged(folder, before)


_ROUND_SENTENCE = "The round in the address must be its number, 1 to 999"
#: (id, path, status, what the page says).
WEB_CASES = [
    ("no-such-event", "/e/999/crosstable", 404, "There is no such event."),
    ("event-zero", "/e/0/crosstable", 404, "There is no such event."),
    ("event-past-2^31", "/e/2147483648/crosstable", 404, "There is no such event."),
    ("more-than-32", f"/e/{LARGE_EVENT}/crosstable", 404, "up to 32 players"),
    ("team-event", f"/e/{TEAMS}/crosstable", 404, "individual events only"),
    ("before-round-1", f"/e/{NOT_STARTED}/crosstable", 200, "once every result of round 1"),
    ("round-being-played", f"/e/{PLAYING}/crosstable?round=2", 404, "every result in"),
    ("round-not-paired", f"/e/{PLAYING}/crosstable?round=9", 404, "every result in"),
    ("round-letters", f"/e/{PLAYING}/crosstable?round=x", 400, _ROUND_SENTENCE),
    ("round-zero", f"/e/{PLAYING}/crosstable?round=0", 400, _ROUND_SENTENCE),
    ("round-full-width", f"/e/{PLAYING}/crosstable?round=%EF%BC%92", 400, _ROUND_SENTENCE),
    ("round-huge", f"/e/{PLAYING}/crosstable?round={'9' * 5000}", 400, _ROUND_SENTENCE),
]


@pytest.mark.parametrize(
    ("path", "status", "said"),
    [pytest.param(path, status, said, id=name) for name, path, status, said in WEB_CASES],
)
def test_the_crosstable_page_answers_a_bad_address_with_a_sentence(
    served: TestClient, path: str, status: int, said: str
) -> None:
    answer = served.get(path)
    assert answer.status_code == status, answer.text[:300]
    assert "Traceback" not in answer.text and said in answer.text
    assert "<table" not in answer.text


def test_the_large_events_standings_do_not_link_to_a_crosstable(served: TestClient) -> None:
    assert "/crosstable" not in served.get(f"/e/{LARGE_EVENT}/standings").text
    assert f"/e/{PLAYING}/crosstable" in served.get(f"/e/{PLAYING}/standings").text
