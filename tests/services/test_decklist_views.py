"""The Decklists tab's values built from loaded lists alone (MTR 2.7, 7.5): no store."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.decklists.checks import DeckCheckOutcome, DeckCheckRecord
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.event.state import EntryState, EventState
from mtrdesk.core.settings import EventSettings
from mtrdesk.services.decklists.views import DeckState, StoredList, decklist_detail, decklist_row

AT = dt.datetime(2026, 1, 9, 10, 0)


def entry(entry_id: int) -> EntryState:
    return EntryState(entry_id, entry_id, f"P{entry_id}", "", "", "", 0, None, None)


def stored(text: str, *, locked: bool = False, registered_by: int | None = None) -> StoredList:
    return StoredList(
        text=text,
        cards=parse_decklist(text).decklist,
        registered_by=registered_by,
        received_at=AT,
        updated_at=AT,
        locked_at=AT if locked else None,
        locked_by="Judge" if locked else "",
    )


def test_a_row_without_a_list_is_missing() -> None:
    row = decklist_row(entry(1), None, None, (), (), False)
    assert row.state is DeckState.MISSING and not row.locked
    assert (row.main_count, row.sideboard_count, row.checks) == (0, 0, 0)


def test_a_locked_list_is_checked_and_counts_its_cards_mtr_2_7() -> None:
    deck = stored("60 Island\n\nSideboard\n15 Plains", locked=True)
    check = DeckCheckRecord(1, 1, 2, 5, "", 9, DeckCheckOutcome.OK, "", AT)
    row = decklist_row(entry(1), "Team", deck, (), (check,), True)
    assert row.state is DeckState.CHECKED and row.locked
    assert (row.main_count, row.sideboard_count) == (60, 15)
    assert (row.checks, row.last_outcome, row.has_pool, row.team) == (
        1,
        DeckCheckOutcome.OK,
        True,
        "Team",
    )


def test_the_detail_names_who_registered_the_pool_mtr_7_5() -> None:
    state = EventState(
        id=1,
        settings=EventSettings(name="Sealed", date=AT.date()),
        rounds_from_recommendation=False,
        entries={1: entry(1), 2: entry(2)},
        rounds=(),
    )
    pool = stored("40 Forest", registered_by=2)
    detail = decklist_detail(state, entry(1), None, None, pool, (), ())
    assert detail.state is DeckState.MISSING and detail.text == "" and detail.decklist is None
    assert (detail.registered_by, detail.registered_by_name) == (2, "P2")
    assert detail.pool_text == "40 Forest" and detail.pool is not None
