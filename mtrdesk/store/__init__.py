"""Persistence: the only package that imports peewee. Services reach the file through here."""

from mtrdesk.store.database import (
    DB_ENV_VAR,
    ChosenDatabase,
    Store,
    choose_database,
    resolve_db_path,
)
from mtrdesk.store.errors import (
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
