"""The store's regulars (issue 30, item 3): events played, first and last seen, no-shows,
the Wizards Account; search by reading, sorts; merging two records; erasing a person."""

from __future__ import annotations

import datetime as dt
import json
import random

import pytest

from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.roster.regulars import RegularSort
from mtrdesk.store import audit_chain
from mtrdesk.store.models import AuditLog, ChangeRow, Registration
from tests.helpers.services_support import new_event, report_round

ERASED = "Erased player {}"


def event_on(services: Services, day: int, name: str = "FNM") -> int:
    event_id, _ = new_event(services, name=name, date=dt.date(2026, 11, day))
    return event_id


def roster_of(services: Services, entry_id: int) -> int:
    return services.players.get(entry_id).roster_id


def test_events_first_and_last_seen_count_only_events_taken_part_in(services: Services) -> None:
    first, second, third = (event_on(services, d) for d in (3, 10, 17))
    entry, _ = services.players.add(first, "山田", "太郎", "やまだ たろう")
    roster = roster_of(services, entry)
    services.players.add(third, "", roster_id=roster)
    # Entered in the second event and dropped before round 1: did not take part (MTR 2.10).
    dropped, _ = services.players.add(second, "", roster_id=roster)
    services.players.drop(dropped)
    view = services.roster.regular(roster)
    assert (view.events, view.first_seen, view.last_seen) == (
        2,
        dt.date(2026, 11, 3),
        dt.date(2026, 11, 17),
    )
    assert view.no_shows == 0 and not view.erased and view.email == ""
    newcomer = services.roster.regular(
        roster_of(services, services.players.add(second, "新人", "")[0])
    )
    assert (newcomer.events, newcomer.first_seen, newcomer.last_seen) == (
        1,
        dt.date(2026, 11, 10),
        dt.date(2026, 11, 10),
    )


def test_search_by_reading_folds_katakana_and_width_and_sorts(services: Services) -> None:
    early, late = event_on(services, 1), event_on(services, 20)
    a = services.players.add(early, "山田", "太郎", "やまだ たろう")[0]
    b = services.players.add(late, "山本", "花子", "やまもと はなこ")[0]
    services.players.add(early, "", roster_id=roster_of(services, b))
    services.players.add(late, "阿部", "一郎", "あべ いちろう")
    services.players.add(early, "Zed", "")  # no reading: sorted by its name

    def names(search: str = "", sort: RegularSort = RegularSort.LAST_SEEN) -> list[str]:
        return [r.display_name for r in services.roster.regulars(search, sort)]

    assert names("ヤマ") == ["山本 花子", "山田 太郎"]  # katakana finds hiragana
    assert names("ﾔﾏﾀﾞ") == ["山田 太郎"]  # half width finds full width
    assert names("やまもと") == ["山本 花子"]
    assert names("zzz") == []
    assert names(sort=RegularSort.NAME) == ["阿部 一郎", "山田 太郎", "山本 花子", "Zed"]
    assert names(sort=RegularSort.EVENTS)[0] == "山本 花子"  # two events
    assert names()[:2] == ["阿部 一郎", "山本 花子"]  # last seen the 20th, by name
    assert roster_of(services, a) in {r.id for r in services.roster.regulars("やまだ")}


def test_set_email_is_checked_and_audited_without_the_address(services: Services) -> None:
    event_id = event_on(services, 5)
    roster = roster_of(services, services.players.add(event_id, "佐藤", "花子")[0])
    changes = services.roster.set_email(roster, " ｈａｎａｋｏ＠example.jp ")
    assert changes.roster
    assert services.roster.regular(roster).email == "hanako@example.jp"
    for bad in ("hanako", "a@b", "a@@example.jp", "x@example.jp\x1b[31m", "@example.jp"):
        with pytest.raises(ServiceError) as caught:
            services.roster.set_email(roster, bad)
        assert caught.value.problem is Problem.EMAIL_INVALID
    assert services.roster.regular(roster).email == "hanako@example.jp"
    with services.context.transaction():
        details = [r.detail for r in AuditLog.select().where(AuditLog.action == "roster.email")]
    assert details and all("hanako@" not in d for d in details)
    services.roster.set_email(roster, "")
    assert services.roster.regular(roster).email == ""
    with pytest.raises(ServiceError) as caught:
        services.roster.set_email(9999, "a@example.jp")
    assert caught.value.problem is Problem.ROSTER_NOT_FOUND


