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


def test_figure_line_gives_medians_of_wall_and_cpu_and_the_run_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(figures, "load_now", lambda: 1.25)
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
        "load": 1.25,
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
    assert (old.verdict, old.cpu_ms, old.runs, old.target) == ("over", None, None, 30.0)


def test_exit_status_fails_tight_over_and_failed_rows() -> None:
    def rows(*verdicts: str) -> list[run_all.Row]:
        return [run_all.Row("slip", 1024, 1.0, 30.0, v, 1.0, 7) for v in verdicts]

    assert run_all.exit_status(rows("ok", "-")) == 0
    assert run_all.exit_status(rows("ok", "tight")) == 1
    assert run_all.exit_status(rows("over")) == 1
    assert run_all.exit_status(rows("failed")) == 1


def test_few_runs_are_noted() -> None:
    seven = run_all.Row("slip", 1024, 20.0, 30.0, "ok", 19.0, 7)
    three = run_all.Row("open_event", 4096, 900.0, 1000.0, "ok", 850.0, 3)
    unknown = run_all.Row("filter", 1024, 9.0, 30.0, "ok")
    missing = run_all.Row("smoke", 0, None, 1.5, "missing", unit="x")
    assert run_all.few_runs([seven, three, unknown, missing]) == [
        "open_event at 4,096: 3 runs",
        "filter at 1,024: ? runs",
    ]


def test_table_shows_wall_cpu_target_margin_and_verdict() -> None:
    rows = [
        run_all.row("pair_refresh", 4096, {"median_ms": 237.5, "cpu_ms": 200.0, "runs": 7}),
        run_all.row("standings_tab", 1024, {"median_ms": 1300.0, "cpu_ms": 900.0, "runs": 7}),
    ]
    lines = run_all.table(rows).splitlines()
    assert lines[0].split() == [
        "figure", "players", "runs", "wall", "ms", "cpu", "ms", "value", "target", "margin",
        "load", "verdict",
    ]  # fmt: skip
    assert lines[1].split() == [
        "pair_refresh", "4,096", "7", "237.5", "200.0", "237.5", "ms", "250.0", "ms", "+5.0%",
        "-", "tight",
    ]  # fmt: skip
    assert lines[2].split() == [
        "standings_tab", "1,024", "7", "1300.0", "900.0", "1300.0", "ms", "-", "-", "-", "-",
    ]  # fmt: skip


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


# Issue 33 item 6: run_all.py carries every line of the "Done when".

#: Issue 33's "Done when", figure by figure: the target in its unit, and the player
#: counts run_all.py measures it at (0: no players).
DONE_WHEN = {
    "smoke": (1.5, "x", [0]),  # --smoke <= 1.5x a bare window in wall time
    "smoke_cpu": (2.5, "x", [0]),  # ... and <= 2.5x in CPU
    "small_file_standings": (200.0, "ms", [16]),  # `mtrdesk standings` on a 16-player file
    "cold_open": (1000.0, "ms", [1024, 4096]),  # cold open of a 4,096-player event
    "event_file_standings": (400.0, "ms", [4096]),
    "event_file_standings_16k": (1500.0, "ms", [16384]),
    "event_file_memory_16k": (200.0, "MiB", [16384]),
    "pair_refresh": (250.0, "ms", [1024, 4096]),
    "pair_refresh_pg": (150.0, "ms", [1024]),
    "pairing_16k": (120.0, "ms", [16384]),
    "swisspair_ratio": (1.5, "x", [1024, 4096]),
    "swisspair_ratio_cpu": (1.5, "x", [1024, 4096]),
    "exact_disagreements": (0.0, "rounds", [1024, 4096]),
    "phones_p99": (300.0, "ms", [1024]),
    "phones_failed": (0.0, "requests", [1024]),
}


def test_every_done_when_figure_is_in_the_table_with_its_target_and_unit() -> None:
    for figure, (target, unit, sizes) in DONE_WHEN.items():
        assert figure in run_all.FIGURES, figure
        assert (figures.TARGETS[figure], figures.unit(figure)) == (target, unit), figure
        assert run_all.expected(figure, [1024, 4096]) == sizes, figure
    assert all(f in figures.TARGETS for f in run_all.FIGURES)


