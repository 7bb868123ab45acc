"""The bad-input corpus for the phones' server and the window's CSV import (issue 27,
Why 10). Each case checks the corpus's promises: no traceback (an exception escaping the
server or the service fails the case), the documented status or problem, a sentence that
says what to do, and every file of the database folder byte-for-byte unchanged.

Server cases run the app in this process (Starlette's TestClient, which raises what the
server would have logged as a traceback); the forwarded-address case needs uvicorn itself
and runs one on loopback. CSV cases run the services' preview and import, as the window's
Players ▸ Import players from CSV... does.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from mtrdesk.services import Problem, Services
from mtrdesk.services.players.csv_import import MAX_CSV_ROWS
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from mtrdesk.words import messages
from tests.helpers.corpus import snapshot
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import new_event, open_services
from tests.helpers.web_support import Listening, listening

__all__ = ["listening"]  # the fixture, used by name

P = Problem


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A database of one event of 8 players, round 1 paired, in a folder of its own."""
    home = tmp_path / "db"
    home.mkdir()
    prepared_database(home / "event.sqlite3", "corpus-floor", _paired_event)
    return home


def _paired_event(path: Path) -> None:
    with open_services(path) as services:
        event_id, _ = new_event(services, 8, swiss_rounds=3)
        assert event_id == 1
        services.rounds.pair_next(event_id, seed=1)


def unchanged(folder: Path, before: dict[str, str]) -> None:
    """The database file byte-for-byte as it was, and no write waiting in its WAL (a
    read-only server may leave an empty one behind)."""
    after = snapshot(folder)
    assert after["event.sqlite3"] == before["event.sqlite3"]
    wal = folder / "event.sqlite3-wal"
    assert not wal.exists() or wal.stat().st_size == 0
    created = set(after) - set(before) - {"event.sqlite3-wal", "event.sqlite3-shm"}
    assert not {c for c in created if not c.endswith(".lock")}, created


@pytest.fixture
def served(folder: Path) -> Iterator[tuple[TestClient, dict[str, str]]]:
    """The server over the closed database, and the database folder as it was before."""
    before = snapshot(folder)
    path = folder / "event.sqlite3"
    app = create_app(ServiceWorker(lambda: Services.open(path, read_only=True, follow=True)))
    with TestClient(app, headers={"accept-language": "en"}) as opened:
        yield opened, before
    unchanged(folder, before)


_ROUND_SENTENCE = "The round in the address must be its number, 1 to 999"
_EVENT_SENTENCE = "The event in the address must be its number"
_NOT_FOUND = "There is no such page."

_BAD_NUMBERS = {
    "empty": "",
    "letters": "x",
    "negative": "-1",
    "zero": "0",
    "plus": "%2B2",
    "decimal": "1.5",
    "space": "%201",
    "full-width": "%EF%BC%92",
    "ethiopic-digit": "%E1%8D%A9",
    "arabic-indic-digit": "%D9%A2",
    "huge": "9" * 5000,
    "beyond-999": "1000",
    "nul": "2%00",
    "exponent": "1e3",
    "hex": "0x2",
}

#: (id, path, status, what the answer says).
WEB_CASES: list[tuple[str, str, int, str]] = [
    *[
        (f"page-{page}-round-{name}", f"/e/1/{page}?round={value}", 400, _ROUND_SENTENCE)
        for page in ("pairings", "standings")
        for name, value in _BAD_NUMBERS.items()
    ],
    *[
        (f"api-{route}-round-{name}", f"/api/events/1/{route}?round={value}", 400, "bad_round")
        for route in ("pairings", "standings")
        for name, value in _BAD_NUMBERS.items()
    ],
    *[
        (f"live-event-{name}", f"/live?event={value}", 400, "bad_event_query")
        for name, value in _BAD_NUMBERS.items()
        if name != "beyond-999"  # event 1000 is an event number like any other
    ],
    ("live-event-past-2^31", "/live?event=2147483648", 400, "bad_event_query"),
    ("page-round-repeated-one-bad", "/e/1/pairings?round=1&round=", 400, _ROUND_SENTENCE),
    ("api-round-repeated-one-bad", "/api/events/1/pairings?round=x&round=1", 400, "bad_round"),
    ("static-nul", "/static/%00", 404, _NOT_FOUND),
    ("static-nul-in-name", "/static/live%00.js", 404, _NOT_FOUND),
    ("static-nul-folder", "/static/%00/live.js", 404, _NOT_FOUND),
    ("static-nul-after-dots", "/static/..%2f%00", 404, _NOT_FOUND),
]


