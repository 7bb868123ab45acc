"""Moving a whole store to another one (issue 17): an SQLite file onto a PostgreSQL server
and back, checked by comparing every table (``mtrdesk copy-store FROM TO``).

``copy_store`` opens ``source`` read-only (it may be open in a window meanwhile: nothing is
locked or written there) and copies every row of every table, ids included, into
``target`` (``store.copying``):

* a file name that does not exist yet becomes a new SQLite file (``copy_into_file``: a
  failure leaves no file behind);
* an existing mtrdesk file, or a server database, must hold no rows yet; an empty server
  database gets the schema first. One that holds rows is refused (``TargetNotEmpty``)
  and left as it was: copying onto an event database in use would mix two events' ids.

The copy is then opened again on its own and compared with the source table by table,
and its audit chain is walked (``integrity.check_audit_chain``) and its results replayed
from the audit log (``result_audit``): what was copied is what is read back, and a result
changed outside mtrdesk is named.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from mtrdesk.core.progress import Progress
from mtrdesk.services.errors import ServiceWarning
from mtrdesk.services.facade import Services
from mtrdesk.services.safekeeping.integrity import check_audit_chain
from mtrdesk.services.safekeeping.result_audit import ResultMismatch, results_against_audit
from mtrdesk.store.copying import TableCount, TargetNotEmpty, compare, copy_into_file, copy_rows
from mtrdesk.store.errors import MissingDatabase, StoreError
from mtrdesk.store.file_checks import real_path
from mtrdesk.store.postgres.server_address import (
    display_address,
    is_server_address,
    server_database,
)

__all__ = [
    "SameStore",
    "SourceMissing",
    "StoreCopy",
    "TableCount",
    "TargetNotEmpty",
    "copy_store",
    "same_store",
    "shown_name",
]


class SameStore(StoreError):
    """The source and the target are one database: nothing was copied."""


class SourceMissing(MissingDatabase):
    """There is no database to copy from at the name given: nothing was copied."""


@dataclass(frozen=True)
class StoreCopy:
    """What ``copy_store`` did: where from and to (as people read them, no password),
    each table's rows in both, and the copy's audit chain: ``None`` when whole, else the
    warning naming the first row that does not fit (a log edited outside mtrdesk in the
    source arrives edited)."""

    source: str
    target: str
    tables: tuple[TableCount, ...]
    audit: ServiceWarning | None
    #: Matches whose stored result differs from the one the audit log says was entered
    #: (``services.safekeeping.result_audit``, issue 27): changed outside mtrdesk, copied as they
    #: are.
    unaudited: tuple[ResultMismatch, ...] = ()

    @property
    def same(self) -> bool:
        """Every table of the copy is the source's, row by row."""
        return all(t.same for t in self.tables)

    @property
    def differing(self) -> tuple[str, ...]:
        return tuple(t.table for t in self.tables if not t.same)


def same_store(first: str, second: str) -> bool:
    """Whether two names (files or ``postgresql://`` addresses) are one database: a file
    by its one real name (links and ``dir/..`` resolved), a server's by host, port and
    database whoever connects."""
    servers = is_server_address(first), is_server_address(second)
    if servers == (True, True):
        return server_database(first) == server_database(second)
    if servers != (False, False):
        return False
    one, other = real_path(first), real_path(second)
    if one == other:
        return True
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def shown_name(name: str) -> str:
    """A name as given, as people read it: a server's address without its password."""
    return display_address(name) if is_server_address(name) else str(Path(name).expanduser())


def copy_store(source: str, target: str, progress: Progress | None = None) -> StoreCopy:
    """Copy the whole store ``source`` into ``target`` (see the module's docstring) and
    compare them. Refusals (``StoreError``), nothing changed: ``SameStore``,
    ``SourceMissing``, ``TargetNotEmpty``, or what opening either store refused.
    ``progress`` hears of the rows copied (``store.copying.copy_rows``)."""
    if same_store(source, target):
        raise SameStore(None, shown_name(source))
    try:
        origin = Services.open(source, read_only=True, create=False, check_content=False)
    except MissingDatabase as exc:
        raise SourceMissing(exc.path, shown_name(source)) from exc
    try:
        if is_server_address(target) or real_path(target).exists():
            _copy_into_store(origin, target, progress)
        else:
            copy_into_file(origin.store, real_path(target), progress)
        with Services.open(target, read_only=True, create=False, check_content=False) as copy:
            tables = compare(origin.store, copy.store)
            audit = check_audit_chain(copy.context)
            unaudited = tuple(results_against_audit(copy.context))
            return StoreCopy(origin.location, copy.location, tuple(tables), audit, unaudited)
    finally:
        origin.close()


def _copy_into_store(origin: Services, target: str, progress: Progress | None) -> None:
    """Into an existing database: a file of ours, or a server's (an empty one gets the
    schema). ``TargetNotEmpty`` when it holds any row; nothing is written then."""
    with Services.open(target, create=is_server_address(target), check_content=False) as into:
        copy_rows(origin.store, into.store, progress)
