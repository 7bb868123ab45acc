"""Team events (MTR 8) and Two-Headed Giant (MTR 9): teams and seats, team pairing on top of
``swiss``, hand edits, standings and the team playoff.

Modules: ``edit``, ``pairing``, ``playoff``, ``seat_check``, ``standings``, ``team``.
"""
