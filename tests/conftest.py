"""Test set-up shared by every test: headless Qt, a fresh database per test, the gui marker,
and a throwaway PostgreSQL server for the tests that ask (``postgres_dsn``).

The ``gui`` marker (registered in pyproject.toml) is set here on every test that needs Qt
beyond QtCore (widgets, painting, a QApplication), so ``pytest -m "not gui"`` runs the rest
without making a QApplication. A test is ``gui`` when
  1. its module is under tests/ui/ (the window, dialogs, table models, projector), or
  2. it uses, itself or through its fixtures, a fixture of pytest-qt (``qtbot``, ``qapp``,
     ``qtmodeltester``, ``qtlog``): they make the QApplication, or
  3. it is marked ``gui`` itself (``@pytest.mark.gui`` or a module's ``pytestmark``): Qt
     used without those fixtures (tests/services/test_print_postings.py: a window model).
Running core and services without Qt loaded at all (pytest-qt imports QtWidgets when it
starts): ``pytest -p no:pytest-qt -p tests.helpers.no_qt -m "not gui" tests/core tests/services``.
"""

from __future__ import annotations

import gc
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.helpers import modal_guard, postgres

# Without a display and without this, Qt aborts the whole pytest run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("MTRDESK_DB", None)
# Backups and the data folder, for fixtures wider than one test too (``backups_folder``
# below gives each test its own): never the real per-user data folder.
_DATA = tempfile.mkdtemp(prefix="mtrdesk-tests-data-")
os.environ["XDG_DATA_HOME"] = _DATA
os.environ["MTRDESK_BACKUPS"] = os.path.join(_DATA, "backups")

UI = Path(__file__).resolve().parent / "ui"
QT_FIXTURES = frozenset({"qtbot", "qapp", "qtmodeltester", "qtlog"})


@pytest.fixture(autouse=True)
def backups_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Every test's automatic backups (and anything else meant for the per-user data
    folder) go to a fresh temporary folder: no test writes into the real one."""
    data = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("MTRDESK_BACKUPS", str(data / "backups"))
    return data / "backups"


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[postgres.PostgresServer]:
    """One throwaway PostgreSQL server per test process (``tests.helpers.postgres``),
    started by the first test that asks and stopped, its folder removed, at the end of the
    session. Skipped without PostgreSQL, a failure in CI."""
    with postgres.postgres_server() as server:
        yield server


@pytest.fixture
def postgres_dsn(postgres_server: postgres.PostgresServer) -> Iterator[str]:
    """A new empty database of that server for this test alone:
    ``postgresql://mtrdesk:...@127.0.0.1:PORT/NAME``; dropped after the test."""
    with postgres.fresh_database(postgres_server) as dsn:
        yield dsn


