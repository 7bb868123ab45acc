"""The PostgreSQL schema (``store.postgres.schema``, issue 17) is SQLite's migrated schema
and the models' tables, column by column: the same columns and nullability, types that
correspond, the same defaults, primary keys, indexes (unique, partial, their columns) and
foreign keys with their ON DELETE, each deferrable. The two cannot drift apart: a column,
an index or a rule left out of ``STATEMENTS`` fails here (``test_a_changed_statement_
is_caught`` proves it). Then rows go through the peewee models on PostgreSQL and come back
equal, and a database that already has tables is refused untouched."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import peewee as pw
import psycopg
import pytest
from playhouse.postgres_ext import Psycopg3Database

from mtrdesk.store import Store, audit_chain, migrations
from mtrdesk.store.models import (
    MODELS,
    AuditLog,
    Entry,
    Event,
    FloorReport,
    Match,
    MetaValue,
    RosterPlayer,
    Round,
)
from mtrdesk.store.postgres import schema as postgres_schema


@dataclass(frozen=True)
class Column:
    type: str  # PostgreSQL's name of the type (SQLite's translated)
    nullable: bool
    default: str | None  # the default as a normalized SQL literal


@dataclass
class Table:
    columns: dict[str, Column] = field(default_factory=dict)
    primary_key: tuple[str, ...] = ()
    #: name -> (columns, unique, predicate of a partial index or "")
    indexes: dict[str, tuple[tuple[str, ...], bool, str]] = field(default_factory=dict)
    #: (column, table, its column, ON DELETE)
    foreign_keys: set[tuple[str, str, str, str]] = field(default_factory=set)


#: How each SQLite column type reads on PostgreSQL, unless the model says otherwise.
SQLITE_TO_POSTGRES = {
    "INTEGER": "integer",
    "TEXT": "text",
    "DATETIME": "timestamp without time zone",
    "DATE": "date",
}
#: Model fields whose PostgreSQL type is not the translation of the SQLite type.
FIELD_TYPES: dict[type[pw.Field], str] = {pw.BooleanField: "boolean", pw.BigIntegerField: "bigint"}
#: Kept as text on PostgreSQL too: the audit chain hashes the stored text.
TEXT_TIMES = {("audit_log", "when")}
DELETE_RULES = {
    "a": "NO ACTION",
    "r": "RESTRICT",
    "c": "CASCADE",
    "n": "SET NULL",
    "d": "SET DEFAULT",
}


def normalized_default(text: str | None) -> str | None:
    """SQLite's and PostgreSQL's spelling of a default as one literal: ``''::text`` and
    ``''`` are '', ``false`` is 0, ``true`` is 1."""
    if text is None:
        return None
    text = re.sub(r"::[a-z ]+$", "", text.strip())
    return {"false": "0", "true": "1"}.get(text.lower(), text)


def normalized_predicate(text: str) -> str:
    """A partial index's WHERE as one spelling: no quotes, parentheses or casts."""
    text = re.sub(r"::[a-z ]+", "", text).replace('"', "").replace("!=", "<>")
    return " ".join(text.replace("(", " ").replace(")", " ").split())


def model_types(model: type[pw.Model]) -> dict[str, type[pw.Field]]:
    return {f.column_name: type(f) for f in model._meta.sorted_fields}


