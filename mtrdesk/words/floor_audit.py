"""Reports from the floor and the staff PIN in the audit log (issue 16). ``audit_text``
merges these tables into its own."""

from __future__ import annotations

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

FLOOR_ACTION_LABELS: dict[str, str] = {
    "floor.report": QT_TRANSLATE_NOOP("AuditLog", "Result reported from the floor"),
    "floor.accept": QT_TRANSLATE_NOOP("AuditLog", "Reported result accepted"),
    "floor.reject": QT_TRANSLATE_NOOP("AuditLog", "Reported result set aside"),
    "floor.pin": QT_TRANSLATE_NOOP("AuditLog", "Staff PIN changed"),
    "floor.policy": QT_TRANSLATE_NOOP("AuditLog", "Reports from the floor: who confirms"),
}
