"""The wall poster while the event is open to phones (issue 16): the event's name, the
address in text and as a QR code a phone reads back, and the steps, in English or
Japanese, on A4 and Letter."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.phones_poster import PhonesPoster
from mtrdesk.sheets.phones_poster import render_poster_bytes
from tests.helpers.pdf_qr import qr_codes
from tests.helpers.printing import japanese

ADDRESS = "http://192.168.1.23:8750/e/12"
POSTER = PhonesPoster("金曜モダン Friday Modern", ADDRESS)


def _text(pdf: bytes) -> str:
    (page,) = PdfReader(io.BytesIO(pdf)).pages
    return " ".join(page.extract_text().split())


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_the_english_poster_shows_the_event_the_address_and_its_qr_code(
    qapp: object, paper: Paper
) -> None:
    pdf = render_poster_bytes(POSTER, PageSetup(paper=paper))
    text = _text(pdf)
    assert "金曜モダン Friday Modern" in text and ADDRESS in text
    assert "Pairings and results on your phone" in text
    assert "find your name and go to your table" in text
    assert "report the result with the code printed on your result slip" in text
    assert [[c.text for c in page] for page in qr_codes(pdf, dpi=100)] == [[ADDRESS]]


def test_the_japanese_poster(qapp: object) -> None:
    with japanese():
        pdf = render_poster_bytes(POSTER, PageSetup())
    text = _text(pdf).replace(" ", "")
    assert "金曜モダンFridayModern" in text and ADDRESS in text
    assert "スマホで組み合わせ確認・結果報告" in text
    assert "結果登録用紙に印刷されたコードで結果を報告してください" in text
    assert "Pairings and results" not in text
    assert [[c.text for c in page] for page in qr_codes(pdf, dpi=100)] == [[ADDRESS]]


def test_a_poster_without_an_event_leads_to_the_events_list(qapp: object) -> None:
    pdf = render_poster_bytes(PhonesPoster("", "http://10.0.0.2:8750/"), PageSetup())
    text = _text(pdf)
    assert text.startswith("Pairings and results on your phone")
    assert [[c.text for c in page] for page in qr_codes(pdf, dpi=100)] == [
        ["http://10.0.0.2:8750/"]
    ]


REGISTER = "http://192.168.1.23:8750/e/12/register"


@pytest.mark.parametrize("paper", [Paper.A4, Paper.LETTER])
def test_while_registration_is_open_a_second_code_leads_to_the_form(
    qapp: object, paper: Paper
) -> None:
    """Issue 30: before round 1, while the event takes registrations from phones, the
    poster has a second code, "Register here", and says what it is for."""
    poster = PhonesPoster("金曜モダン Friday Modern", ADDRESS, register=REGISTER)
    pdf = render_poster_bytes(poster, PageSetup(paper=paper))
    text = _text(pdf)
    assert "Register here" in text and "Pairings and results" in text
    assert ADDRESS in text and REGISTER in text
    assert 'scan "Register here" and send your name and its reading' in text
    (codes,) = qr_codes(pdf, dpi=100)
    assert sorted(c.text for c in codes) == sorted([ADDRESS, REGISTER])
    # Side by side: the pages' on the left, the form's on the right, at one height.
    pages, form = sorted(codes, key=lambda c: c.x)
    assert (pages.text, form.text) == (ADDRESS, REGISTER)
    assert abs(pages.y - form.y) < 2


def test_a_closed_registration_prints_no_second_code(qapp: object) -> None:
    pdf = render_poster_bytes(POSTER, PageSetup())
    assert "Register here" not in _text(pdf)
    assert [[c.text for c in page] for page in qr_codes(pdf, dpi=100)] == [[ADDRESS]]
