"""The benchmarks' bookkeeping (issue 33, item 6): wall and CPU time per run, medians of at
least 7 runs, and ``run_all.py``'s verdicts (ok, tight within 10 % of the target, over)
and exit status. Pure functions and one tiny child process: no real benchmark runs here."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks import figures, run_all
from benchmarks.figures import Timings, classify, figure_line, margin


def clock(*readings: float) -> Iterator[float]:
    return iter(readings)


@pytest.mark.parametrize(
    ("median", "target", "expected"),
    [
        (100.0, 300.0, "ok"),
        (269.9, 300.0, "ok"),
        (270.0, 300.0, "tight"),  # exactly 10 % under: within 10 %
        (275.0, 300.0, "tight"),  # the example
        (300.0, 300.0, "tight"),  # met to the millisecond
        (300.1, 300.0, "over"),
        (27.5, 30.0, "tight"),
        (26.9, 30.0, "ok"),
        (5000.0, None, "-"),
    ],
)
def test_classify_tight_within_ten_per_cent(
    median: float, target: float | None, expected: str
) -> None:
    assert classify(median, target) == expected


def test_margin_is_a_fraction_of_the_target() -> None:
    assert margin(270.0, 300.0) == pytest.approx(0.10)
    assert margin(330.0, 300.0) == pytest.approx(-0.10)
    assert margin(10.0, None) is None


def test_timings_record_wall_and_cpu_of_each_run(monkeypatch: pytest.MonkeyPatch) -> None:
    walls = clock(10.0, 10.5, 20.0, 20.2)
    cpus = clock(1.0, 1.1, 2.0, 2.3)
    monkeypatch.setattr(figures, "wall_clock", lambda: next(walls))
    monkeypatch.setattr(figures, "cpu_clock", lambda: next(cpus))
    timings = Timings()
    with timings.run():
        pass
    with timings.run():
        pass
    assert timings.wall == pytest.approx([0.5, 0.2])
    assert timings.cpu == pytest.approx([0.1, 0.3])
    assert timings.runs == 2


def test_child_run_counts_the_childs_cpu_not_ours() -> None:
    """A child that spins 0.3 s of CPU: its time is counted, this process's is not."""
    spin = "import time\nend = time.process_time() + 0.3\nwhile time.process_time() < end: pass"
    timings = Timings()
    with timings.child_run():
        subprocess.run([sys.executable, "-c", spin], check=True)
    with timings.child_run():
        sum(range(3_000_000))  # our own CPU, no child
    assert timings.cpu[0] >= 0.25
    assert timings.cpu[1] < 0.05
    assert timings.wall[0] >= timings.cpu[0] * 0.9


def test_figure_line_gives_medians_of_wall_and_cpu_and_the_run_count() -> None:
    timings = Timings()
    for wall, cpu in [(0.9, 0.05), (0.1, 0.09), (0.3, 0.2), (0.2, 0.01), (0.5, 0.03)]:
        timings.add(wall, cpu)
    for wall, cpu in [(0.4, 0.04), (0.6, 0.07)]:
        timings.add(wall, cpu)
    line = figure_line("pair_refresh", 4096, timings)
    assert line == {
        "figure": "pair_refresh",
        "players": 4096,
        "median_ms": 400.0,
        "cpu_ms": 50.0,
        "runs": 7,
        "target_ms": 250.0,
    }


def test_figure_line_refuses_runs_without_cpu_time() -> None:
    timings = Timings(wall=[0.1, 0.2], cpu=[0.1])
    with pytest.raises(ValueError, match="2 wall times and 1 CPU times"):
        figure_line("slip", 1024, timings)
    with pytest.raises(ValueError):
        figure_line("slip", 1024, Timings())


def test_default_run_counts_are_at_least_seven() -> None:
    assert figures.MIN_RUNS >= 7


