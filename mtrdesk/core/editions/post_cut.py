"""MTR 2.10 under an edition: whether a drop after a cut gives the highest ranked remaining
player a bye, by what follows the cut.

2023-08-21: "If a player drops from a tournament after a cut has been made, no other player
is advanced as a replacement. The highest ranked remaining player receives a bye for the
round instead." 2025-11-10: "... If the remaining part of the tournament is single
elimination, the highest ranked remaining player receives a bye for the next round instead."
"""

from __future__ import annotations

import enum

from mtrdesk.core.editions.edition import Edition, PostCutBye


class Remainder(enum.Enum):
    """What is played after a cut (MTR 2.10 asks)."""

    #: The playoff (MTR 10.4), or any bracket.
    SINGLE_ELIMINATION = "single_elimination"
    #: More Swiss rounds among the players who made the cut (a day-two cut).
    SWISS = "swiss"


def drop_gives_bye(edition: Edition, remainder: Remainder) -> bool:
    """MTR 2.10: whether a drop after a cut gives the highest ranked remaining player a bye
    under ``edition`` when ``remainder`` follows the cut."""
    if edition.post_cut_bye is PostCutBye.ALWAYS:
        return True
    return remainder is Remainder.SINGLE_ELIMINATION
