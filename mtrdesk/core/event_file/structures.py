"""What version 3 of the event file adds: teams, multiplayer pods, the playoff variants.

* Team events (MTR 8) and Two-Headed Giant (MTR 9): ``teams`` (id, name); each member's
  ``team`` and ``seat`` letter (MTR 8.2: "player A, player B, and player C"); a seat
  match's ``seat`` beside its table (table 12 seat B is posted "12B").
* Multiplayer pod events (multiplayer addendum): the event's pod size and playoff cut,
  each round's ``pods`` with their seats in seat order and each seat's result, and the
  pod playoff seeds (10.4A).
* Playoff variants: each player's seat at the booster-draft playoff table and their early
  advancement (MTR 10.4); the settings themselves are ``EventSettings`` fields.

The database holds exactly these (schema 3-5), so export and import carry them whole.
The reader refuses what the services never store (a team-of-two event with a playoff, two players
in one seat of a team, a pod with two winners) and keeps what a hand-made file may hold
and ``mtrdesk check-pairings`` must see (seat A against seat B, a player missing a seat).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from mtrdesk.core.draft.profiles import EN_2023
from mtrdesk.core.editions.program import Program
from mtrdesk.core.event_file.fields import (
    MAX_TABLE,
    malformed,
    name_text,
    need,
    optional_int,
    records,
    time_text,
    unique,
    whole,
)
from mtrdesk.core.pods.sizes import DEFAULT_POD_SIZE
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.teams.team import TWO_HEADED_GIANT_GAMES_TO_WIN, Seat, TeamKind
from mtrdesk.core.tournament import EntryId

#: MTR 8.2's seat letters, as a match and a member carry them.
SEAT_LETTERS = tuple(seat.value for seat in Seat)
#: A pod seat's result (multiplayer addendum 2.1A); ``None`` until reported.
WIN, DRAW, LOSS = "win", "draw", "loss"
POD_RESULTS = (WIN, DRAW, LOSS)
#: MTR 10.4: the booster-draft playoff table seats eight.
DRAFT_SEATS = 8


@dataclass(frozen=True, slots=True)
class DocumentTeam:
    """A registered team (MTR 8.1); its members are the players naming its ``id``."""

    id: int
    name: str


@dataclass(frozen=True, slots=True)
class DocumentPodSeat:
    """One seat of a pod: seat 1 plays first (2.2A); ``result`` win, draw, loss or None."""

    seat: int
    player: EntryId
    result: str | None = None


@dataclass(frozen=True, slots=True)
class DocumentPod:
    """One pod of a multiplayer round at its table, seats in seat order. It is reported
    once its seats have their results; ``reported_at`` says when (``None`` in a file made
    without a clock, such as a simulated one)."""

    table: int
    seats: tuple[DocumentPodSeat, ...]
    reported_at: str | None = None

    @property
    def players(self) -> tuple[EntryId, ...]:
        return tuple(seat.player for seat in self.seats)

    @property
    def reported(self) -> bool:
        return any(seat.result is not None for seat in self.seats)


@dataclass(frozen=True, slots=True)
class DocumentMultiplayer:
    """A multiplayer event's pod size (a win is worth ``2n - 1``) and playoff cut (0: none)."""

    pod_size: int = DEFAULT_POD_SIZE
    playoff_size: int = 0


class _Member(Protocol):
    """The player fields this module checks (``event_document.DocumentPlayer``)."""

    @property
    def team(self) -> int | None: ...
    @property
    def seat(self) -> str | None: ...
    @property
    def draft_seat(self) -> int | None: ...
    @property
    def advanced_after(self) -> int | None: ...
    @property
    def advanced_seed(self) -> int | None: ...
    @property
    def pod_playoff_seed(self) -> int | None: ...


# --- settings ---


