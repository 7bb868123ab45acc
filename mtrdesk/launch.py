"""Opening the window: the one module outside ``mtrdesk.ui`` that imports it.

``mtrdesk`` with no subcommand (also ``python -m mtrdesk`` and the bundled app) opens the
window. The command line calls ``open_window`` instead of importing ``mtrdesk.ui`` itself,
so ``mtrdesk.cli`` stays free of widgets (tests/test_layering.py) and the subcommands never
load QtWidgets; the import waits until the window is wanted.
"""

from __future__ import annotations

from pathlib import Path


def load_window() -> None:
    """Import the window's modules (``mtrdesk.cli`` times this: see its ``_load_window``)."""
    import mtrdesk.ui.app  # noqa: F401


def open_window(
    db_path: str | Path | None,
    language: str | None = None,
    smoke: bool = False,
    open_file: Path | None = None,
) -> int:
    """Run the window until it closes (``mtrdesk.ui.app.run_app``); the process exit code.
    ``open_file``: an event file to import once the window shows (``mtrdesk FILE``)."""
    from mtrdesk.ui.app import run_app

    return run_app(db_path, language=language, smoke=smoke, open_file=open_file)
