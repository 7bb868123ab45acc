"""Long work tells how far it is and stops on Cancel (issue 31): the event-file import
(and so the restore) and the backup. ``core.progress.Progress`` answered ``False`` rolls
the work back whole, on SQLite and PostgreSQL alike; left alone, an import counts 0 to
``import_steps`` and imports all."""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from mtrdesk.core.event_file.document import DocumentPlayer, EventDocument
from mtrdesk.core.progress import Cancelled
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_document, import_document, import_steps
from tests.helpers.services_support import new_event, report_round

#: Players of the file: more than one report's worth (``Steps`` reports every 250).
PLAYERS = 300
DOCUMENT = EventDocument(
    EventSettings("進捗", dt.date(2026, 11, 29)),
    tuple(
        DocumentPlayer(i, f"佐藤{i}", "花子", "さとう はなこ", f"P{i:05d}") for i in range(1, 301)
    ),
)


def _counts(services: Services) -> tuple[int, int]:
    return len(services.events.list_events()), len(services.players.search_roster("", 10_000))


def recording(told: list[tuple[int, int]]) -> Callable[[int, int], bool]:
    """A ``Progress`` that keeps what it is told and never cancels."""

    def tell(done: int, total: int) -> bool:
        told.append((done, total))
        return True

    return tell


def test_an_import_counts_every_player_match_and_audit_row(services: Services) -> None:
    event_id, _ = new_event(services, 12)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(5))
    document = export_document(services, event_id)
    told: list[tuple[int, int]] = []
    new_id, _ = import_document(services, document, recording(told))
    total = import_steps(document)
    assert total == 12 + 6 + len(document.audit)
    assert told == [(0, total), (total, total)]  # fewer than 250 steps: start and end
    assert len(services.players.list_entries(new_id)) == 12


def test_a_big_import_is_told_every_250_steps(services: Services) -> None:
    told: list[tuple[int, int]] = []
    import_document(services, DOCUMENT, recording(told))
    assert told == [(0, PLAYERS), (250, PLAYERS), (PLAYERS, PLAYERS)]


@pytest.mark.parametrize("stop_at", [0, 250, PLAYERS], ids=["start", "midway", "before-commit"])
def test_cancel_leaves_the_database_as_it_was(services: Services, stop_at: int) -> None:
    before = _counts(services)
    with pytest.raises(Cancelled):
        import_document(services, DOCUMENT, lambda done, _total: done < stop_at)
    assert _counts(services) == before


def test_a_backup_tells_its_progress_and_cancel_leaves_no_file(
    services: Services, tmp_path: Path
) -> None:
    """File ▸ Back up database…: a file's online backup says its start and end; a shared
    database's copy counts its rows; a Cancel stops either and leaves no file."""
    import_document(services, DOCUMENT)
    told: list[tuple[int, int]] = []
    written = services.backup_to(tmp_path / "copy.sqlite3", recording(told))
    assert written.exists()
    assert told[0][0] == 0 and told[-1][0] == told[-1][1] > 0
    if services.file is None:  # the server's copy counts rows: the players at least
        assert told[-1][1] > PLAYERS
    with pytest.raises(Cancelled):
        services.backup_to(tmp_path / "stopped.sqlite3", lambda done, _total: False)
    assert not (tmp_path / "stopped.sqlite3").exists()
