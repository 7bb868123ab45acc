"""``mtrdesk copy-store FROM TO`` (issue 17, item 3): a played event moved from an SQLite
file onto a PostgreSQL server and back into a new file loses nothing, checked by
comparing every table; every refusal is one line, exit status 1, nothing changed.

The commands run in this process through ``main(argv)``, as the scorekeeper tests do.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from mtrdesk.cli import main
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Services
from mtrdesk.services.safekeeping.integrity import check_audit_chain
from tests.helpers.scorekeeper_cli import forget_language
from tests.helpers.services_support import (
    committed_rows,
    new_event,
    open_services,
    report_round,
)

DECK = "4 Lightning Bolt\n56 Mountain\n\nSideboard\n15 Smash to Smithereens\n"

Run = Callable[..., tuple[int, str, str]]


@pytest.fixture
def run(qapp: object, capsys: pytest.CaptureFixture[str]) -> Run:
    """``mtrdesk ARGS`` in this process: (status, standard output, standard error).
    ``qapp`` first: the refusals' translators would otherwise make a bare
    ``QCoreApplication``, which the window tests later in this worker cannot use."""

    def run(*args: str, lang: str = "en") -> tuple[int, str, str]:
        capsys.readouterr()
        forget_language()
        try:
            status = main(["--lang", lang, *args])
        finally:
            forget_language()
        out, err = capsys.readouterr()
        return status, out, err

    return run


def played_event(path: Path) -> int:
    """An event as a store keeps one after a Friday night: players (one Japanese, one
    dropped), a decklist, two rounds with results, a time extension, a result undone and
    done again, and a third round half reported."""
    services = open_services(path)
    try:
        event_id, entries = new_event(services, 9)
        yamada, _ = services.players.add(event_id, "山田", "太郎", "やまだ たろう", "J0001")
        services.decklists.save(event_id, entries[0], DECK)
        rng = random.Random(17)
        services.rounds.pair_next(event_id, 5)
        services.extensions.add(event_id, 1, 1, 4, ExtensionReason.DECK_CHECK)
        report_round(services, event_id, rng)
        services.undo.undo(event_id)  # the last result, and back again
        services.undo.redo(event_id)
        services.players.drop(yamada)
        services.rounds.pair_next(event_id, 6)
        report_round(services, event_id, rng)
        third, _ = services.rounds.pair_next(event_id, 7)
        for match in third.matches[:2]:
            if match.player2 is not None:
                services.rounds.report(event_id, 3, match.table, "2-1")
    finally:
        services.close()
    return event_id


def sqlite_tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table of an SQLite file, in rowid order."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        names = [
            row[0]
            for row in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' "
                "AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        return {
            name: db.execute(f'SELECT * FROM "{name}" ORDER BY rowid').fetchall() for name in names
        }


def what_it_shows(address: Path | str, event_id: int) -> tuple[object, ...]:
    """What a window shows of the event: standings, every round, the players, the audit
    chain's verdict."""
    with Services.open(address, read_only=True, create=False) as services:
        rounds = [services.rounds.round_view(event_id, n) for n in range(1, 4)]
        return (
            services.standings.standings(event_id),
            rounds,
            services.players.list_entries(event_id),
            check_audit_chain(services.context),
        )


def test_an_event_goes_to_the_server_and_back_unchanged(
    run: Run, tmp_path: Path, postgres_dsn: str
) -> None:
    first, last = tmp_path / "shop.sqlite3", tmp_path / "back" / "home.sqlite3"
    event_id = played_event(first)

    status, out, err = run("copy-store", str(first), postgres_dsn)
    assert (status, err) == (0, "")
    there = json.loads(out)
    assert there["same"] is True and there["audit_chain_intact"] is True
    assert there["from"] == str(first.resolve())
    assert there["to"].startswith("postgresql://mtrdesk@127.0.0.1:")
    assert ":" not in there["to"].split("@")[0].removeprefix("postgresql://")  # no password
    rows = {t["table"]: t for t in there["tables"]}
    assert all(t["same"] and t["rows"] == t["copied"] for t in there["tables"])
    assert rows["entry"]["rows"] == 10 and rows["decklist"]["rows"] == 1
    assert rows["time_extension"]["rows"] == 1 and rows["change_step"]["rows"] > 0
    assert rows["match"]["rows"] == 15 and rows["audit_log"]["rows"] > 20

    status, out, err = run("copy-store", postgres_dsn, str(last))
    assert (status, err) == (0, "")
    back = json.loads(out)
    assert back["same"] is True and back["to"] == str(last.resolve())
    assert [(t["table"], t["rows"]) for t in back["tables"]] == [
        (t["table"], t["rows"]) for t in there["tables"]
    ]

    assert sqlite_tables(last) == sqlite_tables(first)  # every table, byte for byte
    shown = what_it_shows(first, event_id)
    assert shown[-1] is None  # the audit chain verifies, on each of the three
    assert what_it_shows(postgres_dsn, event_id) == shown
    assert what_it_shows(last, event_id) == shown


