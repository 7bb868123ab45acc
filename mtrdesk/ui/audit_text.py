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
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QTime

from mtrdesk.core.event import DeckKind, Floor, Format, Playoff, Rel
from mtrdesk.core.names import display_name
from mtrdesk.services.errors import Problem
from mtrdesk.services.views import AuditEntry
from mtrdesk.ui import labels, messages
from mtrdesk.ui.models.events_model import format_date
from mtrdesk.ui.tabs.playoff_tab import round_name as playoff_round_name

CONTEXT = "AuditLog"
# Written by services/interchange.py; records before it use the ids of the exporting database.
IMPORT_ACTION = "import_event"

ACTION_LABELS: dict[str, str] = {
    "event.create": QT_TRANSLATE_NOOP("AuditLog", "Event created"),
    "event.update": QT_TRANSLATE_NOOP("AuditLog", "Event settings changed"),
    "event.delete": QT_TRANSLATE_NOOP("AuditLog", "Event deleted"),
    IMPORT_ACTION: QT_TRANSLATE_NOOP("AuditLog", "Event imported"),
    "player.add": QT_TRANSLATE_NOOP("AuditLog", "Player added"),
    "player.edit": QT_TRANSLATE_NOOP("AuditLog", "Player details edited"),
    "player.byes": QT_TRANSLATE_NOOP("AuditLog", "Awarded byes changed"),
    "player.remove": QT_TRANSLATE_NOOP("AuditLog", "Player removed"),
    "player.drop": QT_TRANSLATE_NOOP("AuditLog", "Player dropped"),
    "player.re_enter": QT_TRANSLATE_NOOP("AuditLog", "Player re-entered"),
    "player.import_csv": QT_TRANSLATE_NOOP("AuditLog", "Players imported from CSV"),
    "round.pair": QT_TRANSLATE_NOOP("AuditLog", "Round paired"),
    "round.repair": QT_TRANSLATE_NOOP("AuditLog", "Round paired again"),
    "pairing.edit": QT_TRANSLATE_NOOP("AuditLog", "Pairings edited by hand"),
    "result.report": QT_TRANSLATE_NOOP("AuditLog", "Result entered"),
    "result.clear": QT_TRANSLATE_NOOP("AuditLog", "Result cleared"),
    "playoff.start": QT_TRANSLATE_NOOP("AuditLog", "Playoff started"),
    "playoff.pair": QT_TRANSLATE_NOOP("AuditLog", "Playoff round paired"),
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
}
SETTING_ENUMS: dict[str, type[enum.Enum]] = {
    "format": Format,
    "kind": DeckKind,
    "rel": Rel,
    "playoff": Playoff,
    "floor": Floor,
}
PLAYOFF_BY_SIZE = {4: Playoff.TOP4, 8: Playoff.TOP8}
# What a detail may hold when it comes from a file; anything else falls back to plain text.
_UNREADABLE = (KeyError, TypeError, ValueError, AttributeError, IndexError)
_PLACEHOLDER = re.compile(r"%(\d)")

Names = Mapping[int, str]


def fill(template: str, *values: object) -> str:
    """Replace %1, %2... in one pass, so a name containing "%2" stays as typed."""
    return _PLACEHOLDER.sub(lambda m: str(values[int(m.group(1)) - 1]), template)


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


# --- whose entry id is whose, which round is which -----------------------------------------


@dataclass(frozen=True)
class LogContext:
    """What a record's ids mean: player names by entry id, playoff field size by round."""

    names: Mapping[int, str] = field(default_factory=dict)
    playoff_fields: Mapping[int, int] = field(default_factory=dict)

    def player(self, entry: object) -> str:
        if isinstance(entry, int) and entry in self.names:
            return self.names[entry]
        return fill(QCoreApplication.translate("AuditLog", "player #%1"), entry)

    def round_title(self, number: object) -> str:
        """Round 3 as "Round 3"; a playoff round by its name ("Semifinals")."""
        if isinstance(number, int) and number in self.playoff_fields:
            return playoff_round_name(self.playoff_fields[number])
        return fill(QCoreApplication.translate("AuditLog", "Round %1"), number)

    def pairing(self, first: object, second: object) -> str:
        if second is None:
            return fill(QCoreApplication.translate("AuditLog", "%1 (bye)"), self.player(first))
        return fill(
            QCoreApplication.translate("AuditLog", "%1 vs %2"),
            self.player(first),
            self.player(second),
        )


