"""The store on a PostgreSQL server (issue 17): the schema in one go, connecting, hearing
other stations' commits (LISTEN), and a server's address.

Modules: ``listen``, ``schema``, ``server_address``, ``store``.
"""