@pytest.mark.parametrize(
    ("value", "target", "unit", "expected"),
    [
        (0.0, 0.0, "rounds", "ok"),  # the exact solver agrees on every round
        (1.0, 0.0, "rounds", "over"),  # one disagreement fails the figure
        (0.0, 0.0, "requests", "ok"),
        (3.0, 0.0, "requests", "over"),
        (1.40, 1.5, "x", "tight"),  # a ratio is tight like a time
        (1.34, 1.5, "x", "ok"),
        (190.0, 200.0, "MiB", "tight"),
    ],
)
def test_classify_in_the_figures_unit_a_count_is_never_tight(
    value: float, target: float, unit: str, expected: str
) -> None:
    assert classify(value, target, unit) == expected


def test_ratio_line_divides_the_medians_of_the_same_run() -> None:
    smoke = Timings(wall=[0.70, 0.75, 0.80], cpu=[0.45, 0.46, 0.50])
    bare = Timings(wall=[0.40, 0.50, 0.45, 0.42], cpu=[0.12, 0.13, 0.11, 0.12])
    wall = figures.ratio_line("smoke", 0, smoke, bare, "wall")
    cpu = figures.ratio_line("smoke_cpu", 0, smoke, bare, "cpu")
    assert wall["value"] == pytest.approx(750 / 435, abs=1e-4)
    assert cpu["value"] == pytest.approx(460 / 120, abs=1e-4)
    assert (wall["unit"], wall["target"], wall["runs"]) == ("x", 1.5, 3)
    assert (cpu["target"], cpu["median_ms"], cpu["cpu_ms"]) == (2.5, 750.0, 460.0)
    with pytest.raises(ValueError):
        figures.ratio_line("smoke", 0, smoke, bare, "both")
    with pytest.raises(ValueError):
        figures.valued_line("slip", 0, 1.0, 7)  # a time: figure_line


def test_memory_line_is_the_largest_peak_of_the_runs() -> None:
    line = figures.memory_line("event_file_memory_16k", 16384, [180.0, 231.5, 190.0])
    assert (line["value"], line["unit"], line["runs"], line["target"]) == (231.5, "MiB", 3, 200.0)
    assert run_all.row("event_file_memory_16k", 16384, line).verdict == "over"


def test_run_child_gives_each_childs_own_peak_memory_and_cpu() -> None:
    """A child holding 150 MiB, then a small one: the second's peak is its own, neither
    the running maximum over every child so far (``RUSAGE_CHILDREN``) nor the 120 MiB
    this process holds (a child started by this process inherits its high-water mark)."""
    big = "b = bytearray(150 * 1024 * 1024)\nfor i in range(0, len(b), 4096): b[i] = 1"
    spin = "import time\nend = time.process_time() + 0.2\nwhile time.process_time() < end: pass"
    ballast = bytearray(120 * 1024 * 1024)
    ballast[::4096] = b"\x01" * len(ballast[::4096])
    timings = Timings()
    large = figures.run_child([sys.executable, "-c", big], timings)
    small = figures.run_child([sys.executable, "-c", spin], timings)
    del ballast
    failing = figures.run_child([sys.executable, "-c", "import sys; sys.exit('no')"], timings)
    assert large.peak_mib >= 150
    assert small.peak_mib < 60
    assert timings.cpu[1] >= 0.18
    assert (large.returncode, small.returncode, failing.returncode) == (0, 0, 1)
    assert failing.stderr.strip() == b"no"
    assert timings.runs == 3


def test_a_ratio_row_is_judged_as_a_ratio_and_an_old_time_line_fails() -> None:
    line = {"value": 1.42, "unit": "x", "median_ms": 700.0, "cpu_ms": 450.0, "runs": 7}
    ratio = run_all.row("smoke", 0, {**line, "target": 1.5, "load": 2.5})
    assert (ratio.verdict, ratio.wall_ms, ratio.cpu_ms, ratio.load) == ("tight", 700.0, 450.0, 2.5)
    # A script from before issue 33 gives smoke in ms: it cannot be judged against 1.5x.
    old = run_all.row("smoke", 0, {"median_ms": 738.0, "cpu_ms": 455.0, "runs": 7}, load=1.0)
    assert old.verdict == "failed"
    assert old.reason == "the script gave ms, the figure is in x"


