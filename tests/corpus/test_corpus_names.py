"""The bad-input corpus for names that fit several (issue 27, item 7).

Every command that takes a player or an event by name refuses a name that fits more than
one, lists every candidate with what tells them apart (a player's entry id and reading, an
event's id and date) so the scorekeeper can pick, exits 1 and changes nothing. Run through
``mtrdesk.cli.main`` and checked by ``tests/helpers/corpus.py`` (status, one sentence, no
traceback, nothing on standard output, every file byte-for-byte unchanged).
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot

DB = "names.sqlite3"
FNM = "金曜日のFNM"
LEAGUE = "モダン・リーグ"
#: Family, given, reading: two 佐藤 (one family name), two さいとう はじめ (one reading).
PLAYERS = [
    ("佐藤", "花子", "さとう はなこ"),
    ("佐藤", "健", "さとう けん"),
    ("斎藤", "一", "さいとう はじめ"),
    ("齋藤", "一", "さいとう はじめ"),
    ("鈴木", "一郎", "すずき いちろう"),
    ("高橋", "次郎", "たかはし じろう"),
]


@dataclass(frozen=True)
class Bench:
    """The database of a case: ``fnm`` (the players above), two events named ``LEAGUE``
    (``leagues``, on two dates), and the entry ids by family and given name."""

    folder: Path
    fnm: int
    leagues: tuple[int, int]
    entries: dict[str, int]

    @property
    def db(self) -> str:
        return str(self.folder / DB)


def _bench(folder: Path) -> Bench:
    with Services.open(folder / DB) as services:
        fnm, _ = services.events.create(EventSettings(FNM, dt.date(2026, 11, 27)))
        entries = {}
        for family, given, reading in PLAYERS:
            entries[family + given], _ = services.players.add(fnm, family, given, reading)
        leagues = []
        for day in (20, 27):
            league, _ = services.events.create(EventSettings(LEAGUE, dt.date(2026, 11, day)))
            for family, given, reading in PLAYERS[:4]:
                services.players.add(league, family, given, reading)
            leagues.append(league)
    return Bench(folder, fnm, (leagues[0], leagues[1]), entries)


@dataclass(frozen=True)
class Case:
    id: str
    argv: Callable[[Bench], list[str]]
    #: What the sentence must list: one pattern per candidate (a regex over the line).
    listed: Callable[[Bench], list[str]]
    lang: str = "ja"
    new_files: tuple[str, ...] = ()


def _players(*names: str) -> Callable[[Bench], list[str]]:
    """Each candidate's line: its entry id, its name and its reading."""
    readings = {f + g: (f, g, r) for f, g, r in PLAYERS}

    def listed(bench: Bench) -> list[str]:
        return [
            rf"{bench.entries[n]}: {readings[n][0]} {readings[n][1]} \({readings[n][2]}\)"
            for n in names
        ]

    return listed


def _leagues(bench: Bench) -> list[str]:
    return [
        rf"{bench.leagues[0]}: {LEAGUE} \(2026-11-20\)",
        rf"{bench.leagues[1]}: {LEAGUE} \(2026-11-27\)",
    ]


