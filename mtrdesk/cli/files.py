"""``mtrdesk standings``, ``pair`` and ``check-pairings``: an event file, any structure.

Each reads the file into the services' own values (``services.event_file.reading``) and prints
what the window would show, by the event's structure:

* individual Swiss events (booster-draft pods and the playoff variants included): players
  with match points, OMW%, GW% and OGW% (MTR Appendix C); tables of two players;
* team and Two-Headed Giant events (MTR 8, 9): teams with match points and OMW% only
  ("Game points are not used in team tournaments", Appendix C); team matches with their
  seat matches "12A", "12B" (a 2HG match is one game, so it has none); the check at team
  level and seat by seat;
* multiplayer pod events (multiplayer addendum): players with points, MW%, opponents'
  average points and OMW% (3.1A); pods with their players in seat order; the pod check.

Output is UTF-8 JSON (``--json`` for the check, else its translated report).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import sys
from collections.abc import Iterator
from typing import Any

from mtrdesk.core.settings import Floor
from mtrdesk.services.json_rows import pairing_row, standing_row


def print_json(value: Any) -> None:
    """``value`` as UTF-8 JSON (RFC 8259), whatever the console's code page: a Japanese
    Windows machine redirecting to a file would otherwise write cp932 and fail on "é"."""
    print_text(json_text(value))


def json_text(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=2)``, character for character, made
    in C (issue 33): ``json`` indents in Python (100 ms for 16,384 standings rows), so the
    value is written compact by its C encoder and indented by msgspec, which keeps every
    number and escape as written. What msgspec cannot read back (NaN, a lone surrogate)
    is written the slow way, as it always was."""
    import msgspec

    if _plain_rows(value):  # written by msgspec itself: json's C encoder is ten times slower
        try:
            return msgspec.json.format(msgspec.json.encode(value), indent=2).decode()
        except UnicodeEncodeError:  # a lone surrogate: the slow way below says it the same
            pass
    compact = json.dumps(value, ensure_ascii=False)
    try:
        return msgspec.json.format(compact.encode(), indent=2).decode()
    except (msgspec.DecodeError, UnicodeEncodeError):
        return json.dumps(value, ensure_ascii=False, indent=2)


#: The values a row of ``_plain_rows`` holds besides a float and a list of texts.
_PLAIN_VALUES = frozenset({str, int, bool, type(None)})


def _plain_rows(value: Any) -> bool:
    """Whether ``value`` is rows (a list of dicts with text keys: standings, pairings) that
    msgspec's encoder writes as ``json`` does, character for character: texts, whole
    numbers, booleans, nulls, lists of texts, and floats ``repr`` writes without an
    exponent (0, or at least 1e-4 and below 1e15 either way; msgspec writes 1e-05 as
    0.00001 and 1e+16 as 1e16). Anything else (NaN, a nested row) takes ``json``."""
    if type(value) is not list:
        return False
    for row in value:
        if type(row) is not dict:
            return False
        for key, item in row.items():
            kind = type(item)
            if type(key) is not str:
                return False
            if kind is float:
                if not (item == 0 or 1e-4 <= abs(item) < 1e15):
                    return False
            elif kind is list:
                if not all(type(text) is str for text in item):
                    return False
            elif kind not in _PLAIN_VALUES:
                return False
    return True


