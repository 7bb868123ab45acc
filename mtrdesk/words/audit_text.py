"""The audit log in words: a translated label per action, one readable line per detail.

The services log every change as an action string and a JSON detail (``Context.audit``).
Each action the services write has a label here; an action this version does not know
(a newer file, another program) is shown as it is, and a detail it cannot read is shown
as its keys and values, so the log is always complete.
"""

from __future__ import annotations

import datetime as dt
import enum
import json
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QTime

from mtrdesk.core.settings import DeckKind, EndRuleKind, Floor, Format, Playoff, Rel
from mtrdesk.services.views import AuditEntry
from mtrdesk.words import labels
from mtrdesk.words.audit_context import (
    IMPORT_ACTION,
    UNREADABLE,
    LogContext,
    changed,
    fill,
    joined,
)
from mtrdesk.words.dates import format_date
from mtrdesk.words.decklists.audit import DECKLIST_ACTION_LABELS, DECKLIST_FORMATTERS
from mtrdesk.words.draft.pods_audit import DRAFT_POD_ACTION_LABELS, DRAFT_POD_FORMATTERS
from mtrdesk.words.extension_audit import EXTENSION_ACTION_LABELS, EXTENSION_FORMATTERS
from mtrdesk.words.floor.audit import (
    FLOOR_ACTION_LABELS,
    FLOOR_FORMATTERS,
    who_and_where,
    without_actor,
)
from mtrdesk.words.players.audit import PLAYER_ACTION_LABELS, PLAYER_FORMATTERS
from mtrdesk.words.playoff.audit import PLAYOFF_ACTION_LABELS, PLAYOFF_FORMATTERS
from mtrdesk.words.pods.audit import POD_ACTION_LABELS, POD_FORMATTERS
from mtrdesk.words.registration.audit import (
    REGISTRATION_ACTION_LABELS,
    REGISTRATION_FORMATTERS,
)
from mtrdesk.words.safekeeping.messages import BACKUP_ACTION_LABELS, BACKUP_FORMATTERS
from mtrdesk.words.swiss.audit import SWISS_ACTION_LABELS, SWISS_FORMATTERS, round_pair
from mtrdesk.words.teams.audit import TEAM_ACTION_LABELS, TEAM_FORMATTERS
from mtrdesk.words.teams.audit import round_pair as team_round_pair
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "AuditLog"

ACTION_LABELS: dict[str, str] = {
    "event.create": QT_TRANSLATE_NOOP("AuditLog", "Event created"),
    "event.update": QT_TRANSLATE_NOOP("AuditLog", "Event settings changed"),
    "event.delete": QT_TRANSLATE_NOOP("AuditLog", "Event deleted"),
    IMPORT_ACTION: QT_TRANSLATE_NOOP("AuditLog", "Event imported"),
    "result.report": QT_TRANSLATE_NOOP("AuditLog", "Result entered"),
    "result.clear": QT_TRANSLATE_NOOP("AuditLog", "Result cleared"),
    "undo": QT_TRANSLATE_NOOP("AuditLog", "Undone"),
    "redo": QT_TRANSLATE_NOOP("AuditLog", "Redone"),
}
# A result entered over an earlier one is a correction; the log says so.
CORRECTION_LABEL = QT_TRANSLATE_NOOP("AuditLog", "Result corrected")

