"""Multiplayer pod events in words (multiplayer addendum): their problems and refusals, and
their lines in the audit log.

Modules: ``audit``, ``messages``.
"""
