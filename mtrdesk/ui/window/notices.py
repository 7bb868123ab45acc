"""What went wrong after a change was saved, or in the database as it was opened: said in
the notice banner and the status bar (a backup not made, issue 27), or in a message box."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from mtrdesk.services import Problem, Services
from mtrdesk.ui.errors import attempt, show_error, warning_text
from mtrdesk.ui.window.notice_banner import NoticeBanner

#: How soon a backup still being written is looked at again.
AGAIN_MILLISECONDS = 100


class Notices:
    """The window's warnings: ``banner`` shows the ones that must not stop the work."""

    def __init__(self, services: Services, say: Callable[[str], None], parent: QWidget) -> None:
        self.services = services
        self.say = say
        self.parent = parent
        self.banner = NoticeBanner(parent)
        self._backup_warned = False  # the banner says it once per session
        # The round on screen first, its backup written meanwhile (issue 33): a failure is
        # said when it is known, looked for again until the copy is done.
        services.backups.in_background = True
        self._again = QTimer(parent)
        self._again.setSingleShot(True)
        self._again.setInterval(AGAIN_MILLISECONDS)
        self._again.timeout.connect(self.show)
        # ... and read once the window has drawn the change (a server's copy is Python that
        # would take turns with the window's drawing).
        self._go = QTimer(parent)
        self._go.setSingleShot(True)
        self._go.setInterval(0)
        self._go.timeout.connect(services.backups.let_go)

    def show(self) -> list[str]:
        """Say what went wrong after a change was saved; the sentences shown.

        A round-start backup that could not be made (the round stays paired) is said in
        the banner once per session and in the status bar every time, never in a dialog
        that would wait between pairings (issue 27); anything else in a message box."""
        shown = []
        context = self.services.context
        if context.working():
            self._go.start()  # once what is queued now (the drawing) is done
        warnings = context.take_notices(wait=False)
        if context.working():
            self._again.start()
        for warning in warnings:
            text = warning_text(warning)
            shown.append(text)
            if warning.problem is not Problem.BACKUP_FAILED:
                show_error(self.parent, text)
                continue
            self.say(text)
            if not self._backup_warned:
                self._backup_warned = True
                self.banner.show_notice(text)
        return shown

    def check_audit_chain(self) -> str | None:
        """Warn once, when the database is opened, that its audit log was changed outside
        mtrdesk (``services.safekeeping.integrity``), or that stored results differ from the ones
        the log says were entered, naming the tables (``services.safekeeping.result_audit``, issue
        27);
        the sentences shown (one dialog), or ``None``."""
        from mtrdesk.services.safekeeping.integrity import check_audit_chain
        from mtrdesk.services.safekeeping.result_audit import check_results

        context = self.services.context
        warnings = [
            attempt(self.parent, lambda: check_audit_chain(context)),
            attempt(self.parent, lambda: check_results(context)),
        ]
        shown = [warning_text(w) for w in warnings if w is not None]
        if not shown:
            return None
        text = "\n\n".join(shown)
        show_error(self.parent, text)
        return text
