"""Seeded, plausible tournament happenings for tests and the simulator command line.

Every function takes an explicit ``random.Random``: the same seed gives the same event, so
a simulated run that exposes a bug can be replayed exactly. Nothing here reads a clock.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mtrdesk.core.results import INTENTIONAL_DRAW_GAMES, MatchResult
from mtrdesk.core.settings import DEFAULT_GAMES_TO_WIN, MAX_AWARDED_BYES
from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed


def _check_rate(name: str, rate: float) -> None:
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"{name} must be between 0 and 1, not {rate!r}")


@dataclass(frozen=True, slots=True)
class ResultMix:
    """How often each kind of result turns up in a simulated Swiss match.

    ``intentional_draw_rate``: players agree to a draw before playing, reported 0-0-3
    (MTR 2.4). ``draw_rate``: the match ends level, e.g. at time (MTR 2.5), reported 1-1-1 in
    a best of three. ``sweep_rate``: the share of decided matches won without losing a game.
    """

    intentional_draw_rate: float = 0.02
    draw_rate: float = 0.03
    sweep_rate: float = 0.55

    def __post_init__(self) -> None:
        _check_rate("intentional_draw_rate", self.intentional_draw_rate)
        _check_rate("draw_rate", self.draw_rate)
        _check_rate("sweep_rate", self.sweep_rate)
        if self.intentional_draw_rate + self.draw_rate > 1.0:
            raise ValueError("draw rates add up to more than 1")


DEFAULT_MIX = ResultMix()


def win_probability(skill1: float, skill2: float) -> float:
    """Chance that a player of ``skill1`` beats one of ``skill2`` (logistic in the gap)."""
    return 1.0 / (1.0 + math.exp(skill2 - skill1))


def simulate_result(
    rng: random.Random,
    *,
    games_to_win: int = DEFAULT_GAMES_TO_WIN,
    mix: ResultMix = DEFAULT_MIX,
    playoff: bool = False,
    player1_wins: float = 0.5,
) -> MatchResult:
    """One plausible result from player 1's side: 2-0, 2-1, 1-2, 0-2, 1-1-1 or 0-0-3.

    Playoff matches never draw (MTR 2.5: single-elimination matches may not end in a draw).
    ``player1_wins`` is the chance that player 1 wins a decided match. Every result passes
    ``MatchResult.validate`` for ``games_to_win``.
    """
    _check_rate("player1_wins", player1_wins)
    if not playoff:
        roll = rng.random()
        if roll < mix.intentional_draw_rate:
            return MatchResult(0, 0, INTENTIONAL_DRAW_GAMES)
        if roll < mix.intentional_draw_rate + mix.draw_rate:
            level = games_to_win - 1
            return MatchResult(level, level, 1)
    winner_games = games_to_win
    if rng.random() < mix.sweep_rate or games_to_win == 1:
        loser_games = 0
    else:
        loser_games = rng.randint(1, games_to_win - 1)
    if rng.random() < player1_wins:
        return MatchResult(winner_games, loser_games)
    return MatchResult(loser_games, winner_games)


def simulate_round(
    pairings: Sequence[Pairing],
    round_number: int,
    rng: random.Random,
    *,
    games_to_win: int = DEFAULT_GAMES_TO_WIN,
    mix: ResultMix = DEFAULT_MIX,
    skill: Mapping[EntryId, float] | None = None,
) -> tuple[MatchRecord, ...]:
    """Results for a whole round: a reported ``MatchRecord`` per table, the bye as a bye.

    With ``skill`` (see ``random_skills``) stronger players win more often, which gives
    standings with a realistic spread instead of coin flips.
    """
    records: list[MatchRecord] = []
    for pairing in pairings:
        if pairing.player2 is None:
            records.append(unopposed(round_number, pairing.player1, MatchKind.BYE))
            continue
        chance = 0.5
        if skill is not None:
            chance = win_probability(skill[pairing.player1], skill[pairing.player2])
        result = simulate_result(rng, games_to_win=games_to_win, mix=mix, player1_wins=chance)
        records.append(
            MatchRecord(round_number, pairing.player1, pairing.player2, result, table=pairing.table)
        )
    return tuple(records)


def random_skills(
    rng: random.Random, entries: Iterable[EntryId], spread: float = 1.0
) -> dict[EntryId, float]:
    """A normally distributed playing strength per entry (in entry order, for determinism)."""
    return {entry: rng.gauss(0.0, spread) for entry in sorted(entries)}


def pick_drops(rng: random.Random, entries: Iterable[EntryId], rate: float) -> frozenset[EntryId]:
    """The entries that drop before the next round, each independently with ``rate``.

    Drops must reach the scorekeeper before the next round is paired (MTR 2.10).
    """
    _check_rate("rate", rate)
    return frozenset(entry for entry in sorted(entries) if rng.random() < rate)


def pick_late_entries(
    rng: random.Random, field_size: int, rate: float, first_entry: EntryId
) -> tuple[EntryId, ...]:
    """New entry ids for players who register late: about ``rate * field_size`` of them.

    The ids are consecutive from ``first_entry`` so they never clash with existing ones.
    """
    _check_rate("rate", rate)
    count = sum(1 for _ in range(field_size) if rng.random() < rate)
    return tuple(range(first_entry, first_entry + count))


def missed_rounds(entry: EntryId, first_round_played: int) -> tuple[MatchRecord, ...]:
    """The 0-2 losses a late entrant carries for the rounds before they joined."""
    return tuple(
        unopposed(round_number, entry, MatchKind.LATE_ENTRY_LOSS)
        for round_number in range(1, first_round_played)
    )


#: Relative frequency of 1, 2 and 3 awarded byes among players who have any.
_AWARDED_BYE_WEIGHTS = (6, 3, 1)


def pick_awarded_byes(
    rng: random.Random,
    entries: Iterable[EntryId],
    rate: float,
    *,
    max_byes: int = MAX_AWARDED_BYES,
) -> dict[EntryId, int]:
    """Awarded byes (MTR Appendix E: 1 to 3 rounds) for about ``rate`` of the entries."""
    _check_rate("rate", rate)
    if not 1 <= max_byes <= MAX_AWARDED_BYES:
        raise ValueError(f"max_byes must be 1..{MAX_AWARDED_BYES}, not {max_byes}")
    counts = range(1, max_byes + 1)
    weights = _AWARDED_BYE_WEIGHTS[:max_byes]
    awarded: dict[EntryId, int] = {}
    for entry in sorted(entries):
        if rng.random() < rate:
            awarded[entry] = rng.choices(counts, weights)[0]
    return awarded


def awarded_bye_records(awarded: Mapping[EntryId, int]) -> tuple[MatchRecord, ...]:
    """The ``AWARDED_BYE`` rows for rounds 1..n of each player's awarded byes."""
    return tuple(
        unopposed(round_number, entry, MatchKind.AWARDED_BYE)
        for entry in sorted(awarded)
        for round_number in range(1, awarded[entry] + 1)
    )
