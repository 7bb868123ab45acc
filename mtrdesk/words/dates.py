"""Dates as the window shows them: the events list, the audit log (and the phone pages,
in each phone's language)."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from mtrdesk.words.catalogues import Catalogue
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

_CONTEXT = "EventsModel"
_PATTERN = QT_TRANSLATE_NOOP("EventsModel", "yyyy-MM-dd (ddd)")


def format_date(date: dt.date, catalogue: Catalogue | None = None) -> str:
    """2026/11/21(土) in Japanese, 2026-11-21 (Sat) in English: in the installed language,
    or in ``catalogue``'s."""
    if catalogue is None:
        pattern = QCoreApplication.translate(_CONTEXT, _PATTERN)
        locale = QLocale()
    else:
        pattern, locale = catalogue.text(_CONTEXT, _PATTERN), catalogue.locale
    return locale.toString(QDate(date.year, date.month, date.day), pattern)
