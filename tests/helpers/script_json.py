"""A Python script run in a process of its own, its standard output read as JSON: for
tests that install translators (which would leak into other tests of the process)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]


def script_json(script: str, *args: str) -> Any:
    """What ``python -c script args...`` printed, as JSON; the script must succeed."""
    done = subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "LANG": "en_US.UTF-8"},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)
