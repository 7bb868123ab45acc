"""What the room may see on phones (issue 16): events, pairings, standings, seats, the
bracket and the published clocks; read only.

Modules: ``clocks``, ``play``, ``screen`` (the room screen's values, issue 31), ``views``.
"""