@contextlib.contextmanager
def collector_paused(*, freeze: bool = False) -> Iterator[None]:
    """The cyclic garbage collector off inside, on again after as it was (issue 33).

    Reading and ranking a 16,384-player file builds millions of objects that all stay
    until the command ends: the collections they set off find nothing to free and took a
    third of ``mtrdesk standings``' time. ``freeze``: what was built is frozen
    (``gc.freeze``), so neither a later collection nor the one Python makes as it exits
    walks it again; only for a process that ends with the command (a program running
    commands in its own process, the tests, must still have its garbage collected).
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            if freeze:
                gc.freeze()
            gc.enable()


#: The commands that read an event file and work on it in memory (``collector_paused``
#: around the whole command: its imports, the reading, the ranking or pairing).
FILE_COMMANDS = frozenset({"standings", "pair", "check-pairings"})


class StandardOutputError(OSError):
    """Standard output could not be written (a full disk, an I/O error): the command's
    output is incomplete, so ``cli.main`` says so and exits 1 (issue 27). A reader that
    went away (``BrokenPipeError``) is not one of these: that exit is quiet."""


def print_text(text: str) -> None:
    """Human output as UTF-8 too: Japanese must survive a redirect."""
    with standard_output():
        stream = getattr(sys.stdout, "buffer", None)
        if stream is None:  # a text-only stdout (an embedding program): its encoding
            sys.stdout.write(text + "\n")
            sys.stdout.flush()
            return
        sys.stdout.flush()
        stream.write((text + "\n").encode("utf-8"))
        stream.flush()


@contextlib.contextmanager
def standard_output() -> Iterator[None]:
    """Writes to standard output inside: an ``OSError`` becomes ``StandardOutputError``
    (``BrokenPipeError`` stays itself)."""
    try:
        yield
    except BrokenPipeError:
        raise
    except StandardOutputError:
        raise
    except OSError as exc:
        raise StandardOutputError(exc.errno, exc.strerror or str(exc)) from exc


def _history(args: argparse.Namespace) -> Any:  # EventHistory (imported lazily)
    """The event file ``args.file``, read with a bar on a terminal (issue 31: 4,096
    players take seconds; never with ``--json``)."""
    from mtrdesk.cli.progress_bar import READING, progress_bar
    from mtrdesk.services.event_file.reading import read_event_file

    with progress_bar(args, READING) as step:
        return read_event_file(args.file, step)


def standings(args: argparse.Namespace) -> int:
    history = _history(args)
    floor = Floor(args.floor) if args.floor else None
    print_json(_standings(history, floor))
    return 0


def _standings(history: Any, floor: Floor | None) -> list[dict[str, Any]]:
    """The standings' rows by the event's structure."""
    if history.pod_event is not None:  # the addendum's own floor: 1 / (2n - 1)
        return _pod_standings(history)
    if history.has_teams:
        return _team_standings(history, floor)
    names = history.names
    return [
        standing_row(row.rank, names[row.entry], row.points, row.omwp, row.gwp, row.ogwp)
        for row in history.standings(floor)
    ]


def _team_standings(history: Any, floor: Floor | None) -> list[dict[str, Any]]:
    """Match points, then OMW%: the only team tiebreakers (Appendix C)."""
    return [
        {
            "rank": row.rank,
            "team": row.name,
            "members": history.team_members(row.entry),
            "points": row.points,
            "record": row.record,
            "omwp": float(row.omwp),
        }
        for row in history.team_standings(floor)
    ]


def _pod_standings(history: Any) -> list[dict[str, Any]]:
    """3.1A: match points, MW%, opponents' average match points, OMW%."""
    names = history.names
    return [
        {
            "rank": row.rank,
            "player": names[row.entry],
            "points": row.points,
            "record": row.record,
            "mwp": float(row.mwp),
            "oamp": float(row.oamp),
            "omwp": float(row.omwp),
        }
        for row in history.pod_standings()
    ]


def pair(args: argparse.Namespace) -> int:
    import random  # only to draw a seed (pair), not to print standings (issue 33)

    history = _history(args)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    if history.pod_event is not None:
        rows = _pods(history, seed)
    elif history.has_teams:
        rows = _team_pairings(history, seed)
    else:
        rows = _pairings(history, seed)
    if args.seed is None:  # say which seed was drawn, so the round can be paired again
        from mtrdesk.cli.messages import seed_drawn

        print(seed_drawn(seed, args.lang), file=sys.stderr)
    print_json(rows)
    return 0


def _pairings(history: Any, seed: int) -> list[dict[str, Any]]:
    pairings, awarded = history.next_round(seed)
    names = history.names
    rows = [
        pairing_row(p.table, names[p.player1], None if p.player2 is None else names[p.player2])
        for p in pairings
    ]
    # Awarded byes (MTR Appendix E) are this round's byes too, listed after the pairing bye.
    return rows + [pairing_row(None, names[entry], None) for entry in awarded]


def _team_pairings(history: Any, seed: int) -> list[dict[str, Any]]:
    """Team matches; each seat match posted as its team table and seat letter ("12B")."""
    names, teams = history.names, history.team_names
    return [
        {
            "table": p.table,
            "team1": teams[p.team1],
            "team2": None if p.team2 is None else teams[p.team2],
            "seats": [
                {
                    "seat": s.seat.value,
                    "table": s.label,
                    "p1": names[s.player1],
                    "p2": None if s.player2 is None else names[s.player2],
                }
                for s in p.seats
            ],
        }
        for p in history.next_team_round(seed)
    ]


def _pods(history: Any, seed: int) -> list[dict[str, Any]]:
    """Pods by table, players in seat order (seat 1 plays first), then awarded byes."""
    pods, awarded = history.next_pod_round(seed)
    names = history.names
    rows = [{"table": pod.table, "players": [names[e] for e in pod.seats]} for pod in pods]
    return rows + [{"table": None, "players": [names[entry]]} for entry in awarded]


