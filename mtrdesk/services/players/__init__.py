"""Registration: the roster kept across events, entries, late entry (MTR 2.10), drops,
awarded byes, and a CSV player list imported.

Modules: ``csv_import``, ``entering``, ``registration``, ``views``, ``waitlist``.
"""
