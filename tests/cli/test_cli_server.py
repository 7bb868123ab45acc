"""The command line on a PostgreSQL server (issue 17): ``--db postgresql://…`` and
``MTRDESK_DB`` work for every command that opens a database, as on a file.

A whole event by the scorekeeper's commands on the server gives what the same commands
give on an SQLite file; an empty server database is set up only by a writing command
given ``--create`` (as a new file is); stations write beside each other (no window holds
a server database to itself); every refusal is one line, exit status 1, nothing changed;
a server that cannot be reached or refuses the password is one line too, never a
traceback and never the password.

The commands run in this process through ``main(argv)``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from mtrdesk.cli import main
from mtrdesk.services import Services
from tests.helpers.scorekeeper_cli import forget_language
from tests.helpers.services_support import committed_rows

PLAYERS = [
    ("山田", "太郎", "やまだ たろう"),
    ("佐藤", "花子", "さとう はなこ"),
    ("Smith", "John", ""),
    ("Doe", "Jane", ""),
    ("鈴木", "一郎", "すずき いちろう"),
    ("高橋", "次郎", ""),
    ("Garcia", "Ana", ""),
]


class Cli:
    """``mtrdesk --db DB ARGS`` in this process (``db`` None: ``--db`` left out)."""

    def __init__(self, db: str | None, capsys: pytest.CaptureFixture[str]) -> None:
        self.db, self._capsys = db, capsys

    def __call__(self, *args: str, lang: str = "en") -> tuple[int, str, str]:
        self._capsys.readouterr()
        forget_language()
        try:
            chosen = [] if self.db is None else ["--db", self.db]
            status = main([*chosen, "--lang", lang, *args])
        finally:
            forget_language()
        out, err = self._capsys.readouterr()
        return status, out, err

    def ok(self, *args: str) -> Any:
        status, out, err = self(*args)
        assert status == 0, err
        return json.loads(out)

    def refused(self, *args: str, lang: str = "en", reachable: bool = True) -> str:
        """The refusal's one line: exit 1, nothing printed, no traceback; the server's
        rows as they were (when it can be ``reachable`` at this address)."""
        before = server_rows(self.db) if reachable else []
        status, out, err = self(*args, lang=lang)
        assert (status, out) == (1, ""), err
        assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
        assert (server_rows(self.db) if reachable else []) == before
        return err


def server_rows(db: str | None) -> list[str]:
    """Every committed row of every table of a server database (``[]``: no tables)."""
    if db is None or not db.startswith("postgresql://"):
        return []
    with psycopg.connect(db, autocommit=True) as conn:
        tables = conn.execute("SELECT count(*) FROM pg_tables WHERE schemaname = 'public'")
        if tables.fetchone() == (0,):
            return []
    with Services.open(db, read_only=True, create=False) as services:
        return committed_rows(services)


@pytest.fixture
def server(qapp: object, postgres_dsn: str, capsys: pytest.CaptureFixture[str]) -> Cli:
    """``qapp`` first: the refusals' translators would otherwise make a bare
    ``QCoreApplication``, which the window tests later in this worker cannot use."""
    return Cli(postgres_dsn, capsys)


@pytest.fixture
def event(server: Cli) -> Iterator[int]:
    made = server.ok("event", "create", "FNM", "--create", "--date", "2026-11-27", "--rounds", "3")
    for family, given, reading in PLAYERS:
        server.ok("player", "add", "FNM", family, given, "--reading", reading)
    yield made["event"]


def play(cli: Cli) -> list[Any]:
    """A whole event on ``cli``'s database: three rounds of seven players, a drop, a
    correction; every command's answer, in order."""
    said: list[Any] = [
        cli.ok("event", "create", "FNM", "--create", "--date", "2026-11-27", "--rounds", "3")
    ]
    for family, given, reading in PLAYERS:
        said.append(cli.ok("player", "add", "FNM", family, given, "--reading", reading))
    for number in (1, 2, 3):
        pairings = cli.ok("round", "pair", "FNM", "--seed", str(number))
        said.append(pairings)
        for n, row in enumerate(r for r in pairings if r["p2"]):
            result = ("2-1", "0-2", "1-1-1")[n % 3]
            said.append(cli.ok("round", "report", "FNM", str(row["table"]), result))
        said.append(cli.ok("round", "show", "FNM"))
        if number == 1:
            said.append(cli.ok("player", "drop", "FNM", "佐藤花子"))
    status, out, err = cli("round", "report", "FNM", "1", "0-2", "--round", "1", "--over", "2-1")
    assert status == 0 and "Later rounds" in err
    said.append(json.loads(out))
    said.append(cli.ok("round", "standings", "FNM"))
    said.append(cli.ok("round", "standings", "FNM", "--round", "2"))
    said.append([{k: e[k] for k in ("id", "name", "players")} for e in cli.ok("events")])
    return said


