"""``mtrdesk print bracket``: the playoff bracket of every playoff kind, as a PDF.

Events are built through the services (``tests/helpers/structure_events.py`` and
``team_playoff.py``), read back as the window reads them (``PrintService.event``) and as the
command line reads an exported file; the PDF text is checked for names, seeds, results and
who chooses play or draw (MTR 2.2, 9.3).
"""

from __future__ import annotations

import datetime as dt
import io
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from mtrdesk.core.printouts.bracket import PodBracketRound, PodBracketSheet
from mtrdesk.core.settings import Playoff, Structure
from mtrdesk.printing.bracket import BracketLabels, write_pod_bracket
from mtrdesk.printing.page import PageSetup, Paper
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.sheets import render_bytes
from mtrdesk.sheets.bracket import _WORDS
from mtrdesk.sheets.posting_sheet import translated
from tests.helpers.printing import histories, japanese, pdf_pages
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import BUILDERS, multiplayer_swiss, settings
from tests.helpers.team_playoff import play_swiss, team_event


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def team_playoff(structure: Structure) -> Callable[[Services], int]:
    """Eight teams, the Swiss played, a top 4 cut, the first semifinal reported."""

    def build(services: Services) -> int:
        event_id, _ = team_event(services, structure, 8, Playoff.TOP4)
        two_headed = structure is Structure.TWO_HEADED_GIANT
        play_swiss(services, event_id, random.Random(5), "1-0" if two_headed else "2-0")
        services.playoff.start(event_id)
        match = services.playoff.bracket(event_id).next_matches[0]
        if two_headed:
            services.playoff.report(event_id, match.round, match.table, "1-0")
        else:
            for seat in match.seats:
                services.playoff.report(event_id, match.round, match.table, "2-1", seat.seat)
        return event_id

    return build


def test_draft_playoff_bracket_shows_seats_results_and_choosers(services: Services) -> None:
    event_id = BUILDERS["draft_top8"](services)
    view = services.playoff.bracket(event_id)
    for event in histories(services, event_id):
        (text,) = pdf_pages("bracket", event)
        for words in ("Playoff bracket", "Quarterfinals", "Semifinals", "Final", "Champion"):
            assert words in text
        assert "Paired by draft seat: 1 v 5" in text and "(MTR 2.2)" in text
        for match in view.rounds[0].matches:  # every quarterfinal: seeds, seats, 2-1
            assert f"{match.seed1}. {match.player1_name} (seat {match.seat1}) ★ 2" in text
            assert f"{match.seed2}. {match.player2_name} (seat {match.seat2}) 1" in text
        semifinal = view.rounds[1].matches[0]  # paired, not played: the chooser marked
        assert f"{semifinal.seed1}. {semifinal.player1_name} (seat {semifinal.seat1}) ★" in text


def test_bracket_in_japanese_and_on_letter(services: Services, qapp: object) -> None:
    event_id = BUILDERS["elimination_only"](services)
    with japanese():
        data = render_bytes(
            "bracket", services.printing.event(event_id), None, PageSetup(Paper.LETTER)
        )
    page = PdfReader(io.BytesIO(data)).pages[0]
    text = " ".join(page.extract_text().split())
    for words in ("決勝ラウンドのトーナメント表", "準々決勝", "準決勝", "優勝", "不戦勝"):
        assert words in text, words
    assert re.search(r"(?<![準々])決勝(?![ラ戦])", text)  # the final: 決勝 (issue 18)
    assert "上位シード（イベント規定2.2）" in text
    assert float(page.mediabox.width) == 792 and float(page.mediabox.height) == 612  # landscape


def test_team_playoff_bracket_and_slips_name_the_choosing_team(services: Services) -> None:
    event_id = team_playoff(Structure.TEAM_OF_THREE)(services)
    view = services.playoff.bracket(event_id)
    played, waiting = view.rounds[0].matches
    (text,) = pdf_pages("bracket", services.printing.event(event_id))
    assert f"{played.seed1}. {played.player1_name} ★ 3" in text  # seat matches won: 3-0
    assert f"{played.seed2}. {played.player2_name} 0" in text
    assert f"{waiting.seed1}. {waiting.player1_name} ★" in text
    slips = pdf_pages("slips", services.printing.event(event_id))
    joined = "".join(slips)
    for seat in waiting.seats:  # MTR 2.2: the higher-seeded team's player in each seat
        line = (
            f"Chooses to play or draw first (MTR 2.2): {seat.player1_name} ({waiting.player1_name})"
        )
        assert line in joined
        assert f"Team: {waiting.player2_name}" in joined
    # Every seat match of the round, each with its chooser: six slips, six chooser lines.
    assert len(re.findall(r"Table \d[ABC]", joined)) == 6
    assert joined.count("Chooses to play or draw first (MTR 2.2)") == 6


def test_two_headed_giant_playoff_says_a_random_team_chooses(services: Services) -> None:
    event_id = team_playoff(Structure.TWO_HEADED_GIANT)(services)
    (text,) = pdf_pages("bracket", services.printing.event(event_id))
    assert "A team determined at random chooses to play or draw first (MTR 9.3)." in text
    assert "★" not in text
    (slip,) = pdf_pages("slips", services.printing.event(event_id))
    assert "A team determined at random chooses to play or draw first (MTR 9.3)" in slip
    assert "Chooses to play" not in slip
    match = services.playoff.bracket(event_id).rounds[0].matches[0]
    assert f"{match.player1_name} T" in slip and " / " in slip  # the team, then its players
    assert "Team:" not in slip


def test_pod_playoff_bracket_shows_pods_and_champion(services: Services) -> None:
    event_id = BUILDERS["multiplayer"](services)
    playoff = services.multiplayer.playoff(event_id)
    (text,) = pdf_pages("bracket", services.printing.event(event_id))
    final = playoff.rounds[-1].pods[0]
    assert "Final" in text and "Pods: 1" in text and "seat 1 plays first" in text
    for seat in final.seats:
        assert f"{seat.seat} {seat.seed}. {seat.name}" in text
    assert f"Champion: {playoff.champion_name}" in text and "Won" in text


def test_no_playoff_and_playoff_not_started_are_refused(services: Services) -> None:
    event_id, _ = services.events.create(settings())
    with pytest.raises(ServiceError) as refused:
        pdf_pages("bracket", services.printing.event(event_id))
    assert refused.value.problem is Problem.PLAYOFF_NONE
    event_id = multiplayer_swiss(services, swiss_rounds=2, playoff_size=4)
    with pytest.raises(ServiceError) as refused:
        pdf_pages("bracket", services.printing.event(event_id))
    assert refused.value.problem is Problem.PLAYOFF_NOT_STARTED


def test_the_seeds_joining_a_pod_round_are_listed_as_the_language_writes_a_list(
    qapp: object,
) -> None:
    """「この回戦から参加するシード：1. 青木 翔、2. 伊藤 健」: a Japanese list takes 「、」
    (review 2026-11-28 §5, entry 22's rule, on paper too)."""
    sheet = PodBracketSheet(
        "金曜統率者戦",
        dt.date(2026, 11, 27),
        8,
        (PodBracketRound(5, "semifinal", 2, (), ((1, "青木 翔"), (2, "伊藤 健"))),),
    )
    with japanese():
        labels = BracketLabels(**translated(_WORDS))
    out = io.BytesIO()
    write_pod_bracket(sheet, labels, out, PageSetup(Paper.A4))
    text = "".join(page.extract_text() for page in PdfReader(out).pages).replace("\n", "")
    assert "この回戦から参加するシード：1. 青木 翔、2. 伊藤 健" in text, text
