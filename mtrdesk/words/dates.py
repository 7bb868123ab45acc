"""Dates as the window shows them: the events list, the audit log."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QCoreApplication, QDate, QLocale


def format_date(date: dt.date) -> str:
    """2026/11/21(土) in Japanese, 2026-11-21 (Sat) in English."""
    pattern = QCoreApplication.translate("EventsModel", "yyyy-MM-dd (ddd)")
    return QLocale().toString(QDate(date.year, date.month, date.day), pattern)