def settings_to_dict(settings: EventSettings) -> dict[str, Any]:
    """The version-3 settings fields of ``event`` (see docs/event-file.md)."""
    return {
        "structure": settings.structure.value,
        "elimination_only": settings.elimination_only,
        "end_rule": settings.end_rule.value,
        "end_rule_after": settings.end_rule_after,
        "end_rule_wins": settings.end_rule_wins,
        "end_rule_count": settings.end_rule_count,
        "advance_points": settings.advance_points,
        # Written only when on: files of events that never showed IDs stay as they were.
        **({"show_player_ids": True} if settings.show_player_ids else {}),
        # Written only when not MTR 2023's: older files read the same as before.
        **(
            {"draft_timings": settings.draft_timings}
            if settings.draft_timings != EN_2023.key
            else {}
        ),
        # Version 8: the edition's key, so the file keeps its rules wherever it goes (every
        # stored event has one; a simulated event being set up has none yet).
        **({"mtr_edition": settings.edition} if settings.edition else {}),
        **({"edition_reason": settings.edition_reason} if settings.edition_reason else {}),
        **({"program": settings.program.value} if settings.program is not Program.OTHER else {}),
        # Version 8, optional: the day-two cut, written only when announced (MTR 10.2).
        **(
            {"cut_after": settings.cut_after, "cut_points": settings.cut_points}
            if settings.cut_after is not None or settings.cut_points is not None
            else {}
        ),
    }


def structure_problem(settings: EventSettings) -> str | None:
    """What a team or multiplayer event's settings hold that the services refuse for it
    (``NOT_FOR_TEAMS`` / ``NOT_FOR_PODS``), else ``None``: such a file is not ours."""
    structure = settings.structure
    if not (structure.has_teams or structure is Structure.MULTIPLAYER):
        return None
    # The team playoff's and the pods' rules load only for such an event (issue 33).
    from mtrdesk.core.teams.playoff import team_settings_problems

    unsupported = (
        team_settings_problems(settings, TeamKind(structure.value))
        if structure.has_teams
        else settings.individual_only()
    )
    if unsupported:
        return f"event.structure: {structure.value} without {', '.join(unsupported)}"
    two_headed = structure is Structure.TWO_HEADED_GIANT
    if two_headed and settings.games_to_win != TWO_HEADED_GIANT_GAMES_TO_WIN:
        return "event.games_to_win: Two-Headed Giant matches are one game (MTR 9.1)"
    return None


def multiplayer_to_dict(multiplayer: DocumentMultiplayer | None) -> dict[str, int] | None:
    if multiplayer is None:
        return None
    return {"pod_size": multiplayer.pod_size, "playoff_size": multiplayer.playoff_size}


def read_multiplayer(raw: Any, where: str) -> DocumentMultiplayer | None:
    """The pod settings, or ``None``; sizes the services refuse are refused."""
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise malformed(f"{where}: not an object")
    from mtrdesk.core.pods.length import PLAYOFF_CUTS, POD_SIZE_CHOICES

    pod_size = optional_int(raw.get("pod_size", DEFAULT_POD_SIZE), f"{where}.pod_size")
    playoff_size = optional_int(raw.get("playoff_size", 0), f"{where}.playoff_size")
    if pod_size not in POD_SIZE_CHOICES:
        raise malformed(f"{where}.pod_size: {pod_size}")
    if playoff_size not in PLAYOFF_CUTS:
        raise malformed(f"{where}.playoff_size: {playoff_size}")
    return DocumentMultiplayer(pod_size, playoff_size)


# --- teams and players ---


def teams_to_list(teams: Iterable[DocumentTeam]) -> list[dict[str, Any]]:
    return [{"id": team.id, "name": team.name} for team in teams]


def read_teams(raw: Any) -> tuple[DocumentTeam, ...]:
    teams = []
    for where, item in records(raw, "teams"):
        team_id = whole(need(item, "id", where), f"{where}.id")
        # MTR 8.1: a team has a name
        name = name_text(need(item, "name", where), f"{where}.name", required=True)
        teams.append(DocumentTeam(team_id, name))
    unique([team.id for team in teams], "teams: id")
    return tuple(teams)


def player_fields(player: _Member) -> dict[str, Any]:
    """The version-3 fields of one player."""
    return {
        "team": player.team,
        "seat": player.seat,
        "draft_seat": player.draft_seat,
        "advanced_after": player.advanced_after,
        "advanced_seed": player.advanced_seed,
        "pod_playoff_seed": player.pod_playoff_seed,
    }


