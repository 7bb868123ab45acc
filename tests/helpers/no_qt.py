"""A pytest plugin proving a run needs no Qt: it fails the session if PySide6's widgets,
painting or PDF modules were imported or a QApplication was made.

Use it with pytest-qt turned off (pytest-qt itself imports QtWidgets when it starts):
``pytest -p no:pytest-qt -p tests.helpers.no_qt -m "not gui" tests/core tests/services``.
It declares pytest-qt's settings in pyproject.toml so that ``--strict-config`` still holds.
"""

from __future__ import annotations

import sys

import pytest

#: What a test outside the ``gui`` marker may not load.
GUI_MODULES = ("PySide6.QtWidgets", "PySide6.QtGui", "PySide6.QtPdf", "PySide6.QtTest")


def pytest_addoption(parser: pytest.Parser) -> None:
    for name in ("qt_api", "qt_default_raising", "qt_log_level_fail", "qt_log_ignore"):
        parser.addini(name, f"pytest-qt's {name} (pytest-qt is off in this run)")


def loaded_gui_modules() -> list[str]:
    return [name for name in GUI_MODULES if name in sys.modules]


#: The first test after which a Qt GUI module was loaded, to name in the report.
first_loaded_by: list[str] = []


@pytest.hookimpl(trylast=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    if not first_loaded_by and loaded_gui_modules():
        first_loaded_by.append(item.nodeid)


def pytest_sessionfinish(session: pytest.Session) -> None:
    loaded = loaded_gui_modules()
    core = sys.modules.get("PySide6.QtCore")
    app = core.QCoreApplication.instance() if core is not None else None
    if loaded or app is not None:
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(
                f"no_qt: Qt loaded: {loaded} (first by {first_loaded_by}), application: {app!r}",
                red=True,
            )
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
