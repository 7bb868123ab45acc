"""Team events in words (MTR 8, 9): their lines in the audit log.
Merged by ``audit_text``.

Modules: ``audit``.
"""
