"""Team dialogs (MTR 8.1, 8.2, 9): register or edit a team, and two teams changing places in
the current round.

Modules: ``pairing``, ``team``.
"""
