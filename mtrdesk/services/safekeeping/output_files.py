"""Files a command writes: never onto what it reads, and never half-written (issue 14).

``mtrdesk export 1 --db X -o X`` once replaced the database with the event file, and
``print standings ev.mtrdesk -o ev.mtrdesk`` the event file with a PDF. ``refuse_overwrite``
compares the output with every input of the command and with the database and its
companions (``-wal``, ``-shm``, ``.lock``) by identity: the same device and inode when the
file exists (a hard link, a symbolic link, ``dir/../name``), else the resolved path.

``write_atomically`` writes into a temporary file in the output's own folder and moves it
over the output in one step (``os.replace``), so a failure midway leaves the old file.

Only a regular file, or a name that does not exist yet, is ever written (issue 27): the
move would otherwise replace a FIFO, a socket or a device file (run as root,
``-o /dev/full`` once replaced the machine's ``/dev/full``) with an ordinary file.
``refuse_overwrite`` refuses them before any work, and ``write_atomically`` checks again
just before the move, for every caller (the command line and the window's saves). An
mtrdesk database that is not the one open is refused too, unless ``force``; then
``keep_replaced_database`` copies it beside itself first (``store.kept_copies``).
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import BinaryIO

from mtrdesk.services.errors import Problem, ServiceError

#: What SQLite keeps beside a database file (the one-copy lock: ``store.lock``).
DATABASE_COMPANIONS = ("-wal", "-shm", "-journal")


def _resolved(path: Path) -> Path:
    try:
        return Path(os.path.realpath(path.expanduser()))
    except (OSError, ValueError):
        return path.absolute()


def same_file(first: Path, second: Path) -> bool:
    """Whether two names reach one file: one inode when both exist, else one resolved path."""
    try:
        if os.path.samefile(first, second):
            return True
    except (OSError, ValueError):
        pass
    return _resolved(first) == _resolved(second)


def database_files(database: Path) -> list[Path]:
    """The database file and the files SQLite and the lock keep beside it."""
    from mtrdesk.store.lock import lock_path_for

    companions = [database.with_name(database.name + end) for end in DATABASE_COMPANIONS]
    return [database, *companions, lock_path_for(database)]


def chosen_database(explicit: str | None, environ: Mapping[str, str]) -> Path | None:
    """The database ``--db`` (else ``MTRDESK_DB``, else the data folder's) names, unopened;
    ``None`` when no path can be made of it."""
    from mtrdesk.store.database import resolve_db_path

    try:
        return resolve_db_path(explicit, environ)
    except (OSError, ValueError, RuntimeError):
        return None


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISSOCK(mode):
        return "socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def refuse_not_a_file(output: Path) -> None:
    """Raise ``OUTPUT_IS_FOLDER`` or ``OUTPUT_NOT_A_FILE`` unless ``output`` (followed
    through symbolic links) is a regular file or names nothing yet; nothing is opened."""
    try:
        mode = os.stat(output).st_mode
    except (OSError, ValueError):  # nothing there yet (or unreachable: the write will say)
        return
    if stat.S_ISDIR(mode):
        raise ServiceError(Problem.OUTPUT_IS_FOLDER, path=str(output))
    if not stat.S_ISREG(mode):
        raise ServiceError(Problem.OUTPUT_NOT_A_FILE, path=str(output), kind=_kind(mode))


def refuse_overwrite(
    output: Path,
    inputs: Iterable[Path] = (),
    database: Path | None = None,
    *,
    force: bool = False,
) -> None:
    """Refuse (``ServiceError``) an output that is not a regular file or a new name, an
    input of the command, the database (or one of its companions), or another mtrdesk
    database unless ``force``: writing it would destroy what is there."""
    refuse_not_a_file(output)
    if database is not None:
        for companion in database_files(database):
            if same_file(output, companion):
                raise ServiceError(Problem.OUTPUT_IS_DATABASE, path=str(output))
    for source in inputs:
        if same_file(output, source):
            raise ServiceError(Problem.OUTPUT_IS_INPUT, path=str(output))
    if not force and _is_event_database(output):
        raise ServiceError(Problem.OUTPUT_IS_AN_EVENT_DATABASE, path=str(output))


def _is_event_database(path: Path) -> bool:
    from mtrdesk.store.file_checks import is_mtrdesk_database

    return is_mtrdesk_database(_resolved(path))


def keep_replaced_database(output: Path) -> Path | None:
    """Before a forced write over an mtrdesk database: copy it beside itself and say
    where (``store.kept_copies``); ``None`` when ``output`` is no database. Refuses
    (``DatabaseInUse``) a database another running mtrdesk has open."""
    if not _is_event_database(output):
        return None
    from mtrdesk.store.kept_copies import keep_copy

    return keep_copy(_resolved(output))


def write_atomically(path: Path, write: Callable[[BinaryIO], None]) -> None:
    """Call ``write`` on a temporary file beside ``path``, then put it in ``path``'s place;
    if anything fails, ``path`` keeps what it held and the temporary file goes."""
    target = _resolved(path) if path.is_symlink() else path
    folder = target.parent if str(target.parent) else Path(".")
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix="~", dir=folder)
    try:
        with os.fdopen(handle, "wb") as stream:
            write(stream)
            stream.flush()
            os.fsync(stream.fileno())
        with contextlib.suppress(OSError):  # keep the old file's permissions when it had some
            os.chmod(temporary, os.stat(target).st_mode & 0o7777)
        if not _had_file(target):
            os.chmod(temporary, 0o666 & ~_umask())
        refuse_not_a_file(target)  # made a FIFO or a device since the command checked?
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _had_file(path: Path) -> bool:
    return path.exists()


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
