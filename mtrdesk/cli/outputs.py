"""Where a subcommand writes: refused when it is an input of the command or the database,
and written whole or not at all (``services.output_files``; issue 14)."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import BinaryIO


def chosen_database(args: argparse.Namespace) -> Path | None:
    """The database ``--db`` (else ``MTRDESK_DB``, else the data folder's) names, unopened."""
    from mtrdesk.services.output_files import chosen_database as chosen

    return chosen(getattr(args, "db", None), os.environ)


def check_output(args: argparse.Namespace, output: Path, inputs: Iterable[Path] = ()) -> None:
    """Refuse ``output`` (a ``ServiceError``, exit status 1) when it is one of ``inputs`` or
    the chosen database, its ``-wal``, ``-shm`` or lock file."""
    from mtrdesk.services.output_files import refuse_overwrite

    refuse_overwrite(output, [p for p in inputs if p is not None], chosen_database(args))


def write_output(
    args: argparse.Namespace,
    output: Path,
    write: Callable[[BinaryIO], None],
    inputs: Iterable[Path] = (),
) -> None:
    """Check ``output`` (``check_output``), then write it atomically."""
    from mtrdesk.services.output_files import write_atomically

    check_output(args, output, inputs)
    write_atomically(output, write)


def write_text_output(
    args: argparse.Namespace, output: Path, text: str, inputs: Iterable[Path] = ()
) -> None:
    data = text.encode("utf-8")
    write_output(args, output, lambda stream: _write_all(stream, data), inputs)


def _write_all(stream: BinaryIO, data: bytes) -> None:
    stream.write(data)
