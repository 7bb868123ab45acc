"""Backups, restores and a tampered audit log in words (issue 14).
Merged by ``messages``.

Modules: ``messages``.
"""