# Event settings by their field name in EventSettings (the "changed" detail of event.update).
SETTING_LABELS: dict[str, str] = {
    "name": QT_TRANSLATE_NOOP("AuditLog", "Event name"),
    "date": QT_TRANSLATE_NOOP("AuditLog", "Date"),
    "format": QT_TRANSLATE_NOOP("AuditLog", "Format"),
    "kind": QT_TRANSLATE_NOOP("AuditLog", "Constructed or Limited"),
    "rel": QT_TRANSLATE_NOOP("AuditLog", "Rules Enforcement Level"),
    "games_to_win": QT_TRANSLATE_NOOP("AuditLog", "Match length"),
    "swiss_rounds": QT_TRANSLATE_NOOP("AuditLog", "Swiss rounds"),
    "round_minutes": QT_TRANSLATE_NOOP("AuditLog", "Round time"),
    "playoff": QT_TRANSLATE_NOOP("AuditLog", "Playoff"),
    "floor": QT_TRANSLATE_NOOP("AuditLog", "Tiebreaker floor"),
    "notes": QT_TRANSLATE_NOOP("AuditLog", "Notes"),
    "elimination_only": QT_TRANSLATE_NOOP("AuditLog", "Single elimination only"),
    "end_rule": QT_TRANSLATE_NOOP("AuditLog", "End of the Swiss"),
    "end_rule_after": QT_TRANSLATE_NOOP("AuditLog", "End of the Swiss: round"),
    "end_rule_wins": QT_TRANSLATE_NOOP("AuditLog", "End of the Swiss: wins"),
    "end_rule_count": QT_TRANSLATE_NOOP("AuditLog", "End of the Swiss: undefeated players"),
    "advance_points": QT_TRANSLATE_NOOP("AuditLog", "Early advancement (match points)"),
    "show_player_ids": QT_TRANSLATE_NOOP("AuditLog", "Player IDs on slips and postings"),
    "draft_timings": QT_TRANSLATE_NOOP("AuditLog", "Pick clock timings"),
    "cut_after": QT_TRANSLATE_NOOP("AuditLog", "Day-two cut: after round"),
    "cut_points": QT_TRANSLATE_NOOP("AuditLog", "Day-two cut: match points"),
}
SETTING_ENUMS: dict[str, type[enum.Enum]] = {
    "format": Format,
    "kind": DeckKind,
    "rel": Rel,
    "playoff": Playoff,
    "floor": Floor,
    "end_rule": EndRuleKind,
}


def format_when(when: dt.datetime) -> str:
    """2026/11/21(土) 19:05 in Japanese; the date as the events list shows it, then the
    locale's short time (2026-11-21 (Sat) 7:05 PM in English)."""
    time = QLocale().toString(QTime(when.hour, when.minute), QLocale.FormatType.ShortFormat)
    return f"{format_date(when.date())} {time}"


def action_label(entry: AuditEntry) -> str:
    """The translated name of what was done; an unknown action as it is."""
    if entry.action == "result.report" and entry.detail.get("previous") is not None:
        return QCoreApplication.translate(CONTEXT, CORRECTION_LABEL)
    source = ACTION_LABELS.get(entry.action)
    return entry.action if source is None else QCoreApplication.translate(CONTEXT, source)


# --- pieces of a detail line ----------------------------------------------------------------


def setting_value(setting: str, value: Any) -> str:
    """An event setting's value as the event dialog words it."""
    if value is None:
        if setting == "swiss_rounds":
            return QCoreApplication.translate("AuditLog", "as recommended")
        return "—"
    if setting in SETTING_ENUMS:
        return labels.label(SETTING_ENUMS[setting](value))
    if setting == "date":
        return format_date(dt.date.fromisoformat(value))
    if setting == "games_to_win":
        return labels.games_to_win_label(int(value))
    if setting == "round_minutes":
        return fill(QCoreApplication.translate("AuditLog", "%1 min"), int(value))
    if setting == "draft_timings":
        return labels.timings_label(str(value))
    if isinstance(value, bool):
        if value:
            return QCoreApplication.translate("AuditLog", "yes")
        return QCoreApplication.translate("AuditLog", "no")
    return str(value)


def plain(detail: Mapping[str, Any]) -> str:
    """Keys and values, for a detail no formatter reads."""
    return joined(
        [
            f"{key}: {value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)}"
            for key, value in detail.items()
        ]
    )


# --- one formatter per action -------------------------------------------------------------


def _event_create(d: Mapping[str, Any], ctx: LogContext) -> str:
    settings = d["settings"]
    return joined(
        [
            str(settings["name"]),
            setting_value("date", settings["date"]),
            setting_value("format", settings["format"]),
            setting_value("rel", settings["rel"]),
        ]
    )


def _event_update(d: Mapping[str, Any], ctx: LogContext) -> str:
    parts = []
    for setting, (before, after) in d["changed"].items():
        source = SETTING_LABELS.get(setting)
        label = setting if source is None else QCoreApplication.translate(CONTEXT, source)
        parts.append(changed(label, setting_value(setting, before), setting_value(setting, after)))
    return joined(parts) or QCoreApplication.translate("AuditLog", "Nothing changed")


def _event_delete(d: Mapping[str, Any], ctx: LogContext) -> str:
    return str(d["name"])


def _import_event(d: Mapping[str, Any], ctx: LogContext) -> str:
    return joined(
        [
            QCoreApplication.translate("AuditLog", "%n player(s)", None, int(d["players"])),
            QCoreApplication.translate("AuditLog", "%n round(s)", None, int(d["rounds"])),
        ]
    )


def _round_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    if "teams" in d:  # a team event (MTR 8, 9): teams were paired
        return team_round_pair(d, ctx)
    return round_pair(d, ctx)


