"""peewee without PostgreSQL's driver until a server is asked for.

peewee imports psycopg (and with it asyncio) when it is itself imported: about 0.25 s of
every start of the window, the command line and each test process, paid by every SQLite
user (issue 33). ``import_peewee`` imports peewee with psycopg hidden, so peewee records
"no psycopg"; ``load_driver`` imports psycopg when a server address is opened and hands
peewee what its import would have set (the module, its JSON types, its psycopg 3 adapter's
transaction states). Written for the peewee version in the lock file; the PostgreSQL tests
use this path.
"""

from __future__ import annotations

import sys
from types import ModuleType


def import_peewee() -> ModuleType:
    """peewee, imported without psycopg unless something imported psycopg already."""
    if "peewee" in sys.modules:
        return sys.modules["peewee"]
    hidden = "psycopg" not in sys.modules
    if hidden:
        sys.modules["psycopg"] = None  # type: ignore[assignment]  # "import psycopg" fails
    try:
        import peewee
    finally:
        if hidden and sys.modules.get("psycopg", False) is None:
            del sys.modules["psycopg"]
    return peewee


def load_driver() -> None:
    """Import psycopg and give peewee what it skipped; nothing when peewee has it."""
    peewee = import_peewee()
    if getattr(peewee, "psycopg", None) is not None:
        return
    import psycopg
    from psycopg.pq import TransactionStatus
    from psycopg.types.json import Json, Jsonb

    peewee.psycopg = psycopg  # type: ignore[attr-defined]
    peewee.TransactionStatus = TransactionStatus  # type: ignore[attr-defined]
    peewee.Json_pg3 = Json  # type: ignore[attr-defined]
    peewee.Jsonb_pg3 = Jsonb  # type: ignore[attr-defined]
    adapter = peewee.Psycopg3Adapter
    adapter.txn_idle = TransactionStatus.IDLE
    adapter.txn_inerror = TransactionStatus.INERROR
    adapter.txn_unknown = TransactionStatus.UNKNOWN


# Imported first by ``mtrdesk.store``: peewee comes without psycopg from here on.
import_peewee()
