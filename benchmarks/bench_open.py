"""How long opening a big event takes: in the open window, and from a fresh start.

The event is ``big_event.BigEvent(players, rounds=12, results=11)`` (twelve rounds paired
by the real engine, eleven complete). Two figures per size:

* ``open_event`` (issue 15 target: 1 s median at 4,096 players): a window is shown on the
  Pairings and results tab with no event, then ``window.set_event(id)`` is timed until the
  event loop is idle again. A new window each time (``--runs``, default 7), the same
  database; the medians of wall and CPU time (this process) are printed.
* ``cold_open`` (issue 33 target: 1 s at 4,096 players): a fresh process started as the
  ``mtrdesk`` command starts the window (``mtrdesk.cli.main(["--db", ...])``), with
  settings that remember the event as the last one open and the Pairings and results
  tab: timed from the process start to the window shown with the event loop idle
  (``--cold-runs``, default 7; medians). The CPU
  time is the child's own ``time.process_time()`` when it says it is ready. The child
  wraps ``AppController.show_window`` to know when the window is up, so it imports the
  window module before the command line instead of after it: the same modules, in another
  order. The operating system's file cache is warm: a "cold" start here is a fresh
  interpreter, not a fresh boot.

Run by hand, the repository root on ``PYTHONPATH``:
``.venv/bin/python benchmarks/bench_open.py`` (1,024 and 4,096 players; ``--sizes``,
``--only open_event``); ``--figures`` prints the figures as JSON lines for
``benchmarks/run_all.py``.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.figures import Timings  # noqa: E402

FIGURES = ("open_event", "cold_open")
ROUNDS = 12
#: The Pairings and results tab's place in the window (``MainWindow`` adds it third).
ROUNDS_TAB_INDEX = 2
#: What the child prints when the window is up and idle.
READY = "ready"

# The child: the ``mtrdesk`` command opening the window, told to say when it is idle.
CHILD = f"""
import sys
import time
from PySide6.QtCore import QTimer
import mtrdesk.ui.app as ui

shown = ui.AppController.show_window

def show_window(self):
    window = shown(self)

    def ready():
        app = ui.QApplication.instance()
        for _ in range(3):
            app.sendPostedEvents()
            app.processEvents()
        tab = window.tabs.currentIndex()
        print("{READY}", window.event_id, tab, time.process_time(), flush=True)
        window.close()

    QTimer.singleShot(0, ready)
    return window

ui.AppController.show_window = show_window
from mtrdesk.cli import main
sys.exit(main(["--db", sys.argv[1]]))
"""


def open_times(players: int, runs: int) -> Timings:
    """Wall and CPU seconds from ``set_event`` to idle, one new window per run."""
    from benchmarks.big_event import BigEvent, fresh_copy
    from benchmarks.window_bench import (
        ModalGuard,
        app,
        close_window,
        new_window,
        open_services,
        settle,
    )

    qt = app()
    times = Timings()
    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(players, ROUNDS, ROUNDS - 1), Path(folder))
        services = open_services(fixture.path)
        with ModalGuard(qt) as guard:
            for run in range(runs):
                window = new_window(services, Path(folder) / f"settings-{run}.ini")
                settle(qt)
                with times.run():
                    window.set_event(fixture.event_id)
                    settle(qt)
                if window.rounds_tab.selected_round_number() != ROUNDS:
                    raise SystemExit(f"round {ROUNDS} is not on screen")
                close_window(qt, window)
            guard.check()
        services.close()
    return times


def cold_times(players: int, runs: int) -> Timings:
    """Wall seconds from a fresh process's start to its window idle on the remembered
    event, and the CPU seconds the child had used by then (its own count)."""
    from benchmarks.big_event import BigEvent, fresh_copy

    times = Timings()
    with tempfile.TemporaryDirectory() as folder:
        fixture = fresh_copy(BigEvent(players, ROUNDS, ROUNDS - 1), Path(folder))
        config = Path(folder) / "config"
        (config / "mtrdesk").mkdir(parents=True)
        environment = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "XDG_CONFIG_HOME": str(config),  # QSettings() reads $XDG_CONFIG_HOME/mtrdesk/
            "MTRDESK_BACKUPS": str(Path(folder) / "backups"),
            "PYTHONPATH": os.pathsep.join(
                p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p
            ),
        }
        for _ in range(runs):
            # The settings a window closed on this event's Pairings and results tab leaves.
            (config / "mtrdesk" / "mtrdesk.conf").write_text(
                f"[events]\nlast={fixture.event_id}\n\n[window]\ntab={ROUNDS_TAB_INDEX}\n"
            )
            start = time.perf_counter()
            child = subprocess.Popen(
                [sys.executable, "-c", CHILD, str(fixture.path)],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=environment,
                text=True,
            )
            assert child.stdout is not None
            line = child.stdout.readline()
            elapsed = time.perf_counter() - start
            child.wait(timeout=120)
            words = line.split()
            if len(words) != 4 or words[:3] != [
                READY,
                str(fixture.event_id),
                str(ROUNDS_TAB_INDEX),
            ]:
                raise SystemExit(f"the fresh window did not open the event on its tab: {line!r}")
            times.add(elapsed, float(words[3]))
    return times


def main() -> None:
    from benchmarks.figures import MIN_RUNS, SIZES, emit, progress

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", "--players", dest="sizes", type=int, nargs="+")
    parser.add_argument("--only", nargs="+", choices=FIGURES, default=list(FIGURES))
    parser.add_argument("--runs", type=int, default=MIN_RUNS, help="open_event runs per size")
    parser.add_argument("--cold-runs", type=int, default=MIN_RUNS, help="cold_open runs per size")
    parser.add_argument("--figures", action="store_true", help="JSON lines for run_all.py")
    args = parser.parse_args()
    for players in args.sizes or SIZES:
        for figure in args.only:
            progress(f"{figure}: {players} players ...")
            if figure == "open_event":
                times = open_times(players, args.runs)
            else:
                times = cold_times(players, args.cold_runs)
            if args.figures:
                emit(figure, players, times)
            else:
                print(
                    f"{figure:>10} {players:>5} players: median {times.median_ms():.0f} ms "
                    f"(CPU {times.cpu_median_ms():.0f} ms), "
                    f"slowest {max(times.wall) * 1000:.0f} ms ({times.runs} runs)",
                    flush=True,
                )


if __name__ == "__main__":
    main()
