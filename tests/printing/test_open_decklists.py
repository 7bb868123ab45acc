"""Open decklists (MTR 2.7): at the programs the event's edition names, every player of a
round, Swiss or playoff, gets their opponent's list (``core.editions.open_decklists``,
``sheets.decklists.event_opponent_pages``); other events keep lists private."""

from __future__ import annotations

import datetime as dt
import random
from pathlib import Path

import pytest

from mtrdesk.core.editions.open_decklists import opponents_allowed
from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings, Format, Rel
from mtrdesk.services import Services
from mtrdesk.sheets.decklists import event_opponent_pages
from tests.helpers.decklist_samples import IZZET_MURKTIDE
from tests.helpers.services_support import new_event, open_services, report_round

EVENT = EventSettings("Open lists", dt.date(2026, 11, 20), format=Format.MODERN)


@pytest.mark.parametrize(
    ("program", "edition", "allowed"),
    [
        (Program.LIMITED_CHAMPIONSHIP, "2025-11-10", True),  # named from 2025 on
        (Program.LIMITED_CHAMPIONSHIP, "2023-08-21", False),
        (Program.SPOTLIGHT_SERIES, "2025-11-10", True),
        (Program.REGIONAL_CHAMPIONSHIP, "2023-08-21", True),
        (Program.PRO_TOUR, "2025-11-10", True),
        (Program.STORE_CHAMPIONSHIP, "2025-11-10", False),
        (Program.FRIDAY_NIGHT_MAGIC, "2025-11-10", False),
    ],
)
def test_the_programs_of_mtr_2_7_by_edition(program: Program, edition: str, allowed: bool) -> None:
    settings = EVENT.with_changes(program=program, edition=edition, rel=Rel.COMPETITIVE)
    assert opponents_allowed(settings) is allowed


def test_an_event_of_no_listed_program_follows_its_rel() -> None:
    assert not opponents_allowed(EVENT.with_changes(rel=Rel.COMPETITIVE))
    assert opponents_allowed(EVENT.with_changes(rel=Rel.PROFESSIONAL))


@pytest.fixture
def services(tmp_path: Path):  # type: ignore[no-untyped-def]
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def test_a_swiss_round_gives_each_player_the_opponents_list(services: Services, qapp) -> None:  # type: ignore[no-untyped-def]
    """MTR 2.7 (2025): at a Spotlight Series event the players of Swiss round 1 get
    their opponents' lists, each copy naming whose list it is and who receives it."""
    event_id, entries = new_event(
        services, 4, format=Format.MODERN, program=Program.SPOTLIGHT_SERIES, rel=Rel.COMPETITIVE
    )
    for n, entry in enumerate(entries):
        services.decklists.save(
            event_id, entry, IZZET_MURKTIDE.replace("4 Consider", f"4 Signature Card {n}")
        )
    services.rounds.pair_next(event_id)
    state = services.printing.event(event_id).state
    pages = event_opponent_pages(services, event_id)
    assert len(pages) == 4
    (round_1,) = state.rounds
    for match in round_1.matches:
        one, other = match.player1, match.player2
        assert other is not None
        mine = [p for p in pages if p.player.name == state.entries[other].display_name]
        (page,) = mine
        assert page.banner and state.entries[one].display_name in page.banner
        signature = f"Signature Card {entries.index(other)}"
        assert any(card.name == signature for _section, card in page.decklist.entries())
    # The next round's copies once it is paired (default: the latest).
    report_round(services, event_id, random.Random(4), "2-0")
    services.rounds.pair_next(event_id)
    assert len(event_opponent_pages(services, event_id)) == 4
    assert len(event_opponent_pages(services, event_id, 1)) == 4
