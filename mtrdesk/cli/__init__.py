"""The ``mtrdesk`` command line: the same services as the window, for scripts and tests.

With no subcommand it opens the window; ``mtrdesk FILE.mtrdesk`` (what a double click on
an event file runs) opens it and imports that event file (``_window_args``). ``standings``
and ``pair`` read an event file (ours, ``.mtrdesk`` or an older export's ``.json``, or the
minimal format of tests/data/conformance) and print JSON; ``check-pairings``
checks one round of such a file against the pairing objective; ``simulate`` writes a
seeded simulated event; ``export`` and ``import`` move one event between databases;
``event``, ``player`` and ``round`` are the scorekeeper's work on the database
(``cli/scorekeeper.py``: create an event, enter and drop players, pair, report);
``copy-store`` moves a whole database between an SQLite file and a PostgreSQL server
(``cli/copy_store.py``). Every command that opens a database takes a ``postgresql://``
address as well as a file (``--db``, ``MTRDESK_DB``). A refusal is one translated line and
exit status 1 (``cli.messages.reported``); argparse's usage errors exit 2. The
file subcommands work for every structure: individual Swiss events, team and Two-Headed
Giant events (MTR 8, 9) and multiplayer pod events (``cli/files.py``).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtrdesk.cli.files import StandardOutputError, print_json, print_text, standard_output
from mtrdesk.cli.numbers import INT_LIMIT, MAX_PLAYERS, MAX_ROUND_NUMBER, int_range
from mtrdesk.cli.outputs import add_force_option
from mtrdesk.core.settings import MAX_SWISS_ROUNDS, Floor

if TYPE_CHECKING:  # the services open the database: imported when a command runs
    from mtrdesk.services import Services


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


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtrdesk",
        description="Run Magic: The Gathering tournaments by the Magic Tournament Rules.",
        epilog="mtrdesk [--db DB] [--lang {ja,en}] FILE.mtrdesk opens the window and imports "
        "that event file, as File > Import event... does (a double click on an event file "
        "runs this). A FILE is an event file when it ends in .mtrdesk or .json or names a "
        "folder (dir/FILE); a bare word is a command.",
    )
    _common_options(parser, None)
    parser.set_defaults(open_file=None)  # the window's event file: read by _window_args
    common = argparse.ArgumentParser(add_help=False)
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
    check.add_argument(
        "--round",
        type=int_range(1, MAX_ROUND_NUMBER),
        help="Swiss round to check (default: the last one paired)",
    )
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
    for name, default, what in (
        ("draw-rate", 0.03, "matches that end level (MTR 2.5; not multiplayer)"),
        ("intentional-draw-rate", 0.02, "intentional draws (MTR 2.4; not multiplayer)"),
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
    from mtrdesk.cli import (
        audit,
        backups,
        copy_store,
        decklists_print,
        decks,
        draft,
        print_sheets,
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


#: The options the window takes (``mtrdesk [--db DB] [--lang ja|en] [--smoke] [FILE]``),
#: read by ``_window_args`` without building the parser: name -> the values it accepts
#: (None: any value, empty: none, a flag).
_WINDOW_OPTIONS: dict[str, tuple[str, ...] | None] = {
    "--db": None,
    "--lang": ("ja", "en"),
    "--smoke": (),
}


def _window_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """The namespace ``_parser()`` would give for a command line that only opens the
    window, or ``None`` for anything else (a subcommand, ``--help``, an abbreviation, an
    error): then the whole parser reads it, so every message stays argparse's own.

    Opening the window never builds the subcommand tree, whose sheet, draft and deck
    parsers import their modules (~100 ms of a start).

    One word that is not an option and looks like a file (``_is_file_word``) is the event
    file to import once the window shows (``open_file``): ``mtrdesk PATH``, what the file
    manager runs for a double click (Linux ``%f``, Windows ``"%1"``). argparse cannot
    have an optional positional beside subcommands, so only this reader takes it.
    """
    values: dict[str, Any] = {
        "db": None,
        "lang": None,
        "smoke": False,
        "command": None,
        "open_file": None,
    }
    words = iter(argv)
    for word in words:
        if not word.startswith("-"):
            if values["open_file"] is not None or not _is_file_word(word):
                return None  # a subcommand (or a typo of one), or a second file
            values["open_file"] = Path(word)
            continue
        name, equals, value = word.partition("=")
        if name not in _WINDOW_OPTIONS:
            return None
        accepted = _WINDOW_OPTIONS[name]
        if accepted == ():  # the flag
            if equals:
                return None
            values["smoke"] = True
            continue
        if not equals:
            value = next(words, "-")  # a missing value: argparse says so
            if value.startswith("-"):
                return None
        if accepted is not None and value not in accepted:
            return None
        values[name[2:]] = value
    return argparse.Namespace(**values)


def _is_file_word(word: str) -> bool:
    """Whether a word of the command line names an event file rather than a command: it
    ends in an event file's extension (``.mtrdesk``, ``.json``) or names a folder (the
    file manager gives a whole path). ``standings`` is the command; ``./standings`` a file."""
    from mtrdesk.core.event_file.document import is_event_file_name

    return is_event_file_name(word) or "/" in word or os.sep in word


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    args = _window_args(words) or _parser().parse_args(words)
    blank_db = args.db is not None and not args.db.strip()  # ``--db ""``: not the default
    if args.command is None and not blank_db:  # the window: its modules first, quickly
        _load_window()
    from mtrdesk.cli.messages import CHECK_REFUSED, REFUSED, reported

    if blank_db:
        return reported(_refuse_blank_db, args.lang)
    if args.command is None:
        from mtrdesk.launch import open_window

        return open_window(
            _db_arg(args), language=args.lang, smoke=args.smoke, open_file=args.open_file
        )
    from mtrdesk.cli import (
        audit,
        backups,
        copy_store,
        decklists_print,
        decks,
        draft,
        files,
        print_sheets,
        scorekeeper,
    )

    handler = {
        "standings": files.standings,
        "pair": files.pair,
        "check-pairings": files.check_pairings,
        "simulate": _simulate,
        "export": _export,
        "import": _import,
        "events": _events,
        "serve": _serve,
        "print": print_sheets.run,
        "draft-plan": draft.run,
        "check-deck": decks.run,
        "print-decklists": decklists_print.run,
        "backups": backups.list_backups,
        "restore": backups.restore,
        "event": scorekeeper.run,
        "player": scorekeeper.run,
        "round": scorekeeper.run,
        "copy-store": copy_store.run,
        "audit-head": audit.head,
        "audit-check": audit.check,
    }[args.command]
    refused = CHECK_REFUSED if args.command in _CHECKERS else REFUSED
    try:
        status = reported(lambda: handler(args), args.lang, refused)  # refusals: one line
        with standard_output():  # what ``print`` left buffered fails here, not at exit
            sys.stdout.flush()
        return status
    except BrokenPipeError:  # the reader stopped early (``| head``): nothing to say
        _drop_standard_output()
        return 1
    except StandardOutputError as exc:  # a full disk: the output is incomplete (issue 27)
        from mtrdesk.cli.messages import standard_output_failed

        _drop_standard_output()
        print(standard_output_failed(exc.strerror or str(exc), args.lang), file=sys.stderr)
        return 1
    except OSError as exc:  # a file that cannot be read or written: say which
        print(f"{exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return refused


def _drop_standard_output() -> None:
    """Point standard output at the null device: what is still buffered for it would
    fail again when Python exits, with a message of its own and status 120."""
    with contextlib.suppress(OSError, ValueError):  # ValueError: no file descriptor
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


#: The commands whose exit status 1 means "found something" (a round that breaks the
#: pairing rules, an illegal decklist): their refusals exit 2 instead.
_CHECKERS = frozenset({"check-pairings", "check-deck", "audit-check"})


def _load_window() -> None:
    """Import the window's ~250 modules the quick way (issue 15: start-up).

    - The cyclic garbage collector is paused meanwhile: the imports allocate some
      300,000 objects that all stay, and the ~110 collections they would set off find
      nothing to free. The objects are then frozen (``gc.freeze``): later collections in
      the window skip them.
    - The services (core, store: no Qt) load before PySide6, whose import hook reads the
      source of every module imported after it (its ``__feature__`` check).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        import mtrdesk.services  # noqa: F401  (before PySide6, above)
        from mtrdesk.launch import load_window

        load_window()
    finally:
        if enabled:
            gc.freeze()
            gc.enable()


