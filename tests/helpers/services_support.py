"""Helpers for the services tests: a fake clock, a fresh database, quick events (individual,
teams, multiplayer pods) and a Swiss played to its end."""

from __future__ import annotations

import datetime as dt
import random
import sqlite3
from pathlib import Path

from mtrdesk.core.settings import EventSettings, Playoff, Structure
from mtrdesk.services import Services
from mtrdesk.services.teams.registration import TeamMember
from tests.helpers.empty_database import empty_database

START = dt.datetime(2026, 11, 20, 13, 0, 0)


class FakeClock:
    """Advances one second per reading, so every audit entry has its own time."""

    def __init__(self, start: dt.datetime = START) -> None:
        self.current = start

    def __call__(self) -> dt.datetime:
        self.current += dt.timedelta(seconds=1)
        return self.current


def open_services(path: Path | str, seed: int = 1234, station: str = "") -> Services:
    """Services on a file or a server's address, with a fake clock; ``station`` names the
    audit rows (none by default: the same audit on both stores). A file not there yet
    starts as a copy of the empty database (``tests.helpers.empty_database``)."""
    if (
        not str(path).startswith("postgresql://")
        and Path(path).parent.is_dir()
        and not Path(path).exists()
    ):
        empty_database(Path(path))
    return Services.open(path, clock=FakeClock(), rng=random.Random(seed), station=station)


def settings(**changes: object) -> EventSettings:
    base = EventSettings(name="Friday Night Magic", date=dt.date(2026, 11, 20))
    return base.with_changes(**changes) if changes else base


def new_event(services: Services, players: int = 0, **changes: object) -> tuple[int, list[int]]:
    """An event with ``players`` entries named Player000.. (ids P0000..)."""
    event_id, _ = services.events.create(settings(**changes))
    entries = [
        services.players.add(event_id, f"Player{n:03d}", "Test", player_id=f"P{n:04d}")[0]
        for n in range(players)
    ]
    return event_id, entries


def report_round(services: Services, event_id: int, rng: random.Random, text: str = "") -> None:
    """Report every missing result of the current round: ``text`` or a random decided one."""
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing:
        result = text or rng.choice(["2-0", "2-1", "1-2", "0-2"])
        services.rounds.report(event_id, current.number, match.table, result)


def play_with_drop_and_late(
    services: Services, event_id: int, entries: list[int], rounds: int, rng: random.Random
) -> None:
    """Round 1 paired (seed 1) and reported, the last entry dropped after it, a late
    entrant (遅刻 太郎) added, then rounds 2 to ``rounds`` paired and reported: the lines
    a chart of the standings by round must get right."""
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, rng)
    services.players.drop(entries[-1])
    services.players.add(event_id, "遅刻", "太郎", "ちこく")
    for _ in range(rounds - 1):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)


def pod_event(services: Services, players: int, **changes: object) -> tuple[int, list[int]]:
    event_id, _ = services.events.create(settings(structure=Structure.MULTIPLAYER, **changes))
    entries = [
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"M{n:03d}")[0]
        for n in range(players)
    ]
    return event_id, entries


def team_event(services: Services, structure: Structure, teams: int) -> tuple[int, list[int]]:
    """An event with ``teams`` teams named Team00.., members T00A, T00B.. (ids too)."""
    event_id, _ = services.events.create(settings(structure=structure))
    size = 3 if structure is Structure.TEAM_OF_THREE else 2
    ids = []
    for n in range(teams):
        members = [
            TeamMember(f"T{n:02d}{seat}", "Test", player_id=f"T{n:02d}{seat}")
            for seat in "ABC"[:size]
        ]
        ids.append(services.teams.add(event_id, f"Team{n:02d}", members)[0])
    return event_id, ids


def swiss_done(services: Services, players: int = 16, playoff: Playoff = Playoff.TOP8) -> int:
    event_id, _ = new_event(services, players, playoff=playoff)
    rng = random.Random(players)
    for _ in range(services.events.get(event_id).swiss_rounds):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    return event_id


def another_program_writes(services: Services, sql: str, params: tuple[object, ...] = ()) -> None:
    """Run ``sql`` (written with ``?`` marks) on a connection of its own to the services'
    store and commit it: another program, or another station, writing beside them."""
    address = services.address
    if services.file is None:
        import psycopg

        with psycopg.connect(address, autocommit=True) as conn:
            conn.execute(sql.replace("?", "%s"), params)  # type: ignore[arg-type]
        return
    other = sqlite3.connect(address)
    try:
        other.execute(sql, params)
        other.commit()
    finally:
        other.close()


def committed_rows(services: Services) -> list[str]:
    """Every committed row of every table of the services' store, read by a second
    connection, as text (equal lists: nothing was saved in between)."""
    if services.file is None:
        import psycopg

        with psycopg.connect(services.address, autocommit=True) as conn:
            tables = [
                row[0]
                for row in conn.execute(
                    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY 1"
                )
            ]
            return [
                f"{table}: {row!r}"
                for table in tables
                for row in conn.execute(f'SELECT * FROM "{table}" ORDER BY 1')  # type: ignore[arg-type]
            ]
    with sqlite3.connect(f"file:{services.file}?mode=ro", uri=True) as db:
        return list(db.iterdump())


def event_stored_before(path: Path, step: object) -> EventSettings:
    """The settings of an event an earlier mtrdesk stored: a file at the schema before
    migration ``step`` (one of ``store.migrations.MIGRATIONS``) with one plain event,
    then opened (and so upgraded) by this one."""
    from mtrdesk.store import Store, migrations

    before = migrations.MIGRATIONS.index(step)  # type: ignore[arg-type]
    Store.open(path, steps=migrations.MIGRATIONS[:before]).close()
    with sqlite3.connect(path) as conn:
        conn.execute(
            'INSERT INTO "event" (id, name, date, format, kind, rel, games_to_win, swiss_rounds,'
            " rounds_from_recommendation, round_minutes, playoff, floor, notes, created_at)"
            " VALUES (1, '店舗大会', '2026-11-20', 'modern', 'constructed', 'regular',"
            " 2, 5, 0, 50, 'none', 'mtr', '', '2026-11-20 18:00:00')"
        )
    conn.close()
    with Services.open(path) as services:
        return services.events.get(1).settings


def second_round_paired(path: Path, players: int, results_seed: int) -> None:
    """Event 1 in the database at ``path``: ``players`` players, three Swiss rounds, round 1
    reported (results drawn from ``results_seed``), round 2 paired: what the phones' pages
    and their corpus cases are served from."""
    with open_services(path) as services:
        event_id, _ = new_event(services, players, swiss_rounds=3)
        assert event_id == 1
        services.rounds.pair_next(event_id, seed=1)
        report_round(services, event_id, random.Random(results_seed))
        services.rounds.pair_next(event_id, seed=2)


def third_round_paired(services: Services, rng: random.Random) -> tuple[int, list[int]]:
    """A new event of 8 players and four Swiss rounds: rounds 1 and 2 reported (results
    drawn from ``rng``), round 3 paired; its id and entries. What the tests of the phones'
    kept standings change results in."""
    event_id, entries = new_event(services, 8, swiss_rounds=4)
    for seed in (1, 2):
        services.rounds.pair_next(event_id, seed=seed)
        report_round(services, event_id, rng)
    services.rounds.pair_next(event_id, seed=3)
    return event_id, entries
