"""An event's lists are judged by its edition's banned and restricted lists in force on its
date (issue 29; MTR 6.2-6.7): ``services.decklists`` through ``edition_of(settings)``."""

from __future__ import annotations

import datetime as dt
import json

from mtrdesk.core.decklists.problems import ProblemCode, is_legal
from mtrdesk.core.settings import Format
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem
from tests.helpers.service_decklists import refused
from tests.helpers.services_support import new_event

ENTOMB = "4 Entomb\n56 Swamp\n"


def entry_codes(services: Services, event_id: int, entry: int) -> list[tuple[str, str | None]]:
    found = services.decklists.detail(event_id, entry).problems
    return [(p.code.value, p.card) for p in found if p.blocking]


def test_legacy_entomb_is_legal_under_2023_and_banned_under_2025(services: Services) -> None:
    """MTR 6.6 (2025-11-10): Entomb (effective November 10, 2025)."""
    old, (first,) = new_event(services, 1, format=Format.LEGACY, edition="2023-08-21")
    new, (second,) = new_event(services, 1, format=Format.LEGACY, edition="2025-11-10")
    services.decklists.save(old, first, ENTOMB)
    services.decklists.save(new, second, ENTOMB)
    assert services.decklists.detail(old, first).problems == ()
    problems = services.decklists.detail(new, second).problems
    assert not is_legal(problems)
    assert [(p.code, p.card, p.rule) for p in problems] == [
        (ProblemCode.BANNED, "Entomb", "MTR 6.6"),
        (ProblemCode.RULE_NOT_CHECKED, None, "MTR 6.6"),
    ]


def test_vintage_two_vexing_bauble_under_2025(services: Services) -> None:
    """MTR 6.5 (2025-11-10): Vexing Bauble is restricted."""
    event_id, (first,) = new_event(services, 1, format=Format.VINTAGE)
    services.decklists.save(event_id, first, "2 Vexing Bauble\n58 Island\n")
    assert entry_codes(services, event_id, first) == [("restricted_over_one", "Vexing Bauble")]


def test_a_standard_ban_of_november_10_by_the_event_date(services: Services) -> None:
    """MTR 6.3: Screaming Nemesis (effective November 10, 2025) is legal on the 9th."""
    deck = "4 Screaming Nemesis\n56 Mountain\n"
    eve, (first,) = new_event(
        services, 1, format=Format.STANDARD, edition="2025-11-10", date=dt.date(2025, 11, 9)
    )
    day, (second,) = new_event(
        services, 1, format=Format.STANDARD, edition="2025-11-10", date=dt.date(2025, 11, 10)
    )
    services.decklists.save(eve, first, deck)
    services.decklists.save(day, second, deck)
    assert entry_codes(services, eve, first) == []
    assert entry_codes(services, day, second) == [("banned", "Screaming Nemesis")]


LATER = {
    "modern": {
        "mtr_section": "6.4",
        "as_of": "2026-11-01",
        "banned": ["Consider", {"name": "Murktide Regent", "effective": "2026-11-21"}],
    }
}
DECK = "4 Consider\n4 Murktide Regent\n52 Island\n"


def test_an_imported_list_applies_from_its_dates_only(services: Services) -> None:
    """An imported file's list from its ``as_of``, an entry of it from its ``effective``;
    the import says from when (``ImportedLists``)."""
    dates = (dt.date(2026, 10, 31), dt.date(2026, 11, 20), dt.date(2026, 11, 21))
    events = []
    for date in dates:
        event_id, (entry,) = new_event(services, 1, format=Format.MODERN, date=date)
        services.decklists.save(event_id, entry, DECK)
        events.append((event_id, entry))
    assert [entry_codes(services, *e) for e in events] == [[], [], []]
    imported = services.decklists.import_ban_lists(json.dumps(LATER))
    assert imported.changes.decklists
    (modern,) = imported.lists.values()
    assert (modern.as_of, modern.later_entries()) == (
        dt.date(2026, 11, 1),
        [("Murktide Regent", dt.date(2026, 11, 21))],
    )
    assert [entry_codes(services, *e) for e in events] == [
        [],
        [("banned", "Consider")],
        [("banned", "Consider"), ("banned", "Murktide Regent")],
    ]


def test_a_list_file_with_a_bad_date_changes_nothing(services: Services) -> None:
    event_id, (entry,) = new_event(services, 1, format=Format.MODERN)
    services.decklists.save(event_id, entry, DECK)
    for entry_text, reason in (
        ({"name": "X", "effective": "soon"}, "bad_date"),
        ({"name": "X", "effective": "2026-10-31"}, "effective_before_list"),
        ({"effective": "2026-11-02"}, "bad_entry"),
    ):
        bad = {"modern": {"as_of": "2026-11-01", "banned": ["Consider", entry_text]}}
        error = refused(services.decklists.import_ban_lists, json.dumps(bad))
        assert (error.problem, error.details["reason"]) == (Problem.BAN_LIST_UNREADABLE, reason)
    # Nothing stored: the shipped list alone, and the list still legal.
    assert len(services.decklists.rule_book().versions["modern"]) == 1
    assert entry_codes(services, event_id, entry) == []