def _result(d: Mapping[str, Any], ctx: LogContext) -> str:
    first, second = d["players"]
    return fill(
        QCoreApplication.translate("AuditLog", "%1, table %2: %3"),
        ctx.round_title(d["round"]),
        "—" if d.get("table") is None else d["table"],
        ctx.pairing(first, second),
    )


def _result_report(d: Mapping[str, Any], ctx: LogContext) -> str:
    text = f"{_result(d, ctx)} {d['result']}"
    if d.get("previous") is None:
        return text
    return fill(QCoreApplication.translate("AuditLog", "%1 (was %2)"), text, d["previous"])


def _result_clear(d: Mapping[str, Any], ctx: LogContext) -> str:
    if d.get("previous") is None:
        return _result(d, ctx)
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (%2 cleared)"), _result(d, ctx), d["previous"]
    )


def undone_entry(d: Mapping[str, Any]) -> AuditEntry | None:
    """The change an undo or redo record took back or made again, as its own record."""
    if not isinstance(d.get("what"), str) or not isinstance(d.get("detail"), Mapping):
        return None
    return AuditEntry(when=dt.datetime.min, action=d["what"], detail=d["detail"])


def change_text(entry: AuditEntry, ctx: LogContext) -> str:
    """ "Result entered: Round 2, table 5: 山田 太郎 vs 佐藤 花子 2-1": one change in a line."""
    return f"{action_label(entry)}: {describe_detail(entry, ctx)}"


def _undo(d: Mapping[str, Any], ctx: LogContext) -> str:
    entry = undone_entry(d)
    return plain(d) if entry is None else change_text(entry, ctx)


FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "event.create": _event_create,
    "event.update": _event_update,
    "event.delete": _event_delete,
    IMPORT_ACTION: _import_event,
    "round.pair": _round_pair,
    "round.repair": _round_pair,
    "result.report": _result_report,
    "result.clear": _result_clear,
    "undo": _undo,
    "redo": _undo,
}

# Players, Swiss rounds and the playoff.
ACTION_LABELS.update(PLAYER_ACTION_LABELS)
FORMATTERS.update(PLAYER_FORMATTERS)
ACTION_LABELS.update(SWISS_ACTION_LABELS)
FORMATTERS.update(SWISS_FORMATTERS)
ACTION_LABELS.update(PLAYOFF_ACTION_LABELS)
FORMATTERS.update(PLAYOFF_FORMATTERS)
# Multiplayer pod events (multiplayer addendum).
ACTION_LABELS.update(POD_ACTION_LABELS)
FORMATTERS.update(POD_FORMATTERS)
# Team events (MTR 8, 9).
ACTION_LABELS.update(TEAM_ACTION_LABELS)
FORMATTERS.update(TEAM_FORMATTERS)
# Booster-draft pods and their seats (MTR 7.6, 7.7).
ACTION_LABELS.update(DRAFT_POD_ACTION_LABELS)
FORMATTERS.update(DRAFT_POD_FORMATTERS)
# Time extensions (MTR 2.6).
ACTION_LABELS.update(EXTENSION_ACTION_LABELS)
FORMATTERS.update(EXTENSION_FORMATTERS)
# Reports from the floor and the staff PIN (issue 16).
ACTION_LABELS.update(FLOOR_ACTION_LABELS)
FORMATTERS.update(FLOOR_FORMATTERS)
ACTION_LABELS.update(REGISTRATION_ACTION_LABELS)
FORMATTERS.update(REGISTRATION_FORMATTERS)
# Decklists and deck checks (MTR 2.7, 2.8).
ACTION_LABELS.update(DECKLIST_ACTION_LABELS)
FORMATTERS.update(DECKLIST_FORMATTERS)
# Restores from an automatic backup (issue 14).
ACTION_LABELS.update(BACKUP_ACTION_LABELS)
FORMATTERS.update(BACKUP_FORMATTERS)


def describe_detail(entry: AuditEntry, ctx: LogContext) -> str:
    """One readable line for what the entry changed, naming players where known; a
    change made from the floor also says who made it and from which device."""
    actor = who_and_where(entry.detail)
    text = _described(entry.action, without_actor(entry.detail), ctx)
    return text if actor is None else f"{text} {actor}"


def _described(action: str, detail: Mapping[str, Any], ctx: LogContext) -> str:
    formatter = FORMATTERS.get(action)
    if formatter is not None:
        try:
            return formatter(detail, ctx)
        except UNREADABLE:
            pass
    return plain(detail)
