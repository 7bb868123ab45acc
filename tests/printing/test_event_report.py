"""The event report (issue 31): the event, the top 8 in the standings' order (or the
playoff's final order), the metagame of the registered deck names, the champion; posted,
so no e-mail and no player ID; Japanese and English; ``mtrdesk print report``."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtGui import QImage

from mtrdesk.cli.print_sheets import IMAGE_SIZES
from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.settings import Playoff
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.printouts.event_report import event_report
from mtrdesk.sheets import event_report as event_report_sheet
from mtrdesk.sheets import sheet_kind
from tests.helpers.cli_helpers import run_cli
from tests.helpers.contacts import give_contacts
from tests.helpers.printing import japanese, pdf_pages
from tests.helpers.report_events import DECKS, sixty_four
from tests.helpers.services_support import new_event, open_services, swiss_done


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def test_the_report_prints_in_both_languages_without_e_mail_or_player_id(
    services: Services, qapp: object
) -> None:
    event = services.printing.event(sixty_four(services))
    with japanese():
        ja = "\n".join(pdf_pages("report", event))
    en = "\n".join(pdf_pages("report", event))
    for text in (ja, en):
        assert "@" not in text and "P00" not in text
        assert "Izzet Phoenix" in text and "Boros Energy" in text
    assert "大会レポート" in ja and "優勝" in ja and "メタゲーム" in ja and "その他" in ja
    assert "Event report" in en and "Champion" in en and "Others 2 (3.33%)" in en
    assert "Players without a deck name: 4" in en


def test_print_report_writes_the_pdf_of_an_event_file(tmp_path: Path) -> None:
    simulated = simulate_event(Simulation(players=24, seed=3, rounds=4, structure=Structure.SWISS))
    document = document_to_dict(simulated)
    for i, player in enumerate(document["players"]):
        player["deck_name"] = DECKS[i % 3]
    source = tmp_path / "swiss.mtrdesk"
    source.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    out = tmp_path / "report.pdf"
    done = run_cli("print", "report", str(source), "--lang", "ja", "-o", str(out))
    assert done.returncode == 0, done.stderr
    text = " ".join(p.extract_text() for p in PdfReader(out).pages)
    assert len(PdfReader(out).pages) == 1
    assert "大会レポート" in text and DECKS[0] in text and "メタゲーム" in text

    square = tmp_path / "report.png"
    done = run_cli("print", "report", str(source), "-o", str(square), "--image", "1080x1080")
    assert done.returncode == 0, done.stderr
    image = QImage.fromData(square.read_bytes(), "PNG")
    assert (image.width(), image.height()) == (1080, 1080)
    colours = {image.pixelColor(x, y).name() for x in range(0, 1080, 7) for y in range(0, 1080, 7)}
    assert image.pixelColor(0, 0).name() == "#ffffff" and "#3b6ea8" in colours  # the bars
    done = run_cli("print", "report", str(source), "-o", str(square), "--force")
    tall = QImage.fromData(square.read_bytes(), "PNG")
    assert tall.size().toTuple() == (1200, 1500)
    inked = [
        y
        for y in range(0, 1500, 3)
        if any(tall.pixelColor(x, y).name() != "#ffffff" for x in range(0, 1200, 5))
    ]
    above, below = inked[0], 1500 - inked[-1]
    assert abs(above - below) < 0.1 * 1500, (above, below)  # centred: no empty third below


def test_only_the_report_is_written_as_an_image(tmp_path: Path) -> None:
    """Another sheet named .png, or --image with a PDF, is a usage error (status 2) that
    writes nothing."""
    source = tmp_path / "swiss.mtrdesk"
    document = document_to_dict(simulate_event(Simulation(players=8, seed=3, rounds=3)))
    source.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    for argv in (
        ("print", "standings", str(source), "-o", str(tmp_path / "s.png")),
        ("print", "report", str(source), "-o", str(tmp_path / "s.pdf"), "--image", "1080x1080"),
    ):
        done = run_cli(*argv, check=False)
        assert done.returncode == 2 and "only the report" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == ["swiss.mtrdesk"]
    assert tuple(f"{w}x{h}" for w, h in event_report_sheet.IMAGE_SIZES) == IMAGE_SIZES


def test_the_report_is_posted() -> None:
    kind = sheet_kind("report")
    assert kind.wall and not kind.private


def test_a_playoff_lists_its_final_order_and_its_champion(services: Services) -> None:
    """MTR 10.4: the playoff decides the winner; its field is listed in its final order
    (champion, finalist, then by the round lost in), not in Swiss order."""
    event_id = swiss_done(services, 16, Playoff.TOP8)
    entries = [e.id for e in services.printing.event(event_id).state.entries.values()]
    give_contacts(services, {e: ("", DECKS[n % 2]) for n, e in enumerate(entries)})
    services.playoff.start(event_id, seed=5)
    for _ in range(3):
        for match in services.playoff.bracket(event_id).next_matches:
            services.playoff.report(event_id, match.round, match.table, "1-2")
    bracket = services.playoff.bracket(event_id)
    assert bracket.finished and bracket.champion is not None
    report = event_report(services.printing.event(event_id))
    final = services.playoff.final_standings(event_id)[:8]
    assert report.playoff and len(report.top) == 8
    assert [p.name for p in report.top] == [r.name for r in final]
    swiss_order = [r.name for r in sorted(final, key=lambda r: r.swiss_rank)]
    assert [p.name for p in report.top] != swiss_order  # the seeds' losers won: reordered
    assert report.champion is not None and report.champion.name == bracket.champion_name
    assert report.playoff_rounds == 3 and report.metagame.decks[0].count == 8


def test_before_the_playoff_ends_there_is_no_champion(services: Services) -> None:
    event_id = swiss_done(services, 16, Playoff.TOP8)
    report = event_report(services.printing.event(event_id))
    assert report.champion is None and not report.playoff and len(report.top) == 8


def test_a_report_before_round_1_is_refused(services: Services) -> None:
    event_id, _ = new_event(services, 8)
    with pytest.raises(ServiceError) as refused:
        event_report(services.printing.event(event_id))
    assert refused.value.problem is Problem.NO_ROUNDS
