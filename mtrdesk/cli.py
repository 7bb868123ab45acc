"""The ``mtrdesk`` command line: the same services as the window, for scripts and tests.

With no subcommand it opens the window. ``standings`` and ``pair`` read an event file
(ours or the minimal format of shared/conformance) and print JSON; ``export`` and
``import`` move one event between databases.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mtrdesk.core.event import Floor


def _common_options(parser: argparse.ArgumentParser, default: object) -> None:
    """``--db`` and ``--lang``, accepted before or after the subcommand."""
    parser.add_argument(
        "--db", default=default, help="database file (default: MTRDESK_DB or the app-data folder)"
    )
    parser.add_argument(
        "--lang", default=default, choices=["ja", "en"], help="language of window and messages"
    )


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtrdesk",
        description="Run Magic: The Gathering tournaments by the Magic Tournament Rules.",
    )
    _common_options(parser, None)
    common = argparse.ArgumentParser(add_help=False)
    _common_options(common, argparse.SUPPRESS)
    parser.add_argument(
        "--smoke", action="store_true", help="open the main window, then exit 0 (build check)"
    )
    sub = parser.add_subparsers(dest="command")

    standings = sub.add_parser(
        "standings", parents=[common], help="print the standings of an event file as JSON"
    )
    standings.add_argument("file", type=Path)
    standings.add_argument(
        "--floor",
        choices=[f.value for f in Floor],
        help="tiebreaker floor: mtr = 0.33 (MTR Appendix C), third = exactly 1/3",
    )

    pair = sub.add_parser(
        "pair", parents=[common], help="print the next round's pairings of an event file as JSON"
    )
    pair.add_argument("file", type=Path)
    pair.add_argument(
        "--seed", type=int, help="seed for the random order (without it, one is drawn and shown)"
    )

    export = sub.add_parser(
        "export", parents=[common], help="write one event of the database to an event file"
    )
    export.add_argument("event", help="event id or exact name")
    export.add_argument("-o", "--output", type=Path, required=True)

    import_ = sub.add_parser(
        "import", parents=[common], help="read an event file into the database"
    )
    import_.add_argument("file", type=Path)

    sub.add_parser("events", parents=[common], help="list the events in the database as JSON")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command is None:
        from mtrdesk.ui.app import run_app

        return run_app(_db_arg(args), language=args.lang, smoke=args.smoke)
    from mtrdesk.cli_messages import describe

    handler = {
        "standings": _standings,
        "pair": _pair,
        "export": _export,
        "import": _import,
        "events": _events,
    }[args.command]
    try:
        return handler(args)
    except BrokenPipeError:  # the reader stopped early (``| head``): nothing to say
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as exc:  # a file that cannot be read or written: say which
        print(f"{exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except Exception as exc:  # known refusals become one translated line; bugs raise
        message = describe(exc, args.lang)
        if message is None:
            raise
        print(message, file=sys.stderr)
        return 2


def _db_arg(args: argparse.Namespace) -> Path | None:
    return Path(args.db) if args.db else None


def _print_json(value: Any) -> None:
    """``value`` as UTF-8 JSON (RFC 8259), whatever the console's code page: a Japanese
    Windows machine redirecting to a file would otherwise write cp932 and fail on "é"."""
    text = json.dumps(value, ensure_ascii=False, indent=2) + "\n"
    stream = getattr(sys.stdout, "buffer", None)
    if stream is None:  # a text-only stdout (an embedding program): it chooses the encoding
        sys.stdout.write(text)
        return
    sys.stdout.flush()
    stream.write(text.encode("utf-8"))
    stream.flush()


def _standings(args: argparse.Namespace) -> int:
    from mtrdesk.services.event_files import read_event_file

    history = read_event_file(args.file)
    rows = history.standings(Floor(args.floor) if args.floor else None)
    names = history.names
    _print_json(
        [
            {
                "rank": row.rank,
                "player": names[row.entry],
                "points": row.points,
                "omwp": float(row.omwp),
                "gwp": float(row.gwp),
                "ogwp": float(row.ogwp),
            }
            for row in rows
        ]
    )
    return 0


def _pair(args: argparse.Namespace) -> int:
    from mtrdesk.services.event_files import read_event_file

    history = read_event_file(args.file)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    pairings, awarded = history.next_round(seed)
    if args.seed is None:  # say which seed was drawn, so the round can be paired again
        from mtrdesk.cli_messages import seed_drawn

        print(seed_drawn(seed, args.lang), file=sys.stderr)
    names = history.names
    rows = [
        {
            "table": p.table,
            "p1": names[p.player1],
            "p2": None if p.player2 is None else names[p.player2],
        }
        for p in pairings
    ]
    # Awarded byes (MTR Appendix E) are this round's byes too, listed after the pairing bye.
    rows += [{"table": None, "p1": names[entry], "p2": None} for entry in awarded]
    _print_json(rows)
    return 0


def _open_services(args: argparse.Namespace):  # returns Services (imported lazily)
    from mtrdesk.services import Services

    return Services.open_chosen(args.db, os.environ)


def _export(args: argparse.Namespace) -> int:
    from mtrdesk.services.interchange import export_event, find_event

    services = _open_services(args)
    try:
        document = export_event(services, find_event(services, args.event))
    finally:
        services.close()
    args.output.write_text(json.dumps(document, ensure_ascii=False, indent=2) + "\n", "utf-8")
    return 0


def _import(args: argparse.Namespace) -> int:
    from mtrdesk.services.event_files import read_json_file
    from mtrdesk.services.interchange import import_event

    document = read_json_file(args.file)
    services = _open_services(args)
    try:
        event_id = import_event(services, document)
    finally:
        services.close()
    _print_json({"event": event_id})
    return 0


def _events(args: argparse.Namespace) -> int:
    services = _open_services(args)
    try:
        summaries = services.events.list_events()
    finally:
        services.close()
    _print_json(
        [
            {
                "id": s.id,
                "name": s.settings.name,
                "date": s.settings.date.isoformat(),
                "players": s.player_count,
                "rounds_paired": s.rounds_paired,
            }
            for s in summaries
        ]
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
