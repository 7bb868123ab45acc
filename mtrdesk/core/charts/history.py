"""A player's history, round by round: the opponent, the result from their side, and
their match points and place after the round, as the standings of that round give them
(``by_round``). What answers "how did I get here?"."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from mtrdesk.core.charts.by_round import RoundStandings
from mtrdesk.core.results import MatchResult
from mtrdesk.core.tournament import EntryId, MatchKind, Played


@dataclass(frozen=True, slots=True)
class HistoryLine:
    """One round of a player: ``opponent`` ``None`` for a bye, a late-entry loss or an
    unopposed match (``kind`` says which); ``result`` from the player's side, ``None``
    while not reported; ``points`` and ``rank`` after the round."""

    round: int
    kind: MatchKind
    opponent: EntryId | None
    result: MatchResult | None
    points: int
    rank: int


def player_history(
    entry: EntryId, matches: Iterable[Played], standings: Sequence[RoundStandings]
) -> list[HistoryLine]:
    """The rounds ``entry`` played, in order, with the points and place after each."""
    after = {s.round: s for s in standings}
    lines: list[HistoryLine] = []
    for match in sorted(matches, key=lambda m: m.round):
        if entry not in (match.player1, match.player2) or match.round not in after:
            continue
        first = match.player1 == entry
        opponent = match.player2 if first else match.player1
        result = match.result
        if result is not None and not first:
            result = result.swapped()
        row = after[match.round].row_of(entry)
        lines.append(
            HistoryLine(
                round=match.round,
                kind=match.kind,
                opponent=opponent,
                result=result,
                points=row.points if row is not None else 0,
                rank=row.rank if row is not None else 0,
            )
        )
    return lines
