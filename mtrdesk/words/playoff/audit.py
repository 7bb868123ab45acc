"""The audit log of the playoff in words: started (with its seeds, MTR 10.4), paired, its
draft seats, players advanced early. Merged by ``audit_text``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.settings import Playoff
from mtrdesk.words import labels
from mtrdesk.words.audit_context import LogContext, fill, joined, separator, with_note
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

PLAYOFF_ACTION_LABELS: dict[str, str] = {
    "playoff.start": QT_TRANSLATE_NOOP("AuditLog", "Playoff started"),
    "playoff.pair": QT_TRANSLATE_NOOP("AuditLog", "Playoff round paired"),
    "playoff.seat": QT_TRANSLATE_NOOP("AuditLog", "Draft seats changed"),
    "playoff.advance": QT_TRANSLATE_NOOP("AuditLog", "Advanced to the playoff early"),
}
PLAYOFF_BY_SIZE = {4: Playoff.TOP4, 8: Playoff.TOP8}


def _playoff_start(d: Mapping[str, Any], ctx: LogContext) -> str:
    size = int(d["size"])
    playoff = PLAYOFF_BY_SIZE.get(size)
    field = labels.label(playoff) if playoff is not None else str(size)
    kind = d.get("kind")
    if kind == "draft":
        field = labels.label(Playoff.DRAFT_TOP8)
    elif kind == "elimination":
        field = QCoreApplication.translate("AuditLog", "Single elimination only")
    seeds = joined([ctx.player(e) for e in d["seeds"]])
    text = fill(QCoreApplication.translate("AuditLog", "%1 (seeds: %2)"), field, seeds)
    if kind == "draft":
        return f"{text}{separator()}{_seats(d, ctx)}"
    if kind == "elimination":
        return with_note(text, [_random_seed(d["seed"])])
    return text


def _random_seed(seed: object) -> str:
    return fill(QCoreApplication.translate("AuditLog", "random seed %1"), seed)


def _seats(d: Mapping[str, Any], ctx: LogContext) -> str:
    """The booster-draft playoff seats (MTR 10.4): "Seat 1: 山田 太郎, ..." and how."""
    seats = joined(
        [
            fill(QCoreApplication.translate("AuditLog", "seat %1: %2"), seat, ctx.player(e))
            for seat, e in enumerate(d["seats"], start=1)
        ]
    )
    how = (
        QCoreApplication.translate("AuditLog", "entered by hand")
        if d.get("seed") is None
        else _random_seed(d["seed"])
    )
    return with_note(seats, [how])


def _playoff_seat(d: Mapping[str, Any], ctx: LogContext) -> str:
    return _seats(d, ctx)


def _playoff_advance(d: Mapping[str, Any], ctx: LogContext) -> str:
    """MTR 10.4: "After round 3 (9 match points): 山田 太郎 (seed 1), ..."."""
    players = joined(
        [
            fill(QCoreApplication.translate("AuditLog", "%1 (seed %2)"), ctx.player(e), seed)
            for e, seed, _ in d["advanced"]
        ]
    )
    return fill(
        QCoreApplication.translate("AuditLog", "After round %1 (%2 match points): %3"),
        int(d["round"]),
        d["match_points"],
        players,
    )


def _playoff_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    pairs = [ctx.pairing(*table) for table in d["tables"]]
    return fill(
        QCoreApplication.translate("AuditLog", "%1: %2"), ctx.round_title(d["round"]), joined(pairs)
    )


PLAYOFF_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "playoff.start": _playoff_start,
    "playoff.pair": _playoff_pair,
    "playoff.seat": _playoff_seat,
    "playoff.advance": _playoff_advance,
}
