"""Event ▸ Open to phones…: the dialog that starts and stops the web server beside the
window (issue 16), made once; the server runs on while it is hidden and stops with the
window. The address phones open, for slips, posters and the projector."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from mtrdesk.services import Changes, Services
from mtrdesk.ui.session import Session

if TYPE_CHECKING:  # the dialog, and the web stack with it, load when first opened
    from mtrdesk.ui.dialogs.phones import PhonesDialog


class PhonesDoor:
    """The window's phones dialog (``dialog``: None until first opened)."""

    def __init__(
        self,
        parent: QWidget,
        session: Session,
        broadcast: Callable[[Changes], None],
    ) -> None:
        self.parent = parent
        self.session = session
        self.broadcast = broadcast
        self.dialog: PhonesDialog | None = None

    def open(self) -> None:
        """Show the dialog, made on first use."""
        if self.dialog is None:
            # The web stack loads only when asked for (start-up stays quick).
            from mtrdesk.ui.dialogs.phones import PhonesDialog

            # The server writes (players' reports, judges' decisions) through a second
            # connection of its own, opened on its thread and closed when it stops
            # (``BackgroundServer.stop``), before the window closes its store; its pages
            # read through a third, read-only, which never waits for a write.
            services = self.session.services
            address = services.address  # a file, or a server's (issue 17)
            self.dialog = PhonesDialog(
                services.beside,
                self.parent,
                services=services,
                event_id=self.session.open_event,
                apply=self.broadcast,
                print_poster=self.print_poster,
                open_reader=lambda: Services.open(address, read_only=True, follow=True),
            )
        self.dialog.show()
        self.dialog.raise_()

    def show_event(self) -> None:
        """Another event is open: the dialog (when made) shows it."""
        if self.dialog is not None:
            self.dialog.show_event()

    def address(self) -> str | None:
        """The address phones open while the web server runs (the first of this
        computer's, as the phones dialog shows it), else None: printed slips and the
        projector link to it (issue 16)."""
        server = self.dialog.server if self.dialog is not None else None
        return server.addresses[0] if server is not None else None

    def print_poster(self, address: str) -> None:
        """The phones dialog's "Print poster...": the wall poster for ``address``, with
        the registration code while the open event takes registrations (issue 30)."""
        from mtrdesk.ui.printing.phones_poster import print_phones_poster
        from mtrdesk.ui.registration.shown import registration_code

        code = registration_code(self.session.services, self.session.event_id, address)
        register = code[0] if code is not None else ""
        print_phones_poster(self.dialog or self.parent, self.session, address, register)

    def stop(self) -> None:
        """The window closes: the server's connection closes, before the window's."""
        if self.dialog is not None:
            self.dialog.stop()