@pytest.mark.parametrize(
    ("path", "status", "said"),
    [pytest.param(path, status, said, id=name) for name, path, status, said in WEB_CASES],
)
def test_a_bad_address_is_answered_with_a_sentence_and_changes_nothing(
    served: tuple[TestClient, dict[str, str]], path: str, status: int, said: str
) -> None:
    client, _ = served  # the fixture checks the files once the server is closed
    answer = client.get(path)
    assert answer.status_code == status, answer.text[:300]
    assert "Traceback" not in answer.text
    if answer.headers["content-type"].startswith("application/json"):
        body = answer.json()
        assert body["error"] == said
        assert len(body["message"]) > 20  # a sentence, not a key
    else:
        assert said in answer.text


def test_wrong_pins_with_a_changing_forwarded_address_are_slowed_down(
    listening: Listening,
) -> None:
    """The corpus's one case that needs uvicorn: X-Forwarded-For from 127.0.0.1 names a
    new address at every guess; the sixth guess is still a 429 with a sentence."""
    wrong = "000000" if listening.pin != "000000" else "111111"
    answers = [
        listening.request(
            "POST",
            f"/api/events/{listening.event_id}/staff/sessions",
            {"pin": wrong, "name": "Judge"},
            {"x-forwarded-for": f"203.0.113.{n}", "forwarded": f"for=198.51.100.{n}"},
        )
        for n in range(1, 7)
    ]
    assert [status for status, _, _ in answers] == [403] * 5 + [429]
    assert b"Traceback" not in answers[-1][2]
    assert b"too_many" in answers[-1][2]


# -- the window's CSV import --------------------------------------------------------------

HEAD = "姓,名,ふりがな,ID\n"

