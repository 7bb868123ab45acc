"""``mtrdesk draft-plan``: the pick clock as JSON (MTR 7.7, 8.5, 9.7, Appendix B)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtrdesk.cli import main
from tests.helpers.cli_helpers import run_cli


def plan(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["draft-plan", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_booster_en_2023_relative_times(capsys: pytest.CaptureFixture[str]) -> None:
    out = plan(capsys, "--kind", "booster", "--profile", "en-2023", "--packs", "3",
               "--pack-size", "15", "--seats", "8")  # fmt: skip
    # Appendix B: 285 s a 15-card pack, reviews 60 s and 90 s.
    assert (out["start"], out["end"], out["total_seconds"]) == (0, 1005, 1005)
    assert out["seats"] == [str(n) for n in range(1, 9)]
    assert out["pick_steps"] == 45
    assert out["pack_starts"] == [0, 345, 720]
    first = out["steps"][0]
    assert {k: first[k] for k in ("kind", "pack", "pick", "cards_left", "seconds")} == {
        "kind": "pick",
        "pack": 1,
        "pick": 1,
        "cards_left": 15,
        "seconds": 40,
    }
    assert (first["direction"], first["picker"], first["start"], first["end"]) == (
        "left",
        None,
        0,
        40,
    )
    assert [s["seconds"] for s in out["steps"] if s["kind"] == "review"] == [60, 90]
    assert [s["direction"] for s in out["steps"] if s["pick"] == 1] == ["left", "right", "left"]
    last_card = out["steps"][14]
    assert (last_card["cards_left"], last_card["seconds"]) == (1, 0)  # "1 card: N/A"


def test_booster_ja_2016_with_start(capsys: pytest.CaptureFixture[str]) -> None:
    out = plan(capsys, "--profile", "ja-2016", "--start", "2026-11-22T13:00")
    # JA 2016 付録B: reviews 30 s and 45 s: 855 + 75 = 930 s = 15:30.
    assert out["total_seconds"] == 930
    assert (out["start"], out["end"]) == ("2026-11-22T13:00:00", "2026-11-22T13:15:30")
    assert out["pack_starts"] == [
        "2026-11-22T13:00:00",
        "2026-11-22T13:05:15",  # 285 + 30
        "2026-11-22T13:10:45",  # 315 + 285 + 45
    ]
    assert out["steps"][1]["start"] == "2026-11-22T13:00:40"


@pytest.mark.parametrize(("profile", "three_cards", "total"), [
    ("en-2023", 5, 1500), ("ja-2016", 10, 1530),
])  # fmt: skip
def test_two_headed_giant(
    capsys: pytest.CaptureFixture[str], profile: str, three_cards: int, total: int
) -> None:
    out = plan(capsys, "--kind", "2hg", "--profile", profile)
    assert out["packs"] == 6  # MTR 9.6
    assert out["total_seconds"] == total
    step = next(s for s in out["steps"] if s["cards_left"] == 3)
    assert (step["seconds"], step["cards_taken"]) == (three_cards, 2)


def test_multiplayer(capsys: pytest.CaptureFixture[str]) -> None:
    out = plan(capsys, "--kind", "multiplayer", "--seats", "4")
    assert out["pack_size"] == 20
    assert [s["cards_left"] for s in out["steps"][:10]] == list(range(20, 0, -2))
    assert out["total_seconds"] == 3 * 355 + 60 + 90


def test_rochester_example_order(capsys: pytest.CaptureFixture[str]) -> None:
    out = plan(capsys, "--kind", "rochester", "--seats", "6")
    assert out["total_seconds"] == 1710  # 18 x (20 + 15 x 5)
    booster = out["steps"][:16]
    assert booster[0]["kind"] == "layout" and booster[0]["picker"] == "1B"
    # MTR 8.5's example, cards 1 to 15.
    example = ["1B", "1C", "2A", "2B", "2C", "1A", "1A", "2C"]
    example += ["2B", "2A", "1C", "1B", "1B", "1C", "2A"]
    assert [s["picker"] for s in booster[1:]] == example
    assert {s["on_timeout"] for s in booster[1:]} == {"oldest_card"}


def test_drop_shows_in_the_plan(capsys: pytest.CaptureFixture[str]) -> None:
    out = plan(capsys, "--drop", "4:1:14")
    assert out["drops"] == [{"seat": "4", "pack": 1, "pick": 14}]
    assert out["total_seconds"] == 1010  # one extra 5 s pick (test_draft_clock)
    pack1 = [s for s in out["steps"] if s["kind"] == "pick" and s["pack"] == 1]
    assert len(pack1) == 16
    assert pack1[13]["backlog"] == ["5"] and pack1[13]["dropped"] == ["4"]


def test_custom_profile_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "slow.json"
    path.write_text(json.dumps({"name": "slow", "base": "en-2023", "scale": 2}), "utf-8")
    out = plan(capsys, "--profile-file", str(path))
    assert (out["profile"], out["total_seconds"]) == ("slow", 2010)
    assert plan(capsys, "--scale", "2")["total_seconds"] == 2010


def test_the_event_files_timings_unless_a_profile_is_given(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Issue 18: ``--event`` runs the plan on the timings the event follows (Japanese MTR
    2016 here: reviews 30 s and 45 s); ``--profile`` still chooses; an event that chose
    none follows MTR 2023."""
    from mtrdesk.core.event_file.document import document_to_dict
    from mtrdesk.core.simulation.event import Simulation, simulate_event

    document = document_to_dict(simulate_event(Simulation(players=8, seed=3, rounds=1)))
    plain = tmp_path / "plain.json"
    plain.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    document["event"]["draft_timings"] = "ja-2016"
    japanese = tmp_path / "japanese.json"
    japanese.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    chosen = plan(capsys, "--event", str(japanese))
    assert (chosen["profile"], chosen["total_seconds"]) == ("ja-2016", 930)
    assert plan(capsys, "--event", str(japanese), "--profile", "en-2023")["total_seconds"] == 1005
    assert plan(capsys, "--event", str(plain))["profile"] == "en-2023"
    assert plan(capsys)["profile"] == "en-2023"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--kind", "rochester", "--seats", "5"], "even count"),
        (["--pack-size", "16"], "16-card packs"),
        (["--seats", "1"], "not 1"),
        (["--packs", "0"], "packs"),
        (["--start", "tomorrow"], "not an ISO date"),
        (["--drop", "4"], "SEAT:PACK"),
        (["--drop", "9:1:2"], "no seat 9"),
    ],
)
def test_impossible_inputs_exit_2(args: list[str], message: str) -> None:
    done = run_cli("draft-plan", *args, check=False)
    assert done.returncode == 2
    assert "draft-plan: error:" in done.stderr and message in done.stderr
    assert done.stdout == ""


def test_pdf_writes_the_printable_plan(tmp_path: Path) -> None:
    """The command line installs its own catalogue, which ``run_cli`` takes off again so
    it does not leak into the Qt tests that follow."""
    from pypdf import PdfReader

    out = tmp_path / "plan.pdf"
    done = run_cli("draft-plan", "--start", "2026-11-22T13:00", "--paper", "a4", "--pdf", str(out))
    assert done.stdout == ""  # no JSON with --pdf
    words = " ".join(" ".join(p.extract_text() for p in PdfReader(out).pages).split())
    assert "Draft plan" in words and "Expected end 13:16:45" in words
    assert "Pack 2 (pass right) 13:05:45" in words