def test_a_whole_event_on_the_server_says_what_it_says_on_a_file(
    server: Cli, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    on_server = play(server)
    on_file = play(Cli(str(tmp_path / "shop.sqlite3"), capsys))
    assert on_server == on_file
    assert on_server[-1] == [{"id": 1, "name": "FNM", "players": 7}]


def test_mtrdesk_db_names_the_server(
    server: Cli, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("MTRDESK_DB", str(server.db))
    chosen = Cli(None, capsys)
    made = chosen.ok("event", "create", "FNM", "--create")
    assert chosen.ok("player", "add", str(made["event"]), "山田", "太郎") == {"entry": 1}
    assert server.ok("events")[0]["players"] == 1  # the same database, by --db
    status, _, err = chosen("round", "pair", "Nope")
    assert status == 1 and "No event has the id or the name Nope" in err


def test_an_empty_server_database_is_set_up_only_with_create(server: Cli) -> None:
    """As a file that does not exist: a writing command without ``--create`` refuses
    (a typo in the address must not set up a database), a reading one too; nothing is
    made either way."""
    said = server.refused("event", "create", "FNM")
    assert "--create" in said
    server.refused("events")
    server.refused("player", "add", "FNM", "Lee", "Min")
    assert server_rows(server.db) == []  # not even the tables
    assert server.ok("event", "create", "FNM", "--create") == {"event": 1}


def test_refusals_on_the_server_are_one_line_and_change_nothing(server: Cli, event: int) -> None:
    assert "No event has the id or the name Nope" in server.refused("round", "pair", "Nope")
    assert "No event has the id or the name 99" in server.refused("round", "show", "99")
    assert "No round has been paired yet" in server.refused("round", "report", "FNM", "1", "2-1")
    server.ok("round", "pair", "FNM", "--seed", "3")
    assert "Too many game wins" in server.refused("round", "report", "FNM", "1", "3-1")
    assert "no such table" in server.refused("round", "report", "FNM", "9", "2-1")
    assert "Results are missing in round 1" in server.refused("round", "pair", "FNM")
    assert "No player of this event" in server.refused("player", "drop", "FNM", "Nobody")
    said = server.refused("round", "pair", "存在しない", lang="ja")
    assert "ID または名前が 存在しない の大会はありません。" in said


def test_stations_write_beside_each_other(server: Cli, event: int) -> None:
    """A window on the server holds no lock: the command line writes beside it, and the
    window reads what it wrote."""
    assert server.db is not None
    with Services.open(server.db, create=False) as window:
        added = server.ok("player", "add", "FNM", "Lee", "Min")
        pairings = server.ok("round", "pair", "FNM", "--seed", "1")
        assert window.players.get(added["entry"]).family == "Lee"
        view = window.rounds.round_view(event, 1)
        assert [m.player1_name for m in view.matches] == [r["p1"] for r in pairings]
        window.rounds.report(event, 1, 1, "2-0")
        shown = server.ok("round", "show", "FNM")
        assert shown["matches"][0]["result"] == "2-0"


def test_export_import_and_backups_on_the_server(server: Cli, event: int, tmp_path: Path) -> None:
    server.ok("round", "pair", "FNM", "--seed", "4")
    exported = tmp_path / "fnm.json"
    assert server("export", "FNM", "-o", str(exported))[0] == 0
    assert json.loads(exported.read_text("utf-8"))["event"]["name"] == "FNM"
    assert server.ok("import", str(exported)) == {"event": 2}
    listed = server.ok("backups")
    assert [(b["kind"], b["event"], b["round"]) for b in listed["backups"]] == [("round", event, 1)]
    assert listed["backups"][0]["this_database"] is True
    restored = server.ok("restore", listed["backups"][0]["path"])
    assert restored == {"events": [3]}
    assert [e["id"] for e in server.ok("events")] == [3, 2, 1]


@pytest.mark.parametrize("wrong", ["port", "password", "database"])
def test_a_server_that_cannot_be_reached_is_one_line(
    server: Cli, event: int, wrong: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert server.db is not None
    who, where = server.db.removeprefix("postgresql://").split("@")
    user, password = who.split(":")
    host, port_name = where.split(":")
    port, name = port_name.split("/")
    address = {
        "port": f"postgresql://{who}@{host}:1/{name}",
        "password": f"postgresql://{user}:not-{password}@{where}",
        "database": f"postgresql://{who}@{host}:{port}/{name}_gone",
    }[wrong]
    rows = server_rows(server.db)
    bad = Cli(address, capsys)
    for args in (("events",), ("player", "add", "FNM", "Lee", "Min"), ("round", "show", "1")):
        said = bad.refused(*args, reachable=False)
        assert password not in said
    assert server_rows(server.db) == rows
