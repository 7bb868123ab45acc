"""The charts of an event (issue 31), opened from the Standings tab: the standings by
round of the top players, a player's history round by round, and the crosstable of a
small event.

Modules: ``crosstable``, ``player_history``, ``standings_by_round``.
"""
