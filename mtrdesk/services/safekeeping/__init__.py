"""Keeping an event safe (issues 14, 17, 27): automatic backups and restore, the audit log's
integrity, results checked against the log, a whole store copied, outputs that overwrite
nothing they should not.

Modules: ``backups``, ``integrity``, ``output_files``, ``restore``, ``result_audit``,
``store_copy``.
"""
