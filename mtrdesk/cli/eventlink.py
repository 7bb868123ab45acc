"""``mtrdesk eventlink-invites EVENT -o FILE.csv`` (issue 30): the event's players as
EventLink's Invite List CSV, so the roster reaches EventLink without typing it again. The
file is written as every output is (``cli.outputs``); standard output says what it holds
as JSON, standard error who goes by name only."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from mtrdesk.cli.files import print_json
from mtrdesk.cli.outputs import add_force_option


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    invites = sub.add_parser(
        "eventlink-invites",
        parents=[common],
        help="write the event's players as EventLink's Invite List CSV (column A: the "
        "Wizards Account e-mail, else the name); prints what it holds as JSON",
    )
    invites.add_argument("event", help="event id or exact name")
    invites.add_argument(
        "-o", "--output", type=Path, required=True, help="the CSV file to write (UTF-8)"
    )
    add_force_option(invites)


def run(args: argparse.Namespace) -> int:
    import os

    from mtrdesk.cli.messages import install_language
    from mtrdesk.cli.naming import find_event
    from mtrdesk.cli.outputs import check_output, write_text_output
    from mtrdesk.services import Services
    from mtrdesk.words.players.eventlink import invite_summary

    check_output(args, args.output)  # never onto the database (or its -wal, -shm, lock)
    with Services.open_chosen(args.db, os.environ, read_only=True) as services:
        invites = services.players.invite_list(find_event(services, args.event))
    write_text_output(args, args.output, invites.csv_text())
    print_json(
        {
            "file": str(args.output),
            "rows": len(invites.rows),
            "by_email": invites.by_email,
            "by_name": list(invites.by_name),
            "duplicates": list(invites.duplicates),
        }
    )
    if invites.by_name or invites.duplicates:
        install_language(args.lang)
        print(invite_summary(invites), file=sys.stderr)
    return 0
