"""The store's refusals (``mtrdesk.store.errors``) as the services hand them on.

``Services.open`` and every use case may raise these; ``mtrdesk.words.messages`` turns
each into a sentence without reaching into the store layer itself.
"""

from mtrdesk.store.errors import (
    ConnectionLost,
    DamagedContent,
    DamagedDatabase,
    DatabaseInUse,
    DatabaseLocked,
    DiskFull,
    EmptyDatabaseName,
    EmptyServerDatabase,
    ForeignServerDatabase,
    HardLinkedDatabase,
    MigrationFailed,
    MissingDatabase,
    NewDatabaseNotAsked,
    NewerDatabase,
    NoServerDatabase,
    NotOurDatabase,
    OlderDatabase,
    ReadOnlyDatabase,
    ServerUnreachable,
    SharedDatabaseBusy,
    StorageFailure,
    StoreError,
)

__all__ = [
    "ConnectionLost",
    "DamagedContent",
    "DamagedDatabase",
    "DatabaseInUse",
    "DatabaseLocked",
    "DiskFull",
    "EmptyDatabaseName",
    "EmptyServerDatabase",
    "ForeignServerDatabase",
    "HardLinkedDatabase",
    "MigrationFailed",
    "MissingDatabase",
    "NewDatabaseNotAsked",
    "NewerDatabase",
    "NoServerDatabase",
    "NotOurDatabase",
    "OlderDatabase",
    "ReadOnlyDatabase",
    "ServerUnreachable",
    "SharedDatabaseBusy",
    "StorageFailure",
    "StoreError",
]
