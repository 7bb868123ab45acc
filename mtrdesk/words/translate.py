"""A typed ``QT_TRANSLATE_NOOP``: marks a string for translation and returns it unchanged.

PySide6's own ``QT_TRANSLATE_NOOP`` is typed as returning ``object`` (and its stub is
loose), so every table of marked strings needed a cast for mypy. This one returns ``str``.
pyside6-lupdate finds marked strings by the call's name, not by where the function comes
from, so it must stay called ``QT_TRANSLATE_NOOP``; translate the string later with
``QCoreApplication.translate(context, source)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """Mark ``source`` for translation in ``context``; return it untranslated."""
    del context  # read by pyside6-lupdate from the source text, not at run time
    return source
