"""The MTR editions as data (issue 29): which edition an event follows, and the rules that
differ between 2023-08-21 and 2025-11-10 as the engine reads them."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.editions.catalogue import (
    EDITIONS,
    MTR_2023_08_21,
    MTR_2025_11_10,
    UnknownEdition,
    earlier_than_in_force,
    edition_in_force,
    edition_named,
    edition_of,
)
from mtrdesk.core.editions.edition import MatchComplete, PostCutBye, Topic
from mtrdesk.core.editions.minimum import higher_minimum, participation_shortfall
from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import EventSettings, Rel, Structure

DAY_BEFORE = dt.date(2025, 11, 9)
FIRST_DAY = dt.date(2025, 11, 10)


def event(date: dt.date = FIRST_DAY, **changes: object) -> EventSettings:
    return EventSettings("金曜スタンダード", date).with_changes(**changes)


def test_the_edition_in_force_changes_on_its_effective_date() -> None:
    assert edition_in_force(DAY_BEFORE) is MTR_2023_08_21
    assert edition_in_force(FIRST_DAY) is MTR_2025_11_10
    assert edition_in_force(dt.date(2026, 11, 28)) is MTR_2025_11_10
    # Before the oldest edition mtrdesk knows: the oldest.
    assert edition_in_force(dt.date(2020, 1, 1)) is MTR_2023_08_21
    assert [e.key for e in EDITIONS] == ["2023-08-21", "2025-11-10"]


def test_an_event_follows_its_recorded_edition_else_the_one_of_its_date() -> None:
    assert edition_of(event()) is MTR_2025_11_10
    assert edition_of(event(DAY_BEFORE)) is MTR_2023_08_21
    kept = event(edition="2023-08-21", edition_reason="リーグ戦の途中")
    assert edition_of(kept) is MTR_2023_08_21 and earlier_than_in_force(kept)
    assert not earlier_than_in_force(event())
    with pytest.raises(UnknownEdition):
        edition_named("2099-01-01")


def test_sections_2_4_and_2_5_swapped_places() -> None:
    """2023: 2.4 Conceding or Intentionally Drawing, 2.5 End-of-Match Procedure; 2025: 2.4
    End-of-Match Procedure, 2.5 Conceding or Intentionally Drawing."""
    assert MTR_2023_08_21.cite(Topic.CONCEDE) == "MTR 2.4"
    assert MTR_2023_08_21.cite(Topic.END_OF_MATCH) == "MTR 2.5"
    assert MTR_2025_11_10.cite(Topic.CONCEDE) == "MTR 2.5"
    assert MTR_2025_11_10.cite(Topic.END_OF_MATCH) == "MTR 2.4"
    assert MTR_2025_11_10.section(Topic.CARD_NAMES) == "3.6"  # new in 2025


def test_the_rules_that_differ() -> None:
    old, new = MTR_2023_08_21, MTR_2025_11_10
    assert (old.post_cut_bye, new.post_cut_bye) == (  # MTR 2.10
        PostCutBye.ALWAYS,
        PostCutBye.SINGLE_ELIMINATION_ONLY,
    )
    assert (old.match_complete, new.match_complete) == (  # MTR 2.4 / 2.5
        MatchComplete.SLIP_FILLED,
        MatchComplete.RESULT_RECORDED,
    )
    assert old.slips_by_default and not new.slips_by_default  # MTR 1.6, 1.10, 2.1
    assert old.asks_dci_number and not new.asks_dci_number  # MTR 1.5, 8.2
    # MTR 10.4: early advancement adds the Limited Championship.
    assert Program.LIMITED_CHAMPIONSHIP not in old.early_advancement
    assert Program.LIMITED_CHAMPIONSHIP in new.early_advancement
    # MTR 2.7: open decklists add the Limited Championship and the Spotlight Series.
    assert new.open_decklists - old.open_decklists == {
        Program.LIMITED_CHAMPIONSHIP,
        Program.SPOTLIGHT_SERIES,
    }


def test_appendix_f_gives_each_day_its_rules_enforcement_level() -> None:
    assert MTR_2025_11_10.rels(Program.SPOTLIGHT_SERIES) == (Rel.COMPETITIVE, Rel.PROFESSIONAL)
    assert MTR_2025_11_10.rels(Program.LIMITED_CHAMPIONSHIP) == (Rel.PROFESSIONAL,)
    assert MTR_2023_08_21.rels(Program.SPOTLIGHT_SERIES) == ()  # not a program then
    assert MTR_2023_08_21.rels(Program.REGIONAL_CHAMPIONSHIP_QUALIFIER) == (Rel.COMPETITIVE,)
    assert MTR_2025_11_10.rels(Program.FRIDAY_NIGHT_MAGIC) == (Rel.REGULAR,)


@pytest.mark.parametrize(
    ("date", "structure", "count", "minimum"),
    [
        (FIRST_DAY, Structure.INDIVIDUAL, 4, None),  # MTR 10.1 (2025): four players
        (FIRST_DAY, Structure.INDIVIDUAL, 5, None),
        (FIRST_DAY, Structure.INDIVIDUAL, 3, 4),
        (DAY_BEFORE, Structure.INDIVIDUAL, 5, 8),  # MTR 10.1 (2023): eight players
        (DAY_BEFORE, Structure.INDIVIDUAL, 8, None),
        (DAY_BEFORE, Structure.INDIVIDUAL, 3, 8),
        (FIRST_DAY, Structure.MULTIPLAYER, 3, 4),  # pods count players
        (FIRST_DAY, Structure.TEAM_OF_THREE, 3, 4),  # four teams in both
        (DAY_BEFORE, Structure.TWO_HEADED_GIANT, 4, None),
    ],
)
def test_the_participation_minimum_follows_the_edition(
    date: dt.date, structure: Structure, count: int, minimum: int | None
) -> None:
    found = participation_shortfall(event(date, structure=structure), count)
    if minimum is None:
        assert found is None
        return
    assert found is not None
    assert (found.count, found.minimum, found.section) == (count, minimum, "10.1")
    assert found.teams == structure.has_teams
    assert found.edition == ("2025-11-10" if date >= FIRST_DAY else "2023-08-21")


def test_a_regional_championship_qualifier_needs_more_under_2025_only() -> None:
    rcq = Program.REGIONAL_CHAMPIONSHIP_QUALIFIER
    assert higher_minimum(event(program=rcq)) is not None
    assert higher_minimum(event(DAY_BEFORE, program=rcq)) is None
    assert higher_minimum(event(program=Program.FRIDAY_NIGHT_MAGIC)) is None
