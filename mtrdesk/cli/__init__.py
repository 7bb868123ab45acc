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
exit status 1 (``cli.outputs.reported``); argparse's usage errors exit 2. The
file subcommands work for every structure: individual Swiss events, team and Two-Headed
Giant events (MTR 8, 9) and multiplayer pod events (``cli/files.py``). Long work draws
a progress bar on a terminal's standard error (``cli/progress_bar.py``, issue 31).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtrdesk.cli.files import (
    FILE_COMMANDS,
    StandardOutputError,
    collector_paused,
    print_json,
    print_text,
    standard_output,
)
from mtrdesk.cli.outputs import CHECK_REFUSED, REFUSED, reported

if TYPE_CHECKING:  # the services open the database: imported when a command runs
    from mtrdesk.services import Services
    from mtrdesk.services.public.views import PublicEvent


def _parser() -> argparse.ArgumentParser:
    """The whole command line's parser (``cli/parser.py``), built only when a command or
    ``--help`` needs it."""
    from mtrdesk.cli.parser import build_parser

    return build_parser()


def _parse(words: Sequence[str]) -> argparse.Namespace:
    """The command line read by ``cli/parser.py``. A command of the parser module's own
    (``standings FILE``, ``pair FILE``...) is read first without the other commands'
    modules; on any usage error the whole parser reads it again and says why."""
    from mtrdesk.cli.parser import OWN_COMMANDS, Misread, build_parser

    if _command_word(words) in OWN_COMMANDS:
        try:
            return build_parser(own_only=True).parse_args(words)
        except Misread:
            pass
    return _parser().parse_args(words)


def _command_word(words: Sequence[str]) -> str | None:
    """The subcommand's word when only the options ``--db`` and ``--lang`` (not ``--help``,
    no abbreviation) come before it, else ``None``."""
    if "-h" in words or "--help" in words:
        return None
    rest = iter(words)
    for word in rest:
        if not word.startswith("-"):
            return word
        if word in ("--db", "--lang"):
            next(rest, None)
        elif not word.startswith(("--db=", "--lang=")):
            return None
    return None


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
    args = _window_args(words) or _parse(words)
    blank_db = args.db is not None and not args.db.strip()  # ``--db ""``: not the default
    if args.command is None and not blank_db:  # the window: its modules first, quickly
        _load_window()
    if blank_db:
        return reported(_refuse_blank_db, args.lang)
    if args.command is None:
        from mtrdesk.launch import exit_at_once, open_window

        code = open_window(
            _db_arg(args), language=args.lang, smoke=args.smoke, open_file=args.open_file
        )
        if argv is None:  # the process's own command line: nothing of ours runs after this
            exit_at_once(code)
        return code
    refused = CHECK_REFUSED if args.command in _CHECKERS else REFUSED
    # ``argv`` None: the process's own command line, which ends with the command.
    paused: contextlib.AbstractContextManager[None] = (
        collector_paused(freeze=argv is None)
        if args.command in FILE_COMMANDS
        else contextlib.nullcontext()
    )
    try:
        with paused:  # its modules, the file read and ranked: objects that all stay
            handler = _handler(args.command)
            status = reported(lambda: handler(args), args.lang, refused)  # refusals: one line
        with standard_output():  # what ``print`` left buffered fails here, not at exit
            sys.stdout.flush()
        if argv is None and args.command in FILE_COMMANDS:
            # Freeing the event read object by object as Python exits only costs time (a
            # million objects at 16,384 players: ~45 ms); the output is flushed.
            from mtrdesk.launch import exit_at_once

            exit_at_once(status)
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


#: Each subcommand's handler: (module of ``mtrdesk.cli``, function); ``None``: this
#: module's. Only the one command's module is imported (issue 33: ``standings FILE`` loads
#: neither the database layer nor Qt).
_HANDLERS: dict[str, tuple[str | None, str]] = {
    "standings": ("files", "standings"),
    "pair": ("files", "pair"),
    "check-pairings": ("files", "check_pairings"),
    "simulate": (None, "_simulate"),
    "export": (None, "_export"),
    "import": (None, "_import"),
    "events": (None, "_events"),
    "serve": (None, "_serve"),
    "print": ("print_sheets", "run"),
    "draft-plan": ("draft", "run"),
    "check-deck": ("decks", "run"),
    "print-decklists": ("decklists_print", "run"),
    "backups": ("backups", "list_backups"),
    "restore": ("backups", "restore"),
    "event": ("scorekeeper", "run"),
    "player": ("scorekeeper", "run"),
    "round": ("scorekeeper", "run"),
    "copy-store": ("copy_store", "run"),
    "audit-head": ("audit", "head"),
    "audit-check": ("audit", "check"),
    "eventlink-invites": ("eventlink", "run"),
    "registration": ("registration", "run"),
    "roster": ("roster", "run"),
}