def test_row_from_a_line_is_classified_with_cpu_and_runs() -> None:
    line = {"figure": "pair_refresh", "players": 4096, "median_ms": 285.0, "cpu_ms": 240.5}
    row = run_all.row("pair_refresh", 4096, {**line, "runs": 7, "target_ms": 300.0})
    assert (row.verdict, row.cpu_ms, row.runs) == ("tight", 240.5, 7)
    assert row.margin == pytest.approx(0.05)
    assert run_all.row("slip", 1024, {"median_ms": 20.0, "target_ms": 30.0}).verdict == "ok"
    old = run_all.row("filter", 1024, {"median_ms": 31.0})  # an older line: no CPU, no runs
    assert (old.verdict, old.cpu_ms, old.runs, old.target_ms) == ("over", None, None, 30.0)


def test_exit_status_fails_tight_over_and_failed_rows() -> None:
    def rows(*verdicts: str) -> list[run_all.Row]:
        return [run_all.Row("slip", 1024, 1.0, 30.0, v, 1.0, 7) for v in verdicts]

    assert run_all.exit_status(rows("ok", "-", "missing")) == 0
    assert run_all.exit_status(rows("ok", "tight")) == 1
    assert run_all.exit_status(rows("over")) == 1
    assert run_all.exit_status(rows("failed")) == 1


def test_few_runs_are_noted() -> None:
    seven = run_all.Row("slip", 1024, 20.0, 30.0, "ok", 19.0, 7)
    three = run_all.Row("open_event", 4096, 900.0, 1000.0, "ok", 850.0, 3)
    unknown = run_all.Row("filter", 1024, 9.0, 30.0, "ok")
    missing = run_all.Row("smoke", 0, None, 800.0, "missing")
    assert run_all.few_runs([seven, three, unknown, missing]) == [
        "open_event at 4,096: 3 runs",
        "filter at 1,024: ? runs",
    ]


def test_table_shows_wall_cpu_target_margin_and_verdict() -> None:
    rows = [
        run_all.row("pair_refresh", 4096, {"median_ms": 237.5, "cpu_ms": 200.0, "runs": 7}),
        run_all.row("cold_open", 1024, {"median_ms": 1300.0, "cpu_ms": 900.0, "runs": 7}),
    ]
    lines = run_all.table(rows).splitlines()
    assert lines[0].split() == [
        "figure", "players", "runs", "wall", "ms", "cpu", "ms", "target", "ms", "margin",
        "verdict",
    ]  # fmt: skip
    assert lines[1].split() == [
        "pair_refresh", "4,096", "7", "237.5", "200.0", "250", "+5.0%", "tight",
    ]  # fmt: skip
    assert lines[2].split() == ["cold_open", "1,024", "7", "1300.0", "900.0", "-", "-", "-"]


def test_run_all_exits_non_zero_for_a_tight_figure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The whole path: a script's JSON lines, the table, the load average, the status."""
    (tmp_path / "benchmarks").mkdir()
    lines = [
        {"figure": "slip", "players": 4096, "median_ms": 28.0, "cpu_ms": 26.0, "runs": 40},
        {"figure": "filter", "players": 4096, "median_ms": 12.0, "cpu_ms": 11.0, "runs": 7},
    ]
    script = "# --figures\n" + "".join(f"print({json.dumps(json.dumps(x))})\n" for x in lines)
    (tmp_path / "benchmarks" / "bench_fake.py").write_text(script)
    monkeypatch.setattr(run_all, "ROOT", tmp_path)
    monkeypatch.setattr(run_all, "SCRIPTS", (run_all.Script("bench_fake.py", ("slip", "filter")),))
    status = run_all.main(["--sizes", "4096", "--json", str(tmp_path / "rows.json")])
    out = capsys.readouterr().out
    assert status == 1
    assert "tight (within 10% of the target): slip at 4,096" in out
    assert "load average (1, 5, 15 min): start [" in out
    saved = json.loads((tmp_path / "rows.json").read_text())
    assert [(r["figure"], r["verdict"], r["cpu_ms"], r["runs"]) for r in saved["rows"]] == [
        ("slip", "tight", 26.0, 40),
        ("filter", "ok", 11.0, 7),
    ]
    assert len(saved["load_before"]) == 3
    assert len(saved["load_after"]) == 3
