"""Team events in words (MTR 8, 9): their refusals (merged by ``messages``) and their lines
in the audit log (merged by ``audit_text``).

Modules: ``audit``, ``messages``.
"""
