"""``DecklistService.lock_received``: before round 1 one official accepts every list entered
with nothing blocking (MTR 2.7) in one go; lists with problems, missing lists and lists
already accepted are left as they are, and a list accepted this way is locked like any."""

from __future__ import annotations

import pytest

from mtrdesk.core.settings import Format, Structure
from mtrdesk.services import Changes, Problem, Services
from mtrdesk.services.decklists.service import DeckState
from tests.helpers.decklist_samples import IZZET_MURKTIDE
from tests.helpers.service_decklists import BROKEN, audit, modern_event, refused
from tests.helpers.services_support import team_event

#: A legal list with a card written in Japanese: a note (no English name yet), nothing
#: blocking, so it is received and accepted with the others.
NOTED = IZZET_MURKTIDE.replace("4 Lightning Bolt", "4 稲妻")


def states(services: Services, event_id: int) -> dict[int, tuple[DeckState, bool]]:
    return {r.entry_id: (r.state, r.locked) for r in services.decklists.overview(event_id)}


def test_only_received_lists_with_no_problem_or_note_are_locked(services: Services) -> None:
    event_id, (good, broken, missing, earlier, noted, other) = modern_event(services, 6)
    for entry, text in (
        (good, IZZET_MURKTIDE),
        (broken, BROKEN),
        (earlier, IZZET_MURKTIDE),
        (noted, NOTED),
    ):
        services.decklists.save(event_id, entry, text)
    services.decklists.save(event_id, other, IZZET_MURKTIDE)
    services.decklists.lock(event_id, earlier, "佐藤 花子")
    before = services.decklists.detail(event_id, earlier).locked_at

    locked, changes = services.decklists.lock_received(event_id, "  鈴木   一郎 ")

    # Registration order; the list with a Japanese name waits for an official's look.
    assert locked == (good, other)
    assert changes == Changes(decklists=True)
    assert states(services, event_id) == {
        good: (DeckState.CHECKED, True),
        broken: (DeckState.PROBLEM, False),
        missing: (DeckState.MISSING, False),
        earlier: (DeckState.CHECKED, True),
        noted: (DeckState.RECEIVED, False),
        other: (DeckState.CHECKED, True),
    }
    for entry in locked:
        assert services.decklists.detail(event_id, entry).locked_by == "鈴木 一郎"
    kept = services.decklists.detail(event_id, earlier)
    assert (kept.locked_by, kept.locked_at) == ("佐藤 花子", before)
    assert services.decklists.detail(event_id, broken).text == BROKEN
    assert services.decklists.detail(event_id, missing).decklist is None


def test_the_audit_log_has_one_entry_with_the_official_and_the_players(
    services: Services,
) -> None:
    event_id, (first, second, third, _fourth) = modern_event(services)
    for entry in (first, third):
        services.decklists.save(event_id, entry, IZZET_MURKTIDE)
    services.decklists.save(event_id, second, BROKEN)
    services.decklists.lock_received(event_id, "鈴木 一郎")
    (entry,) = audit(services, event_id, "decklists.lock_received")
    assert entry == {
        "official": "鈴木 一郎",
        "entries": [first, third],
        "names": ["Player000 Test", "Player002 Test"],
        "count": 2,
    }
    assert audit(services, event_id, "decklists.lock") == []  # not one entry per list


def test_a_list_locked_this_way_refuses_save_and_lock_but_not_the_head_judge(
    services: Services,
) -> None:
    event_id, (first, *_rest) = modern_event(services)
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    services.decklists.lock_received(event_id, "鈴木")
    save = services.decklists.save
    assert refused(save, event_id, first, BROKEN).problem is Problem.DECKLIST_LOCKED
    assert refused(save, event_id, first, "").problem is Problem.DECKLIST_LOCKED
    assert refused(services.decklists.lock, event_id, first, "x").problem is (
        Problem.DECKLIST_LOCKED
    )
    assert services.decklists.detail(event_id, first).text == IZZET_MURKTIDE
    fixed = IZZET_MURKTIDE.replace("4 Consider", "3 Consider\n1 Opt")
    services.decklists.change_locked(event_id, first, fixed, "山田 太郎", "Opt, not Consider")
    detail = services.decklists.detail(event_id, first)
    assert (detail.text, detail.locked_by) == (fixed, "鈴木")


def test_a_blank_official_is_refused_and_nothing_is_locked(services: Services) -> None:
    event_id, (first, *_rest) = modern_event(services)
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    for blank in ("", "   ", "\u3000"):
        error = refused(services.decklists.lock_received, event_id, blank)
        assert error.problem is Problem.OFFICIAL_REQUIRED
    assert states(services, event_id)[first] == (DeckState.RECEIVED, False)
    assert audit(services, event_id, "decklists.lock_received") == []


def test_nothing_to_lock_changes_nothing_and_logs_nothing(services: Services) -> None:
    event_id, (first, second, *_rest) = modern_event(services)
    assert services.decklists.lock_received(event_id, "鈴木") == ((), Changes())
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    services.decklists.save(event_id, second, BROKEN)
    assert services.decklists.lock_received(event_id, "鈴木")[0] == (first,)
    assert services.decklists.lock_received(event_id, "佐藤") == ((), Changes())
    assert len(audit(services, event_id, "decklists.lock_received")) == 1
    # Fixed later, the list is received again and the next call accepts it.
    services.decklists.save(event_id, second, IZZET_MURKTIDE)
    assert services.decklists.lock_received(event_id, "佐藤")[0] == (second,)


def test_all_or_nothing_in_one_transaction(services: Services, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id, (first, second, *_rest) = modern_event(services)
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    services.decklists.save(event_id, second, IZZET_MURKTIDE)

    def fail(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(services.context, "audit", fail)
    with pytest.raises(RuntimeError):
        services.decklists.lock_received(event_id, "鈴木")
    monkeypatch.undo()
    assert not any(locked for _state, locked in states(services, event_id).values())


def test_team_problems_keep_both_members_lists_open(services: Services) -> None:
    event_id, _teams = team_event(services, Structure.TEAM_OF_THREE, 2)
    services.events.update(
        event_id, services.events.get(event_id).settings.with_changes(format=Format.MODERN)
    )
    entries = {e.player_id: e.id for e in services.players.list_entries(event_id)}
    services.decklists.save(event_id, entries["T00A"], IZZET_MURKTIDE)
    services.decklists.save(event_id, entries["T00B"], IZZET_MURKTIDE)  # shares cards (MTR 8.4)
    services.decklists.save(event_id, entries["T01A"], IZZET_MURKTIDE)
    locked, _changes = services.decklists.lock_received(event_id, "鈴木")
    assert locked == (entries["T01A"],)
    shown = states(services, event_id)
    assert shown[entries["T00A"]] == shown[entries["T00B"]] == (DeckState.PROBLEM, False)


def test_an_unknown_event_is_refused(services: Services) -> None:
    assert refused(services.decklists.lock_received, 999, "鈴木").problem is (
        Problem.EVENT_NOT_FOUND
    )
