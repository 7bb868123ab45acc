"""Where the Swiss stands against its announced end (MTR 10.2) and who advanced to the
playoff early (MTR 10.4), as one value built from an ``EventState`` with its matches.

MTR 10.2: "A variable number of rounds can be announced instead, with specific criteria for
ending the tournament." MTR 10.4: "competitors are advanced to the playoff rounds before
the end of the Swiss rounds ... if they have achieved the announced number of match
points", and "Seeding for the Top 8 playoff is locked after each round in which a
competitor receives the required number of match points". The rules themselves are in
``core.swiss.end_rules`` and ``core.event.swiss``; ``services.swiss_end`` stores the locks.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import all_advancements, end_rule, swiss_over
from mtrdesk.core.settings import EndRuleKind
from mtrdesk.core.swiss.end_rules import EndRule

__all__ = ["AdvancedPlayer", "SwissEndView", "swiss_end_view"]


@dataclass(frozen=True)
class AdvancedPlayer:
    """A player advanced to the playoff before the Swiss ended (MTR 10.4).

    ``after_round``: the Swiss round in which they reached the announced match points;
    ``seed``: their playoff seed; ``points``: their match points after that round;
    ``locked``: the seed is stored (the next round was paired or the playoff started).
    """

    entry: int
    name: str
    after_round: int
    seed: int
    points: int
    locked: bool


@dataclass(frozen=True)
class SwissEndView:
    """Where the Swiss stands against its announced end (MTR 10.2) and early advancement.

    ``rule``: the core end rule (``FixedRounds``, ``UnlessSoleLeader``, ...) as announced,
    for at most ``max_rounds`` rounds; ``over``: no further Swiss round will be paired
    (every announced round is paired, or the rule ended the Swiss after the latest round);
    ``ended_early``: the rule ended it before ``max_rounds``. ``advance_points`` is the
    announced threshold (``None``: no early advancement) and ``advanced`` who reached it,
    by seed.
    """

    kind: EndRuleKind
    rule: EndRule
    rounds_paired: int
    max_rounds: int
    over: bool
    ended_early: bool
    advance_points: int | None
    advanced: tuple[AdvancedPlayer, ...]


def swiss_end_view(state: EventState) -> SwissEndView:
    """The Swiss against its announced end and the early advancements (matches loaded)."""
    max_rounds = state.swiss_rounds
    over = swiss_over(state)
    advanced = tuple(
        AdvancedPlayer(a.entry, state.name(a.entry) or "", a.round, a.seed, a.points, locked)
        for a, locked in all_advancements(state)
    )
    return SwissEndView(
        kind=state.settings.end_rule,
        rule=end_rule(state),
        rounds_paired=state.swiss_paired,
        max_rounds=max_rounds,
        over=over,
        ended_early=over and state.swiss_paired < max_rounds,
        advance_points=state.settings.advance_points,
        advanced=advanced,
    )
