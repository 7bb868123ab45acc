"""The corpus's damaged databases, event arguments and edited audit logs (issue 27, Why 10):
every case through the real entry point (``mtrdesk.cli.main``), or the window's opening of
a database (``ui.databases.open_database``).

* A database holding a value mtrdesk never writes (an unknown format or match kind, an
  audit row that is not JSON) is refused by ``events``, ``export``, ``print-decklists`` and
  ``restore`` (as a backup) with one sentence, exit status 1, nothing changed; the window
  says the same sentence instead of crashing (``store.content_check``).
* An event named by digits of another script (``፩``, ``٣``) or by 5,000 digits is refused
  with a sentence; full-width digits (``１``, what a Japanese IME types) name the event.
* ``copy-store`` of a database whose audit log was edited outside mtrdesk copies it and
  reports ``"audit_chain_intact": false`` (README), onto a file and onto a server and back.
"""

from __future__ import annotations

import json
import random
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.services import Services
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot
from tests.helpers.services_support import new_event, open_services, report_round

DB = "db.sqlite3"
DAMAGED = "holds values mtrdesk never writes"
NO_EVENT = "No event has the id or the name"

#: Edits another program could make, each leaving a value mtrdesk never writes.
DAMAGES: dict[str, str] = {
    "unknown-format": "UPDATE event SET format = 'vintage_cube'",
    "unknown-match-kind": "UPDATE match SET kind = 'forfeit' WHERE id = 1",
    "audit-row-not-json": "UPDATE audit_log SET detail = 'not json' WHERE id = 2",
}

