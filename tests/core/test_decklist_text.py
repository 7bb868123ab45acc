"""Reading decklists as players paste them (MTR 2.7): every common export and hand style."""

from __future__ import annotations

from mtrdesk.core.decklists.decklist import CardEntry, Decklist, fold_name
from mtrdesk.core.decklists.problems import ProblemCode
from mtrdesk.core.decklists.text import format_decklist, parse_decklist


def _cards(entries: tuple[CardEntry, ...]) -> dict[str, int]:
    return {entry.name: entry.count for entry in entries}


def test_mtgo_export_a_blank_line_starts_the_sideboard_with_windows_line_ends() -> None:
    parsed = parse_decklist("4 Lightning Bolt\r\n56 Mountain\r\n\r\n3 Smash to Smithereens\r\n")
    assert _cards(parsed.decklist.main) == {"Lightning Bolt": 4, "Mountain": 56}
    assert _cards(parsed.decklist.sideboard) == {"Smash to Smithereens": 3}
    assert parsed.problems == ()


def test_arena_export_with_set_codes_companion_and_about() -> None:
    text = (
        "About\nName Boros Convoke\n\nCompanion\n1 Lurrus of the Dream-Den (IKO) 226\n\n"
        "Deck\n4 Cut Down (DMU) 89\n4 Xander's Lounge (SNC) 260\n\n4 Swamp (DMU) 266\n\n"
        "Sideboard\n1 Lurrus of the Dream-Den (IKO) 226\n2 Duress (ONE) 92\n"
    )
    parsed = parse_decklist(text)
    assert _cards(parsed.decklist.main) == {"Cut Down": 4, "Xander's Lounge": 4, "Swamp": 4}
    # The companion is listed twice by Arena; it is one sideboard card.
    assert _cards(parsed.decklist.sideboard) == {"Lurrus of the Dream-Den": 1, "Duress": 2}


def test_a_companion_written_only_under_its_heading_goes_to_the_sideboard() -> None:
    parsed = parse_decklist("Companion\n1 Jegantha, the Wellspring\n\nDeck\n60 Mountain\n")
    assert _cards(parsed.decklist.sideboard) == {"Jegantha, the Wellspring": 1}


def test_sb_prefix_x_counts_counted_headings_and_type_groups() -> None:
    text = (
        "Main Deck (60)\nCreatures (4)\n4x Ragavan, Nimble Pilferer\nLands (56)\n"
        "56 x Mountain\nSideboard (3)\nAbrade x3\nSB: 2 Duress\n"
    )
    decklist = parse_decklist(text).decklist
    assert _cards(decklist.main) == {"Ragavan, Nimble Pilferer": 4, "Mountain": 56}
    assert _cards(decklist.sideboard) == {"Abrade": 3, "Duress": 2}


def test_with_sb_lines_anywhere_blank_lines_are_only_spacing() -> None:
    decklist = parse_decklist("4 Ponder\n\n56 Island\nSB: 1 Flusterstorm\n").decklist
    assert _cards(decklist.main) == {"Ponder": 4, "Island": 56}
    assert _cards(decklist.sideboard) == {"Flusterstorm": 1}


def test_handwritten_lowercase_spaces_full_width_digits_and_repeats_add_up() -> None:
    text = "４  lightning   bolt \n2 Lightning Bolt\n 54 mountain\nSideboard:\n１５ Abrade\n"
    decklist = parse_decklist(text).decklist
    assert _cards(decklist.main) == {"lightning bolt": 6, "mountain": 54}
    assert _cards(decklist.sideboard) == {"Abrade": 15}


def test_japanese_headings_and_names_are_kept_as_typed_without_their_brackets() -> None:
    text = "メインデッキ\n4 稲妻\n56 山\n\nサイドボード\n3 《紅蓮破》\n"
    decklist = parse_decklist(text).decklist
    assert _cards(decklist.main) == {"稲妻": 4, "山": 56}
    assert _cards(decklist.sideboard) == {"紅蓮破": 3}


