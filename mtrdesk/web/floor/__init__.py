"""The writing side of the web server (issue 16): results reported from phones, judges
signed in with the staff PIN, and the guard that keeps it safe on a shared network.

Modules: ``api``, ``common``, ``guard``, ``pages``, ``staff``, ``texts``.
"""
