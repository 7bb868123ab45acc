"""The bad-input corpus for files and the command line (issue 14, item 5).

Each case is one bad input run through ``mtrdesk.cli.main`` (the console script's entry
point, in this process) and checked by ``tests/helpers/corpus.py``: the documented exit
status (README, "Exit status": 1 for a file refused, 2 for an argument out of range or a
checker's unreadable input), one clear message on
standard error and no traceback, nothing on standard output, and every file in the
folder (the event file, the database, the decklists) byte-for-byte unchanged.

* event files (``standings``, ``pair``, ``check-pairings``, ``print``, ``print-decklists``,
  ``import``): wrong types, out-of-range values, duplicates, text with controls or bidi
  overrides, deep nesting, huge numbers, bad encodings, empty, truncated, not JSON, a
  folder, a missing file;
* decklists (``check-deck``, ``print-decklists``): binary, endless, wrong encodings;
* output paths onto an input or the database (``export``, ``simulate``, ``print``,
  ``print-decklists``, ``draft-plan``);
* numbers on the command line out of range.
"""

from __future__ import annotations

import copy
import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services import Services
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot
from tests.helpers.empty_database import empty_database

Doc = dict[str, Any]
EVENT = "ev.json"
DB = "db.sqlite3"


def _base() -> Doc:
    """A small valid event: 8 players, three Swiss rounds with results."""
    doc = document_to_dict(simulate_event(Simulation(8, seed=3, rounds=3, drop_rate=0.0)))
    doc["players"][0]["playoff_seed"] = None
    return doc


BASE = _base()


def _set(path: str, value: Any) -> Callable[[Doc], Doc]:
    """A change at ``a.b[0].c`` (dots and indexes) to ``value``."""

    def change(doc: Doc) -> Doc:
        parts: list[str | int] = []
        for piece in path.replace("]", "").split("."):
            name, *indexes = piece.split("[")
            if name:
                parts.append(name)
            parts += [int(i) for i in indexes]
        here: Any = doc
        for part in parts[:-1]:
            here = here[part]
        here[parts[-1]] = value
        return doc

    return change


def _delete(key: str) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        del doc[key]
        return doc

    return change


def _both(*changes: Callable[[Doc], Doc]) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        for one in changes:
            doc = one(doc)
        return doc

    return change


def _paired(doc: Doc) -> int:
    """The index of round 1's first paired match."""
    return next(i for i, m in enumerate(doc["rounds"][0]["matches"]) if m["kind"] == "paired")


def _result(value: Any) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        doc["rounds"][0]["matches"][_paired(doc)]["result"] = value
        return doc

    return change


def _match(field: str, value: Any) -> Callable[[Doc], Doc]:
    def change(doc: Doc) -> Doc:
        doc["rounds"][0]["matches"][_paired(doc)][field] = value
        return doc

    return change


def _dup_seed(doc: Doc) -> Doc:
    doc["players"][0]["playoff_seed"] = 1
    doc["players"][1]["playoff_seed"] = 1
    return doc


def _dup_round(doc: Doc) -> Doc:
    doc["rounds"][1]["number"] = doc["rounds"][0]["number"]
    return doc


def _dup_player(doc: Doc) -> Doc:
    doc["players"][1]["id"] = doc["players"][0]["id"]
    return doc


def _same_players(doc: Doc) -> Doc:
    match = doc["rounds"][0]["matches"][_paired(doc)]
    match["p2"] = match["p1"]
    return doc


def _raw(text: str) -> Callable[[Doc], bytes]:
    return lambda doc: text.encode("utf-8")


def _replace_number(field: str, literal: str) -> Callable[[Doc], bytes]:
    """The file with ``"field": <first value>`` written as ``literal`` (NaN, 1e400, ...)."""

    def change(doc: Doc) -> bytes:
        doc["rounds"][0]["matches"][_paired(doc)][field] = "@@"
        return json.dumps(doc).replace('"@@"', literal).encode("utf-8")

    return change


