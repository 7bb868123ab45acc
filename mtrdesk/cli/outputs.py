"""Where a subcommand writes: refused when it is an input of the command or the database,
and written whole or not at all (``services.safekeeping.output_files``; issue 14); never a FIFO,
socket, device or folder, and another mtrdesk database only with ``--force``, which keeps
a copy of it first (issue 27). Every subcommand with an output goes through here. A refusal's
output: one translated line and its exit status (``reported``)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import BinaryIO

from mtrdesk.core.refusal import Refusal


def chosen_database(args: argparse.Namespace) -> Path | None:
    """The database ``--db`` (else ``MTRDESK_DB``, else the data folder's) names, unopened."""
    from mtrdesk.services.safekeeping.output_files import chosen_database as chosen

    return chosen(getattr(args, "db", None), os.environ)


def add_force_option(parser: argparse.ArgumentParser) -> None:
    """``--force``: write over an mtrdesk database named as the output (a copy is kept)."""
    parser.add_argument(
        "--force",
        action="store_true",
        help="write the output over an mtrdesk database of that name (not the open one); "
        "a copy of it is kept beside it as NAME.replaced-N first",
    )


def check_output(args: argparse.Namespace, output: Path, inputs: Iterable[Path] = ()) -> None:
    """Refuse ``output`` (a ``ServiceError``, exit status 1) when it is one of ``inputs``,
    the chosen database (its ``-wal``, ``-shm`` or lock file), not a regular file, or
    another mtrdesk database without ``--force``."""
    from mtrdesk.services.safekeeping.output_files import refuse_overwrite

    refuse_overwrite(
        output,
        [p for p in inputs if p is not None],
        chosen_database(args),
        force=bool(getattr(args, "force", False)),
    )


def write_output(
    args: argparse.Namespace,
    output: Path,
    write: Callable[[BinaryIO], None],
    inputs: Iterable[Path] = (),
) -> None:
    """Check ``output`` (``check_output``), keep a copy of a database ``--force`` replaces
    (said on standard error), then write it atomically."""
    from mtrdesk.services.safekeeping.output_files import keep_replaced_database, write_atomically

    check_output(args, output, inputs)
    if getattr(args, "force", False):
        kept = keep_replaced_database(output)
        if kept is not None:
            from mtrdesk.cli.messages import database_kept

            print(database_kept(output, kept, getattr(args, "lang", None)), file=sys.stderr)
    write_atomically(output, write)


def write_text_output(
    args: argparse.Namespace, output: Path, text: str, inputs: Iterable[Path] = ()
) -> None:
    data = text.encode("utf-8")
    write_output(args, output, lambda stream: _write_all(stream, data), inputs)


def _write_all(stream: BinaryIO, data: bytes) -> None:
    stream.write(data)


# The exit status of a refusal (issue 17: "every refusal is a clear one-line message and
# exit status 1, nothing changed"). argparse's usage errors stay 2.
REFUSED = 1
# A refusal of the checkers (``check-pairings``, ``check-deck``), whose 1 says "found
# something": 2, so a script tells an unreadable file from a round or list with problems.
CHECK_REFUSED = 2


def reported(command: Callable[[], int], language: str | None, refused: int = REFUSED) -> int:
    """Run ``command``; a known refusal (or a round that cannot be checked) becomes one
    translated line on standard error and exit status ``refused``. Anything else is a bug:
    it raises. The translations (``cli.messages``: Qt) load only for a refusal."""
    try:
        return command()
    except Exception as error:
        if not _said(error):
            raise
        from mtrdesk.cli.messages import describe

        print(describe(error, language), file=sys.stderr)
        return refused


def _said(error: Exception) -> bool:
    """Whether ``error`` is a refusal the command line words: a ``Refusal``, or a pairing
    check's ``CheckError``, looked up only when its module is loaded (no other can raise
    it), so ``mtrdesk standings`` does not load the check and its solver (issue 33)."""
    check = sys.modules.get("mtrdesk.core.swiss.check")
    return isinstance(error, Refusal) or (check is not None and isinstance(error, check.CheckError))
