"""What the room may see on phones (issue 16): events, pairings, standings, seats, the
bracket, the published clocks and a player's history by round (issue 31); read only.

Modules: ``clocks``, ``history``, ``play``, ``screen`` (the room screen's values, issue 31),
``views``.
"""
