"""Registration from phones (issue 30): a player registers for an event on their own
phone before round 1, a regular finds themselves by their reading on a phone they used
before, and follows their registration's state on its own page.

Modules: ``pages`` (the routes), ``desks`` (which events take registrations now, for the
events list and the event's pages), ``texts`` (the pages' words, Qt context WebPages).
"""