def sqlite_tables(path: Path) -> dict[str, Table]:
    """What a new SQLite file says about each table after every migration step."""
    tables: dict[str, Table] = {}
    models = {m._meta.table_name: m for m in MODELS}
    with Store.open(path) as store:
        db = store.db
        names = [
            row[0]
            for row in db.execute_sql(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        for name in names:
            table = Table()
            types = model_types(models[name]) if name in models else {}
            keys = []
            for _cid, column, declared, notnull, default, pk in db.execute_sql(
                f'PRAGMA table_info("{name}")'
            ):
                pg_type = SQLITE_TO_POSTGRES[declared.upper()]
                for kind, special in FIELD_TYPES.items():
                    if issubclass(types.get(column, pw.Field), kind):
                        pg_type = special
                if (name, column) in TEXT_TIMES:
                    pg_type = "text"
                table.columns[column] = Column(
                    pg_type, not notnull and not pk, normalized_default(default)
                )
                if pk:
                    keys.append((pk, column))
            table.primary_key = tuple(column for _, column in sorted(keys))
            for _seq, index, unique, origin, partial in db.execute_sql(
                f'PRAGMA index_list("{name}")'
            ):
                if origin == "pk":
                    continue
                columns = tuple(row[2] for row in db.execute_sql(f'PRAGMA index_info("{index}")'))
                predicate = ""
                if partial:
                    (sql,) = db.execute_sql(
                        "SELECT sql FROM sqlite_master WHERE name = ?", (index,)
                    ).fetchone()
                    predicate = normalized_predicate(sql.split(" WHERE ", 1)[1])
                table.indexes[index] = (columns, bool(unique), predicate)
            for row in db.execute_sql(f'PRAGMA foreign_key_list("{name}")'):
                _id, _seq, parent, column, to, _on_update, on_delete, _match = row
                table.foreign_keys.add((column, parent, to, on_delete))
            tables[name] = table
    return tables


def postgres_tables(conn: psycopg.Connection[Any]) -> tuple[dict[str, Table], list[str]]:
    """What PostgreSQL's catalogs say about each table of the current schema, and every
    foreign key that is not ``DEFERRABLE INITIALLY IMMEDIATE``."""
    tables: dict[str, Table] = {}
    not_deferrable = []
    names = conn.execute(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    ).fetchall()
    for (name,) in names:
        table = Table()
        for column, data_type, nullable, default in conn.execute(
            "SELECT column_name, data_type, is_nullable, column_default"
            " FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = %s",
            (name,),
        ):
            table.columns[column] = Column(
                data_type, nullable == "YES", normalized_default(default)
            )
        (key,) = conn.execute(
            "SELECT array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)"
            "  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum"
            "  ORDER BY k.n)"
            " FROM pg_constraint c WHERE c.contype = 'p' AND c.conrelid = %s::regclass",
            (f'"{name}"',),
        ).fetchone() or ([],)
        table.primary_key = tuple(key)
        for index, unique, predicate, columns in conn.execute(
            "SELECT i.relname, x.indisunique, pg_get_expr(x.indpred, x.indrelid),"
            " array(SELECT a.attname FROM unnest(x.indkey::int2[]) WITH ORDINALITY k(attnum, n)"
            "  JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum"
            "  ORDER BY k.n)"
            " FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid"
            " WHERE x.indrelid = %s::regclass AND NOT x.indisprimary",
            (f'"{name}"',),
        ):
            table.indexes[index] = (
                tuple(columns),
                unique,
                normalized_predicate(predicate) if predicate else "",
            )
        for columns, parent, targets, rule, deferrable, deferred, constraint in conn.execute(
            "SELECT array(SELECT a.attname FROM unnest(c.conkey) k(attnum)"
            "  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum),"
            " c.confrelid::regclass::text,"
            " array(SELECT a.attname FROM unnest(c.confkey) k(attnum)"
            "  JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum),"
            " c.confdeltype, c.condeferrable, c.condeferred, c.conname"
            " FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid = %s::regclass",
            (f'"{name}"',),
        ):
            assert len(columns) == len(targets) == 1, constraint
            table.foreign_keys.add((columns[0], parent.strip('"'), targets[0], DELETE_RULES[rule]))
            if not deferrable or deferred:
                not_deferrable.append(f"{name}.{columns[0]}")
        tables[name] = table
    return tables, not_deferrable


def model_differences(tables: dict[str, Table], where: str) -> list[str]:
    """What the models declare and ``tables`` lack: every column with its nullability,
    the primary key, each unique index (``Meta.indexes``, ``unique=True``) and foreign key."""
    found = []
    for model in MODELS:
        name = model._meta.table_name
        table = tables.get(name)
        if table is None:
            found.append(f"{where}: no table {name}")
            continue
        pk = model._meta.primary_key
        nullable = {f.column_name: f.null and f is not pk for f in model._meta.sorted_fields}
        actual = {column: c.nullable for column, c in table.columns.items()}
        if actual != nullable:
            found.append(f"{where}: {name} columns {actual} != model {nullable}")
        if table.primary_key != (pk.column_name,):
            found.append(f"{where}: {name} primary key {table.primary_key} != {pk.column_name}")
        unique = {cols for cols, is_unique, _ in table.indexes.values() if is_unique}
        wanted = [(f.column_name,) for f in model._meta.sorted_fields if f.unique]
        for fields, is_unique in model._meta.indexes:
            if is_unique:
                wanted.append(tuple(model._meta.fields[f].column_name for f in fields))
        for cols in wanted:
            if cols not in unique:
                found.append(f"{where}: {name} lacks the unique index on {cols}")
        for f in model._meta.sorted_fields:
            if isinstance(f, pw.ForeignKeyField):
                key = (
                    f.column_name,
                    f.rel_model._meta.table_name,
                    f.rel_field.column_name,
                    (f.on_delete or "NO ACTION").upper(),
                )
                if key not in table.foreign_keys:
                    found.append(f"{where}: {name} lacks the foreign key {key}")
            default = f.default
            if default is not None and not callable(default) and f is not pk:
                literal = f"'{default}'" if isinstance(default, str) else str(int(default))
                column = table.columns.get(f.column_name)
                if column is not None and column.default != literal:
                    found.append(f"{where}: {name}.{f.column_name} default != {literal}")
    return found


def schema_differences(sqlite: dict[str, Table], postgres: dict[str, Table]) -> list[str]:
    """Every way the two schemas differ, table by table; empty when they agree."""
    found = []
    if set(sqlite) != set(postgres):
        found.append(f"tables: SQLite {sorted(sqlite)} PostgreSQL {sorted(postgres)}")
    for name in sorted(set(sqlite) & set(postgres)):
        a, b = sqlite[name], postgres[name]
        for column in sorted(set(a.columns) | set(b.columns)):
            if a.columns.get(column) != b.columns.get(column):
                found.append(
                    f"{name}.{column}: SQLite {a.columns.get(column)}"
                    f" PostgreSQL {b.columns.get(column)}"
                )
        if a.primary_key != b.primary_key:
            found.append(f"{name} primary key: SQLite {a.primary_key} PostgreSQL {b.primary_key}")
        for index in sorted(set(a.indexes) | set(b.indexes)):
            if a.indexes.get(index) != b.indexes.get(index):
                found.append(
                    f"{name} index {index}: SQLite {a.indexes.get(index)}"
                    f" PostgreSQL {b.indexes.get(index)}"
                )
        if a.foreign_keys != b.foreign_keys:
            found.append(
                f"{name} foreign keys: SQLite only {sorted(a.foreign_keys - b.foreign_keys)}"
                f" PostgreSQL only {sorted(b.foreign_keys - a.foreign_keys)}"
            )
    return found


@pytest.fixture(scope="module")
def sqlite_schema(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Table]:
    return sqlite_tables(tmp_path_factory.mktemp("sqlite") / "events.sqlite3")


@pytest.fixture
def pg(postgres_dsn: str) -> Iterator[Psycopg3Database]:
    db = Psycopg3Database(postgres_dsn)
    db.connect()
    try:
        yield db
    finally:
        db.close()


def catalog(dsn: str) -> tuple[dict[str, Table], list[str]]:
    with psycopg.connect(dsn) as conn:
        return postgres_tables(conn)


def meta_rows(dsn: str) -> dict[str, str]:
    with psycopg.connect(dsn) as conn:
        return dict(conn.execute('SELECT "key", "value" FROM "meta"').fetchall())


def test_the_schema_is_at_the_version_migrations_write() -> None:
    assert postgres_schema.SCHEMA_VERSION == migrations.supported_version() == 18


def test_postgres_schema_matches_sqlite_and_the_models(
    pg: Psycopg3Database, postgres_dsn: str, sqlite_schema: dict[str, Table]
) -> None:
    postgres_schema.create_schema(pg)
    tables, not_deferrable = catalog(postgres_dsn)
    assert set(tables) == {m._meta.table_name for m in MODELS}
    assert schema_differences(sqlite_schema, tables) == []
    assert model_differences(sqlite_schema, "SQLite") == []
    assert model_differences(tables, "PostgreSQL") == []
    assert not_deferrable == []
    declared = [
        f for m in MODELS for f in m._meta.sorted_fields if isinstance(f, pw.ForeignKeyField)
    ]
    assert sum(len(t.foreign_keys) for t in tables.values()) == len(declared) == 31
    assert tables["audit_log"].columns["when"].type == "text"
    assert tables["round"].columns["seed"].type == "bigint"
    assert tables["roster_player"].indexes["roster_player_player_id"] == (
        ("player_id",),
        True,
        "player_id <> ''",
    )
    assert meta_rows(postgres_dsn) == {
        migrations.SCHEMA_VERSION_KEY: str(migrations.supported_version()),
        postgres_schema.OWNER_KEY: postgres_schema.OWNER_VALUE,
        audit_chain.HEAD_KEY: "",
        postgres_schema.CHANGES_KEY: "0",
    }


def _without(pattern: str, replacement: str = "") -> tuple[str, ...]:
    """``STATEMENTS`` with the first match of ``pattern`` replaced (statements it empties
    are left out)."""
    text = "\x00".join(postgres_schema.STATEMENTS)
    changed, count = re.subn(pattern, replacement, text, count=1)
    assert count == 1, pattern
    return tuple(s for s in changed.split("\x00") if s.strip())


@pytest.mark.parametrize(
    ("statements", "caught"),
    [
        pytest.param(_without(r',\s*"pod_seat" INTEGER'), "entry.pod_seat", id="column"),
        pytest.param(
            _without(r'CREATE UNIQUE INDEX "slip_code_code"[^\x00]*'),
            "index slip_code_code",
            id="unique-index",
        ),
        pytest.param(
            _without(r'"staff_pin" TEXT COLLATE "C" NOT NULL', '"staff_pin" TEXT COLLATE "C"'),
            "floor_settings.staff_pin",
            id="nullability",
        ),
        pytest.param(
            _without(
                r'"roster_player" \("id"\) ON DELETE RESTRICT',
                '"roster_player" ("id") ON DELETE CASCADE',
            ),
            "entry foreign keys",
            id="on-delete",
        ),
        pytest.param(
            _without(r"WHERE \"team_id\" IS NOT NULL"), "index entry_team_id_seat", id="partial"
        ),
        pytest.param(_without(r'"seed" BIGINT', '"seed" INTEGER'), "round.seed", id="bigint"),
    ],
)
def test_a_changed_statement_is_caught(
    pg: Psycopg3Database,
    postgres_dsn: str,
    sqlite_schema: dict[str, Table],
    monkeypatch: pytest.MonkeyPatch,
    statements: tuple[str, ...],
    caught: str,
) -> None:
    monkeypatch.setattr(postgres_schema, "STATEMENTS", statements)
    postgres_schema.create_schema(pg)
    tables, _ = catalog(postgres_dsn)
    found = schema_differences(sqlite_schema, tables)
    assert any(caught in line for line in found), found


def test_a_foreign_key_not_deferrable_is_caught(
    pg: Psycopg3Database, postgres_dsn: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    statements = _without(
        r'"team" \("id"\) ON DELETE SET NULL DEFERRABLE INITIALLY IMMEDIATE',
        '"team" ("id") ON DELETE SET NULL',
    )
    monkeypatch.setattr(postgres_schema, "STATEMENTS", statements)
    postgres_schema.create_schema(pg)
    assert catalog(postgres_dsn)[1] == ["entry.team_id"]


T0 = dt.datetime(2026, 11, 20, 19, 0, 0, 123456)


def test_rows_go_through_the_models_and_come_back_equal(
    pg: Psycopg3Database, postgres_dsn: str
) -> None:
    postgres_schema.create_schema(pg)
    with pg.bind_ctx(MODELS):
        with pg.atomic():
            event = Event.create(
                name="木曜スタンダード",
                date=dt.date(2026, 11, 20),
                format="standard",
                kind="constructed",
                rel="regular",
                games_to_win=2,
                round_minutes=50,
                playoff="top8",
                floor="swiss",
                created_at=T0,
                rounds_from_recommendation=True,
            )
            players = [
                RosterPlayer.create(family="山田", given="太郎", player_id="1234"),
                RosterPlayer.create(family="Lee", given="Ann"),
            ]
            entries = [Entry.create(event=event, roster=p, created_at=T0) for p in players]
            rnd = Round.create(event=event, number=1, seed=2**40 + 7, paired_at=T0)
            match = Match.create(
                round=rnd, table=12, kind="paired", player1=entries[0], player2=entries[1]
            )
            match.wins1, match.wins2, match.draws = 2, 1, 0
            match.reported_at = T0 + dt.timedelta(minutes=41)
            match.save()
            report = FloorReport.create(
                match=match,
                wins1=2,
                wins2=1,
                draws=0,
                device="phone-1",
                state="accepted",
                reported_at=T0,
                decided_at=T0 + dt.timedelta(seconds=5),
                decided_by="HJ",
            )
            stamp = audit_chain.when_text(T0)
            detail = f'{{"match": {match.id}}}'
            digest = audit_chain.link_hash(
                audit_chain.GENESIS, 1, event.id, stamp, "result.enter", detail
            )
            AuditLog.create(
                id=1,
                event=event,
                event_ref=event.id,
                when=stamp,
                action="result.enter",
                detail=detail,
                prev_hash=audit_chain.GENESIS,
                hash=digest,
            )
        got = Event.get_by_id(event.id)
        assert (got.name, got.date, got.created_at) == (event.name, event.date, T0)
        assert (got.rounds_from_recommendation, got.pods_lifted) == (True, False)
        assert (got.structure, got.end_rule, got.notes) == ("individual", "fixed", "")
        assert [
            (e.roster.family, e.awarded_byes, e.team_id) for e in Entry.select().order_by(Entry.id)
        ] == [("山田", 0, None), ("Lee", 0, None)]
        assert Round.get_by_id(rnd.id).seed == 2**40 + 7
        m = Match.get_by_id(match.id)
        assert (m.table, m.seat, m.player1_id, m.player2_id) == (12, "", *[e.id for e in entries])
        assert (m.wins1, m.wins2, m.draws, m.reported_at) == (2, 1, 0, match.reported_at)
        r = FloorReport.get_by_id(report.id)
        assert (r.match_id, r.state, r.decided_at, r.decided_by) == (
            match.id,
            "accepted",
            T0 + dt.timedelta(seconds=5),
            "HJ",
        )
        assert AuditLog.get_by_id(1).when == T0  # read back as on SQLite
        assert MetaValue.get_by_id("schema_version").value == str(migrations.supported_version())
    with psycopg.connect(postgres_dsn) as conn:
        row = conn.execute(
            'SELECT "id", "event_ref", "when", "action", "detail", "hash" FROM "audit_log"'
        ).fetchone()
    assert row is not None
    # The text the hash was taken of is the text stored, byte for byte.
    assert row[2] == stamp == "2026-11-20 19:00:00.123456"
    assert audit_chain.link_hash(audit_chain.GENESIS, *row[:5]) == row[5] == digest


def test_foreign_keys_are_checked_at_once_unless_deferred(
    pg: Psycopg3Database, postgres_dsn: str
) -> None:
    postgres_schema.create_schema(pg)
    insert_team = (
        'INSERT INTO "team" ("id", "event_id", "name", "created_at") VALUES (1, 9, \'A\', now())'
    )
    with psycopg.connect(postgres_dsn) as conn:
        with pytest.raises(psycopg.errors.ForeignKeyViolation):
            conn.execute(insert_team)
        conn.rollback()
        conn.execute("SET CONSTRAINTS ALL DEFERRED")
        conn.execute(insert_team)
        conn.execute(
            'INSERT INTO "event" ("id", "name", "date", "format", "kind", "rel", "games_to_win",'
            ' "round_minutes", "playoff", "floor", "created_at")'
            " VALUES (9, 'e', '2026-11-20', 'f', 'k', 'r', 2, 50, 'p', 'f', now())"
        )
        conn.commit()
        assert conn.execute('SELECT count(*) FROM "team"').fetchone() == (1,)


def test_a_database_with_tables_is_refused_untouched(
    pg: Psycopg3Database, postgres_dsn: str
) -> None:
    postgres_schema.create_schema(pg)
    before = (catalog(postgres_dsn)[0], meta_rows(postgres_dsn))
    with pytest.raises(postgres_schema.DatabaseNotEmpty):
        postgres_schema.create_schema(pg)
    assert (catalog(postgres_dsn)[0], meta_rows(postgres_dsn)) == before


def test_another_programs_database_is_refused_untouched(
    pg: Psycopg3Database, postgres_dsn: str
) -> None:
    with psycopg.connect(postgres_dsn) as conn:
        conn.execute('CREATE TABLE "theirs" ("id" INTEGER)')
    with pytest.raises(postgres_schema.DatabaseNotEmpty, match="theirs"):
        postgres_schema.create_schema(pg)
    assert list(catalog(postgres_dsn)[0]) == ["theirs"]
