"""Standings by MTR 3.1 with the Appendix C tiebreakers, and the ranking every structure's
standings share (``ranking``).

Modules: ``individual``, ``ranking``.
"""