#: Edits of the audit log alone, made with the ``sqlite3`` shell (foreign keys off).
AUDIT_EDITS: dict[str, str] = {
    "detail-changed": "UPDATE audit_log SET detail = '{}' WHERE id = 3",
    "detail-not-json": "UPDATE audit_log SET detail = 'not json' WHERE id = 3",
    "row-deleted": ("DELETE FROM audit_log WHERE id = (SELECT max(audit_id) FROM change_step)"),
    "row-moved-to-no-event": "UPDATE audit_log SET event_id = 99 WHERE id = 3",
    "hash-removed": "UPDATE audit_log SET hash = NULL WHERE id = 3",
    "row-renumbered": (
        "UPDATE audit_log SET id = 1000 WHERE id = (SELECT min(audit_id) FROM change_step)"
    ),
}


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A database with one event of six players, round 1 paired and reported."""
    path = tmp_path_factory.mktemp("template") / DB
    services = open_services(path)
    try:
        event_id, _ = new_event(services, 6)
        services.rounds.pair_next(event_id, 3)
        report_round(services, event_id, random.Random(5))
    finally:
        services.close()
    return path.read_bytes()


@dataclass
class Bench:
    folder: Path
    template: bytes

    @property
    def db(self) -> str:
        return str(self.folder / DB)

    def edited(self, *statements: str, name: str = DB) -> Path:
        """The template as another program left it after ``statements``."""
        path = self.folder / name
        path.write_bytes(self.template)
        conn = sqlite3.connect(path)
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        conn.close()
        return path


@pytest.fixture
def bench(tmp_path: Path, template: bytes, monkeypatch: pytest.MonkeyPatch) -> Bench:
    folder = tmp_path / "case"
    folder.mkdir()
    monkeypatch.setenv("MTRDESK_BACKUPS", str(tmp_path / "backups"))
    return Bench(folder, template)


# --- (a) values mtrdesk never writes -----------------------------------------------------

COMMANDS: dict[str, Callable[[Bench], list[str]]] = {
    "events": lambda b: ["--db", b.db, "events"],
    "export": lambda b: ["--db", b.db, "export", "1", "-o", str(b.folder / "out.json")],
    "print-decklists": lambda b: [
        "--db",
        b.db,
        "print-decklists",
        "--event",
        "1",
        "--blank",
        "-o",
        str(b.folder / "out.pdf"),
    ],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_database_is_refused_with_a_sentence(
    bench: Bench, capsys: pytest.CaptureFixture[str], damage: str, command: str
) -> None:
    bench.edited(DAMAGES[damage])
    before = snapshot(bench.folder)
    outcome = run_main(COMMANDS[command](bench), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(bench.folder))
    assert DAMAGED in outcome.stderr and "backup" in outcome.stderr


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_backup_is_refused_by_restore(
    bench: Bench, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    bench.edited(name=DB)  # the database restored into: whole
    backup = bench.edited(DAMAGES[damage], name="backup.sqlite3")
    before = snapshot(bench.folder)
    outcome = run_main(["--db", bench.db, "restore", str(backup)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(bench.folder))
    assert "This backup is damaged" in outcome.stderr


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_the_window_says_a_damaged_database_cannot_be_opened(
    bench: Bench, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    from mtrdesk.ui import databases

    path = bench.edited(DAMAGES[damage])
    before = snapshot(bench.folder)
    said: list[str] = []
    monkeypatch.setattr(databases, "show_error", lambda parent, text, title: said.append(text))
    assert databases.open_database(None, str(path)) is None
    assert len(said) == 1 and DAMAGED in said[0]
    after = {k: v for k, v in snapshot(bench.folder).items() if not k.endswith(".lock")}
    assert after == before


# --- (b) event arguments ------------------------------------------------------------------

EVENT_COMMANDS: dict[str, Callable[[Bench, str], list[str]]] = {
    "export": lambda b, e: ["--db", b.db, "export", e, "-o", str(b.folder / "out.json")],
    "round-show": lambda b, e: ["--db", b.db, "round", "show", e],
    "print-decklists": lambda b, e: [
        "--db",
        b.db,
        "print-decklists",
        "--event",
        e,
        "--blank",
        "-o",
        str(b.folder / "out.pdf"),
    ],
}

BAD_EVENTS = {"ethiopic-one": "፩", "arabic-indic-one": "١", "five-thousand-digits": "1" * 5000}


@pytest.mark.parametrize("command", sorted(EVENT_COMMANDS))
@pytest.mark.parametrize("event", sorted(BAD_EVENTS))
def test_an_event_in_other_digits_is_refused_with_a_sentence(
    bench: Bench, capsys: pytest.CaptureFixture[str], event: str, command: str
) -> None:
    bench.edited()
    before = snapshot(bench.folder)
    outcome = run_main(EVENT_COMMANDS[command](bench, BAD_EVENTS[event]), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(bench.folder))
    assert NO_EVENT in outcome.stderr


@pytest.mark.parametrize("command", sorted(EVENT_COMMANDS))
def test_an_event_in_full_width_digits_is_that_event(
    bench: Bench, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """What a Japanese IME types (README: results take full-width digits too)."""
    bench.edited()
    outcome = run_main(EVENT_COMMANDS[command](bench, "１"), capsys)
    assert outcome.status == 0, outcome.stderr
    assert "Traceback" not in outcome.stderr


# --- (c) copy-store of an edited audit log ------------------------------------------------


def _copied(outcome_out: str) -> dict[str, object]:
    done = json.loads(outcome_out)
    assert isinstance(done, dict)
    return done


@pytest.mark.parametrize("edit", sorted(AUDIT_EDITS))
def test_copy_store_copies_an_edited_audit_log_and_says_so(
    bench: Bench, capsys: pytest.CaptureFixture[str], edit: str
) -> None:
    source = bench.edited(AUDIT_EDITS[edit])
    before = snapshot(bench.folder)
    target = bench.folder / "copy.sqlite3"
    outcome = run_main(["copy-store", str(source), str(target)], capsys)
    assert outcome.status == 0, outcome.stderr
    assert "Traceback" not in outcome.stderr
    done = _copied(outcome.stdout)
    assert done["audit_chain_intact"] is False and done["same"] is True
    assert "audit log of this database was changed outside mtrdesk" in outcome.stderr
    after = snapshot(bench.folder)
    assert {k: v for k, v in after.items() if k in before} == before  # FROM unchanged
    with Services.open(target, read_only=True, create=False, check_content=False) as copy:
        from mtrdesk.services.safekeeping.integrity import check_audit_chain

        assert check_audit_chain(copy.context) is not None  # arrives as edited


def test_copy_store_refuses_a_row_that_refers_to_nothing(
    bench: Bench, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not an audit edit: a match of a player who is not there cannot be copied onto a
    store that keeps its foreign keys; refused, nothing made."""
    source = bench.edited("UPDATE match SET player1_id = 999 WHERE id = 1")
    before = snapshot(bench.folder)
    outcome = run_main(["copy-store", str(source), str(bench.folder / "copy.sqlite3")], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(bench.folder))
    assert DAMAGED in outcome.stderr


def test_an_edited_audit_log_goes_to_the_server_and_back(
    bench: Bench, capsys: pytest.CaptureFixture[str], postgres_dsn: str
) -> None:
    source = bench.edited(AUDIT_EDITS["row-deleted"], AUDIT_EDITS["row-moved-to-no-event"])
    there = run_main(["copy-store", str(source), postgres_dsn], capsys)
    assert there.status == 0, there.stderr
    assert _copied(there.stdout)["audit_chain_intact"] is False
    assert _copied(there.stdout)["same"] is True
    home = bench.folder / "home.sqlite3"
    back = run_main(["copy-store", postgres_dsn, str(home)], capsys)
    assert back.status == 0, back.stderr
    assert _copied(back.stdout)["audit_chain_intact"] is False
    assert _copied(back.stdout)["same"] is True