def _text_file(doc: Doc) -> bytes:
    """UTF-8 JSON; a lone surrogate (no UTF-8 for it) written as its ``\\ud800`` escape."""
    try:
        return json.dumps(doc, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(doc).encode("ascii")


def _truncated(doc: Doc) -> bytes:
    data = _text_file(doc)
    return data[: len(data) // 2]


def _deep_audit(doc: Doc) -> Doc:
    detail: dict[str, Any] = {}
    for _ in range(60):
        detail = {"x": detail}
    doc["audit"] = [{"when": "2026-11-20T10:00:00", "action": "x", "detail": detail}]
    return doc


NAUGHTY_TEXT = {
    "nul": "山田\x00",
    "ansi": "\x1b[31mRed\x1b[0m",
    "bidi": "abc\u202edcba",
    "bell": "ding\x07",
    "surrogate": "x\ud800",
    "long": "長" * 300,
}

#: (id, change): every one a different way an event file is not one the services stored.
EVENT_CASES: list[tuple[str, Callable[[Doc], Any]]] = [
    # Results: exact types, possible values (MTR 2.1, 2.5).
    ("result-booleans", _result([True, False, False])),
    ("result-strings", _result(["2", "1", "0"])),
    ("result-floats", _result([2.0, 1, 0])),
    ("result-text", _result("2-1")),
    ("result-four-numbers", _result([2, 1, 0, 0])),
    ("result-one-number", _result([2])),
    ("result-object", _result({"wins": 2})),
    ("result-null-inside", _result([2, None, 0])),
    ("result-0-0-0-best-of-three", _result([0, 0, 0])),
    ("result-too-many-wins", _result([3, 0, 0])),
    ("result-negative", _result([-1, 2, 0])),
    ("result-huge", _result([2**63, 0, 0])),
    ("result-too-many-games", _result([2, 1, 9])),
    # Tables.
    ("table-string", _match("table", "3")),
    ("table-negative", _match("table", -3)),
    ("table-zero", _match("table", 0)),
    ("table-2-63", _match("table", 2**63)),
    ("table-huge", _match("table", 10**30)),
    ("table-fraction", _match("table", 1.5)),
    ("table-true", _match("table", True)),
    # Players of a match.
    ("p1-true", _match("p1", True)),
    ("p1-string", _match("p1", "1")),
    ("p2-unknown", _match("p2", 999)),
    ("p1-missing", lambda d: (d["rounds"][0]["matches"][_paired(d)].pop("p1"), d)[1]),
    ("player-against-self", _same_players),
    ("seat-letter-z", _match("seat", "Z")),
    ("seat-number", _match("seat", 1)),
    ("kind-unknown", _match("kind", "win")),
    ("kind-number", _match("kind", 0)),
    ("reported-at-number", _match("reported_at", 5)),
    ("reported-at-words", _match("reported_at", "tomorrow")),
    ("match-is-list", _set("rounds[0].matches[0]", [])),
    # Players.
    ("player-id-string", _set("players[0].id", "1")),
    ("player-id-2-63", _set("players[0].id", 2**63)),
    ("player-id-true", _set("players[0].id", True)),
    ("player-id-twice", _dup_player),
    ("players-not-list", _set("players", "everyone")),
    ("players-numbers", _set("players", [1, 2])),
    ("players-missing", _delete("players")),
    ("family-empty", _set("players[0].family", "")),
    ("family-number", _set("players[0].family", 5)),
    ("family-null", _set("players[0].family", None)),
    *[(f"family-{k}", _set("players[0].family", v)) for k, v in NAUGHTY_TEXT.items()],
    ("given-list", _set("players[0].given", ["x"])),
    ("given-nul", _set("players[1].given", "a\x00b")),
    ("reading-escape", _set("players[0].reading", "\x1b]0;title\x07")),
    ("player-id-bidi", _set("players[0].player_id", "\u2066x@example.jp")),
    ("dropped-after-99-of-3", _set("players[0].dropped_after_round", 99)),
    ("dropped-after-negative", _set("players[0].dropped_after_round", -1)),
    ("dropped-after-string", _set("players[0].dropped_after_round", "1")),
    ("dropped-after-true", _set("players[0].dropped_after_round", True)),
    ("late-entry-zero", _set("players[0].late_entry_round", 0)),
    ("awarded-byes-4", _set("players[0].awarded_byes", 4)),
    ("awarded-byes-true", _set("players[0].awarded_byes", True)),
    ("awarded-byes-float", _set("players[0].awarded_byes", 1.0)),
    ("playoff-seed-twice", _dup_seed),
    ("playoff-seed-zero", _set("players[0].playoff_seed", 0)),
    ("playoff-seed-beyond-field", _set("players[0].playoff_seed", 1000)),
    ("pod-zero", _set("players[0].pod", 0)),
    ("pod-seat-string", _both(_set("players[0].pod", 1), _set("players[0].pod_seat", "1"))),
    (
        "draft-drop-boolean",
        _both(_set("players[0].pod", 1), _set("players[0].draft_drop", [1, True])),
    ),
    ("team-unknown", _both(_set("players[0].team", 7), _set("players[0].seat", "A"))),
    ("draft-seat-9", _set("players[0].draft_seat", 9)),
    # Rounds.
    ("round-number-zero", _set("rounds[0].number", 0)),
    ("round-number-string", _set("rounds[0].number", "1")),
    ("round-number-true", _set("rounds[0].number", True)),
    ("round-number-huge", _set("rounds[0].number", 10**6)),
    ("round-number-twice", _dup_round),
    ("rounds-object", _set("rounds", {"1": []})),
    ("round-is-number", _set("rounds[0]", 5)),
    ("round-matches-missing", lambda d: (d["rounds"][0].pop("matches"), d)[1]),
    ("round-matches-text", _set("rounds[0].matches", "abc")),
    ("round-playoff-text", _set("rounds[0].playoff", "yes")),
    ("round-seed-huge", _set("rounds[0].seed", 2**64)),
    ("round-paired-at-words", _set("rounds[0].paired_at", "tomorrow")),
    # Settings.
    ("event-missing", _delete("event")),
    ("event-list", _set("event", [])),
    ("name-number", _set("event.name", 5)),
    ("name-empty", _set("event.name", "")),
    ("name-nul", _set("event.name", "Friday\x00")),
    ("name-ansi", _set("event.name", "\x1b[2J")),
    ("name-bidi", _set("event.name", "\u202eyadirF")),
    ("notes-nul", _set("event.notes", "a\x00")),
    ("notes-number", _set("event.notes", 3)),
    ("games-to-win-string", _set("event.games_to_win", "2")),
    ("games-to-win-zero", _set("event.games_to_win", 0)),
    ("games-to-win-2-64", _set("event.games_to_win", 2**64)),
    ("round-minutes-huge", _set("event.round_minutes", 10**10)),
    ("round-minutes-true", _set("event.round_minutes", True)),
    ("round-minutes-10", _set("event.round_minutes", 10)),
    ("swiss-rounds-zero", _set("event.swiss_rounds", 0)),
    ("swiss-rounds-string", _set("event.swiss_rounds", "3")),
    ("date-words", _set("event.date", "yesterday")),
    ("date-number", _set("event.date", 20261120)),
    ("format-unknown", _set("event.format", "poker")),
    ("format-number", _set("event.format", 1)),
    ("rel-true", _set("event.rel", True)),
    ("structure-unknown", _set("event.structure", "chaos")),
    ("pods-lifted-text", _set("event.pods_lifted", "true")),
    ("multiplayer-text", _set("event.multiplayer", "x")),
    ("multiplayer-pod-size-9", _set("event.multiplayer", {"pod_size": 9})),
    ("created-at-number", _set("event.created_at", 12)),
    # Format and version.
    ("version-string", _set("version", "6")),
    ("version-newer", _set("version", 99)),
    ("version-zero", _set("version", 0)),
    ("version-true", _set("version", True)),
    ("format-name-other", _set("format", "mtrdesk-event ")),
    # The rest of the document.
    ("audit-text", _set("audit", "x")),
    ("audit-time-words", _set("audit", [{"when": "x", "action": "a"}])),
    ("audit-detail-list", _set("audit", [{"when": "2026-11-20T10:00:00", "detail": [1]}])),
    ("audit-action-nul", _set("audit", [{"when": "2026-11-20T10:00:00", "action": "\x00"}])),
    ("teams-text", _set("teams", "x")),
    ("team-name-empty", _set("teams", [{"id": 1, "name": ""}])),
    ("team-name-bidi", _set("teams", [{"id": 1, "name": "\u202ex"}])),
    ("extension-table-negative", _set("rounds[0].extensions", [{"table": -1, "minutes": 5}])),
    ("extension-minutes-999", _set("rounds[0].extensions", [{"table": 1, "minutes": 999}])),
    (
        "extension-note-nul",
        _set("rounds[0].extensions", [{"table": 1, "minutes": 5, "note": "\x00"}]),
    ),
    ("decklists-text", _set("decklists", "x")),
    ("decklist-player-true", _set("decklists", [{"player": True, "kind": "deck"}])),
    ("decklist-text-nul", _set("decklists", [{"player": 1, "kind": "deck", "text": "4 Opt\x00"}])),
    ("deck-check-player-string", _set("rounds[0].deck_checks", [{"player": "1", "table": 1}])),
    ("pods-text", _set("rounds[0].pods", "x")),
    ("pod-table-negative", _set("rounds[0].pods", [{"table": -1, "seats": []}])),
    # Numbers JSON allows and an event never holds.
    ("nan", _replace_number("table", "NaN")),
    ("infinity", _replace_number("table", "-Infinity")),
    ("float-1e400", _replace_number("table", "1e400")),
    ("integer-5000-digits", _replace_number("table", "9" * 5000)),
    ("integer-20-digits", _replace_number("table", "1" * 20)),
    # Not an event file at all.
    ("deep-arrays", _raw("[" * 100_000 + "]" * 100_000)),
    ("deep-objects", _raw('{"a":' * 50_000 + "1" + "}" * 50_000)),
    ("deep-unclosed", _raw("[" * 200_000)),
    ("deep-audit-detail", _deep_audit),
    ("truncated", _truncated),
    ("empty", _raw("")),
    ("whitespace", _raw(" \n\t ")),
    ("not-json", _raw("hello, world")),
    ("json-null", _raw("null")),
    ("json-array", _raw("[]")),
    ("json-string", _raw('"mtrdesk-event"')),
    ("json-number", _raw("6")),
    ("utf-16-with-bom", lambda d: json.dumps(d, ensure_ascii=False).encode("utf-16")),
    ("utf-32", lambda d: json.dumps(d).encode("utf-32")),
    (
        "latin-1-name",
        lambda d: json.dumps(_set("players[0].family", "é")(d), ensure_ascii=False).encode(
            "latin-1"
        ),
    ),
    (
        "shift-jis-name",
        lambda d: json.dumps(_set("players[0].family", "山田")(d), ensure_ascii=False).encode(
            "cp932"
        ),
    ),
    ("random-bytes", lambda d: bytes(range(256)) * 40),
    ("bom-then-garbage", _raw("\ufeff\x00\x01garbage")),
    ("escaped-nul-in-name", lambda d: json.dumps(_set("players[0].family", "a\x00")(d)).encode()),
    (
        "escaped-lone-surrogate",
        lambda d: json.dumps(d).replace('"family": "', '"family": "\\ud800', 1).encode(),
    ),
    ("minimal-duplicate-player", _raw('{"name": "m", "players": ["A", "A"], "rounds": []}')),
    (
        "minimal-wins-text",
        _raw(
            '{"name": "m", "players": ["A", "B"], "rounds": [[{"p1": "A", "p2": "B", '
            '"p1_wins": "2", "p2_wins": 0, "draws": 0}]]}'
        ),
    ),
    ("minimal-rounds-object", _raw('{"name": "m", "players": ["A"], "rounds": {}}')),
]

#: How an event file reaches the services: each case goes through one of these, in turn.
ENTRY_POINTS: list[tuple[str, Callable[[Path], list[str]]]] = [
    ("standings", lambda f: ["standings", str(f / EVENT)]),
    ("import", lambda f: ["import", str(f / EVENT), "--db", str(f / DB)]),
    # A refused file leaves no new database behind either.
    (
        "import-create",
        lambda f: ["import", str(f / EVENT), "--db", str(f / "new.sqlite3"), "--create"],
    ),
    ("pair", lambda f: ["pair", str(f / EVENT), "--seed", "4"]),
    ("check-pairings", lambda f: ["check-pairings", str(f / EVENT), "--json"]),
    ("print", lambda f: ["print", "standings", str(f / EVENT), "-o", str(f / "out.pdf")]),
    ("print-decklists", lambda f: ["print-decklists", str(f / EVENT), "-o", str(f / "o.pdf")]),
]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A folder with an empty database, which an import refused must leave as it was."""
    empty_database(tmp_path / DB)
    return tmp_path


def _cases() -> list[Any]:
    cases = []
    for n, (name, change) in enumerate(EVENT_CASES):
        entry, argv = ENTRY_POINTS[n % len(ENTRY_POINTS)]
        cases.append(pytest.param(change, argv, id=f"{entry}-{name}"))
    return cases


@pytest.mark.parametrize(("change", "argv"), _cases())
def test_a_bad_event_file_is_refused_cleanly(
    folder: Path,
    change: Callable[[Doc], Any],
    argv: Callable[[Path], list[str]],
    capsys: pytest.CaptureFixture[str],
) -> None:
    made = change(copy.deepcopy(BASE))
    data = made if isinstance(made, bytes) else _text_file(made)
    (folder / EVENT).write_bytes(data)
    before = snapshot(folder)
    outcome = run_main(argv(folder), capsys)
    assert_refused_cleanly(outcome, refusal_status(argv(folder)), before, snapshot(folder))


def test_the_base_file_reads_through_every_entry_point(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The corpus's changes are what is wrong: the file they start from is fine."""
    (folder / EVENT).write_bytes(_text_file(copy.deepcopy(BASE)))
    for _, argv in ENTRY_POINTS:
        outcome = run_main(argv(folder), capsys)
        assert outcome.status in (0, 1), (argv(folder), outcome.stderr)
        assert "Traceback" not in outcome.stderr


# --- files that are not there, or not files ---

MISSING_CASES = [
    pytest.param(lambda f: ["standings", str(f / "nothing.json")], id="standings-missing"),
    pytest.param(lambda f: ["standings", str(f)], id="standings-a-folder"),
    pytest.param(
        lambda f: ["import", str(f / "nothing.json"), "--db", str(f / DB)], id="import-missing"
    ),
    pytest.param(lambda f: ["import", str(f), "--db", str(f / DB)], id="import-a-folder"),
    pytest.param(lambda f: ["pair", "/dev/null"], id="pair-dev-null"),
    pytest.param(lambda f: ["check-pairings", "/dev/zero"], id="check-pairings-dev-zero"),
    pytest.param(
        lambda f: ["print", "pairings-by-table", str(f), "-o", str(f / "o.pdf")],
        id="print-a-folder",
    ),
    pytest.param(
        lambda f: ["check-deck", str(f / "nothing.txt"), "--format", "modern"],
        id="check-deck-missing",
    ),
    pytest.param(lambda f: ["check-deck", str(f), "--format", "modern"], id="check-deck-a-folder"),
    pytest.param(
        lambda f: ["print-decklists", str(f / "no.txt"), "-o", str(f / "o.pdf")],
        id="print-decklists-missing",
    ),
    pytest.param(
        lambda f: ["draft-plan", "--profile-file", "/dev/zero"],
        id="draft-plan-profile-dev-zero",
    ),
    pytest.param(
        lambda f: ["draft-plan", "--profile-file", str(f / DB)],
        id="draft-plan-profile-binary",
    ),
    pytest.param(
        lambda f: ["draft-plan", "--profile-file", str(f)], id="draft-plan-profile-folder"
    ),
    pytest.param(
        lambda f: ["draft-plan", "--profile-file", str(f / "no.json")],
        id="draft-plan-profile-missing",
    ),
]

#: Cases whose refusal is argparse's usage error (exit 2): a draft-plan profile that is
#: not one. Missing files and folders are refused (1; the checkers' 2).
USAGE_ERRORS = frozenset({"draft-plan-profile-dev-zero", "draft-plan-profile-binary"})


@pytest.mark.parametrize("argv", MISSING_CASES)
def test_a_missing_or_unreadable_path_is_refused(
    folder: Path,
    argv: Callable[[Path], list[str]],
    capsys: pytest.CaptureFixture[str],
    request: pytest.FixtureRequest,
) -> None:
    before = snapshot(folder)
    outcome = run_main(argv(folder), capsys)
    usage = request.node.callspec.id in USAGE_ERRORS
    status = 2 if usage else refusal_status(argv(folder))
    assert_refused_cleanly(outcome, status, before, snapshot(folder))


# --- decklists ---

DECKLIST_CASES: list[tuple[str, bytes]] = [
    ("binary-nul", b"4 Opt\x00\x01\x02" * 100),
    ("random-bytes", bytes(range(256)) * 50),
    ("utf-32", "4 Opt\n".encode("utf-32")),
    ("utf-16-without-bom", "4 Opt\n4 Island\n".encode("utf-16-le")),
    ("latin-1", "4 Æther Vial\n".encode("latin-1") + b"\xff\xfe\xfd"),
    ("invalid-utf8-and-cp932", b"4 Opt\n\x80\xff\xa0\xfd\n"),
    ("png-header", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"),
    ("zip-header", b"PK\x03\x04\x14\x00\x00\x00"),
]


@pytest.mark.parametrize(
    ("data", "command"),
    [
        pytest.param(data, command, id=f"{command}-{name}")
        for name, data in DECKLIST_CASES
        for command in ("check-deck", "print-decklists")
    ],
)
def test_a_decklist_that_is_not_text_is_refused(
    folder: Path, data: bytes, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / "list.txt").write_bytes(data)
    before = snapshot(folder)
    argv = (
        ["check-deck", str(folder / "list.txt"), "--format", "modern"]
        if command == "check-deck"
        else ["print-decklists", str(folder / "list.txt"), "-o", str(folder / "o.pdf")]
    )
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, refusal_status(argv), before, snapshot(folder))


@pytest.mark.parametrize(
    "argv",
    [
        pytest.param(["check-deck", "/dev/zero", "--format", "modern"], id="check-deck-dev-zero"),
        pytest.param(
            ["check-deck", "LIST", "--format", "limited", "--pool", "/dev/zero"],
            id="check-deck-pool-dev-zero",
        ),
        pytest.param(
            ["check-deck", "LIST", "--format", "modern", "--card-names", "/dev/zero"],
            id="check-deck-names-dev-zero",
        ),
        pytest.param(
            ["check-deck", "LIST", "--format", "modern", "--lists", "/dev/zero"],
            id="check-deck-lists-dev-zero",
        ),
        pytest.param(["print-decklists", "/dev/zero", "-o", "OUT"], id="print-decklists-dev-zero"),
    ],
)
def test_an_endless_list_is_not_read_whole(
    folder: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / "list.txt").write_text("4 Opt\n", "utf-8")
    argv = [
        str(folder / "list.txt") if a == "LIST" else str(folder / "o.pdf") if a == "OUT" else a
        for a in argv
    ]
    before = snapshot(folder)
    started = time.perf_counter()
    outcome = run_main(argv, capsys)
    assert time.perf_counter() - started < 30
    assert_refused_cleanly(outcome, refusal_status(argv), before, snapshot(folder))


@pytest.mark.parametrize(
    "line",
    [
        pytest.param("4 " + "Lightning Bolt " * 400, id="6000-characters-with-spaces"),
        pytest.param("4 " + "x" * 6000, id="6000-characters-one-word"),
        pytest.param("a" + " " * 6000 + "b", id="6000-spaces"),
        pytest.param("4" + "\t " * 3000 + "×1", id="tabs-and-spaces-then-a-count"),
        pytest.param("4 " + "稲妻" * 3000, id="6000-japanese-characters"),
    ],
)
def test_a_huge_card_line_is_one_unreadable_line_quickly(
    folder: Path, line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not a refusal: the list is read, the line reported (check-deck exit 1) or printed
    cut (print-decklists exit 0), both in seconds (issue 14: 71 s once)."""
    (folder / "list.txt").write_text(line + "\n4 Opt\n", "utf-8")
    started = time.perf_counter()
    checked = run_main(["check-deck", str(folder / "list.txt"), "--format", "modern"], capsys)
    printed = run_main(
        ["print-decklists", str(folder / "list.txt"), "-o", str(folder / "o.pdf")], capsys
    )
    assert time.perf_counter() - started < 20
    assert checked.status == 1 and "Traceback" not in checked.stderr
    codes = [p["code"] for p in json.loads(checked.stdout)["problems"]]
    assert "unreadable_line" in codes
    assert printed.status == 0, printed.stderr
    assert (folder / "o.pdf").read_bytes().startswith(b"%PDF")


# --- output paths onto inputs and the database ---


def _event_folder(folder: Path) -> Path:
    (folder / EVENT).write_bytes(_text_file(copy.deepcopy(BASE)))
    (folder / "list.txt").write_text("4 Opt\n", "utf-8")
    profile = '{"name": "slow", "base": "en-2023", "scale": 2}'  # a good one: -o is wrong
    (folder / "profile.json").write_text(profile, "utf-8")
    with Services.open(folder / DB) as services:
        from mtrdesk.services.event_file.interchange import import_event

        import_event(services, copy.deepcopy(BASE))
    (folder / "sub").mkdir()
    os.symlink(folder / EVENT, folder / "link.json")
    os.symlink(folder / DB, folder / "db-link.sqlite3")
    os.link(folder / EVENT, folder / "hard.json")
    return folder


OUTPUT_CASES = [
    pytest.param(
        lambda f: ["export", "1", "--db", str(f / DB), "-o", str(f / DB)], id="export-onto-database"
    ),
    pytest.param(
        lambda f: ["export", "1", "--db", str(f / DB), "-o", str(f / "sub" / ".." / DB)],
        id="export-onto-database-dotdot",
    ),
    pytest.param(
        lambda f: ["export", "1", "--db", str(f / DB), "-o", str(f / "db-link.sqlite3")],
        id="export-onto-database-symlink",
    ),
    pytest.param(
        lambda f: ["export", "1", "--db", str(f / DB), "-o", str(f / (DB + "-wal"))],
        id="export-onto-wal",
    ),
    pytest.param(
        lambda f: ["export", "1", "--db", str(f / DB), "-o", str(f / (DB + "-shm"))],
        id="export-onto-shm",
    ),
    pytest.param(
        lambda f: ["export", "1", "--db", str(f / DB), "-o", str(f / "sub")],
        id="export-onto-folder",
    ),
    pytest.param(
        lambda f: ["simulate", "--players", "8", "--db", str(f / DB), "-o", str(f / DB)],
        id="simulate-onto-database",
    ),
    pytest.param(
        lambda f: [
            "simulate",
            "--players",
            "8",
            "--db",
            str(f / "db-link.sqlite3"),
            "-o",
            str(f / DB),
        ],
        id="simulate-onto-database-via-link",
    ),
    pytest.param(
        lambda f: ["print", "standings", str(f / EVENT), "-o", str(f / EVENT)],
        id="print-onto-its-event-file",
    ),
    pytest.param(
        lambda f: ["print", "pairings-by-table", str(f / EVENT), "-o", str(f / "link.json")],
        id="print-onto-event-file-symlink",
    ),
    pytest.param(
        lambda f: ["print", "slips", str(f / EVENT), "-o", str(f / "hard.json")],
        id="print-onto-event-file-hard-link",
    ),
    pytest.param(
        lambda f: ["print", "standings", str(f / EVENT), "-o", str(f / "sub" / ".." / EVENT)],
        id="print-onto-event-file-dotdot",
    ),
    pytest.param(
        lambda f: ["print", "standings", str(f / EVENT), "--db", str(f / DB), "-o", str(f / DB)],
        id="print-onto-database",
    ),
    pytest.param(
        lambda f: ["print-decklists", str(f / "list.txt"), "-o", str(f / "list.txt")],
        id="print-decklists-onto-its-list",
    ),
    pytest.param(
        lambda f: ["print-decklists", str(f / EVENT), "-o", str(f / EVENT)],
        id="print-decklists-onto-its-event-file",
    ),
    pytest.param(
        lambda f: [
            "print-decklists",
            "--event",
            "1",
            "--blank",
            "--db",
            str(f / DB),
            "-o",
            str(f / DB),
        ],
        id="print-decklists-onto-database",
    ),
    pytest.param(
        lambda f: [
            "draft-plan",
            "--profile-file",
            str(f / "profile.json"),
            "--pdf",
            str(f / "profile.json"),
        ],
        id="draft-plan-onto-its-profile",
    ),
    pytest.param(
        lambda f: ["draft-plan", "--db", str(f / DB), "--pdf", str(f / DB)],
        id="draft-plan-onto-database",
    ),
]


@pytest.mark.parametrize("argv", OUTPUT_CASES)
def test_an_output_onto_an_input_or_the_database_is_refused(
    folder: Path, argv: Callable[[Path], list[str]], capsys: pytest.CaptureFixture[str]
) -> None:
    _event_folder(folder)
    before = snapshot(folder)
    outcome = run_main(argv(folder), capsys)
    assert_refused_cleanly(outcome, refusal_status(argv(folder)), before, snapshot(folder))


def test_a_failed_write_leaves_the_old_output(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Written whole or not at all: an event file that cannot be read leaves an older PDF
    in place, and no temporary file behind."""
    (folder / "old.pdf").write_bytes(b"%PDF old")
    (folder / EVENT).write_text("{}", "utf-8")
    outcome = run_main(
        ["print", "standings", str(folder / EVENT), "-o", str(folder / "old.pdf")], capsys
    )
    assert outcome.status == 1
    assert (folder / "old.pdf").read_bytes() == b"%PDF old"
    assert sorted(p.name for p in folder.iterdir() if p.name.startswith(".")) == []


# --- numbers on the command line ---

NUMBER_CASES = [
    ["print-decklists", "--copies", "100000000", "-o", "OUT"],
    ["print-decklists", "--copies", "0", "-o", "OUT"],
    ["print-decklists", "--copies", "፩", "-o", "OUT"],
    ["print-decklists", "--copies", "9" * 5000, "-o", "OUT"],
    ["print-decklists", "--event", "1", "--entry", "0", "-o", "OUT"],
    ["print-decklists", "--event", "1", "--opponents", "--round", "99999999999", "-o", "OUT"],
    ["simulate", "--players", "100000000", "-o", "OUT"],
    ["simulate", "--players", "1", "-o", "OUT"],
    ["simulate", "--players", "8", "--rounds", "0", "-o", "OUT"],
    ["simulate", "--players", "8", "--rounds", "31", "-o", "OUT"],
    ["simulate", "--players", "8", "--seed", "9" * 5000, "-o", "OUT"],
    ["simulate", "--players", "8", "--drop-rate", "nan", "-o", "OUT"],
    ["simulate", "--players", "8", "--draw-rate", "2", "-o", "OUT"],
    ["simulate", "--players", "8", "--pod-size", "100000000", "--structure", "pods", "-o", "OUT"],
    ["pair", "EVENT", "--seed", "abc"],
    ["pair", "EVENT", "--seed", "1" * 30],
    ["check-pairings", "EVENT", "--round", "0"],
    ["check-pairings", "EVENT", "--round", "١"],
    ["print", "pairings", "EVENT", "--round", "-1", "-o", "OUT"],
    ["draft-plan", "--packs", "0"],
    ["draft-plan", "--packs", "100000000"],
    ["draft-plan", "--seats", "1000"],
    ["draft-plan", "--pack-size", "-5"],
    ["draft-plan", "--scale", "nan"],
    ["draft-plan", "--scale", "1e308"],
    ["draft-plan", "--drop", "A:0"],
    ["draft-plan", "--drop", "A:1:" + "9" * 5000],
]


@pytest.mark.parametrize("argv", NUMBER_CASES, ids=lambda a: "-".join(a[:3])[:60])
def test_a_number_out_of_range_is_refused_before_any_work(
    folder: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / EVENT).write_bytes(_text_file(copy.deepcopy(BASE)))
    argv = [
        str(folder / EVENT) if a == "EVENT" else str(folder / "o.out") if a == "OUT" else a
        for a in argv
    ]
    before = snapshot(folder)
    started = time.perf_counter()
    outcome = run_main([*argv, "--db", str(folder / DB)], capsys)
    assert time.perf_counter() - started < 30
    assert_refused_cleanly(outcome, 2, before, snapshot(folder))  # argparse's usage error
