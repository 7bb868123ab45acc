"""The audit log of booster-draft pods in words (MTR 7.6, 7.7): pods seated or cleared, a
move with its seats, two players swapping places, a player who stopped drafting, pairing
across pods announced. Merged by ``audit_text``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.words import labels
from mtrdesk.words.audit_context import LogContext, fill, with_note
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

DRAFT_POD_ACTION_LABELS: dict[str, str] = {
    "pods.seat": QT_TRANSLATE_NOOP("AuditLog", "Players seated in pods"),
    "pods.move": QT_TRANSLATE_NOOP("AuditLog", "Pod changed"),
    "pods.clear": QT_TRANSLATE_NOOP("AuditLog", "Pods cleared"),
    "pods.lift": QT_TRANSLATE_NOOP("AuditLog", "Pairing across pods"),
    "pods.swap": QT_TRANSLATE_NOOP("AuditLog", "Draft seats swapped"),
    "pods.draft_drop": QT_TRANSLATE_NOOP("AuditLog", "Stopped drafting"),
}


def _place(pod: object, seat: object) -> str:
    """ "pod 2, seat 5"; "no pod"; "pod 2" for a seat not known (older entries)."""
    if pod is None:
        return QCoreApplication.translate("AuditLog", "no pod")
    if seat is None:
        return fill(QCoreApplication.translate("AuditLog", "pod %1"), pod)
    return fill(QCoreApplication.translate("AuditLog", "pod %1, seat %2"), pod, seat)


def _pods_move(d: Mapping[str, Any], ctx: LogContext) -> str:
    before = _place(d["before"], d.get("seat_before"))
    after = _place(d["after"], d.get("seat_after"))
    return f"{ctx.player(d['entry'])}: {before} → {after}"


def _pods_swap(d: Mapping[str, Any], ctx: LogContext) -> str:
    (a, b), ((pod_a, seat_a), (pod_b, seat_b)) = d["entries"], d["places"]
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (%2) ⇄ %3 (%4)"),
        ctx.player(a),
        _place(pod_a, seat_a),
        ctx.player(b),
        _place(pod_b, seat_b),
    )


def _pods_draft_drop(d: Mapping[str, Any], ctx: LogContext) -> str:
    if d.get("pack") is None:
        return fill(
            QCoreApplication.translate("AuditLog", "%1: drafting again (taken back)"),
            ctx.player(d["entry"]),
        )
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (%2): before pack %3, pick %4 (MTR 7.7)"),
        ctx.player(d["entry"]),
        _place(d.get("pod"), d.get("seat")),
        d["pack"],
        d["pick"],
    )


def _pods_seat(d: Mapping[str, Any], ctx: LogContext) -> str:
    pods = [list(p) for p in d["pods"]]
    text = fill(
        QCoreApplication.translate("AuditLog", "%n pod(s): %1", None, len(pods)),
        labels.pod_sizes_text([len(p) for p in pods]),
    )
    return with_note(
        text,
        [
            fill(QCoreApplication.translate("AuditLog", "at most %1 per pod"), d["pod_size"]),
            fill(QCoreApplication.translate("AuditLog", "random seed %1"), d["seed"]),
        ],
    )


def _pods_clear(d: Mapping[str, Any], ctx: LogContext) -> str:
    return QCoreApplication.translate("AuditLog", "%n player(s)", None, len(d["entries"]))


def _pods_lift(d: Mapping[str, Any], ctx: LogContext) -> str:
    if d["lifted"]:
        return QCoreApplication.translate(
            "AuditLog", "Announced: players of different pods may play each other (MTR 7.6)"
        )
    return QCoreApplication.translate(
        "AuditLog", "Withdrawn: players play only within their pod (MTR 7.6)"
    )


DRAFT_POD_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "pods.seat": _pods_seat,
    "pods.move": _pods_move,
    "pods.clear": _pods_clear,
    "pods.lift": _pods_lift,
    "pods.swap": _pods_swap,
    "pods.draft_drop": _pods_draft_drop,
}
