"""What mtrdesk says, in Japanese and English: translated words, message builders, the
五十音 name collation, date formats and the translator set-up.

The window, the command line and the printed sheets all speak through this package, so it
needs only ``PySide6.QtCore`` (translation, locale, collation), never widgets or storage.
"""
