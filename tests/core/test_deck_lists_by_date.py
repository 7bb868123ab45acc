"""Banned and restricted lists by MTR edition and by date (issue 29): the 2025-11-10 lists
as printed (MTR 6.3-6.7), entries that take effect on their own date, and imported lists
in force from their date only (``core.decklists.rules``)."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from mtrdesk.core.decklists.problems import ProblemCode, is_legal
from mtrdesk.core.decklists.rules import BanListFileError, DeckFormat, RuleBook, read_lists
from mtrdesk.core.decklists.validation import check_text
from mtrdesk.core.editions.catalogue import EDITIONS, MTR_2023_08_21, MTR_2025_11_10

NOV_9, NOV_10 = dt.date(2025, 11, 9), dt.date(2025, 11, 10)


def book(edition_lists: str, date: dt.date) -> RuleBook:
    return RuleBook.shipped(edition_lists).on(date)


def codes(text: str, deck_format: DeckFormat, rules: RuleBook) -> list[tuple[str, str | None]]:
    return [(p.code.value, p.card) for p in check_text(text, deck_format, rules).problems]


def test_every_edition_ships_its_lists_file() -> None:
    for edition in EDITIONS:
        shipped = RuleBook.shipped(edition.lists_file)
        assert {b.as_of for b in shipped.lists.values()} == {edition.effective}


def test_the_2025_lists_as_printed() -> None:
    """MTR 6.3-6.7 (2025-11-10): the number of entries of each list as printed."""
    lists = RuleBook.shipped(MTR_2025_11_10.lists_file).lists
    sizes = {name: (len(b.banned), len(b.restricted)) for name, b in lists.items()}
    assert sizes == {
        "standard": (10, 0),
        "modern": (52, 0),
        "pioneer": (30, 0),
        "legacy": (70, 0),
        "vintage": (3, 51),
    }
    assert [b.section for b in lists.values()] == ["6.3", "6.7", "6.4", "6.6", "6.5"]
    later = {name: sorted(b.effective) for name, b in lists.items() if b.effective}
    assert later == {
        "standard": ["proft's eidetic memory", "screaming nemesis", "vivi ornitier"],
        "pioneer": ["heartfire hero"],
        "legacy": ["entomb", "nadu, winged wisdom"],
    }
    assert set(lists["modern"].banned).isdisjoint({"faithless looting", "mox opal"})
    assert "ponder" not in lists["vintage"].restricted


def test_legacy_entomb_by_edition() -> None:
    """MTR 6.6: Entomb is banned "(effective November 10, 2025)"; legal in the 2023 lists."""
    deck = "4 Entomb\n56 Swamp\n"
    old = book(MTR_2023_08_21.lists_file, dt.date(2026, 11, 20))
    new = book(MTR_2025_11_10.lists_file, dt.date(2026, 11, 20))
    assert codes(deck, DeckFormat.LEGACY, old) == []
    found = check_text(deck, DeckFormat.LEGACY, new).problems
    assert not is_legal(found)
    assert ("banned", "Entomb") in [(p.code.value, p.card) for p in found]


def test_a_card_banned_effective_november_10_is_legal_on_the_9th() -> None:
    """MTR 6.3: "Vivi Ornitier (effective November 10, 2025)"."""
    deck = "4 Vivi Ornitier\n56 Island\n"
    rules = RuleBook.shipped(MTR_2025_11_10.lists_file)
    assert codes(deck, DeckFormat.STANDARD, rules.on(NOV_9)) == []
    assert codes(deck, DeckFormat.STANDARD, rules.on(NOV_10)) == [("banned", "Vivi Ornitier")]
    # An entry without a date of its own applies with its list.
    assert codes("4 Heartfire Hero\n56 Mountain\n", DeckFormat.STANDARD, rules.on(NOV_9)) == [
        ("banned", "Heartfire Hero")
    ]


def test_vintage_two_vexing_bauble_are_over_the_restriction() -> None:
    """MTR 6.5 (2025): Vexing Bauble is restricted; the sticker rule is not checked."""
    deck = "2 Vexing Bauble\n58 Island\n"
    new = book(MTR_2025_11_10.lists_file, dt.date(2026, 11, 20))
    found = check_text(deck, DeckFormat.VINTAGE, new).problems
    assert [(p.code, p.card, p.count, p.limit) for p in found if p.blocking] == [
        (ProblemCode.RESTRICTED_OVER_ONE, "Vexing Bauble", 2, 1)
    ]
    old = book(MTR_2023_08_21.lists_file, dt.date(2026, 11, 20))
    assert codes(deck, DeckFormat.VINTAGE, old) == []


@pytest.mark.parametrize("deck_format", [DeckFormat.LEGACY, DeckFormat.VINTAGE])
def test_the_sticker_rule_is_said_not_checked(deck_format: DeckFormat) -> None:
    """MTR 6.5, 6.6 (2025): "All cards that bring a sticker or an Attraction into the
    game (56 Cards)" are not printed and not shipped: advisory, not blocking."""
    rules = RuleBook.shipped(MTR_2025_11_10.lists_file)
    (problem,) = check_text("60 Island\n", deck_format, rules).problems
    assert problem.code is ProblemCode.RULE_NOT_CHECKED and not problem.blocking
    assert problem.text is not None and "sticker or an Attraction" in problem.text
    assert problem.rule == ("MTR 6.6" if deck_format is DeckFormat.LEGACY else "MTR 6.5")
    assert check_text("60 Island\n", deck_format, RuleBook.default()).problems == ()