# --- (f) event files with a round left out or a negative seed -----------------------------


def _simulated(folder: Path, edit: Callable[[dict[str, object]], None]) -> Path:
    from mtrdesk.core.event_file.document import document_to_dict
    from mtrdesk.core.simulation.event import Simulation, simulate_event

    document = document_to_dict(simulate_event(Simulation(players=8, rounds=3, seed=4)))
    edit(document)
    path = folder / "event.mtrdesk"
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _without_round_2(document: dict[str, object]) -> None:
    rounds = document["rounds"]
    assert isinstance(rounds, list)
    document["rounds"] = [r for r in rounds if r["number"] != 2]


def _negative_seed(document: dict[str, object]) -> None:
    rounds = document["rounds"]
    assert isinstance(rounds, list)
    rounds[0]["seed"] = -5


FILE_EDITS = {
    "round-gap": (_without_round_2, "rounds: round 2 is missing"),
    "negative-seed": (_negative_seed, "rounds[0].seed: -5 is below 0"),
}
FILE_COMMANDS: dict[str, Callable[[Bench, Path], list[str]]] = {
    "standings": lambda b, f: ["standings", str(f)],
    "pair": lambda b, f: ["pair", str(f)],
    "check-pairings": lambda b, f: ["check-pairings", str(f)],
    "import": lambda b, f: ["--db", b.db, "import", str(f), "--create"],
}


@pytest.mark.parametrize("command", sorted(FILE_COMMANDS))
@pytest.mark.parametrize("edit", sorted(FILE_EDITS))
def test_an_event_file_with_a_gap_or_a_negative_seed_is_refused(
    bench: Bench, capsys: pytest.CaptureFixture[str], edit: str, command: str
) -> None:
    change, field = FILE_EDITS[edit]
    path = _simulated(bench.folder, change)
    before = snapshot(bench.folder)
    argv = FILE_COMMANDS[command](bench, path)
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, refusal_status(argv), before, snapshot(bench.folder))
    assert "event file is damaged" in outcome.stderr and field in outcome.stderr


@pytest.mark.parametrize(
    "argv", [["round", "pair", "1", "--seed", "-1"], ["pair", "F", "--seed=-1"]]
)
def test_a_negative_seed_is_a_usage_error(
    bench: Bench, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    """Seeds are drawn from 0 up (``Context.new_seed``); a file refuses others, so the
    command line does not make them (README: exit status 2, out of range)."""
    bench.edited()
    path = _simulated(bench.folder, lambda d: None)
    argv = [str(path) if a == "F" else a for a in argv]
    before = snapshot(bench.folder)
    outcome = run_main(["--db", bench.db, *argv], capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(bench.folder))
    assert "from 0 to" in outcome.stderr


# --- (d) audit-check's bad input ----------------------------------------------------------

BAD_CODES = {
    "too-short": "4HMAS-W9NF",
    "a-u": "4HMAS-W9NFU",
    "five-thousand-characters": "A" * 5000,
    "ethiopic-digit": "4HMAS-W9NF፩",
    "empty": "",
}


@pytest.mark.parametrize("code", sorted(BAD_CODES))
def test_audit_check_refuses_what_is_not_a_code(
    bench: Bench, capsys: pytest.CaptureFixture[str], code: str
) -> None:
    bench.edited()
    before = snapshot(bench.folder)
    outcome = run_main(["--db", bench.db, "audit-check", BAD_CODES[code]], capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(bench.folder))
    assert "must be the 10 letters and digits" in outcome.stderr


@pytest.mark.parametrize("command", ["audit-check", "audit-head"])
@pytest.mark.parametrize("damage", ["missing", *sorted(DAMAGES)])
def test_audit_commands_refuse_a_missing_or_damaged_database(
    bench: Bench, capsys: pytest.CaptureFixture[str], damage: str, command: str
) -> None:
    if damage != "missing":
        bench.edited(DAMAGES[damage])
    before = snapshot(bench.folder)
    argv = ["--db", bench.db, command] + (["4HMAS-W9NF0"] if command == "audit-check" else [])
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, refusal_status(argv), before, snapshot(bench.folder))
    assert (DAMAGED if damage != "missing" else "There is no database") in outcome.stderr


