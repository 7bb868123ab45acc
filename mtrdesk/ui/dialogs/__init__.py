"""Modal dialogs of the main window; charts, decklists, draft, pods, regulars, teams in rooms.

Modules: ``about``, ``audit``, ``backup``, ``connect``, ``correction``, ``csv_import``,
``extension``, ``first_run``, ``floor_reports``, ``pairing``, ``pairing_editor``, ``phones``,
``player``, ``rollback``, ``charts``, ``decklists``, ``draft``, ``event``, ``pods``, ``regulars``,
``teams``.
"""
