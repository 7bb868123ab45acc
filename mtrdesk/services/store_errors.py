"""The store's refusals (``mtrdesk.store.errors``) as the services hand them on.

``Services.open`` and every use case may raise these; ``mtrdesk.words.messages`` turns
each into a sentence without reaching into the store layer itself.
"""

from mtrdesk.store.errors import (
    DatabaseInUse,
    DiskFull,
    NewerDatabase,
    NotOurDatabase,
    StorageFailure,
    StoreError,
)

__all__ = [
    "DatabaseInUse",
    "DiskFull",
    "NewerDatabase",
    "NotOurDatabase",
    "StorageFailure",
    "StoreError",
]
