"""Decklists (MTR 2.7, 7.5) and deck checks (MTR 2.8) in the audit log: who, what changed,
who accepted or changed a locked list and why. ``audit_text`` merges these tables."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.decklists.decklist import Decklist, fold_name
from mtrdesk.core.placeholders import fill
from mtrdesk.words.audit_context import labelled
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

DECKLIST_ACTION_LABELS: dict[str, str] = {
    "decklists.save": QT_TRANSLATE_NOOP("AuditLog", "Decklist entered"),
    "decklists.remove": QT_TRANSLATE_NOOP("AuditLog", "Decklist removed"),
    "decklists.save_pool": QT_TRANSLATE_NOOP("AuditLog", "Card pool registered"),
    "decklists.remove_pool": QT_TRANSLATE_NOOP("AuditLog", "Card pool removed"),
    "decklists.lock": QT_TRANSLATE_NOOP("AuditLog", "Decklist accepted and locked"),
    "decklists.lock_received": QT_TRANSLATE_NOOP(
        "AuditLog", "Received decklists accepted and locked"
    ),
    "decklists.change_locked": QT_TRANSLATE_NOOP(
        "AuditLog", "Locked decklist changed by the head judge"
    ),
    "decklists.import_card_names": QT_TRANSLATE_NOOP("AuditLog", "Card names imported"),
    "decklists.english_name": QT_TRANSLATE_NOOP("AuditLog", "English card name given"),
    "decklists.import_ban_lists": QT_TRANSLATE_NOOP(
        "AuditLog", "Banned and restricted lists imported"
    ),
    "decklists.propose": QT_TRANSLATE_NOOP("AuditLog", "Deck checks proposed"),
    "decklists.check": QT_TRANSLATE_NOOP("AuditLog", "Deck check"),
}

_OUTCOMES = {
    "ok": QT_TRANSLATE_NOOP("AuditLog", "no problem found"),
    "decklist_problem": QT_TRANSLATE_NOOP("AuditLog", "decklist problem"),
    "deck_problem": QT_TRANSLATE_NOOP("AuditLog", "deck problem"),
}


def outcome_text(value: object) -> str:
    """A deck check's outcome (``DeckCheckOutcome`` value) in words."""
    return labelled(_OUTCOMES, str(getattr(value, "value", value)), str(value))


def _listed(items: Iterable[object] | None) -> str:
    return QCoreApplication.translate("AuditLog", ", ").join(str(i) for i in items or ())


def _save(d: Mapping[str, Any], ctx: Any) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1: main deck %2, sideboard %3"),
        d["name"],
        d["main"] + d.get("commanders", 0),
        d["sideboard"],
    )


def _name(d: Mapping[str, Any], ctx: Any) -> str:
    return str(d["name"])


def _save_pool(d: Mapping[str, Any], ctx: Any) -> str:
    if d.get("registered_by_name"):
        return fill(
            QCoreApplication.translate("AuditLog", "%1: %2 cards (registered by %3, MTR 7.5)"),
            d["name"],
            d["cards"],
            d["registered_by_name"],
        )
    return fill(QCoreApplication.translate("AuditLog", "%1: %2 cards"), d["name"], d["cards"])


def _lock(d: Mapping[str, Any], ctx: Any) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (accepted by %2, MTR 2.7)"),
        d["name"],
        d["official"],
    )


def _lock_received(d: Mapping[str, Any], ctx: Any) -> str:
    names = d.get("names") or [ctx.player(e) for e in d.get("entries") or ()]
    return fill(
        QCoreApplication.translate(
            "AuditLog", "%n list(s) accepted by %1 (MTR 2.7): %2", None, int(d["count"])
        ),
        d["official"],
        _listed(names),
    )


def list_changes(old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    """What a change did to a list: "+1 Opt, -1 Consider", sideboard cards marked."""
    sideboard = QCoreApplication.translate("AuditLog", "%1 (sideboard)")
    before, after = Decklist.from_json(old), Decklist.from_json(new)
    parts: list[str] = []
    for section in ("main", "sideboard", "commanders"):
        was = {fold_name(e.name): e for e in getattr(before, section)}
        now = {fold_name(e.name): e for e in getattr(after, section)}
        for key in [*was, *(k for k in now if k not in was)]:
            change = (now[key].count if key in now else 0) - (was[key].count if key in was else 0)
            if change:
                name = (now.get(key) or was[key]).name
                shown = fill(sideboard, name) if section == "sideboard" else name
                parts.append(f"{change:+d} {shown}")
    return _listed(parts) if parts else QCoreApplication.translate("AuditLog", "no card changed")


def _change_locked(d: Mapping[str, Any], ctx: Any) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1: %2 (head judge %3; reason: %4)"),
        d["name"],
        list_changes(d.get("old") or {}, d.get("new") or {}),
        d["head_judge"],
        d["reason"],
    )


def _card_names(d: Mapping[str, Any], ctx: Any) -> str:
    return fill(QCoreApplication.translate("AuditLog", "%1 names (%2 new)"), d["names"], d["added"])


def _english_name(d: Mapping[str, Any], ctx: Any) -> str:
    return f"{d['japanese']} → {d['english']}"


def _ban_lists(d: Mapping[str, Any], ctx: Any) -> str:
    formats = d.get("formats") or {}
    return _listed(f"{name} {as_of}" for name, as_of in formats.items())


def _propose(d: Mapping[str, Any], ctx: Any) -> str:
    return fill(
        QCoreApplication.translate("AuditLog", "%1: tables %2 (seed %3; %4 of %5 decks checked)"),
        ctx.round_title(d["round"]),
        _listed(d.get("tables")) or "—",
        d["seed"],
        d["checked"],
        d["decks"],
    )


def _check(d: Mapping[str, Any], ctx: Any) -> str:
    names = d.get("names") or [ctx.player(e) for e in d.get("entries") or ()]
    text = fill(
        QCoreApplication.translate("AuditLog", "%1, table %2: %3 — %4 (%5 min, MTR 2.8)"),
        ctx.round_title(d["round"]),
        d["table"],
        _listed(names),
        outcome_text(d["outcome"]),
        d["minutes"],
    )
    return f"{text} {d['note']}" if d.get("note") else text


DECKLIST_FORMATTERS: dict[str, Callable[[Mapping[str, Any], Any], str]] = {
    "decklists.save": _save,
    "decklists.remove": _name,
    "decklists.save_pool": _save_pool,
    "decklists.remove_pool": _name,
    "decklists.lock": _lock,
    "decklists.lock_received": _lock_received,
    "decklists.change_locked": _change_locked,
    "decklists.import_card_names": _card_names,
    "decklists.english_name": _english_name,
    "decklists.import_ban_lists": _ban_lists,
    "decklists.propose": _propose,
    "decklists.check": _check,
}
