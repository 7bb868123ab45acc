"""The corpus runs ``mtrdesk.cli.main`` in the test process (``tests/helpers/corpus.py``).

A refusal's sentence is translated through QtCore, and the command line makes a bare
``QCoreApplication`` for that when none exists; a later window test in the same worker
would then find an application that is not a ``QApplication``. Every corpus case starts
with pytest-qt's ``QApplication`` instead (which also marks it ``gui``).
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture(autouse=True)
def _one_application(qapp: QApplication) -> QApplication:
    return qapp
