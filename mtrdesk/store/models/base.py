"""How every table reaches its database: one proxy per thread, and the base model.

peewee adds the ``id`` primary key and each foreign key's ``<name>_id`` column value
itself; the bare annotations at the top of each class only tell the type checker they are
there (``row.id`` and ``row.event_id`` are ``int``, ``Entry.id`` a column in a query).
"""

from __future__ import annotations

import threading

import peewee as pw


class ThreadDatabaseProxy(pw.DatabaseProxy):
    """A ``DatabaseProxy`` that reaches a database per thread.

    ``Store.atomic`` points the proxy at its store for the length of a transaction. The
    web server beside the window runs its transactions on a thread of its own, on its own
    connection: with one proxy for the whole process, a phone's request would point the
    window's transaction, half done, at the server's connection. Each thread's proxy is
    its own, so both run side by side and SQLite orders their commits.
    """

    __slots__ = ("_local",)

    def __init__(self) -> None:
        object.__setattr__(self, "_local", threading.local())
        super().__init__()

    @property
    def obj(self) -> pw.Database | None:
        return getattr(self._local, "db", None)

    @obj.setter
    def obj(self, value: pw.Database | None) -> None:
        self._local.db = value

    def __setattr__(self, attr: str, value: object) -> None:
        if attr == "obj":
            self._local.db = value
        elif attr in ("_callbacks", "_Model"):
            object.__setattr__(self, attr, value)
        else:
            raise AttributeError("Cannot set attribute on proxy.")


database_proxy = ThreadDatabaseProxy()


class BaseModel(pw.Model):
    class Meta:
        database = database_proxy
        legacy_table_names = False


class MetaValue(BaseModel):
    """Key/value facts about the file itself: the schema version above all."""

    key = pw.TextField(primary_key=True)
    value = pw.TextField()

    class Meta:
        table_name = "meta"
