"""Keeping an event safe (issues 14, 17, 27): automatic backups and restore, the audit log's
integrity, results checked against the log, a whole store copied.

Modules: ``backups``, ``integrity``, ``restore``, ``result_audit``, ``store_copy``.
"""
