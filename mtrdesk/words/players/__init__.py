"""Players in words: entering, dropping and re-entering them, and a players' CSV file's
lines. Merged by ``messages``.

Modules: ``messages``.
"""
