"""Modal dialogs of the main window; decklists, draft, pods, regulars, teams in rooms.

Modules: ``about``, ``audit``, ``backup``, ``connect``, ``correction``, ``csv_import``,
``extension``, ``first_run``, ``floor_reports``, ``pairing``, ``pairing_editor``, ``phones``,
``player``, ``rollback``, ``decklists``, ``draft``, ``event``, ``pods``, ``regulars``, ``teams``.
"""
