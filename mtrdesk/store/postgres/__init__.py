"""The store on a PostgreSQL server (issue 17): the schema in one go, connecting, hearing
other stations' commits (LISTEN), a server's address, and a round-start copy taken on
another thread.

Modules: ``listen``, ``pinned_copy``, ``schema``, ``server_address``, ``store``.
"""
