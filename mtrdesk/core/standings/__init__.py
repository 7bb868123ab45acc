"""Standings by MTR 3.1 with the Appendix C tiebreakers (``individual``: each player's
tally of the history in ``tallies``, the exact percentages in ``percentages``), and the
ranking every structure's standings share (``ranking``).

Modules: ``individual``, ``percentages``, ``ranking``, ``tallies``.
"""
