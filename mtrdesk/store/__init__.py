"""Persistence: the only package that imports peewee. Services reach the file through here."""

# First, so peewee does not load PostgreSQL's driver for an SQLite file (server_driver).
from mtrdesk.store import server_driver  # noqa: F401  # isort: split
from mtrdesk.store.database import (
    DB_ENV_VAR,
    ChosenDatabase,
    Store,
    choose_database,
    resolve_db_path,
)
from mtrdesk.store.errors import (
    DamagedContent,
    DamagedDatabase,
    DatabaseInUse,
    DatabaseLocked,
    DiskFull,
    EmptyDatabaseName,
    HardLinkedDatabase,
    MigrationFailed,
    MissingDatabase,
    NewDatabaseNotAsked,
    NewerDatabase,
    NotOurDatabase,
    OlderDatabase,
    ReadOnlyDatabase,
    StorageFailure,
    StoreError,
)

__all__ = [
    "DB_ENV_VAR",
    "ChosenDatabase",
    "DamagedContent",
    "DamagedDatabase",
    "DatabaseInUse",
    "DatabaseLocked",
    "DiskFull",
    "EmptyDatabaseName",
    "HardLinkedDatabase",
    "MigrationFailed",
    "MissingDatabase",
    "NewDatabaseNotAsked",
    "NewerDatabase",
    "NotOurDatabase",
    "OlderDatabase",
    "ReadOnlyDatabase",
    "StorageFailure",
    "Store",
    "StoreError",
    "choose_database",
    "resolve_db_path",
]
