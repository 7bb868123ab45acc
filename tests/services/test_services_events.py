"""Events: settings, stages, and the Swiss round count fixed at round 1 (MTR 10.2)."""

from __future__ import annotations

import datetime as dt
import random

import pytest

from mtrdesk.core.event_rules import SettingField
from mtrdesk.core.settings import Floor, Format, Playoff, SettingsError
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.events import Stage
from mtrdesk.store.models import AuditLog, Match, Round
from tests.helpers.services_support import new_event, report_round, settings


def test_create_list_get_delete(services: Services) -> None:
    older, changes = services.events.create(settings(name="Monday", date=dt.date(2026, 11, 2)))
    assert changes.events
    newer, _ = services.events.create(settings(name="Friday", format=Format.MODERN))
    assert [e.id for e in services.events.list_events()] == [newer, older]
    summary = services.events.get(newer)
    assert summary.settings.format is Format.MODERN
    assert summary.stage is Stage.REGISTRATION
    assert (summary.player_count, summary.rounds_paired, summary.swiss_rounds) == (0, 0, 3)
    services.players.add(older, "Kept", "OnRoster")
    services.events.delete(older)
    assert [e.id for e in services.events.list_events()] == [newer]
    assert services.players.search_roster("kept")  # the roster outlives the event
    with pytest.raises(ServiceError) as caught:
        services.events.get(older)
    assert caught.value.problem is Problem.EVENT_NOT_FOUND


def test_settings_are_checked_before_anything_is_written(services: Services) -> None:
    with pytest.raises(SettingsError):
        services.events.create(settings(name=" ", round_minutes=30))
    assert services.events.list_events() == []


def test_round_one_fixes_the_recommended_round_count(services: Services) -> None:
    event_id, _ = new_event(services, 17)
    summary = services.events.get(event_id)
    assert summary.settings.swiss_rounds is None
    assert summary.swiss_rounds == summary.recommended_rounds == 5  # 17-32 players
    services.events.update(event_id, settings(swiss_rounds=4))  # before round 1: fine
    services.events.update(event_id, settings())  # back to the recommendation
    services.rounds.pair_next(event_id, seed=1)
    summary = services.events.get(event_id)
    assert summary.settings.swiss_rounds == 5
    assert summary.stage is Stage.SWISS
    # Adding players later does not move the fixed number.
    services.players.add(event_id, "Late", "One")
    assert services.events.get(event_id).swiss_rounds == 5
    with pytest.raises(ServiceError) as caught:
        services.events.update(event_id, settings(swiss_rounds=6))
    assert caught.value.problem is Problem.ROUNDS_FIXED
    # None after round 1 means "unchanged"; other settings still change.
    services.events.update(event_id, settings(floor=Floor.THIRD, notes="top 8 draft"))
    summary = services.events.get(event_id)
    assert (summary.settings.swiss_rounds, summary.settings.floor) == (5, Floor.THIRD)
    log = services.rounds.audit_log(event_id)
    assert log[-1].action == "event.update"
    assert log[-1].detail["changed"]["floor"] == ["mtr", "third"]


def test_match_length_is_fixed_once_results_are_in(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    services.events.update(event_id, settings(games_to_win=1))
    services.rounds.pair_next(event_id, seed=3)
    services.events.update(event_id, settings(games_to_win=2))  # no result yet
    report_round(services, event_id, random.Random(1), text="2-0")
    with pytest.raises(ServiceError) as caught:
        services.events.update(event_id, settings(games_to_win=1))
    assert caught.value.problem is Problem.GAMES_FIXED


def test_editable_follows_the_stage_the_update_checks(services: Services) -> None:
    # What the event dialog leaves enabled is what update accepts (core.event_rules).
    event_id, _ = new_event(services, 4)
    assert services.events.editable(event_id) == frozenset(SettingField)
    services.rounds.pair_next(event_id, seed=3)
    paired = services.events.editable(event_id)
    assert paired == {SettingField.GAMES_TO_WIN, SettingField.PLAYOFF}
    report_round(services, event_id, random.Random(1), text="2-0")
    assert services.events.editable(event_id) == {SettingField.PLAYOFF}


def test_stages_run_from_registration_to_finished(services: Services) -> None:
    rng = random.Random(6)
    event_id, _ = new_event(services, 6, swiss_rounds=2)
    assert services.events.get(event_id).stage is Stage.REGISTRATION
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    assert services.events.get(event_id).stage is Stage.SWISS
    services.rounds.pair_next(event_id, seed=2)
    report_round(services, event_id, rng)
    assert services.events.get(event_id).stage is Stage.FINISHED
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert caught.value.problem is Problem.PLAYOFF_NONE
    # Deleting a played event takes its rounds and results with it.
    services.events.delete(event_id)
    assert services.events.list_events() == []
    with pytest.raises(ServiceError) as caught:
        services.rounds.list_rounds(event_id)
    assert caught.value.problem is Problem.EVENT_NOT_FOUND
    with services.store.atomic():
        assert Match.select().count() == Round.select().count() == 0
        deleted = AuditLog.select().order_by(AuditLog.id.desc()).first()
        assert (deleted.action, deleted.event_id) == ("event.delete", None)


def test_playoff_size_is_fixed_once_the_cut_is_made(services: Services) -> None:
    rng = random.Random(7)
    event_id, _ = new_event(services, 8, swiss_rounds=2, playoff=Playoff.TOP4)
    for seed in (1, 2):
        services.rounds.pair_next(event_id, seed=seed)
        report_round(services, event_id, rng)
    services.playoff.start(event_id)
    assert services.events.get(event_id).stage is Stage.PLAYOFF
    with pytest.raises(ServiceError) as caught:
        services.events.update(event_id, settings(swiss_rounds=2, playoff=Playoff.TOP8))
    assert caught.value.problem is Problem.PLAYOFF_FIXED
