"""Decklists as use cases (MTR 2.7, 7.5): registering, judging by the event's format, accepting
(locking) and deck checks (MTR 2.8).

Modules: ``deck_checks``, ``judge``, ``locks``, ``rows``, ``service``, ``views``.
"""
