"""Printing from the window: the Print menu and buttons over ``mtrdesk.sheets``, the preview,
Qt printers (QtPdf), decklist sheets and the phones poster.

Modules: ``decklist_actions``, ``decklists``, ``menu``, ``pdf``, ``phones_poster``,
``preview``.
"""
