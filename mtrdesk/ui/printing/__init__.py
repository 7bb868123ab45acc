"""Printing from the window: the Print menu and buttons over ``mtrdesk.sheets``, the preview,
Qt printers (QtPdf), decklist sheets, the phones poster and the event report's images.

Modules: ``decklist_actions``, ``decklists``, ``menu``, ``pdf``, ``phones_poster``,
``preview``, ``report_image``.
"""