def _handler(command: str) -> Callable[[argparse.Namespace], int]:
    """The function that runs ``command``, its module imported now."""
    module_name, function = _HANDLERS[command]
    module = sys.modules[__name__]
    if module_name is not None:
        module = importlib.import_module(f"{__name__}.{module_name}")
    handler: Callable[[argparse.Namespace], int] = getattr(module, function)
    return handler


def _drop_standard_output() -> None:
    """Point standard output at the null device: what is still buffered for it would
    fail again when Python exits, with a message of its own and status 120."""
    with contextlib.suppress(OSError, ValueError):  # ValueError: no file descriptor
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


#: The commands whose exit status 1 means "found something" (a round that breaks the
#: pairing rules, an illegal decklist): their refusals exit 2 instead.
_CHECKERS = frozenset({"check-pairings", "check-deck", "audit-check"})


def _load_window() -> None:
    """Import the window's ~320 modules (~250 of mtrdesk's) the quick way (issue 15: start-up;
    issue 33: the dialogs and the use cases load when first used).

    - The cyclic garbage collector is paused meanwhile: the imports allocate some
      300,000 objects that all stay, and the ~110 collections they would set off find
      nothing to free. The objects are then frozen (``gc.freeze``): later collections in
      the window skip them.
    - The services' facade and the store (no Qt) load before PySide6, whose import hook
      reads the source of every module imported after it (its ``__feature__`` check).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        import mtrdesk.services.facade  # noqa: F401  (before PySide6, above)
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
        writable, events, pins = worker.call(lambda services: _serving_events(services))
    except BaseException:
        worker.close()
        sock.close()
        raise
    shown = addresses(sock)
    print_text(serving(shown, writable, args.lang))
    if writable:
        staff = [(e.name, f"{shown[0]}e/{e.id}/staff", pins[e.id]) for e in events[:5]]
        print_text(staff_sign_in(staff, args.staff_pin is not None, args.lang))
    else:
        print_text(serving_read_only(args.lang))
    serve(worker, sock, staff_pin=args.staff_pin)
    return 0


def _serving_events(services: Services) -> tuple[bool, list[PublicEvent], dict[int, str]]:
    """Whether ``serve`` may write, the events, and the staff PIN of the newest five when
    it may (drawn now for an event that has none yet: judges need one to sign in)."""
    writable = not services.store.read_only
    events = services.public.events()
    pins = {e.id: services.floor.settings(e.id).staff_pin for e in events[:5]} if writable else {}
    return writable, events, pins


def _export(args: argparse.Namespace) -> int:
    from mtrdesk.cli.messages import UNAUDITED_NOT_EXPORTED, Said, install_language
    from mtrdesk.cli.naming import find_event
    from mtrdesk.cli.outputs import check_output, write_text_output
    from mtrdesk.cli.progress_bar import EXPORTING, progress_bar
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
        with progress_bar(args, EXPORTING) as step:  # on a terminal only (issue 31)
            document = export_event(services, event_id, step)
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
    from mtrdesk.cli.progress_bar import IMPORTING, READING, progress_bar
    from mtrdesk.core.event_file.reader import document_from_bytes
    from mtrdesk.services.event_file.interchange import import_document
    from mtrdesk.services.event_file.reading import MAX_EVENT_FILE_BYTES, read_bounded

    # Read and judged whole before the database is opened: a refused file never leaves
    # behind the new database that --create would have made for it. In one pass against
    # the schema (issue 33), the long way only for a file that pass refuses.
    with progress_bar(args, READING) as step:  # on a terminal only (issue 31)
        document = document_from_bytes(read_bounded(args.file, MAX_EVENT_FILE_BYTES), step)
    services = _open_services(args, read_only=False)
    try:
        with progress_bar(args, IMPORTING) as step:  # on a terminal only (issue 31)
            event_id, _ = import_document(services, document, step)
    finally:
        services.close()
    print_json({"event": event_id})
    return 0


def _events(args: argparse.Namespace) -> int:
    from mtrdesk.cli.editions import edition_fields

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
                **edition_fields(s.settings),
            }
            for s in summaries
        ]
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
