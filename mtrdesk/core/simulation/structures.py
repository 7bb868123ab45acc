"""Simulated team, Two-Headed Giant and multiplayer events as event files (version 3).

The rounds come from the loops of ``structure_simulation`` (the services' loops without a
store): teams paired as units with seat matches A-A, B-B, C-C (MTR 8.2) or one game per
Two-Headed Giant match (MTR 9.1), and multiplayer rounds in pods (multiplayer addendum
10.4A). This module writes them down as the database stores them (``services.
team_rounds``, ``services.pods.service``), so a simulated file reads, imports and pairs on
like an exported one:

* teams are numbered from 1 and their members are players 1, 2, ... seated A, B(, C);
  a team drops as a whole (MTR 8.2), so every member carries the team's drop;
* a seat match is a match with its seat letter beside the team table; a team's bye is a
  bye for each seat; a 2HG match is one match between the two teams' seat-A players;
* a pod lists its seats in seat order (seat 1 plays first) with each seat's result:
  the winner's "win" and everyone else's "loss", or "draw" for the players who drew
  (2.1A).

Each round keeps the seed that drew it, so ``mtrdesk pair --seed`` on the file cut before
that round pairs it again as the simulation did.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping

from mtrdesk.core.event_file.document import (
    DocumentMatch,
    DocumentMultiplayer,
    DocumentPlayer,
    DocumentPod,
    DocumentPodSeat,
    DocumentRound,
    DocumentTeam,
    EventDocument,
)
from mtrdesk.core.event_file.structures import DRAW, LOSS, WIN
from mtrdesk.core.pods.standings import PodResult
from mtrdesk.core.settings import EventSettings, Floor, Format
from mtrdesk.core.settings import Structure as EventStructure
from mtrdesk.core.simulation.happenings import ResultMix
from mtrdesk.core.simulation.rounds import (
    PodSimulation,
    TeamSimulation,
    simulate_pod_event,
    simulate_team_event,
)
from mtrdesk.core.teams.team import TeamKind, team_drops
from mtrdesk.core.tournament import EntryId, MatchRecord

#: ``mtrdesk simulate --structure`` names of the team structures.
TEAM_KINDS = {
    "teams2": TeamKind.TEAM_OF_TWO,
    "teams3": TeamKind.TEAM_OF_THREE,
    "2hg": TeamKind.TWO_HEADED_GIANT,
}


def team_document(
    name: str,
    date: dt.date,
    *,
    players: int,
    kind: TeamKind,
    seed: int,
    rounds: int | None,
    mix: ResultMix,
    games_to_win: int,
    drop_rate: float,
) -> EventDocument:
    """A simulated team or Two-Headed Giant event, every round paired and reported."""
    event = simulate_team_event(
        TeamSimulation(players, kind, seed, rounds, mix, games_to_win, drop_rate)
    )
    team_number = {team.entry: k for k, team in enumerate(event.teams, 1)}
    seat_of = {
        player: (team_number[team.entry], seat.value)
        for team in event.teams
        for seat, player in zip(kind.seats, team.members, strict=True)
        if player is not None
    }
    dropped = team_drops(event.teams, event.dropped)
    drop_of = {p: dropped.get(t.entry) for t in event.teams for p in t.players}
    document_players = tuple(
        DocumentPlayer(
            id=player,
            family="Player",
            given=f"{player:04d}",
            dropped_after_round=drop_of[player],
            team=team,
            seat=seat,
        )
        for player, (team, seat) in sorted(seat_of.items())
    )
    # 2HG records name teams: the stored row names each team's seat-A player instead.
    stand_in = {team.entry: team.players[0] for team in event.teams}
    by_round: dict[int, list[DocumentMatch]] = {played.number: [] for played in event.rounds}
    for record in event.records:
        by_round[record.round].append(_team_match(record, kind, seat_of, stand_in))
    seeds = {played.number: played.seed for played in event.rounds}
    settings = EventSettings(
        name=name,
        date=date,
        format=Format.OTHER,
        kind=Format.OTHER.default_kind,
        games_to_win=kind.games_to_win(games_to_win),
        swiss_rounds=len(event.rounds),
        floor=Floor.MTR,
        structure=EventStructure(kind.value),
    )
    return EventDocument(
        settings,
        document_players,
        tuple(
            DocumentRound(number, seeds[number], False, tuple(matches))
            for number, matches in by_round.items()
        ),
        rounds_from_recommendation=rounds is None,
        teams=tuple(DocumentTeam(team_number[t.entry], t.name) for t in event.teams),
    )


def _team_match(
    record: MatchRecord,
    kind: TeamKind,
    seat_of: Mapping[EntryId, tuple[int, str]],
    stand_in: Mapping[EntryId, EntryId],
) -> DocumentMatch:
    if kind.shares_game:
        second = None if record.player2 is None else stand_in[record.player2]
        return DocumentMatch(
            record.table, record.kind, stand_in[record.player1], second, record.result
        )
    seat = seat_of[record.player1][1]
    return DocumentMatch(
        record.table, record.kind, record.player1, record.player2, record.result, seat=seat
    )


def pod_document(
    name: str,
    date: dt.date,
    *,
    players: int,
    seed: int,
    rounds: int | None,
    pod_size: int,
    drop_rate: float,
) -> EventDocument:
    """A simulated multiplayer event, every round in pods and reported."""
    event = simulate_pod_event(
        PodSimulation(players, seed=seed, rounds=rounds, pod_size=pod_size, drop_rate=drop_rate)
    )
    by_round: dict[int, list[DocumentPod]] = {played.number: [] for played in event.rounds}
    seeds = {played.number: played.seed for played in event.rounds}
    results = {(r.round, frozenset(r.players)): r for r in event.results}
    for played in event.rounds:
        for pod in played.pods:
            result = results[(played.number, frozenset(pod.seats))]
            seats = tuple(
                DocumentPodSeat(n, entry, _seat_result(result, entry))
                for n, entry in enumerate(pod.seats, 1)
            )
            by_round[played.number].append(DocumentPod(pod.table, seats))
    settings = EventSettings(
        name=name,
        date=date,
        format=Format.OTHER,
        kind=Format.OTHER.default_kind,
        swiss_rounds=len(event.rounds),
        floor=Floor.MTR,
        structure=EventStructure.MULTIPLAYER,
    )
    return EventDocument(
        settings,
        tuple(
            DocumentPlayer(
                id=entry,
                family="Player",
                given=f"{entry:04d}",
                dropped_after_round=event.dropped.get(entry),
            )
            for entry in range(1, players + 1)
        ),
        tuple(
            DocumentRound(number, seeds[number], False, (), pods=tuple(pods))
            for number, pods in by_round.items()
        ),
        rounds_from_recommendation=rounds is None,
        multiplayer=DocumentMultiplayer(pod_size, 0),
    )


def _seat_result(result: PodResult, entry: EntryId) -> str:
    """A seat's result as stored: the winner's win, the players who drew, the rest lost."""
    if result.winner == entry:
        return WIN
    if result.drawn is not None and entry in result.drawn:
        return DRAW
    return LOSS