def check_pairings(args: argparse.Namespace) -> int:
    """Exit 0 when the round is optimal and clean, 1 when something was found."""
    from mtrdesk.cli import messages as cli_messages

    history = _history(args)
    if history.pod_event is not None:
        check = history.check_pod_round(args.round)
        if args.json:
            print_json(pod_check_json(check, history.names))
        else:
            print_text(cli_messages.pod_check_report(check, history.names, args.lang))
        return 0 if check.clean else 1
    if history.has_teams:
        team_check = history.check_team_round(args.round)
        if args.json:
            print_json(team_check_json(team_check, history))
        else:
            report = cli_messages.team_check_report(
                team_check, history.team_names, history.names, args.lang
            )
            print_text(report)
        return 0 if team_check.clean else 1
    check = history.check_round(args.round)
    names = history.names
    if args.json:
        print_json(check_json(check, names, history.pod_status))
    else:
        print_text(cli_messages.check_report(check, names, history.pod_status, args.lang))
    return 0 if check.clean else 1


def check_json(check: Any, names: dict[int, str], pod_status: str) -> dict[str, Any]:
    """A Swiss round's check (players, or teams as players) as JSON."""

    def pair(a: int, b: int | None) -> dict[str, Any]:
        return {"p1": names[a], "p2": None if b is None else names[b]}

    return {
        "round": check.round_number,
        "players": check.player_count,
        "pods": pod_status,
        "method": check.method.value,
        "clean": check.clean,
        "optimal": not check.better_exists,
        "better_pairing_exists": check.better_exists,
        "worse_rule": check.worse_rule,
        "quality": _quality_json(check.quality),
        "optimum": _quality_json(check.optimum),
        "rematches": [pair(a, b) for a, b in check.rematches],
        "avoidable_rematches": check.avoidable_rematches,
        "repeat_byes": [names[e] for e in check.repeat_byes],
        "avoidable_repeat_byes": check.avoidable_repeat_byes,
        "extra_byes": [names[e] for e in check.extra_byes],
        "pod_violations": [
            pair(c.player1, c.player2) | {"pod1": c.pod1, "pod2": c.pod2}
            for c in check.pod_violations
        ],
        "outside_point_group": [
            pair(c.player1, c.player2)
            | {"points1": c.points1, "points2": c.points2, "boundaries": c.boundaries}
            for c in check.outside_point_group
        ],
    }


def _quality_json(quality: Any) -> dict[str, Any]:
    return {
        "repeat_bye": quality.repeat_bye,
        "rematches": quality.rematches,
        "pair_downs": quality.pair_downs,
        "point_difference": quality.point_difference,
        "point_difference_squared": quality.point_difference_squared,
        "players_ranked_below_bye": quality.players_ranked_below_bye,
    }


def team_check_json(check: Any, history: Any) -> dict[str, Any]:
    """A team round: the team-level check (teams in place of players) and every seat
    problem (MTR 8.2, 9.1); ``clean`` covers both."""
    teams, names = history.team_names, history.names
    report = check_json(check.pairing, teams, "none")
    report["teams"] = report.pop("players")
    return report | {
        "structure": history.structure.value,
        "clean": check.clean,
        "seat_violations": [
            {
                "problem": v.problem.value,
                "team1": teams[v.team1],
                "team2": None if v.team2 is None else teams[v.team2],
                "seat": None if v.seat is None else v.seat.value,
                "player": None if v.player is None else names[v.player],
            }
            for v in check.seats
        ],
    }


def pod_check_json(check: Any, names: dict[int, str]) -> dict[str, Any]:
    """A multiplayer round's pods against the pod objective (multiplayer addendum 10.4A)."""
    return {
        "round": check.round_number,
        "players": check.player_count,
        "pod_size": check.pod_size,
        "method": check.method.value,
        "verified": check.verified,
        "clean": check.clean,
        "optimal": not check.better_exists and check.verified,
        "better_pairing_exists": check.better_exists,
        "worse_level": check.worse_level,
        "layout": list(check.layout),
        "expected_layout": list(check.expected_layout),
        "quality": _pod_quality_json(check.quality),
        "best": _pod_quality_json(check.best),
        "repeat_meetings": [{"p1": names[a], "p2": names[b]} for a, b in check.repeat_meetings],
        "avoidable_meetings": check.avoidable_meetings,
        "repeat_short_pods": [names[e] for e in check.repeat_short],
        "avoidable_repeat_short_pods": check.avoidable_repeat_short,
    }


def _pod_quality_json(quality: Any) -> dict[str, int]:
    return {
        "repeat_meetings": quality.rematches,
        "repeat_short_pods": quality.repeat_short_pods,
        "displacement": quality.displacement,
    }
