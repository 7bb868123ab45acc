"""``mtrdesk registration EVENT`` (issue 30): the event's registration desk from the
command line, for a store that runs ``mtrdesk serve`` without the window: open or close
it, set the capacity, accept at once or not, ask for a deck name; ``--list`` prints the
registrations. Prints the desk (and the list) as JSON; e-mails only with
``--with-email``, since a terminal is often read over a shoulder."""

from __future__ import annotations

import argparse
from typing import Any

from mtrdesk.cli.files import print_json
from mtrdesk.cli.numbers import int_range


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    desk = sub.add_parser(
        "registration",
        parents=[common],
        help="show or change the event's registration from phones (open, capacity, "
        "accept at once, deck name); prints the desk as JSON",
    )
    desk.add_argument("event", help="event id or exact name")
    opening = desk.add_mutually_exclusive_group()
    opening.add_argument("--open", action="store_true", help="players may register")
    opening.add_argument("--close", action="store_true", help="players may no longer register")
    limit = desk.add_mutually_exclusive_group()
    limit.add_argument(
        "--capacity",
        type=int_range(1, 10_000),
        help="the most players entered; the rest wait on the waitlist",
    )
    limit.add_argument("--no-limit", action="store_true", help="no capacity")
    accepting = desk.add_mutually_exclusive_group()
    accepting.add_argument(
        "--accept-at-once", action="store_true", help="a registration becomes an entry at once"
    )
    accepting.add_argument(
        "--review", action="store_true", help="registrations wait for the organizer (default)"
    )
    deck = desk.add_mutually_exclusive_group()
    deck.add_argument("--ask-deck", action="store_true", help="the form asks for a deck name")
    deck.add_argument("--no-deck", action="store_true", help="the form asks for no deck name")
    desk.add_argument(
        "--list", action="store_true", help="also print the registrations, oldest first"
    )
    desk.add_argument(
        "--with-email", action="store_true", help="with --list: include the e-mail addresses"
    )


def _changed(args: argparse.Namespace) -> bool:
    flags = ("open", "close", "no_limit", "accept_at_once", "review", "ask_deck", "no_deck")
    return args.capacity is not None or any(getattr(args, flag) for flag in flags)


def run(args: argparse.Namespace) -> int:
    import os

    from mtrdesk.cli.naming import find_event
    from mtrdesk.services import Services

    changing = _changed(args)
    with Services.open_chosen(args.db, os.environ, read_only=not changing) as services:
        event_id = find_event(services, args.event)
        desk = services.registration.desk(event_id)
        if changing:
            capacity = None if args.no_limit else args.capacity or desk.capacity
            services.registration.set_desk(
                event_id,
                open=args.open or (desk.open and not args.close),
                accept_at_once=args.accept_at_once or (desk.accept_at_once and not args.review),
                capacity=capacity,
                asks_deck=args.ask_deck or (desk.asks_deck and not args.no_deck),
            )
            desk = services.registration.desk(event_id)
        shown: dict[str, Any] = {
            "event": event_id,
            "open": desk.open,
            "taking": desk.taking,
            "accept_at_once": desk.accept_at_once,
            "capacity": desk.capacity,
            "asks_deck": desk.asks_deck,
            "entered": desk.entered,
            "waiting": desk.waiting,
            "waitlisted": desk.waitlisted,
        }
        if args.list:
            shown["registrations"] = [
                {
                    "id": view.id,
                    "name": view.display_name,
                    "reading": view.reading,
                    **({"email": view.email} if args.with_email else {}),
                    "deck_name": view.deck_name,
                    "state": view.state.value,
                    "place": view.place,
                    "arrived": view.created_at.isoformat(sep=" "),
                    "entry": view.entry_id,
                    "duplicates": [
                        {"kind": d.kind.value, "entry": d.entry_id, "name": d.name}
                        for d in view.duplicates
                    ],
                }
                for view in services.registration.registrations(event_id, active_only=False)
            ]
    print_json(shown)
    return 0
