"""Players in words: entering, dropping and re-entering them, a players' CSV file's lines,
the store's regulars (an erased person): their refusals (merged by ``messages``) and their
lines in the audit log (merged by ``audit_text``).

Modules: ``audit``, ``eventlink``, ``messages``, ``regulars``.
"""
