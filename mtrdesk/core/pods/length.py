"""How long a multiplayer pod event runs: Swiss rounds and playoff cut (multiplayer addendum
Appendix E, 10.2A).

The addendum's Appendix E recommends, "in a configuration of four (4) players per Pod":

=========  ============  ==================================
Players    Swiss rounds  Playoff
=========  ============  ==================================
4          none          none (run 1 single elimination round)
5-15       2             top 4
16-24      3             top 10
25-32      4             top 10
33-64      5             top 16
65-128     6             top 16
129-256    7             top 40
257-512    8             top 40
more       9             top 64
=========  ============  ==================================

"For each smaller size pod, it's as if an extra invisible player is added to the event":
30 players play two 3-player pods, so they are counted as 32. ``counted_players`` adds one
player per missing seat of the round-1 layout (``pod_sizes``).

Four players (and three) are one pod: mtrdesk runs that as one Swiss round and no playoff,
which is the same single pod the addendum's "1 Single elimination round" plays. Events with
pods of another size use the same table (the addendum gives none for them).
"""

from __future__ import annotations

from mtrdesk.core.pods.sizes import DEFAULT_POD_SIZE, MIN_POD_PLAYERS

#: Appendix E rows: (most players, Swiss rounds, playoff cut).
_ROWS = (
    (4, 1, 0),
    (15, 2, 4),
    (24, 3, 10),
    (32, 4, 10),
    (64, 5, 16),
    (128, 6, 16),
    (256, 7, 40),
    (512, 8, 40),
)
_MORE = (9, 64)

#: The pod sizes an event may choose: 4 is the addendum's norm (Commander *.1B); 5 is
#: accepted for formats played in larger pods. Pods of 3 would be the short pods of 4.
POD_SIZE_CHOICES = (4, 5)
#: The cuts the addendum names (10.4A "Uneven cuts", Appendix E); 0 is no playoff.
PLAYOFF_CUTS = (0, 4, 10, 16, 40, 64)
#: Regular REL needs 4 players and 1 round, Competitive 16 players and 2 rounds
#: (10.1A, 10.1B, 10.2A, 10.2B).
REGULAR_MINIMUM_PLAYERS = 4
COMPETITIVE_MINIMUM_PLAYERS = 16


def counted_players(players: int, pod_size: int = DEFAULT_POD_SIZE) -> int:
    """Players plus one invisible player per missing seat of a short pod (Appendix E)."""
    if players < MIN_POD_PLAYERS:
        return players
    from mtrdesk.core.pods.pairing import NoPodPairing, pod_sizes  # the engine (issue 33)

    try:
        sizes = pod_sizes(players, pod_size)
    except NoPodPairing:
        return players
    return players + sum(pod_size - size for size in sizes if size < pod_size)


def _row(players: int, pod_size: int) -> tuple[int, int]:
    counted = counted_players(players, pod_size)
    for most, rounds, cut in _ROWS:
        if counted <= most:
            return rounds, cut
    return _MORE


def recommended_pod_rounds(players: int, pod_size: int = DEFAULT_POD_SIZE) -> int:
    """Appendix E's Swiss rounds for ``players`` active players (at least 1)."""
    return _row(players, pod_size)[0]


def recommended_pod_cut(players: int, pod_size: int = DEFAULT_POD_SIZE) -> int:
    """Appendix E's playoff cut for ``players`` active players; 0 for none."""
    return _row(players, pod_size)[1]