@pytest.fixture(params=postgres.tested_stores())
def empty_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database's address, once an SQLite file and once a PostgreSQL database
    (``postgres.tested_stores``: the halves ``MTRDESK_TEST_STORE`` asks for)."""
    if request.param == "sqlite":
        from tests.helpers.empty_database import empty_database

        yield str(empty_database(tmp_path / "event.sqlite3"))
    else:
        postgres.require_postgres()
        yield request.getfixturevalue("postgres_dsn")


@pytest.fixture(scope="session")
def postgres_ready_pool(postgres_server: postgres.PostgresServer) -> Iterator[postgres.ReadyPool]:
    """The databases with mtrdesk's schema that this test process's tests take turns on
    (``postgres.ReadyPool``: reset between tests instead of made and dropped)."""
    pool = postgres.ReadyPool(postgres_server)
    yield pool
    pool.close()


@pytest.fixture
def postgres_ready_dsn(postgres_ready_pool: postgres.ReadyPool) -> Iterator[str]:
    """A database of that server with mtrdesk's schema already made and nothing else in
    it, for this test alone, under a name no other test had; reset for another test
    afterwards (``postgres.ReadyPool``), its connections ended by force."""
    dsn = postgres_ready_pool.take()
    yield dsn
    postgres_ready_pool.give_back(dsn)


def needs_gui(item: pytest.Item) -> bool:
    if item.path.is_relative_to(UI):
        return True
    if QT_FIXTURES.intersection(getattr(item, "fixturenames", ())):
        return True
    return item.get_closest_marker("gui") is not None


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if needs_gui(item) and item.get_closest_marker("gui") is None:
            item.add_marker(pytest.mark.gui)
    # The tests that take seconds (marked ``slow``) first, in their order, then the rest
    # in theirs: with ``pytest -n`` none of them is a worker's last test while the other
    # worker has nothing left (issue 27: the suite within 5 minutes).
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


def pytest_runtest_setup(item: pytest.Item) -> None:
    """Keep None's reference count up between tests (PySide6 6.12.0 on Python 3.11 takes
    one per void Qt call; see ``mtrdesk.ui.none_guard``), as the window's timer does: for
    gui tests, and for any test once PySide6 is loaded (a Qt call may come from anywhere)."""
    if item.get_closest_marker("gui") is None and "PySide6" not in sys.modules:
        return
    from mtrdesk.ui import none_guard

    none_guard.top_up()


#: After how many freezes by the tests (a window's, ``ui.long_lived``) their leftovers go
#: back to the collector (``_nothing_stays_frozen``).
FREEZES_BEFORE_COLLECTING = 30
_REAL_FREEZE = gc.freeze
_REAL_UNFREEZE = gc.unfreeze


class _Freezes:
    """What the tests did to the collector since the last full collection (counted by
    ``_freeze_the_test_process``'s wrappers: ``gc.get_freeze_count`` walks every frozen
    object, ~10 ms a call with 100,000 of them)."""

    freezes = 0
    unfrozen = False


def _collect_and_freeze() -> None:
    """Collect everything once and freeze what survives: the test process's own heap
    (pytest's collected items, every imported module) then stays out of later
    collections."""
    _REAL_UNFREEZE()
    gc.collect()
    _REAL_FREEZE()
    _Freezes.freezes = 0
    _Freezes.unfrozen = False


def _counted_freeze() -> None:
    _Freezes.freezes += 1
    _REAL_FREEZE()


def _counted_unfreeze() -> None:
    _Freezes.unfrozen = True
    _REAL_UNFREEZE()


@pytest.fixture(scope="session", autouse=True)
def _freeze_the_test_process() -> Iterator[None]:
    """Every full collection walked the whole test process (issue 27: the suite within 5
    minutes): a window collects once idle (``ui.long_lived``), ~0.1 s a time in a test
    process, once in most window tests. Frozen once here, that walk sees only the test's
    objects. ``gc.freeze`` and ``gc.unfreeze`` are counted for ``_nothing_stays_frozen``."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(gc, "freeze", _counted_freeze)
        patch.setattr(gc, "unfreeze", _counted_unfreeze)
        _collect_and_freeze()
        yield


@pytest.fixture(autouse=True)
def _nothing_stays_frozen() -> Iterator[None]:
    """A window freezes what it keeps once idle (``ui.long_lived``); the tests' leftovers
    go back to the collector after ``FREEZES_BEFORE_COLLECTING`` freezes, or after a test
    that unfroze the process's own objects, so thousands of tests do not pile up."""
    yield
    if _Freezes.unfrozen or _Freezes.freezes >= FREEZES_BEFORE_COLLECTING:
        _collect_and_freeze()


@pytest.fixture(autouse=True)
def _english_unless_told(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """Every gui test starts in English as the app shows it (our English catalogue: "4
    tables", not the source's "4 table(s)") and ends with every language it installed
    (the window's language menu, the app's start-up, a command run in this process) taken
    off again, so no test reads what an earlier one in the worker left. Only for gui
    tests: the others may run without Qt loaded at all."""
    if request.node.get_closest_marker("gui") is None:
        yield
        return
    from mtrdesk.cli import messages as cli_messages
    from mtrdesk.words.i18n import Translators

    request.getfixturevalue("qapp")
    english = Translators()
    english.install("en")
    installed: list[Translators] = [english]
    install = Translators.install

    def recorded(self: Translators, language: str) -> bool:
        installed.append(self)
        return install(self, language)

    monkeypatch.setattr(Translators, "install", recorded)
    yield
    for translators in installed:
        translators.remove()
    cli_messages._translators = None


def _is_gui(request: pytest.FixtureRequest) -> bool:
    return request.node.get_closest_marker("gui") is not None


@pytest.fixture(autouse=True)
def _bundled_font(request: pytest.FixtureRequest) -> None:
    """Every gui test's application font is the bundled IPAexGothic at 9 pt (issue 27,
    item 8): sizes and layouts measured by a test are the same on every machine, whatever
    fonts it has installed (a fresh Debian drew a name line 18 px high where this one drew
    14). Only for gui tests, as ``_english_unless_told``."""
    if not _is_gui(request):
        return
    from tests.helpers.fonts import use_bundled_font

    use_bundled_font(request.getfixturevalue("qapp"))


@pytest.fixture(autouse=True)
def _no_unanswered_modal(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> Iterator[None]:
    """A modal dialog the test does not answer fails it at once instead of waiting forever
    (``tests.helpers.modal_guard``); for gui tests and any test once Qt Widgets is loaded."""
    if not _is_gui(request) and "PySide6.QtWidgets" not in sys.modules:
        yield
        return
    with modal_guard.guard(monkeypatch, request.node):
        yield


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Remember whether a test's call failed, so the modal guard does not fail it twice."""
    report = yield
    if report.when == "call":
        item.stash[modal_guard.CALL_FAILED] = report.failed
    return report
