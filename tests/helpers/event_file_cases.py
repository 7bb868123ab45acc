"""The bad event files of the corpus (``tests/corpus/test_corpus_files.py``), shared with the
one-pass reader's corpus (``test_corpus_eventfile.py``): a valid base file and each change
that spoils it, as (name, change) pairs."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event

Doc = dict[str, Any]
EVENT = "ev.json"
DB = "db.sqlite3"


def _base() -> Doc:
    """A small valid event: 8 players, three Swiss rounds with results."""
    doc = document_to_dict(simulate_event(Simulation(8, seed=3, rounds=3, drop_rate=0.0)))
    doc["players"][0]["playoff_seed"] = None
    return doc


BASE = _base()


def set_at(doc: Doc, path: str, value: Any) -> Doc:
    """``doc`` with ``value`` at ``path``: names and list indexes, as ``a.b[0].c`` or
    ``a.b.0.c``."""
    parts = [
        int(piece) if piece.isdigit() else piece
        for piece in path.replace("]", "").replace("[", ".").split(".")
        if piece
    ]
    here: Any = doc
    for part in parts[:-1]:
        here = here[part]
    here[parts[-1]] = value
    return doc


def _set(path: str, value: Any) -> Callable[[Doc], Doc]:
    """A change at ``a.b[0].c`` (dots and indexes) to ``value``."""

    def change(doc: Doc) -> Doc:
        return set_at(doc, path, value)

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
