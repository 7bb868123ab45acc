"""Edit ▸ Undo / Redo: which use cases' changes can be taken back (``steps``), and taking
them back and forth (``service``).

Modules: ``service``, ``steps``.
"""
