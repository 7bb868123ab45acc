"""``core.charts.crosstable`` (issue 31): the crosstable of a small event agrees with the
standings history. Each line's points are the points of that round's standings and of
the published standings of real events (tests/data/conformance); counted apart from its
cells (a win or a bye 3, a draw 1: MTR Appendix C) they come out the same; and every
cell is the mirror of the opponent's cell in the same round."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from mtrdesk.core.charts.by_round import standings_by_round
from mtrdesk.core.charts.crosstable import CrossCell, Mark, crosstable
from mtrdesk.core.event.state import MatchState, RoundState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.event_file.reading import read_event_file
from tests.helpers.data import CONFORMANCE
from tests.helpers.event_states import entry, event, played

#: The conformance events of at most 32 players.
SMALL = (
    "fight-the-pauper-435670-2026-07-18.json",
    "vfn-invitational-vintage-407221-2026-02-28.json",
    "2o-torneio-15a-liga-arena-guardians-modern-424043-2026-04-27.json",
)
MIRROR = {Mark.WIN: Mark.LOSS, Mark.LOSS: Mark.WIN, Mark.DRAW: Mark.DRAW}
POINTS = {Mark.WIN: 3, Mark.BYE: 3, Mark.DRAW: 1, Mark.LOSS: 0, Mark.UNOPPOSED_LOSS: 0}


@pytest.mark.parametrize("name", SMALL)
def test_every_round_agrees_with_the_standings_history(name: str) -> None:
    state = read_event_file(CONFORMANCE / name).state
    published = json.loads((CONFORMANCE / name).read_text(encoding="utf-8"))["standings"]
    names = {e.id: e.display_name for e in state.entries.values()}
    for standings in standings_by_round(state):
        table = crosstable(state, standings.round)
        assert table.rounds == tuple(range(1, standings.round + 1))
        # The lines are that round's standings, in their order, with their values.
        assert [line.row for line in table.lines] == list(standings.rows)
        for number, line in enumerate(table.lines, 1):
            assert line.row.rank == number  # a cell's opponent number is a line number
            counted = sum(POINTS[c.mark] for c in line.cells if c is not None)
            assert counted == line.row.points
            for cell in line.cells:
                if cell is None or cell.opponent is None:
                    continue
                theirs = table.lines[cell.opponent - 1].cells[cell.round - 1]
                assert theirs is not None and theirs.opponent == number
                assert theirs.mark is MIRROR[cell.mark]
                assert cell.result is not None and theirs.result == cell.result.swapped()
    final = crosstable(state, state.swiss[-1].number)
    assert {names[line.row.entry]: line.row.points for line in final.lines} == {
        row["player"]: row["points"] for row in published
    }


def test_byes_unopposed_losses_drops_and_pending_results() -> None:
    """Five players: 1 beats 2, 3 draws 4, 5 has the bye; 2 drops after round 1; in
    round 2 1 plays 3 (not reported yet), 4 has a late-entry style unopposed loss, 5 the
    bye again."""
    draw = MatchResult(1, 1, 1)
    round_1 = played(1, (1, 2))
    round_1 = replace(
        round_1,
        matches=(
            *round_1.matches,
            MatchState(12, 1, False, 2, MatchKind.PAIRED, 3, 4, draw),
            MatchState(13, 1, False, None, MatchKind.BYE, 5, None, MatchKind.BYE.fixed_result),
        ),
    )
    round_2 = RoundState(
        2,
        2,
        None,
        False,
        (
            MatchState(21, 2, False, 1, MatchKind.PAIRED, 1, 3, None),
            MatchState(
                22,
                2,
                False,
                None,
                MatchKind.UNOPPOSED_LOSS,
                4,
                None,
                MatchKind.UNOPPOSED_LOSS.fixed_result,
            ),
            MatchState(23, 2, False, None, MatchKind.BYE, 5, None, MatchKind.BYE.fixed_result),
        ),
    )
    state = event(round_1, round_2, players=5)
    state.entries[2] = entry(2, dropped_after_round=1)
    table = crosstable(state, 2)
    by_entry = {line.row.entry: line for line in table.lines}
    place = {entry_id: line.row.rank for entry_id, line in by_entry.items()}
    assert [line.row.points for line in table.lines] == [6, 3, 1, 1, 0]
    assert by_entry[1].cells == (
        CrossCell(1, Mark.WIN, place[2], MatchResult(2, 0, 0)),
        CrossCell(2, Mark.PENDING, place[3], None),
    )
    assert by_entry[2].cells == (CrossCell(1, Mark.LOSS, place[1], MatchResult(0, 2, 0)), None)
    assert by_entry[4].cells[0] == CrossCell(1, Mark.DRAW, place[3], draw.swapped())
    assert by_entry[4].cells[1] is not None and by_entry[4].cells[1].mark is Mark.UNOPPOSED_LOSS
    assert by_entry[4].cells[1].opponent is None
    assert [c.mark for c in by_entry[5].cells if c is not None] == [Mark.BYE, Mark.BYE]
    assert by_entry[2].row.dropped_after_round == 1
    # After round 1 only: one column, round 2 not shown.
    assert crosstable(state, 1).rounds == (1,)
