"""The columns of each structure's standings (``StandingsModel`` shows any of them).

* ``PLAYER_STANDINGS``: rank, player, points, record, OMW%, GW%, OGW% (MTR 3.1).
* ``TEAM_STANDINGS``: rank, team, players, points, record, OMW%. "Game points are not used
  in team tournaments; only the overall result of the match is used for tiebreakers" (MTR
  Appendix C): no GW% or OGW% column.
* ``POD_STANDINGS``: rank, player, match points, record, match-win percentage, opponents'
  average match points, opponents' match-win percentage (multiplayer addendum 3.1A).

Each keeps its own translation context ("StandingsModel", "TeamStandingsModel",
"PodStandingsModel"), so the catalogue's Japanese stays where it is.
"""

from __future__ import annotations

import enum

from PySide6.QtCore import QCoreApplication

from mtrdesk.ui.models.standings_model import (
    StandingsColumn,
    StandingsSource,
    fraction_column,
    name_column,
    points_column,
    rank_column,
    record_column,
    two_decimals,
)


class PlayerColumn(enum.IntEnum):
    RANK, NAME, POINTS, RECORD, OMW, GW, OGW = range(7)


class TeamColumn(enum.IntEnum):
    RANK, NAME, MEMBERS, POINTS, RECORD, OMW = range(6)


class PodColumn(enum.IntEnum):
    RANK, NAME, POINTS, RECORD, MWP, OAMP, OMWP = range(7)


PLAYER_STANDINGS = StandingsSource(
    columns=(
        rank_column(lambda: QCoreApplication.translate("StandingsModel", "Rank")),
        name_column(
            lambda: QCoreApplication.translate("StandingsModel", "Player"),
            lambda: QCoreApplication.translate("StandingsModel", "%1 (dropped)"),
            stretch=True,
            cut_out=lambda: QCoreApplication.translate(
                "StandingsModel", "%1 (below the day-two cut)"
            ),
        ),
        points_column(
            lambda: QCoreApplication.translate("StandingsModel", "Points"),
            lambda: QCoreApplication.translate(
                "StandingsModel", "Match points: win 3, draw 1, loss 0."
            ),
        ),
        record_column(lambda: QCoreApplication.translate("StandingsModel", "Record (W-L-D)")),
        fraction_column(
            lambda: QCoreApplication.translate("StandingsModel", "OMW%"),
            lambda row: row.omwp,
            lambda: QCoreApplication.translate(
                "StandingsModel", "Opponents' match-win percentage (MTR Appendix C)"
            ),
        ),
        fraction_column(
            lambda: QCoreApplication.translate("StandingsModel", "GW%"),
            lambda row: row.gwp,
            lambda: QCoreApplication.translate("StandingsModel", "Game-win percentage"),
        ),
        fraction_column(
            lambda: QCoreApplication.translate("StandingsModel", "OGW%"),
            lambda row: row.ogwp,
            lambda: QCoreApplication.translate("StandingsModel", "Opponents' game-win percentage"),
        ),
    ),
    tied=lambda: QCoreApplication.translate(
        "StandingsModel", "Tied with the player above on every tiebreaker."
    ),
)

TEAM_STANDINGS = StandingsSource(
    columns=(
        rank_column(lambda: QCoreApplication.translate("TeamStandingsModel", "Rank")),
        name_column(
            lambda: QCoreApplication.translate("TeamStandingsModel", "Team"),
            lambda: QCoreApplication.translate("TeamStandingsModel", "%1 (dropped)"),
            stretch=False,
        ),
        StandingsColumn(
            lambda: QCoreApplication.translate("TeamStandingsModel", "Players by seat"),
            lambda row: QCoreApplication.translate("TeamStandingsModel", ", ").join(row.members),
            text=True,
            stretch=True,
        ),
        points_column(
            lambda: QCoreApplication.translate("TeamStandingsModel", "Points"),
            lambda: QCoreApplication.translate(
                "TeamStandingsModel", "Match points of team matches: win 3, draw 1, loss 0."
            ),
        ),
        record_column(
            lambda: QCoreApplication.translate("TeamStandingsModel", "Record (W-L-D)"),
            lambda: QCoreApplication.translate(
                "TeamStandingsModel",
                "Team matches won, lost, drawn. A team wins a match by winning more seat "
                "matches than the other team.",
            ),
        ),
        fraction_column(
            lambda: QCoreApplication.translate("TeamStandingsModel", "OMW%"),
            lambda row: row.omwp,
            lambda: QCoreApplication.translate(
                "TeamStandingsModel",
                "Opponents' match-win percentage, the only team tiebreaker: game points are "
                "not used in team events (MTR Appendix C).",
            ),
        ),
    ),
    tied=lambda: QCoreApplication.translate(
        "TeamStandingsModel", "Tied with the team above on points and OMW%."
    ),
)

POD_STANDINGS = StandingsSource(
    columns=(
        rank_column(lambda: QCoreApplication.translate("PodStandingsModel", "Rank")),
        name_column(
            lambda: QCoreApplication.translate("PodStandingsModel", "Player"),
            lambda: QCoreApplication.translate("PodStandingsModel", "%1 (dropped)"),
            stretch=True,
        ),
        points_column(
            lambda: QCoreApplication.translate("PodStandingsModel", "Points"),
            lambda: QCoreApplication.translate(
                "PodStandingsModel",
                "Match points: a win 2 × pod size − 1 (7 in pods of 4, also in a smaller "
                "pod), a draw 1, a loss 0 (multiplayer addendum Appendix C).",
            ),
        ),
        record_column(lambda: QCoreApplication.translate("PodStandingsModel", "Record (W-L-D)")),
        fraction_column(
            lambda: QCoreApplication.translate("PodStandingsModel", "MW%"),
            lambda row: row.mwp,
            lambda: QCoreApplication.translate(
                "PodStandingsModel",
                "Match-win percentage: match points (byes left out) over the points a win "
                "in every pod played would give (tiebreaker 2, multiplayer addendum 3.1A).",
            ),
        ),
        fraction_column(
            lambda: QCoreApplication.translate("PodStandingsModel", "Opp. avg. points"),
            lambda row: row.oamp,
            lambda: QCoreApplication.translate(
                "PodStandingsModel",
                "Opponents' average match points (tiebreaker 3, multiplayer addendum 3.1A).",
            ),
            shown=two_decimals,
        ),
        fraction_column(
            lambda: QCoreApplication.translate("PodStandingsModel", "OMW%"),
            lambda row: row.omwp,
            lambda: QCoreApplication.translate(
                "PodStandingsModel",
                "Opponents' match-win percentage, each at least 1 / points per win; a "
                "smaller pod counts an extra opponent at that minimum (tiebreaker 4).",
            ),
        ),
    ),
    tied=lambda: QCoreApplication.translate(
        "PodStandingsModel", "Tied with the player above on every tiebreaker."
    ),
)

assert len(PLAYER_STANDINGS.columns) == len(PlayerColumn)
assert len(TEAM_STANDINGS.columns) == len(TeamColumn)
assert len(POD_STANDINGS.columns) == len(PodColumn)
