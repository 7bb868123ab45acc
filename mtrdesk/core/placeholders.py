"""Qt-style ``%1``, ``%2`` placeholders filled without Qt.

Translated texts keep Qt's numbered placeholders so a translation can reorder them; the
audit log, the command line and the printed sheets fill them in one pass, so a value
that itself holds "%2" (a player's name) stays as typed.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, *values: object) -> str:
    """``template`` with each ``%n`` replaced by ``values[n - 1]``, in one pass."""
    return _PLACEHOLDER.sub(lambda m: str(values[int(m.group(1)) - 1]), template)