def _db_arg(args: argparse.Namespace) -> str | None:
    """``--db`` as typed: a file's name, or a server's ``postgresql://`` address (a
    ``Path`` would fold its "//" and name a file)."""
    return str(args.db) if args.db else None


def _refuse_blank_db() -> int:
    from mtrdesk.services.store_errors import EmptyDatabaseName

    raise EmptyDatabaseName(None, "--db is empty")


def _simulate(args: argparse.Namespace) -> int:
    from mtrdesk.core.event_file.document import document_to_dict
    from mtrdesk.core.simulation.event import simulate_event

    if args.draw_rate + args.intentional_draw_rate > 1.0:
        _parser().error("--draw-rate and --intentional-draw-rate add up to more than 1")
    try:
        simulation = _simulation(args)
    except ValueError as exc:  # a pod size the structure cannot use
        _parser().error(str(exc))
    from mtrdesk.cli.outputs import check_output, write_text_output

    check_output(args, args.output)  # before the work: ``-o DB`` is refused at once
    document = document_to_dict(simulate_event(simulation))
    write_text_output(args, args.output, json.dumps(document, ensure_ascii=False, indent=2) + "\n")
    return 0


def _simulation(args: argparse.Namespace) -> Any:  # a core Simulation (imported lazily)
    from mtrdesk.core.simulation.event import Simulation, Structure
    from mtrdesk.core.simulation.happenings import ResultMix

    return Simulation(
        players=args.players,
        seed=args.seed,
        rounds=args.rounds,
        structure=Structure(args.structure),
        pod_size=args.pod_size,
        mix=ResultMix(intentional_draw_rate=args.intentional_draw_rate, draw_rate=args.draw_rate),
        drop_rate=args.drop_rate,
        late_entry_rate=args.late_entry_rate,
        awarded_bye_rate=args.awarded_bye_rate,
    )


