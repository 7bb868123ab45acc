"""Run ``python -m mtrdesk`` as a user would, for the command-line tests."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def run_cli(*args: str, db: Path | None = None, check: bool = True) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8"}
    env.pop("MTRDESK_DB", None)
    if db is not None:
        env["MTRDESK_DB"] = str(db)
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=REPO,
        timeout=120,
    )
    if check:
        assert done.returncode == 0, done.stderr
    return done
