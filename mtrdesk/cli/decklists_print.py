"""``mtrdesk print-decklists``: decklist registration sheets as a PDF, in the ``--lang``
language (MTR 2.7; the Sealed pool sheet of 7.5; the opponents' copies of open decklists).

What is printed depends on where the lists come from:

* ``--event EVENT`` (the database, ``--db``): every player's registered list, one page per
  player (``--entry`` to choose players); ``--blank`` blank sheets with each player's
  name; ``--pool`` the Sealed pools; ``--opponents`` each player's opponent's list for a
  round (only at the programs the edition's 2.7 names, ``core.editions.open_decklists``:
  elsewhere lists are private).
* ``FILE.mtrdesk`` (an event file, as ``mtrdesk print`` reads; an older export's ``.json``
  too): blank sheets named for each player (event files carry no lists).
* ``LIST.txt ...``: the decklist files themselves (MTGO/Arena text, .dek), a filled sheet
  each, with ``--player``/``--reading``/``--player-id`` and ``--form``.
* nothing: ``--copies`` blank sheets (``--form`` chooses which).

The pages are ``sheets.decklists``'s, the same the window's preview shows.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the sheets load reportlab: imported when a command runs
    from mtrdesk.printing.decklists.values import DeckPage, SheetForm

from mtrdesk.cli.numbers import INT_LIMIT, add_round_option, int_range
from mtrdesk.cli.print_sheets import add_pdf_options, page_setup

#: The most blank sheets one command prints: a 4,096-player event's worth, and then some.
MAX_COPIES = 10_000

#: ``printing.decklists.sheet.SheetForm`` values, named here so the parser loads no reportlab.
FORMS = ("constructed", "limited", "commander", "pool")


def add_parser(sub: argparse._SubParsersAction, common: argparse.ArgumentParser) -> None:
    """``print-decklists`` and its options."""
    parser = sub.add_parser(
        "print-decklists",
        parents=[common],
        help="write decklist registration sheets (blank or filled, MTR 2.7), Sealed pool "
        "sheets (MTR 7.5) or opponents' lists (open decklists, MTR 2.7) as PDF",
    )
    parser.set_defaults(decklists_parser=parser)
    parser.add_argument(
        "files",
        nargs="*",
        type=Path,
        metavar="FILE",
        help="decklist files (.txt, .dek) to print filled, or one event file (.mtrdesk, or "
        ".json of older exports) for blank sheets named for its players",
    )
    parser.add_argument("--event", help="event in the database (id or exact name)")
    parser.add_argument(
        "--entry",
        type=int_range(1, INT_LIMIT),
        action="append",
        help="with --event: only this entry (repeatable; default every player)",
    )
    parser.add_argument(
        "--blank", action="store_true", help="blank sheets to write on (names printed if known)"
    )
    parser.add_argument(
        "--pool", action="store_true", help="Sealed Deck pool registration sheets (MTR 7.5)"
    )
    parser.add_argument(
        "--opponents",
        action="store_true",
        help="with --event: each player's opponent's list (open decklists: the programs of "
        "MTR 2.7)",
    )
    add_round_option(parser, "with --opponents: the round (default the latest)")
    parser.add_argument(
        "--form",
        choices=FORMS,
        help="sheet without an event: constructed (default), limited, commander or pool",
    )
    parser.add_argument("--player", default="", help="player name for a decklist file")
    parser.add_argument("--reading", default="", help="the player name's reading (furigana)")
    parser.add_argument("--player-id", default="", help="the player's ID")
    parser.add_argument(
        "--copies",
        type=int_range(1, MAX_COPIES),
        default=1,
        help=f"blank sheets without an event (1 to {MAX_COPIES})",
    )
    add_pdf_options(parser)


def run(args: argparse.Namespace) -> int:
    """Write the sheets; a refusal from the services becomes one line in ``cli.main``."""
    from mtrdesk.cli.messages import use_language
    from mtrdesk.sheets.decklists import render_pages

    parser: argparse.ArgumentParser = args.decklists_parser
    from mtrdesk.cli.outputs import check_output, write_output

    _check(args, parser)
    check_output(args, args.output, args.files)
    use_language(getattr(args, "lang", None))
    pages = _pages(args, parser)
    setup = page_setup(args)
    write_output(args, args.output, lambda out: render_pages(pages, setup, out), args.files)
    return 0


def _check(args: argparse.Namespace, parser: argparse.ArgumentParser) -> None:
    if args.event is not None and args.files:
        parser.error("give either --event or files, not both")
    if args.opponents and args.event is None:
        parser.error("--opponents needs --event")
    if (args.entry or args.round is not None) and args.event is None:
        parser.error("--entry and --round need --event")
    if args.copies < 1:
        parser.error("--copies must be at least 1")


def _pages(args: argparse.Namespace, parser: argparse.ArgumentParser) -> list[DeckPage]:
    from mtrdesk.printing.decklists.sheet import SheetForm

    form = SheetForm(args.form) if args.form else None
    if args.pool:
        form = SheetForm.POOL
    if args.event is not None:
        return _event_pages(args, parser)
    from mtrdesk.core.event_file.document import is_event_file_name

    events = [f for f in args.files if is_event_file_name(f.name)]
    if events:
        if len(args.files) > 1:
            parser.error("one event file at a time")
        return _event_file_pages(args.files[0], form)
    from mtrdesk.sheets.decklists import page_for

    if not args.files:
        return [page_for(None, form=form or SheetForm.CONSTRUCTED) for _ in range(args.copies)]
    if args.blank:
        parser.error("--blank prints no files")
    return [_file_page(path, args, form or SheetForm.CONSTRUCTED) for path in args.files]


def _file_page(path: Path, args: argparse.Namespace, form: SheetForm) -> DeckPage:
    from mtrdesk.cli.decks import read_list_or_exit
    from mtrdesk.core.decklists.problems import ProblemCode
    from mtrdesk.core.decklists.text import parse_decklist
    from mtrdesk.printing.decklists.sheet import PlayerBoxes
    from mtrdesk.sheets.decklists import page_for
    from mtrdesk.words.decklists.messages import problem_text

    text = read_list_or_exit(path)  # bounded; a binary file is refused, not printed
    parsed = parse_decklist(text)
    for problem in parsed.problems:  # the sheet leaves these lines out: say which
        if problem.code is ProblemCode.UNREADABLE_LINE:
            print(f"{path}: {problem_text(problem)}", file=sys.stderr)
    decklist = parsed.decklist
    player = PlayerBoxes(args.player, args.reading, args.player_id)
    return page_for(decklist, form=form, player=player)


def _event_file_pages(path: Path, form: SheetForm | None) -> list[DeckPage]:
    from mtrdesk.services.event_file.reading import read_event_file
    from mtrdesk.sheets.decklists import blank_pages

    state = read_event_file(path).state
    return blank_pages(state, list(state.entries), form=form)


def _event_pages(args: argparse.Namespace, parser: argparse.ArgumentParser) -> list[DeckPage]:
    import os

    from mtrdesk.cli.naming import find_event
    from mtrdesk.services import Services
    from mtrdesk.sheets.decklists import event_opponent_pages, event_pages, opponents_allowed

    services = Services.open_chosen(args.db, os.environ, read_only=True)  # reading only
    try:
        event_id = find_event(services, args.event)
        if args.opponents:
            settings = services.printing.event(event_id).state.settings
            if not opponents_allowed(settings):
                parser.error(
                    "opponents' lists are handed out only at the programs MTR 2.7 names (or at "
                    "Professional REL for an event of no listed program)"
                )
            pages = event_opponent_pages(services, event_id, args.round)
            if not pages:
                parser.error("no match of this round with registered lists to print")
            return pages
        pages = event_pages(services, event_id, args.entry, blank=args.blank, pool=args.pool)
        if not pages:
            parser.error("no registered list to print (use --blank for blank sheets)")
        return pages
    finally:
        services.close()