def test_commander_section_and_curly_apostrophes() -> None:
    text = "Commander\n1 Atraxa, Praetors’ Voice\n\nDeck\n1 Sol Ring\n98 Forest\n"
    decklist = parse_decklist(text).decklist
    assert _cards(decklist.commanders) == {"Atraxa, Praetors' Voice": 1}
    assert decklist.main_count == 99


def test_unreadable_lines_are_reported_with_their_numbers_and_nothing_else_is_lost() -> None:
    parsed = parse_decklist("4 Ponder\nfour Brainstorm\n56 Island\n\n0 Duress\n")
    assert [(p.code, p.line, p.text) for p in parsed.problems] == [
        (ProblemCode.UNREADABLE_LINE, 2, "four Brainstorm"),
        (ProblemCode.UNREADABLE_LINE, 5, "0 Duress"),
    ]
    assert parsed.decklist.main_count == 60


def test_an_empty_paste_is_an_empty_list_problem() -> None:
    assert [p.code for p in parse_decklist("\n \nDeck\n").problems] == [ProblemCode.EMPTY_LIST]


def test_mtgo_dek_files() -> None:
    text = (
        '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="x">\n'
        "  <NetDeckID>0</NetDeckID>\n"
        '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0"/>\n'
        '  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" Annotation="0"/>\n'
        '  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Abrade" Annotation="0"/>\n'
        '  <Cards CatID="1" Quantity="1" Sideboard="true" Name="Abrade" Annotation="0"/>\n'
        "</Deck>\n"
    )
    parsed = parse_decklist(text)
    assert _cards(parsed.decklist.main) == {"Lightning Bolt": 4, "Mountain": 56}
    assert _cards(parsed.decklist.sideboard) == {"Abrade": 3}
    assert parse_decklist("<Deck><Cards").problems[0].code is ProblemCode.UNREADABLE_LINE


def test_format_then_parse_gives_the_same_list() -> None:
    decklist = Decklist(
        main=(CardEntry("Sol Ring", 1), CardEntry("Forest", 98)),
        sideboard=(CardEntry("Fire // Ice", 2),),
        commanders=(CardEntry("Atraxa, Praetors' Voice", 1),),
    )
    assert parse_decklist(format_decklist(decklist)).decklist == decklist
    assert Decklist.from_json(decklist.to_json()) == decklist


def test_names_fold_by_case_spacing_width_apostrophes_and_split_slashes() -> None:
    assert fold_name("Mind’s  Desire") == fold_name("mind's desire")
    assert fold_name("Fire/Ice") == fold_name("Fire // Ice") == "fire // ice"
    assert fold_name("Ｌｉｇｈｔｎｉｎｇ Bolt") == "lightning bolt"


def test_japanese_counts_with_mai_and_times_signs() -> None:
    text = "4枚 稲妻\n稲妻 2枚\n対抗呪文×4\n渦まく知識 ×3枚\n47 島\n"
    assert _cards(parse_decklist(text).decklist.main) == {
        "稲妻": 6,
        "対抗呪文": 4,
        "渦まく知識": 3,
        "島": 47,
    }


def test_a_heading_written_as_a_comment_still_opens_the_sideboard() -> None:
    decklist = parse_decklist(
        "# Burn\n4 Lightning Bolt\n56 Mountain\n// Sideboard\n2 Duress\n"
    ).decklist
    assert _cards(decklist.main) == {"Lightning Bolt": 4, "Mountain": 56}
    assert _cards(decklist.sideboard) == {"Duress": 2}


def test_a_name_ending_in_a_number_needs_its_count_first() -> None:
    assert _cards(parse_decklist("1 Borrowing 100,000 Arrows\n").decklist.main) == {
        "Borrowing 100,000 Arrows": 1
    }
    assert (
        parse_decklist("Borrowing 100,000 Arrows\n").problems[-1].code
        is ProblemCode.UNREADABLE_LINE
    )
