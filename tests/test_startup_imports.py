"""What the window loads before it opens (issue 15, item 4): the pod solver's HiGHS and
numpy (~160 ms of a ~1 s start) load only when a multiplayer pod round is solved."""

from __future__ import annotations

import os
import subprocess
import sys

HEAVY = ("highspy", "numpy")


def test_the_window_and_the_services_open_without_the_pod_solver() -> None:
    probe = (
        "import sys\n"
        "import mtrdesk.services, mtrdesk.ui.main_window, mtrdesk.core.multiplayer_pairing\n"
        "import mtrdesk.core.pod_check\n"
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
        "from mtrdesk.core.pod_exact import PodField, best_pods\n"
        "field = PodField((frozenset(),) * 4, (False,) * 4, (4,), (False,))\n"
        "print(best_pods(field, [[0, 1, 2, 3]]).proven, 'highspy' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "True"]
