"""The scorekeeper's commands (issue 17): ``mtrdesk event``, ``player`` and ``round``.

The window's everyday work over the same services, for scripts, for stations without a
screen and for tests: create an event, enter and drop players, pair the next round, enter
a result as typed on the slip, show a round and the standings. An event is named by its
id or its exact name, a player by the entry's id or the name as listed; a name that fits
several is refused with the candidates. Every change is one service transaction: a
refusal prints one translated line, exits 1 and changes nothing. On a file the writing
commands need the database to themselves (a window holding it is ``DatabaseInUse``); on a
PostgreSQL server (``--db postgresql://…``) they write beside the windows and other
stations, one change at a time. ``round show`` and ``round standings`` read it read-only,
beside a window.
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import sys
import unicodedata
from typing import TYPE_CHECKING, Any

from mtrdesk.cli.editions import add_edition_options, edition_fields, with_edition_options
from mtrdesk.cli.files import print_json
from mtrdesk.cli.naming import find_entry, find_event
from mtrdesk.cli.numbers import INT_LIMIT, add_round_option, int_range
from mtrdesk.core.bounds import MAX_TABLE
from mtrdesk.core.settings import (
    GAMES_TO_WIN_CHOICES,
    MAX_SWISS_ROUNDS,
    Format,
    Playoff,
    Rel,
)

if TYPE_CHECKING:
    from mtrdesk.core.results import MatchResult
    from mtrdesk.services import Services
    from mtrdesk.services.views import MatchView, RoundView


def add_parser(sub: Any, common: argparse.ArgumentParser) -> None:
    event = sub.add_parser(
        "event", parents=[common], help="create, change or show an event in the database"
    )
    event_sub = event.add_subparsers(dest="action", required=True)
    create = event_sub.add_parser(
        "create", parents=[common], help='create an event; prints {"event": ID} as JSON'
    )
    create.add_argument("name")
    create.add_argument(
        "--format", choices=[f.value for f in Format], default=Format.STANDARD.value
    )
    create.add_argument("--date", type=_date, help="YYYY-MM-DD (default: today)")
    create.add_argument(
        "--rounds",
        type=int_range(1, MAX_SWISS_ROUNDS),
        help="Swiss rounds (default: MTR Appendix E, fixed when round 1 is paired)",
    )
    create.add_argument("--playoff", choices=[p.value for p in Playoff], default=Playoff.NONE.value)
    create.add_argument(
        "--games-to-win",
        type=int,
        choices=GAMES_TO_WIN_CHOICES,
        default=2,
        help="match length: games a player needs to win the match (default 2: best of three)",
    )
    create.add_argument(
        "--round-minutes", type=int_range(1, 24 * 60), help="round time (default 50)"
    )
    create.add_argument("--rel", choices=[r.value for r in Rel], default=Rel.REGULAR.value)
    create.add_argument(
        "--cut-after",
        metavar="R",
        type=int_range(0, MAX_SWISS_ROUNDS),
        help="day-two cut: after Swiss round R only players with --cut-points match points "
        "are paired (announced before round 1, MTR 10.2; needs --rounds)",
    )
    create.add_argument(
        "--cut-points",
        metavar="P",
        type=int_range(0, INT_LIMIT),
        help="day-two cut: the match points a player needs to continue after --cut-after",
    )
    create.add_argument("--create", action="store_true", help="start a new database if needed")
    add_edition_options(create)
    update = event_sub.add_parser(
        "update",
        parents=[common],
        help="change an event's MTR edition (before round 1) or program; prints it as JSON",
    )
    update.add_argument("event", help="event id or exact name")
    add_edition_options(update)
    show = event_sub.add_parser(
        "show", parents=[common], help="print an event's settings, edition and program as JSON"
    )
    show.add_argument("event", help="event id or exact name")

    player = sub.add_parser("player", parents=[common], help="enter or drop a player")
    player_sub = player.add_subparsers(dest="action", required=True)
    add = player_sub.add_parser(
        "add", parents=[common], help='enter a player; prints {"entry": ID} as JSON'
    )
    add.add_argument("event", help="event id or exact name")
    add.add_argument("family", help="family name")
    add.add_argument("given", nargs="?", default="", help="given name")
    add.add_argument("--reading", default="", help="reading of the name (furigana)")
    add.add_argument("--player-id", default="", help="player id (e.g. Wizards account)")
    drop = player_sub.add_parser(
        "drop", parents=[common], help="drop a player from the event (MTR 2.10)"
    )
    drop.add_argument("event", help="event id or exact name")
    drop.add_argument("player", help="entry id, or the player's name as listed")

    round_ = sub.add_parser(
        "round", parents=[common], help="pair a round, enter results, show a round"
    )
    round_sub = round_.add_subparsers(dest="action", required=True)
    pair = round_sub.add_parser(
        "pair", parents=[common], help="pair the next Swiss round; prints its pairings as JSON"
    )
    pair.add_argument("event", help="event id or exact name")
    pair.add_argument(
        "--seed",
        type=int_range(0, INT_LIMIT),  # as drawn (Context.new_seed); files refuse others
        help="seed for the random order (without it, one is drawn and shown)",
    )
    add_round_option(pair, "the round meant; refused when it is paired already (another station)")
    report = round_sub.add_parser(
        "report", parents=[common], help='enter a table\'s result as typed ("2-1", "0-0-3")'
    )
    report.add_argument("event", help="event id or exact name")
    report.add_argument("table", help='table as posted: "12", or "12B" for a seat match')
    report.add_argument("result", help='"2-1", "1-1-1", "0-0-3" (full-width digits too)')
    add_round_option(report, "round (default: the latest)")
    report.add_argument(
        "--over",
        metavar="OLD",
        type=_seen_result,
        help='replace the result OLD ("2-1") that you saw for the table; without it a '
        "table that has a result is refused, and so is one whose result is no longer OLD "
        "(another station may have changed it): nothing is written over a result unseen",
    )
    for name, what in (
        ("show", "print a round's pairings and results as JSON"),
        ("standings", "print the standings after a round as JSON"),
    ):
        shown = round_sub.add_parser(name, parents=[common], help=what)
        shown.add_argument("event", help="event id or exact name")
        add_round_option(shown, "round (default: the latest)")


def _seen_result(text: str) -> MatchResult:
    """``--over``: the result the user saw, read as a slip is ("2-1", full-width too)."""
    from mtrdesk.core.results import MatchResult, ResultError

    try:
        return MatchResult.read(text)
    except ResultError:
        raise argparse.ArgumentTypeError(
            'must be the result you saw for the table, as on the slip: "2-1", "1-1-1"'
        ) from None


def _date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError("must be a date YYYY-MM-DD") from None


def run(args: argparse.Namespace) -> int:
    command = {
        ("event", "create"): _event_create,
        ("event", "update"): _event_update,
        ("event", "show"): _event_show,
        ("player", "add"): _player_add,
        ("player", "drop"): _player_drop,
        ("round", "pair"): _round_pair,
        ("round", "report"): _round_report,
        ("round", "show"): _round_show,
        ("round", "standings"): _round_standings,
    }[(args.command, args.action)]
    reading = (args.command, args.action) in {
        ("event", "show"),
        ("round", "show"),
        ("round", "standings"),
    }
    services = _open(args, read_only=reading)
    try:
        return command(services, args)
    finally:
        from mtrdesk.cli.messages import say_notices

        say_notices(services.context.take_notices(), args.lang)  # a backup not made
        services.close()


def _open(args: argparse.Namespace, *, read_only: bool) -> Services:
    from mtrdesk.services import Services

    create = bool(getattr(args, "create", False))
    return Services.open_chosen(args.db, os.environ, read_only=read_only, create=create)


# --- naming things ---


def _table(text: str) -> tuple[int, str]:
    """A table as posted: "12" → (12, ""), "１２ｂ" → (12, "B") (a team event's seat
    match, MTR 8.2); else the refusal that says how to type it."""
    from mtrdesk.cli.messages import Unfound

    folded = "".join(unicodedata.normalize("NFKC", text).split()).upper()
    digits = folded.rstrip("ABC")
    seat = folded[len(digits) :]
    if (
        len(seat) <= 1
        and digits.isascii()
        and digits.isdigit()
        and len(digits) <= len(str(MAX_TABLE))
        and 0 < int(digits) <= MAX_TABLE
    ):
        return int(digits), seat
    raise Unfound.table(text)


# --- the commands ---


def _event_create(services: Services, args: argparse.Namespace) -> int:
    from mtrdesk.core.settings import DEFAULT_ROUND_MINUTES, EventSettings

    form = Format(args.format)
    settings = EventSettings(
        name=args.name,
        date=args.date or dt.date.today(),
        format=form,
        kind=form.default_kind,
        rel=Rel(args.rel),
        games_to_win=args.games_to_win,
        swiss_rounds=args.rounds,
        round_minutes=args.round_minutes or DEFAULT_ROUND_MINUTES,
        playoff=Playoff(args.playoff),
        cut_after=args.cut_after,
        cut_points=args.cut_points,
    )
    settings = with_edition_options(settings, args, changing_edition=True)
    event_id, _ = services.events.create(settings)
    print_json({"event": event_id})
    return 0


def _event_update(services: Services, args: argparse.Namespace) -> int:
    event_id = find_event(services, args.event)
    old = services.events.get(event_id).settings
    settings = with_edition_options(old, args, changing_edition=args.edition is not None)
    services.events.update(event_id, settings)
    return _event_show(services, args)


def _event_show(services: Services, args: argparse.Namespace) -> int:
    event_id = find_event(services, args.event)
    summary = services.events.get(event_id)
    settings = summary.settings
    print_json(
        {
            "id": summary.id,
            "name": settings.name,
            "date": settings.date.isoformat(),
            "format": settings.format.value,
            "rel": settings.rel.value,
            "structure": settings.structure.value,
            "players": summary.player_count,
            "teams": summary.team_count,
            "rounds_paired": summary.rounds_paired,
            **edition_fields(settings),
        }
    )
    return 0


def _player_add(services: Services, args: argparse.Namespace) -> int:
    event_id = find_event(services, args.event)
    entry_id, _ = services.players.add(
        event_id, args.family, args.given, args.reading, args.player_id
    )
    print_json({"entry": entry_id})
    return 0


def _player_drop(services: Services, args: argparse.Namespace) -> int:
    event_id = find_event(services, args.event)
    entry_id = find_entry(services, event_id, args.player)
    services.players.drop(entry_id)
    entry = services.players.get(entry_id)
    print_json({"entry": entry_id, "dropped_after_round": entry.dropped_after_round})
    return 0


def _round_pair(services: Services, args: argparse.Namespace) -> int:
    event_id = find_event(services, args.event)
    view, changes = services.rounds.pair_next(event_id, args.seed, number=args.round)
    if args.seed is None and view.seed is not None:  # as ``mtrdesk pair``: say which
        from mtrdesk.cli.messages import seed_drawn

        print(seed_drawn(view.seed, args.lang), file=sys.stderr)
    if changes.warnings:  # MTR 10.1 at round 1: said, and paired (issue 29)
        from mtrdesk.cli.messages import install_language
        from mtrdesk.words.messages import warning_message

        install_language(args.lang)
        for warning in changes.warnings:
            print(warning_message(warning), file=sys.stderr)
    # Standard output stays the pairings alone, one row a table, warnings or not.
    print_json(pairing_rows(view))
    return 0


def _round_report(services: Services, args: argparse.Namespace) -> int:
    from mtrdesk.cli.messages import describe, install_language, over_hint
    from mtrdesk.cli.outputs import REFUSED
    from mtrdesk.core.results import ResultError
    from mtrdesk.services.errors import Problem, ServiceError
    from mtrdesk.words.messages import warning_message

    event_id = find_event(services, args.event)
    table, seat = _table(args.table)
    number = args.round or _latest(services, event_id).number
    # What the user saw (issue 27): no result, or the one named by --over. The service
    # compares it with the stored result inside its transaction; any other result is
    # refused with what is there, who entered it and when, never written over unseen.
    try:
        changes = services.rounds.report(event_id, number, table, args.result, seat, seen=args.over)
    except ResultError as error:  # cites the event's edition (0-0-3: 2023 2.4, 2025 2.5)
        edition = services.events.get(event_id).settings.edition
        print(describe(error, args.lang, edition), file=sys.stderr)
        return REFUSED
    except ServiceError as error:
        if error.problem is not Problem.RESULT_CHANGED_ELSEWHERE:
            raise
        stored = error.details.get("result")
        print(f"{describe(error, args.lang)} {over_hint(stored, args.lang)}", file=sys.stderr)
        return REFUSED
    view = services.rounds.round_view(event_id, number)
    match = view.at_seat(table, seat) if seat else view.at_table(table)
    result = match.result.to_text() if match is not None and match.result else None
    if changes.warnings:  # a correction with later rounds paired: said, and done
        install_language(args.lang)
        for warning in changes.warnings:
            print(warning_message(warning), file=sys.stderr)
    print_json({"round": number, "table": f"{table}{seat}", "result": result})
    return 0


def _round_show(services: Services, args: argparse.Namespace) -> int:
    event_id = find_event(services, args.event)
    view = (
        services.rounds.round_view(event_id, args.round)
        if args.round
        else _latest(services, event_id)
    )
    print_json(
        {
            "round": view.number,
            "playoff": view.playoff,
            "seed": view.seed,
            "complete": view.complete,
            "matches": [
                {**_row(m), "result": m.result.to_text() if m.result else None}
                for m in view.matches
            ],
        }
    )
    return 0


def _round_standings(services: Services, args: argparse.Namespace) -> int:
    from mtrdesk.services.json_rows import standing_row

    event_id = find_event(services, args.event)
    rows = services.standings.standings(event_id, args.round)
    printed = []
    for r in rows:
        row = standing_row(r.rank, r.name, r.points, r.omwp, r.gwp, r.ogwp)
        if r.cut_out:  # below the day-two cut: ranked, no longer paired
            row["below_cut"] = True
        printed.append(row)
    print_json(printed)
    return 0


def _latest(services: Services, event_id: int) -> RoundView:
    from mtrdesk.services.errors import Problem, ServiceError

    view = services.rounds.current_round(event_id)
    if view is None:
        raise ServiceError(Problem.NO_ROUNDS)
    return view


def pairing_rows(view: RoundView) -> list[dict[str, Any]]:
    """The round as ``mtrdesk pair`` prints a file's next round: tables, then byes."""
    return [_row(m) for m in view.matches]


def _row(match: MatchView) -> dict[str, Any]:
    from mtrdesk.services.json_rows import pairing_row

    table: int | str | None = match.table
    if match.table is not None and match.seat:
        table = f"{match.table}{match.seat}"
    return pairing_row(table, match.player1_name, match.player2_name)
