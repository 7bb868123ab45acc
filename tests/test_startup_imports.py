"""What the window loads before it opens (issue 15, item 4): the pod solver's HiGHS and
numpy (~160 ms of a ~1 s start) load only when a multiplayer pod round is solved; the
printing stack (reportlab, qrcode, Pillow, ``mtrdesk.printing``, the sheet modules, QtPdf)
only when something is printed; the command line's subcommand parsers only for a
subcommand or ``--help``. Issue 33: the window's start loads no PostgreSQL driver, web server
or printing, and no dialog or use case it does not call yet; ``mtrdesk standings FILE`` and
``pair FILE`` load neither the database layer nor Qt (Qt waits until a refusal or a note
must be worded)."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HEAVY = ("highspy", "numpy")
# The printing stack: reportlab and qrcode (and Pillow, which qrcode brings), our drawing
# modules and the sheet modules, Qt's PDF viewer and printer support. ``mtrdesk.sheets``
# itself, the list of sheets the Print menu shows, is light and may load ("a.": only the
# submodules of a).
PRINTING = (
    "reportlab",
    "qrcode",
    "PIL",
    "mtrdesk.printing",
    "mtrdesk.sheets.",
    "mtrdesk.ui.printing.preview",
    "PySide6.QtPdf",
    "PySide6.QtPdfWidgets",
    "PySide6.QtPrintSupport",
)

# Runs the command line as ``mtrdesk --smoke`` does (``mtrdesk.cli.main``: the installed
# script and ``python -m mtrdesk``), counting the argparse sub-parser trees built, then
# lists the modules of the printing stack that were imported.
SMOKE_PROBE = """
import argparse, builtins, gc, json, os, sys
built = []
real = argparse.ArgumentParser.add_subparsers
def counted(self, *args, **kwargs):
    built.append(self.prog)
    return real(self, *args, **kwargs)
argparse.ArgumentParser.add_subparsers = counted
from mtrdesk.cli import main
code = main(sys.argv[1:])
def listed(module, names):  # "a.": the submodules of a; "a": a and its submodules
    return any(
        module.startswith(n) if n.endswith(".") else module == n or module.startswith(n + ".")
        for n in names
    )
def found(variable):  # the modules of that list loaded (None: an import that failed)
    names = json.loads(os.environ.get(variable, "[]"))
    return sorted(m for m, loaded in sys.modules.items() if loaded and listed(m, names))
