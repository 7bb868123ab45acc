"""Booster-draft pods in words (MTR 7.6, 7.7): their lines in the audit log.
Merged by ``audit_text``.

Modules: ``pods_audit``.
"""
