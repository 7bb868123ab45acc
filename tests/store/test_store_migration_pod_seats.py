"""Schema step 6 (draft pod seats, MTR 7.6, 7.7): an older file migrates and keeps its
pods; their seats are the ones its seatings sheet printed, stored at the first change."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

from mtrdesk.core.draft.seatings import seat_order
from mtrdesk.services import Services
from mtrdesk.store import Store, migrations
from tests.helpers.backups import migration_backup

CLOCK = lambda: dt.datetime(2026, 11, 21, 19, 0, 0)  # noqa: E731
#: The steps before this one: the file as the release before it wrote it.
BEFORE = migrations.MIGRATIONS.index(migrations._v6_draft_pod_seats)
NEW_COLUMNS = ("pod_seat", "draft_drop_pack", "draft_drop_pick")


def older_file(path: Path) -> None:
    """A booster draft of ten players in pods 1 (six) and 2 (four), written with the
    schema before step 6 (no seats stored)."""
    Store.open(path, clock=CLOCK, steps=migrations.MIGRATIONS[:BEFORE]).close()
    conn = sqlite3.connect(path)
    with conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '金曜ドラフト', '2026-11-21', 'booster_draft', 'limited', 'regular',"
            " 2, 3, 0, 50, 'none', 'mtr', '', '2026-11-21 18:00:00')"
        )
        for n in range(1, 11):
            conn.execute(
                'INSERT INTO "roster_player" (id, family, given, reading, player_id, search_key)'
                " VALUES (?, ?, '', '', ?, '')",
                (n, f"選手{n}", f"ID{n}"),
            )
            conn.execute(
                'INSERT INTO "entry" (id, event_id, roster_id, awarded_byes, created_at, pod)'
                " VALUES (?, 1, ?, 0, '2026-11-21 18:00:00', ?)",
                (n, n, 1 if n <= 6 else 2),
            )
    conn.close()


def printed_seats(pod: int, members: range) -> dict[int, int]:
    """The seats the release before printed (``core.draft.seatings.seat_order``)."""
    keys = [f"ID{n}\x1f選手{n}" for n in members]
    order = seat_order(f"金曜ドラフト\x1f2026-11-21\x1f{pod}", keys)
    return {members[i]: seat for seat, i in enumerate(order, 1)}


def test_the_seat_step_adds_empty_columns_and_keeps_the_pods(tmp_path: Path) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    with Store.open(path, clock=CLOCK) as store:
        assert store.schema_version() == migrations.supported_version()
        rows = store.db.execute_sql(
            'SELECT id, pod, pod_seat, draft_drop_pack, draft_drop_pick FROM "entry" ORDER BY id'
        ).fetchall()
        assert rows == [(n, 1 if n <= 6 else 2, None, None, None) for n in range(1, 11)]
    backup = migration_backup(path, BEFORE, "20261121-190000")
    conn = sqlite3.connect(backup)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(BEFORE),)
    columns = {row[1] for row in conn.execute('PRAGMA table_info("entry")')}
    assert not columns & set(NEW_COLUMNS)
    conn.close()


def test_old_pods_show_their_printed_seats_and_store_them_at_the_first_change(
    tmp_path: Path,
) -> None:
    path = tmp_path / "events.sqlite3"
    older_file(path)
    expected = printed_seats(1, range(1, 7)) | printed_seats(2, range(7, 11))
    with Services.open(path, clock=CLOCK, rng=random.Random(3)) as services:
        view = services.pods.seats(1)
        shown = {s.entry: s.seat for pod in view.pods for s in pod.seats}
        assert shown == expected and view.seed is None
        services.pods.move(1, 1, 2)  # player 1 to pod 2: the lowest free seat, 5
        after = {s.entry: (s.pod, s.seat) for pod in services.pods.seats(1).pods for s in pod.seats}
        assert after[1] == (2, 5)
        assert all(after[e] == (1 if e <= 6 else 2, seat) for e, seat in expected.items() if e != 1)
        stored = services.store.db.execute_sql(
            'SELECT count(*) FROM "entry" WHERE pod_seat IS NOT NULL'
        ).fetchone()
        assert stored == (10,)
