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

from mtrdesk.core.names import display_name
from mtrdesk.core.settings import DeckKind, EndRuleKind, Floor, Format, Playoff, Rel
from mtrdesk.services.errors import Problem
from mtrdesk.services.views import AuditEntry
from mtrdesk.words import labels, messages
from mtrdesk.words.audit_context import (
    IMPORT_ACTION,
    LogContext,
    fill,
    joined,
    late_entry_note,
    separator,
    with_note,
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
from mtrdesk.words.pods.audit import POD_ACTION_LABELS, POD_FORMATTERS
from mtrdesk.words.safekeeping.messages import BACKUP_ACTION_LABELS, BACKUP_FORMATTERS
from mtrdesk.words.teams.audit import TEAM_ACTION_LABELS, TEAM_FORMATTERS
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "AuditLog"

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
    "team.add": QT_TRANSLATE_NOOP("AuditLog", "Team registered"),
    "team.edit": QT_TRANSLATE_NOOP("AuditLog", "Team edited"),
    "team.remove": QT_TRANSLATE_NOOP("AuditLog", "Team removed"),
    "team.drop": QT_TRANSLATE_NOOP("AuditLog", "Team dropped"),
    "team.re_enter": QT_TRANSLATE_NOOP("AuditLog", "Team re-entered"),
    "round.pair": QT_TRANSLATE_NOOP("AuditLog", "Round paired"),
    "round.repair": QT_TRANSLATE_NOOP("AuditLog", "Round paired again"),
    "pairing.edit": QT_TRANSLATE_NOOP("AuditLog", "Pairings edited by hand"),
    "result.report": QT_TRANSLATE_NOOP("AuditLog", "Result entered"),
    "result.clear": QT_TRANSLATE_NOOP("AuditLog", "Result cleared"),
    "playoff.start": QT_TRANSLATE_NOOP("AuditLog", "Playoff started"),
    "playoff.pair": QT_TRANSLATE_NOOP("AuditLog", "Playoff round paired"),
    "playoff.seat": QT_TRANSLATE_NOOP("AuditLog", "Draft seats changed"),
    "playoff.advance": QT_TRANSLATE_NOOP("AuditLog", "Advanced to the playoff early"),
    "pods.seat": QT_TRANSLATE_NOOP("AuditLog", "Players seated in pods"),
    "pods.move": QT_TRANSLATE_NOOP("AuditLog", "Pod changed"),
    "pods.clear": QT_TRANSLATE_NOOP("AuditLog", "Pods cleared"),
    "pods.lift": QT_TRANSLATE_NOOP("AuditLog", "Pairing across pods"),
    "round.rollback": QT_TRANSLATE_NOOP("AuditLog", "Round rolled back"),
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
}
SETTING_ENUMS: dict[str, type[enum.Enum]] = {
    "format": Format,
    "kind": DeckKind,
    "rel": Rel,
    "playoff": Playoff,
    "floor": Floor,
    "end_rule": EndRuleKind,
}
PLAYOFF_BY_SIZE = {4: Playoff.TOP4, 8: Playoff.TOP8}
# What a detail may hold when it comes from a file; anything else falls back to plain text.
_UNREADABLE = (KeyError, TypeError, ValueError, AttributeError, IndexError)


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


def _team_members(d: Mapping[str, Any]) -> str:
    """ "Red (A: 山田 太郎, B: 佐藤 花子)": a team with its players by seat (MTR 8.2)."""
    seats = [
        fill(QCoreApplication.translate("AuditLog", "%1: %2"), seat, name)
        for seat, _, name in d["members"]
    ]
    return with_note(str(d["name"]), seats)


def _team_edit(d: Mapping[str, Any], ctx: LogContext) -> str:
    before = str(d["before"]["name"])
    text = _team_members(d)
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


def _team_re_enter(d: Mapping[str, Any], ctx: LogContext) -> str:
    if not d["losses"]:
        return str(d["name"])
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (missed rounds count as losses: %2)"),
        d["name"],
        joined([round_name(n) for n in d["losses"]]),
    )


def _team_round_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
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


def _round_pair(d: Mapping[str, Any], ctx: LogContext) -> str:
    if "teams" in d:  # a team event (MTR 8, 9): teams were paired
        return _team_round_pair(d, ctx)
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


def _pod_name(pod: object) -> str:
    if pod is None:
        return QCoreApplication.translate("AuditLog", "no pod")
    return fill(QCoreApplication.translate("AuditLog", "pod %1"), pod)


def _pods_move(d: Mapping[str, Any], ctx: LogContext) -> str:
    return f"{ctx.player(d['entry'])}: {_pod_name(d['before'])} → {_pod_name(d['after'])}"


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
    "player.add": _player_add,
    "player.edit": _player_edit,
    "player.byes": _player_byes,
    "player.remove": _player_remove,
    "player.drop": _player_drop,
    "player.re_enter": _player_re_enter,
    "player.import_csv": _player_import_csv,
    "team.add": lambda d, ctx: _team_members(d),
    "team.edit": _team_edit,
    "team.remove": lambda d, ctx: str(d["name"]),
    "team.drop": _team_drop,
    "team.re_enter": _team_re_enter,
    "round.pair": _round_pair,
    "round.repair": _round_pair,
    "pairing.edit": _pairing_edit,
    "result.report": _result_report,
    "result.clear": _result_clear,
    "playoff.start": _playoff_start,
    "playoff.pair": _playoff_pair,
    "playoff.seat": _playoff_seat,
    "playoff.advance": _playoff_advance,
    "pods.seat": _pods_seat,
    "pods.move": _pods_move,
    "pods.clear": _pods_clear,
    "pods.lift": _pods_lift,
    "round.rollback": _round_rollback,
    "undo": _undo,
    "redo": _undo,
}

# Multiplayer pod events (multiplayer addendum).
ACTION_LABELS.update(POD_ACTION_LABELS)
FORMATTERS.update(POD_FORMATTERS)
# Team events: hand-made team pairing changes (MTR 8.2).
ACTION_LABELS.update(TEAM_ACTION_LABELS)
FORMATTERS.update(TEAM_FORMATTERS)
# Booster-draft pod seats (MTR 7.6, 7.7).
ACTION_LABELS.update(DRAFT_POD_ACTION_LABELS)
FORMATTERS.update(DRAFT_POD_FORMATTERS)
# Time extensions (MTR 2.6).
ACTION_LABELS.update(EXTENSION_ACTION_LABELS)
FORMATTERS.update(EXTENSION_FORMATTERS)
# Reports from the floor and the staff PIN (issue 16).
ACTION_LABELS.update(FLOOR_ACTION_LABELS)
FORMATTERS.update(FLOOR_FORMATTERS)
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
        except _UNREADABLE:
            pass
    return plain(detail)
