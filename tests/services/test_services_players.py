"""Registration rules: roster search, entries, late entry, drops (MTR 2.10), awarded byes."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.settings import Playoff
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from tests.helpers.services_support import new_event, report_round


def kinds_of(services: Services, event_id: int, entry: int) -> list[tuple[int, MatchKind]]:
    return [
        (rnd.number, m.kind)
        for rnd in services.rounds.list_rounds(event_id)
        for m in rnd.matches
        if entry in (m.player1, m.player2)
    ]


def test_roster_search_by_a_few_letters_of_any_field(services: Services) -> None:
    event_id, _ = new_event(services)
    services.players.add(event_id, "山田", "太郎", "やまだ たろう", "JP-0001")
    services.players.add(event_id, "Yamamoto", "Hanako", "ヤマモト ハナコ", "jp-0002")
    services.players.add(event_id, "Suzuki", "Ichiro", "すずき いちろう", "X77")

    def found(text: str) -> list[str]:
        return [p.display_name for p in services.players.search_roster(text)]

    assert found("やま") == ["山田 太郎", "Yamamoto Hanako"]  # reading, kana folded
    assert found("ﾔﾏﾀﾞ") == ["山田 太郎"]  # half-width katakana
    assert found("ＹＡＭＡ") == ["Yamamoto Hanako"]  # full-width, any case
    assert found("hanako yama") == ["Yamamoto Hanako"]  # given then family
    assert found("x7") == ["Suzuki Ichiro"]  # player id
    assert found("jp-000") == ["山田 太郎", "Yamamoto Hanako"]
    assert found("zzz") == []
    assert len(services.players.search_roster("", limit=2)) == 2


def test_the_roster_is_kept_across_events_and_reused(services: Services) -> None:
    first, _ = new_event(services)
    entry, _ = services.players.add(first, "佐藤", "花子", "さとう はなこ", "ID-9")
    second, _ = new_event(services)
    roster = services.players.search_roster("さとう")[0]
    again, changes = services.players.add(second, "", roster_id=roster.id)
    assert changes.players and changes.roster
    assert services.players.get(again).roster_id == services.players.get(entry).roster_id
    # A new registration with a known id and the same name is the same person...
    third, _ = new_event(services)
    same, _ = services.players.add(third, "佐藤", "花子", player_id="ID-9")
    assert services.players.get(same).roster_id == roster.id
    # ...and with another name the id is refused rather than silently renamed.
    with pytest.raises(ServiceError) as caught:
        services.players.add(third, "田中", "一郎", player_id="ID-9")
    assert caught.value.problem is Problem.DUPLICATE_PLAYER_ID
    with pytest.raises(ServiceError) as caught:
        services.players.add(second, "", roster_id=roster.id)
    assert caught.value.problem is Problem.ALREADY_ENTERED
    with pytest.raises(ServiceError) as caught:
        services.players.add(second, "  ")
    assert caught.value.problem is Problem.NAME_EMPTY


def test_edit_updates_the_roster_for_every_event(services: Services) -> None:
    first, _ = new_event(services)
    entry, _ = services.players.add(first, "Tanaka", "Ichiro", player_id="A1")
    second, _ = new_event(services)
    other_event_entry, _ = services.players.add(
        second, "", roster_id=services.players.get(entry).roster_id
    )
    services.players.add(second, "Kato", player_id="B2")
    services.players.edit(entry, "田中", "一郎", "たなか いちろう", "A1")
    assert services.players.get(other_event_entry).display_name == "田中 一郎"
    assert services.players.search_roster("たなか")[0].family == "田中"
    with pytest.raises(ServiceError) as caught:
        services.players.edit(entry, "田中", "一郎", "", "B2")
    assert caught.value.problem is Problem.DUPLICATE_PLAYER_ID
    actions = [a.action for a in services.rounds.audit_log(first)]
    assert actions.count("player.edit") == 1


def test_remove_only_before_round_one(services: Services) -> None:
    event_id, entries = new_event(services, 4)
    services.players.remove(entries[0])
    assert [e.id for e in services.players.list_entries(event_id)] == entries[1:]
    services.rounds.pair_next(event_id, seed=1)
    with pytest.raises(ServiceError) as caught:
        services.players.remove(entries[1])
    assert caught.value.problem is Problem.NOT_BEFORE_ROUND_ONE


def test_late_entry_gets_a_loss_for_each_missed_round(services: Services) -> None:
    rng = random.Random(5)
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    services.rounds.pair_next(event_id, seed=2)
    late, changes = services.players.add(event_id, "Late", "Comer")
    assert changes.standings
    entry = services.players.get(late)
    assert entry.late_entry_round == 3 and entry.active
    assert kinds_of(services, event_id, late) == [
        (1, MatchKind.LATE_ENTRY_LOSS),
        (2, MatchKind.LATE_ENTRY_LOSS),
    ]
    row = next(r for r in services.standings.standings(event_id) if r.entry == late)
    assert (row.points, row.losses, row.rounds_played) == (0, 2, 2)
    # Late entrants have no awarded byes: they are set before round 1.
    with pytest.raises(ServiceError) as caught:
        services.players.add(event_id, "Another", awarded_byes=1)
    assert caught.value.problem is Problem.NOT_BEFORE_ROUND_ONE
    report_round(services, event_id, rng)
    current, _ = services.rounds.pair_next(event_id, seed=3)
    assert any(late in (m.player1, m.player2) for m in current.matches)
    # Nobody can enter once the last Swiss round is paired: they would never play.
    with pytest.raises(ServiceError) as caught:
        services.players.add(event_id, "Too", "Late")
    assert caught.value.problem is Problem.SWISS_COMPLETE


def test_drop_before_round_one_is_no_participation(services: Services) -> None:
    rng = random.Random(1)
    event_id, entries = new_event(services, 6)
    services.players.drop(entries[0])
    assert services.players.get(entries[0]).dropped_after_round == 0
    first, _ = services.rounds.pair_next(event_id, seed=9)
    assert all(entries[0] not in (m.player1, m.player2) for m in first.matches)
    report_round(services, event_id, rng)
    standings = services.standings.standings(event_id)
    assert entries[0] not in {row.entry for row in standings}
    assert len(standings) == 5
    assert services.events.get(event_id).player_count == 5


def test_drop_later_keeps_the_standings_line_but_is_not_paired(services: Services) -> None:
    rng = random.Random(2)
    event_id, entries = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1)
    services.players.drop(entries[3])  # during round 1: still plays round 1 (MTR 2.10)
    assert services.players.get(entries[3]).dropped_after_round == 1
    with pytest.raises(ServiceError) as caught:
        services.players.drop(entries[3])
    assert caught.value.problem is Problem.ALREADY_DROPPED
    report_round(services, event_id, rng)
    second, _ = services.rounds.pair_next(event_id, seed=2)
    assert all(entries[3] not in (m.player1, m.player2) for m in second.matches)
    row = next(r for r in services.standings.standings(event_id) if r.entry == entries[3])
    assert row.dropped_after_round == 1 and row.rounds_played == 1
    summary = services.events.get(event_id)
    assert (summary.player_count, summary.active_count) == (8, 7)


def test_re_enter_takes_losses_for_missed_rounds_and_plays_again(services: Services) -> None:
    rng = random.Random(3)
    event_id, entries = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    services.players.drop(entries[0])
    services.rounds.pair_next(event_id, seed=2)
    report_round(services, event_id, rng)
    with pytest.raises(ServiceError) as caught:
        services.players.re_enter(entries[1])
    assert caught.value.problem is Problem.NOT_DROPPED
    services.players.re_enter(entries[0])
    assert services.players.get(entries[0]).active
    assert kinds_of(services, event_id, entries[0])[1] == (2, MatchKind.UNOPPOSED_LOSS)
    third, _ = services.rounds.pair_next(event_id, seed=3)
    assert any(entries[0] in (m.player1, m.player2) for m in third.matches)


def test_no_re_entry_after_the_cut(services: Services) -> None:
    rng = random.Random(4)
    event_id, _ = new_event(services, 8, swiss_rounds=2, playoff=Playoff.TOP4)
    for seed in (1, 2):
        services.rounds.pair_next(event_id, seed=seed)
        report_round(services, event_id, rng)
    last_place = services.standings.standings(event_id)[-1].entry
    services.players.drop(last_place)
    services.playoff.start(event_id)
    with pytest.raises(ServiceError) as caught:
        services.players.re_enter(last_place)
    assert caught.value.problem is Problem.AFTER_CUT
    with pytest.raises(ServiceError) as caught:
        services.players.add(event_id, "Too", "Late")
    assert caught.value.problem is Problem.AFTER_CUT


def test_awarded_byes_are_their_own_matches_and_count_for_appendix_e(services: Services) -> None:
    event_id, entries = new_event(services, 8)
    assert services.events.get(event_id).recommended_rounds == 3  # 8 players
    services.players.set_awarded_byes(entries[0], 2)  # counts as 4: 11 players
    assert services.events.get(event_id).recommended_rounds == 5
    with pytest.raises(ServiceError) as caught:
        services.players.set_awarded_byes(entries[1], 4)
    assert caught.value.problem is Problem.BAD_BYES
    rng = random.Random(8)
    services.rounds.pair_next(event_id, seed=4)
    assert services.events.get(event_id).swiss_rounds == 5
    for number in (1, 2):
        rnd = services.rounds.current_round(event_id)
        assert rnd is not None and rnd.number == number
        mine = [m for m in rnd.matches if entries[0] in (m.player1, m.player2)]
        assert [(m.kind, m.table, m.result.to_text()) for m in mine] == [
            (MatchKind.AWARDED_BYE, None, "2-0")
        ]
        report_round(services, event_id, rng)
        if number == 1:
            services.rounds.pair_next(event_id, seed=5)
    third, _ = services.rounds.pair_next(event_id, seed=6)
    assert any(
        entries[0] in (m.player1, m.player2) and m.kind is MatchKind.PAIRED for m in third.matches
    )
    with pytest.raises(ServiceError) as caught:
        services.players.set_awarded_byes(entries[1], 1)
    assert caught.value.problem is Problem.NOT_BEFORE_ROUND_ONE


def test_what_an_ime_types_is_stored_as_the_usual_form(services: Services) -> None:
    """Full-width digits and ＠ in an ID, half-width katakana and full-width letters in a
    name: glossary-ja §3.4 (NFKC IDs, never half-width katakana)."""
    event_id, _ = new_event(services, 0)
    entry, _ = services.players.add(
        event_id, "ﾔﾏﾀﾞ", "ＴＡＲＯ", "やまだ　たろう", " １２３４５＠ｅｘ.jp "
    )
    stored = services.players.get(entry)
    assert (stored.family, stored.given, stored.reading) == ("ヤマダ", "TARO", "やまだ たろう")
    # One script for readings: katakana and half-width kana become hiragana.
    katakana, _ = services.players.add(event_id, "吉田", "結衣", "ヨシダ ﾕｲ")
    assert services.players.get(katakana).reading == "よしだ ゆい"
    assert stored.player_id == "12345@ex.jp"
    # Kanji are kept exactly as typed, compatibility forms included.
    other, _ = services.players.add(event_id, "\ufa11本", "\u9ad9")
    assert services.players.get(other).family == "\ufa11本"
    assert services.players.get(other).given == "\u9ad9"
    # The same ID typed the other way finds the same roster player.
    assert [p.id for p in services.players.search_roster("12345")] == [stored.roster_id]


def test_re_entry_is_open_until_the_cut_even_in_the_last_round(services: Services) -> None:
    """MTR 2.10: re-entry is refused only after a cut. A player dropped as a no-show in
    the last Swiss round comes back before the cut and can make it."""
    rng = random.Random(6)
    event_id, entries = new_event(services, 8, swiss_rounds=2, playoff=Playoff.TOP8)
    never_played, _ = services.players.add(event_id, "Never", "Played")
    services.players.drop(never_played)  # before round 1: did not take part
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    services.rounds.pair_next(event_id, seed=2)
    services.players.drop(entries[0])  # during the last round: keeps that match
    services.players.re_enter(entries[0])
    assert services.players.get(entries[0]).active
    assert [k for _, k in kinds_of(services, event_id, entries[0])] == [MatchKind.PAIRED] * 2
    # Coming back after never playing is a late entry, and the Swiss rounds are all paired.
    with pytest.raises(ServiceError) as caught:
        services.players.re_enter(never_played)
    assert caught.value.problem is Problem.SWISS_COMPLETE
    report_round(services, event_id, rng)
    services.playoff.start(event_id)
    assert entries[0] in services.playoff.bracket(event_id).seeds
