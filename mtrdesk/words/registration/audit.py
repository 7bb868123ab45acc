"""Registrations in the audit log (issue 30). ``audit_text`` merges these tables into
its own. No e-mail is ever written to the log: whoever reads it is not the player."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.words.audit_context import LogContext, fill, joined
from mtrdesk.words.registration.states import state_text
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

REGISTRATION_ACTION_LABELS: dict[str, str] = {
    "registration.submit": QT_TRANSLATE_NOOP("AuditLog", "Registered from a phone"),
    "registration.accept": QT_TRANSLATE_NOOP("AuditLog", "Registration accepted"),
    "registration.decline": QT_TRANSLATE_NOOP("AuditLog", "Registration declined"),
    "registration.absent": QT_TRANSLATE_NOOP("AuditLog", "Registered player absent"),
    "registration.merge": QT_TRANSLATE_NOOP("AuditLog", "Registration joined to a player"),
    "registration.withdraw": QT_TRANSLATE_NOOP("AuditLog", "Registration withdrawn"),
    "registration.promote": QT_TRANSLATE_NOOP("AuditLog", "Moved up from the waitlist"),
    "registration.desk": QT_TRANSLATE_NOOP("AuditLog", "Registration settings changed"),
}


def _named(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "registration #%1: %2"),
        d["registration"],
        d.get("name", ""),
    )


def _submitted(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "registration #%1: %2 (%3)"),
        d["registration"],
        d["name"],
        _state(d["state"]),
    )


def _promoted(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "registration #%1: %2"),
        d["registration"],
        _state(d["state"]),
    )


def _desk(d: Mapping[str, Any], ctx: LogContext) -> str:
    parts = [
        QCoreApplication.translate("AuditLog", "open")
        if d.get("open")
        else QCoreApplication.translate("AuditLog", "closed")
    ]
    if "capacity" in d:
        capacity = d["capacity"]
        parts.append(
            QCoreApplication.translate("AuditLog", "no limit")
            if capacity is None
            else fill(QCoreApplication.translate("AuditLog", "capacity %1"), capacity)
        )
    if d.get("accept_at_once"):
        parts.append(QCoreApplication.translate("AuditLog", "accepted at once"))
    return joined(parts)


def _state(value: object) -> str:
    try:
        return state_text(RegistrationState(str(value)))
    except ValueError:
        return str(value)


REGISTRATION_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "registration.submit": _submitted,
    "registration.accept": _named,
    "registration.decline": _named,
    "registration.absent": _named,
    "registration.merge": _named,
    "registration.withdraw": _named,
    "registration.promote": _promoted,
    "registration.desk": _desk,
}
