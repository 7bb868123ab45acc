"""Multiplayer pod events (multiplayer addendum 2.1A, 3.1A, 10.4A, Appendix C, E): pod
pairing, its proof of optimality (HiGHS), standings, the pod playoff and hand edits.

Modules: ``check``, ``edit``, ``exact``, ``length``, ``pairing``, ``playoff``,
``sizes``, ``standings``.
"""
