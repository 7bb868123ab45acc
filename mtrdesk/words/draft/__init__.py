"""Booster-draft pods in words (MTR 7.6, 7.7): their refusals (merged by ``messages``) and
their lines in the audit log (merged by ``audit_text``).

Modules: ``messages``, ``pods_audit``.
"""
