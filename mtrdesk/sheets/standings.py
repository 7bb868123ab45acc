"""Standings (順位表) after a Swiss round, with the tiebreakers and the floor they used.

Players: rank, name, match points, record (W-L-D, MTR Appendix C order 勝-負-分), OMW%,
GW%, OGW% (MTR 3.1, Appendix C). Teams: rank, team, players by seat, points, record,
OMW%: "Game points are not used in team tournaments" (Appendix C). Multiplayer pods:
rank, name, points, record, MW%, opponents' average points, OMW% (multiplayer addendum
3.1A). Percentages are rounded exactly as the window's Standings tab rounds them
(``core.printouts.postings.percent_text``), so paper and screen agree. Every page's footer says the
floor used: the event's (Appendix C: 0.33, or exactly 1/3 where the event says so), or
1 / points per win for pods.

The default round is the latest with every result in; a round still missing results is
refused (``RESULTS_MISSING``) rather than ranked on a partial round.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.placeholders import fill
from mtrdesk.core.printouts.postings import (
    StandingLine,
    StandingsKind,
    StandingsPosting,
    floor_text,
    percent_text,
    two_decimals,
)
from mtrdesk.printing.postings import Column, Posting, Row
from mtrdesk.services.printouts.postings import standings_posting
from mtrdesk.sheets.pairings_by_name import date_text, title_text, word
from mtrdesk.sheets.posting_sheet import posting_render
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: At least 10 points on A4 (issue 32: 9.5-point standings were too small for a wall).
STANDINGS_SIZE = 10.5

_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Standings"),
    "after_round": QT_TRANSLATE_NOOP("Print", "After round %1"),
    "rank": QT_TRANSLATE_NOOP("Print", "Rank"),
    "team": QT_TRANSLATE_NOOP("Print", "Team"),
    "members": QT_TRANSLATE_NOOP("Print", "Players by seat"),
    "record": QT_TRANSLATE_NOOP("Print", "Record (W-L-D)"),
    "omwp": QT_TRANSLATE_NOOP("Print", "OMW%"),
    "gwp": QT_TRANSLATE_NOOP("Print", "GW%"),
    "ogwp": QT_TRANSLATE_NOOP("Print", "OGW%"),
    "mwp": QT_TRANSLATE_NOOP("Print", "MW%"),
    "oamp": QT_TRANSLATE_NOOP("Print", "Opp. avg. points"),
    "dropped": QT_TRANSLATE_NOOP("Print", "%1 (dropped)"),
    "separator": QT_TRANSLATE_NOOP("Print", ", "),
    "note_players": QT_TRANSLATE_NOOP(
        "Print",
        "Tiebreakers (MTR 3.1, Appendix C): OMW%, GW%, OGW%. Match-win and game-win "
        "percentages below %1 count as %1.",
    ),
    "note_teams": QT_TRANSLATE_NOOP(
        "Print",
        "Team tiebreaker (MTR Appendix C): OMW% only; game points are not used. "
        "Match-win percentages below %1 count as %1.",
    ),
    "note_pods": QT_TRANSLATE_NOOP(
        "Print",
        "Tiebreakers (multiplayer addendum 3.1A): MW%, opponents' average points, OMW%. "
        "Each opponent's match-win percentage counts at least %1 (1 / %2 points per win).",
    ),
}


def _word(key: str) -> str:
    return QCoreApplication.translate("Print", _WORDS[key])


def _columns(kind: StandingsKind) -> tuple[Column, ...]:
    rank = Column(_word("rank"), 0.07, "right")
    points = Column(word("points"), 0.08, "right")
    record = Column(_word("record"), 0.13, "center")
    if kind is StandingsKind.TEAMS:
        return (
            rank,
            Column(_word("team"), 0.26),
            Column(_word("members"), 0.33),
            points,
            record,
            Column(_word("omwp"), 0.11, "right"),
        )
    name = Column(word("name"), 0.37)
    values = ("mwp", "oamp", "omwp") if kind is StandingsKind.PODS else ("omwp", "gwp", "ogwp")
    return (rank, name, points, record, *(Column(_word(v), 0.11, "right") for v in values))


def _value_cells(kind: StandingsKind, line: StandingLine) -> list[str]:
    if kind is StandingsKind.PODS:  # MW%, opponents' average points (a number), OMW%
        mwp, oamp, omwp = line.values
        return [percent_text(mwp), two_decimals(oamp), percent_text(omwp)]
    return [percent_text(v) for v in line.values]


def _row(kind: StandingsKind, line: StandingLine) -> Row:
    name = fill(_word("dropped"), line.name) if line.dropped else line.name
    cells = [str(line.rank), name]
    if kind is StandingsKind.TEAMS:
        cells.append(_word("separator").join(m for m in line.members if m))
    cells += [str(line.points), line.record, *_value_cells(kind, line)]
    return Row(tuple(cells), muted=line.dropped)


def _note(posting: StandingsPosting) -> str:
    floor = floor_text(posting.floor)
    if posting.kind is StandingsKind.PODS:
        return fill(_word("note_pods"), floor, posting.points_per_win)
    key = "note_teams" if posting.kind is StandingsKind.TEAMS else "note_players"
    return fill(_word(key), floor)


def standings_sheet(posting: StandingsPosting) -> Posting:
    """The sheet's words and rows (unwritten), in the installed language."""
    return Posting(
        title=title_text(fill(_word("after_round"), posting.after_round), _word("title")),
        event=posting.event_name,
        date=date_text(posting.date),
        columns=_columns(posting.kind),
        rows=tuple(_row(posting.kind, line) for line in posting.lines),
        size=STANDINGS_SIZE,
        note=_note(posting),
    )


#: The standings after round ``round_number`` (default: the latest complete one).
render = posting_render(standings_posting, standings_sheet)
