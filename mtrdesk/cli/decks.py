"""``mtrdesk check-deck``: every problem of one decklist file as JSON (MTR 6, 7, 8.4, 9.5).

The file is what players hand in: a pasted MTGO or Arena export, a typed list, an MTGO
``.dek`` file; UTF-8 or Shift_JIS. It is judged by ``core.decklists.validation`` against the
lists of an MTR edition (``--edition``; the newest shipped, or the one in force on
``--date``), with those of ``--lists`` laid over them. With ``--date``, only what is in
force that day applies (a list dated later, or an entry "effective" later, does not).
Each problem carries its rule and a ``message`` in the ``--lang`` language.
Exit status: 0 legal, 1 illegal, 2 an unreadable file or bad arguments.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from mtrdesk.cli.files import print_json
from mtrdesk.core.decklists.rules import DeckFormat

if TYPE_CHECKING:
    from mtrdesk.core.editions.edition import Edition


def add_parser(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """``check-deck`` and its options."""
    check = sub.add_parser(
        "check-deck",
        parents=[common],
        help="print every problem of a decklist file as JSON (MTR 6.1-6.7, 7.1, 7.2, 8.4, "
        "9.5, Commander); exit 0 legal, 1 illegal, 2 unreadable",
    )
    check.set_defaults(deck_parser=check)
    check.add_argument("file", type=Path, help="the decklist: text, Arena/MTGO export or .dek")
    check.add_argument(
        "--format",
        dest="deck_format",
        required=True,
        choices=[f.value for f in DeckFormat],
        help="the rules to check against",
    )
    check.add_argument(
        "--pool", type=Path, help="limited: the registered card pool (MTR 7.2, 7.5), as a list"
    )
    check.add_argument(
        "--lists",
        type=Path,
        help="a banned and restricted list file (JSON) to use over the edition's lists where "
        'it is dated later; an entry {"name", "effective"} applies from its own date',
    )
    check.add_argument(
        "--date",
        type=_iso_date,
        help="the event's date (YYYY-MM-DD): the lists in force that day, and the MTR edition "
        "in force that day unless --edition names one",
    )
    check.add_argument(
        "--edition",
        choices=[edition.key for edition in _editions()],
        help="the MTR edition whose lists apply (default: the newest, or the one in force on "
        "--date)",
    )
    check.add_argument(
        "--card-names",
        type=Path,
        help="known card names: one English name per line, or English and Japanese pairs "
        "(tab or comma); unknown names and Japanese names are then reported",
    )
    check.add_argument(
        "--two-headed-giant",
        action="store_true",
        help="Two-Headed Giant Constructed (MTR 9.5): no sideboard, Erayo banned",
    )


def _editions() -> tuple[Edition, ...]:
    from mtrdesk.core.editions.catalogue import EDITIONS

    return tuple(EDITIONS)


def _iso_date(text: str) -> dt.date:
    """``--date``: an ISO date, else argparse's usage error (status 2)."""
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text}") from None


# The largest list file read: a card-name file of every card in both languages is ~2 MB;
# nothing past this is read (``/dev/zero`` once reached MemoryError).
MAX_LIST_BYTES = 16 * 1024 * 1024


class TooLarge(Exception):
    """A file longer than ``MAX_LIST_BYTES``: not read further."""


def read_text(path: Path) -> str | None:
    """A text file as players save it (``core.text.decode``); ``None`` for anything
    else, such as a binary file (NUL bytes outside UTF-16). ``TooLarge`` past
    ``MAX_LIST_BYTES``."""
    from mtrdesk.core.text import decode, text_problem

    with path.open("rb") as stream:
        data = stream.read(MAX_LIST_BYTES + 1)
    if len(data) > MAX_LIST_BYTES:
        raise TooLarge(path)
    if b"\x00" in data and not data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return None
    found = decode(data)
    if found is None:
        return None
    # Text as a person saves it: no controls but line ends and tabs, no private-use
    # characters (what cp932 makes of Latin-1 bytes), no NUL (UTF-32 read as UTF-16).
    plain = found[0].replace("\r", " ").replace("\n", " ").replace("\t", " ").replace("\f", " ")
    if text_problem(plain, len(plain)) is not None:
        return None
    return found[0]


