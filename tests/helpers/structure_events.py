"""Played events of every structure, built through the services, for the interchange tests.

Each builder fills an empty database with one event and returns its id: individual Swiss
with booster-draft pods, team events of two and three (MTR 8), Two-Headed Giant (MTR 9),
multiplayer pods with a pod playoff, and the playoff variants (booster-draft playoff by
seat, early advancement, single elimination only, a variable end of the Swiss).
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable

from mtrdesk.core.settings import EndRuleKind, EventSettings, Format, Playoff, Structure
from mtrdesk.services import Services
from mtrdesk.services.teams.registration import TeamMember

CLOCK_START = dt.datetime(2026, 11, 21, 13, 0)


class Clock:
    """One second per reading, so results and audit entries have their own times."""

    def __init__(self) -> None:
        self.now = CLOCK_START

    def __call__(self) -> dt.datetime:
        self.now += dt.timedelta(seconds=1)
        return self.now


def settings(**changes: object) -> EventSettings:
    return EventSettings("土曜大会", dt.date(2026, 11, 21)).with_changes(**changes)


def add_players(services: Services, event_id: int, count: int) -> list[int]:
    return [
        services.players.add(event_id, f"山田{n:02d}", "太郎", f"やまだ{n}", f"P{n:03d}")[0]
        for n in range(count)
    ]


def report_round(services: Services, event_id: int, rng: random.Random, choices: list[str]) -> None:
    current = services.rounds.current_round(event_id)
    assert current is not None
    for match in current.missing:
        services.rounds.report(
            event_id, current.number, match.table, rng.choice(choices), match.seat
        )


def swiss_with_draft_pods(services: Services) -> int:
    """A booster draft with pods of 4 (MTR 7.6), three rounds and a drop."""
    event_id, _ = services.events.create(
        settings(format=Format.BOOSTER_DRAFT, swiss_rounds=3, playoff=Playoff.TOP4)
    )
    players = add_players(services, event_id, 10)
    services.pods.seat(event_id, pod_size=4, seed=5)
    rng = random.Random(1)
    for number in (1, 2, 3):
        services.rounds.pair_next(event_id, seed=number)
        report_round(services, event_id, rng, ["2-0", "2-1", "1-2", "0-2", "1-1-1"])
        if number == 1:
            services.players.drop(players[3])
    return event_id


def team_event(structure: Structure) -> Callable[[Services], int]:
    """Six teams, three rounds of four, a team dropped after round 1 (so team byes)."""

    def build(services: Services) -> int:
        event_id, _ = services.events.create(settings(structure=structure, swiss_rounds=4))
        size = 3 if structure is Structure.TEAM_OF_THREE else 2
        teams = [
            services.teams.add(
                event_id,
                f"チーム{n}",
                [
                    TeamMember(f"T{n}{seat}", "Test", player_id=f"T{n}{seat}")
                    for seat in "ABC"[:size]
                ],
            )[0]
            for n in range(6)
        ]
        rng = random.Random(2)
        choices = (
            ["1-0", "0-1", "1-0-1"]
            if structure is Structure.TWO_HEADED_GIANT
            else ["2-0", "2-1", "0-2", "1-1-1"]
        )
        for number in (1, 2, 3):
            services.rounds.pair_next(event_id, seed=10 + number)
            report_round(services, event_id, rng, choices)
            if number == 1:
                services.teams.drop(teams[-1])
        return event_id

    return build


def multiplayer_event(services: Services) -> int:
    """Ten players in pods of 4 (a drop, a drawn pod), two rounds, a top 4 played out."""
    event_id = multiplayer_swiss(services, swiss_rounds=2, playoff_size=4)
    services.multiplayer.start_playoff(event_id)
    final = services.multiplayer.playoff(event_id).rounds[-1].pods[0]
    drawn = [s.entry for s in final.seats][1:3]  # 2.4C: the better seed of the two wins
    services.multiplayer.report(event_id, final.round, final.table, drawn=drawn)
    return event_id


def multiplayer_swiss(services: Services, swiss_rounds: int = 3, playoff_size: int = 0) -> int:
    """Ten players in pods of 4, two Swiss rounds played (a drop, a drawn pod)."""
    event_id, _ = services.events.create(
        settings(structure=Structure.MULTIPLAYER, swiss_rounds=swiss_rounds)
    )
    players = add_players(services, event_id, 10)
    services.multiplayer.configure(event_id, pod_size=4, playoff_size=playoff_size)
    rng = random.Random(3)
    for number in (1, 2):
        view, _ = services.multiplayer.pair_next(event_id, seed=20 + number)
        for k, pod in enumerate(view.pods):
            if k == 0:
                drawn = [s.entry for s in pod.seats][:2]
                services.multiplayer.report(event_id, number, pod.table, drawn=drawn)
            else:
                services.multiplayer.report_seat(
                    event_id, number, pod.table, rng.randint(1, pod.size)
                )
        if number == 1:
            services.players.drop(players[9])
    return event_id


def play_swiss(services: Services, event_id: int, text: str = "2-0") -> None:
    rng = random.Random(0)
    while not services.events.get(event_id).swiss_over:
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng, [text])


def draft_playoff_event(services: Services) -> int:
    """MTR 10.4: the top 8 drafts again and plays by draft seat."""
    event_id, _ = services.events.create(
        settings(format=Format.BOOSTER_DRAFT, playoff=Playoff.DRAFT_TOP8)
    )
    add_players(services, event_id, 12)
    play_swiss(services, event_id)
    services.playoff.start(event_id, seed=2026)
    for match in services.playoff.bracket(event_id).next_matches:
        services.playoff.report(event_id, match.round, match.table, "2-1")
    return event_id


def early_advancement_event(services: Services) -> int:
    """MTR 10.4: 9 match points advance a player to the top 8 before the Swiss ends."""
    event_id, _ = services.events.create(
        settings(swiss_rounds=5, playoff=Playoff.TOP8, advance_points=9)
    )
    add_players(services, event_id, 16)
    for _ in range(4):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(0), ["2-0"])
    return event_id


def elimination_event(services: Services) -> int:
    """Appendix E: six players, single elimination only."""
    event_id, _ = services.events.create(settings(elimination_only=True))
    add_players(services, event_id, 6)
    services.playoff.start(event_id, seed=3)
    for match in services.playoff.bracket(event_id).next_matches:
        services.playoff.report(event_id, match.round, match.table, "2-0")
    return event_id


def end_rule_event(services: Services) -> int:
    """MTR 10.2: five rounds unless only one player has four wins after four."""
    event_id, _ = services.events.create(
        settings(
            swiss_rounds=5,
            end_rule=EndRuleKind.UNLESS_SOLE_LEADER,
            end_rule_after=4,
            end_rule_wins=4,
        )
    )
    add_players(services, event_id, 16)
    play_swiss(services, event_id)
    return event_id


#: Events with a Swiss round still to pair, by structure.
PAIRABLE: dict[str, Callable[[Services], int]] = {
    "teams2": team_event(Structure.TEAM_OF_TWO),
    "teams3": team_event(Structure.TEAM_OF_THREE),
    "2hg": team_event(Structure.TWO_HEADED_GIANT),
    "multiplayer": multiplayer_swiss,
}

BUILDERS: dict[str, Callable[[Services], int]] = {
    "swiss_draft_pods": swiss_with_draft_pods,
    "teams2": team_event(Structure.TEAM_OF_TWO),
    "teams3": team_event(Structure.TEAM_OF_THREE),
    "2hg": team_event(Structure.TWO_HEADED_GIANT),
    "multiplayer": multiplayer_event,
    "draft_top8": draft_playoff_event,
    "early_advancement": early_advancement_event,
    "elimination_only": elimination_event,
    "end_rule": end_rule_event,
}
