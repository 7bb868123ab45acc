"""``mtrdesk print standings``: the numbers are the standings service's, worded as on screen."""

from __future__ import annotations

import io
import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk import sheets
from mtrdesk.core.event.swiss import standings_rows
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.printing.page import PageSetup
from mtrdesk.services.event_file.reading import EventHistory, history_from_json, read_event_file
from mtrdesk.ui.models.standings_model import percent, two_decimals
from mtrdesk.words.i18n import Translators
from tests.helpers.cli_helpers import run_cli


def _document(structure: Structure = Structure.SWISS, players: int = 14, **event: object) -> dict:
    document = document_to_dict(
        simulate_event(Simulation(players=players, seed=9, rounds=3, structure=structure))
    )
    families = ("𠮷田", "山田", "佐藤", "鈴木", "阿部")
    for i, player in enumerate(document["players"]):
        player["family"], player["given"] = families[i % 5], f"選手{i + 1}"
    document["event"].update({"name": "店舗大会", **event})
    return document


def _file(tmp_path: Path, document: dict) -> Path:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    return path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    """``mtrdesk ARGS`` in this process (the test's ``QApplication`` made first)."""
    return run_cli(*args, check=False)


def _rows(text: str, headings: list[str]) -> list[list[str]]:
    lines = text.split("\n")
    start = lines.index(headings[0])
    assert lines[start : start + len(headings)] == headings, lines[:12]
    cells = lines[start + len(headings) :]
    return [
        cells[i : i + len(headings)]
        for i in range(0, len(cells) - len(headings) + 1, len(headings))
    ]


def _render(history: EventHistory, after: int | None = None) -> str:
    data = sheets.render_bytes("standings", history, after, PageSetup())
    return "".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


@pytest.fixture
def japanese(qapp: object) -> Iterator[None]:
    translators = Translators()
    assert translators.install("ja")
    yield
    translators.remove()


HEADINGS_JA = [
    "順位",
    "プレイヤー名",
    "勝ち点",
    "戦績（勝-負-分）",
    "オポ",
    "ゲーム勝率",
    "相手ゲーム勝率",
]


@pytest.mark.usefixtures("qapp")
def test_printed_standings_match_the_standings_command(tmp_path: Path) -> None:
    path = _file(tmp_path, _document())
    out = tmp_path / "s.pdf"
    done = _run("print", "standings", str(path), "--lang", "ja", "-o", str(out))
    assert done.returncode == 0, done.stderr
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    assert "第3回戦終了時 順位表" in text and "店舗大会" in text
    assert "0.33未満の場合は0.33として計算します" in text  # the floor used (Appendix C)
    rows = _rows(text, HEADINGS_JA)
    listed = json.loads(_run("standings", str(path)).stdout)
    assert len(rows) == len(listed) > 10
    for row, line in zip(rows, listed, strict=True):
        name = line["player"]
        assert row[0] == str(line["rank"]) and row[2] == str(line["points"])
        assert row[1] in (name, f"{name}（ドロップ）")
    exact = standings_rows(read_event_file(path).state)
    assert [row[3:] for row in rows] == [
        [r.record, percent(r.omwp), percent(r.gwp), percent(r.ogwp)] for r in exact
    ]


def test_an_earlier_round_and_the_third_floor_in_english() -> None:
    history = history_from_json(_document(floor="third"))
    text = _render(history, 2)
    assert "After round 2 – Standings" in text
    assert "percentages below 1/3 count as 1/3" in text
    rows = _rows(text, ["Rank", "Name", "Points", "Record (W-L-D)", "OMW%", "GW%", "OGW%"])
    exact = standings_rows(history.state, 2)
    assert [row[2:] for row in rows] == [
        [str(r.points), r.record, percent(r.omwp), percent(r.gwp), percent(r.ogwp)] for r in exact
    ]
    dropped = [r for r in exact if r.dropped_after_round is not None]
    assert sum(row[1].endswith("(dropped)") for row in rows) == len(dropped)


@pytest.mark.usefixtures("qapp")
def test_a_round_without_every_result_is_refused(tmp_path: Path) -> None:
    document = _document()
    match = next(m for m in document["rounds"][-1]["matches"] if m["kind"] == "paired")
    match["result"] = None
    path = _file(tmp_path, document)
    out = tmp_path / "s.pdf"
    done = _run("print", "standings", str(path), "--round", "3", "--lang", "en", "-o", str(out))
    assert done.returncode != 0 and "missing" in done.stderr + done.stdout
    done = _run("print", "standings", str(path), "--lang", "en", "-o", str(out))
    assert done.returncode == 0, done.stderr  # the latest complete round: 2
    assert "After round 2" in PdfReader(out).pages[0].extract_text()


def test_team_standings_have_no_game_columns(japanese: None) -> None:
    history = history_from_json(_document(Structure.TEAMS3, players=18))
    text = _render(history)
    rows = _rows(
        text, ["順位", "チーム名", "メンバー（席順）", "勝ち点", "戦績（勝-負-分）", "オポ"]
    )
    standings = history.team_standings()
    assert [row[1].removesuffix("（ドロップ）") for row in rows] == [r.name for r in standings]
    assert [row[5] for row in rows] == [percent(r.omwp) for r in standings]
    assert all(row[2].count("、") == 2 for row in rows)
    assert (
        "ゲーム勝率" not in text
        and "チーム戦のタイブレーカー（イベント規定 付録C）：オポのみ" in text
    )


def test_pod_standings_use_the_addendum_tiebreakers(japanese: None) -> None:
    history = history_from_json(_document(Structure.MULTIPLAYER, players=14))
    text = _render(history)
    headings = [
        "順位",
        "プレイヤー名",
        "勝ち点",
        "戦績（勝-負-分）",
        "マッチ勝率",
        "相手平均勝ち点",
        "オポ",
    ]
    rows = _rows(text, headings)
    standings = history.pod_standings()
    assert [row[4:] for row in rows] == [
        [percent(r.mwp), two_decimals(r.oamp), percent(r.omwp)] for r in standings
    ]
    assert "最低1/7（1÷勝利時の勝ち点7）" in text
