"""Whose entry id is whose in the audit log, and which round is which.

A record names players by entry id. Ids are reused after a removal, and an imported event
carries the records of the database it came from, whose ids differ from ours; this module
works out, record by record, which name each id stood for at that moment. It also holds
the small pieces every concept's audit lines share (lists, notes, "round 3").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.names import display_name
from mtrdesk.core.placeholders import fill
from mtrdesk.words.playoff_rounds import round_name as playoff_round_name

if TYPE_CHECKING:
    from mtrdesk.services.views import AuditEntry

# Written by services/event_file/interchange.py; records before it use the ids of the exporting
# database.
IMPORT_ACTION = "import_event"

Names = Mapping[int, str]
# What a detail may hold when it comes from a file; anything else falls back to plain text.
UNREADABLE = (KeyError, TypeError, ValueError, AttributeError, IndexError)


def separator() -> str:
    return QCoreApplication.translate("AuditLog", ", ")


def joined(parts: Sequence[str]) -> str:
    return separator().join(parts)


def labelled(labels: Mapping[str, str], key: str, otherwise: str) -> str:
    """The translated label of ``key`` in ``labels`` (marked "AuditLog" texts), or
    ``otherwise`` for a key this version does not know (a newer file)."""
    source = labels.get(key)
    return QCoreApplication.translate("AuditLog", source) if source else otherwise


def with_note(text: str, notes: Sequence[str]) -> str:
    """``text (note, note)``, or ``text`` alone without notes."""
    if not notes:
        return text
    return fill(QCoreApplication.translate("AuditLog", "%1 (%2)"), text, joined(notes))


def late_entry_note(round_number: object) -> str:
    """ "late entry from round 3" (a player's or a team's)."""
    return fill(QCoreApplication.translate("AuditLog", "late entry from round %1"), round_number)


def round_name(number: object) -> str:
    return fill(QCoreApplication.translate("AuditLog", "round %1"), number)


def changed(label: str, before: str, after: str) -> str:
    return f"{label}: {before or '—'} → {after or '—'}"


def re_entered(who: str, losses: Sequence[object]) -> str:
    """ "山田 太郎 (missed rounds count as losses: round 2, round 3)" (a player or a
    team); the name alone when no round was missed."""
    if not losses:
        return who
    return fill(
        QCoreApplication.translate("AuditLog", "%1 (missed rounds count as losses: %2)"),
        who,
        joined([round_name(n) for n in losses]),
    )


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
    stretch = 0
    added: dict[int, int] = {}
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
        state = (where, id(ids))
        if state not in by_state:
            known = {k[1] for k in named if k[0] == where}
            names = {
                who: named[(where, who, ids.get(who, 0))]
                for who in known
                if (where, who, ids.get(who, 0)) in named
            }
            by_state[state] = LogContext(names, playoff_fields)
        contexts.append(by_state[state])
    return contexts