@pytest.mark.parametrize("event", ["٣", "፩", "1" * 5000])
def test_restore_refuses_an_event_id_that_is_not_one(
    bench: Bench, capsys: pytest.CaptureFixture[str], event: str
) -> None:
    """``int()`` would read ``٣`` as 3 and restore event 3 unasked."""
    bench.edited()
    backup = bench.edited(name="backup.sqlite3")
    before = snapshot(bench.folder)
    outcome = run_main(["--db", bench.db, "restore", str(backup), f"--event={event}"], capsys)
    assert_refused_cleanly(outcome, 2, before, snapshot(bench.folder))
    assert "must be a whole number" in outcome.stderr


# --- (e) a result changed without its audit row ------------------------------------------

FLIPPED = "UPDATE match SET wins1 = wins2, wins2 = wins1 WHERE id = 2"
UNAUDITED = "differ from the ones its audit log says were entered (round:table 1:2)"


def test_export_refuses_results_the_audit_log_does_not_account_for(
    bench: Bench, capsys: pytest.CaptureFixture[str]
) -> None:
    bench.edited(FLIPPED)
    before = snapshot(bench.folder)
    argv = ["--db", bench.db, "export", "1", "-o", str(bench.folder / "out.mtrdesk")]
    outcome = run_main(argv, capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(bench.folder))
    assert UNAUDITED in outcome.stderr and "--unaudited" in outcome.stderr

    forced = run_main([*argv, "--unaudited"], capsys)
    assert forced.status == 0 and UNAUDITED in forced.stderr  # said, and exported as asked
    assert (bench.folder / "out.mtrdesk").is_file()


def test_export_of_a_whole_event_says_nothing(
    bench: Bench, capsys: pytest.CaptureFixture[str]
) -> None:
    bench.edited()
    outcome = run_main(
        ["--db", bench.db, "export", "1", "-o", str(bench.folder / "out.mtrdesk")], capsys
    )
    assert (outcome.status, outcome.stderr) == (0, "")


@pytest.mark.parametrize("onto", ["file", "server"])
def test_copy_store_names_results_the_audit_log_does_not_account_for(
    bench: Bench, capsys: pytest.CaptureFixture[str], request: pytest.FixtureRequest, onto: str
) -> None:
    source = bench.edited(FLIPPED)
    before = snapshot(bench.folder)
    target = (
        str(bench.folder / "copy.sqlite3")
        if onto == "file"
        else request.getfixturevalue("postgres_dsn")
    )
    outcome = run_main(["copy-store", str(source), target], capsys)
    assert outcome.status == 1 and "Traceback" not in outcome.stderr
    assert UNAUDITED in outcome.stderr
    done = _copied(outcome.stdout)
    assert done["same"] is True and done["audit_chain_intact"] is True
    assert done["results_match_audit"] is False
    (differs,) = done["results_not_audited"]  # type: ignore[misc]
    assert differs["round"] == 1 and differs["table"] == "2"
    assert differs["audited"] != differs["stored"]
    after = snapshot(bench.folder)
    assert {k: v for k, v in after.items() if k in before} == before  # FROM unchanged


# --- (b) an event id in a phone's address -------------------------------------------------

WEB_EVENTS = {"five-thousand-digits": "1" * 5000, "nineteen-digits": "9" * 19, "arabic": "٣"}


@pytest.mark.parametrize("path", ["/e/{}/pairings", "/api/events/{}/pairings"])
@pytest.mark.parametrize("event", sorted(WEB_EVENTS))
def test_a_phone_address_with_an_event_id_that_is_none_is_a_404(
    bench: Bench, event: str, path: str
) -> None:
    from starlette.testclient import TestClient

    from mtrdesk.web.app import create_app
    from mtrdesk.web.worker import ServiceWorker

    database = bench.edited()
    before = snapshot(bench.folder)
    app = create_app(ServiceWorker(lambda: Services.open(database, read_only=True, follow=True)))
    with TestClient(app, raise_server_exceptions=False) as client:
        answer = client.get(path.format(WEB_EVENTS[event]), headers={"accept-language": "en"})
    assert answer.status_code == 404, answer.text[:200]
    assert "Traceback" not in answer.text
    after = {k: v for k, v in snapshot(bench.folder).items() if k in before}
    assert after == before


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_the_window_started_on_a_damaged_database_says_so(
    bench: Bench, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    """``mtrdesk --db FILE`` (here its smoke check, which writes the sentence instead of
    showing it): refused before any window, the file as it was."""
    bench.edited(DAMAGES[damage])
    before = snapshot(bench.folder)
    outcome = run_main(["--db", bench.db, "--smoke"], capsys)
    assert outcome.status != 0 and "Traceback" not in outcome.stderr
    assert DAMAGED in outcome.stderr
    after = {k: v for k, v in snapshot(bench.folder).items() if not k.endswith(".lock")}
    assert after == before
