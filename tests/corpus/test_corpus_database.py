"""The corpus's database files (issue 14, item 5): every bad database through the real
entry point (``mtrdesk.cli.main``) and every subcommand that opens one (``events``,
``export``, ``import``, ``print-decklists --event``).

Each case is refused with exit status 1 and one sentence naming what is wrong (not an
mtrdesk database, damaged, newer, older, two names, missing, read-only, in use, locked by
another program, disk full, migration failed), no traceback, nothing on standard output,
and every file byte-for-byte as it was; or, where reading is right (a read-only file, a
window holding the file, a WAL left without its -shm), it reads and changes nothing.

The Japanese cases use sentences already in the catalogue; the new sentences' Japanese is
checked once the catalogue is compiled with them.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import random
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event
from mtrdesk.store import Store, database, lock, migrations
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.services_support import new_event, open_services

DB = "db.sqlite3"
PAGE = 4096

NOT_OURS = "not an mtrdesk database"
DAMAGED = "is damaged"
NEWER = "newer version of mtrdesk"
OLDER = "older version of mtrdesk"
TWO_NAMES = "more than one name"
MISSING = "There is no database file with this name"
ASK_CREATE = "--create"
EMPTY_NAME = "database name is empty"
IN_USE = "Another copy of mtrdesk"
LOCKED = "Another program"
FULL = "disk is full"
READ_ONLY = "cannot be written"
MIGRATION = "Updating this database"

#: Japanese sentences already in the catalogue (translations/mtrdesk_ja.ts).
JA_NEWER = "新しいバージョンの mtrdesk で保存されています"
JA_NOT_OURS = "mtrdesk のデータベースではありません"
JA_IN_USE = "別の mtrdesk がこのデータベースを開いています"
JA_FULL = "ディスクがいっぱいのため"


@dataclass(frozen=True)
class Templates:
    """Bytes of good databases, made once: the current schema with one event of four
    players, an older schema, and the event exported as a file to import."""

    current: bytes
    older: bytes
    event_file: bytes
    large_event_file: bytes  # 200 players: more pages than a full disk leaves room for


@pytest.fixture(scope="module")
def templates(tmp_path_factory: pytest.TempPathFactory) -> Templates:
    folder = tmp_path_factory.mktemp("templates")
    current = folder / "current.sqlite3"
    with open_services(current) as services:
        event_id, _ = new_event(services, 4)
        document = export_event(services, event_id)
    older = folder / "older.sqlite3"
    Store.open(older, steps=migrations.MIGRATIONS[:5]).close()
    large = document_to_dict(simulate_event(Simulation(players=200, seed=14)))
    return Templates(
        current.read_bytes(),
        older.read_bytes(),
        json.dumps(document, ensure_ascii=False).encode("utf-8"),
        json.dumps(large, ensure_ascii=False).encode("utf-8"),
    )


@dataclass
class Bench:
    """One case's folder, its good databases, and what the case must undo."""

    folder: Path
    templates: Templates
    monkeypatch: pytest.MonkeyPatch
    stack: ExitStack
    ignore: set[str] = field(default_factory=set)  # SQLite's shared-memory index

    @property
    def db(self) -> str:
        return str(self.folder / DB)

    def write(self, data: bytes, name: str = DB) -> Path:
        path = self.folder / name
        path.write_bytes(data)
        return path

    def event_file(self) -> str:
        return str(self.write(self.templates.event_file, "event.json"))

    def large_event_file(self) -> str:
        return str(self.write(self.templates.large_event_file, "large.json"))

    def current(self) -> Path:
        return self.write(self.templates.current)

    def edit(self, *statements: str) -> Path:
        """The current template changed by SQL (kept in WAL mode, as mtrdesk keeps it)."""
        path = self.current()
        conn = sqlite3.connect(path)
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        conn.close()
        return path


Make = Callable[[Bench], list[str]]


