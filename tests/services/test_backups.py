"""Automatic backups at every round start and restores into a new event (issue 14, item 3).

Every place a round is written takes a copy once its transaction commits: a Swiss round
paired and paired again, playoff rounds (started, and the next one made by a result), team
rounds, multiplayer pod rounds and the pod playoff. The last 20 are kept per event. A copy
that cannot be written leaves the round paired and a warning for the window. A restore
brings the event back beside the current one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest

from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.safekeeping.backups import BackupKind, BackupView
from mtrdesk.services.safekeeping.restore import restore
from mtrdesk.store import Store, backup_files, migrations
from tests.helpers.backups import backups_root
from tests.helpers.services_support import new_event, open_services, report_round
from tests.helpers.stored_counts import rounds_in
from tests.helpers.structure_events import (
    draft_playoff_event,
    elimination_event,
    multiplayer_event,
    team_event,
)


def named(name: str, view: BackupView) -> str:
    return f"{name} (restored from round {view.round} start)"


def moments(services: Services, event_id: int) -> list[tuple[int | None, bool]]:
    """(round, playoff) of the event's backups, oldest first."""
    found = [v for v in services.backups.list_backups() if v.event == event_id]
    return [(v.round, v.playoff) for v in reversed(found)]


def test_every_swiss_round_start_is_backed_up_with_its_pairings(tmp_path: Path) -> None:
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id, _ = new_event(services, 8)
        rng = random.Random(1)
        for _ in range(3):
            services.rounds.pair_next(event_id)
            report_round(services, event_id, rng)
        views = [v for v in services.backups.list_backups() if v.event == event_id]
        assert [v.round for v in views] == [3, 2, 1]  # newest first
        assert all(v.kind == BackupKind.ROUND and v.this_database for v in views)
        assert views[0].event_name == "Friday Night Magic"
        # Taken after the commit: the copy of round 3's start holds round 3's pairings.
        assert rounds_in(views[0].path, event_id) == [1, 2, 3]
        assert rounds_in(views[-1].path, event_id) == [1]
        assert services.context.take_notices() == []


def test_pairing_again_keeps_the_replaced_pairings_in_a_backup(tmp_path: Path) -> None:
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id, _ = new_event(services, 8)
        services.rounds.pair_next(event_id, seed=1)
        services.rounds.repair_current(event_id, seed=2)
        assert moments(services, event_id) == [(1, False), (1, False)]


STRUCTURES: dict[str, tuple[Callable[[Services], int], list[tuple[int | None, bool]]]] = {
    "playoff top 8 (draft)": (
        draft_playoff_event,
        [(1, False), (2, False), (3, False), (4, False), (5, True), (6, True)],
    ),
    "single elimination": (elimination_event, [(1, True), (2, True)]),
    "teams of three": (team_event(Structure.TEAM_OF_THREE), [(1, False), (2, False), (3, False)]),
    "two-headed giant": (
        team_event(Structure.TWO_HEADED_GIANT),
        [(1, False), (2, False), (3, False)],
    ),
    "multiplayer pods and pod playoff": (multiplayer_event, [(1, False), (2, False), (3, True)]),
}


@pytest.mark.parametrize("structure", sorted(STRUCTURES))
def test_every_structure_backs_up_each_round_start(tmp_path: Path, structure: str) -> None:
    build, expected = STRUCTURES[structure]
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id = build(services)
        found = moments(services, event_id)
        assert found[: len(expected)] == expected, found
        paired = len(services.rounds.list_rounds(event_id)) if "pods" not in structure else None
        if paired is not None:
            assert len(found) >= paired


def test_the_last_twenty_are_kept_per_event(tmp_path: Path) -> None:
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id, _ = new_event(services, 8)
        other, _ = new_event(services, 4)
        services.rounds.pair_next(other)
        services.rounds.pair_next(event_id, seed=0)
        for seed in range(1, 25):
            services.rounds.repair_current(event_id, seed=seed)
        folder = backup_files.event_folder(backups_root(), services.path, event_id)
        copies = sorted(folder.glob("*.sqlite3"))
        assert len(copies) == backup_files.KEEP == 20
        assert copies[0].name.startswith("0006-") and copies[-1].name.startswith("0025-")
        assert all(c.with_name(c.name + ".json").is_file() for c in copies)
        assert len(list(folder.glob("*.json"))) == 20
        assert moments(services, other) == [(1, False)]  # another event's copies stay


