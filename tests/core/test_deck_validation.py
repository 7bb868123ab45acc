"""Decklist rules per format, each problem with its rule (MTR 6.1-6.7, 7.1, 7.2, 8.4, 9.5,
Commander), on lists written the way players write them."""

from __future__ import annotations

import json

import pytest

from mtrdesk.core.decklists.card_names import CardNames, parse_card_name_file
from mtrdesk.core.decklists.problems import ProblemCode, is_legal
from mtrdesk.core.decklists.rules import BanListFileError, DeckFormat, RuleBook, deck_format_for
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.decklists.validation import validate_deck, validate_team
from mtrdesk.core.settings import Format

RULES = RuleBook.default()


def _check(text: str, deck_format: DeckFormat, **options) -> list[tuple]:
    problems = validate_deck(parse_decklist(text).decklist, deck_format, RULES, **options)
    return [(p.code.value, p.rule, p.card, p.count, p.limit) for p in problems]


def test_constructed_sizes_and_copies_main_and_sideboard_together() -> None:
    text = (
        "4 Lightning Bolt\n50 Mountain\n4 Snow-Covered Mountain\n\n"
        "1 Lightning Bolt\n3 Abrade\n4 Duress\n4 Negate\n4 Dispel\n"
    )
    assert _check(text, DeckFormat.MODERN) == [
        ("main_too_small", "MTR 6.1", None, 58, 60),
        ("sideboard_too_large", "MTR 6.1", None, 16, 15),
        ("too_many_copies", "MTR 6.1", "Lightning Bolt", 5, 4),
    ]


def test_cards_whose_text_allows_more_copies_are_data() -> None:
    text = "30 Relentless Rats\n8 Seven Dwarves\n22 Swamp\n"
    assert _check(text, DeckFormat.LEGACY) == [
        ("too_many_copies", "MTR 6.1", "Seven Dwarves", 8, 7),
    ]


def test_banned_anywhere_and_restricted_over_one_with_the_list_as_printed() -> None:
    modern = validate_deck(
        parse_decklist("56 Island\n4 Ponder\n\n1 Mental Misstep\n").decklist,
        DeckFormat.MODERN,
        RULES,
    )
    assert [(p.code.value, p.rule, p.card, p.as_of) for p in modern] == [
        ("banned", "MTR 6.4", "Ponder", "2023-08-21"),
        ("banned", "MTR 6.4", "Mental Misstep", "2023-08-21"),
    ]
    vintage = validate_deck(
        parse_decklist(
            "1 Lion's Eye Diamond\n59 Island\n\n1 Lion’s Eye Diamond\n1 Jihad\n"
        ).decklist,
        DeckFormat.VINTAGE,
        RULES,
    )
    assert [(p.code.value, p.count, p.listed_as) for p in vintage] == [
        ("restricted_over_one", 2, "Lion’s Eye Diamond"),
        # Jihad: banned by the rule on offensive cards, not by name (MTR 6.5).
        (
            "banned",
            None,
            next(
                r
                for r in RULES.ban_list(DeckFormat.VINTAGE).rule_cards.values()
                if "offensive" in r
            ),
        ),
    ]


def test_pauper_has_no_list_in_the_mtr_and_gets_the_counts_only() -> None:
    assert _check("60 Lotus Petal\n", DeckFormat.PAUPER) == [
        ("too_many_copies", "MTR 6.1", "Lotus Petal", 60, 4)
    ]


def test_limited_forty_cards_from_the_pool_plus_the_five_basics() -> None:
    pool = parse_decklist("2 Shock\n1 Snow-Covered Forest\n1 Wastes\n1 Llanowar Elves\n").decklist
    deck = "3 Shock\n1 Llanowar Elves\n2 Snow-Covered Forest\n1 Wastes\n30 Forest\n2 Giant Growth\n"
    assert _check(deck, DeckFormat.LIMITED, pool=pool) == [
        ("main_too_small", "MTR 7.1", None, 39, 40),
        ("not_in_pool", "MTR 7.2", "Shock", 3, 2),
        ("basic_not_provided", "MTR 7.2", "Snow-Covered Forest", 2, 1),
        ("not_in_pool", "MTR 7.2", "Giant Growth", 2, 0),
    ]
    # Without a registered pool only the size is checked; four of a card is fine (7.1).
    assert _check("8 Shock\n32 Mountain\n", DeckFormat.LIMITED) == []


