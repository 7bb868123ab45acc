"""Reports from the floor and the staff PIN in the audit log (issue 16). ``audit_text``
merges these tables into its own, and adds ``who_and_where`` to any change made from the
floor (its detail names who made it and from which device: ``Context.acting``).

The state and policy words are the window's too (the pairings, the reports list and the
phones dialog say them the same way).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.floor.reports import ReportPolicy, ReportState
from mtrdesk.words.audit_context import LogContext, fill
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

FLOOR_ACTION_LABELS: dict[str, str] = {
    "floor.report": QT_TRANSLATE_NOOP("AuditLog", "Result reported from the floor"),
    "floor.accept": QT_TRANSLATE_NOOP("AuditLog", "Reported result accepted"),
    "floor.reject": QT_TRANSLATE_NOOP("AuditLog", "Reported result set aside"),
    "floor.pin": QT_TRANSLATE_NOOP("AuditLog", "Staff PIN changed"),
    "floor.policy": QT_TRANSLATE_NOOP("AuditLog", "Reports from the floor: who confirms"),
}

_STATES = {
    ReportState.WAITING: QT_TRANSLATE_NOOP("FloorReports", "waiting for the opponent"),
    ReportState.HELD: QT_TRANSLATE_NOOP("FloorReports", "held for staff"),
    ReportState.CONFLICT: QT_TRANSLATE_NOOP("FloorReports", "players disagree"),
    ReportState.ACCEPTED: QT_TRANSLATE_NOOP("FloorReports", "entered"),
    ReportState.REJECTED: QT_TRANSLATE_NOOP("FloorReports", "set aside"),
}

_POLICIES = {
    ReportPolicy.PLAYERS: QT_TRANSLATE_NOOP(
        "FloorReports", "Enter a result when both players report the same"
    ),
    ReportPolicy.STAFF: QT_TRANSLATE_NOOP("FloorReports", "Hold every report for staff"),
}

#: Who acted when the detail says "player" (``services.floor.service.report``).
PLAYER = "player"


def state_text(state: ReportState) -> str:
    """ "waiting for the opponent": where a report stands."""
    return QCoreApplication.translate("FloorReports", _STATES[state])


def policy_text(policy: ReportPolicy) -> str:
    """The event's report policy as the phones dialog offers it."""
    return QCoreApplication.translate("FloorReports", _POLICIES[policy])


def who_and_where(detail: Mapping[str, Any]) -> str | None:
    """ "— 佐藤 (judge), device 3f2a9c1b@192.168.1.20": who made a change from the floor
    and from which device; ``None`` for the window's own changes (no ``device``)."""
    device, by = detail.get("device"), detail.get("acted_by")
    if not isinstance(device, str) or not isinstance(by, str):
        return None
    if by == PLAYER:
        return fill(QCoreApplication.translate("AuditLog", "— a player, device %1"), device)
    return fill(QCoreApplication.translate("AuditLog", "— %1 (judge), device %2"), by, device)


def without_actor(detail: Mapping[str, Any]) -> Mapping[str, Any]:
    """``detail`` without what ``who_and_where`` says (so a plain detail does not say it
    twice); unchanged when it has no device."""
    if who_and_where(detail) is None:
        return detail
    return {k: v for k, v in detail.items() if k not in ("acted_by", "device")}


def _state(value: object) -> str:
    try:
        return state_text(ReportState(value))
    except ValueError:
        return str(value)


def _report(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1, table %2: %3 (%4)"),
        ctx.round_title(d["round"]),
        d["table"],
        d["result"],
        _state(d["state"]),
    )


def _decided(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(QCoreApplication.translate("AuditLog", "report #%1"), d["report"])


def _pin(d: Mapping[str, Any], ctx: LogContext) -> str:
    # The PIN itself is never written to the log: whoever reads the log is not a judge.
    return QCoreApplication.translate(
        "AuditLog", "The old PIN no longer works; the new one is not recorded here."
    )


def _policy(d: Mapping[str, Any], ctx: LogContext) -> str:
    return policy_text(ReportPolicy(d["policy"]))


FLOOR_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "floor.report": _report,
    "floor.accept": _decided,
    "floor.reject": _decided,
    "floor.pin": _pin,
    "floor.policy": _policy,
}
