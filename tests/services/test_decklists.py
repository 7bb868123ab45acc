"""``services.decklists.service``: lists as players hand them in, judged by the event's format
(MTR 6, 7, 8.4, 9.5, Commander), locked once accepted (MTR 2.7) and changed afterwards
only by the head judge; Limited pools (7.5); card names and imported banned lists."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtrdesk.core.decklists.problems import ProblemCode
from mtrdesk.core.settings import Format, Structure
from mtrdesk.services import Changes, Problem, ServiceError, Services
from mtrdesk.services.decklists.service import DeckState
from tests.helpers.decklist_samples import IZZET_MURKTIDE
from tests.helpers.service_decklists import BROKEN, audit, modern_event, refused
from tests.helpers.services_support import new_event, open_services, pod_event, team_event


def codes(problems) -> list[str]:
    return sorted(p.code.value for p in problems)


# --- entering and reading lists ------------------------------------------------------------


def test_every_player_has_a_row_and_a_state(services: Services) -> None:
    event_id, (first, second, third, fourth) = modern_event(services)
    services.players.drop(fourth)  # before round 1: still listed, marked
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    services.decklists.save(event_id, second, BROKEN)
    rows = {row.entry_id: row for row in services.decklists.overview(event_id)}
    assert [rows[e].state for e in (first, second, third, fourth)] == [
        DeckState.RECEIVED,
        DeckState.PROBLEM,
        DeckState.MISSING,
        DeckState.MISSING,
    ]
    assert (rows[first].main_count, rows[first].sideboard_count) == (60, 15)
    assert (rows[first].problem_count, rows[first].advisory_count) == (0, 0)
    assert (rows[second].main_count, rows[second].sideboard_count) == (59, 15)
    # 59 cards, Faithless Looting (banned in Modern, MTR 6.4), the unreadable line are
    # blocking; the Japanese name waits for its English one.
    assert (rows[second].problem_count, rows[second].advisory_count) == (3, 1)
    assert rows[fourth].dropped_after_round == 0 and rows[third].dropped_after_round is None
    assert rows[first].name == "Player000 Test" and rows[first].player_id == "P0000"


def test_every_problem_at_once_with_its_rule(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    services.decklists.save(event_id, first, BROKEN)
    detail = services.decklists.detail(event_id, first)
    assert detail.text == BROKEN and detail.state is DeckState.PROBLEM
    assert codes(detail.problems) == [
        "banned",
        "japanese_name",
        "main_too_small",
        "unreadable_line",
    ]
    found = {p.code: p for p in detail.problems}
    assert (found[ProblemCode.MAIN_TOO_SMALL].count, found[ProblemCode.MAIN_TOO_SMALL].limit) == (
        59,
        60,
    )
    assert found[ProblemCode.BANNED].card == "Faithless Looting"
    assert found[ProblemCode.BANNED].rule == "MTR 6.4"
    assert found[ProblemCode.UNREADABLE_LINE].text == "four Mountains please"
    assert found[ProblemCode.JAPANESE_NAME].card == "稲妻"
    # The list is kept as typed: the Japanese name stays in its section.
    assert any(e.name == "稲妻" for e in detail.decklist.main)


def test_preview_judges_as_save_does(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    assert codes(services.decklists.preview(event_id, BROKEN)) == codes(
        services.decklists.preview(event_id, BROKEN, first)
    )
    services.decklists.save(event_id, first, BROKEN)
    assert services.decklists.preview(event_id, BROKEN, first) == (
        services.decklists.detail(event_id, first).problems
    )
    assert services.decklists.preview(event_id, IZZET_MURKTIDE) == ()
    assert codes(services.decklists.preview(event_id, "")) == ["empty_list"]


def test_saving_a_blank_list_removes_it(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    assert services.decklists.save(event_id, first, IZZET_MURKTIDE) == Changes(decklists=True)
    services.decklists.save(event_id, first, "  \n")
    assert services.decklists.detail(event_id, first).decklist is None
    assert services.decklists.overview(event_id)[0].state is DeckState.MISSING
    assert [d["entry"] for d in audit(services, event_id, "decklists.remove")] == [first]


def test_an_event_of_another_format_only_reads_the_text(services: Services) -> None:
    event_id, (_first, *_rest) = new_event(services, players=2, format=Format.OTHER)
    assert services.decklists.preview(event_id, "12 Island\n") == ()
    assert codes(services.decklists.preview(event_id, "twelve islands")) == [
        "empty_list",
        "unreadable_line",
    ]


def test_unknown_entries_and_events_are_refused(services: Services) -> None:
    event_id, _ = modern_event(services)
    error = refused(services.decklists.save, event_id, 999, IZZET_MURKTIDE)
    assert error.problem is Problem.PLAYER_NOT_FOUND
    error = refused(services.decklists.overview, 999)
    assert error.problem is Problem.EVENT_NOT_FOUND


# --- Japanese names, card names, completion ----------------------------------------------


def test_a_japanese_name_counts_as_its_english_name_once_given(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    text = IZZET_MURKTIDE.replace("12 Island", "10 Island\n2 稲妻")
    services.decklists.save(event_id, first, text)
    (problem,) = services.decklists.detail(event_id, first).problems
    assert (problem.code, problem.blocking) == (ProblemCode.JAPANESE_NAME, False)
    assert services.decklists.overview(event_id)[0].state is DeckState.RECEIVED
    services.decklists.set_english_name("稲妻", "Lightning Bolt")
    # MTR 6.1 counts by English title: 4 Lightning Bolt + 2 稲妻 are six copies.
    (problem,) = services.decklists.detail(event_id, first).problems
    assert (problem.code, problem.card, problem.count, problem.limit) == (
        ProblemCode.TOO_MANY_COPIES,
        "Lightning Bolt",
        6,
        4,
    )
    assert services.decklists.overview(event_id)[0].state is DeckState.PROBLEM
    assert audit(services, None, "decklists.english_name") == [
        {"english": "Lightning Bolt", "japanese": "稲妻"}
    ]
    assert refused(services.decklists.set_english_name, "稲妻", " ").problem is (
        Problem.CARD_NAME_EMPTY
    )


def test_an_imported_name_list_spots_typos(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    names = "\n".join(
        line.split(" ", 1)[1] for line in IZZET_MURKTIDE.splitlines() if line[:1].isdigit()
    )
    assert services.decklists.import_card_names(names + "\nFaithless Looting\n") == 19
    typo = IZZET_MURKTIDE.replace("4 Counterspell", "4 Counterspel")
    services.decklists.save(event_id, first, typo)
    (problem,) = services.decklists.detail(event_id, first).problems
    assert (problem.code, problem.card, problem.suggestion) == (
        ProblemCode.UNKNOWN_CARD,
        "Counterspel",
        "Counterspell",
    )
    assert not problem.blocking
    # A pair file gives Japanese names their English one.
    assert services.decklists.import_card_names("Lightning Bolt\t稲妻\n") == 1
    japanese = IZZET_MURKTIDE.replace("4 Lightning Bolt", "4 稲妻")
    assert services.decklists.preview(event_id, japanese) == ()
    with pytest.raises(ServiceError) as caught:
        services.decklists.import_card_names("# only a comment\n\n")
    assert caught.value.problem is Problem.CARD_NAMES_EMPTY


def test_completion_knows_imported_names_and_every_saved_list(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    assert services.decklists.complete("light") == []
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    assert services.decklists.complete("light") == ["Lightning Bolt"]
    services.decklists.import_card_names("Lightning Helix\nLightning Axe\n")
    assert services.decklists.complete("light") == [
        "Lightning Axe",
        "Lightning Bolt",
        "Lightning Helix",
    ]
    assert services.decklists.complete("light", limit=1) == ["Lightning Axe"]
    assert services.decklists.complete("rage") == ["Dragon's Rage Channeler"]  # inside
    services.decklists.set_english_name("稲妻", "Lightning Bolt")
    assert services.decklists.complete("稲") == ["稲妻"]  # typed in Japanese


# --- locking (MTR 2.7) ---------------------------------------------------------------------


def test_lock_refuses_missing_illegal_and_nameless(services: Services) -> None:
    event_id, (first, second, *_rest) = modern_event(services)
    lock = services.decklists.lock
    assert refused(lock, event_id, first, "佐藤").problem is Problem.DECKLIST_MISSING
    services.decklists.save(event_id, first, BROKEN)
    error = refused(lock, event_id, first, "佐藤")
    assert error.problem is Problem.DECKLIST_HAS_PROBLEMS
    assert sorted(error.details["problems"]) == ["banned", "main_too_small", "unreadable_line"]
    services.decklists.save(event_id, second, IZZET_MURKTIDE)
    assert refused(lock, event_id, second, "  ").problem is Problem.OFFICIAL_REQUIRED
    assert services.decklists.detail(event_id, second).locked_at is None


def test_an_accepted_list_changes_only_by_the_head_judge(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    services.decklists.lock(event_id, first, "佐藤 花子")
    detail = services.decklists.detail(event_id, first)
    assert (detail.locked, detail.locked_by, detail.state) == (True, "佐藤 花子", DeckState.CHECKED)
    assert refused(services.decklists.save, event_id, first, BROKEN).problem is (
        Problem.DECKLIST_LOCKED
    )
    assert refused(services.decklists.lock, event_id, first, "x").problem is (
        Problem.DECKLIST_LOCKED
    )
    change = services.decklists.change_locked
    for judge, reason, missing in (
        ("", "typo", ["head_judge"]),
        ("鈴木", " ", ["reason"]),
        ("", "", ["head_judge", "reason"]),
    ):
        error = refused(change, event_id, first, IZZET_MURKTIDE, judge, reason)
        assert error.problem is Problem.HEAD_JUDGE_REASON_REQUIRED
        assert error.details["missing"] == missing
    assert services.decklists.detail(event_id, first).text == IZZET_MURKTIDE  # nothing written
    fixed = IZZET_MURKTIDE.replace("4 Consider", "3 Consider\n1 Opt")
    services.decklists.change_locked(
        event_id, first, fixed, "鈴木 一郎", "Registered Opt as Consider (IPG 3.5)"
    )
    detail = services.decklists.detail(event_id, first)
    assert detail.text == fixed and detail.locked and detail.locked_by == "佐藤 花子"
    (entry,) = audit(services, event_id, "decklists.change_locked")
    assert entry["head_judge"] == "鈴木 一郎"
    assert entry["reason"] == "Registered Opt as Consider (IPG 3.5)"
    assert (entry["old_text"], entry["new_text"]) == (IZZET_MURKTIDE, fixed)
    assert [4, "Consider"] in entry["old"]["main"] and [1, "Opt"] in entry["new"]["main"]
    assert audit(services, event_id, "decklists.lock")[0]["official"] == "佐藤 花子"


def test_a_list_not_accepted_is_not_changed_as_head_judge(services: Services) -> None:
    event_id, (first, second, *_rest) = modern_event(services)
    change = services.decklists.change_locked
    assert refused(change, event_id, first, IZZET_MURKTIDE, "鈴木", "x").problem is (
        Problem.DECKLIST_MISSING
    )
    services.decklists.save(event_id, second, IZZET_MURKTIDE)
    assert refused(change, event_id, second, IZZET_MURKTIDE, "鈴木", "x").problem is (
        Problem.DECKLIST_NOT_LOCKED
    )
    services.decklists.lock(event_id, second, "佐藤")
    assert refused(change, event_id, second, " ", "鈴木", "x").problem is Problem.DECKLIST_MISSING


# --- Limited: pools (MTR 7.1, 7.2, 7.5) ----------------------------------------------------

POOL = """3 Llanowar Elves
2 Giant Growth
1 Shivan Dragon
2 Snow-Covered Forest
1 Wastes
10 Grizzly Bears
10 Hill Giant
20 Gray Ogre
"""


def test_a_limited_deck_comes_from_the_registered_pool(services: Services) -> None:
    event_id, (first, second, *_rest) = new_event(services, players=4, format=Format.SEALED)
    services.decklists.save_pool(event_id, first, POOL, registered_by=second)
    deck = """2 Llanowar Elves