def test_the_copy_on_the_server_goes_on_with_new_ids(
    run: Run, tmp_path: Path, postgres_dsn: str
) -> None:
    """The server's identity sequences moved past the copied ids: the next player gets
    a new id there, and the round goes on."""
    first = tmp_path / "shop.sqlite3"
    event_id = played_event(first)
    assert run("copy-store", str(first), postgres_dsn)[0] == 0
    status, out, err = run("--db", postgres_dsn, "player", "add", str(event_id), "遅刻", "花子")
    assert (status, err) == (0, "")
    assert json.loads(out) == {"entry": 11}
    status, out, err = run("--db", postgres_dsn, "round", "show", str(event_id))
    missing = [m["table"] for m in json.loads(out)["matches"] if m["p2"] and not m["result"]]
    for table in missing:
        assert (
            run("--db", postgres_dsn, "round", "report", str(event_id), str(table), "0-2")[0] == 0
        )
    with Services.open(postgres_dsn, create=False) as services:
        assert services.rounds.round_view(event_id, 3).complete
        assert check_audit_chain(services.context) is None


def test_the_source_may_be_open_in_a_window(run: Run, tmp_path: Path) -> None:
    """FROM is read only: a window holding it (its lock) does not stop the copy."""
    first, copy = tmp_path / "shop.sqlite3", tmp_path / "copy.sqlite3"
    played_event(first)
    with Services.open(first, create=False):  # the window
        status, out, err = run("copy-store", str(first), str(copy))
    assert (status, err) == (0, "") and json.loads(out)["same"] is True
    assert sqlite_tables(copy) == sqlite_tables(first)


def refused(run: Run, *args: str, lang: str = "en") -> str:
    status, out, err = run(*args, lang=lang)
    assert (status, out) == (1, ""), err
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    return err


def test_a_target_that_holds_rows_is_refused_untouched(
    run: Run, tmp_path: Path, postgres_dsn: str
) -> None:
    first, other = tmp_path / "shop.sqlite3", tmp_path / "other.sqlite3"
    played_event(first)
    with open_services(other) as services:
        new_event(services, 2)
    with open_services(postgres_dsn) as services:
        new_event(services, 2)
        before = committed_rows(services)
    err = refused(run, "copy-store", str(first), postgres_dsn)
    assert "already holds data, so nothing was copied" in err
    assert "postgresql://mtrdesk@127.0.0.1:" in err and ":" not in err.split("@")[0][14:]
    with Services.open(postgres_dsn, create=False) as services:
        assert committed_rows(services) == before

    kept = other.read_bytes()
    err = refused(run, "copy-store", str(first), str(other), lang="ja")
    assert "既にデータ" in err and str(other) in err
    assert other.read_bytes() == kept


def test_an_empty_database_file_takes_the_copy(run: Run, tmp_path: Path) -> None:
    """TO may be an existing mtrdesk file without rows (made by the window, say)."""
    first, empty = tmp_path / "shop.sqlite3", tmp_path / "empty.sqlite3"
    played_event(first)
    open_services(empty).close()
    status, out, err = run("copy-store", str(first), str(empty))
    assert (status, err) == (0, "") and json.loads(out)["same"] is True
    assert sqlite_tables(empty) == sqlite_tables(first)


def test_the_same_store_twice_is_refused(run: Run, tmp_path: Path, postgres_dsn: str) -> None:
    first = tmp_path / "shop.sqlite3"
    played_event(first)
    kept = first.read_bytes()
    (tmp_path / "sub").mkdir()
    err = refused(run, "copy-store", str(first), str(tmp_path / "sub" / ".." / "shop.sqlite3"))
    assert "is both FROM and TO" in err
    assert first.read_bytes() == kept
    elsewhere = postgres_dsn.replace("@127.0.0.1:", "@localhost:")
    err = refused(run, "copy-store", postgres_dsn, elsewhere, lang="ja")
    assert "コピー元とコピー先" in err and "Traceback" not in err


def test_a_missing_source_is_refused_and_nothing_is_made(
    run: Run, tmp_path: Path, postgres_dsn: str
) -> None:
    target = tmp_path / "copy.sqlite3"
    err = refused(run, "copy-store", str(tmp_path / "nothing.sqlite3"), str(target))
    assert "There is no database" in err and "nothing.sqlite3" in err
    assert list(tmp_path.iterdir()) == []
    gone = postgres_dsn.rsplit("/", 1)[0] + "/no_such_database"  # the server says so
    refused(run, "copy-store", gone, str(target))  # connecting: one line, whatever it is
    assert list(tmp_path.iterdir()) == []


def test_db_is_a_usage_error_with_copy_store(run: Run, tmp_path: Path) -> None:
    with pytest.raises(SystemExit) as exit_:
        run("--db", str(tmp_path / "a.sqlite3"), "copy-store", "x", "y")
    assert exit_.value.code == 2
