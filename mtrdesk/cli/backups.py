"""``mtrdesk backups`` and ``mtrdesk restore`` (issue 14): the automatic backups from the
command line, as File ▸ Restore from backup… shows and restores them.

``backups`` prints the backups folder and every backup in it as JSON, newest first;
``restore BACKUP [--event ID]`` brings that backup's event back into the database as a new
event (the events there stay as they are) and prints the new ids as JSON. Any mtrdesk
database file can be restored from this way, given ``--event``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from mtrdesk.cli.files import print_json
from mtrdesk.cli.numbers import int_range


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    listing = sub.add_parser(
        "backups",
        parents=[common],
        help="list the automatic backups (taken at every round start) as JSON",
    )
    listing.add_argument(
        "--backups", help="backups folder (default: MTRDESK_BACKUPS or the data folder)"
    )
    restore = sub.add_parser(
        "restore",
        parents=[common],
        help="bring an event back from a backup as a new event (nothing is overwritten)",
    )
    restore.add_argument("backup", type=Path, help="a backup file (see mtrdesk backups)")
    restore.add_argument(
        "--event",
        # Never int(): it reads "٣" as 3. Any ASCII (or full-width) whole number of up to
        # 40 digits is looked up, and one the backup does not have is refused as such.
        type=int_range(-(10**40), 10**40),
        help="the event's id in the backup (default: the backup's own)",
    )
    restore.add_argument("--backups", help=argparse.SUPPRESS)


def _open(args: argparse.Namespace, *, read_only: bool = False) -> Any:
    from mtrdesk.services import Services

    return Services.open_chosen(args.db, os.environ, read_only=read_only, backups=args.backups)


def _view(view: Any) -> dict[str, Any]:
    return {
        "path": str(view.path),
        "kind": view.kind,
        "event": view.event,
        "event_name": view.event_name,
        "round": view.round,
        "playoff": view.playoff,
        "taken_at": view.taken_at.isoformat() if view.taken_at else None,
        "database": view.database,
        "this_database": view.this_database,
    }


def list_backups(args: argparse.Namespace) -> int:
    services = _open(args, read_only=True)  # a listing: works beside the open window
    try:
        views = services.backups.list_backups()
        folder = services.backups.root
    finally:
        services.close()
    print_json({"folder": str(folder), "backups": [_view(v) for v in views]})
    return 0


def restore(args: argparse.Namespace) -> int:
    from mtrdesk.cli.messages import install_language
    from mtrdesk.cli.progress_bar import RESTORING, progress_bar
    from mtrdesk.services.safekeeping.restore import restore as restore_backup
    from mtrdesk.words import messages
    from mtrdesk.words.safekeeping.messages import restored_name

    install_language(args.lang)
    services = _open(args)
    try:
        with progress_bar(args, RESTORING) as step:  # on a terminal only (issue 31)
            ids, changes = restore_backup(services, args.backup, restored_name, args.event, step)
    finally:
        services.close()
    for warning in changes.warnings:
        print(messages.warning_message(warning), file=sys.stderr)
    print_json({"events": ids})
    return 0
