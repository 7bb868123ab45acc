"""The MTR edition and program of an event on the command line (issue 29): ``event
create`` and ``event update`` take ``--edition``, ``--edition-reason`` and ``--program``;
``event show`` and ``events`` print them. A bad value is one translated sentence, exit
status 1, nothing changed."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from mtrdesk.core.editions.catalogue import (
    EDITIONS,
    edition_in_force,
    edition_named,
    known_edition,
)
from mtrdesk.core.editions.program import Program
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mtrdesk.core.settings import EventSettings

UNKNOWN_PROGRAM = QT_TRANSLATE_NOOP(
    "Cli", "mtrdesk does not know the program %1. Choose one of: %2. Nothing was changed."
)
REASON_NEEDED = QT_TRANSLATE_NOOP(
    "Cli",
    "The edition %1 is older than %2, the one in force on the event's date: say why with "
    '--edition-reason (e.g. --edition-reason "a league keeps its season\'s rules"). '
    "Nothing was changed.",
)
REASON_UNNEEDED = QT_TRANSLATE_NOOP(
    "Cli",
    "--edition-reason is only for an edition older than %1, the one in force on the event's "
    "date. Nothing was changed.",
)


def add_edition_options(parser: argparse.ArgumentParser) -> None:
    """``--edition``, ``--edition-reason``, ``--program`` (checked when the command runs,
    so a bad value is a refusal like the others, not a usage error)."""
    keys = ", ".join(e.key for e in EDITIONS)
    parser.add_argument(
        "--edition",
        metavar="KEY",
        help=f"the MTR edition the event follows ({keys}; default: the one in force on its "
        "date); fixed once round 1 is paired",
    )
    parser.add_argument(
        "--edition-reason",
        metavar="TEXT",
        help="why the event follows an edition older than the one in force on its date",
    )
    parser.add_argument(
        "--program",
        metavar="NAME",
        help="the program (MTR Appendix F): " + ", ".join(p.value for p in Program),
    )


def program_named(text: str) -> Program:
    """``friday_night_magic`` (or ``friday-night-magic``); else the refusal naming them."""
    from mtrdesk.cli.messages import Said

    key = text.strip().lower().replace("-", "_")
    for program in Program:
        if program.value == key:
            return program
    raise Said(UNKNOWN_PROGRAM, text[:80], ", ".join(p.value for p in Program))


def with_edition_options(
    settings: EventSettings, args: argparse.Namespace, *, changing_edition: bool
) -> EventSettings:
    """``settings`` with the options given; an edition older than the one in force on
    the event's date needs a reason (the organizer's choice, shown beside it).
    ``changing_edition``: the edition is being chosen now (``event create``, or
    ``event update --edition``)."""
    from mtrdesk.cli.messages import Said

    changes: dict[str, Any] = {}
    if args.program is not None:
        changes["program"] = program_named(args.program)
    if args.edition is not None:
        changes["edition"] = args.edition.strip()
    if args.edition_reason is not None:
        changes["edition_reason"] = args.edition_reason.strip()
    chosen = settings.with_changes(**changes) if changes else settings
    if chosen.edition and not known_edition(chosen.edition):
        return chosen  # the service names the edition it does not know
    in_force = edition_in_force(chosen.date)
    own = edition_named(chosen.edition) if chosen.edition else in_force
    older = own.effective < in_force.effective
    if older and changing_edition and not chosen.edition_reason:
        raise Said(REASON_NEEDED, chosen.edition, in_force.key)
    if not older and args.edition_reason:
        raise Said(REASON_UNNEEDED, in_force.key)
    if not older:
        chosen = chosen.with_changes(edition_reason="")
    return chosen


def edition_fields(settings: EventSettings) -> dict[str, Any]:
    """What ``event show`` and ``events`` print of the edition and program."""
    return {
        "edition": settings.edition,
        "edition_reason": settings.edition_reason,
        "program": settings.program.value,
    }
