"""What the playoff tab's bracket shows: round names and one card per match, with a team
match's seat matches (MTR 8.2) and who chooses to play or draw (MTR 2.2, 9.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.settings import Structure
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.ui.widgets.bracket import BracketCard, BracketColumn, BracketSlot
from mtrdesk.words.playoff_rounds import round_name

if TYPE_CHECKING:
    from mtrdesk.services.playoff.service import BracketView, PlayoffMatchView
    from mtrdesk.services.playoff.views import SeatView


def card_of(match: PlayoffMatchView) -> BracketCard:
    winner = 0
    if match.winner is not None:
        winner = 1 if match.winner == match.player1 else 2
    if match.is_bye:
        result = QCoreApplication.translate("PlayoffTab", "bye")
    else:
        result = match.result.to_text() if match.result is not None else ""
    # A bye has no opponent to decide: a dash, not "(to be decided)".
    bottom = (
        BracketSlot(None, "—")
        if match.is_bye
        else BracketSlot(match.seed2, match.player2_name, match.seat2)
    )
    chooser = match.chooser_name
    if match.chooser_random:  # Two-Headed Giant (MTR 9.3)
        chooser = QCoreApplication.translate("PlayoffTab", "a team chosen at random (MTR 9.3)")
    return BracketCard(
        table=match.table,
        top=BracketSlot(match.seed1, match.player1_name, match.seat1),
        bottom=bottom,
        result=result,
        winner=winner,
        chooser=chooser,
        lines=tuple(seat_line(seat) for seat in match.seats),
    )


def seat_line(seat: SeatView) -> str:
    """A team playoff match's seat match (MTR 8.2): "1A  山田 太郎 – 鈴木 一郎  2-1"."""
    result = seat.result.to_text() if seat.result is not None else ""
    return f"{seat.label}  {seat.player1_name} – {seat.player2_name}  {result}".rstrip()


def team_seats(structure: Structure) -> str:
    """The seat letters a team playoff's results are typed with ("ABC"), or "" (2HG plays
    one game per team match, MTR 9.1; individual events have no seats)."""
    if not structure.has_teams or structure is Structure.TWO_HEADED_GIANT:
        return ""
    return "".join(seat.value for seat in TeamKind(structure.value).seats)


def bracket_columns(view: BracketView) -> list[BracketColumn]:
    """Every round of the bracket; rounds not yet paired show empty cards."""
    columns = []
    field = view.size
    played = {r.field_size: r for r in view.rounds}
    while field >= 2:
        if field in played:
            cards = tuple(card_of(m) for m in played[field].matches)
        else:
            empty = BracketSlot(None, None)
            cards = tuple(BracketCard(None, empty, empty) for _ in range(field // 2))
        columns.append(BracketColumn(round_name(field), cards))
        field //= 2
    return columns
