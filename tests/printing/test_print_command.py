"""``mtrdesk print slips``: an event file to a PDF, the slips read from the services."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from pypdf import PdfReader

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services.event_file.reading import read_event_file
from mtrdesk.services.history import round_of
from mtrdesk.services.printouts.slips import slip_sheet

REPO = Path(__file__).resolve().parents[2]


def _event_file(tmp_path: Path, show_ids: bool = False) -> Path:
    """A simulated 3-round event with Japanese names (one written with 𠮷); player IDs on
    the slips only with ``show_ids`` (the event's privacy setting)."""
    document = document_to_dict(simulate_event(Simulation(players=12, seed=5, rounds=3)))
    families = ("𠮷田", "山田", "佐藤", "鈴木")
    for i, player in enumerate(document["players"]):
        player["family"], player["given"] = families[i % 4], f"選手{i + 1}"
        player["player_id"] = f"PID{i + 1}"
    document["event"]["name"] = "店舗大会"
    if show_ids:
        document["event"]["show_player_ids"] = True
    path = tmp_path / "event.json"
    path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    return path


def test_slip_sheet_reads_every_table_of_the_round(tmp_path: Path) -> None:
    state = read_event_file(_event_file(tmp_path)).state
    sheet = slip_sheet(state, 2)
    assert sheet.round_number == 2 and sheet.event_name == "店舗大会" and not sheet.playoff
    tables = [m for m in round_of(state, 2).matches if m.player2 is not None]
    assert [s.table for s in sheet.slips] == [str(t) for t in range(1, len(tables) + 1)]
    first = sheet.slips[0]
    # No database id in a file: the event's identity (derived, as the file has none).
    assert state.uid and first.code == f"MTRDESK2:{state.uid}:2:1"
    assert first.player1.player_id == "" and " " in first.player1.name  # IDs off by default
    assert slip_sheet(state).round_number == 3  # default: the last round
    shown = slip_sheet(read_event_file(_event_file(tmp_path, show_ids=True)).state, 2)
    assert shown.slips[0].player1.player_id.startswith("PID")


def test_print_slips_writes_a_japanese_pdf(tmp_path: Path) -> None:  # IDs turned on
    out = tmp_path / "slips.pdf"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "print", "slips", str(_event_file(tmp_path, True)),
         "--round", "2", "--lang", "ja", "-o", str(out)],
        capture_output=True, text=True, encoding="utf-8", env=env, cwd=REPO, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = "".join(page.extract_text() for page in PdfReader(out).pages)
    labels = ("結果登録用紙", "第2回戦", "1卓", "勝利ゲーム数", "ドロップ", "署名", "時間延長")
    assert all(words in text for words in labels), text
    assert "𠮷田 選手" in text and "ID：PID" in text
