"""Modal dialogs of the main window, with rooms of their own for decklists, draft pods,
multiplayer pods and teams.

Modules: ``about``, ``audit``, ``backup``, ``connect``, ``correction``, ``csv_import``,
``event``, ``extension``, ``first_run``, ``floor_reports``, ``pairing``, ``pairing_editor``,
``phones``, ``player``, ``rollback``, ``decklists``, ``draft``, ``pods``, ``teams``.
"""
