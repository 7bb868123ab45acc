"""Sheets that hold their layout on A4, B4 and A3 (issue 32, review §3 and §6): every
posting sheet's title, column headings and cells measured with reportlab's string widths
(``printing.postings.placements``: where ``write_posting`` draws each line) for 8, 64 and
512 players with the longest Japanese names of the test data. A cell never runs into the
next column (a gap stays between two columns' texts: "3 11" never reads 311), a heading is
never broken (「勝／ち点」), a number or percentage never wraps or is cut (「100./00%」), the
title is never cut (「第2回戦 組み合わせ表（…」)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from mtrdesk.core.settings import Format
from mtrdesk.core.simulation.event import Structure
from mtrdesk.printing.fonts import printable, register_fonts
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.printing.postings import ELLIPSIS, Placed, Posting, placements
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.printouts.postings import pairings_posting, standings_posting
from mtrdesk.services.swiss.crosstable import crosstable_view
from mtrdesk.sheets.crosstable import crosstable_sheet
from mtrdesk.sheets.pairings_by_name import name_posting
from mtrdesk.sheets.pairings_by_table import table_posting
from mtrdesk.sheets.standings import standings_sheet
from tests.helpers.printing import japanese
from tests.helpers.sheet_events import japanese_event

#: The least space between the texts of two neighbouring columns (points, ~1.8 mm).
GAP = 5.0
#: ... and at least half the type's size: 30-point numbers 5 points apart read as one.
GAP_EM = 0.5
PAPERS = (Paper.A4, Paper.B4, Paper.A3)
SHEETS: dict[str, Callable[[EventHistory], Posting]] = {
    "pairings-by-name": lambda event: name_posting(pairings_posting(event)),
    "pairings-by-table": lambda event: table_posting(pairings_posting(event)),
    "standings": lambda event: standings_sheet(standings_posting(event)),
}
#: The crosstable takes up to 32 players (``CROSSTABLE_TOO_LARGE`` beyond).
CROSSTABLE = {"crosstable": lambda event: crosstable_sheet(crosstable_view(event.state))}


@pytest.fixture
def in_japanese(qapp: object) -> Iterator[None]:
    """The Japanese catalogue (per test: every gui test starts in English)."""
    with japanese():
        yield


def problems(posting: Posting, paper: Paper) -> list[str]:
    """What is wrong with ``posting`` laid out on ``paper``, one sentence each."""
    font = register_fonts()
    found: list[str] = []
    lines = placements(posting, PageSetup(paper))
    headings: dict[tuple[int, int, float], list[Placed]] = {}
    cells: dict[tuple[int, int], list[Placed]] = {}
    for line in lines:
        width = stringWidth(line.text, font, line.size)
        if line.part == "title":
            if line.text != printable(posting.title) or line.x + width > line.right + 0.01:
                found.append(f"title cut or too wide: {line.text!r}")
            continue
        gap = max(GAP, GAP_EM * line.size)
        if line.x < line.left + gap / 2 - 0.01 or line.x + width > line.right - gap / 2 + 0.01:
            found.append(f"{line.part} {line.text!r} outside its column less the gap")
        if line.part == "heading":
            headings.setdefault((line.page, line.column, line.left), []).append(line)
        else:
            cells.setdefault((line.row, line.column), []).append(line)
    for (_, column, _), parts in headings.items():
        text = printable(posting.columns[column].heading)
        if [p.text for p in parts] != [text]:
            found.append(f"heading {text!r} broken: {[p.text for p in parts]}")
    for (row, column), parts in cells.items():
        if posting.columns[column].align == "left":
            continue  # a name may take two lines, broken at its space
        text = printable(posting.rows[row].cells[column])
        if [p.text for p in parts] != [text] or text.endswith(ELLIPSIS):
            found.append(f"number {text!r} wrapped or cut: {[p.text for p in parts]}")
    return found


CASES = [(players, paper) for players in (8, 64) for paper in PAPERS] + [(512, Paper.A4)]


@pytest.mark.usefixtures("in_japanese")
@pytest.mark.parametrize(("players", "paper"), CASES)
def test_every_posting_sheet_holds_its_layout(players: int, paper: Paper) -> None:
    event = japanese_event(players)
    sheets = SHEETS | CROSSTABLE if players <= 32 else SHEETS
    found = {name: problems(sheet(event), paper) for name, sheet in sheets.items()}
    assert "勝ち点" in [c.heading for c in SHEETS["standings"](event).columns]  # in Japanese
    assert not any(found.values()), {k: (len(v), v[:6]) for k, v in found.items() if v}


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize(("players", "paper"), [(8, Paper.A3), (64, Paper.B4)])
def test_english_sheets_hold_their_layout(players: int, paper: Paper) -> None:
    """The same in English ("Record (W-L-D)", "Opp. avg. points"...)."""
    event = japanese_event(players)
    assert "Points" in [c.heading for c in SHEETS["standings"](event).columns]
    found = {name: problems(sheet(event), paper) for name, sheet in SHEETS.items()}
    assert not any(found.values()), {k: (len(v), v[:6]) for k, v in found.items() if v}


@pytest.mark.usefixtures("in_japanese")
@pytest.mark.parametrize(
    "structure", [Structure.TEAMS3, Structure.TWO_HEADED_GIANT, Structure.MULTIPLAYER]
)
def test_team_and_pod_sheets_hold_their_layout(structure: Structure) -> None:
    """Teams by seat (MTR 8.2), Two-Headed Giant (MTR 9.1) and multiplayer pods (their
    seat column, 「1番席（先攻）」) on B4, long team names and all."""
    event = japanese_event(64, structure)
    found = {name: problems(sheet(event), Paper.B4) for name, sheet in SHEETS.items()}
    assert not any(found.values()), {k: (len(v), v[:6]) for k, v in found.items() if v}


@pytest.mark.usefixtures("in_japanese")
def test_a4_standings_are_at_least_10_points_and_fill_the_page() -> None:
    """Review §3: A4 standings were ~8 pt, 20 players using a third of the page."""
    for players in (20, 64):
        assert min(line.size for line in cells_of(players)) >= 10, players
    lowest = min(line.y for line in cells_of(20))
    assert lowest < PageSetup().height / 2  # 20 players fill more than half the page


def cells_of(players: int) -> list[Placed]:
    posting = standings_sheet(standings_posting(japanese_event(players)))
    return [line for line in placements(posting) if line.part == "cell"]


@pytest.mark.usefixtures("in_japanese")
def test_a_name_without_reading_is_filed_under_its_own_head() -> None:
    """林 (no reading) comes last, under the head その他 as the names above it are under
    あ行…わ行 (review §3), on every paper."""
    posting = name_posting(pairings_posting(japanese_event(64)))
    heads = [row.cells[0] for row in posting.rows if row.head]
    assert heads[-1] == "その他"
    last = [row.cells[0] for row in posting.rows[-2:]]
    assert last == ["その他", "林"]


@pytest.mark.usefixtures("in_japanese")
def test_the_header_names_the_format_once_in_full_width_brackets() -> None:
    """Review §6: 「金曜モダン(モダン)」 repeated the format, in half-width brackets."""
    posting = pairings_posting(japanese_event(8))
    assert name_posting(posting).event == posting.event_name  # 「…モダン選手権…」 says it
    other = replace(posting, event_name="金曜FNM")
    assert name_posting(other).event == "金曜FNM（モダン）"
    assert table_posting(other).event == "金曜FNM（モダン）"
    drafted = replace(posting, event_name="土曜ブースタードラフト", format=Format.BOOSTER_DRAFT)
    assert name_posting(drafted).event == "土曜ブースタードラフト"
