"""The standings after each round (MTR 3.1, Appendix C): what a standings-by-round chart
draws. The standings after round r are the ones computed from the matches of rounds
1..r, with the drops made by then, as the posted standings of that round were.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from mtrdesk.core.standings.individual import StandingRow, compute_standings
from mtrdesk.core.tournament import EntryId, Played


@dataclass(frozen=True, slots=True)
class RoundStandings:
    """The standings after one round: the rows best first."""

    round: int
    rows: tuple[StandingRow, ...]

    def row_of(self, entry: EntryId) -> StandingRow | None:
        return next((row for row in self.rows if row.entry == entry), None)


def standings_by_round(
    entries: Iterable[EntryId],
    matches: Iterable[Played],
    floor: Fraction,
    dropped: Mapping[EntryId, int] | None = None,
    rounds: Sequence[int] | None = None,
) -> list[RoundStandings]:
    """The standings after each round in ``rounds`` (every round some match is in, when
    ``None``). A player who dropped after round d is in the standings of every round
    (MTR 2.10: they keep their line), as dropped from round d on; a player who entered
    late is there with the losses of the rounds they missed (their late-entry matches)."""
    everyone = list(entries)
    played = list(matches)
    numbers = sorted({m.round for m in played}) if rounds is None else list(rounds)
    drops = dict(dropped or {})
    return [
        RoundStandings(
            number,
            tuple(
                compute_standings(
                    everyone,
                    [m for m in played if m.round <= number],
                    floor,
                    dropped={e: after for e, after in drops.items() if after <= number},
                )
            ),
        )
        for number in numbers
    ]


def points_by_round(history: Sequence[RoundStandings], top: int) -> dict[EntryId, list[int]]:
    """The match points after each round of the ``top`` players of the last standings,
    in that order: a chart's lines."""
    if not history:
        return {}
    leaders = [row.entry for row in history[-1].rows[:top]]
    return {
        entry: [
            row.points if (row := standings.row_of(entry)) is not None else 0
            for standings in history
        ]
        for entry in leaders
    }
