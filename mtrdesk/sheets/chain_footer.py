"""The audit chain's head code in every posted sheet's footer (issue 27, Why 10).

A sheet taped to the wall carries the code of the audit log's newest record when it was
printed (``store.audit_chain.head_code``, read by ``PrintService.event``). Anyone can
later check a database against it (``mtrdesk audit-check CODE``): an audit log rewritten
since, even with mtrdesk's own hash function, no longer passes through it. A sheet made
from an event file has no chain and prints no code.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.placeholders import fill
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

_CHAIN = QT_TRANSLATE_NOOP("Print", "Audit log %1")


def chain_line(event: EventHistory) -> str:
    """``Audit log 4HMAS-W9NF0`` in the reader's language; "" without a code."""
    if not event.audit_head:
        return ""
    return fill(QCoreApplication.translate("Print", _CHAIN), event.audit_head)