def _open_services(args: argparse.Namespace, *, read_only: bool, follow: bool = False) -> Services:
    """The database of ``--db`` (else ``$MTRDESK_DB``, else the data folder's).

    Reading commands open it read-only: no lock, no migration, nothing written, so they
    run while the window has it open and on a file that cannot be written. A name that
    does not exist is refused, never created, unless a writing command was given
    ``--create``.
    """
    from mtrdesk.services import Services

    create = bool(getattr(args, "create", False))
    return Services.open_chosen(
        args.db, os.environ, read_only=read_only, create=create, follow=follow
    )


def _serve(args: argparse.Namespace) -> int:
    """Serve the database until stopped: writable (reports from the floor, staff pages)
    when no window has it open, else read-only beside the window, whose own server takes
    the reports (Event > Open to phones...)."""
    from mtrdesk.cli.messages import serving, serving_read_only, serving_refused, staff_sign_in
    from mtrdesk.services.store_errors import DatabaseInUse
    from mtrdesk.web.serve import addresses, bind, serve
    from mtrdesk.web.worker import ServiceWorker

    _open_services(args, read_only=True).close()  # refuse a missing file before listening
    try:
        sock = bind(args.host, args.port)
    except OSError as exc:
        print(
            serving_refused(args.host, args.port, str(exc.strerror or exc), args.lang),
            file=sys.stderr,
        )
        return 1

    def open_services() -> Services:
        try:
            return _open_services(args, read_only=False)
        except DatabaseInUse:  # a window has it: read beside it
            return _open_services(args, read_only=True, follow=True)

    worker = ServiceWorker(open_services)
    try:
        # Opened now, on the worker's thread: what it got is what is printed.
        writable, events = worker.call(
            lambda services: (not services.store.read_only, services.public.events())
        )
    except BaseException:
        worker.close()
        sock.close()
        raise
    shown = addresses(sock)
    print_text(serving(shown, writable, args.lang))
    if writable:
        staff = [(e.name, f"{shown[0]}e/{e.id}/staff") for e in events[:5]]
        print_text(staff_sign_in(staff, args.staff_pin is not None, args.lang))
    else:
        print_text(serving_read_only(args.lang))
    serve(worker, sock, staff_pin=args.staff_pin)
    return 0


def _export(args: argparse.Namespace) -> int:
    from mtrdesk.cli.messages import UNAUDITED_NOT_EXPORTED, Said, install_language
    from mtrdesk.cli.naming import find_event
    from mtrdesk.cli.outputs import check_output, write_text_output
    from mtrdesk.services.event_file.interchange import export_event
    from mtrdesk.services.safekeeping.integrity import check_audit_chain
    from mtrdesk.services.safekeeping.result_audit import mismatch_warning, results_against_audit
    from mtrdesk.words.messages import warning_message

    check_output(args, args.output)  # never onto the database (or its -wal, -shm, lock)
    services = _open_services(args, read_only=True)
    try:
        event_id = find_event(services, args.event)
        tampered = check_audit_chain(services.context)  # warned, and exported all the same
        # Results changed without their audit rows would arrive in the file as if entered
        # (issue 27): refused unless --unaudited asks for them as they are.
        unaudited = mismatch_warning(
            [m for m in results_against_audit(services.context) if m.event == event_id]
        )
        if unaudited is not None and not args.unaudited:
            install_language(args.lang)
            raise Said(UNAUDITED_NOT_EXPORTED, warning_message(unaudited))
        document = export_event(services, event_id)
        database = services.path
    finally:
        services.close()
    if tampered is not None or unaudited is not None:
        install_language(args.lang)
        for warning in (tampered, unaudited):
            if warning is not None:
                print(warning_message(warning), file=sys.stderr)
    text = json.dumps(document, ensure_ascii=False, indent=2) + "\n"
    write_text_output(args, args.output, text, [database])
    return 0


def _import(args: argparse.Namespace) -> int:
    from mtrdesk.core.event_file.reader import document_from_dict
    from mtrdesk.services.event_file.interchange import import_document
    from mtrdesk.services.event_file.reading import read_json_file

    # Read and judged whole before the database is opened: a refused file never leaves
    # behind the new database that --create would have made for it.
    document = document_from_dict(read_json_file(args.file))
    services = _open_services(args, read_only=False)
    try:
        event_id, _ = import_document(services, document)
    finally:
        services.close()
    print_json({"event": event_id})
    return 0


def _events(args: argparse.Namespace) -> int:
    services = _open_services(args, read_only=True)
    try:
        summaries = services.events.list_events()
    finally:
        services.close()
    print_json(
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