def test_commander_hundred_singleton_with_its_commander_and_no_sideboard() -> None:
    good = (
        "Commander\n1 Atraxa, Praetors' Voice\n\n"
        "Deck\n1 Sol Ring\n30 Forest\n68 Snow-Covered Island\n"
    )
    assert _check(good, DeckFormat.COMMANDER) == []
    bad = "Deck\n2 Sol Ring\n30 Forest\n20 Relentless Rats\nSideboard\n1 Duress\n"
    assert _check(bad, DeckFormat.COMMANDER) == [
        ("commander_missing", "Addendum *.4A", None, None, None),
        ("deck_size_not_exact", "CR 903.5", None, 52, 100),
        ("sideboard_not_allowed", "CR 903.5", None, 1, 0),
        ("too_many_copies", "CR 903.5", "Sol Ring", 2, 1),
    ]


def test_an_imported_commander_list_bans_cards() -> None:
    rules = RULES.with_lists(
        json.dumps(
            {
                "commander": {
                    "mtr_section": "Commander",
                    "as_of": "2024-09-23",
                    "banned": ["Sol Ring"],
                }
            }
        )
    )
    problems = validate_deck(
        parse_decklist(
            "Commander\n1 Kenrith, the Returned King\nDeck\n1 Sol Ring\n98 Plains\n"
        ).decklist,
        DeckFormat.COMMANDER,
        rules,
    )
    assert [(p.code.value, p.rule, p.card) for p in problems] == [
        ("banned", "Commander", "Sol Ring")
    ]


def test_two_headed_giant_constructed_erayo_and_no_sideboard() -> None:
    text = "4 Erayo, Soratami Ascendant\n56 Island\n\n2 Negate\n"
    assert _check(text, DeckFormat.MODERN, two_headed_giant=True) == [
        ("sideboard_not_allowed", "MTR 9.5", None, 2, 0),
        ("banned", "MTR 9.5", "Erayo, Soratami Ascendant", None, None),
    ]


def test_unified_deck_construction_names_every_seat_sharing_a_card() -> None:
    decks = {
        "A": parse_decklist("4 Lightning Bolt\n4 Snow-Covered Mountain\n52 Mountain\n").decklist,
        "B": parse_decklist("4 Counterspell\n56 Island\n\n1 lightning  bolt\n").decklist,
        "C": parse_decklist("4 Counterspell\n4 Snow-Covered Mountain\n52 Swamp\n").decklist,
    }
    problems = validate_team(decks, DeckFormat.LEGACY, RULES)
    assert [(p.code.value, p.rule, p.card, p.seats) for p in problems] == [
        ("shared_in_team", "MTR 8.4", "Lightning Bolt", ("A", "B")),
        ("shared_in_team", "MTR 8.4", "Counterspell", ("B", "C")),
    ]
    assert validate_team(decks, DeckFormat.LIMITED, RULES) == ()


def test_japanese_names_are_flagged_until_given_an_english_name_then_counted_by_it() -> None:
    text = "2 稲妻\n3 Lightning Bolt\n55 山\n"
    flagged = validate_deck(parse_decklist(text).decklist, DeckFormat.MODERN, RULES)
    # 山 is Mountain: the basic lands' Japanese names ship with the rules.
    assert [(p.code, p.card) for p in flagged] == [(ProblemCode.JAPANESE_NAME, "稲妻")]
    assert is_legal(flagged)  # advisory: an official looks, the list is not illegal
    names = CardNames.of(
        ["Lightning Bolt", "Mountain"], {"稲妻": "Lightning Bolt", "山": "Mountain"}
    )
    problems = validate_deck(
        parse_decklist(text).decklist, DeckFormat.MODERN, RULES, card_names=names
    )
    assert [(p.code, p.card, p.count) for p in problems] == [
        (ProblemCode.TOO_MANY_COPIES, "Lightning Bolt", 5)
    ]
    assert not is_legal(problems)


