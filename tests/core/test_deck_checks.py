"""Deck-check proposals (MTR 2.8): ten percent over the event, never-checked decks first,
the same tables for the same seed."""

from __future__ import annotations

import datetime as dt
import random

from mtrdesk.core.decklists.checks import (
    CheckTable,
    DeckCheckOutcome,
    DeckCheckRecord,
    deck_check_target,
    decks_needed_this_round,
    propose_deck_checks,
)


def _tables(players: int) -> list[CheckTable]:
    return [CheckTable(n, "", (2 * n - 1, 2 * n)) for n in range(1, players // 2 + 1)]


def test_the_target_is_ten_percent_rounded_up() -> None:
    assert [deck_check_target(n) for n in (0, 1, 10, 11, 64, 200)] == [0, 1, 1, 2, 7, 20]


def test_the_decks_still_needed_are_spread_over_the_rounds_left() -> None:
    assert decks_needed_this_round(64, checked=0, rounds_left=6) == 2  # 7 over 6 rounds
    assert decks_needed_this_round(64, checked=6, rounds_left=1) == 1
    assert decks_needed_this_round(64, checked=7, rounds_left=3) == 0
    assert decks_needed_this_round(200, checked=0, rounds_left=1) == 20


def test_proposals_cover_the_decks_needed_with_never_checked_players_first() -> None:
    tables = _tables(64)
    checked = {1, 2, 3, 5, 7}  # table 1 both checked; tables 2, 3, 4 one each
    proposed = propose_deck_checks(
        tables, decks=64, checked=checked, rounds_left=1, rng=random.Random(7)
    )
    assert sum(len(t.entries) for t in proposed) >= 2  # 7 - 5 needed now
    assert len(proposed) == 1
    assert not set(proposed[0].entries) & checked


def test_the_same_seed_proposes_the_same_tables_and_another_seed_may_not() -> None:
    tables = _tables(200)

    def run(seed: int) -> tuple[CheckTable, ...]:
        return propose_deck_checks(
            tables, decks=200, checked=set(), rounds_left=4, rng=random.Random(seed)
        )

    assert run(11) == run(11)
    assert len(run(11)) == 3  # 20 decks over 4 rounds: 5 now, 2 per table
    assert {run(seed) for seed in range(20)} != {run(11)}


def test_once_the_target_is_met_one_table_is_still_proposed() -> None:
    proposed = propose_deck_checks(
        _tables(10), decks=10, checked={1, 2}, rounds_left=2, rng=random.Random(1)
    )
    assert len(proposed) == 1
    assert (
        propose_deck_checks((), decks=0, checked=set(), rounds_left=1, rng=random.Random(1)) == ()
    )


def test_a_deck_check_record_is_labelled_by_table_and_team_seat_mtr_2_8() -> None:
    at = dt.datetime(2026, 1, 9, 14, 5)
    record = DeckCheckRecord(1, 7, 3, 12, "B", 9, DeckCheckOutcome.OK, "", at)
    assert record.label == "12B"
    assert DeckCheckOutcome("deck_problem") is DeckCheckOutcome.DECK_PROBLEM
