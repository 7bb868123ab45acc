"""The poster for the wall while the event is open to phones (issue 16), in the installed
language, as the phones dialog's "Print poster..." shows it (with the registration code
while the event takes registrations: issue 30); the layout is ``printing.phones_poster``'s.

Not in ``SHEETS``: the poster needs the address the window's server listens on, which no
event file holds, so it has its own ``render_poster``.
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QCoreApplication

from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.phones_poster import PhonesPoster, PosterLabels, write_phones_poster
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Print", "Pairings and results on your phone")
_SCAN = QT_TRANSLATE_NOOP("Print", "Scan with your phone's camera, or type the address:")
_STEPS = (
    QT_TRANSLATE_NOOP("Print", "Connect your phone to this store's Wi-Fi."),
    QT_TRANSLATE_NOOP(
        "Print",
        "Scan the QR code above, or type the address, to see the pairings: find your "
        "name and go to your table.",
    ),
    QT_TRANSLATE_NOOP(
        "Print",
        "After your match, report the result with the code printed on your result slip "
        "(or scan the slip's small QR code), then hand in the slip as the staff tell you.",
    ),
    QT_TRANSLATE_NOOP("Print", "If the result shown is wrong, call a judge."),
)
# Beside the pages' code while the event takes registrations from phones (issue 30).
_PAGES = QT_TRANSLATE_NOOP("Print", "Pairings and results")
_REGISTER = QT_TRANSLATE_NOOP("Print", "Register here")
_REGISTER_STEP = QT_TRANSLATE_NOOP(
    "Print",
    'To enter this event, scan "Register here" and send your name and its reading; '
    "your phone shows when the staff accept you.",
)


def poster_labels() -> PosterLabels:
    """The poster's words in the installed language (English without a catalogue)."""
    return PosterLabels(
        title=QCoreApplication.translate("Print", TITLE),
        scan=QCoreApplication.translate("Print", _SCAN),
        steps=tuple(QCoreApplication.translate("Print", s) for s in _STEPS),
        pages=QCoreApplication.translate("Print", _PAGES),
        register=QCoreApplication.translate("Print", _REGISTER),
        register_step=QCoreApplication.translate("Print", _REGISTER_STEP),
    )


def render_poster(poster: PhonesPoster, setup: PageSetup, out: str | Path | BinaryIO) -> None:
    """Write the poster as PDF to ``out`` (a path or a binary file)."""
    write_phones_poster(poster, poster_labels(), out, setup)


def render_poster_bytes(poster: PhonesPoster, setup: PageSetup) -> bytes:
    """``render_poster`` into memory, for the print preview."""
    buffer = io.BytesIO()
    render_poster(poster, setup, buffer)
    return buffer.getvalue()