def test_merge_moves_entries_and_results_and_keeps_the_first_unless_empty(
    services: Services,
) -> None:
    played = event_on(services, 2, "Played")
    entries = [services.players.add(played, f"P{n}", "X")[0] for n in range(3)]
    twin = services.players.add(played, "山田", "太郎", "", "")[0]
    services.rounds.pair_next(played)
    report_round(services, played, random.Random(1), "2-0")
    later = event_on(services, 9, "Later")
    keep_entry = services.players.add(later, "山田", "太郎", "やまだ たろう", "")[0]
    keep, other = roster_of(services, keep_entry), roster_of(services, twin)
    services.roster.set_email(other, "taro@example.jp")
    standings_before = [
        (r.rank, r.entry, r.points, r.mwp) for r in services.standings.standings(played)
    ]
    changes = services.roster.merge(keep, other)
    assert changes.roster and changes.players
    view = services.roster.regular(keep)
    assert (view.events, view.email, view.reading) == (2, "taro@example.jp", "やまだ たろう")
    assert roster_of(services, twin) == keep  # the entry, with its results, follows
    assert [(r.rank, r.entry, r.points, r.mwp) for r in services.standings.standings(played)] == (
        standings_before
    )
    with pytest.raises(ServiceError) as caught:
        services.roster.regular(other)
    assert caught.value.problem is Problem.ROSTER_NOT_FOUND
    # Two records that both played one event: refused, naming it; nothing changed.
    third = roster_of(services, entries[0])
    services.players.add(later, "", roster_id=third)
    with pytest.raises(ServiceError) as caught:
        services.roster.merge(keep, third)
    assert caught.value.problem is Problem.MERGE_SAME_EVENT
    assert caught.value.details["events"] == ["Played", "Later"]
    assert services.roster.regular(third).events == 2
    with pytest.raises(ServiceError) as caught:
        services.roster.merge(keep, keep)
    assert caught.value.problem is Problem.MERGE_SAME_PERSON


def test_merge_adds_no_shows_and_moves_registrations(services: Services) -> None:
    event_id = event_on(services, 4)
    keep = roster_of(services, services.players.add(event_id, "A", "")[0])
    other_entry = services.players.add(event_id, "B", "")[0]
    other = roster_of(services, other_entry)
    services.players.remove_absent(other_entry)
    with services.context.transaction():
        Registration.create(
            event=event_id,
            roster=other,
            family="B",
            token="t-1",
            state="declined",
            created_at=dt.datetime(2026, 11, 4, 10),
        )
    services.roster.merge(keep, other)
    assert services.roster.regular(keep).no_shows == 1
    with services.context.transaction():
        assert Registration.get(Registration.token == "t-1").roster_id == keep


def test_remove_absent_counts_a_no_show_and_undo_takes_it_back(services: Services) -> None:
    event_id = event_on(services, 6)
    entry, _ = services.players.add(event_id, "欠席", "太郎")
    roster = roster_of(services, entry)
    changes = services.players.remove_absent(entry)
    assert changes.players and changes.roster
    assert services.players.list_entries(event_id) == []
    assert services.roster.regular(roster).no_shows == 1
    services.undo.undo(event_id)
    assert [e.id for e in services.players.list_entries(event_id)] == [entry]
    assert services.roster.regular(roster).no_shows == 0
    # After round 1: refused, nothing counted.
    players = [services.players.add(event_id, f"P{n}", "")[0] for n in range(3)]
    services.rounds.pair_next(event_id)
    with pytest.raises(ServiceError) as caught:
        services.players.remove_absent(players[0])
    assert caught.value.problem is Problem.NOT_BEFORE_ROUND_ONE
    assert services.roster.regular(roster_of(services, players[0])).no_shows == 0


