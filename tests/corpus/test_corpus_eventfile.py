"""The bad-input corpus for event files read against their schema (issue 33, item 2).

``mtrdesk standings`` reads a file's bytes straight into msgspec Structs
(``document_from_bytes``); ``mtrdesk import`` decodes the JSON first and converts it (the
long way every refusal of the fast path takes too). Each case below is a place where the
two could part: a value nested past 32 levels where the schema leaves values free or in a
field it does not name, a newer file that is damaged too, lone surrogate escapes. Each
goes through both commands: the documented exit status, the sentence for its problem on
standard error, no traceback, nothing changed. And every case of ``test_corpus_files``
is refused by the fast path exactly as the long way refuses it (problem and detail).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.event_file.document import DocumentError
from mtrdesk.core.event_file.json_bytes import decode_json
from mtrdesk.services.event_file.reading import history_from_bytes, history_from_json
from tests.corpus.test_corpus_files import BASE, DB, EVENT, EVENT_CASES, _text_file
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot
from tests.helpers.empty_database import empty_database

Doc = dict[str, Any]
TOO_DEEP = "nested deeper than an event file ever is"
DAMAGED = "This event file is damaged"
NEWER = "written by a newer mtrdesk"


def _nested(levels: int) -> Any:
    """A list ``levels`` deep."""
    value: Any = []
    for _ in range(levels - 1):
        value = [value]
    return value


def _with(path: Callable[[Doc], Doc], key: str, value: Any) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        path(doc)[key] = value
        return doc

    return change


def _audit_detail(detail: Any) -> Callable[[Doc], Doc]:
    """An audit row (at level 3) with ``detail`` (at level 4)."""

    def change(doc: Doc) -> Doc:
        doc["audit"].append({"when": "2026-11-20T10:00:00", "action": "x", "detail": detail})
        return doc

    return change


def _unknown_deep(doc: Doc) -> bytes:
    """A field no reader names, 1,000 levels deep (past ``json.dumps``'s own depth)."""
    return _text_file(doc).replace(b"{", b'{"x": ' + b"[" * 1000 + b"]" * 1000 + b", ", 1)


def _damaged_newer(doc: Doc) -> Doc:
    doc["version"] = 99
    doc["players"] = "everyone"
    return doc


def _escaped(text: str) -> Callable[[Doc], bytes]:
    """The file with the first player's family name starting with the escape ``text``."""
    return lambda d: json.dumps(d).replace('"family": "', f'"family": "{text}', 1).encode()


#: (id, change, what standard error says). Levels: the file 1, ``players`` 2, a player 3.
CASES: list[tuple[str, Callable[[Doc], Any], str]] = [
    ("unknown-field-33-levels", _with(lambda d: d["players"][0], "note", _nested(30)), TOO_DEEP),
    ("unknown-field-32-levels-read", _with(lambda d: d["players"][0], "note", _nested(29)), ""),
    ("event-field-33-levels", _with(lambda d: d["event"], "extra", _nested(31)), TOO_DEEP),
    ("pods-33-levels", _with(lambda d: d["rounds"][0], "pods", _nested(30)), TOO_DEEP),
    ("pods-32-levels-damaged", _with(lambda d: d["rounds"][0], "pods", _nested(29)), DAMAGED),
    ("audit-detail-33-levels", _audit_detail({"x": _nested(29)}), TOO_DEEP),
    ("audit-detail-32-levels-read", _audit_detail({"x": _nested(28)}), ""),
    ("audit-detail-20-digits", _audit_detail({"n": 10**19}), DAMAGED),
    ("audit-detail-19-digits-read", _audit_detail({"n": 10**19 - 1}), ""),
    ("event-field-20-digits", _with(lambda d: d["event"], "n", -(10**19)), DAMAGED),
    ("players-40-levels", _with(lambda d: d, "players", _nested(39)), TOO_DEEP),
    ("unknown-field-1000-levels", _unknown_deep, TOO_DEEP),
    ("newer-and-damaged", _damaged_newer, NEWER),
    ("lone-high-surrogate", _escaped("\\ud800"), DAMAGED),
    ("lone-high-surrogate-last", _escaped("x\\ud83c"), DAMAGED),
    ("lone-low-surrogate", _escaped("\\udfb2"), DAMAGED),
    (
        "nan-result",
        lambda d: _text_file(d).replace(b'"result": [2, 0', b'"result": [NaN, 0'),
        DAMAGED,
    ),
]

COMMANDS: list[tuple[str, Callable[[Path], list[str]]]] = [
    ("standings", lambda f: ["standings", str(f / EVENT)]),
    ("import", lambda f: ["import", str(f / EVENT), "--db", str(f / DB)]),
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    empty_database(tmp_path / DB)
    return tmp_path


def _file(change: Callable[[Doc], Any]) -> bytes:
    made = change(copy.deepcopy(BASE))
    return made if isinstance(made, bytes) else _text_file(made)


@pytest.mark.parametrize(("name", "change", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_file_the_schema_reads_is_refused_as_before(
    folder: Path,
    name: str,
    change: Callable[[Doc], Any],
    said: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    (folder / EVENT).write_bytes(_file(change))
    for _, argv in COMMANDS:
        before = snapshot(folder)
        outcome = run_main(argv(folder), capsys)
        if not said:  # within the bounds: read
            assert outcome.status == 0, outcome.stderr
            continue
        assert_refused_cleanly(outcome, refusal_status(argv(folder)), before, snapshot(folder))
        assert said in outcome.stderr, (name, argv(folder), outcome.stderr)


def _refusal(read: Callable[[bytes], Any], data: bytes) -> tuple[str, str] | None:
    try:
        read(data)
    except DocumentError as exc:
        return exc.problem.value, exc.detail
    return None


@pytest.mark.parametrize(("change"), [c[1] for c in EVENT_CASES], ids=[c[0] for c in EVENT_CASES])
def test_the_fast_path_refuses_every_corpus_file_as_the_long_way(
    change: Callable[[Doc], Any],
) -> None:
    data = _file(change)
    fast = _refusal(history_from_bytes, data)
    assert fast is not None
    assert fast == _refusal(lambda raw: history_from_json(decode_json(raw)), data)


#: A draft timing profile (``mtrdesk draft-plan --profile-file``) is read by the same
#: decoder, at most 16 levels: (id, the file's bytes).
PROFILES: list[tuple[str, bytes]] = [
    ("profile-17-levels", b"[" * 17 + b"]" * 17),
    ("profile-100000-levels", b"[" * 100_000 + b"]" * 100_000),
    ("profile-deep-in-an-object", b'{"a": ' + b"[" * 16 + b"]" * 16 + b"}"),
]


@pytest.mark.parametrize(("name", "data"), PROFILES, ids=[p[0] for p in PROFILES])
def test_a_timing_profile_nested_too_deep_is_refused(
    tmp_path: Path, name: str, data: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "profile.json").write_bytes(data)
    before = snapshot(tmp_path)
    argv = ["draft-plan", "--profile-file", str(tmp_path / "profile.json")]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(tmp_path))  # argparse's error
    assert "nested deeper than a timing profile" in outcome.stderr, (name, outcome.stderr)


def test_a_timing_profile_16_levels_deep_is_read_as_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """16 levels pass the bound; the value is then refused as no profile (not an object)."""
    (tmp_path / "profile.json").write_bytes(b"[" * 16 + b"]" * 16)
    outcome = run_main(["draft-plan", "--profile-file", str(tmp_path / "profile.json")], capsys)
    assert outcome.status == 2 and "not a JSON timing profile" in outcome.stderr
