"""Event files read by msgspec against their schema (issue 33, item 2).

``document_from_bytes`` decodes a file straight into the Structs of
``core.event_file.schema``; ``decode_json`` + ``document_from_dict`` is the long way every
refusal takes. Both must read the same event, and keep issue 14's bounds (32 levels,
64-bit numbers, no NaN) without a pre-scan of the text.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from mtrdesk.core.event_file.document import (
    DocumentError,
    DocumentProblem,
    document_to_dict,
)
from mtrdesk.core.event_file.fields import _PLAIN_TEXT, name_text
from mtrdesk.core.event_file.json_bytes import MAX_JSON_DEPTH, decode_json
from mtrdesk.core.event_file.reader import document_from_bytes, document_from_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.core.text import text_problem

BASE = document_to_dict(simulate_event(Simulation(12, seed=5, rounds=3)))


def _bytes(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


def _problem(read: Any, data: Any) -> tuple[DocumentProblem, str]:
    with pytest.raises(DocumentError) as caught:
        read(data)
    return caught.value.problem, caught.value.detail


def _long_way(data: bytes) -> Any:
    return document_from_dict(decode_json(data))


def test_the_fast_path_reads_the_event_the_long_way_reads() -> None:
    data = _bytes(BASE)
    read = document_from_bytes(data)
    assert read == document_from_dict(json.loads(data)) == _long_way(data)
    assert document_from_bytes(b"\xef\xbb\xbf" + data) == read  # a BOM is forgiven
    escaped = json.dumps(BASE).encode("ascii")  # every non-ASCII character as \\u escapes
    assert document_from_bytes(escaped) == read


def _detail_nested(levels: int) -> dict[str, Any]:
    """The base file with one audit detail whose deepest object stands at ``levels``
    in the file (the file, ``audit``, the row and the detail are levels 1 to 4)."""
    detail: dict[str, Any] = {}
    for _ in range(levels - 4):
        detail = {"x": detail}
    doc = copy.deepcopy(BASE)
    doc["audit"].append({"when": "2026-11-20T10:00:00", "action": "x", "detail": detail})
    return doc


def test_an_audit_detail_nests_to_32_levels_and_no_further() -> None:
    """Issue 14's bound, where only the log's own objects can nest (no pre-scan)."""
    deepest = _bytes(_detail_nested(MAX_JSON_DEPTH))
    assert document_from_bytes(deepest) == _long_way(deepest)
    too_deep = _bytes(_detail_nested(MAX_JSON_DEPTH + 1))
    for read in (document_from_bytes, _long_way):
        assert _problem(read, too_deep)[0] is DocumentProblem.TOO_DEEP


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"[" * 100_000 + b"]" * 100_000, DocumentProblem.TOO_DEEP),
        (b"[" * 33 + b"]" * 33, DocumentProblem.TOO_DEEP),
        (b'{"a":' * 5_000 + b"1" + b"}" * 5_000, DocumentProblem.TOO_DEEP),
        (b'{"table": ' + b"9" * 5000 + b"}", DocumentProblem.MALFORMED),
        (b'{"table": 1e400}', DocumentProblem.MALFORMED),
        (b'{"table": NaN}', DocumentProblem.MALFORMED),
        (b'{"table": -Infinity}', DocumentProblem.MALFORMED),
        (b'{"name": "\\ud800x"}', DocumentProblem.MALFORMED),
        (b'{"name": "\\udc00"}', DocumentProblem.MALFORMED),
        (b'{"name": "caf\xe9"}', DocumentProblem.NOT_AN_EVENT),
        (b'{"name": "x"', DocumentProblem.NOT_AN_EVENT),
        (b"", DocumentProblem.NOT_AN_EVENT),
    ],
)
def test_json_the_decoder_refuses(data: bytes, problem: DocumentProblem) -> None:
    assert _problem(decode_json, data)[0] is problem
    assert _problem(document_from_bytes, data)[0] is problem


def test_what_the_decoder_reads() -> None:
    assert decode_json(b"[" * 32 + b"]" * 32) is not None  # 32 levels: the bound itself
    assert decode_json('{"a": "\\ud83c\\udfb2 山田"}'.encode()) == {"a": "\U0001f3b2 山田"}
    assert decode_json(b"[9223372036854775807, -9223372036854775808]") == [2**63 - 1, -(2**63)]


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d.update(version=99), None),  # newer wins over any damage after it
        (lambda d: d.update(version=99, players="x"), None),
        (lambda d: d["players"][0].update(id=True), "players[0].id"),
        (lambda d: d["rounds"][0]["matches"][0].update(table=0), "matches[0].table"),
        (lambda d: d["rounds"][2].update(number=5), "round 3 is missing"),
        (lambda d: d["audit"].append({"when": "later"}), "when"),
        (lambda d: d["event"].update(games_to_win=7), "event: games_to_win"),
    ],
)
def test_the_fast_path_refuses_as_the_long_way(change: Any, where: str | None) -> None:
    doc = copy.deepcopy(BASE)
    change(doc)
    data = _bytes(doc)
    fast, slow = _problem(document_from_bytes, data), _problem(_long_way, data)
    assert fast == slow
    if where is None:
        assert fast == (DocumentProblem.NEWER_VERSION, "99")
    else:
        assert fast[0] is DocumentProblem.MALFORMED and where in fast[1]


def test_plain_text_passes_only_what_text_problem_passes() -> None:
    """``name_text`` skips ``text_problem`` for text its pattern matches: no character of
    the Basic Multilingual Plane may pass the pattern that ``text_problem`` refuses."""
    letters = [chr(c) for c in range(0x10000) if _PLAIN_TEXT.fullmatch(chr(c))]
    assert len(letters) > 20_000
    assert [c for c in letters if text_problem(c) is not None] == []
    assert name_text("山田 タロウ Taro", "x") == "山田 タロウ Taro"
    for bad in ("a" * 201, "a\x00", "\u202eb", "   "):
        with pytest.raises(DocumentError):
            name_text(bad, "x", required=True)


@pytest.mark.parametrize(
    ("change", "detail"),
    [
        (lambda d: d["rounds"][0].update(seed=-5), "rounds[0].seed: -5 is below 0"),
        (lambda d: d["rounds"][0].update(number=10**6), "rounds[0].number: 1000000 is above 1000"),
        (lambda d: d["players"][0].update(id="1"), "players[0].id: not a whole number: '1'"),
        (lambda d: d["players"][0].update(awarded_byes=None), "players[0].awarded_byes: missing"),
        (lambda d: d["players"][0].update(family=5), "players[0].family: not text: 5"),
        (lambda d: d["players"][0].update(seat=1), "players[0].seat: '1'"),
        (lambda d: d["players"][0].update(draft_drop=[1, True]), "players[0].draft_drop"),
        (lambda d: d["rounds"][0].update(paired_at=12), "rounds[0].paired_at: not a time 12"),
        (lambda d: d["rounds"][0].update(playoff="yes"), "rounds[0].playoff: 'yes'"),
        (lambda d: d["rounds"][0]["matches"][0].update(kind="win"), "kind: unknown value 'win'"),
        (lambda d: d["rounds"][0]["matches"][0].pop("p1"), "matches[0]: missing 'p1'"),
        (lambda d: d["rounds"][0]["matches"][0].update(result="2-1"), "not a result [wins"),
        (lambda d: d["rounds"][0]["matches"][0].update(result=[2, None]), "result[1]: missing"),
        (lambda d: d.update(players=[1]), "players[0]"),
        (lambda d: d.pop("event"), "file: missing 'event'"),
        (lambda d: d.update(event=[]), "event: not an object"),
    ],
)
def test_a_refusal_keeps_the_strict_readers_words(change: Any, detail: str) -> None:
    """``refusal_words``: msgspec's message, the field's place and its value, worded as
    the hand-written reader worded them (scripts and the corpus read these details)."""
    doc = copy.deepcopy(BASE)
    change(doc)
    for read in (document_from_bytes, _long_way):
        problem, said = _problem(read, _bytes(doc))
        assert problem is DocumentProblem.MALFORMED and detail in said, (read, said)
