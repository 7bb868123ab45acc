"""Multiplayer pod dialogs (multiplayer addendum): a pod's result, and two players changing
seats in the current round.

Modules: ``result``, ``swap``.
"""
