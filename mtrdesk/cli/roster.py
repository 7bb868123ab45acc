"""``mtrdesk roster list`` and ``mtrdesk roster erase ID --yes`` (issue 30): the store's
regulars from the command line. ``list`` prints everybody (or those whose reading, name or
ID holds ``--search``) as JSON, with the events played, first and last seen and no-shows;
e-mails only with ``--with-email``, since a terminal is often read over a shoulder.
``erase`` forgets a person as the window's Regulars view does; without ``--yes`` it only
says what would go, and changes nothing."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from mtrdesk.cli.files import print_json

SORTS = ("last_seen", "name", "events")


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    roster = sub.add_parser(
        "roster", parents=[common], help="the store's regulars: list them, erase a person"
    )
    roster_sub = roster.add_subparsers(dest="action", required=True)
    listing = roster_sub.add_parser(
        "list",
        parents=[common],
        help="everybody on the roster as JSON (events played, first and last seen, no-shows)",
    )
    listing.add_argument(
        "--search", default="", help="a few letters of a reading (any kana), name or player ID"
    )
    listing.add_argument(
        "--sort", choices=SORTS, default="last_seen", help="the order (default: last seen first)"
    )
    listing.add_argument(
        "--with-email", action="store_true", help="include the Wizards Account e-mails"
    )
    erase = roster_sub.add_parser(
        "erase",
        parents=[common],
        help="erase a person's name, reading, player ID and e-mail everywhere (their results "
        "stay under 'Erased player N'); needs --yes",
    )
    erase.add_argument("person", type=int, help="the person's roster number (roster list: id)")
    erase.add_argument("--yes", action="store_true", help="really erase (it cannot be undone)")


def run(args: argparse.Namespace) -> int:
    return _list(args) if args.action == "list" else _erase(args)


def _list(args: argparse.Namespace) -> int:
    import os

    from mtrdesk.services import Services
    from mtrdesk.services.roster.regulars import RegularSort

    with Services.open_chosen(args.db, os.environ, read_only=True) as services:
        people = services.roster.regulars(args.search, RegularSort(args.sort))
    rows: list[dict[str, Any]] = []
    for person in people:
        row: dict[str, Any] = {
            "id": person.id,
            "name": person.display_name,
            "reading": person.reading,
            "player_id": person.player_id,
            "events": person.events,
            "first_seen": person.first_seen.isoformat() if person.first_seen else None,
            "last_seen": person.last_seen.isoformat() if person.last_seen else None,
            "no_shows": person.no_shows,
            "erased": person.erased,
        }
        if args.with_email:
            row["email"] = person.email
        rows.append(row)
    print_json({"people": rows})
    return 0


def _erase(args: argparse.Namespace) -> int:
    import os

    from mtrdesk.cli.messages import install_language
    from mtrdesk.services import Problem, ServiceError, Services
    from mtrdesk.words.players.regulars import erase_question, erased_player_name

    install_language(args.lang)
    with Services.open_chosen(args.db, os.environ, read_only=not args.yes) as services:
        person = services.roster.regular(args.person)  # ROSTER_NOT_FOUND: one line
        if person.erased:
            raise ServiceError(Problem.ROSTER_ERASED, roster=person.id)
        if not args.yes:
            print(erase_question(person.display_name, person.id), file=sys.stderr)
            return 1
        changes = services.roster.erase(person.id, erased_player_name(person.id))
    print_json({"erased": person.id, "name": erased_player_name(person.id), "done": bool(changes)})
    return 0