collector = {"enabled": gc.isenabled(), "frozen": gc.get_freeze_count() > 0}
hook = getattr(builtins, "__feature_import__", None)  # PySide6's, once Qt is loaded
widgets = sys.modules.get("PySide6.QtWidgets")
made = vars(widgets) if widgets is not None else {}  # the Qt types PySide6 has made so far
seen = {
    "qt_made": sorted(n for n in json.loads(os.environ.get("QT_UNMADE", "[]")) if n in made),
    "feature_hook": hook is not None and builtins.__import__ is hook,
    "code": code,
    "subparsers": built,
    "printing": found("PRINTING"),
    "denied": found("DENIED"),
    "gc": collector,
}
print(json.dumps(seen))
"""

# What the window's start must not load (issue 33): PostgreSQL's driver (for a server
# address only), the web server and its templates, the printing stack. ``mtrdesk.sheets``
# itself is the Print menu's list of sheets (no Qt, no reportlab) and may load.
SMOKE_DENIED = (
    "psycopg",
    "starlette",
    "uvicorn",
    "jinja2",
    "reportlab",
    "mtrdesk.web",
    "mtrdesk.printing",
    "mtrdesk.sheets.",
)
# What the window loads only when it is used (issue 33: ~40 window modules imported the
# services' facade, every use case, and every dialog with the tab or menu that opens it;
# 447 of mtrdesk's modules were loaded by the end of ``--smoke``, 264 now): the dialogs a menu
# or a button opens, the use cases a first paint of an empty window does not call, and the
# words of every refusal (loaded with the first one said: ``ui.errors.described``).
WINDOW_DENIED = (
    "mtrdesk.ui.dialogs.about",
    "mtrdesk.ui.dialogs.audit",
    "mtrdesk.ui.dialogs.backup",
    "mtrdesk.ui.dialogs.charts",
    "mtrdesk.ui.dialogs.correction",
    "mtrdesk.ui.dialogs.csv_import",
    "mtrdesk.ui.dialogs.decklists.deck_check",
    "mtrdesk.ui.dialogs.decklists.dialog",
    "mtrdesk.ui.dialogs.draft",
    "mtrdesk.ui.dialogs.event",
    "mtrdesk.ui.dialogs.first_run",
    "mtrdesk.ui.dialogs.floor_reports",
    "mtrdesk.ui.dialogs.player",
    "mtrdesk.ui.dialogs.regulars.dialog",
    "mtrdesk.ui.dialogs.rollback",
    "mtrdesk.services.decklists.service",
    "mtrdesk.services.draft",
    "mtrdesk.services.event_file",
    "mtrdesk.services.extensions",
    "mtrdesk.services.floor.service",
    "mtrdesk.services.players.csv_import",
    "mtrdesk.services.players.registration",
    "mtrdesk.services.pods.service",
    "mtrdesk.services.printouts",
    "mtrdesk.services.public",
    "mtrdesk.services.registration.service",
    "mtrdesk.services.roster.regulars",
    "mtrdesk.services.safekeeping.restore",
    "mtrdesk.services.slip_scan",
    "mtrdesk.services.swiss.charts",
    "mtrdesk.services.swiss.corrections",
    "mtrdesk.services.swiss.crosstable",
    "mtrdesk.services.swiss.rollback",
    "mtrdesk.services.swiss.rounds",
    "mtrdesk.services.swiss.standings",
    "mtrdesk.services.undo.service",
    "mtrdesk.words.messages",
    # Every tab but the events list, made when first shown or reached (``ui.window.tab_slot``:
    # ~180 ms of a start made them all), and what only they use.
    "mtrdesk.ui.tabs.players_tab",
    "mtrdesk.ui.tabs.teams_panel",
    "mtrdesk.ui.tabs.rounds_tab",
    "mtrdesk.ui.tabs.swiss_rounds",
    "mtrdesk.ui.tabs.pod_rounds",
    "mtrdesk.ui.tabs.standings_tab",
    "mtrdesk.ui.tabs.playoff_tab",
    "mtrdesk.ui.tabs.pod_playoff_tab",
    "mtrdesk.ui.tabs.draft_pods_tab",
    "mtrdesk.ui.tabs.decklists_tab",
    "mtrdesk.ui.tabs.decklist_panel",
    "mtrdesk.ui.registration.panel",
    "mtrdesk.ui.models.players_model",
    "mtrdesk.ui.models.pairings_model",
    "mtrdesk.ui.models.standings_model",
    "mtrdesk.ui.models.decklists_model",
    "mtrdesk.ui.models.registrations_model",
    "mtrdesk.ui.widgets.matches_panel",
    "mtrdesk.ui.widgets.pod_round_panel",
    "mtrdesk.ui.widgets.bracket",
    # Loaded with the one command or case that needs them: File ▸ Connect to a shared event
    # database… (or a server's address), the result entry's tab, File ▸ Export for
    # EventLink, the first report from the floor.
    "mtrdesk.ui.dialogs.connect",
    "mtrdesk.ui.widgets.result_entry",
    "mtrdesk.words.players.eventlink",
    "mtrdesk.core.floor.reports",
    # Loaded with the first round or result written, or a variable end rule's standings
    # (``services.history``): the Swiss pairing, the standings, rustworkx.
    "mtrdesk.core.event.swiss",
    "mtrdesk.core.swiss.pairing",
    "mtrdesk.core.standings",
    "rustworkx",
)
# Qt types the window's start does not reach: PySide6 makes a type (and its enums) when a
# module first names it; ``QStyle``'s ~30 enums took ~5 ms (issue 33).
QT_UNMADE = ("QStyle",)
# What reading an event file for ``standings`` or ``pair --seed`` must not load besides:
# the database layer (peewee, the store, the services' facade) and Qt, words/ included
# (a refusal loads them to be worded: ``cli.outputs.reported``).
FILE_DENIED = (
    *SMOKE_DENIED,
    "peewee",
    "mtrdesk.store",
    "mtrdesk.services.facade",
    "PySide6",
    "shiboken6",
    "mtrdesk.words.messages",
    "tqdm",
    # the other commands' modules (their parsers are not built: ``cli.parser.OWN_COMMANDS``)
    "mtrdesk.cli.scorekeeper",
    "mtrdesk.cli.draft",
    "mtrdesk.cli.decks",
)
# ``standings`` ranks: it loads neither the pairing check nor the team, pod and
# simulation code the other file commands call (issue 33: ~30 ms of its start), nor the
# pairing engine and rustworkx under it (``core.event.swiss`` reads a history only for
# pairing notes; issue 33 item 2).
STANDINGS_DENIED = (
    *FILE_DENIED,
    "rustworkx",
    "mtrdesk.core.swiss.pairing",
    "mtrdesk.core.swiss.bounds",
    "mtrdesk.core.swiss.objective",
    "mtrdesk.core.swiss.exact",
    # nor the rules of what the file does not hold: the minimal format's reader, the team
    # playoff's and the pods' settings, a day-two cut (issue 33 item 2)
    "mtrdesk.core.event_file.minimal_format",
    "mtrdesk.core.teams.playoff",
    "mtrdesk.core.playoff.bracket",
    "mtrdesk.core.swiss.day_two_cut",
    "mtrdesk.core.decklists.decklist",
    # nor shutil (bz2, lzma) for argparse's look-up of the terminal's width
    "shutil",
    "mtrdesk.core.swiss.check",
    "mtrdesk.services.event_file.structures",
    "mtrdesk.core.simulation",
    "mtrdesk.core.printouts",
    "mtrdesk.services.pods",
    "mtrdesk.services.swiss",
    # nor the pod engine (the Appendix E lengths need only the pod sizes) or random (for a
    # seed to pair with) (issue 33 item 2)
    "mtrdesk.core.pods.pairing",
    "random",
    # nor the enum of every refusal (a file's refusal loads it) or the services' Changes
    "mtrdesk.services.errors",
    "mtrdesk.services.changes",
    # nor the kanji variants of a search key (their table and regex: ~0.6 ms)
    "mtrdesk.core.variants",
)


def test_the_window_and_the_services_open_without_the_pod_solver() -> None:
    probe = (
        "import sys\n"
        "import mtrdesk.services, mtrdesk.ui.window.main_window, mtrdesk.core.pods.pairing\n"
        "import mtrdesk.core.pods.check\n"
        f"print(sorted(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_solving_a_pod_round_still_finds_the_solver() -> None:
    probe = (
        "import sys\n"
        "from mtrdesk.core.pods.exact import PodField, best_pods\n"
        "field = PodField((frozenset(),) * 4, (False,) * 4, (4,), (False,))\n"
        "print(best_pods(field, [[0, 1, 2, 3]]).proven, 'highspy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]


def run_probe(tmp_path: Path, *args: str, denied: tuple[str, ...] = ()) -> dict[str, Any]:
    """``mtrdesk ARGS`` in a fresh process, offscreen, with its settings and data folder
    in ``tmp_path``; what ``SMOKE_PROBE`` saw (``denied``: the modules of that list it
    found loaded at the end)."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "MTRDESK_BACKUPS": str(tmp_path / "backups"),
        "PRINTING": json.dumps(PRINTING),
        "DENIED": json.dumps(denied),
        "QT_UNMADE": json.dumps(QT_UNMADE),
    }
    env.pop("MTRDESK_DB", None)
    done = subprocess.run(
        [sys.executable, "-c", SMOKE_PROBE, *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_the_smoke_start_builds_no_subcommand_parser_and_no_printing(tmp_path: Path) -> None:
    database = str(tmp_path / "new.sqlite3")
    denied = (*SMOKE_DENIED, *WINDOW_DENIED)
    seen = run_probe(tmp_path, "--smoke", "--lang", "en", "--db", database, denied=denied)
    assert seen["code"] == 0
    assert seen["subparsers"] == []
    assert seen["printing"] == []
    assert seen["denied"] == []  # nor a dialog or a use case before they are used
    assert seen["qt_made"] == []
    # The start-up's objects were frozen out of the collector's way, which runs again.
    assert seen["gc"] == {"enabled": True, "frozen": True}
    # PySide6's import hook was set aside before the window's modules (``ui.feature_hook``).
    assert seen["feature_hook"] is False
    assert (tmp_path / "new.sqlite3").exists()  # the window did open on it


def test_a_subcommand_still_builds_the_whole_parser(tmp_path: Path) -> None:
    # The probe can see both: ``mtrdesk print`` builds the tree and loads the sheets.
    source = tmp_path / "event.json"
    made = run_probe(tmp_path, "simulate", "--players", "8", "--rounds", "1", "-o", str(source))
    assert made["code"] == 0 and made["subparsers"][:1] == ["mtrdesk"]
    assert made["gc"] == {"enabled": True, "frozen": False}
    pdf = tmp_path / "standings.pdf"
    printed = run_probe(tmp_path, "print", "standings", str(source), "-o", str(pdf))
    assert printed["code"] == 0 and pdf.read_bytes().startswith(b"%PDF")
    assert {"reportlab", "mtrdesk.printing"} <= set(printed["printing"])


def test_an_sqlite_file_opens_without_postgresql_s_driver(tmp_path: Path) -> None:
    """peewee imports psycopg (and asyncio) with itself: ~0.25 s of every start, paid by
    SQLite users (issue 33). ``mtrdesk.store.server_driver`` keeps it out until a server
    address is opened."""
    probe = (
        "import sys, random\n"
        "from mtrdesk.services import Services\n"
        f"Services.open({str(tmp_path / 'e.sqlite3')!r}, rng=random.Random(1)).close()\n"
        "import peewee\n"
        "print(sorted(m for m in ('psycopg', 'asyncio') if m in sys.modules), peewee.psycopg)\n"
        "from mtrdesk.store.postgres.store import ServerDatabase\n"
        "print('psycopg' in sys.modules, peewee.psycopg is not None,"
        " peewee.Psycopg3Adapter.txn_idle is not None)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["[] None", "True True True"]


def test_a_server_works_through_the_driver_loaded_late(postgres_dsn: str) -> None:
    """The same start, then a PostgreSQL address: peewee works with the psycopg handed to
    it late (a write, a read, a transaction rolled back by a refusal)."""
    probe = (
        "import sys, random, datetime as dt\n"
        "from mtrdesk.services import Services\n"
        "from mtrdesk.core.settings import EventSettings\n"
        "assert 'psycopg' not in sys.modules\n"
        f"services = Services.open({postgres_dsn!r}, rng=random.Random(1))\n"
        "event_id, _ = services.events.create(EventSettings('金曜', dt.date(2026, 11, 20)))\n"
        "try:\n"
        "    services.events.create(EventSettings(' ', dt.date(2026, 11, 20)))\n"
        "except Exception as refused:\n"
        "    print(type(refused).__name__)\n"
        "print([e.settings.name for e in services.events.list_events()])\n"
        "services.close()\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["SettingsError", "['金曜']"]


def test_an_event_file_is_read_without_the_database_layer_or_qt(tmp_path: Path) -> None:
    """``mtrdesk standings FILE`` and ``pair FILE --seed N`` on a 16-player event (issue 33:
    the floor was 530 ms because reading the JSON loaded the store, peewee and Qt)."""
    from mtrdesk.core.event_file.document import document_to_dict
    from mtrdesk.core.simulation.event import Simulation, simulate_event

    source = tmp_path / "event.mtrdesk"
    document = document_to_dict(simulate_event(Simulation(players=16, seed=3, rounds=3)))
    source.write_text(json.dumps(document), encoding="utf-8")
    standings = run_probe(tmp_path, "standings", str(source), denied=STANDINGS_DENIED)
    assert standings["code"] == 0
    assert standings["denied"] == []
    paired = run_probe(tmp_path, "pair", str(source), "--seed", "5", denied=FILE_DENIED)
    assert paired["code"] == 0
    assert paired["denied"] == []


def test_a_refused_event_file_is_still_worded(tmp_path: Path) -> None:
    """Qt and the translations load late, but a refusal still gets its translated line."""
    source = tmp_path / "event.mtrdesk"
    source.write_text("[1, 2", encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "--lang", "ja", "standings", str(source)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert any("\u3040" <= c <= "\u30ff" for c in done.stderr), done.stderr  # kana


def test_a_usage_error_of_a_file_command_names_every_command(tmp_path: Path) -> None:
    """Read first without the other commands' parsers, a usage error is read again by the
    whole parser: the message and its usage line are argparse's own."""
    env = {**os.environ, "HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "--lang", "xx", "standings", "event.mtrdesk"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 2
    assert "{standings,pair,check-pairings," in done.stderr and "roster}" in done.stderr
    assert "argument --lang: invalid choice: 'xx'" in done.stderr


def test_no_module_selects_a_pyside_feature() -> None:
    """The window sets PySide6's ``__feature__`` import hook aside (``ui.feature_hook``):
    a module that selected a feature (``from __feature__ import snake_case``) would
    silently get none."""
    root = Path(__file__).resolve().parents[1] / "mtrdesk"
    sources = {path: path.read_text(encoding="utf-8") for path in root.rglob("*.py")}
    selecting = sorted(
        str(path.relative_to(root))
        for path, source in sources.items()
        if "__feature__" in source  # parsed only where the word is (this suite's time)
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ImportFrom | ast.Import)
        and any(
            name == "__feature__" or name.startswith("__feature__.")
            for name in (
                [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else [alias.name for alias in node.names]
            )
        )
    )
    assert selecting == []


def test_qt_works_the_same_with_the_hook_set_aside() -> None:
    """Set aside, the import shiboken6 kept aside is back; Qt's types, enums, signals and
    property names answer as PySide's default (no feature) always did; a second call does
    nothing."""
    probe = (
        "import builtins\n"
        "import PySide6.QtCore\n"
        "assert builtins.__import__ is builtins.__feature_import__\n"
        "from mtrdesk.ui import feature_hook\n"
        "assert builtins.__import__ is builtins.__orig_import__\n"
        "assert feature_hook.set_aside() is False\n"
        "from PySide6.QtCore import QObject, QTimer, Qt\n"
        "from PySide6.QtWidgets import QApplication, QLabel\n"
        "import json\n"
        "app = QApplication([])\n"
        "label = QLabel('x')\n"
        "label.setAlignment(Qt.AlignmentFlag.AlignRight)\n"
        "seen = []\n"
        "QTimer.singleShot(0, lambda: seen.append(label.text()))\n"
        "app.processEvents()\n"
        "print(seen, hasattr(label, 'setText'), hasattr(label, 'set_text'),"
        " label.alignment() == Qt.AlignmentFlag.AlignRight)\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["['x']", "True", "False", "True"]


# ``mtrdesk`` run as a program (``cli.main()`` with the process's own command line): an
# ``atexit`` function and a thread started before it say what ran once the window closed.
EXIT_PROBE = """
import atexit, sys, threading, time
atexit.register(lambda: print("atexit ran", flush=True))
if sys.argv[1] == "thread":  # a thread still working when the window has closed
    import mtrdesk.launch  # (as a round-start copy being written in the background)
    closed = threading.Event()
    window = mtrdesk.launch.open_window
    def opened(*args, **kwargs):
        code = window(*args, **kwargs)
        closed.set()
        return code
    mtrdesk.launch.open_window = opened
    def work():
        closed.wait(30)
        time.sleep(0.2)
        print("thread done", flush=True)
    threading.Thread(target=work).start()
if sys.argv[1] == "profiled":  # as ``python -m cProfile``, which writes after ``main``
    sys.setprofile(lambda *args: None)
    atexit.register(lambda: print("thread done", flush=True))  # (the same lines)
sys.argv[1:] = ["--smoke", "--lang", "en", "--db", sys.argv[2]]
from mtrdesk.cli import main
code = main()
print("after main", code, flush=True)
sys.exit(code)
"""


def run_exit_probe(tmp_path: Path, case: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(tmp_path),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "MTRDESK_BACKUPS": str(tmp_path / "backups"),
    }
    env.pop("MTRDESK_DB", None)
    database = str(tmp_path / f"{case}.sqlite3")
    return subprocess.run(
        [sys.executable, "-c", EXIT_PROBE, case, database],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


def test_the_closed_window_s_process_ends_without_python_s_clean_up(tmp_path: Path) -> None:
    """Issue 33: once the window has closed, the process ends at once (``launch.exit_at_once``)
    instead of Python taking every module and object apart; the ``atexit`` functions
    (PySide6's deletes the application) still run, and the status is the window's."""
    done = run_exit_probe(tmp_path, "alone")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "main window shown" in done.stderr
    assert done.stdout.splitlines() == ["atexit ran"]  # nothing after ``main()`` ran
    assert (tmp_path / "alone.sqlite3").exists()


@pytest.mark.parametrize("case", ["thread", "profiled"])
def test_a_thread_still_working_gets_python_s_own_exit(tmp_path: Path, case: str) -> None:
    """With another thread running (a round-start copy being written), the usual exit:
    the thread finishes, then Python's clean-up runs as before; so with a profiler."""
    done = run_exit_probe(tmp_path, case)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    # ``main()`` returned; Python's exit waited for the thread, then ran the atexit functions.
    assert lines == ["after main 0", "thread done", "atexit ran"]
