"""MTR 3.6 (2025-11-10): "Some cards with a Universes Beyond treatment have different
names for the Universes Beyond and Universes Within versions. These cards are considered
to be the same card. Other special treatments of cards may alter the name in ways that
are clear references to the original card (e.g. Swords2Plowshares)": copies count across
the names and a ban under either name applies (``RuleBook.same_cards``)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from mtrdesk.core.decklists.problems import ProblemCode
from mtrdesk.core.decklists.rules import BanListFileError, DeckFormat, RuleBook, read_lists
from mtrdesk.core.decklists.validation import check_text
from mtrdesk.core.editions.catalogue import MTR_2023_08_21, MTR_2025_11_10

SWORDS = "2 Swords to Plowshares\n3 Swords2Plowshares\n55 Plains\n"


def test_the_2025_lists_ship_the_pair_the_mtr_names() -> None:
    rules = RuleBook.shipped(MTR_2025_11_10.lists_file)
    assert dict(rules.same_cards) == {"swords2plowshares": "Swords to Plowshares"}
    assert RuleBook.shipped(MTR_2023_08_21.lists_file).same_cards == {}


def test_copies_count_across_both_names() -> None:
    """MTR 3.6 with 6.1: five copies of one card under two names are one too many."""
    rules = RuleBook.shipped(MTR_2025_11_10.lists_file)
    found = check_text(SWORDS, DeckFormat.LEGACY, rules).problems
    (blocking,) = [p for p in found if p.blocking]
    assert (blocking.code, blocking.card, blocking.count, blocking.limit) == (
        ProblemCode.TOO_MANY_COPIES,
        "Swords to Plowshares",
        5,
        4,
    )
    checked = check_text(SWORDS, DeckFormat.LEGACY, rules).decklist
    assert checked.main_count == 60  # the deck's count is the cards as written
    old = RuleBook.shipped(MTR_2023_08_21.lists_file)
    assert [p for p in check_text(SWORDS, DeckFormat.LEGACY, old).problems if p.blocking] == []


IMPORTED = {
    "same_cards": {"names": {"Godzilla, Doom Inevitable": "Yidaro, Wandering Monster"}},
    "modern": {
        "mtr_section": "6.4",
        "as_of": "2026-01-01",
        "banned": ["Yidaro, Wandering Monster"],
    },
}


def test_a_ban_applies_under_either_name_and_pairs_are_imported() -> None:
    rules = RuleBook.shipped(MTR_2025_11_10.lists_file).with_lists(json.dumps(IMPORTED))
    assert rules.same_card("Swords2Plowshares") == "Swords to Plowshares"  # kept
    deck = "4 Godzilla, Doom Inevitable\n56 Mountain\n"
    found = check_text(deck, DeckFormat.MODERN, rules.on(dt.date(2026, 1, 1))).problems
    assert [(p.code, p.card, p.listed_as) for p in found] == [
        (ProblemCode.BANNED, "Yidaro, Wandering Monster", "Yidaro, Wandering Monster")
    ]


@pytest.mark.parametrize(
    "same_cards",
    [{"names": ["Swords2Plowshares"]}, {"names": {"Swords2Plowshares": 3}}, "pairs", {"n": {}}],
)
def test_a_bad_same_card_table_is_refused(same_cards: object) -> None:
    text = json.dumps({**IMPORTED, "same_cards": same_cards})
    with pytest.raises(BanListFileError) as caught:
        read_lists(text)
    assert caught.value.reason == "bad_same_cards"
