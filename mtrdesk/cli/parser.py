"""The ``mtrdesk`` command line's parser: the options every command takes, the file, simulation,
export and import, events and serve subcommands, and each command module's own parsers.
Built only for a subcommand or ``--help`` (``cli._window_args`` reads a window's command
line without it).
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
from pathlib import Path
from typing import NoReturn

from mtrdesk.cli.numbers import (
    INT_LIMIT,
    MAX_PLAYERS,
    add_round_option,
    int_range,
)
from mtrdesk.cli.outputs import add_force_option
from mtrdesk.core.editions.catalogue import edition_in_force
from mtrdesk.core.editions.edition import Topic
from mtrdesk.core.settings import MAX_SWISS_ROUNDS, Floor


def _common_options(parser: argparse.ArgumentParser, default: object) -> None:
    """``--db`` and ``--lang``, accepted before or after the subcommand."""
    parser.add_argument(
        "--db",
        default=default,
        help="database file, or a PostgreSQL server's postgresql://USER:PASSWORD@HOST:PORT/NAME "
        "(default: MTRDESK_DB or the app-data folder's file)",
    )
    parser.add_argument(
        "--lang", default=default, choices=["ja", "en"], help="language of window and messages"
    )


#: The subcommands this module defines (the command modules define the others).
OWN_COMMANDS = frozenset(
    {"standings", "pair", "check-pairings", "simulate", "export", "import", "events", "serve"}
)


class Misread(Exception):
    """A usage error of a ``QuietParser``: read the words again with the whole parser."""


class QuietParser(argparse.ArgumentParser):
    """A parser that raises ``Misread`` instead of printing a usage error and exiting: the
    caller reads the words again with the whole parser, so every message (and its usage
    line, which names every command) stays argparse's own."""

    def error(self, message: str) -> NoReturn:
        raise Misread(message)

    def _get_formatter(self) -> argparse.HelpFormatter:
        """A formatter of a fixed width: this parser shows no help (``--help`` and usage
        errors go to the whole parser), and the terminal's width argparse looks up for
        each option costs ``mtrdesk standings`` the import of shutil (bz2, lzma: ~5 ms;
        issue 33)."""
        return argparse.HelpFormatter(prog=self.prog, width=80)