def _added_ids(entry: AuditEntry) -> list[int]:
    """Entry ids a record gives to new players (an id is reused after a removal)."""
    if entry.action == "player.add":
        ids = [entry.detail.get("entry")]
    elif entry.action == "player.import_csv":
        ids = list(entry.detail.get("entries") or [])
    else:
        return []
    return [i for i in ids if isinstance(i, int)]


def _learned_name(entry: AuditEntry) -> tuple[int, str] | None:
    """The entry id and player name a record mentions, if it names one."""
    detail = entry.detail
    who, name, after = detail.get("entry"), detail.get("name"), detail.get("after")
    if not isinstance(who, int):
        return None
    if entry.action in ("player.add", "player.remove") and isinstance(name, str):
        return who, name
    if entry.action == "player.edit" and isinstance(after, list) and len(after) >= 2:
        return who, display_name(str(after[0]), str(after[1]))
    return None


def log_contexts(entries: Sequence[AuditEntry], current: Names) -> list[LogContext]:
    """For each entry (oldest first), what its ids mean.

    An entry id names one player from the record that adds it until the next record
    that adds it again (ids are reused once a player is removed); that player is named
    by their latest name in the log, or in this database's stretch of the log by the
    event's players (``current``). Records an imported event brought along (those before
    an import) use the ids of the database that wrote them, so they only get the names
    their own stretch mentions, and "player #n" otherwise, never a wrong name.
    """
    playoff_fields = {}
    for entry in entries:
        number, tables = entry.detail.get("round"), entry.detail.get("tables")
        if entry.action == "playoff.pair" and isinstance(number, int) and tables:
            playoff_fields[number] = 2 * len(tables)
    # (stretch, entry id, how many times the id was added before) -> the player's name
    named: dict[tuple[int, int, int], str] = {}
    stretch, added = 0, {}
    seen: list[tuple[int, dict[int, int]]] = []
    # Per stretch: the ids of its players at its end, the ids it added, the ids it removed.
    alive: list[set[int]] = [set()]
    new_ids: list[set[int]] = [set()]
    removed: list[set[int]] = [set()]
    first_added: dict[int, int] = {}
    for entry in entries:
        if entry.action == IMPORT_ACTION:
            if stretch == 0:
                first_added = added
            stretch, added = stretch + 1, {}
            alive.append(set())
            new_ids.append(set())
            removed.append(set())
        for new in _added_ids(entry):
            added = {**added, new: added.get(new, 0) + 1}
            alive[-1].add(new)
            new_ids[-1].add(new)
        who = entry.detail.get("entry")
        if entry.action == "player.remove" and isinstance(who, int):
            alive[-1].discard(who)
            removed[-1].add(who)
        seen.append((stretch, added))
        learned = _learned_name(entry)
        if learned is not None:
            named[(stretch, learned[0], added.get(learned[0], 0))] = learned[1]
    for who, name in current.items():
        named[(stretch, who, added.get(who, 0))] = name
    if stretch == 1:
        # One import: it entered the exported players in their id order, so the first
        # stretch's players map onto the ids the import gave them (when the counts agree).
        imported = (set(current) | removed[1]) - new_ids[1]
        count = next(e.detail.get("players") for e in entries if e.action == IMPORT_ACTION)
        if len(alive[0]) == len(imported) == count:
            for old, new in zip(sorted(alive[0]), sorted(imported), strict=True):
                key = (0, old, first_added.get(old, 0))
                if key not in named and (1, new, 0) in named:
                    named[key] = named[(1, new, 0)]
    by_state: dict[tuple[int, int], LogContext] = {}
    contexts = []
    for where, ids in seen:
        key = (where, id(ids))
        if key not in by_state:
            known = {k[1] for k in named if k[0] == where}
            names = {
                who: named[(where, who, ids.get(who, 0))]
                for who in known
                if (where, who, ids.get(who, 0)) in named
            }
            by_state[key] = LogContext(names, playoff_fields)
        contexts.append(by_state[key])
    return contexts


