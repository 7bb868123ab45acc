"""Event ▸ Open to phones… (issue 16): the window starts the web server beside itself,
shows the address and its QR code and how many pages are open, and stops it on request
or when it closes. Loopback only."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from mtrdesk.services import Services
from mtrdesk.ui.dialogs.phones import PhonesDialog
from tests.helpers.services_support import new_event


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_start_serve_count_the_open_pages_and_stop(qtbot, services: Services) -> None:  # type: ignore[no-untyped-def]
    event_id, _ = new_event(services, 4)
    path: Path = services.path
    dialog = PhonesDialog(
        lambda: Services.open(path, read_only=True, follow=True), host="127.0.0.1"
    )
    qtbot.addWidget(dialog)
    port = free_port()
    dialog.port_spin.setValue(port)
    assert dialog.status_label.text() == "Not open to phones."
    dialog.start_button.click()
    try:
        address = f"http://127.0.0.1:{port}/"
        assert dialog.address_label.text() == address
        assert not dialog.qr_label.pixmap().isNull()
        assert dialog.start_button.text() == "Stop" and not dialog.port_spin.isEnabled()

        def answered() -> bool:
            try:
                with urllib.request.urlopen(f"{address}api/events", timeout=2) as answer:
                    return json.loads(answer.read())[0]["id"] == event_id
            except OSError:
                return False

        qtbot.waitUntil(answered, timeout=10000)
        with urllib.request.urlopen(f"{address}live", timeout=5) as live:
            assert live.readline() == b"retry: 2000\n"
            qtbot.waitUntil(lambda: dialog.status_label.text().endswith(": 1"), timeout=5000)
    finally:
        dialog.start_button.click()  # Stop
    assert dialog.server is None and dialog.start_button.text() == "Start"
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(f"{address}api/events", timeout=2)


def test_a_port_in_use_is_said_and_nothing_starts(qtbot, services: Services, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    dialog = PhonesDialog(lambda: Services.open(services.path, read_only=True), host="127.0.0.1")
    qtbot.addWidget(dialog)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        dialog.port_spin.setValue(port)
        dialog.start_button.click()
    assert dialog.server is None
    assert dialog.status_label.text().startswith(f"ポート {port} は使用できません")
    assert "別のポートを指定してください" in dialog.status_label.text()


def test_the_event_menu_opens_one_dialog_that_the_window_stops(  # type: ignore[no-untyped-def]
    qtbot, services: Services, settings
) -> None:
    from mtrdesk.ui.window.main_window import MainWindow

    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    action = window.event_menu.open_to_phones_action
    assert action.text() == "Open to &phones..." and action.isEnabled()
    action.trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Open to phones"
    dialog.hide()
    action.trigger()
    assert window.findChildren(PhonesDialog) == [dialog] and dialog.isVisible()
    port = free_port()
    dialog.port_spin.setValue(port)
    dialog._host = "127.0.0.1"  # loopback only in tests
    dialog.start_button.click()
    assert dialog.server is not None
    window.close()
    assert dialog.server is None  # the window took the server down with it
