"""``mtrdesk print-decklists``: blank and filled registration sheets from files and from the
database, in Japanese and English (``mtrdesk.cli.main`` as the console script runs it)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.settings import Format, Rel
from mtrdesk.core.simulation.event import Simulation, simulate_event
from tests.helpers.cli_helpers import run_cli
from tests.helpers.data import DECKLISTS
from tests.helpers.services_support import new_event, open_services

DECKS = DECKLISTS


def run(*args: str, db: Path | None = None) -> subprocess.CompletedProcess:
    return run_cli("print-decklists", *args, db=db, check=False)


def pdf_pages(path: Path) -> list[str]:
    return [" ".join(page.extract_text().split()) for page in PdfReader(path).pages]


def test_blank_sheets_in_japanese_and_english(tmp_path: Path) -> None:
    out = tmp_path / "blank.pdf"
    done = run("--lang", "ja", "--copies", "2", "-o", str(out))
    assert done.returncode == 0, done.stderr
    pages = pdf_pages(out)
    assert len(pages) == 2
    assert all("デッキ登録用紙" in p and "メインデッキ" in p and "ふりがな" in p for p in pages)
    done = run("--lang", "en", "--form", "limited", "--paper", "letter", "-o", str(out))
    assert done.returncode == 0, done.stderr
    (page,) = pdf_pages(out)
    assert "Decklist registration" in page and "Basic lands added (MTR 7.2)" in page
    assert round(PdfReader(out).pages[0].mediabox.width) == 612
    done = run("--lang", "en", "--pool", "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert "Sealed Deck pool registration (MTR 7.5)" in pdf_pages(out)[0]


def test_decklist_files_print_filled(tmp_path: Path) -> None:
    first, second = DECKS / "modern" / "modern-001.txt", DECKS / "pioneer" / "pioneer-002.txt"
    out = tmp_path / "lists.pdf"
    done = run("--lang", "ja", "--player", "山田 太郎", "--reading", "やまだ たろう",
               "--player-id", "JP77", str(first), str(second), "-o", str(out))  # fmt: skip
    assert done.returncode == 0, done.stderr
    pages = pdf_pages(out)
    assert len(pages) == 2
    assert all("山田 太郎" in p and "やまだ たろう" in p and "JP77" in p for p in pages)
    index = {d["file"]: d for d in json.loads((DECKS / "index.json").read_text("utf-8"))["decks"]}
    for page, path in zip(pages, (first, second), strict=True):
        deck = index[f"{path.parent.name}/{path.name}"]
        assert f"メインデッキ合計 {deck['main_count']} 枚" in page
        assert f"サイドボード合計 {deck['sideboard_count']} 枚" in page
        for name, count in list(deck["main"].items())[:5]:
            assert f"{count} {name}" in page, name


def test_a_line_the_sheet_leaves_out_is_named(tmp_path: Path) -> None:
    """A line that is no card line (or one of 6,000 characters: issue 14, once 71 s) is
    not printed, and standard error says which, so the organizer can fix the file."""
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lightning Bolt\n1 " + "Aether" * 1000 + "\n56 Mountain\ngarbage\n", "utf-8")
    out = tmp_path / "list.pdf"
    done = run(str(deck), "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stderr.count(f"{deck}: Line ") == 2
    assert "Line 2 cannot be read" in done.stderr and "Line 4 cannot be read" in done.stderr
    page = pdf_pages(out)[0]
    assert "4 Lightning Bolt" in page and "56 Mountain" in page and "Aether" not in page


@pytest.mark.parametrize("name", ["event.mtrdesk", "EVENT.MTRDESK", "older export.json"])
def test_event_file_gives_a_named_blank_sheet_per_player(tmp_path: Path, name: str) -> None:
    document = document_to_dict(simulate_event(Simulation(players=6, seed=2, rounds=1)))
    for n, player in enumerate(document["players"]):
        player["family"], player["given"], player["player_id"] = "鈴木", f"選手{n + 1}", f"ID{n}"
    document["event"]["name"] = "店舗大会"
    event = tmp_path / name  # the event file's own extension, or an older export's
    event.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    out = tmp_path / "named.pdf"
    done = run("--lang", "en", str(event), "-o", str(out))
    assert done.returncode == 0, done.stderr
    pages = pdf_pages(out)
    assert len(pages) == 6
    assert all("店舗大会" in p and "Decklist registration" in p for p in pages)
    assert sorted(p.split("Player name ")[1].split(" Reading")[0] for p in pages) == sorted(
        f"鈴木 選手{n + 1}" for n in range(6)
    )


def test_event_in_the_database(tmp_path: Path) -> None:
    db = tmp_path / "events.sqlite3"
    services = open_services(db)
    try:
        event_id, entries = new_event(services, 3, format=Format.MODERN, rel=Rel.COMPETITIVE)
        text = (DECKS / "modern" / "modern-002.txt").read_text("utf-8")
        services.decklists.save(event_id, entries[0], text)
        services.decklists.save(event_id, entries[2], text)
    finally:
        services.close()
    out = tmp_path / "event.pdf"
    done = run("--lang", "en", "--event", str(event_id), "-o", str(out), db=db)
    assert done.returncode == 0, done.stderr
    pages = pdf_pages(out)
    assert len(pages) == 2  # the players with a list
    assert "Player000 Test" in pages[0] and "Player002 Test" in pages[1]
    done = run("--lang", "ja", "--event", str(event_id), "--blank", "--entry", str(entries[1]),
               "-o", str(out), db=db)  # fmt: skip
    assert done.returncode == 0, done.stderr
    (page,) = pdf_pages(out)
    assert "Player001 Test" in page and "デッキ登録用紙" in page
    # Opponents' lists are private below Professional REL (MTR 2.7).
    done = run("--event", str(event_id), "--opponents", "-o", str(out), db=db)
    assert done.returncode == 2 and "Professional REL" in done.stderr


def test_bad_arguments_exit_2(tmp_path: Path) -> None:
    done = run("--opponents", "-o", str(tmp_path / "x.pdf"))
    assert done.returncode == 2 and "--opponents needs --event" in done.stderr
    done = run("--copies", "0", "-o", str(tmp_path / "x.pdf"))
    assert done.returncode == 2
