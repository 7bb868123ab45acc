"""Persistence: the only package that imports peewee. Services reach the file through here."""

from mtrdesk.store.database import DB_ENV_VAR, Store, resolve_db_path
from mtrdesk.store.errors import (
    DatabaseInUse,
    DiskFull,
    NewerDatabase,
    NotOurDatabase,
    StorageFailure,
    StoreError,
)

__all__ = [
    "DB_ENV_VAR",
    "DatabaseInUse",
    "DiskFull",
    "NewerDatabase",
    "NotOurDatabase",
    "StorageFailure",
    "Store",
    "StoreError",
    "resolve_db_path",
]
