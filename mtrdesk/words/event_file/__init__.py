"""Event files in words: a file not made by mtrdesk, too new or damaged.
Merged by ``messages``.

Modules: ``messages``.
"""