def read_list_or_exit(path: Path) -> str:
    """``read_text`` for commands that cannot go on without the file: an unreadable or
    too large file is one translated line on standard error and exit status 1 (a refusal:
    ``print-decklists``; ``check-deck`` says 2 itself, its 1 being an illegal list)."""
    from PySide6.QtCore import QCoreApplication

    from mtrdesk.core.placeholders import fill

    try:
        text = read_text(path)
    except TooLarge:
        message = QCoreApplication.translate(
            "Cli", "%1: larger than any list (%2 bytes at most); it was not read."
        )
        print(fill(message, path, MAX_LIST_BYTES), file=sys.stderr)
        raise SystemExit(1) from None
    if text is None:
        message = QCoreApplication.translate(
            "Cli", "%1: not a text file (UTF-8 or Shift_JIS). Save the list as text."
        )
        print(fill(message, path), file=sys.stderr)
        raise SystemExit(1)
    return text


def run(args: argparse.Namespace) -> int:
    """Check the file and print the JSON report; the exit status says legal or not."""
    from PySide6.QtCore import QCoreApplication

    from mtrdesk.cli.messages import use_language
    from mtrdesk.core.placeholders import fill

    use_language(getattr(args, "lang", None))
    deck_format = DeckFormat(args.deck_format)
    if args.pool is not None and deck_format is not DeckFormat.LIMITED:
        args.deck_parser.error("--pool is for --format limited (MTR 7.2)")

    def unreadable(path: Path) -> int:
        message = QCoreApplication.translate(
            "Cli", "%1: not a text file (UTF-8 or Shift_JIS). Save the list as text."
        )
        print(fill(message, path), file=sys.stderr)
        return 2

    try:
        return _checked(args, deck_format, unreadable)
    except TooLarge as error:
        message = QCoreApplication.translate(
            "Cli", "%1: larger than any list (%2 bytes at most); it was not read."
        )
        print(fill(message, error.args[0], MAX_LIST_BYTES), file=sys.stderr)
        return 2


def _checked(
    args: argparse.Namespace, deck_format: DeckFormat, unreadable: Callable[[Path], int]
) -> int:
    from PySide6.QtCore import QCoreApplication

    from mtrdesk.core.decklists.card_names import parse_card_name_file
    from mtrdesk.core.decklists.problems import is_legal
    from mtrdesk.core.decklists.rules import BanListFileError, RuleBook
    from mtrdesk.core.decklists.text import parse_decklist
    from mtrdesk.core.decklists.validation import check_text
    from mtrdesk.words.decklists.messages import problem_text

    text = read_text(args.file)
    if text is None:
        return unreadable(args.file)
    from mtrdesk.core.editions.catalogue import EDITIONS, edition_in_force, edition_named

    if args.edition:
        edition = edition_named(args.edition)
    elif args.date is not None:
        edition = edition_in_force(args.date)
    else:
        edition = EDITIONS[-1]
    rules = RuleBook.shipped(edition.lists_file)
    if args.lists is not None:
        lists = read_text(args.lists)
        if lists is None:
            return unreadable(args.lists)
        try:
            rules = rules.with_lists(lists)
        except BanListFileError as error:
            message = QCoreApplication.translate(
                "Cli",
                "%1: not a banned and restricted list file (%2). Use a JSON file with "
                "each format's effective date and banned cards.",
            )
            print(
                message.replace("%1", str(args.lists)).replace("%2", error.reason), file=sys.stderr
            )
            return 2
    if args.date is not None:
        rules = rules.on(args.date)
    names = None
    if args.card_names is not None:
        names_text = read_text(args.card_names)
        if names_text is None:
            return unreadable(args.card_names)
        names = parse_card_name_file(names_text) or None
    pool = None
    if args.pool is not None:
        pool_text = read_text(args.pool)
        if pool_text is None:
            return unreadable(args.pool)
        pool = parse_decklist(pool_text).decklist
    checked = check_text(
        text,
        deck_format,
        rules,
        pool=pool,
        card_names=names,
        two_headed_giant=args.two_headed_giant,
    )
    problems, deck = checked.problems, checked.decklist
    legal = is_legal(problems)
    print_json(
        {
            "file": str(args.file),
            "format": deck_format.value,
            "legal": legal,
            "main": deck.main_count,
            "sideboard": deck.sideboard_count,
            "commanders": deck.commander_count,
            "edition": edition.key,
            "date": args.date.isoformat() if args.date is not None else None,
            "lists": {
                name: banlist.as_of.isoformat() for name, banlist in sorted(rules.lists.items())
            },
            # Entries that take effect after their list's date (without --date they apply).
            "later_entries": {
                name: {card: day.isoformat() for card, day in banlist.later_entries()}
                for name, banlist in sorted(rules.lists.items())
                if banlist.later_entries()
            },
            "problems": [{**p.to_json(), "message": problem_text(p)} for p in problems],
        }
    )
    return 0 if legal else 1
