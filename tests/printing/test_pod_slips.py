"""Multiplayer pod slips: one per pod, every player by seat, in guillotine order, with the
QR text of every other slip (multiplayer addendum 2.1A, 2.2A, 2.4C)."""

from __future__ import annotations

import datetime as dt
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk.core.printouts.slips import (
    PodSlip,
    PodSlipPlayer,
    PodSlipSheet,
    parse_slip_code,
    slip_code,
)
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.pod_slips import slips_per_page, write_pod_slips
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event
from mtrdesk.services.printouts.slips import pod_slip_sheet
from mtrdesk.sheets.slips import pod_slip_labels
from tests.helpers.printing import histories, pdf_pages, show_player_ids
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import BUILDERS, multiplayer_swiss

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def test_every_pod_of_the_round_gets_a_slip_with_every_player(services: Services) -> None:
    event_id = multiplayer_swiss(services)
    show_player_ids(services, event_id)  # off by default (privacy)
    services.multiplayer.pair_next(event_id, seed=7)
    current = services.multiplayer.current_round(event_id)
    assert current is not None
    window, from_file = histories(services, event_id)
    sheet = pod_slip_sheet(window.pod_event)  # type: ignore[arg-type]
    assert [s.table for s in sheet.slips] == [str(p.table) for p in current.pods]
    for slip, pod in zip(sheet.slips, current.pods, strict=True):
        assert [(p.seat, p.name) for p in slip.players] == [(s.seat, s.name) for s in pod.seats]
        assert parse_slip_code(slip.code).table == slip.table  # type: ignore[union-attr]
        assert slip.code == f"MTRDESK2:{window.state.uid}:3:{pod.table}"
    pages = pdf_pages("slips", from_file)
    joined = " ".join(pages)
    for pod in current.pods:
        assert f"Round 3 Table {pod.table}" in joined
        for seat in pod.seats:
            assert (
                f"{seat.seat} {seat.name} ID: {services.players.get(seat.entry).player_id}"
                in joined
            )
    assert joined.count("Seat 1 plays first (2.2A).") == len(current.pods)
    assert "tick every player who drew" in joined and "Drew" in joined


def test_playoff_pod_slips_show_seeds_and_the_draw_rule(services: Services) -> None:
    event_id = multiplayer_swiss(services, swiss_rounds=2, playoff_size=4)
    services.multiplayer.start_playoff(event_id)
    final = services.multiplayer.playoff(event_id).rounds[-1].pods[0]
    (page,) = pdf_pages("slips", services.printing.event(event_id))
    assert f"Playoff, round 3 Table {final.table}" in page
    for seat in final.seats:  # names and seeds; no player ID unless the organizer asks
        assert re.search(rf"{seat.seat} {seat.name} Seed {seat.seed}\b", page)
    assert "ID:" not in page
    assert "a drawn match goes to the best seed who drew (2.4C)" in page
    assert "Drew" not in page  # a playoff pod has a winner (2.4C)


def _sheet(pods: int, size: int = 4) -> PodSlipSheet:
    slips = tuple(
        PodSlip(
            str(t),
            tuple(PodSlipPlayer(s, f"Family{t}-{s} Given") for s in range(1, size + 1)),
            slip_code(9, 2, str(t)),
        )
        for t in range(1, pods + 1)
    )
    return PodSlipSheet(9, "Commander Night", dt.date(2026, 11, 20), 2, False, slips)


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_pod_slips_fit_three_per_page_in_cut_order(paper: Paper) -> None:
    sheet = _sheet(7, size=5)  # pods of 5 (five players in pods of 4) still fit three
    setup = PageSetup(paper=paper)
    assert slips_per_page(sheet, setup) == 3
    out = io.BytesIO()
    write_pod_slips(sheet, pod_slip_labels(), out, setup)
    texts = [p.extract_text() for p in PdfReader(io.BytesIO(out.getvalue())).pages]
    tables = [[int(n) for n in re.findall(r"Table (\d+)", text)] for text in texts]
    assert tables == [[1, 4, 7], [2, 5], [3, 6]]  # page j, place i: table i * 3 + j + 1
    assert all(f"Family7-{s} Given" in texts[0] for s in range(1, 6))


def test_print_slips_of_a_multiplayer_file_in_japanese(services: Services, tmp_path: Path) -> None:
    event_id = BUILDERS["multiplayer"](services)
    path = tmp_path / "pods.json"
    path.write_text(json.dumps(export_event(services, event_id), ensure_ascii=False), "utf-8")
    out = tmp_path / "slips.pdf"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "print", "slips", str(path), "--round", "1",
         "--lang", "ja", "-o", str(out)],
        capture_output=True, text=True, encoding="utf-8", env=env, cwd=REPO, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    text = " ".join("".join(p.extract_text() for p in PdfReader(out).pages).split())
    for words in ("結果登録用紙", "第1回戦", "1卓", "席", "勝利", "引き分け", "ドロップ", "署名",
                  "1番席のプレイヤーが先攻です（多人数戦補遺2.2A）。", "時間延長"):  # fmt: skip
        assert words in text, words
