"""Test set-up shared by every test: headless Qt, a fresh database per test."""

import os

# Without a display and without this, Qt aborts the whole pytest run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("MTRDESK_DB", None)


def pytest_runtest_setup(item: object) -> None:
    """Keep None's reference count up between tests (PySide6 6.12.0 on Python 3.11 takes
    one per void Qt call; see ``mtrdesk.ui.none_guard``), as the window's timer does."""
    from mtrdesk.ui import none_guard

    none_guard.top_up()
