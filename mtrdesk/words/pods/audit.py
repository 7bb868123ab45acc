"""The audit log of multiplayer pod events in words (``services.pods.service`` writes the
``multiplayer.*`` actions); ``audit_text`` merges these tables into its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.pods.playoff import Stage as PlayoffStage
from mtrdesk.services.errors import Problem
from mtrdesk.words import messages
from mtrdesk.words.audit_context import LogContext, fill
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

POD_ACTION_LABELS: dict[str, str] = {
    "multiplayer.settings": QT_TRANSLATE_NOOP("AuditLog", "Pod settings changed"),
    "multiplayer.pair": QT_TRANSLATE_NOOP("AuditLog", "Round paired in pods"),
    "multiplayer.repair": QT_TRANSLATE_NOOP("AuditLog", "Pods paired again"),
    "multiplayer.report": QT_TRANSLATE_NOOP("AuditLog", "Pod result entered"),
    "multiplayer.clear": QT_TRANSLATE_NOOP("AuditLog", "Pod result cleared"),
    "multiplayer.playoff_start": QT_TRANSLATE_NOOP("AuditLog", "Pod playoff started"),
    "multiplayer.playoff_pair": QT_TRANSLATE_NOOP("AuditLog", "Pod playoff round paired"),
    "multiplayer.swap": QT_TRANSLATE_NOOP("AuditLog", "Pods edited by hand"),
    "multiplayer.playoff_drop": QT_TRANSLATE_NOOP("AuditLog", "Seat left empty in a playoff pod"),
}

_STAGES = {
    PlayoffStage.FINAL.value: QT_TRANSLATE_NOOP("AuditLog", "final"),
    PlayoffStage.SEMIFINAL.value: QT_TRANSLATE_NOOP("AuditLog", "semifinals"),
    PlayoffStage.QUARTERFINAL.value: QT_TRANSLATE_NOOP("AuditLog", "quarterfinals"),
}


def _sep() -> str:
    return QCoreApplication.translate("AuditLog", ", ")


def _cut(size: object) -> str:
    if not size:
        return QCoreApplication.translate("AuditLog", "no playoff")
    return fill(QCoreApplication.translate("AuditLog", "top %1"), size)


def _settings(d: Mapping[str, Any], ctx: LogContext) -> str:
    parts = []
    before, after = d["pod_size"]
    if before != after:
        parts.append(
            fill(QCoreApplication.translate("AuditLog", "pod size: %1 → %2"), before, after)
        )
    before, after = d["playoff_size"]
    if before != after:
        parts.append(
            fill(
                QCoreApplication.translate("AuditLog", "playoff: %1 → %2"),
                _cut(before),
                _cut(after),
            )
        )
    return _sep().join(parts)


def _warning(warning: Mapping[str, Any], ctx: LogContext) -> str:
    problem = Problem(warning["problem"])
    details = {k: v for k, v in warning.items() if k != "problem"}
    ids = [e for pair in details.get("pairs") or () for e in pair]
    ids += list(details.get("entries") or ())
    names = {e: ctx.player(e) for e in ids if isinstance(e, int)}
    return messages.service_message(problem, details, names)


def _pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    pods = list(d["pods"])
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %n pod(s)", None, len(pods)),
        ctx.round_title(int(d["round"])),
    )
    notes = []
    awarded = [ctx.player(e) for e in d.get("awarded_byes") or []]
    if awarded:
        notes.append(
            fill(QCoreApplication.translate("AuditLog", "awarded byes: %1"), _sep().join(awarded))
        )
    notes += [_warning(w, ctx) for w in d.get("warnings") or []]
    if not notes:
        return text
    return fill(QCoreApplication.translate("AuditLog", "%1 (%2)"), text, _sep().join(notes))


def _outcome(result: Mapping[str, Any] | None, ctx: LogContext) -> str:
    if result is None:
        return "—"
    drawn = [ctx.player(e) for e in result.get("drawn") or []]
    winner = result.get("winner")
    if drawn and winner is not None:  # a drawn playoff pod: the best seed goes on (2.4C)
        return fill(
            QCoreApplication.translate("AuditLog", "draw (%1), %2 goes on"),
            _sep().join(drawn),
            ctx.player(winner),
        )
    if drawn:
        return fill(QCoreApplication.translate("AuditLog", "draw: %1"), _sep().join(drawn))
    return fill(QCoreApplication.translate("AuditLog", "%1 won"), ctx.player(winner))


def _where(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1, table %2"),
        ctx.round_title(d["round"]),
        d["table"],
    )


def _report(d: Mapping[str, Any], ctx: LogContext) -> str:
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %2"), _where(d, ctx), _outcome(d["result"], ctx)
    )
    if d.get("previous") is None:
        return text
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (was %2)"), text, _outcome(d["previous"], ctx)
    )


def _clear(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (%2 cleared)"),
        _where(d, ctx),
        _outcome(d.get("previous"), ctx),
    )


def _playoff_start(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1: %2"),
        _cut(d["size"]),
        _sep().join(ctx.player(e) for e in d["seeds"]),
    )


def _playoff_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    stage = _STAGES.get(str(d.get("stage")))
    title = ctx.round_title(d["round"])
    if stage is not None:
        title = fill(
            QCoreApplication.translate("AuditLog", "%1 (%2)"),
            title,
            QCoreApplication.translate("AuditLog", stage),
        )
    return fill(
        QCoreApplication.translate("AuditLog", "%1: %n pod(s)", None, len(d["pods"])), title
    )


def _swap(d: Mapping[str, Any], ctx: LogContext) -> str:
    first, second = d["entries"]
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %2 (table %3) and %4 (table %5) changed seats"),
        ctx.round_title(d["round"]),
        ctx.player(first),
        d["tables"][0],
        ctx.player(second),
        d["tables"][1],
    )
    if not d.get("better_exists"):
        return text
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (%2)"),
        text,
        QCoreApplication.translate("AuditLog", "a better pairing existed"),
    )


def _playoff_drop(d: Mapping[str, Any], ctx: LogContext) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1: %2 dropped, the others play on"),
        _where(d, ctx),
        ctx.player(d["entry"]),
    )


POD_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "multiplayer.settings": _settings,
    "multiplayer.pair": _pair,
    "multiplayer.repair": _pair,
    "multiplayer.report": _report,
    "multiplayer.clear": _clear,
    "multiplayer.playoff_start": _playoff_start,
    "multiplayer.playoff_pair": _playoff_pair,
    "multiplayer.swap": _swap,
    "multiplayer.playoff_drop": _playoff_drop,
}
