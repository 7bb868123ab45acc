"""The pick clock's timings are the event's (issue 18): MTR 2023 Appendix B unless the event
follows the Japanese MTR 2016; stored, changed at any stage (only a clock), logged, and
kept by the event file and a copy of the database. Runs on SQLite and PostgreSQL."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.core.settings import Format, SettingsError, SettingsProblem
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.store.copying import copy_into_file
from tests.helpers.services_support import new_event, open_services, report_round


def test_the_event_keeps_the_timings_it_follows(services: Services, tmp_path: Path) -> None:
    event_id, _ = new_event(services, 8, format=Format.BOOSTER_DRAFT)
    settings = services.events.get(event_id).settings
    assert settings.draft_timings == EN_2023.key  # a new event: the current rules

    # Changed after round 1 is paired and reported: it only times the draft.
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(3))
    services.events.update(event_id, settings.with_changes(draft_timings=JA_2016.key))
    assert services.events.get(event_id).settings.draft_timings == JA_2016.key
    changed = [e for e in services.rounds.audit_log(event_id) if e.action == "event.update"]
    assert changed[-1].detail["changed"] == {"draft_timings": [EN_2023.key, JA_2016.key]}

    document = export_event(services, event_id)
    assert document["event"]["draft_timings"] == JA_2016.key
    again = import_event(services, document)
    assert services.events.get(again).settings.draft_timings == JA_2016.key

    copy = copy_into_file(services.store, tmp_path / "copy.sqlite3")
    copied = open_services(copy)
    try:
        timings = [
            copied.events.get(e.id).settings.draft_timings for e in copied.events.list_events()
        ]
        assert timings == [JA_2016.key, JA_2016.key]
    finally:
        copied.close()


def test_an_event_that_chose_none_writes_none_to_its_file(services: Services) -> None:
    event_id, _ = new_event(services, 4)
    assert "draft_timings" not in export_event(services, event_id)["event"]


def test_timings_of_no_rule_text_are_refused(services: Services) -> None:
    event_id, _ = new_event(services)
    settings = services.events.get(event_id).settings
    with pytest.raises(SettingsError) as caught:
        services.events.update(event_id, settings.with_changes(draft_timings="en-2024"))
    assert caught.value.problems == [SettingsProblem.DRAFT_TIMINGS]
    assert services.events.get(event_id).settings.draft_timings == EN_2023.key
