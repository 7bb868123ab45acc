"""Edit ▸ Undo / Redo in words: what the next undo takes back, and why an undo, a redo or a
roll back was refused.

Modules: ``messages``, ``text``.
"""
