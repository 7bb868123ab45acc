"""Players in words: entering, dropping and re-entering them, and a players' CSV file's
lines: their refusals (merged by ``messages``) and their lines in the audit log (merged by
``audit_text``).

Modules: ``audit``, ``eventlink``, ``messages``.
"""