@dataclass(frozen=True)
class Case:
    id: str
    make: Make
    says: str  # a phrase of the sentence expected on standard error ("" for a success)
    status: int = 1
    lang: str = "en"
    prints: str = ""  # for a success: a phrase expected on standard output
    new_files: tuple[str, ...] = ()  # created on purpose (an export, a backup)
    unprivileged: bool = False  # run as a user without rights to the files (not root)


# --- the bad files -------------------------------------------------------------------


def noise(size: int, seed: int = 14) -> bytes:
    return random.Random(seed).randbytes(size)


def damaged_page(number: int, filler: Callable[[int], bytes]) -> Callable[[Bench], None]:
    def make(bench: Bench) -> None:
        data = bytearray(bench.templates.current)
        assert len(data) >= number * PAGE, len(data)
        data[(number - 1) * PAGE : number * PAGE] = filler(PAGE)
        bench.write(bytes(data))

    return make


def truncated(size: Callable[[int], int]) -> Callable[[Bench], None]:
    def make(bench: Bench) -> None:
        data = bench.templates.current
        bench.write(data[: size(len(data))])

    return make


def other_app(bench: Bench) -> None:
    conn = sqlite3.connect(bench.folder / DB)
    conn.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, path TEXT)")
    conn.execute("INSERT INTO photos (path) VALUES ('a.jpg')")
    conn.commit()
    conn.close()


def other_app_id(bench: Bench) -> None:
    conn = sqlite3.connect(bench.folder / DB)
    conn.execute("PRAGMA application_id = 12345")
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    conn.commit()
    conn.close()