def test_a_missing_figure_says_why_and_fails_the_run() -> None:
    line = figures.missing_line("swisspair_ratio", 1024, "swisspair's venv is not made")
    assert run_all.parse(json.dumps(line))[0] == [line]
    row = run_all.row("swisspair_ratio", 1024, line)
    assert (row.verdict, row.reason, row.unit) == ("missing", "swisspair's venv is not made", "x")
    assert run_all.exit_status([row]) == 1
    assert not run_all.all_ok([row])
    ok = run_all.Row("slip", 1024, 20.0, 30.0, "ok", 19.0, 7)
    shown = run_all.Row("standings_tab", 1024, 20.0, None, "-", 19.0, 7)
    assert run_all.all_ok([ok, shown])
    assert not run_all.all_ok([])


def test_table_shows_each_figure_in_its_unit() -> None:
    def valued(figure: str, players: int, value: float, runs: int, *medians: float) -> run_all.Row:
        line = figures.valued_line(figure, players, value, runs, *medians)
        return run_all.row(figure, players, line)

    rows = [
        valued("smoke", 0, 1.8234, 7, 738.0, 455.0),
        valued("event_file_memory_16k", 16384, 244.4, 7, 2705.0, 2650.0),
        valued("exact_disagreements", 4096, 0, 12),
    ]
    lines = [line.split() for line in run_all.table(rows).splitlines()[1:]]
    assert lines[0][:9] == ["smoke", "-", "7", "738.0", "455.0", "1.82", "x", "1.50", "x"]
    assert lines[0][-1] == "over"
    assert lines[1][3:9] == ["2705.0", "2650.0", "244", "MiB", "200", "MiB"]
    assert lines[2][2:8] == ["12", "-", "-", "0", "rounds", "0"]
    assert lines[2][-1] == "ok"


def fake_scripts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *scripts: run_all.Script) -> None:
    (tmp_path / "benchmarks").mkdir(exist_ok=True)
    monkeypatch.setattr(run_all, "ROOT", tmp_path)
    monkeypatch.setattr(run_all, "SCRIPTS", scripts)


def test_pair_refresh_on_postgresql_is_missing_without_its_binaries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from tests.helpers import postgres

    ran = tmp_path / "ran"
    script = f"# --figures\nopen({str(ran)!r}, 'w').close()\n"
    (tmp_path / "benchmarks").mkdir()
    (tmp_path / "benchmarks" / "bench_pair_refresh.py").write_text(script)
    monkeypatch.setattr(run_all, "ROOT", tmp_path)
    monkeypatch.setattr(postgres, "binaries", lambda: None)
    status = run_all.main(["--only", "pair_refresh_pg"])
    out = capsys.readouterr().out
    assert status == 1
    assert not ran.exists()
    assert "missing: pair_refresh_pg at 1,024: no PostgreSQL binaries" in out
    assert "all ok (none tight, none missing): no" in out


def test_pair_refresh_on_postgresql_is_asked_at_1024_with_its_option() -> None:
    (script,) = [s for s in run_all.SCRIPTS if "pair_refresh_pg" in s.figures]
    args = run_all.command(script, ["pair_refresh_pg"], [4096])
    assert args[2:] == ["--figures", "--postgresql", "--sizes", "1024"]


def test_swisspair_is_installed_only_when_asked() -> None:
    (script,) = [s for s in run_all.SCRIPTS if s.file == "bench_swisspair.py"]
    wanted = list(script.figures)
    assert run_all.command(script, wanted, [4096])[2:] == ["--figures", "--sizes", "1024", "4096"]
    assert run_all.command(script, wanted, [4096], install=True)[-1] == "--install"


def counting_script(path: Path, counter: Path, lines: list[list[dict[str, object]]]) -> None:
    """A figure script that prints ``lines[n]`` on its n-th run (and its argv on stderr)."""
    path.write_text(
        "# --figures\nimport json, pathlib, sys\n"
        f"counter = pathlib.Path({str(counter)!r})\n"
        "n = int(counter.read_text()) if counter.exists() else 0\n"
        "counter.write_text(str(n + 1))\n"
        f"lines = {lines!r}\n"
        "for line in lines[min(n, len(lines) - 1)]:\n    print(json.dumps(line))\n"
        "print(' '.join(sys.argv[1:]), file=sys.stderr)\n"
    )