2 Shivan Dragon
3 Snow-Covered Forest
1 Wastes
10 Grizzly Bears
8 Hill Giant
17 Forest

Sideboard
1 Llanowar Elves
2 Giant Growth
"""
    services.decklists.save(event_id, first, deck)
    detail = services.decklists.detail(event_id, first)
    assert detail.pool is not None and detail.pool.main_count == 49
    assert (detail.registered_by, detail.registered_by_name) == (second, "Player001 Test")
    found = {(p.code, p.card): (p.count, p.limit, p.rule) for p in detail.problems}
    # Forest: any number (7.2); a second Shivan Dragon and a third snow basic: no.
    assert found == {
        (ProblemCode.NOT_IN_POOL, "Shivan Dragon"): (2, 1, "MTR 7.2"),
        (ProblemCode.BASIC_NOT_PROVIDED, "Snow-Covered Forest"): (3, 2, "MTR 7.2"),
    }
    (row,) = [r for r in services.decklists.overview(event_id) if r.entry_id == first]
    assert row.has_pool and row.state is DeckState.PROBLEM
    assert audit(services, event_id, "decklists.save_pool")[0]["registered_by"] == second


def test_a_limited_deck_needs_forty_cards_and_pools_only_in_limited(services: Services) -> None:
    event_id, (_first, *_rest) = new_event(services, players=2, format=Format.BOOSTER_DRAFT)
    (problem,) = services.decklists.preview(event_id, "39 Forest\n")
    assert (problem.code, problem.count, problem.limit, problem.rule) == (
        ProblemCode.MAIN_TOO_SMALL,
        39,
        40,
        "MTR 7.1",
    )
    modern, (player, *_others) = modern_event(services)
    error = refused(services.decklists.save_pool, modern, player, POOL)
    assert error.problem is Problem.NOT_LIMITED


def test_a_pool_is_fixed_with_its_accepted_deck(services: Services) -> None:
    event_id, (first, *_rest) = new_event(services, players=2, format=Format.SEALED)
    services.decklists.save_pool(event_id, first, POOL)
    services.decklists.save(
        event_id, first, "17 Forest\n10 Grizzly Bears\n10 Hill Giant\n3 Gray Ogre"
    )
    services.decklists.lock(event_id, first, "佐藤")
    error = refused(services.decklists.save_pool, event_id, first, POOL + "1 Forest\n")
    assert error.problem is Problem.DECKLIST_LOCKED


# --- teams (MTR 8.4), Two-Headed Giant (9.5), Commander ------------------------------------


def test_a_team_shares_no_card_but_basic_lands(services: Services) -> None:
    event_id, _teams = team_event(services, Structure.TEAM_OF_THREE, 2)
    services.events.update(
        event_id, services.events.get(event_id).settings.with_changes(format=Format.MODERN)
    )
    entries = {e.player_id: e.id for e in services.players.list_entries(event_id)}
    other = IZZET_MURKTIDE.replace("Lightning Bolt", "Lava Dart").replace(
        "Counterspell", "Spell Snare"
    )
    third = IZZET_MURKTIDE.replace("Lightning Bolt", "Burst Lightning").replace(
        "Steam Vents", "Sacred Foundry"
    )
    services.decklists.save(event_id, entries["T00A"], IZZET_MURKTIDE)
    services.decklists.save(event_id, entries["T00B"], other)
    shared_a = services.decklists.detail(event_id, entries["T00A"]).problems
    assert all(p.code is ProblemCode.SHARED_IN_TEAM for p in shared_a)
    assert all(p.seats == ("A", "B") and p.rule == "MTR 8.4" for p in shared_a)
    # All 18 names but the two swapped ones and Island (basic lands are shared freely).
    assert len(shared_a) == 18 - 2 - 1
    # The dialog previews a member's list against the team's stored ones.
    previewed = services.decklists.preview(event_id, third, entries["T00C"])
    assert any(p.card == "Counterspell" and p.seats == ("A", "C") for p in previewed)
    services.decklists.save(event_id, entries["T00C"], third)
    bolt = [p for p in services.decklists.detail(event_id, entries["T00C"]).problems]
    assert {"Lightning Bolt", "Burst Lightning"}.isdisjoint(p.card for p in bolt)
    assert any(p.card == "Counterspell" and p.seats == ("A", "C") for p in bolt)
    # Another team is judged apart.
    services.decklists.save(event_id, entries["T01A"], IZZET_MURKTIDE)
    assert services.decklists.detail(event_id, entries["T01A"]).problems == ()


def test_two_headed_giant_has_no_sideboard_and_bans_erayo(services: Services) -> None:
    event_id, _teams = team_event(services, Structure.TWO_HEADED_GIANT, 2)
    services.events.update(
        event_id, services.events.get(event_id).settings.with_changes(format=Format.MODERN)
    )
    first = services.players.list_entries(event_id)[0].id
    text = IZZET_MURKTIDE.replace("4 Consider", "3 Consider\n1 Erayo, Soratami Ascendant")
    found = {(p.code, p.rule) for p in services.decklists.preview(event_id, text, first)}
    assert found == {
        (ProblemCode.SIDEBOARD_NOT_ALLOWED, "MTR 9.5"),
        (ProblemCode.BANNED, "MTR 9.5"),
    }


def test_a_multiplayer_event_checks_commander_decks(services: Services) -> None:
    event_id, (first, *_rest) = pod_event(services, 8, format=Format.COMMANDER)
    deck = "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n" + "99 Forest\n"
    assert services.decklists.preview(event_id, deck, first) == ()
    found = codes(services.decklists.preview(event_id, "2 Sol Ring\n98 Forest\n", first))
    assert found == ["commander_missing", "too_many_copies"]


# --- banned lists as data ------------------------------------------------------------------

LATER_LISTS = {
    "lists": {
        "modern": {
            "mtr_section": "6.4",
            "as_of": "2026-06-01",
            "banned": ["Murktide Regent", "Faithless Looting"],
        }
    }
}


def test_an_imported_banned_list_rejudges_every_list(services: Services, tmp_path: Path) -> None:
    event_id, (first, *_rest) = modern_event(services)
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    assert services.decklists.detail(event_id, first).problems == ()
    services.decklists.import_ban_lists(json.dumps(LATER_LISTS))
    (problem,) = services.decklists.detail(event_id, first).problems
    assert (problem.code, problem.card, problem.as_of) == (
        ProblemCode.BANNED,
        "Murktide Regent",
        "2026-06-01",
    )
    book = services.decklists.rule_book()
    assert str(book.lists["modern"].as_of) == "2026-06-01"
    assert str(book.lists["legacy"].as_of) == "2023-08-21"  # other formats as shipped
    assert audit(services, None, "decklists.import_ban_lists") == [
        {"formats": {"modern": "2026-06-01"}}
    ]
    for bad, reason in (("not json", "not_json"), ("{}", "no_lists"), ("[1]", "no_lists")):
        error = refused(services.decklists.import_ban_lists, bad)
        assert (error.problem, error.details["reason"]) == (Problem.BAN_LIST_UNREADABLE, reason)
    # The imported list is in the file: a reopened database judges the same way.
    path = services.address
    services.close()
    with open_services(path) as again:
        (problem,) = again.decklists.detail(event_id, first).problems
        assert problem.card == "Murktide Regent"


def test_an_older_imported_list_does_not_replace_a_newer_one(services: Services) -> None:
    event_id, _ = modern_event(services)
    older = {"modern": {"mtr_section": "6.4", "as_of": "2020-01-01", "banned": []}}
    services.decklists.import_ban_lists(json.dumps(older))
    book = services.decklists.rule_book()
    assert str(book.lists["modern"].as_of) == "2023-08-21"
    assert codes(
        services.decklists.preview(event_id, IZZET_MURKTIDE + "1 Faithless Looting\n")
    ) == [
        "banned",
        "sideboard_too_large",
    ]
