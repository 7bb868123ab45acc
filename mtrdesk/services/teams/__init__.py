"""Team events (MTR 8) and Two-Headed Giant (MTR 9) as use cases: registering teams, their
entries, team rounds and standings, hand edits and the team playoff.

Modules: ``entries``, ``pairing_edit``, ``playoff``, ``registration``, ``rounds``,
``views``.
"""