def check_players(players: Sequence[_Member], teams: Sequence[DocumentTeam]) -> None:
    """Members name a known team and hold one seat each (MTR 8.2: "Players retain these
    designations"); draft seats 1-8 and seeds are each held once (MTR 10.4)."""
    known = {team.id for team in teams}
    seats: set[tuple[int, str]] = set()
    for i, p in enumerate(players):
        where = f"players[{i}]"
        # A seat without a team is kept as the database may hold it (a deleted team's
        # member keeps the letter); it plays no part.
        if p.team is not None and p.seat is None:
            raise malformed(f"{where}: a team member needs a seat")
        if p.team is not None and p.seat is not None:
            if p.team not in known:
                raise malformed(f"{where}.team: unknown team {p.team}")
            if (p.team, p.seat) in seats:
                raise malformed(f"{where}.seat: team {p.team} seat {p.seat} twice")
            seats.add((p.team, p.seat))
        if p.draft_seat is not None and p.draft_seat > DRAFT_SEATS:
            raise malformed(f"{where}.draft_seat: {p.draft_seat}")
        if (p.advanced_after is None) != (p.advanced_seed is None):
            raise malformed(f"{where}: advanced_after and advanced_seed go together")
    for name in ("draft_seat", "advanced_seed", "pod_playoff_seed"):
        held = [getattr(p, name) for p in players if getattr(p, name) is not None]
        unique(held, f"players: {name}")


# --- pods ---


def pods_to_list(pods: Iterable[DocumentPod]) -> list[dict[str, Any]]:
    return [
        {
            "table": pod.table,
            "reported_at": pod.reported_at,
            "seats": [
                {"seat": seat.seat, "player": seat.player, "result": seat.result}
                for seat in pod.seats
            ],
        }
        for pod in pods
    ]


def read_pods(
    raw: Any, where: str, known: set[EntryId], seated: set[EntryId], playoff: bool
) -> tuple[DocumentPod, ...]:
    """A round's pods: known players, each seated once in the round (``seated`` holds the
    round's matches and grows), each table once, and a result a pod can end with."""
    pods = []
    tables: set[int] = set()
    for here, item in records(raw, f"{where}.pods"):
        table = whole(need(item, "table", here), f"{here}.table", low=1, high=MAX_TABLE)
        if table in tables:
            raise malformed(f"{here}: table {table} twice")
        tables.add(table)
        raw_seats = need(item, "seats", here)
        seats = tuple(_read_seat(s, at) for at, s in records(raw_seats, f"{here}.seats"))
        # 1.1A: a pod is a multiplayer game; a playoff pod whose other players dropped
        # keeps its last player, who wins it (MTR 2.10, services.multiplayer_drops).
        if len(seats) < (1 if playoff else 2):
            raise malformed(f"{here}: {len(seats)} seats")
        unique([seat.seat for seat in seats], f"{here}: seat")
        for seat in seats:
            if seat.player not in known:
                raise malformed(f"{here}: unknown player")
            if seat.player in seated:
                raise malformed(f"{here}: a player twice in the round")
            seated.add(seat.player)
        pod = DocumentPod(table, seats, time_text(item.get("reported_at"), f"{here}.reported_at"))
        _check_pod_result(pod, playoff, here)
        pods.append(pod)
    return tuple(pods)


def _read_seat(raw: Any, where: str) -> DocumentPodSeat:
    seat = whole(need(raw, "seat", where), f"{where}.seat", low=1, high=MAX_TABLE)
    player = whole(need(raw, "player", where), f"{where}.player")
    result = raw.get("result")
    if result is not None and (not isinstance(result, str) or result not in POD_RESULTS):
        raise malformed(f"{where}.result: {str(result)[:20]!r}")
    return DocumentPodSeat(seat, player, result)


def _check_pod_result(pod: DocumentPod, playoff: bool, where: str) -> None:
    """Reported pods: one winner and the rest lost, or a draw between two or more players
    (2.1A); a drawn playoff pod goes to the best seed who drew (2.4C), so it has a winner
    beside players who drew. Unreported pods have no seat result and no ``reported_at``."""
    results = [seat.result for seat in pod.seats]
    if not pod.reported:
        if pod.reported_at is not None:
            raise malformed(f"{where}: reported_at without a result")
        return
    wins, draws = results.count(WIN), results.count(DRAW)
    if None in results or wins > 1 or (wins == 0 and draws < 2) or (wins and draws and not playoff):
        raise malformed(f"{where}: result {results}")
