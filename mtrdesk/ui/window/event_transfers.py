"""Events that leave or come into the window's database: exported to an event file,
imported from one (File ▸ Import event…, or opened from outside), restored from a backup;
an event that arrives becomes the open one and the status bar says so."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from mtrdesk.ui.errors import attempt, show_error, warning_text
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.progress import with_progress
from mtrdesk.words.dates import format_date

if TYPE_CHECKING:
    from mtrdesk.services import Changes, Services
    from mtrdesk.services.safekeeping.backups import BackupView


class EventTransfers:
    """The window's event files and backups; ``set_event`` opens an event that arrived,
    ``broadcast`` passes on what changed, ``say`` confirms in the status bar."""

    def __init__(
        self,
        parent: QWidget,
        services: Services,
        open_event: Callable[[], int | None],
        set_event: Callable[[int | None], None],
        broadcast: Callable[[Changes], None],
        say: Callable[[str], None],
    ) -> None:
        self.parent = parent
        self.services = services
        self.open_event = open_event
        self.set_event = set_event
        self.broadcast = broadcast
        self.say = say

    def export_event(self, path: Path | None = None) -> Path | None:
        """Write the current event to an event file (a save dialog unless ``path`` is given)."""
        from mtrdesk.ui import event_files  # on first use (issue 33)

        event_id = self.open_event()
        if event_id is None:
            return None
        written = event_files.export_event_file(self.parent, self.services, event_id, path)
        if written is not None:
            self.say(
                QCoreApplication.translate("MainWindow", "Event exported to %1").replace(
                    "%1", str(written)
                )
            )
        return written

    def export_eventlink(self, path: Path | None = None) -> Path | None:
        """File ▸ Export for EventLink…: the current event's Invite List CSV (issue 30),
        then what it holds: who goes by e-mail, who by name only."""
        from mtrdesk.ui import event_files  # on first use (issue 33)
        from mtrdesk.words.players.eventlink import invite_summary

        event_id = self.open_event()
        if event_id is None:
            return None
        written = event_files.export_eventlink_file(self.parent, self.services, event_id, path)
        if written is None:
            return None
        where, invites = written
        QMessageBox.information(
            self.parent,
            QCoreApplication.translate("MainWindow", "Export for EventLink"),
            rich_safe(
                invite_summary(invites)
                + "\n\n"
                + QCoreApplication.translate(
                    "MainWindow",
                    "Saved to %1. In EventLink, import it as the event's invite list.",
                ).replace("%1", str(where))
            ),
        )
        return where

    def import_event(self, path: Path | None = None) -> int | None:
        """Read an event file as a new event, which becomes the current one."""
        from mtrdesk.ui import event_files  # on first use (issue 33)

        return self._show_imported(event_files.import_event_file(self.parent, self.services, path))

    def open_event_file(self, path: Path) -> int | None:
        """An event file opened from outside (``mtrdesk FILE``: a double click in the file
        manager, macOS's open-file event): imported as File > Import event... does, the
        same refusals, and shown; the event shown, or ``None``.

        Opening the same file twice does not quietly make a second copy: when this
        database has the file's event already (imported before, or exported from here)
        the organizer chooses between the one here (the default) and another copy.
        """
        from mtrdesk.services.event_file.interchange import events_from_document
        from mtrdesk.ui import event_files  # on first use (issue 33)

        document = event_files.read_event_file(self.parent, path)
        if document is None:
            return None
        found = attempt(self.parent, lambda: events_from_document(self.services, document))
        if found is None:
            return None
        if found:
            settings = document.settings
            choice = event_files.ask_already_here(
                self.parent, settings.name, format_date(settings.date)
            )
            if choice is None:
                return None
            if choice is event_files.AlreadyHere.OPEN_HERE:
                event_id = found[-1]  # the latest copy, if imported twice already
                self.set_event(event_id)
                self.say(
                    QCoreApplication.translate(
                        "MainWindow", 'Opened "%1", which this database has already.'
                    ).replace("%1", settings.name)
                )
                return event_id
        return self._show_imported(
            event_files.import_read_file(self.parent, self.services, document)
        )

    def _show_imported(self, imported: tuple[int, Changes] | None) -> int | None:
        """Make an imported event the current one and say so."""
        if imported is None:
            return None
        event_id, changes = imported
        self.broadcast(changes)
        self.set_event(event_id)
        # Without a word the window looks the same as before when the file holds the
        # event already open: say that a new event was made from it.
        summary = self.services.events.get(event_id)
        self.say(
            QCoreApplication.translate(
                "MainWindow", 'Imported "%1" as a new event; it is open now.'
            ).replace("%1", summary.settings.name)
        )
        return event_id

    def restore_backup(self, backup: BackupView | None = None) -> list[int]:
        """File ▸ Restore from backup…: the chosen backup's event comes back as a new event,
        which becomes the current one; the current event stays as it is. The new ids."""
        from mtrdesk.services.safekeeping.restore import restore
        from mtrdesk.ui.dialogs.backup import choose_backup
        from mtrdesk.words.safekeeping.messages import restored_name

        backup = backup or choose_backup(self.parent, self.services)
        if backup is None:
            return []
        chosen = backup
        # Restoring 4,096 players takes seconds (issue 31): a progress dialog counts the
        # rows written; its Cancel rolls the whole restore back, nothing of it kept.
        restored = attempt(
            self.parent,
            lambda: with_progress(
                self.parent,
                QCoreApplication.translate("MainWindow", "Restore from backup"),
                QCoreApplication.translate("MainWindow", "Restoring the event from the backup..."),
                lambda step: restore(self.services, chosen.path, restored_name, chosen.event, step),
            ),
        )
        if restored is None:
            return []
        ids, changes = restored
        self.broadcast(changes)
        if ids:
            self.set_event(ids[0])
            summary = self.services.events.get(ids[0])
            self.say(
                QCoreApplication.translate(
                    "MainWindow", 'Restored as the new event "%1"; it is open now.'
                ).replace("%1", summary.settings.name)
            )
        for warning in changes.warnings:
            show_error(self.parent, warning_text(warning))
        return ids