SHAPES: dict[str, tuple[Callable[[Bench], object], str]] = {
    "random-bytes": (lambda b: b.write(noise(8 * PAGE)), NOT_OURS),
    "seven-bytes": (lambda b: b.write(b"garbage"), NOT_OURS),
    "csv-file": (lambda b: b.write(b"family,given\nYamada,Taro\n" * 40), NOT_OURS),
    "sqlite-magic-then-ff": (lambda b: b.write(b"SQLite format 3\x00" + b"\xff" * 300), NOT_OURS),
    "another-apps-sqlite": (other_app, NOT_OURS),
    "another-application-id": (other_app_id, NOT_OURS),
    "truncated-in-header": (truncated(lambda n: 50), DAMAGED),
    "truncated-to-header": (truncated(lambda n: 100), DAMAGED),
    "truncated-to-first-page": (truncated(lambda n: PAGE), DAMAGED),
    "truncated-to-half": (truncated(lambda n: n // PAGE // 2 * PAGE), DAMAGED),
    "truncated-mid-page": (truncated(lambda n: n // 2 + 1000), DAMAGED),
    "truncated-last-page": (truncated(lambda n: n - PAGE), DAMAGED),
    "our-header-then-garbage": (
        lambda b: b.write(b.templates.current[:100] + noise(PAGE * 6)),
        DAMAGED,
    ),
    "garbage-after-first-page": (
        lambda b: b.write(b.templates.current[:PAGE] + noise(len(b.templates.current) - PAGE)),
        DAMAGED,
    ),
    "damaged-page-3": (damaged_page(3, noise), DAMAGED),
    "zeroed-page-5": (damaged_page(5, bytes), DAMAGED),
    "newer-schema": (
        lambda b: b.edit("UPDATE meta SET value = '99' WHERE key = 'schema_version'"),
        NEWER,
    ),
    "schema-version-not-a-number": (
        lambda b: b.edit("UPDATE meta SET value = 'nine' WHERE key = 'schema_version'"),
        DAMAGED,
    ),
    "a-folder": (lambda b: (b.folder / DB).mkdir(), NOT_OURS),
}

#: Commands that open the database, each refused on every bad shape.
COMMANDS: dict[str, Callable[[Bench], list[str]]] = {
    "events": lambda b: ["--db", b.db, "events"],
    "export": lambda b: ["--db", b.db, "export", "1", "-o", str(b.folder / "out.json")],
    "import": lambda b: ["--db", b.db, "import", b.event_file()],
}

#: Which commands meet which shape (the corpus wants different inputs, not a product).
SHAPE_COMMANDS = {
    "random-bytes": ("events", "export", "import"),
    "seven-bytes": ("import",),
    "csv-file": ("events",),
    "sqlite-magic-then-ff": ("export",),
    "another-apps-sqlite": ("events", "import"),
    "another-application-id": ("import",),
    "truncated-in-header": ("events",),
    "truncated-to-header": ("import",),
    "truncated-to-first-page": ("events", "import"),
    "truncated-to-half": ("export",),
    "truncated-mid-page": ("events",),
    "truncated-last-page": ("import",),
    "our-header-then-garbage": ("events", "import"),
    "garbage-after-first-page": ("export",),
    "damaged-page-3": ("events", "import"),
    "zeroed-page-5": ("export",),
    "newer-schema": ("events", "export", "import"),
    "schema-version-not-a-number": ("events",),
    "a-folder": ("events", "import"),
}


def shape_case(shape: str, command: str, lang: str = "en", says: str = "") -> Case:
    build, expected = SHAPES[shape]

    def make(bench: Bench) -> list[str]:
        build(bench)
        return COMMANDS[command](bench)

    suffix = "" if lang == "en" else f"-{lang}"
    return Case(f"{shape}-{command}{suffix}", make, says or expected, lang=lang)


# --- names ---------------------------------------------------------------------------


def hard_link(bench: Bench) -> Path:
    path = bench.current()
    os.link(path, bench.folder / "second-name.sqlite3")
    return path


def symlink_to(target: str) -> Make:
    def make(bench: Bench) -> list[str]:
        if target == DB:
            bench.current()
        (bench.folder / "link.sqlite3").symlink_to(bench.folder / target)
        return ["--db", str(bench.folder / "link.sqlite3"), "events"]

    return make


def symlink_loop(bench: Bench) -> list[str]:
    (bench.folder / "a.sqlite3").symlink_to(bench.folder / "b.sqlite3")
    (bench.folder / "b.sqlite3").symlink_to(bench.folder / "a.sqlite3")
    return ["--db", str(bench.folder / "a.sqlite3"), "events"]


def with_env(value: str, *command: str) -> Make:
    def make(bench: Bench) -> list[str]:
        bench.monkeypatch.setenv("MTRDESK_DB", value.replace("{folder}", str(bench.folder)))
        return [*command] if command != ("import",) else ["import", bench.event_file()]

    return make


NAME_CASES = [
    Case("hard-link-events", lambda b: [hard_link(b) and "--db", b.db, "events"], TWO_NAMES),
    Case(
        "hard-link-second-name-import",
        lambda b: [
            hard_link(b) and "--db",
            str(b.folder / "second-name.sqlite3"),
            "import",
            b.event_file(),
        ],
        TWO_NAMES,
    ),
    Case(
        "hard-link-export",
        lambda b: [hard_link(b) and "--db", b.db, "export", "1", "-o", str(b.folder / "o.json")],
        TWO_NAMES,
    ),
    Case("symlink-reads-the-real-file", symlink_to(DB), "", status=0, prints="Friday Night"),
    Case("symlink-to-nothing-events", symlink_to("gone.sqlite3"), MISSING),
    Case("symlink-loop-events", symlink_loop, MISSING),
    Case("db-empty-events", lambda b: ["--db", "", "events"], EMPTY_NAME),
    Case("db-empty-import", lambda b: ["--db", "", "import", b.event_file()], EMPTY_NAME),
    Case("db-spaces-export", lambda b: ["export", "1", "-o", "x.json", "--db", "   "], EMPTY_NAME),
    Case("db-empty-opens-no-window", lambda b: ["--db", ""], EMPTY_NAME),
    Case("env-db-blank-events", with_env("  ", "events"), EMPTY_NAME),
    Case("env-db-missing-events", with_env("{folder}/typo.sqlite3", "events"), MISSING),
    Case("env-db-missing-import", with_env("{folder}/typo.sqlite3", "import"), ASK_CREATE),
    Case("missing-db-events", lambda b: ["--db", b.db, "events"], MISSING),
    Case(
        "missing-db-export",
        lambda b: ["--db", b.db, "export", "1", "-o", str(b.folder / "out.json")],
        MISSING,
    ),
    Case("missing-db-import", lambda b: ["--db", b.db, "import", b.event_file()], ASK_CREATE),
    Case(
        "missing-db-print-decklists",
        lambda b: ["--db", b.db, "print-decklists", "--event", "1", "-o", str(b.folder / "d.pdf")],
        MISSING,
    ),
    Case(
        "missing-folder-events",
        lambda b: ["--db", str(b.folder / "no" / "such" / DB), "events"],
        MISSING,
    ),
    Case(
        "folder-is-a-file-import-create",
        lambda b: [
            "--db",
            str(b.write(b"notes", "notes.txt") / DB),
            "import",
            "--create",
            b.event_file(),
        ],
        MISSING,
    ),
    Case("nul-in-name-events", lambda b: ["--db", "a\x00b.sqlite3", "events"], MISSING),
    Case(
        "name-too-long-events", lambda b: ["--db", str(b.folder / ("n" * 300)), "events"], MISSING
    ),
    Case("dev-null-import", lambda b: ["--db", os.devnull, "import", b.event_file()], NOT_OURS),
]


# --- what other programs and the disk do ---------------------------------------------


def older(bench: Bench) -> None:
    bench.write(bench.templates.older)


def held_by_window(bench: Bench) -> None:
    """Another mtrdesk (the window) has the file open: it holds the one-copy lock."""
    bench.current()
    bench.stack.enter_context(Store.open(bench.folder / DB))
    bench.ignore.add(DB + "-shm")


def held_by_sqlite_shell(bench: Bench) -> None:
    """The ``sqlite3`` shell in the middle of a write: it holds SQLite's write lock."""
    bench.current()
    bench.monkeypatch.setattr(database, "BUSY_MILLISECONDS", 200)
    shell = sqlite3.connect(bench.folder / DB, isolation_level=None)
    shell.execute("BEGIN IMMEDIATE")
    shell.execute("UPDATE event SET name = 'half-written'")

    def release() -> None:
        shell.execute("ROLLBACK")
        shell.close()

    bench.stack.callback(release)
    bench.ignore.add(DB + "-shm")


def full_disk(bench: Bench) -> None:
    """The disk fills on the next write: SQLite may grow the file by no page."""
    pages = len(bench.current().read_bytes()) // PAGE
    plain = database._pragmas

    def capped() -> tuple[tuple[str, object], ...]:
        return (*plain(), ("max_page_count", pages))

    bench.monkeypatch.setattr(database, "_pragmas", capped)


def full_disk_at_lock(bench: Bench) -> None:
    """No room even for the empty lock file beside the database."""
    bench.current()
    real_open = os.open

    def no_space(path: str, flags: int, mode: int = 0o777) -> int:
        if str(path).endswith(".lock"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
        return real_open(path, flags, mode)

    bench.monkeypatch.setattr(lock.os, "open", no_space)


def broken_migration(bench: Bench) -> None:
    """This build's next schema step fails (a bug in the step, not the disk)."""
    bench.current()

    def broken_step(db: object) -> None:
        raise ValueError("the step met a column it did not expect")

    bench.monkeypatch.setattr(migrations, "MIGRATIONS", [*migrations.MIGRATIONS, broken_step])


def wal_without_shm(change: bool) -> Callable[[Bench], None]:
    """A crash left the ``-wal`` and lost the ``-shm``: only a private copy may recover it."""

    def make(bench: Bench) -> None:
        made = bench.folder.parent / f"made-{bench.folder.name}"
        made.mkdir()
        (made / DB).write_bytes(bench.templates.current)
        writer = sqlite3.connect(made / DB)
        writer.execute("PRAGMA wal_autocheckpoint = 0")
        writer.execute("UPDATE event SET name = 'Named in the WAL'")
        writer.commit()
        bench.write((made / DB).read_bytes())
        wal = (made / (DB + "-wal")).read_bytes()
        writer.close()
        bench.write(wal if change else noise(len(wal)), DB + "-wal")

    return make


def then(setup: Callable[[Bench], object], *command: str, out: str = "") -> Make:
    def make(bench: Bench) -> list[str]:
        setup(bench)
        argv = ["--db", bench.db, *command]
        if command[0] == "import":
            large = setup in (full_disk, full_disk_at_lock)
            argv.append(bench.large_event_file() if large else bench.event_file())
        if out:
            argv += ["-o", str(bench.folder / out)]
        return argv

    return make


ENVIRONMENT_CASES = [
    Case("older-schema-events", then(older, "events"), OLDER),
    Case("older-schema-export", then(older, "export", "1", out="out.json"), OLDER),
    Case(
        "older-schema-print-decklists",
        then(older, "print-decklists", "--event", "1", out="d.pdf"),
        OLDER,
    ),
    Case("held-by-window-import", then(held_by_window, "import"), IN_USE),
    Case("held-by-window-import-ja", then(held_by_window, "import"), JA_IN_USE, lang="ja"),
    Case(
        "held-by-window-events-read",
        then(held_by_window, "events"),
        "",
        status=0,
        prints="Friday Night",
    ),
    Case(
        "held-by-window-export-read",
        then(held_by_window, "export", "1", out="out.json"),
        "",
        status=0,
        new_files=("out.json",),
    ),
    Case("sqlite-shell-write-lock-import", then(held_by_sqlite_shell, "import"), LOCKED),
    Case(
        "sqlite-shell-write-lock-events-read",
        then(held_by_sqlite_shell, "events"),
        "",
        status=0,
        prints="Friday Night",
    ),
    Case("disk-full-import", then(full_disk, "import"), FULL),
    Case("disk-full-import-ja", then(full_disk, "import"), JA_FULL, lang="ja"),
    Case("disk-full-at-lock-import", then(full_disk_at_lock, "import"), FULL),
    Case("migration-step-fails-import", then(broken_migration, "import"), MIGRATION),
    Case("migration-pending-events", then(broken_migration, "events"), OLDER),
    Case(
        "wal-without-shm-events-read",
        then(wal_without_shm(True), "events"),
        "",
        status=0,
        prints="Named in the WAL",
    ),
    Case(
        "garbage-wal-without-shm-events-read",
        then(wal_without_shm(False), "events"),
        "",
        status=0,
        prints="Friday Night",
    ),
    Case(
        "wal-without-shm-export-read",
        then(wal_without_shm(True), "export", "1", out="out.json"),
        "",
        status=0,
        new_files=("out.json",),
    ),
]


# --- files and folders this user cannot write ----------------------------------------


def read_only_file(bench: Bench) -> None:
    bench.current().chmod(0o444)
    bench.folder.chmod(0o777)


def read_only_folder(bench: Bench) -> None:
    bench.current().chmod(0o644)
    bench.folder.chmod(0o755)


def writable_out(bench: Bench) -> None:
    read_only_folder(bench)
    (bench.folder / "out").mkdir()
    (bench.folder / "out").chmod(0o777)


READ_ONLY_CASES = [
    Case(
        "read-only-file-events-read",
        then(read_only_file, "events"),
        "",
        status=0,
        prints="Friday Night",
        unprivileged=True,
    ),
    Case("read-only-file-import", then(read_only_file, "import"), READ_ONLY, unprivileged=True),
    Case(
        "read-only-folder-events-read",
        then(read_only_folder, "events"),
        "",
        status=0,
        prints="Friday Night",
        unprivileged=True,
    ),
    Case(
        "read-only-folder-export-read",
        then(writable_out, "export", "1", out="out/out.json"),
        "",
        status=0,
        new_files=("out/out.json",),
        unprivileged=True,
    ),
    Case("read-only-folder-import", then(read_only_folder, "import"), READ_ONLY, unprivileged=True),
    Case(
        "read-only-folder-import-create-new",
        lambda b: (
            read_only_folder(b),
            ["--db", str(b.folder / "new.sqlite3"), "import", "--create", b.event_file()],
        )[1],
        READ_ONLY,
        unprivileged=True,
    ),
]

CASES = [
    *(
        shape_case(shape, command)
        for shape, commands in SHAPE_COMMANDS.items()
        for command in commands
    ),
    shape_case("newer-schema", "events", "ja", JA_NEWER),
    shape_case("another-apps-sqlite", "export", "ja", JA_NOT_OURS),
    shape_case("random-bytes", "import", "ja", JA_NOT_OURS),
    *NAME_CASES,
    *ENVIRONMENT_CASES,
    *READ_ONLY_CASES,
]


def test_the_cases_are_many_and_different() -> None:
    ids = [case.id for case in CASES]
    assert len(ids) == len(set(ids))
    assert len(ids) >= 60


@contextmanager
def unprivileged(needed: bool) -> Iterator[None]:
    """Run as a user the files' permissions apply to: root writes anything, so under root
    the case runs with the effective user and group of ``nobody``."""
    if not needed or os.geteuid() != 0:
        yield
        return
    os.setegid(65534)
    os.seteuid(65534)
    try:
        yield
    finally:
        os.seteuid(0)
        os.setegid(0)


@pytest.fixture
def clean_language(qapp: object, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each case installs its own language (the command line keeps the first one).

    ``qapp`` first: the command line would otherwise make a bare ``QCoreApplication``,
    which the window tests later in this worker cannot use (and Qt will not start one
    under the unprivileged user of the read-only cases)."""
    from mtrdesk.cli import messages

    monkeypatch.setattr(messages, "_translators", None)
    yield
    installed = messages._translators
    if installed is not None:
        installed.remove()


def readable(folder: Path, ignore: set[str]) -> dict[str, str]:
    found = snapshot(folder)
    return {name: digest for name, digest in found.items() if name not in ignore}


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_database_case(
    case: Case,
    templates: Templates,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    clean_language: None,
) -> None:
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data-home"))
    if case.unprivileged:  # a folder the unprivileged user can reach (not under pytest's)
        folder = Path(tempfile.mkdtemp(prefix="mtrdesk-corpus-", dir="/tmp"))
        folder.chmod(0o755)
    else:
        folder = tmp_path / "case"
        folder.mkdir()
    with ExitStack() as stack:
        if case.unprivileged:
            stack.callback(shutil.rmtree, folder, ignore_errors=True)
        bench = Bench(folder, templates, monkeypatch, stack)
        argv = case.make(bench)
        before = readable(folder, bench.ignore)
        with unprivileged(case.unprivileged):
            outcome = run_main(["--lang", case.lang, *argv], capsys)
        after = readable(folder, bench.ignore)
    if case.status == 0:
        assert outcome.status == 0, outcome.stderr
        assert outcome.stderr == ""
        assert case.prints in outcome.stdout
        assert {k for k in before if after.get(k) != before[k]} == set()
        created = set(after) - set(before) - set(case.new_files)
        assert not {c for c in created if not c.endswith(".lock")}, created
        return
    backups = [n for n in set(after) - set(before) if n.endswith(".bak")]
    assert_refused_cleanly(outcome, case.status, before, after, new_files=backups)
    assert case.says in outcome.stderr, outcome.stderr
    assert not (folder / "out.json").exists()


def test_a_failed_migration_names_its_backup_and_leaves_the_file(
    templates: Templates, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bench = Bench(tmp_path, templates, monkeypatch, ExitStack())
    broken_migration(bench)
    before = hashlib.sha256((tmp_path / DB).read_bytes()).hexdigest()
    from mtrdesk.store import MigrationFailed
    from mtrdesk.words import messages

    with pytest.raises(MigrationFailed) as caught:
        Services.open(tmp_path / DB)
    assert caught.value.backup is not None and caught.value.backup.exists()
    assert str(caught.value.backup) in messages.describe(caught.value)
    assert hashlib.sha256((tmp_path / DB).read_bytes()).hexdigest() == before
