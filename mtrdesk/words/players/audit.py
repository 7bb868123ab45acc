"""The audit log of players in words: added, edited, given byes, removed, dropped,
re-entered, imported from a CSV file, counted as a no-show; the roster's e-mail, merge
and erase (issue 30). Merged by ``audit_text``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.names import display_name
from mtrdesk.words.audit_context import (
    LogContext,
    changed,
    fill,
    joined,
    late_entry_note,
    re_entered,
    with_note,
)
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

PLAYER_ACTION_LABELS: dict[str, str] = {
    "player.add": QT_TRANSLATE_NOOP("AuditLog", "Player added"),
    "player.edit": QT_TRANSLATE_NOOP("AuditLog", "Player details edited"),
    "player.byes": QT_TRANSLATE_NOOP("AuditLog", "Awarded byes changed"),
    "player.remove": QT_TRANSLATE_NOOP("AuditLog", "Player removed"),
    "player.drop": QT_TRANSLATE_NOOP("AuditLog", "Player dropped"),
    "player.re_enter": QT_TRANSLATE_NOOP("AuditLog", "Player re-entered"),
    "player.import_csv": QT_TRANSLATE_NOOP("AuditLog", "Players imported from CSV"),
    "player.no_show": QT_TRANSLATE_NOOP("AuditLog", "No-show counted"),
    "roster.email": QT_TRANSLATE_NOOP("AuditLog", "Wizards Account e-mail changed"),
    "roster.merge": QT_TRANSLATE_NOOP("AuditLog", "Two records of one person merged"),
    "roster.erase": QT_TRANSLATE_NOOP("AuditLog", "Person's details erased"),
}


def _player_add(d: Mapping[str, Any], ctx: LogContext) -> str:
    notes = []
    if d.get("awarded_byes"):
        notes.append(
            fill(QCoreApplication.translate("AuditLog", "awarded byes: %1"), d["awarded_byes"])
        )
    if d.get("late_entry_round") is not None:
        notes.append(late_entry_note(d["late_entry_round"]))
    return with_note(str(d["name"]), notes)


def _player_edit(d: Mapping[str, Any], ctx: LogContext) -> str:
    before, after = [str(v) for v in d["before"]], [str(v) for v in d["after"]]
    old_name, new_name = display_name(before[0], before[1]), display_name(after[0], after[1])
    text = new_name if old_name == new_name else f"{old_name} → {new_name}"
    notes = []
    if before[2] != after[2]:
        notes.append(
            changed(QCoreApplication.translate("AuditLog", "Reading"), before[2], after[2])
        )
    if before[3] != after[3]:
        notes.append(
            changed(QCoreApplication.translate("AuditLog", "Player ID"), before[3], after[3])
        )
    if d.get("email_changed"):
        notes.append(QCoreApplication.translate("AuditLog", "Wizards Account e-mail changed"))
    return with_note(text, notes)


def _player_byes(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1: awarded byes %2 → %3"),
        ctx.player(d["entry"]),
        int(d["before"]),
        int(d["after"]),
    )


def _player_remove(d: Mapping[str, Any], ctx: LogContext) -> str:
    return str(d["name"])


def _player_drop(d: Mapping[str, Any], ctx: LogContext) -> str:
    who = ctx.player(d["entry"])
    if d["after_round"] == 0:
        return fill(QCoreApplication.translate("AuditLog", "%1 (before round 1)"), who)
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (after round %2)"), who, int(d["after_round"])
    )


def _player_import_csv(d: Mapping[str, Any], ctx: LogContext) -> str:
    added = list(d["entries"])
    count = QCoreApplication.translate("AuditLog", "%n player(s)", None, len(added))
    return f"{count}: {joined([ctx.player(e) for e in added])}" if added else count


def _player_no_show(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (no-shows: %2)"),
        str(d["name"]),
        int(d["no_shows"]),
    )


def _roster_email(d: Mapping[str, Any], ctx: LogContext) -> str:
    text = (
        QCoreApplication.translate("AuditLog", "person %1: e-mail removed")
        if d.get("cleared")
        else QCoreApplication.translate("AuditLog", "person %1: e-mail set")
    )
    return fill(text, int(d["roster"]))


def _roster_merge(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (person %2) into %3 (person %4)"),
        str(d["merged_name"]),
        int(d["merged"]),
        str(d["name"]),
        int(d["roster"]),
    )


def _roster_erase(d: Mapping[str, Any], ctx: LogContext) -> str:
    redacted = len(d.get("redacted") or [])
    return fill(
        QCoreApplication.translate("AuditLog", "person %1; %2"),
        int(d["roster"]),
        QCoreApplication.translate("AuditLog", "%n record(s) of this log redacted", None, redacted),
    )


PLAYER_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "player.add": _player_add,
    "player.edit": _player_edit,
    "player.byes": _player_byes,
    "player.remove": _player_remove,
    "player.drop": _player_drop,
    "player.re_enter": lambda d, ctx: re_entered(ctx.player(d["entry"]), d["losses"]),
    "player.import_csv": _player_import_csv,
    "player.no_show": _player_no_show,
    "roster.email": _roster_email,
    "roster.merge": _roster_merge,
    "roster.erase": _roster_erase,
}
