"""How long ``mtrdesk --smoke`` takes from the venv, against a bare PySide6 window (issue 33).

Runs ``python -m mtrdesk --smoke`` (the code the installed ``mtrdesk`` script runs:
``mtrdesk.cli:main``) as a fresh process, offscreen, with a temporary home, data folder
and settings, so the organizer's own database and settings are neither read nor written.
One run first creates the database and the bytecode caches (an installed copy has them),
then ``--runs`` runs are timed from process start to exit. For comparison, the same with a
bare PySide6 window: QApplication, an empty QMainWindow shown, the same smoke wait
(``mtrdesk.ui.app.SMOKE_MILLISECONDS``), exit; the two take turns. Issue 33's targets are
ratios to the bare window: at most 1.5x its wall time and 2.5x its CPU time (issue 15's
800 ms of wall time is gone with them). Run by hand:
``.venv/bin/python benchmarks/bench_startup.py`` (``--figures``: JSON lines for
benchmarks/run_all.py, the figures ``smoke`` and ``smoke_cpu``, the two ratios, and
``bare_window``, the bare window's own times).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.figures import (  # noqa: E402
    MIN_RUNS,
    TARGETS,
    Timings,
    emit,
    emit_line,
    ratio_line,
)

#: Issue 33's targets against the bare window of the same run: wall and CPU time.
BARE_WALL_RATIO = TARGETS["smoke"] or 0.0
BARE_CPU_RATIO = TARGETS["smoke_cpu"] or 0.0
# The wait of ``mtrdesk --smoke`` (mtrdesk.ui.app.SMOKE_MILLISECONDS), read from the source
# so this process does not import the window it measures.
BARE_WINDOW = """
import sys
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.show()
loop = QEventLoop()
QTimer.singleShot(int(sys.argv[1]), loop.quit)
loop.exec()
window.close()
"""


def app_constant(name: str) -> str:
    """``name``'s value in mtrdesk/ui/app.py, read from the source: the timing process
    does not import Qt."""
    for line in (ROOT / "mtrdesk" / "ui" / "app.py").read_text(encoding="utf-8").splitlines():
        if line.startswith(f"{name} = "):
            return line.split("=", 1)[1].strip().strip('"')
    raise SystemExit(f"{name} not found in mtrdesk/ui/app.py")


def smoke_wait() -> int:
    return int(app_constant("SMOKE_MILLISECONDS"))


def environment(folder: Path) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("MTRDESK_") and key != "PYTHONDONTWRITEBYTECODE"
    }
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(folder),
        XDG_CONFIG_HOME=str(folder / "config"),
        XDG_DATA_HOME=str(folder / "data"),
        XDG_CACHE_HOME=str(folder / "cache"),
        PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p),
    )
    return env


def run_times(commands: list[list[str]], env: dict[str, str], runs: int) -> list[Timings]:
    """Seconds from start to exit, and of the child's CPU (user + system: less sensitive
    to the machine's other load), of ``runs`` runs of each command after one untimed run
    each. The commands take turns, so a change in the machine's load falls on all alike
    (issue 33: their ratio is the figure)."""
    times = [Timings() for _ in commands]
    for i in range(runs + 1):
        for command, timings in zip(commands, times, strict=True):
            with (timings if i else Timings()).child_run():
                done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, timeout=120)
            if done.returncode != 0:
                sys.stderr.write(done.stderr.decode(errors="replace"))
                raise SystemExit(f"{' '.join(command)} exited {done.returncode}")
    return times


def ratio_row(clock: str, smoke_ms: float, bare_ms: float, target: float) -> str:
    """mtrdesk against the bare window in one clock, with issue 33's target ratio."""
    ratio = smoke_ms / bare_ms if bare_ms else float("inf")
    verdict = "ok" if ratio <= target else "OVER"
    return f"mtrdesk = {ratio:.2f}x the bare window in {clock} time (target {target}x) {verdict}"


def figure_lines(smoke: Timings, bare: Timings) -> list[dict[str, object]]:
    """The ``--figures`` lines: mtrdesk against the bare window of the same run, in wall
    time (``smoke``) and in CPU time (``smoke_cpu``); the bare window's own times."""
    return [
        ratio_line("smoke", 0, smoke, bare, "wall"),
        ratio_line("smoke_cpu", 0, smoke, bare, "cpu"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=MIN_RUNS)
    parser.add_argument("--figures", action="store_true", help="JSON lines on stdout")
    args = parser.parse_args()
    wait = smoke_wait()
    with tempfile.TemporaryDirectory() as folder:
        env = environment(Path(folder))
        smoke, bare = run_times(
            [
                [sys.executable, "-m", "mtrdesk", "--smoke"],
                [sys.executable, "-c", BARE_WINDOW, str(wait)],
            ],
            env,
            args.runs,
        )
    median = smoke.median_ms()
    bare_median = bare.median_ms()
    rows = (
        f"{'start-up':<22} {'median ms':>10} {'slowest ms':>11} {'cpu ms':>7}\n"
        f"{'mtrdesk --smoke':<22} {median:>10.0f} {max(smoke.wall) * 1000:>11.0f}"
        f" {smoke.cpu_median_ms():>7.0f}\n"
        f"{'bare PySide6 window':<22} {bare_median:>10.0f} {max(bare.wall) * 1000:>11.0f}"
        f" {bare.cpu_median_ms():>7.0f}\n"
        f"(both wait {wait} ms in the event loop; {args.runs} runs each; "
        f"load {os.getloadavg()[0]:.2f})\n"
        f"{ratio_row('wall', median, bare_median, BARE_WALL_RATIO)}\n"
        f"{ratio_row('CPU', smoke.cpu_median_ms(), bare.cpu_median_ms(), BARE_CPU_RATIO)}\n"
    )
    if args.figures:
        sys.stderr.write(rows)
        for line in figure_lines(smoke, bare):
            emit_line(line)
        emit("bare_window", 0, bare)
    else:
        sys.stdout.write(rows)


if __name__ == "__main__":
    main()
