"""Dialogs that show an event's charts (issue 31).

Modules: ``crosstable``.
"""