def build_parser(own_only: bool = False) -> argparse.ArgumentParser:
    """Every subcommand with its options; the subcommands of ``cli/scorekeeper.py`` and the
    other command modules add their own parsers. ``own_only``: only ``OWN_COMMANDS``,
    a ``QuietParser`` (``mtrdesk standings FILE`` imports none of the other command
    modules, ~50 ms; issue 33)."""
    parser_class = QuietParser if own_only else argparse.ArgumentParser
    parser = parser_class(
        prog="mtrdesk",
        description="Run Magic: The Gathering tournaments by the Magic Tournament Rules.",
        epilog="mtrdesk [--db DB] [--lang {ja,en}] FILE.mtrdesk opens the window and imports "
        "that event file, as File > Import event... does (a double click on an event file "
        "runs this). A FILE is an event file when it ends in .mtrdesk or .json or names a "
        "folder (dir/FILE); a bare word is a command.",
    )
    _common_options(parser, None)
    parser.set_defaults(open_file=None)  # the window's event file: read by _window_args
    common = parser_class(add_help=False)
    _common_options(common, argparse.SUPPRESS)
    parser.add_argument(
        "--smoke", action="store_true", help="open the main window, then exit 0 (build check)"
    )
    sub = parser.add_subparsers(dest="command")

    standings = sub.add_parser(
        "standings",
        parents=[common],
        help="print the standings of an event file as JSON (teams for a team event, "
        "players with pod tiebreakers for a multiplayer event)",
    )
    standings.add_argument("file", type=Path)
    standings.add_argument(
        "--floor",
        choices=[f.value for f in Floor],
        help="tiebreaker floor: mtr = 0.33 (MTR Appendix C), third = exactly 1/3",
    )

    pair = sub.add_parser(
        "pair",
        parents=[common],
        help="print the next round's pairings of an event file as JSON (team matches with "
        "their seat matches, or pods)",
    )
    pair.add_argument("file", type=Path)
    pair.add_argument(
        "--seed",
        type=int_range(0, INT_LIMIT),  # as drawn (Context.new_seed); files refuse others
        help="seed for the random order (without it, one is drawn and shown)",
    )

    check = sub.add_parser(
        "check-pairings",
        parents=[common],
        help="check one round's pairings of an event file: rematches, byes, pods, "
        "pair-downs, team seats (A plays A), multiplayer pods, and whether a strictly "
        "better pairing existed (exit 0 clean, 1 findings, 2 unreadable)",
    )
    check.add_argument("file", type=Path)
    add_round_option(check, "Swiss round to check (default: the last one paired)")
    check.add_argument("--json", action="store_true", help="print the findings as JSON")

    simulate = sub.add_parser(
        "simulate", parents=[common], help="write a seeded simulated event to an event file"
    )
    simulate.add_argument(
        "--players",
        type=int_range(2, MAX_PLAYERS),
        required=True,
        help=f"2 to {MAX_PLAYERS} (the benchmarks run 4,096)",
    )
    simulate.add_argument(
        "--rounds",
        type=int_range(1, MAX_SWISS_ROUNDS),
        help="Swiss rounds (default: MTR Appendix E)",
    )
    simulate.add_argument(
        "--seed",
        type=int_range(-INT_LIMIT - 1, INT_LIMIT),
        default=1,
        help="same seed, same file (default 1)",
    )
    simulate.add_argument(
        "--structure",
        choices=["swiss", "pods", "teams2", "teams3", "2hg", "multiplayer"],
        default="swiss",
        help="pods: booster-draft pods paired only inside themselves (MTR 7.6); teams2, "
        "teams3: teams of two or three with seats (MTR 8); 2hg: Two-Headed Giant (MTR 9); "
        "multiplayer: multiplayer pods",
    )
    simulate.add_argument(
        "--pod-size",
        type=int_range(2, MAX_PLAYERS),
        help="players per pod: booster-draft pods (default 8) or multiplayer pods (4 or 5, "
        "default 4)",
    )
    # A general help cites the edition in force (issue 29: 2.4 and 2.5 swapped in 2025).
    in_force = edition_in_force(dt.date.today())
    end, concede = in_force.cite(Topic.END_OF_MATCH), in_force.cite(Topic.CONCEDE)
    for name, default, what in (
        ("draw-rate", 0.03, f"matches that end level ({end}; not multiplayer)"),
        ("intentional-draw-rate", 0.02, f"intentional draws ({concede}; not multiplayer)"),
        ("drop-rate", 0.03, "players dropping after each round (MTR 2.10; a team drops whole)"),
        ("late-entry-rate", 0.01, "late entrants per round, share of the field (swiss)"),
        ("awarded-bye-rate", 0.02, "players with awarded byes (MTR Appendix E; swiss)"),
    ):
        simulate.add_argument(
            f"--{name}", type=_rate, default=default, help=f"share of {what} (default {default})"
        )
    simulate.add_argument("-o", "--output", type=Path, required=True)
    add_force_option(simulate)

    export = sub.add_parser(
        "export", parents=[common], help="write one event of the database to an event file"
    )
    export.add_argument("event", help="event id or exact name")
    export.add_argument(
        "-o",
        "--output",
        type=Path,
        required=True,
        help="the event file to write; name it FILE.mtrdesk, which a double click opens in mtrdesk",
    )
    export.add_argument(
        "--unaudited",
        action="store_true",
        help="export even when stored results differ from the ones the audit log says were "
        "entered (changed outside mtrdesk); refused without it",
    )
    add_force_option(export)

    import_ = sub.add_parser(
        "import", parents=[common], help="read an event file into the database"
    )
    import_.add_argument("file", type=Path)
    import_.add_argument(
        "--create",
        action="store_true",
        help="start a new database if --db (or MTRDESK_DB) names a file that does not "
        "exist (without it, a name that does not exist is refused: a typo must not start "
        "an empty database)",
    )

    sub.add_parser("events", parents=[common], help="list the events in the database as JSON")

    serve = sub.add_parser(
        "serve",
        parents=[common],
        help="serve the events to phones on this network (pairings, standings, reports "
        "from the floor, staff pages, a JSON API) until stopped; read-only while a window "
        "has the database open",
    )
    serve.add_argument(
        "--host", default="0.0.0.0", help="address to listen on (default: every address)"
    )
    serve.add_argument(
        "--port", type=int_range(0, 65535), default=8750, help="port (default: 8750)"
    )
    serve.add_argument(
        "--staff-pin",
        type=_staff_pin,
        default=None,
        help="a PIN (4 to 12 digits) that signs judges in for every event of this server, "
        "beside each event's own staff PIN",
    )
    if own_only:
        return parser
    from mtrdesk.cli import (
        audit,
        backups,
        copy_store,
        decklists_print,
        decks,
        draft,
        eventlink,
        print_sheets,
        registration,
        roster,
        scorekeeper,
    )

    scorekeeper.add_parser(sub, common)
    copy_store.add_parser(sub, common)
    print_sheets.add_parser(sub, common)
    backups.add_parser(sub, common)
    draft.add_parser(sub, common)
    decks.add_parser(sub, common)
    decklists_print.add_parser(sub, common)
    audit.add_parser(sub, common)
    eventlink.add_parser(sub, common)
    registration.add_parser(sub, common)
    roster.add_parser(sub, common)
    return parser


def _staff_pin(text: str) -> str:
    if not (text.isascii() and text.isdigit() and 4 <= len(text) <= 12):
        raise argparse.ArgumentTypeError("must be 4 to 12 digits")
    return text


def _rate(text: str) -> float:
    try:
        value = float(text) if len(text) <= 40 else math.nan
    except ValueError:
        raise argparse.ArgumentTypeError("must be a number between 0 and 1") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError("must be between 0 and 1")
    return value
