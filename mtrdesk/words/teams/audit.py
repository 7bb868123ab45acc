"""The audit log of team events in words (MTR 8, 9): a team registered (with a late entry),
edited, removed, dropped or re-entered, a team round paired, teams changing places by hand
(MTR 8.2). Merged by ``audit_text``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.words import messages
from mtrdesk.words.audit_context import (
    LogContext,
    fill,
    late_entry_note,
    re_entered,
    with_note,
)
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

TEAM_ACTION_LABELS: dict[str, str] = {
    "team.add": QT_TRANSLATE_NOOP("AuditLog", "Team registered"),
    "team.edit": QT_TRANSLATE_NOOP("AuditLog", "Team edited"),
    "team.remove": QT_TRANSLATE_NOOP("AuditLog", "Team removed"),
    "team.drop": QT_TRANSLATE_NOOP("AuditLog", "Team dropped"),
    "team.re_enter": QT_TRANSLATE_NOOP("AuditLog", "Team re-entered"),
    "team.pairing_edit": QT_TRANSLATE_NOOP("AuditLog", "Teams changed places by hand"),
}


def _seats(d: Mapping[str, Any]) -> list[str]:
    """ "A: 山田 太郎", ...: a team's players by seat (MTR 8.2)."""
    return [
        fill(QCoreApplication.translate("AuditLog", "%1: %2"), seat, name)
        for seat, _, name in d["members"]
    ]


def _team_add(d: Mapping[str, Any], ctx: LogContext) -> str:
    """ "Red (A: 山田 太郎, B: 佐藤 花子, late entry from round 3)"."""
    notes = _seats(d)
    if d.get("late_entry_round") is not None:
        notes.append(late_entry_note(d["late_entry_round"]))
    return with_note(str(d["name"]), notes)


def _team_edit(d: Mapping[str, Any], ctx: LogContext) -> str:
    """ "Red → Blue (A: 山田 太郎, B: 佐藤 花子)"."""
    before = str(d["before"]["name"])
    text = with_note(str(d["name"]), _seats(d))
    return text if before == d["name"] else f"{before} → {text}"


def _team_drop(d: Mapping[str, Any], ctx: LogContext) -> str:
    notes = [
        QCoreApplication.translate("AuditLog", "before round 1")
        if int(d["after_round"]) == 0
        else fill(QCoreApplication.translate("AuditLog", "after round %1"), d["after_round"])
    ]
    if d.get("by") is not None:
        notes.append(
            fill(
                QCoreApplication.translate("AuditLog", "%1 dropped (MTR 8.2)"), ctx.player(d["by"])
            )
        )
    return with_note(str(d["name"]), notes)


def round_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    """A team round paired (MTR 8, 9): "Round 2: 3 team matches (bye: Red)"."""
    names = {int(k): str(v) for k, v in (d.get("team_names") or {}).items()}
    teams = [list(t) for t in d["teams"]]
    matches = sum(1 for _, _, second in teams if second is not None)
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %n team match(es)", None, matches),
        ctx.round_title(int(d["round"])),
    )
    return with_note(
        text,
        [
            fill(QCoreApplication.translate("AuditLog", "bye: %1"), names.get(first, f"#{first}"))
            for _, first, second in teams
            if second is None
        ],
    )


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
    "team.edit": _team_edit,
    "team.remove": lambda d, ctx: str(d["name"]),
    "team.drop": _team_drop,
    "team.re_enter": lambda d, ctx: re_entered(str(d["name"]), d["losses"]),
    "team.pairing_edit": _team_pairing_edit,
}
