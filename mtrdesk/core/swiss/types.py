"""What Swiss pairing works on and returns: ``SwissPlayer`` and ``Pairing``.

Kept apart from the engine (``swiss``, which re-exports both) so that the objective
(``pairing_objective``) can name them without importing the engine that imports it.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.tournament import EntryId, PlayerPair


@dataclass(frozen=True, slots=True)
class SwissPlayer:
    """One player to pair: match points, place in the current standings, history.

    ``rank`` is the position in the current standings (0 = top; distinct). ``opponents``
    are the entries this player has already been paired against. ``byes`` counts every bye
    received so far, pairing byes and awarded byes alike (see the module docstring).
    """

    entry: EntryId
    points: int
    rank: int
    opponents: frozenset[EntryId] = frozenset()
    byes: int = 0
    #: The booster-draft pod (MTR 7.6); players are paired only inside their pod.
    pod: int | None = None


@dataclass(frozen=True, slots=True)
class Pairing(PlayerPair):
    """One table of a round; ``player2`` and ``table`` are ``None`` for the bye.

    ``player1`` is the player with more points (then the better rank). Who plays first is
    decided at the table by a random method (MTR 2.2), so the order carries no meaning.
    """

    table: int | None
    player1: EntryId
    player2: EntryId | None

    @property
    def is_bye(self) -> bool:
        return self.player2 is None