def test_erase_removes_the_person_everywhere_and_keeps_results_and_the_chain(
    services: Services,
) -> None:
    event_id = event_on(services, 8)
    entry, _ = services.players.add(event_id, "消去", "花子", "しょうきょ はなこ", "JP-77")
    roster = roster_of(services, entry)
    services.players.edit(entry, "消去", "華子", "しょうきょ はなこ", "JP-77")  # an old name
    services.roster.set_email(roster, "hanako@example.jp")
    others = [services.players.add(event_id, f"P{n}", "X")[0] for n in range(3)]
    with services.context.transaction():
        Registration.create(
            event=event_id,
            roster=roster,
            entry=entry,
            family="消去",
            given="華子",
            reading="しょうきょ はなこ",
            email="hanako@example.jp",
            device="phone-1",
            token="tok-erase",
            state="accepted",
            created_at=dt.datetime(2026, 11, 8, 10),
        )
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(2), "2-1")
    standings = [(r.rank, r.entry, r.points, r.mwp) for r in services.standings.standings(event_id)]
    with services.context.transaction():
        printed = audit_chain.head()  # the code a sheet printed before the erase
    assert printed is not None

    changes = services.roster.erase(roster, ERASED.format(roster))

    assert changes.roster and changes.standings
    view = services.roster.regular(roster)
    assert view.erased and view.display_name == f"Erased player {roster}"
    assert (view.reading, view.player_id, view.email) == ("", "", "")
    assert services.players.get(entry).display_name == f"Erased player {roster}"
    assert [(r.rank, r.entry, r.points, r.mwp) for r in services.standings.standings(event_id)] == (
        standings
    )
    gone = ("消去", "花子", "華子", "しょうきょ", "JP-77", "hanako@")
    with services.context.transaction():
        registration = Registration.get(Registration.token == "tok-erase")
        images = [(r.old or "") + (r.new or "") for r in ChangeRow.select()]
        details = [r.detail for r in AuditLog.select()]
        assert audit_chain.verify() is None  # the chain still verifies after the erase
        erase = AuditLog.get(AuditLog.action == "roster.erase")
    assert (registration.family, registration.email, registration.device) == (
        f"Erased player {roster}",
        "",
        "",
    )
    for text in gone:
        assert not any(text in image for image in images), text
        assert not any(text in detail for detail in details), text
    sealed = json.loads(erase.detail)[audit_chain.REDACTED_KEY]
    assert len(sealed) >= 2  # the add and the edit named her
    assert services.roster.regulars("しょうきょ") == []
    with pytest.raises(ServiceError) as caught:
        services.roster.erase(roster, ERASED.format(roster))
    assert caught.value.problem is Problem.ROSTER_ERASED
    with services.context.transaction():
        assert audit_chain.row_with_code(printed.code) == printed.row  # still checks out
    del others


def test_a_redacted_row_changed_after_the_erase_still_breaks_the_chain(
    services: Services,
) -> None:
    event_id = event_on(services, 9)
    entry, _ = services.players.add(event_id, "秘密", "太郎")
    roster = roster_of(services, entry)
    services.roster.erase(roster, ERASED.format(roster))
    with services.context.transaction():
        added = AuditLog.get(AuditLog.action == "player.add")
        assert "秘密" not in added.detail
        assert audit_chain.verify() is None
        AuditLog.update(detail=added.detail.replace("Erased", "Forged")).where(
            AuditLog.id == added.id
        ).execute()
        broken = audit_chain.verify()
    assert broken is not None and broken.row == added.id
    assert broken.problem is audit_chain.ChainProblem.CHANGED


def test_an_older_undo_step_cannot_bring_an_erased_name_back(services: Services) -> None:
    event_id = event_on(services, 12)
    entry, _ = services.players.add(event_id, "古い", "名前", "ふるい なまえ")
    roster = roster_of(services, entry)
    services.players.edit(entry, "新しい", "名前", "あたらしい なまえ", "")
    services.roster.erase(roster, ERASED.format(roster))
    services.undo.undo(event_id)  # the edit: its images hold only the erased values now
    assert services.players.get(entry).display_name == f"Erased player {roster}"
    services.undo.redo(event_id)
    assert services.roster.regular(roster).reading == ""
    with services.context.transaction():
        images = " ".join((r.old or "") + (r.new or "") for r in ChangeRow.select())
        details = " ".join(r.detail for r in AuditLog.select())
        assert audit_chain.verify() is None
    for gone in ("古い", "新しい", "ふるい", "あたらしい"):
        assert gone not in images and gone not in details


def test_an_erased_person_is_never_offered_nor_entered_again(services: Services) -> None:
    first, later = event_on(services, 13), event_on(services, 20)
    entry, _ = services.players.add(first, "忘れて", "ほしい", "わすれて")
    roster = roster_of(services, entry)
    services.roster.erase(roster, ERASED.format(roster))
    assert services.players.search_roster("Erased") == []
    with pytest.raises(ServiceError) as caught:
        services.players.add(later, "", roster_id=roster)
    assert caught.value.problem is Problem.ROSTER_ERASED
    again, _ = services.players.add(later, "忘れて", "ほしい", "わすれて")  # a new person
    assert roster_of(services, again) != roster