LATER = {
    "modern": {
        "mtr_section": "6.4",
        "as_of": "2026-01-01",
        "banned": ["Consider", {"name": "Murktide Regent", "effective": "2026-12-01"}],
    }
}


def test_an_imported_entry_applies_from_its_own_date_only() -> None:
    rules = RuleBook.shipped(MTR_2025_11_10.lists_file).with_lists(json.dumps(LATER))
    deck = "4 Consider\n4 Murktide Regent\n52 Island\n"
    assert codes(deck, DeckFormat.MODERN, rules.on(dt.date(2025, 12, 31))) == []
    assert codes(deck, DeckFormat.MODERN, rules.on(dt.date(2026, 1, 1))) == [("banned", "Consider")]
    assert codes(deck, DeckFormat.MODERN, rules.on(dt.date(2026, 11, 30))) == [
        ("banned", "Consider")
    ]
    assert codes(deck, DeckFormat.MODERN, rules.on(dt.date(2026, 12, 1))) == [
        ("banned", "Consider"),
        ("banned", "Murktide Regent"),
    ]
    # The list stays the shipped one before the file's date, other formats untouched.
    assert rules.on(dt.date(2025, 12, 31)).lists["modern"].as_of == NOV_10
    assert rules.on(dt.date(2026, 12, 1)).lists["legacy"].as_of == NOV_10
    (imported,) = read_lists(json.dumps(LATER)).values()
    assert imported.later_entries() == [("Murktide Regent", dt.date(2026, 12, 1))]


def test_an_old_list_file_still_reads() -> None:
    """Files of the published shape (names only) keep working, with or without a date."""
    old = {"modern": {"mtr_section": "6.4", "as_of": "2024-03-11", "banned": ["Consider"]}}
    rules = RuleBook.default().with_lists(json.dumps(old))
    assert rules.lists["modern"].as_of == dt.date(2024, 3, 11)
    assert codes("4 Consider\n56 Island\n", DeckFormat.MODERN, rules.on(dt.date(2024, 3, 11)))
    assert not codes("4 Consider\n56 Island\n", DeckFormat.MODERN, rules.on(dt.date(2024, 3, 10)))


@pytest.mark.parametrize(
    ("entry", "reason"),
    [
        ({"name": "Opt", "effective": "someday"}, "bad_date"),
        ({"name": "Opt", "effective": "2025-02-30"}, "bad_date"),
        ({"name": "Opt", "effective": "2023-12-31"}, "effective_before_list"),
        ({"effective": "2024-06-01"}, "bad_entry"),
        ({"name": "", "effective": "2024-06-01"}, "bad_entry"),
        (7, "bad_entry"),
    ],
)
def test_a_bad_entry_is_refused(entry: object, reason: str) -> None:
    text = json.dumps({"modern": {"as_of": "2024-01-01", "banned": [entry]}})
    with pytest.raises(BanListFileError) as caught:
        read_lists(text)
    assert caught.value.reason == reason