# --- pieces of a detail line ----------------------------------------------------------------


def separator() -> str:
    return QCoreApplication.translate("AuditLog", ", ")


def joined(parts: Sequence[str]) -> str:
    return separator().join(parts)


def with_note(text: str, notes: Sequence[str]) -> str:
    if not notes:
        return text
    return fill(QCoreApplication.translate("AuditLog", "%1 (%2)"), text, joined(notes))


def round_name(number: object) -> str:
    return fill(QCoreApplication.translate("AuditLog", "round %1"), number)


def changed(label: str, before: str, after: str) -> str:
    return f"{label}: {before or '—'} → {after or '—'}"


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


def _player_add(d: Mapping[str, Any], ctx: LogContext) -> str:
    notes = []
    if d.get("awarded_byes"):
        notes.append(
            fill(QCoreApplication.translate("AuditLog", "awarded byes: %1"), d["awarded_byes"])
        )
    if d.get("late_entry_round") is not None:
        notes.append(
            fill(
                QCoreApplication.translate("AuditLog", "late entry from round %1"),
                d["late_entry_round"],
            )
        )
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


def _player_re_enter(d: Mapping[str, Any], ctx: LogContext) -> str:
    who = ctx.player(d["entry"])
    if not d["losses"]:
        return who
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (missed rounds count as losses: %2)"),
        who,
        joined([round_name(n) for n in d["losses"]]),
    )


def _player_import_csv(d: Mapping[str, Any], ctx: LogContext) -> str:
    added = list(d["entries"])
    count = QCoreApplication.translate("AuditLog", "%n player(s)", None, len(added))
    return f"{count}: {joined([ctx.player(e) for e in added])}" if added else count


def _round_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
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
    return with_note(text, notes)


def _pairing_edit(d: Mapping[str, Any], ctx: LogContext) -> str:
    pairs = [ctx.pairing(first, second) for first, second in d["after"].values()]
    text = fill(
        QCoreApplication.translate("AuditLog", "%1: %2"), ctx.round_title(d["round"]), joined(pairs)
    )
    return " ".join([text, *(warning_text(w) for w in d.get("warnings", []))])


def warning_text(warning: Any) -> str:
    """A warning the edit produced (a rematch, a second bye), as its sentence."""
    try:
        return messages.problem_message(Problem(warning["problem"]))
    except _UNREADABLE:
        return str(warning)


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


def _playoff_start(d: Mapping[str, Any], ctx: LogContext) -> str:
    size = int(d["size"])
    playoff = PLAYOFF_BY_SIZE.get(size)
    field = labels.label(playoff) if playoff is not None else str(size)
    seeds = joined([ctx.player(e) for e in d["seeds"]])
    return fill(QCoreApplication.translate("AuditLog", "%1 (seeds: %2)"), field, seeds)


def _playoff_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    pairs = [ctx.pairing(*table) for table in d["tables"]]
    return fill(
        QCoreApplication.translate("AuditLog", "%1: %2"), ctx.round_title(d["round"]), joined(pairs)
    )


FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "event.create": _event_create,
    "event.update": _event_update,
    "event.delete": _event_delete,
    IMPORT_ACTION: _import_event,
    "player.add": _player_add,
    "player.edit": _player_edit,
    "player.byes": _player_byes,
    "player.remove": _player_remove,
    "player.drop": _player_drop,
    "player.re_enter": _player_re_enter,
    "player.import_csv": _player_import_csv,
    "round.pair": _round_pair,
    "round.repair": _round_pair,
    "pairing.edit": _pairing_edit,
    "result.report": _result_report,
    "result.clear": _result_clear,
    "playoff.start": _playoff_start,
    "playoff.pair": _playoff_pair,
}


def describe_detail(entry: AuditEntry, ctx: LogContext) -> str:
    """One readable line for what the entry changed, naming players where known."""
    formatter = FORMATTERS.get(entry.action)
    if formatter is not None:
        try:
            return formatter(entry.detail, ctx)
        except _UNREADABLE:
            pass
    return plain(entry.detail)
