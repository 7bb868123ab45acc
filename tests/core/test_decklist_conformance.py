"""Every real decklist of ``tests/data/decklists`` parses to its content and gets exactly its
problems against the MTR 2023-08-21 lists shipped in ``resources/decklists`` (MTR 6.1-6.7).

The lists are in the repository (its README says where they come from), so these tests
run on any clone.
"""

from __future__ import annotations

import json

import pytest

from mtrdesk.core.decklists.decklist import fold_name
from mtrdesk.core.decklists.rules import DeckFormat, RuleBook
from mtrdesk.core.decklists.text import parse_decklist
from mtrdesk.core.decklists.validation import validate_deck
from tests.helpers.data import DECKLISTS

INDEX = DECKLISTS / "index.json"


def _index() -> dict:
    return json.loads(INDEX.read_text(encoding="utf-8"))


DECKS = _index()["decks"]


def _text(deck: dict) -> str:
    # newline="" keeps the CRLF of the mtgo_crlf files as players' files have it.
    with open(DECKLISTS / deck["file"], encoding="utf-8", newline="") as handle:
        return handle.read()


def _folded(cards: dict[str, int]) -> dict[str, int]:
    return {fold_name(name): count for name, count in cards.items()}


def _key(problem: dict) -> tuple:
    """A problem as the index states it; names compare folded (README: "ignoring case
    and extra spaces"; printed lists use ’ where decks use ')."""
    card = problem.get("card")
    listed = problem.get("listed_as")
    return (
        problem["code"],
        problem["rule"],
        fold_name(card) if card else None,
        problem.get("count"),
        problem.get("limit"),
        fold_name(listed) if listed else None,
    )


def test_the_index_holds_every_style_and_format() -> None:
    assert len(DECKS) == 400
    assert {deck["style"] for deck in DECKS} == set(_index()["styles"])
    assert {deck["format"] for deck in DECKS} == {f.value for f in DeckFormat} - {
        "limited",
        "commander",
    }


@pytest.mark.parametrize("deck", DECKS, ids=[deck["id"] for deck in DECKS])
def test_each_list_parses_to_its_content_and_gets_exactly_its_problems(deck: dict) -> None:
    parsed = parse_decklist(_text(deck))
    assert parsed.problems == ()
    decklist = parsed.decklist
    assert decklist.main_count == deck["main_count"]
    assert decklist.sideboard_count == deck["sideboard_count"]
    main = {fold_name(e.name): e.count for e in decklist.main}
    side = {fold_name(e.name): e.count for e in decklist.sideboard}
    assert main == _folded(deck["main"])
    assert side == _folded(deck["sideboard"])
    problems = validate_deck(decklist, DeckFormat(deck["format"]), RuleBook.default())
    assert sorted(_key(p.to_json()) for p in problems) == sorted(_key(p) for p in deck["problems"])


def test_real_decks_illegal_only_by_a_later_list_change_pass_with_the_updated_list() -> None:
    """Pioneer's Smuggler's Copter: banned in the MTR of 2023-08-21, legal when the events
    were played. The problem names the list's date, and an imported later list clears it."""
    changed = [
        deck for deck in DECKS if any(d["cause"] == "list_changed" for d in deck["divergences"])
    ]
    assert len(changed) == 25
    lists = json.loads((DECKLISTS / "mtr-2023-08-21-banlists.json").read_text("utf-8"))
    pioneer = dict(lists["pioneer"])
    pioneer["as_of"] = "2023-12-04"
    pioneer["banned"] = [name for name in pioneer["banned"] if name != "Smuggler's Copter"]
    updated = RuleBook.default().with_lists(json.dumps({"pioneer": pioneer}))
    for deck in changed:
        decklist = parse_decklist(_text(deck)).decklist
        before = validate_deck(decklist, DeckFormat.PIONEER, RuleBook.default())
        assert [(fold_name(p.card or ""), p.listed_as, p.as_of) for p in before] == [
            ("smuggler's copter", "Smuggler's Copter", "2023-08-21")
        ]
        assert before[0].as_of < deck["date"]
        assert validate_deck(decklist, DeckFormat.PIONEER, updated) == ()


def test_source_data_divergences_stay_problems_whatever_the_list() -> None:
    """A list published with 59 cards was a registration error: no list update hides it."""
    broken = [
        deck for deck in DECKS if any(d["cause"] == "source_data" for d in deck["divergences"])
    ]
    assert len(broken) == 4
    for deck in broken:
        problems = validate_deck(
            parse_decklist(_text(deck)).decklist, DeckFormat(deck["format"]), RuleBook.default()
        )
        assert [p.code.value for p in problems] == ["main_too_small"]


def test_the_shipped_lists_are_the_shared_lists_as_printed() -> None:
    shipped = RuleBook.default()
    lists = json.loads((DECKLISTS / "mtr-2023-08-21-banlists.json").read_text("utf-8"))
    for name, entry in lists.items():
        banlist = shipped.ban_list(DeckFormat(name))
        assert banlist is not None
        assert sorted(banlist.banned.values()) == sorted(entry["banned"])
        assert sorted(banlist.restricted.values()) == sorted(entry.get("restricted", []))
        assert banlist.rule == f"MTR {entry['mtr_section']}"
        assert banlist.as_of.isoformat() == entry["as_of"] == "2023-08-21"
