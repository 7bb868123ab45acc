"""Each event follows one MTR edition, stored with it (issue 29): a new event gets the one
in force on its date, an older one may be chosen before round 1, and from round 1 on it
never changes, so the rounds played keep the rules they were played under."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from mtrdesk.core.editions.program import Program
from mtrdesk.core.settings import SettingsError, SettingsProblem
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store import migrations
from mtrdesk.words.messages import service_message
from tests.helpers.services_support import event_stored_before, new_event, settings


def test_a_new_event_records_the_edition_in_force_on_its_date(services: Services) -> None:
    new, _ = services.events.create(settings(date=dt.date(2025, 11, 10)))
    old, _ = services.events.create(settings(date=dt.date(2025, 11, 9)))
    assert services.events.get(new).settings.edition == "2025-11-10"
    assert services.events.get(old).settings.edition == "2023-08-21"


def test_an_older_edition_is_chosen_before_round_1_and_fixed_after(services: Services) -> None:
    event_id, _ = new_event(services, 8, program=Program.STORE_CHAMPIONSHIP)
    chosen = services.events.get(event_id).settings.with_changes(
        edition="2023-08-21", edition_reason="シーズン中のリーグ戦"
    )
    services.events.update(event_id, chosen)
    stored = services.events.get(event_id).settings
    assert (stored.edition, stored.edition_reason, stored.program) == (
        "2023-08-21",
        "シーズン中のリーグ戦",
        Program.STORE_CHAMPIONSHIP,
    )
    # Not naming an edition keeps the event's own.
    services.events.update(event_id, stored.with_changes(edition="", notes="メモ"))
    assert services.events.get(event_id).settings.edition == "2023-08-21"

    services.rounds.pair_next(event_id, seed=1)
    with pytest.raises(ServiceError) as refused:
        services.events.update(event_id, stored.with_changes(edition="2025-11-10"))
    assert refused.value.problem is Problem.EDITION_FIXED
    text = service_message(refused.value.problem, refused.value.details)
    assert "MTR of August 21, 2023" in text and "Nothing was changed" in text
    assert services.events.get(event_id).settings.edition == "2023-08-21"


def test_an_unknown_edition_is_refused(services: Services) -> None:
    with pytest.raises(SettingsError) as refused:
        services.events.create(settings(edition="2099-01-01"))
    assert refused.value.problems == [SettingsProblem.EDITION]
    assert services.events.list_events() == []


def test_events_stored_before_editions_keep_2023(tmp_path: Path) -> None:
    """Schema step 15: an event stored by an earlier mtrdesk follows 2023-08-21, the rules
    it started under, even dated after 2025-11-10."""
    stored = event_stored_before(tmp_path / "events.sqlite3", migrations._v15_editions)
    assert (stored.edition, stored.edition_reason, stored.program) == (
        "2023-08-21",
        "",
        Program.OTHER,
    )
