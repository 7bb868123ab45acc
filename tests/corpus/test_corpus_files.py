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

from mtrdesk.services import Services
from tests.helpers.corpus import assert_refused_cleanly, refusal_status, run_main, snapshot
from tests.helpers.empty_database import empty_database
from tests.helpers.event_file_cases import BASE, DB, EVENT, EVENT_CASES, Doc, _text_file

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
