"""The reader's checks made a whole list at a time (``core.event_file.bulk``, issue 33):
the same event as field by field, and never a file field by field refuses. Every case is
read twice, with the bulk checks and with them turned off (the field-by-field reader
alone): the same document, or the same refusal (problem and detail)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from mtrdesk.core.event_file import bulk
from mtrdesk.core.event_file.document import DocumentError, document_to_dict
from mtrdesk.core.event_file.fields import time_text
from mtrdesk.core.event_file.reader import document_from_bytes
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from tests.helpers.event_file_cases import BASE as CORPUS_BASE
from tests.helpers.event_file_cases import EVENT_CASES, _text_file, set_at

Doc = dict[str, Any]


def _event(structure: Structure, players: int = 12) -> Doc:
    doc = document_to_dict(
        simulate_event(Simulation(players, seed=7, rounds=3, structure=structure))
    )
    for i, when in enumerate(("2026-11-20T10:00:00", "2026-11-20T10:00:00.250000", "2026-11-20")):
        detail = {"entry": i + 1, "name": "宮本 大輔", "tables": [[1, 2]], "previous": None}
        doc["audit"].append({"when": when, "action": "result.report", "detail": detail})
    for match in doc["rounds"][0]["matches"]:
        match["reported_at"] = "2026-11-20T10:30:00+09:00"
    return doc


BASE = _event(Structure.SWISS)


def _bytes(doc: Doc) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


@pytest.fixture
def field_by_field(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[bytes], object]]:
    """Reads a file with the bulk checks turned off."""

    def read(data: bytes) -> object:
        with monkeypatch.context() as patch:
            for name in ("players", "round_matches", "audit"):
                patch.setattr(bulk, name, lambda *args: None)
            return _outcome(data)

    yield read


def _outcome(data: bytes) -> object:
    try:
        return document_from_bytes(data)
    except DocumentError as exc:
        return exc.problem, exc.detail


@pytest.mark.parametrize("structure", list(Structure), ids=[s.value for s in Structure])
def test_every_structure_reads_the_same_event(
    structure: Structure, field_by_field: Callable[[bytes], object]
) -> None:
    data = _bytes(_event(structure, 16))
    read = _outcome(data)
    assert not isinstance(read, tuple), read
    assert read == field_by_field(data)


def _match_of_round(number: int, index: int) -> str:
    return f"rounds.{number}.matches.{index}"


M = _match_of_round(0, 0)
OTHER = _match_of_round(0, 1)
#: (id, path, value): one value bulk must refuse as the field-by-field reader does.
CHANGES: list[tuple[str, str, Any]] = [
    ("family-empty", "players.0.family", " "),
    ("family-control", "players.3.family", "宮本\x07"),
    ("given-override", "players.2.given", "a\u202eb"),
    ("reading-line-break", "players.1.reading", "みや\nもと"),
    ("player-id-long", "players.1.player_id", "9" * 300),
    ("email-control", "players.5.email", "a@b\x00"),
    ("deck-name-bidi", "players.5.deck_name", "\u2066deck"),
    ("player-seat-empty", "players.4.seat", ""),
    ("player-seat-d", "players.4.seat", "D"),
    ("match-seat-d", f"{M}.seat", "D"),
    ("match-time", f"{M}.reported_at", "2026-13-01T10:00:00"),
    ("match-time-text", f"{OTHER}.reported_at", "soon"),
    ("match-unknown-player", f"{M}.p2", 999),
    ("match-self", f"{M}.p2", None),
    ("match-bye-with-opponent", f"{M}.kind", "bye"),
    ("match-result-0-0", f"{M}.result", [0, 0, 0]),
    ("match-result-3-0", f"{OTHER}.result", [3, 0, 0]),
    ("audit-time", "audit.1.when", "2026-11-20T25:00:00"),
    ("audit-action-control", "audit.2.action", "result\x1b.report"),
    ("accented-name-read", "players.0.family", "José"),
    ("ideograph-extension-read", "players.0.given", "𠮷野"),
]


@pytest.mark.parametrize(("name", "path", "value"), CHANGES, ids=[c[0] for c in CHANGES])
def test_a_bad_value_is_refused_as_field_by_field(
    name: str, path: str, value: Any, field_by_field: Callable[[bytes], object]
) -> None:
    data = _bytes(set_at(copy.deepcopy(BASE), path, value))
    read = _outcome(data)
    assert read == field_by_field(data)
    assert isinstance(read, tuple) is not name.endswith("-read"), read


def test_a_player_twice_in_a_round_and_a_table_twice(
    field_by_field: Callable[[bytes], object],
) -> None:
    for change in ("p1", "table"):
        doc = copy.deepcopy(BASE)
        first, second = doc["rounds"][1]["matches"][:2]
        second[change] = first[change]
        data = _bytes(doc)
        read = _outcome(data)
        assert isinstance(read, tuple) and read == field_by_field(data)


@pytest.mark.parametrize("change", [c[1] for c in EVENT_CASES], ids=[c[0] for c in EVENT_CASES])
def test_every_corpus_file_is_refused_as_field_by_field(
    change: Callable[[Doc], Any], field_by_field: Callable[[bytes], object]
) -> None:
    made = change(copy.deepcopy(CORPUS_BASE))
    data = made if isinstance(made, bytes) else _text_file(made)
    assert _outcome(data) == field_by_field(data)


_TIMES: list[object] = [
    None,
    "2026-11-20T10:00:00",
    "2026-11-20T10:00:00.250000+09:00",
    "2026-11-20",
    "2026-13-20T10:00:00",  # no 13th month
    "2026-11-20T25:00:00",
    "",
    " 2026-11-20",
    "2026-11-20T10:00:00" + "0" * 45,  # 64 characters: a bad time
    "2026-11-20T10:00:00.250000+09:00" + " " * 33,  # 65 characters
    "2026-11-20\x00",
    20261120,
    True,
]


@pytest.mark.parametrize("value", _TIMES, ids=repr)
def test_a_time_fits_exactly_when_time_text_reads_it(value: object) -> None:
    """``bulk.times_fit`` checks the distinct times in C: the same verdict as
    ``fields.time_text`` on each value, alone and among good ones."""
    try:
        time_text(value, "")
        reads = True
    except DocumentError:
        reads = False
    assert bulk.times_fit([value]) is reads  # type: ignore[list-item]
    good = ["2026-11-20T10:00:00", None, "2026-11-21T09:30:00"]
    assert bulk.times_fit([*good, value, *good]) is reads  # type: ignore[list-item]