def test_what_a_killed_copy_left_behind_goes_with_the_next_copy(tmp_path: Path) -> None:
    """The kill campaign found 58 half-written copies after 500 SIGKILLs (a process killed
    inside the online backup leaves ``.NAME.part`` and its journal): the next copy of the
    event's folder removes them, and a sidecar whose copy never arrived."""
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id, _ = new_event(services, 8)
        services.rounds.pair_next(event_id, seed=0)
        folder = backup_files.event_folder(backups_root(), services.path, event_id)
        left = [
            folder / ".0002-round-01-20261121-100000.sqlite3.part",
            folder / ".0002-round-01-20261121-100000.sqlite3.part-journal",
            folder / "0003-round-01-20261121-100000.sqlite3.json",
        ]
        for path in left:
            path.write_bytes(b"half")
        services.rounds.repair_current(event_id, seed=1)
        assert not any(path.exists() for path in left)
        assert len(list(folder.glob("*.sqlite3"))) == 2
        assert len(list(folder.glob("*.json"))) == 2


def test_a_failed_backup_leaves_the_round_paired_and_says_so(tmp_path: Path) -> None:
    root = tmp_path / "backups"
    root.write_text("a file where the folder should be")
    services = Services.open(tmp_path / "events.sqlite3", backups=root)
    with services:
        event_id, _ = new_event(services, 8)
        view, _ = services.rounds.pair_next(event_id)
        assert view.number == 1 and services.rounds.current_round(event_id) is not None
        notices = services.context.take_notices()
        assert [n.problem for n in notices] == [Problem.BACKUP_FAILED]
        assert notices[0].details["round"] == 1 and notices[0].details["reason"] == "failed"
        assert services.context.take_notices() == []  # said once
    assert root.read_text() == "a file where the folder should be"


def test_a_refused_pairing_takes_no_backup(tmp_path: Path) -> None:
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id, _ = new_event(services, 8)
        services.rounds.pair_next(event_id)
        with pytest.raises(ServiceError):
            services.rounds.pair_next(event_id)  # results missing
        assert moments(services, event_id) == [(1, False)]


def test_a_restore_brings_back_a_round_deleted_after_the_backup(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    with open_services(path) as services:
        event_id, _ = new_event(services, 8)
        rng = random.Random(4)
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
        services.rounds.pair_next(event_id)
        before = services.rounds.list_rounds(event_id)
        backup = next(v for v in services.backups.list_backups() if v.round == 2)
        services.rounds.repair_current(event_id, seed=99)  # round 2 deleted and paired anew
        after = services.rounds.list_rounds(event_id)
        assert [m.player1 for m in after[1].matches] != [m.player1 for m in before[1].matches]
        ids, changes = restore(services, backup.path, named)
        assert changes.events and changes.pairings and not changes.warnings
        (new_id,) = ids
        restored = services.rounds.list_rounds(new_id)
        assert len(restored) == 2
        assert [m.result for m in restored[0].matches] == [m.result for m in before[0].matches]
        assert [m.table for m in restored[1].matches] == [m.table for m in before[1].matches]
        names = {e.id: e.display_name for e in services.players.list_entries(event_id)}
        new_names = {e.id: e.display_name for e in services.players.list_entries(new_id)}
        assert [new_names[m.player1] for m in restored[1].matches] == [
            names[m.player1] for m in before[1].matches
        ]
        assert services.events.get(new_id).settings.name == (
            "Friday Night Magic (restored from round 2 start)"
        )
        # The current event is untouched, and the restore is in the new event's log.
        assert services.rounds.list_rounds(event_id) == after
        assert services.rounds.audit_log(new_id)[-1].action == "backup.restore"
        assert backup.path.is_file()


def test_a_backup_of_another_database_is_listed_and_restored(tmp_path: Path) -> None:
    with open_services(tmp_path / "old.sqlite3") as old:
        event_id, _ = new_event(old, 4)
        old.rounds.pair_next(event_id)
    with open_services(tmp_path / "new.sqlite3") as services:
        (view,) = services.backups.list_backups()
        assert not view.this_database and view.database.endswith("old.sqlite3")
        ids, _ = restore(services, view.path, named)
        assert len(services.rounds.list_rounds(ids[0])) == 1


def test_a_migration_backup_is_listed(tmp_path: Path) -> None:
    legacy = tmp_path / "legacy.sqlite3"
    Store.open(legacy, steps=migrations.MIGRATIONS[:8]).close()
    with open_services(legacy) as services:  # migrated: the copy of version 8 is kept
        (view,) = services.backups.list_backups()
        assert view.kind == BackupKind.MIGRATION and view.schema_version == 8
        with pytest.raises(ServiceError) as refused:
            restore(services, view.path, named)
        assert refused.value.problem is Problem.BACKUP_EVENT_MISSING  # no event in it


def test_restore_refuses_the_open_database_and_a_missing_event(tmp_path: Path) -> None:
    with open_services(tmp_path / "events.sqlite3") as services:
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id)
        (view,) = services.backups.list_backups()
        with pytest.raises(ServiceError) as refused:
            restore(services, services.path, named, event_id)
        assert refused.value.details["reason"] == "open_database"
        with pytest.raises(ServiceError) as refused:
            restore(services, view.path, named, event_id + 5)
        assert refused.value.problem is Problem.BACKUP_EVENT_MISSING
        assert len(services.events.list_events()) == 1
