"""The audit log of team events in words for what ``services.teams.registration`` writes beyond
registration: late entry and hand-made team pairing changes (MTR 8.2). ``audit_text``
merges these tables into its own (replacing its "team.add" line)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.words import messages
from mtrdesk.words.audit_context import LogContext, fill, late_entry_note, with_note
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

TEAM_ACTION_LABELS: dict[str, str] = {
    "team.pairing_edit": QT_TRANSLATE_NOOP("AuditLog", "Teams changed places by hand"),
}


def _team_add(d: Mapping[str, Any], ctx: LogContext) -> str:
    """ "Red (A: 山田 太郎, B: 佐藤 花子, late entry from round 3)"."""
    notes = [
        fill(QCoreApplication.translate("AuditLog", "%1: %2"), seat, name)
        for seat, _, name in d["members"]
    ]
    if d.get("late_entry_round") is not None:
        notes.append(late_entry_note(d["late_entry_round"]))
    return with_note(str(d["name"]), notes)


def _team_pairing_edit(d: Mapping[str, Any], ctx: LogContext) -> str:
    """ "Round 2: 赤 ⇄ 金 (赤 and 青 already played each other in round 1.)"."""
    names = {int(k): str(v) for k, v in (d.get("team_names") or {}).items()}
    first, second = (names.get(int(t), f"#{t}") for t in d["teams"])
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %2 and %3 changed places"),
        ctx.round_title(d["round"]),
        first,
        second,
    )
    notes = [messages.rematch_text(a, b, list(r)) for a, b, r in d.get("rematches") or []]
    notes += [
        fill(QCoreApplication.translate("AuditLog", "second bye: %1"), name)
        for name in d.get("repeat_byes") or []
    ]
    if d.get("better_exists") and not notes:
        notes.append(QCoreApplication.translate("AuditLog", "a better pairing existed"))
    return with_note(text, notes)


TEAM_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "team.add": _team_add,
    "team.pairing_edit": _team_pairing_edit,
}