CASES = [
    Case(
        "drop by a family name two players have",
        lambda b: ["player", "drop", str(b.fnm), "佐藤"],
        _players("佐藤花子", "佐藤健"),
    ),
    Case(
        "drop by a family name two players have, in English",
        lambda b: ["player", "drop", str(b.fnm), "佐藤"],
        _players("佐藤花子", "佐藤健"),
        lang="en",
    ),
    Case(
        "drop by a family name in full-width spaces",
        lambda b: ["player", "drop", FNM, "　佐藤　"],
        _players("佐藤花子", "佐藤健"),
    ),
    Case(
        "drop by a reading two players have",
        lambda b: ["player", "drop", FNM, "さいとう はじめ"],
        _players("斎藤一", "齋藤一"),
    ),
    Case(
        "drop by a reading in katakana two players have",
        lambda b: ["player", "drop", FNM, "サイトウハジメ"],
        _players("斎藤一", "齋藤一"),
    ),
    Case(
        "drop by the family name's reading two players have",
        lambda b: ["player", "drop", FNM, "さとう"],
        _players("佐藤花子", "佐藤健"),
    ),
    Case(
        "drop by the given name two players have",
        lambda b: ["player", "drop", FNM, "一"],
        _players("斎藤一", "齋藤一"),
    ),
    Case(
        "drop in an event named by a name two events have",
        lambda b: ["player", "drop", LEAGUE, "1"],
        _leagues,
    ),
    Case(
        "add to an event named by a name two events have",
        lambda b: ["player", "add", LEAGUE, "山田", "太郎"],
        _leagues,
    ),
    Case(
        "pair an event named by a name two events have",
        lambda b: ["round", "pair", LEAGUE, "--seed", "1"],
        _leagues,
    ),
    Case(
        "report in an event named by a name two events have",
        lambda b: ["round", "report", LEAGUE, "1", "2-1"],
        _leagues,
    ),
    Case(
        "show a round of an event named by a name two events have",
        lambda b: ["round", "show", LEAGUE],
        _leagues,
    ),
    Case(
        "standings of an event named by a name two events have",
        lambda b: ["round", "standings", LEAGUE],
        _leagues,
    ),
    Case(
        "export an event named by a name two events have",
        lambda b: ["export", LEAGUE, "-o", str(b.folder / "out.mtrdesk")],
        _leagues,
    ),
    Case(
        "export an event named by a name two events have, in English",
        lambda b: ["export", LEAGUE, "-o", str(b.folder / "out.mtrdesk")],
        _leagues,
        lang="en",
    ),
    Case(
        "print the decklists of an event named by a name two events have",
        lambda b: ["print-decklists", "--event", LEAGUE, "--blank", "-o", str(b.folder / "d.pdf")],
        _leagues,
    ),
]


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("names")
    _bench(folder)
    return folder / DB


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_a_name_that_fits_several_is_refused_with_the_list(
    case: Case,
    template: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    (tmp_path / DB).write_bytes(template.read_bytes())
    bench = _bench_of(tmp_path)
    before = snapshot(tmp_path)
    outcome = run_main(["--db", bench.db, "--lang", case.lang, *case.argv(bench)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    for pattern in case.listed(bench):
        assert re.search(pattern, outcome.stderr), (pattern, outcome.stderr)
    # The sentence says to pick by id: in the language asked for.
    assert ("ID" in outcome.stderr) if case.lang == "ja" else ("id" in outcome.stderr)


def _bench_of(folder: Path) -> Bench:
    """The ids of the copied database (the same as the template's)."""
    with Services.open(folder / DB, read_only=True) as services:
        events = services.events.list_events()
        fnm = next(e.id for e in events if e.settings.name == FNM)
        leagues = sorted(e.id for e in events if e.settings.name == LEAGUE)
        entries = {e.family + e.given: e.id for e in services.players.list_entries(fnm)}
    (folder / (DB + ".lock")).unlink(missing_ok=True)
    return Bench(folder, fnm, (leagues[0], leagues[1]), entries)


def test_one_name_one_player_is_still_found(
    template: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A family name only one player has names that player (the refusals above are about
    names that fit several, not about short names)."""
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    (tmp_path / DB).write_bytes(template.read_bytes())
    bench = _bench_of(tmp_path)
    outcome = run_main(["--db", bench.db, "player", "drop", FNM, "鈴木"], capsys)
    assert outcome.status == 0, outcome.stderr
    assert json.loads(outcome.stdout)["entry"] == bench.entries["鈴木一郎"]


def test_the_cases_are_many_and_different() -> None:
    ids = [case.id for case in CASES]
    assert len(ids) == len(set(ids)) and len(ids) >= 15
