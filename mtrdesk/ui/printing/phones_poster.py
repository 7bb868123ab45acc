"""Print the wall poster of the event open to phones (issue 16), from the phones dialog's
"Print poster...": the print preview (``dialogs.print_preview.preview_pdf``) with its
paper switch, Print and Save PDF; the pages are ``sheets.phones_poster``'s."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from mtrdesk.core.floor.reports import event_path
from mtrdesk.ui.errors import attempt
from mtrdesk.ui.session import Session

if TYPE_CHECKING:  # the printing stack (reportlab, QtPdf) loads when the poster is printed
    from mtrdesk.printing.page import PageSetup
    from mtrdesk.ui.printing.preview import PrintPreviewDialog


def event_link(address: str, event_id: int | None) -> str:
    """What the poster's and the projector's QR codes lead to: the event's pages on the
    server at ``address`` ("http://192.168.1.5:8750/"), or the events list without one."""
    if event_id is None:
        return address
    return address.rstrip("/") + event_path(event_id)


def print_phones_poster(
    parent: QWidget, session: Session, address: str, register: str = ""
) -> PrintPreviewDialog | None:
    """The poster for the event open in ``session`` (none: the events list), phones
    opening ``address``, in the print preview; ``None`` when the event cannot be read.
    ``register``: the registration form's address while the event takes registrations
    (issue 30), its second code."""
    from mtrdesk.printing.phones_poster import PhonesPoster  # reportlab loads only here
    from mtrdesk.sheets.phones_poster import TITLE, render_poster_bytes
    from mtrdesk.ui.printing.preview import preview_pdf

    event_id = session.event_id
    name = ""
    if event_id is not None:
        event = attempt(parent, lambda: session.services.events.get(event_id))
        if event is None:
            return None
        name = event.settings.name
    poster = PhonesPoster(name, event_link(address, event_id), register)

    def render(setup: PageSetup) -> bytes:
        return render_poster_bytes(poster, setup)

    title = QCoreApplication.translate("Print", TITLE)
    return preview_pdf(parent, session.settings, title, render, wall=True)
