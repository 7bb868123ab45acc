"""The audit log of Swiss rounds in words: a round paired or paired again, pairings edited
by hand with the warnings they raised, a round rolled back. Merged by ``audit_text``
(whose "round.pair" line is ``round_pair`` here, or ``teams.audit`` for a team event).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words import messages
from mtrdesk.words.audit_context import UNREADABLE, LogContext, fill, joined, with_note
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

SWISS_ACTION_LABELS: dict[str, str] = {
    "round.pair": QT_TRANSLATE_NOOP("AuditLog", "Round paired"),
    "round.repair": QT_TRANSLATE_NOOP("AuditLog", "Round paired again"),
    "pairing.edit": QT_TRANSLATE_NOOP("AuditLog", "Pairings edited by hand"),
    "round.rollback": QT_TRANSLATE_NOOP("AuditLog", "Round rolled back"),
}


def round_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    """A round of players paired: "Round 2: 12 matches (bye: 山田 太郎)"."""
    tables = [list(t) for t in d["tables"]]
    matches = sum(1 for _, _, second in tables if second is not None)
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %n match(es)", None, matches),
        ctx.round_title(int(d["round"])),
    )
    notes = [
        fill(QCoreApplication.translate("AuditLog", "bye: %1"), ctx.player(first))
        for _, first, second in tables
        if second is None
    ]
    awarded = [ctx.player(e) for e in d.get("awarded_byes") or []]
    if awarded:
        notes.append(
            fill(QCoreApplication.translate("AuditLog", "awarded byes: %1"), joined(awarded))
        )
    advanced = [ctx.player(e) for e in d.get("advanced") or []]
    if advanced:  # MTR 10.4: byes for the players advanced to the playoff
        notes.append(
            fill(QCoreApplication.translate("AuditLog", "advanced, bye: %1"), joined(advanced))
        )
    post_cut = [ctx.player(e) for e in d.get("post_cut_byes") or []]
    if post_cut:  # MTR 2.10 (2023-08-21): byes for drops after a day-two cut
        notes.append(
            fill(
                QCoreApplication.translate("AuditLog", "bye for a drop after the cut: %1"),
                joined(post_cut),
            )
        )
    if d.get("corrected_round") is not None:  # services.corrections: proposed and accepted
        notes.append(
            fill(
                QCoreApplication.translate(
                    "AuditLog",
                    "after a correction in %1: %n table(s) changed",
                    None,
                    len(d.get("changed") or []),
                ),
                ctx.round_title(int(d["corrected_round"])),
            )
        )
    return with_note(text, notes)


def _pairing_edit(d: Mapping[str, Any], ctx: LogContext) -> str:
    pairs = [ctx.pairing(first, second) for first, second in d["after"].values()]
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %2"), ctx.round_title(d["round"]), joined(pairs)
    )
    return with_note(text, [warning_text(w, ctx) for w in d.get("warnings", [])])


def warning_text(warning: Any, ctx: LogContext | None = None) -> str:
    """A warning the edit produced (a rematch, a second bye), naming whom it concerns:
    "吉田 結衣 and 渡辺 愛 already played each other in round 1"."""
    try:
        problem = Problem(warning["problem"])
        details = {k: v for k, v in warning.items() if k != "problem"}
        ids = [*details.get("entries", ()), details.get("entry")]
        names = {e: ctx.player(e) for e in ids if isinstance(e, int)} if ctx else None
        return messages.service_message(problem, details, names)
    except UNREADABLE:
        return str(warning)


def _round_rollback(d: Mapping[str, Any], ctx: LogContext) -> str:
    """ "Round 3 (2 results removed, stays dropped before it: 山田 太郎): paired too early"."""
    notes = [
        QCoreApplication.translate("AuditLog", "%n result(s) removed", None, int(d["results"]))
    ]
    notes += [
        fill(QCoreApplication.translate("AuditLog", "stays dropped before it: %1"), ctx.player(e))
        for e in d.get("drops") or []
    ]
    return f"{with_note(ctx.round_title(int(d['round'])), notes)}: {d['reason']}"


SWISS_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "pairing.edit": _pairing_edit,
    "round.rollback": _round_rollback,
}