#: (id, the file, the problems as (line, problem, column), the players imported).
CSV_CASES: list[tuple[str, bytes | str, list[tuple[int, Problem, int]], list[str]]] = [
    # Characters event files refuse (core.text.text_problem), in every column and spot.
    ("ansi-colour-family", "\x1b[31m山田\x1b[0m,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("ansi-colour-given", "山田,\x1b[1m太郎\n鈴木,花子\n", [(1, P.CSV_BAD_TEXT, 2)], ["鈴木 花子"]),
    ("ansi-in-reading", HEAD + "山田,太郎,\x1b[32mやまだ,\n", [(2, P.CSV_BAD_TEXT, 3)], []),
    ("ansi-in-player-id", HEAD + "山田,太郎,,\x1b]0;x\x07ID\n", [(2, P.CSV_BAD_TEXT, 4)], []),
    ("c1-csi", "山田\x9b31m,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("rlo-family", "\u202e田山,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("lro-given", "山田,\u202d太郎\n", [(1, P.CSV_BAD_TEXT, 2)], []),
    ("rli-isolate", "山田,太\u2067郎\n", [(1, P.CSV_BAD_TEXT, 2)], []),
    ("pdi-isolate-end", "山田,太郎\u2069\n", [(1, P.CSV_BAD_TEXT, 2)], []),
    ("rlm-mark", "山田\u200f,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("arabic-letter-mark", "山田,\u061c太郎\n", [(1, P.CSV_BAD_TEXT, 2)], []),
    # What clean() used to turn into a space, so the import took it.
    ("file-separator", "山田\x1c,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("group-separator", "山田,太\x1d郎\n", [(1, P.CSV_BAD_TEXT, 2)], []),
    ("record-separator", "山\x1e田,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("unit-separator-reading", HEAD + "山田,太郎,やま\x1fだ,\n", [(2, P.CSV_BAD_TEXT, 3)], []),
    ("vertical-tab", "山田\x0b太郎,x\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("form-feed-id", HEAD + "山田,太郎,,ID\x0c1\n", [(2, P.CSV_BAD_TEXT, 4)], []),
    ("nel", "山田\x85,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    (
        "line-break-in-quoted-cell",
        '"山田\n太郎",x\n鈴木,花子\n',
        [(1, P.CSV_BAD_TEXT, 1)],
        ["鈴木 花子"],
    ),
    ("cr-in-quoted-cell", '"山田\r太郎",x\n', [(1, P.CSV_BAD_TEXT, 1)], []),
    ("tab-in-comma-cell", "山田\t,太郎\n", [(1, P.CSV_BAD_TEXT, 1)], []),
    ("ansi-cp932", "\x1b[31m山田,太郎\n".encode("cp932"), [(1, P.CSV_BAD_TEXT, 1)], []),
    ("rlo-utf16", "\ufeff山田,\u202e太郎\n".encode("utf-16-le"), [(1, P.CSV_BAD_TEXT, 2)], []),
    # A skipped line's shown text never holds the override or escape raw either.
    (
        "rlo-in-unknown-header",
        "family,given,\u202eteam\n山田,太郎,A\n",
        [(1, P.CSV_UNKNOWN_COLUMN, 0)],
        ["山田 太郎"],
    ),
    (
        "ansi-in-extra-cell",
        "山田,太郎,やまだ,ID1,\x1b[31m余分\n",
        [(1, P.CSV_TOO_MANY_CELLS, 0)],
        [],
    ),
    # Bounded: a list over 10,000 rows is refused whole, where its 10,001st row is.
    (
        "rows-over-the-limit",
        HEAD + "佐藤,健\n" * (MAX_CSV_ROWS + 1),
        [(MAX_CSV_ROWS + 2, P.CSV_TOO_MANY_ROWS, 0)],
        [],
    ),
    (
        "rows-over-the-limit-no-header",
        "佐藤,健\n" * (MAX_CSV_ROWS + 5),
        # Where the reading stopped: one row more is read in case the first is a header.
        [(MAX_CSV_ROWS + 2, P.CSV_TOO_MANY_ROWS, 0)],
        [],
    ),
    (
        "exactly-one-row-over-no-header",
        "佐藤,健\n" * (MAX_CSV_ROWS + 1),
        [(MAX_CSV_ROWS + 1, P.CSV_TOO_MANY_ROWS, 0)],
        [],
    ),
    (
        "100000-rows",
        HEAD + "".join(f"山田{i},太郎,,P{i:07d}\n" for i in range(100_000)),
        [(MAX_CSV_ROWS + 2, P.CSV_TOO_MANY_ROWS, 0)],
        [],
    ),
]


def _readable(text: str) -> bool:
    return not any(
        ch in text for ch in "\x1b\x9b\x1c\x1d\x1e\x1f\x0b\x0c\x85\n\r\t\x07"
    ) and not any("\u202a" <= ch <= "\u202e" or "\u2066" <= ch <= "\u2069" for ch in text)


@pytest.mark.parametrize(
    ("data", "expected", "imported"),
    [pytest.param(data, problems, names, id=name) for name, data, problems, names in CSV_CASES],
)
def test_a_csv_with_what_event_files_refuse_is_skipped_with_its_line_and_column(
    folder: Path,
    data: bytes | str,
    expected: list[tuple[int, Problem, int]],
    imported: list[str],
) -> None:
    before = snapshot(folder)
    services = open_services(folder / "event.sqlite3")
    try:
        entered = [e.display_name for e in services.players.list_entries(1)]
        preview = services.players.preview_csv(data, 1)
        assert [(p.line, p.problem, p.column) for p in preview.problems] == expected
        for problem in preview.problems:
            assert _readable(problem.text), repr(problem.text)
            sentence = messages.problem_message(problem.problem)
            assert isinstance(problem.problem, enum.Enum) and "Unexpected problem" not in sentence
            assert len(sentence) > 40
        assert [f"{r.family} {r.given}".strip() for r in preview.rows] == imported
        if preview.rows:
            services.players.import_csv(1, preview)
        after = [e.display_name for e in services.players.list_entries(1)]
        assert after == entered + imported
    finally:
        services.close()
    if not imported:
        unchanged(folder, before)  # nothing to import: nothing written
