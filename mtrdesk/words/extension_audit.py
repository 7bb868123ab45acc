"""Time extensions (MTR 2.6) in the audit log: the table, the minutes, why. ``audit_text``
merges these tables into its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.words.audit_context import LogContext, fill, labelled
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

EXTENSION_ACTION_LABELS: dict[str, str] = {
    "extensions.add": QT_TRANSLATE_NOOP("AuditLog", "Time extension"),
    "extensions.remove": QT_TRANSLATE_NOOP("AuditLog", "Time extension taken back"),
}

_REASONS = {
    "deck_check": QT_TRANSLATE_NOOP("AuditLog", "deck check"),
    "judge_ruling": QT_TRANSLATE_NOOP("AuditLog", "judge ruling"),
    "other": QT_TRANSLATE_NOOP("AuditLog", "other"),
}


def _reason(value: object) -> str:
    return labelled(_REASONS, str(value), str(value))


def _add(d: Mapping[str, Any], ctx: LogContext) -> str:
    if d.get("took") is not None:
        text = fill(
            QCoreApplication.translate(
                "AuditLog", "Round %1, table %2: +%3 min (deck check of %4 min, MTR 2.6)"
            ),
            d["round"],
            d["table"],
            d["minutes"],
            d["took"],
        )
    else:
        text = fill(
            QCoreApplication.translate("AuditLog", "Round %1, table %2: +%3 min (%4)"),
            d["round"],
            d["table"],
            d["minutes"],
            _reason(d.get("reason")),
        )
    return f"{text} {d['note']}" if d.get("note") else text


def _remove(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "Round %1, table %2: +%3 min (%4)"),
        d["round"],
        d["table"],
        d["minutes"],
        _reason(d.get("reason")),
    )


EXTENSION_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "extensions.add": _add,
    "extensions.remove": _remove,
}
