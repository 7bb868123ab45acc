"""Test set-up shared by every test: headless Qt, a fresh database per test."""

import os

# Without a display and without this, Qt aborts the whole pytest run.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.pop("MTRDESK_DB", None)
