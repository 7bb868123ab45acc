"""What is printed and projected for phones (issue 16): the projector's QR code while the
window's web server runs, gone when it stops; the window hands the running server's
address to the slips it prints and to the projector; the phones dialog prints the wall
poster (no staff PIN on it). Loopback only."""

from __future__ import annotations

import io
import socket

import zxingcpp
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtTest import QTest

from mtrdesk.core.printouts.slips import parse_slip_code
from mtrdesk.ui.dialogs.phones import PhonesDialog
from mtrdesk.ui.printing.preview import PrintPreviewDialog
from mtrdesk.ui.projector.phones_code import PhonesCode, show_phones_code
from mtrdesk.ui.projector.programs import round_program
from mtrdesk.ui.projector.window import ProjectorWindow
from tests.helpers.pdf_qr import qr_codes
from tests.helpers.services_support import new_event

ADDRESS = "http://192.168.1.23:8750/e/3"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _decoded(code: PhonesCode) -> list[str]:
    image = code.qr.pixmap().toImage()
    return [c.text for c in zxingcpp.read_barcodes(image)]


def countdown_fits(window: ProjectorWindow) -> bool:
    """The countdown's digits, at the size the window gave them, fit their room."""
    label = window.labels["countdown"]
    return QFontMetrics(label.font()).horizontalAdvance(label.text()) <= window._room("countdown")


def test_the_projector_shows_the_qr_code_while_open_to_phones(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = ProjectorWindow(round_program(50), now=lambda: 0.0)
    qtbot.addWidget(window)
    # Narrow enough that the digits, in the tests' font (the bundled IPAexGothic), must
    # shrink when the code takes its place (at 1280 they fit either way).
    window.resize(1024, 720)
    window.show()
    address: list[str | None] = [None]
    code = show_phones_code(window, lambda: address[0])
    digits = window.labels["countdown"].font().pixelSize()
    room = window._room("countdown")
    assert code.isHidden() and code.button.isHidden() and window.left_width == 0

    address[0] = ADDRESS  # the server started
    code.poll()
    assert code.isVisible() and code.button.isVisible() and code.button.isChecked()
    assert _decoded(code) == [ADDRESS] and code.address_label.text() == ADDRESS
    assert code.qr.pixmap().height() >= 0.25 * 720  # read from a few metres
    assert window.left_width > 0
    # The digits make room: theirs is narrower, and they shrink to fit it.
    assert window._room("countdown") < room
    assert countdown_fits(window)
    assert window.labels["countdown"].font().pixelSize() < digits

    QTest.keyClick(window, Qt.Key.Key_Q)  # the organizer hides it
    assert code.isHidden() and window.left_width == 0 and not code.button.isChecked()
    assert window.labels["countdown"].font().pixelSize() == digits
    code.poll()
    assert code.isHidden()  # stays hidden while the server runs
    code.button.click()  # or the button
    assert code.isVisible() and code.button.isChecked() and window.left_width > 0

    address[0] = None  # the server stopped
    code.poll()
    assert code.isHidden() and code.button.isHidden() and window.left_width == 0
    assert window.labels["countdown"].font().pixelSize() == digits


def test_the_window_hands_the_running_servers_address_to_slips_projector_and_poster(  # type: ignore[no-untyped-def]
    qtbot, services, settings, monkeypatch
) -> None:
    from mtrdesk.ui.window.main_window import MainWindow

    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    assert window.phones_address() is None and window.session.report_base is None
    window.event_menu.open_to_phones_action.trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None and not dialog.poster_button.isEnabled()
    port = _free_port()
    dialog.port_spin.setValue(port)
    dialog._host = "127.0.0.1"  # loopback only in tests
    dialog.start_button.click()
    try:
        base = f"http://127.0.0.1:{port}/"
        assert window.phones_address() == base == window.session.report_base

        # Print ▸ Match result slips: each slip's phone QR code leads to its report page.
        window.print_menu.actions["slips"].trigger()
        preview = window.findChild(PrintPreviewDialog)
        assert preview is not None
        codes = {c.code for c in services.floor.slip_codes(event_id, 1)}
        links = {
            c.text for page in qr_codes(preview.pdf) for c in page if not parse_slip_code(c.text)
        }
        assert links == {f"{base}e/{event_id}/s/{code}" for code in codes}
        preview.close()

        # The phones dialog's poster: the event's address, its name, no staff PIN.
        assert dialog.poster_button.isEnabled()
        dialog.poster_button.click()
        posters = [d for d in window.findChildren(PrintPreviewDialog) if d is not preview]
        assert len(posters) == 1
        text = PdfReader(io.BytesIO(posters[0].pdf)).pages[0].extract_text()
        assert f"{base}e/{event_id}" in text and "Friday Night Magic" in text
        assert services.floor.settings(event_id).staff_pin not in text
        assert [[c.text for c in page] for page in qr_codes(posters[0].pdf, dpi=100)] == [
            [f"{base}e/{event_id}"]
        ]
        posters[0].close()

        # The projector: the QR code of the event's pages while the server runs.
        monkeypatch.setattr(
            "mtrdesk.ui.projector.setup_dialog.ProjectorSetupDialog.exec", lambda self: 1
        )
        window.open_projector()
        projector = window.projector
        assert isinstance(projector, ProjectorWindow)
        code = projector.phones_code
        assert isinstance(code, PhonesCode) and code.isVisible()
        assert code.address == f"{base}e/{event_id}" and _decoded(code) == [code.address]
    finally:
        dialog.start_button.click()  # Stop
    assert window.phones_address() is None
    code.poll()
    assert code.isHidden()
    projector.close()
