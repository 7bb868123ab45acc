"""Reports from the floor in words (issue 16): the refusals a player's phone shows, and
their lines in the audit log; the room screen's rows (issue 31).

Modules: ``audit``, ``messages``, ``room_screen``.
"""
