"""Every QR code on printed slips decodes back to its own match (issue 4's done criterion).

The slips PDF is rendered to images with QtPdf, as the print preview shows it, and each
page is read with the ZXing decoder (``zxing-cpp``, a test dependency), as a scorekeeper's
USB scanner would read the paper. A code must sit on the slip of the table it names:
page ``j``, position ``i`` (top first) holds table ``i * pages + j + 1`` (cut order).
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.printouts.slips import parse_slip_code
from mtrdesk.core.simulation.event import Simulation, Structure, simulate_event
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.pod_slips import slips_per_page
from mtrdesk.printing.slips import SLIPS_PER_PAGE, page_order
from mtrdesk.services.event_file.reading import EventHistory, read_event_file
from mtrdesk.services.printouts.slips import pod_slip_sheet, slip_sheet
from mtrdesk.sheets import render
from tests.helpers.pdf_qr import qr_codes


def _history(tmp_path: Path, structure: Structure, players: int) -> EventHistory:
    simulation = Simulation(players=players, seed=11, rounds=2, structure=structure)
    path = tmp_path / "event.json"
    document = document_to_dict(simulate_event(simulation))
    path.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    return read_event_file(path)


@pytest.mark.parametrize(
    ("structure", "players", "paper"),
    [
        (Structure.SWISS, 26, Paper.A4),
        (Structure.TEAMS3, 27, Paper.LETTER),
        (Structure.MULTIPLAYER, 29, Paper.A4),
    ],
    ids=["swiss-a4", "three-person-teams-letter", "multiplayer-pods-a4"],
)
def test_every_slip_qr_code_decodes_to_its_own_table(
    qapp: object, tmp_path: Path, structure: Structure, players: int, paper: Paper
) -> None:
    history = _history(tmp_path, structure, players)
    setup = PageSetup(paper=paper)
    if history.pod_event is not None:
        sheet = pod_slip_sheet(history.pod_event, 2)
        per_page = slips_per_page(sheet, setup)
    else:
        sheet = slip_sheet(history.state, 2)
        per_page = SLIPS_PER_PAGE
    out = io.BytesIO()
    render("slips", history, 2, setup, out)
    pages = qr_codes(out.getvalue())
    order = page_order(len(sheet.slips), per_page)
    assert len(pages) == len(order) > 1

    order_of = {slip.table: n for n, slip in enumerate(sheet.slips)}
    slip_height = setup.frame[3] / per_page  # points; slips run down from the top margin
    decoded = []
    for found, slots in zip(pages, order, strict=True):
        assert len(found) == sum(slot is not None for slot in slots)
        for code in found:
            slip = sheet.slips[slots[int((code.y - setup.margin) // slip_height)]]
            assert code.text == slip.code  # the code sits on its own slip
            decoded.append(parse_slip_code(code.text))
    assert sorted(decoded, key=lambda c: order_of[c.table]) == [
        parse_slip_code(s.code) for s in sheet.slips
    ]  # every table's code, each once
    assert {(c.event_id, c.round_number) for c in decoded} == {(0, 2)}  # from a file: event 0
    if structure is Structure.TEAMS3:
        assert {c.table[-1] for c in decoded} == {"A", "B", "C"}
