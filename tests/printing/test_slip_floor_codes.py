"""Slips printed from the database carry their match's one-time code (issue 16): the code
in text on every slip, and while the event is open to phones a second QR code that a
phone's camera reads as the slip's report page; the scanner's QR code is unchanged beside
it. Slips printed from an event file (no database, no codes) carry neither."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.core.floor.reports import shown_code
from mtrdesk.core.printouts.slips import parse_slip_code
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.slips import SLIPS_PER_PAGE, page_order
from mtrdesk.services import Services
from mtrdesk.sheets import render_bytes
from tests.helpers.pdf_qr import qr_codes
from tests.helpers.printing import histories, japanese, pdf_pages
from tests.helpers.services_support import new_event, open_services

BASE = "http://192.168.1.23:8750/"


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def _paired(services: Services, players: int) -> int:
    event_id, _ = new_event(services, players)
    services.rounds.pair_next(event_id)
    return event_id


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_each_slips_phone_qr_code_leads_to_its_own_report_page(
    qapp: object, services: Services, paper: Paper
) -> None:
    event_id = _paired(services, 18)  # 9 tables: 3 pages of 4 places
    codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    uid = services.printing.event(event_id, BASE).state.uid
    setup = PageSetup(paper=paper)
    pdf = render_bytes("slips", services.printing.event(event_id, BASE), None, setup)
    pages = qr_codes(pdf)
    order = page_order(len(codes), SLIPS_PER_PAGE)
    assert len(pages) == len(order) == 3
    slip_height = setup.frame[3] / SLIPS_PER_PAGE
    tables = sorted(codes, key=int)
    seen = set()
    for found, slots in zip(pages, order, strict=True):
        assert len(found) == 2 * sum(slot is not None for slot in slots)  # two per slip
        for code in found:
            slot = slots[int((code.y - setup.margin) // slip_height)]
            assert slot is not None
            table = tables[slot]
            scanned = parse_slip_code(code.text)
            if scanned is not None:  # the desk scanner's code, as before issue 16
                assert code.text == f"MTRDESK2:{uid}:1:{table}"  # the event's identity
                assert code.x > setup.width - setup.margin - 50  # at the slip's right edge
            else:  # the phone's: the report page of this slip's code
                assert code.text == f"http://192.168.1.23:8750/e/{event_id}/s/{codes[table]}"
            seen.add(code.text)
    assert len(seen) == 2 * len(codes)


def test_slip_codes_print_as_text_and_again_on_a_reprint(qapp: object, services: Services) -> None:
    event_id = _paired(services, 8)
    codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    window, from_file = histories(services, event_id)
    (page,) = pdf_pages("slips", window)
    assert all(shown_code(code) in page for code in codes.values())  # "K7M-4QX"
    assert page.count("Report from your phone: code") == 4
    (again,) = pdf_pages("slips", services.printing.event(event_id))
    assert [shown_code(codes[t]) in again for t in codes] == [True] * 4
    # Not open to phones: the scanner's QR code only.
    pdf = render_bytes("slips", window, None, PageSetup())
    assert all(parse_slip_code(c.text) for page_codes in qr_codes(pdf) for c in page_codes)
    # From an event file: no database, no code.
    (file_page,) = pdf_pages("slips", from_file)
    assert "Report from your phone" not in file_page
    assert not any(shown_code(code) in file_page for code in codes.values())


def test_japanese_slips_label_the_code(qapp: object, services: Services) -> None:
    event_id = _paired(services, 4)
    codes = services.floor.slip_codes(event_id, 1)
    with japanese():
        (page,) = pdf_pages("slips", services.printing.event(event_id, BASE))
    assert page.count("スマホで結果報告するためのコード") == 2
    assert all(shown_code(c.code) in page for c in codes) and "結果登録用紙" in page


def test_team_and_two_headed_giant_slips_carry_codes(qapp: object, services: Services) -> None:
    import random

    from mtrdesk.core.settings import Playoff, Structure
    from tests.helpers.team_playoff import play_swiss, team_event

    teams, _ = team_event(services, Structure.TEAM_OF_THREE, 4, Playoff.TOP4)
    services.rounds.pair_next(teams)
    codes = {c.table: c.code for c in services.floor.slip_codes(teams, 1)}
    assert sorted(codes) == ["1A", "1B", "1C", "2A", "2B", "2C"]
    text = " ".join(pdf_pages("slips", services.printing.event(teams, BASE)))
    assert all(shown_code(code) in text for code in codes.values())

    giant, _ = team_event(services, Structure.TWO_HEADED_GIANT, 4, Playoff.TOP4)
    play_swiss(services, giant, random.Random(3), "1-0")
    services.playoff.start(giant)
    pdf = render_bytes("slips", services.printing.event(giant, BASE), None, PageSetup())
    (found,) = qr_codes(pdf)
    playoff = services.rounds.current_round(giant)
    assert playoff is not None
    links = {c.text for c in found if parse_slip_code(c.text) is None}
    assert links == {
        f"http://192.168.1.23:8750/e/{giant}/s/{c.code}"
        for c in services.floor.slip_codes(giant, playoff.number)
    }
