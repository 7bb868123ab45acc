"""The charts of an event (issue 31), opened from the Standings tab: the standings by
round of the top players, and a player's history round by round.

Modules: ``player_history``, ``standings_by_round``.
"""
