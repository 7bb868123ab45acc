"""Event rules in core: pods (MTR 7.6), the drafted playoff and recommended rounds
(Appendix E), and what may change at each stage of an event (MTR 10.2, 10.4)."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.event_rules import (
    EventProgress,
    SettingField,
    changed_settings,
    draft_playoff,
    editable_settings,
    has_pods,
    recommended_rounds,
)
from mtrdesk.core.pods.length import recommended_pod_rounds
from mtrdesk.core.settings import EndRuleKind, EventSettings, Format, Playoff, Structure

BASE = EventSettings(name="Friday", date=dt.date(2026, 1, 9))
ANNOUNCED = {
    SettingField.STRUCTURE,
    SettingField.SWISS_ROUNDS,
    SettingField.ELIMINATION_ONLY,
    SettingField.END_RULE,
    SettingField.ADVANCE_POINTS,
    SettingField.PODS_LIFTED,
}


@pytest.mark.parametrize(
    ("fmt", "pods"),
    [
        (Format.BOOSTER_DRAFT, True),
        (Format.OTHER, True),
        (Format.SEALED, False),
        (Format.STANDARD, False),
    ],
)
def test_only_draft_formats_have_pods_mtr_7_6(fmt: Format, pods: bool) -> None:
    assert has_pods(BASE.with_changes(format=fmt)) is pods


def test_a_drafted_top_8_is_appendix_e_booster_draft_in_playoff() -> None:
    assert draft_playoff(BASE.with_changes(playoff=Playoff.DRAFT_TOP8))
    assert draft_playoff(BASE.with_changes(format=Format.BOOSTER_DRAFT, playoff=Playoff.TOP8))
    assert not draft_playoff(BASE.with_changes(playoff=Playoff.TOP8))
    assert not draft_playoff(BASE.with_changes(format=Format.BOOSTER_DRAFT))


def test_recommended_rounds_follow_appendix_e() -> None:
    assert recommended_rounds(BASE, entered=16) == 5
    # A booster-draft playoff: one round less for 9-16 players.
    drafted = BASE.with_changes(format=Format.BOOSTER_DRAFT, playoff=Playoff.TOP8)
    assert recommended_rounds(drafted, entered=16) == 4
    # Awarded byes: 30 players, one with 3 byes, count as 37 (6 rounds).
    assert recommended_rounds(BASE, entered=30) == 5
    assert recommended_rounds(BASE, entered=30, byes=[3]) == 6


def test_team_events_count_teams_as_players() -> None:
    teams = BASE.with_changes(structure=Structure.TEAM_OF_THREE)
    assert recommended_rounds(teams, entered=24, teams=4) == 2
    assert recommended_rounds(teams, entered=48, teams=16) == 5


def test_multiplayer_uses_the_addendum_table() -> None:
    pods = BASE.with_changes(structure=Structure.MULTIPLAYER)
    assert recommended_rounds(pods, entered=40) == recommended_pod_rounds(40)


def test_everything_is_editable_before_round_1() -> None:
    assert editable_settings(EventProgress()) == frozenset(SettingField)


def test_round_1_fixes_what_was_announced_mtr_10_2_and_10_4() -> None:
    # MTR 10.2: the number of rounds (and a variable end) is set at round 1; MTR 10.4
    # early advancement and MTR 7.6 pods lifted are announced before the event starts.
    editable = editable_settings(EventProgress(round_paired=True))
    assert editable == {SettingField.GAMES_TO_WIN, SettingField.PLAYOFF}
    assert not editable & ANNOUNCED


def test_a_result_fixes_the_match_length() -> None:
    editable = editable_settings(EventProgress(round_paired=True, results_in=True))
    assert editable == {SettingField.PLAYOFF}


def test_the_cut_fixes_the_playoff() -> None:
    # Single elimination only: the bracket is paired before any result is in.
    editable = editable_settings(EventProgress(round_paired=True, playoff_started=True))
    assert editable == {SettingField.GAMES_TO_WIN}
    done = EventProgress(round_paired=True, results_in=True, playoff_started=True)
    assert editable_settings(done) == frozenset()


def test_changed_settings_name_the_staged_fields_changed() -> None:
    assert changed_settings(BASE, BASE.with_changes(name="Saturday", notes="x")) == set()
    changed = BASE.with_changes(
        swiss_rounds=5, end_rule=EndRuleKind.UNLESS_SOLE_LEADER, end_rule_after=4, games_to_win=1
    )
    assert changed_settings(BASE, changed) == {
        SettingField.SWISS_ROUNDS,
        SettingField.END_RULE,
        SettingField.GAMES_TO_WIN,
    }
