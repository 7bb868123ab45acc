"""What mtrdesk says about automatic backups, restores and a tampered audit log (issue 14).

The sentences for the backup problems (``messages.SERVICE_MESSAGES`` takes
``BACKUP_MESSAGES``; ``backup_message`` the precise ones), the name a restored event gets,
and how a listing names a backup.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.services.safekeeping.backups import BackupKind, BackupView
from mtrdesk.words.audit_context import LogContext
from mtrdesk.words.dates import format_date
from mtrdesk.words.detailed import Detailed, detailed_message, listed
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: A restored event's name keeps at most this many characters of the old one.
NAME_KEPT = 80

BACKUP_MESSAGES: dict[Problem, str] = {
    Problem.BACKUP_MISSING: QT_TRANSLATE_NOOP(
        "Messages",
        "This backup file is no longer there. Choose another backup from the list.",
    ),
    Problem.BACKUP_UNUSABLE: QT_TRANSLATE_NOOP(
        "Messages",
        "This backup cannot be read. Choose another backup; the open events stay as they are.",
    ),
    Problem.BACKUP_EVENT_MISSING: QT_TRANSLATE_NOOP(
        "Messages",
        "That event is not in this backup. Choose a backup taken for that event.",
    ),
    Problem.BACKUP_FAILED: QT_TRANSLATE_NOOP(
        "Messages",
        "The round is paired, but its automatic backup could not be written. Free some "
        "disk space or check the backups folder, and back up with File > Back up "
        "database... now.",
    ),
    Problem.AUDIT_CHAIN_BROKEN: QT_TRANSLATE_NOOP(
        "Messages",
        "The audit log of this database was changed outside mtrdesk: results or other "
        "records may have been edited by another program. Compare the results with the "
        "signed result slips, or restore an automatic backup (File > Restore from "
        "backup...), before you go on.",
    ),
    Problem.RESULTS_NOT_AUDITED: QT_TRANSLATE_NOOP(
        "Messages",
        "Results in this database differ from the ones its audit log says were entered: "
        "they were changed outside mtrdesk. Compare them with the signed result slips, or "
        "restore an automatic backup (File > Restore from backup...), before you go on.",
    ),
}

_UNUSABLE: dict[str, str] = {
    "newer": QT_TRANSLATE_NOOP(
        "Messages",
        "This backup was made by a newer version of mtrdesk. Restore it with that version, "
        "or choose an older backup.",
    ),
    "not_ours": QT_TRANSLATE_NOOP(
        "Messages", "This file is not an mtrdesk backup. Choose a backup from the list."
    ),
    "damaged": QT_TRANSLATE_NOOP(
        "Messages",
        "This backup is damaged and cannot be read. Choose an earlier backup; the open "
        "events stay as they are.",
    ),
    "empty": QT_TRANSLATE_NOOP("Messages", "This backup file is empty. Choose an earlier backup."),
    "open_database": QT_TRANSLATE_NOOP(
        "Messages",
        "This is the database open now, not a backup. Choose a backup from the list.",
    ),
    "not_a_file": QT_TRANSLATE_NOOP(
        "Messages", "This is a folder, not a backup file. Choose a backup file."
    ),
}


#: A round-start backup the backups folder itself prevents (issue 27): %1 the round, %2
#: the folder (``MTRDESK_BACKUPS`` or the data folder's ``backups``).
_FOLDER_CAUSES: dict[str, str] = {
    "not_a_folder": QT_TRANSLATE_NOOP(
        "Messages",
        "Round %1 is paired, but no automatic backup can be made: the backups folder %2 is "
        "a file, or lies inside one. Set MTRDESK_BACKUPS to a folder (or leave it unset for "
        "the usual one), and back up with File > Back up database... now.",
    ),
    "not_writable": QT_TRANSLATE_NOOP(
        "Messages",
        "Round %1 is paired, but no automatic backup can be made: the backups folder %2 "
        "cannot be written (a read-only drive, or no permission). Set MTRDESK_BACKUPS to a "
        "folder you can write (or leave it unset for the usual one), and back up with "
        "File > Back up database... now.",
    ),
}


#: The sentences naming the round and folder or the audit record: said when the detail they
#: need is given (``backup_message`` says a failed backup's cause before these).
_BACKUP_DETAILED: dict[Problem, Detailed] = {
    Problem.BACKUP_FAILED: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "Round %1 is paired, but its automatic backup could not be written to %2. "
            "Free some disk space or check that folder, and back up with File > Back up "
            "database... now.",
        ),
        ("round", "folder"),
        "round",
        empty_ok=True,
    ),
    Problem.AUDIT_CHAIN_BROKEN: Detailed(
        QT_TRANSLATE_NOOP(
            "Messages",
            "The audit log of this database was changed outside mtrdesk, first at record "
            "%1: results or other records may have been edited by another program. Compare "
            "the results with the signed result slips, or restore an automatic backup "
            "(File > Restore from backup...), before you go on.",
        ),
        ("row",),
        "row",
        empty_ok=True,
    ),
}


def backup_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """The precise sentence when the details allow one; ``None`` for the plain one."""
    if problem is Problem.BACKUP_UNUSABLE and details.get("reason") in _UNUSABLE:
        return QCoreApplication.translate("Messages", _UNUSABLE[str(details["reason"])])
    if problem is Problem.BACKUP_FAILED and details.get("cause") in _FOLDER_CAUSES:
        return (
            QCoreApplication.translate("Messages", _FOLDER_CAUSES[str(details["cause"])])
            .replace("%1", str(details.get("round", "")))
            .replace("%2", str(details.get("root", details.get("folder", ""))))
        )
    detailed = detailed_message(_BACKUP_DETAILED, problem, details)
    if detailed is not None:
        return detailed
    if problem is Problem.RESULTS_NOT_AUDITED and details.get("tables"):
        return (
            QCoreApplication.translate(
                "Messages",
                "%2 result(s) in this database differ from the ones its audit log says were "
                "entered (round:table %1): they were changed outside mtrdesk. Compare them "
                "with the signed result slips, or restore an automatic backup (File > "
                "Restore from backup...), before you go on.",
            )
            .replace("%1", listed(details["tables"]))
            .replace("%2", str(details.get("count", "")))
        )
    return None


def backup_moment(view: BackupView) -> str:
    """ "round 3 start", "playoff round 5 start", "before the update from version 8"."""
    if view.kind == BackupKind.MIGRATION:
        return QCoreApplication.translate("Backups", "before the update (all events)")
    if view.playoff:
        return QCoreApplication.translate("Backups", "playoff round %1 start").replace(
            "%1", str(view.round)
        )
    return QCoreApplication.translate("Backups", "round %1 start").replace("%1", str(view.round))


def backup_time(when: dt.datetime | None) -> str:
    """When it was taken, as the audit log shows times; "?" when unknown."""
    if when is None:
        return "?"
    return f"{format_date(when.date())} {when:%H:%M:%S}"


def restored_name(name: str, view: BackupView) -> str:
    """「金曜モダン（ラウンド3開始時に復元）」 / "Friday Modern (restored from round 3 start)"."""
    kept = name if len(name) <= NAME_KEPT else name[: NAME_KEPT - 1] + "…"
    if view.kind == BackupKind.MIGRATION:
        pattern = QCoreApplication.translate("Backups", "%1 (restored from before the update)")
    elif view.playoff:
        pattern = QCoreApplication.translate("Backups", "%1 (restored from playoff round %2 start)")
    else:
        pattern = QCoreApplication.translate("Backups", "%1 (restored from round %2 start)")
    return pattern.replace("%2", str(view.round)).replace("%1", kept)


# --- the audit log (``audit_text`` merges these) ----------------------------------------------

BACKUP_ACTION_LABELS: dict[str, str] = {
    "backup.restore": QT_TRANSLATE_NOOP("AuditLog", "Restored from a backup"),
}


def _restore(d: Mapping[str, Any], ctx: LogContext) -> str:
    if d.get("kind") == BackupKind.MIGRATION:
        moment = QCoreApplication.translate("AuditLog", "before the update")
    else:
        moment = QCoreApplication.translate("AuditLog", "round %1 start").replace(
            "%1", str(d["round"])
        )
    return (
        QCoreApplication.translate("AuditLog", "%1 as it was at %2 (backup %3)")
        .replace("%3", str(d["backup"]))
        .replace("%2", moment)
        .replace("%1", str(d["name"]))
    )


BACKUP_FORMATTERS: dict[str, Callable[[Mapping[str, Any], LogContext], str]] = {
    "backup.restore": _restore
}