def test_twice_says_whether_both_passes_were_all_ok(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    good = {"figure": "slip", "players": 4096, "median_ms": 12.0, "cpu_ms": 11.0, "runs": 7}
    tight = {**good, "median_ms": 29.0}
    fake_scripts(tmp_path, monkeypatch, run_all.Script("bench_fake.py", ("slip",), "--sizes"))
    counting_script(tmp_path / "benchmarks" / "bench_fake.py", tmp_path / "n", [[good], [good]])
    status = run_all.main(["--sizes", "4096", "--twice", "--json", str(tmp_path / "rows.json")])
    out = capsys.readouterr().out
    assert status == 0
    assert "pass 1 of 2" in out and "pass 2 of 2" in out
    assert "twice in a row: both passes all ok (yes, yes)" in out
    assert out.count("script times: bench_fake.py ") == 2
    assert out.count("total run time: ") == 2
    saved = json.loads((tmp_path / "rows.json").read_text())
    assert [p["all_ok"] for p in saved["passes"]] == [True, True]
    assert [name for name, _ in saved["passes"][0]["script_seconds"]] == ["bench_fake.py"]

    (tmp_path / "n").unlink()
    counting_script(tmp_path / "benchmarks" / "bench_fake.py", tmp_path / "n", [[good], [tight]])
    status = run_all.main(["--sizes", "4096", "--twice"])
    out = capsys.readouterr().out
    assert status == 1
    assert "twice in a row: not both all ok (yes, no)" in out


def test_with_swisspair_passes_the_install_option(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = run_all.Script("bench_fake.py", ("exact_disagreements",), install_option="--install")
    fake_scripts(tmp_path, monkeypatch, script)
    line = {"figure": "exact_disagreements", "players": 1024, "value": 0, "unit": "rounds",
            "runs": 10}  # fmt: skip
    both = [[line, {**line, "players": 4096}]]
    counting_script(tmp_path / "benchmarks" / "bench_fake.py", tmp_path / "n", both)
    assert run_all.main([]) == 0
    assert "--install" not in capsys.readouterr().err
    assert run_all.main(["--with-swisspair"]) == 0
    assert "--figures --install" in capsys.readouterr().err


def test_startup_figures_are_the_two_ratios_to_the_bare_window() -> None:
    from benchmarks import bench_startup

    smoke = Timings(wall=[0.74] * 7, cpu=[0.45] * 7)
    bare = Timings(wall=[0.40] * 7, cpu=[0.15] * 7)
    wall, cpu = bench_startup.figure_lines(smoke, bare)
    assert (wall["figure"], wall["value"], wall["median_ms"]) == ("smoke", 1.85, 740.0)
    assert (cpu["figure"], cpu["value"], cpu["cpu_ms"]) == ("smoke_cpu", 3.0, 450.0)
    assert [run_all.row(str(x["figure"]), 0, x).verdict for x in (wall, cpu)] == ["over", "over"]


def test_swisspair_figures_without_swisspair_keep_the_exact_check() -> None:
    from benchmarks import bench_swisspair

    alone = {"players": 1024, "rounds": 10, "mtrdesk_ms": 2.5, "mtrdesk_cpu_ms": 2.4,
             "mtrdesk_not_optimal": 1}  # fmt: skip
    lines = bench_swisspair.figure_lines(alone, 7)
    rows = [run_all.row(str(x["figure"]), 1024, x) for x in lines]
    assert [(r.figure, r.verdict) for r in rows] == [
        ("swisspair_ratio", "missing"),
        ("swisspair_ratio_cpu", "missing"),
        ("exact_disagreements", "over"),  # one round the exact solver pairs better
    ]
    assert "--with-swisspair" in str(rows[0].reason)
    both = {**alone, "ratio_wall": 1.17, "ratio_cpu": 1.6, "mtrdesk_not_optimal": 0}
    rows = [run_all.row(str(x["figure"]), 1024, x) for x in bench_swisspair.figure_lines(both, 7)]
    assert [(r.value, r.verdict, r.runs) for r in rows] == [
        (1.17, "ok", 7),
        (1.6, "over", 7),
        (0.0, "ok", 10),
    ]


def test_phones_figures_are_the_median_p99_and_every_failure() -> None:
    from benchmarks import bench_phones

    measured = bench_phones.SameInstant(
        p99=[0.61, 0.55, 0.70, 0.58, 0.66, 0.63, 0.60], cpu=[1.1] * 7, failed=2
    )
    p99, failed = bench_phones.figure_lines(1024, measured)
    rows = [run_all.row(str(x["figure"]), 1024, x) for x in (p99, failed)]
    assert (rows[0].value, rows[0].cpu_ms, rows[0].runs, rows[0].target) == (
        610.0,
        1100.0,
        7,
        300.0,
    )
    assert (rows[1].value, rows[1].unit, rows[1].verdict) == (2.0, "requests", "over")