def test_with_a_name_list_unknown_names_are_flagged_with_the_nearest_known_name() -> None:
    names = parse_card_name_file("Lightning Bolt\nMountain\n")
    problems = validate_deck(
        parse_decklist("4 Lightning Blot\n56 mountain\n").decklist,
        DeckFormat.MODERN,
        RULES,
        card_names=names,
    )
    assert [(p.code, p.card, p.suggestion, p.blocking) for p in problems] == [
        (ProblemCode.UNKNOWN_CARD, "Lightning Blot", "Lightning Bolt", False)
    ]


def test_card_name_files_single_names_pairs_either_order_and_csv() -> None:
    names = parse_card_name_file(
        "\ufeff# store list\nJace, the Mind Sculptor\n"
        "Lightning Bolt\t稲妻\n対抗呪文\tCounterspell\n"
        '"Fire // Ice",火+氷\n'
    )
    assert names.english_for("稲妻") == "Lightning Bolt"
    assert names.english_for("対抗呪文") == "Counterspell"
    assert names.english_for("火+氷") == "Fire // Ice"
    assert names.canonical("jace, the mind sculptor") == "Jace, the Mind Sculptor"
    assert names.complete("li") == ["Lightning Bolt"]
    assert names.complete("the") == ["Jace, the Mind Sculptor"]


def test_an_imported_list_replaces_an_older_one_and_bad_files_say_why() -> None:
    newer = RULES.with_lists(
        json.dumps(
            {
                "lists": {
                    "modern": {
                        "mtr_section": "6.4",
                        "as_of": "2024-08-26",
                        "banned": ["Nadu, Winged Wisdom"],
                    }
                }
            }
        )
    )
    assert (
        newer.ban_list(DeckFormat.MODERN).banned_as("nadu, winged wisdom") == "Nadu, Winged Wisdom"
    )
    assert newer.ban_list(DeckFormat.MODERN).banned_as("Ponder") is None
    older = newer.with_lists(
        json.dumps({"modern": {"mtr_section": "6.4", "as_of": "2020-01-01", "banned": []}})
    )
    assert older.ban_list(DeckFormat.MODERN).as_of.isoformat() == "2024-08-26"
    for text, reason in [
        ("not json", "not_json"),
        ("[]", "no_lists"),
        ('{"about": "x"}', "no_lists"),
        ('{"modern": {"as_of": "soon", "banned": []}}', "bad_date"),
        ('{"modern": {"as_of": "2024-01-01", "banned": "Ponder"}}', "bad_list"),
    ]:
        with pytest.raises(BanListFileError) as error:
            RULES.with_lists(text)
        assert error.value.reason == reason


def test_event_formats_choose_their_deck_rules() -> None:
    assert deck_format_for(Format.SEALED) is DeckFormat.LIMITED
    assert deck_format_for(Format.BOOSTER_DRAFT) is DeckFormat.LIMITED
    assert deck_format_for(Format.COMMANDER) is DeckFormat.COMMANDER
    assert deck_format_for(Format.OTHER) is None
    assert deck_format_for(Format.OTHER, multiplayer=True) is DeckFormat.COMMANDER
    assert deck_format_for(Format.MODERN, multiplayer=True) is DeckFormat.MODERN


def test_english_names_given_without_a_name_list_still_count_and_flag_nothing_unknown() -> None:
    given = CardNames.of([], {"稲妻": "Lightning Bolt"})
    problems = validate_deck(
        parse_decklist("3 稲妻\n2 Lightning Bolt\n55 Mountain\n").decklist,
        DeckFormat.MODERN,
        RULES,
        card_names=given,
    )
    assert [(p.code, p.card, p.count) for p in problems] == [
        (ProblemCode.TOO_MANY_COPIES, "Lightning Bolt", 5)
    ]


def test_a_pool_written_in_japanese_is_compared_by_english_names() -> None:
    given = CardNames.of([], {"ショック": "Shock"})
    pool = parse_decklist("2 ショック\n").decklist
    deck = parse_decklist("2 Shock\n38 Mountain\n").decklist
    assert validate_deck(deck, DeckFormat.LIMITED, RULES, pool=pool, card_names=given) == ()
    # Until ショック has its English name, the deck's Shock is not found in the pool.
    assert [p.code for p in validate_deck(deck, DeckFormat.LIMITED, RULES, pool=pool)] == [
        ProblemCode.NOT_IN_POOL
    ]
