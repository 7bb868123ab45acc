"""The registration desk in the window (issue 30): registrations from phones wait in the
Players tab; the organizer accepts (a player entered), declines, marks absent (a no-show)
or merges with the flagged likely duplicate; one action opens and closes registration;
the desk's settings set the capacity. The registration QR code shows in the panel, on the
projector (before round 1, only while open) and on the phones poster. No dialog is waited
on: message boxes and the item chooser are answered by patches."""

from __future__ import annotations

import datetime as dt
import io

import pytest
import zxingcpp
from pypdf import PdfReader
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtWidgets import QInputDialog, QMessageBox

from mtrdesk.core.registration.duplicates import DuplicateKind
from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.services import Changes
from mtrdesk.services.registration.views import Duplicate, RegistrationView
from mtrdesk.ui.models.base import SORT_ROLE
from mtrdesk.ui.models.registrations_model import RegistrationsModel, undecided
from mtrdesk.ui.printing.preview import PrintPreviewDialog
from mtrdesk.ui.projector.phones_code import PhonesCode, show_phones_code
from mtrdesk.ui.projector.programs import round_program
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.registration.desk_dialog import DeskDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.pdf_qr import qr_codes
from tests.helpers.services_support import new_event
from tests.helpers.ui_helpers import exercise, on_next_dialog, shown_rows

BASE = "http://192.168.1.23:8750/"


def _form(
    family: str, given: str, reading: str, email: str = "", deck: str = ""
) -> RegistrationForm:
    return RegistrationForm(
        family=family, given=given, reading=reading, email=email, deck_name=deck
    )


def _window(qtbot, services, settings, event_id: int) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.players_tab)
    return window


def _decoded(pixmap) -> list[str]:  # type: ignore[no-untyped-def]
    return [c.text for c in zxingcpp.read_barcodes(pixmap.toImage())]


def _names(window: MainWindow) -> list[str]:
    return sorted(e.display_name for e in window.players_tab.model.rows())


def _waiting(window: MainWindow) -> list[str]:
    panel = window.players_tab.registrations
    return [row[RegistrationsModel.NAME] for row in shown_rows(panel.model)]


def _choose(window: MainWindow, name: str) -> None:
    panel = window.players_tab.registrations
    row = next(r for r in panel.model.rows() if f"{r.family} {r.given}" == name)
    assert panel.select(row.id)


@pytest.fixture
def yes(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Questions answered Yes, notes recorded (their text)."""
    said: list[str] = []
    yes = QMessageBox.StandardButton.Yes
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: said.append(a[2]) or yes)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]))
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()))
    return said


def test_waiting_registrations_appear_and_are_accepted_declined_or_absent(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes
) -> None:
    event_id, _ = new_event(services, 2)
    window = _window(qtbot, services, settings, event_id)
    panel = window.players_tab.registrations
    assert panel.decisions.isHidden()  # nothing to decide: the list takes no room

    window.event_menu.registration_action.trigger()  # Event ▸ Open registration
    assert services.registration.desk(event_id).open and panel.is_open()
    for n, (family, reading) in enumerate(
        [("青木", "あおき はな"), ("井上", "いのうえ はな"), ("上田", "うえだ はな")]
    ):
        services.registration.submit(event_id, _form(family, "花", reading), f"device-{n}")
    window.take_from_elsewhere()  # the phones' server committed them
    assert _waiting(window) == ["青木 花", "井上 花", "上田 花"]
    assert not panel.decisions.isHidden()
    assert panel.count_label.text() == "3 waiting, 0 on the waitlist, 2 entered"

    _choose(window, "青木 花")
    panel.accept_button.click()
    assert "青木 花" in _names(window) and _waiting(window) == ["井上 花", "上田 花"]
    assert panel.count_label.text() == "2 waiting, 0 on the waitlist, 3 entered"

    _choose(window, "井上 花")
    panel.decline_button.click()
    _choose(window, "上田 花")
    panel.absent_button.click()
    assert _waiting(window) == [] and panel.decisions.isHidden()
    assert "井上 花" not in _names(window) and "上田 花" not in _names(window)
    states = {
        r.family: r.state for r in services.registration.registrations(event_id, active_only=False)
    }
    assert states == {
        "青木": RegistrationState.ACCEPTED,
        "井上": RegistrationState.DECLINED,
        "上田": RegistrationState.ABSENT,
    }


def test_merge_links_the_registration_to_the_flagged_entry(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes, monkeypatch
) -> None:
    event_id, _ = new_event(services, 0)
    services.players.add(event_id, "山田", "太郎", "やまだ たろう")
    services.registration.set_open(event_id, True)
    services.registration.submit(event_id, _form("山田", "太郎", "ヤマダ タロウ"), "phone-1")
    window = _window(qtbot, services, settings, event_id)
    panel = window.players_tab.registrations
    duplicate = shown_rows(panel.model)[0][RegistrationsModel.DUPLICATE]
    assert duplicate.startswith("\u26a0") and "山田 太郎" in duplicate  # the mark, the name
    asked: list[list[str]] = []

    def choose(parent, title, label, items, current, editable):  # type: ignore[no-untyped-def]
        asked.append(list(items))
        return items[0], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)
    _choose(window, "山田 太郎")
    panel.merge_button.click()
    assert asked and asked[0][0].startswith("\u26a0")  # the flagged entry offered first
    (entry,) = window.players_tab.model.rows()
    (merged,) = services.registration.registrations(event_id, active_only=False)
    assert merged.state is RegistrationState.MERGED and merged.entry_id == entry.id
    assert _waiting(window) == [] and _names(window) == ["山田 太郎"]  # one person, once


def test_the_desk_dialog_sets_the_capacity_and_the_action_flips(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes
) -> None:
    event_id, _ = new_event(services, 2)
    window = _window(qtbot, services, settings, event_id)
    panel = window.players_tab.registrations
    window.event_menu.show_registration()
    assert window.event_menu.registration_action.text().replace("&", "") == "Open registration"
    assert panel.toggle_button.text() == "Open registration"

    def fill(dialog) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(dialog, DeskDialog)
        dialog.capacity_edit.setText("３")  # an IME's full-width digit counts
        dialog.accept_check.setChecked(False)
        dialog.deck_check.setChecked(True)
        dialog.accept()

    on_next_dialog(fill)
    window.event_menu.registration_settings_action.trigger()
    desk = services.registration.desk(event_id)
    assert (desk.capacity, desk.accept_at_once, desk.asks_deck, desk.open) == (
        3,
        False,
        True,
        False,
    )

    panel.toggle_button.click()  # Open registration, the server not running: say how
    assert services.registration.desk(event_id).open
    assert any("Open to phones" in text for text in yes)
    window.event_menu.show_registration()
    assert window.event_menu.registration_action.text().replace("&", "") == "Close registration"
    assert panel.toggle_button.text() == "Close registration"
    assert "Open to phones" in panel.hint_label.text() and not panel.hint_label.isHidden()

    services.registration.submit(event_id, _form("青木", "花", "あおき はな", deck="赤単"), "d1")
    services.registration.submit(event_id, _form("井上", "花", "いのうえ はな", deck="青白"), "d2")
    window.take_from_elsewhere()
    assert panel.count_label.text() == "1 waiting, 1 on the waitlist, 2/3 entered"
    assert [row[RegistrationsModel.STATE] for row in shown_rows(panel.model)] == [
        "waiting for the organizer",
        "on the waitlist (place 1)",
    ]

    window.event_menu.registration_action.trigger()  # Close registration
    assert not services.registration.desk(event_id).open and not panel.is_open()
    assert panel.toggle_button.text() == "Open registration"


def test_a_capacity_that_is_not_a_number_is_said_and_nothing_changes(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes
) -> None:
    event_id, _ = new_event(services, 2)
    window = _window(qtbot, services, settings, event_id)
    before = services.registration.desk(event_id)
    dialog = DeskDialog(before, window)
    qtbot.addWidget(dialog)
    for typed in ("abc", "0", "-3", "1" * 2000, "12a"):
        dialog.capacity_edit.setText(typed)
        dialog.accept()
        assert dialog.settings is None and dialog.result() != DeskDialog.DialogCode.Accepted
    assert len(yes) == 5 and all("or empty for no limit" in text for text in yes)
    assert services.registration.desk(event_id) == before


def test_the_registration_code_shows_in_the_panel_while_phones_reach_it(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes, monkeypatch
) -> None:
    event_id, _ = new_event(services, 8)
    window = _window(qtbot, services, settings, event_id)
    panel = window.players_tab.registrations
    monkeypatch.setattr(window.phones, "address", lambda: BASE)
    assert panel.show_code() is None and panel.code.isHidden()  # closed: no code
    panel.toggle()
    link = f"{BASE}e/{event_id}/register"
    assert panel.show_code() == link and not panel.code.isHidden()
    assert _decoded(panel.qr_label.pixmap()) == [link] and panel.link_label.text() == link
    assert panel.hint_label.isHidden()
    services.rounds.pair_next(event_id)  # round 1: registration is over
    window.broadcast(Changes(pairings=True, events=True))
    assert panel.code.isHidden() and panel.show_code() is None


def test_the_projector_shows_the_registration_code_before_round_one_while_open(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes, monkeypatch
) -> None:
    event_id, _ = new_event(services, 8)
    window = _window(qtbot, services, settings, event_id)
    monkeypatch.setattr(window.phones, "address", lambda: BASE)
    monkeypatch.setattr(
        "mtrdesk.ui.projector.setup_dialog.ProjectorSetupDialog.exec", lambda self: 1
    )
    window.open_projector()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    code = projector.phones_code
    assert isinstance(code, PhonesCode)
    pages, register = f"{BASE}e/{event_id}", f"{BASE}e/{event_id}/register"
    assert code.address == pages and code.note is None  # closed: the pages' code

    services.registration.set_desk(
        event_id, open=True, accept_at_once=False, capacity=10, asks_deck=False
    )
    services.registration.submit(event_id, _form("青木", "花", "あおき はな"), "d1")
    code.poll()
    assert code.address == register and _decoded(code.qr.pixmap()) == [register]
    assert code.caption.text() == "Register here"
    assert code.note_label.text() == "Registered: 9/10" and code.note_label.isVisible()

    services.registration.set_open(event_id, False)  # closed: the pages' code again
    code.poll()
    assert code.address == pages and code.note is None and code.note_label.isHidden()
    assert code.caption.text() == "Pairings and results on your phone"

    services.registration.set_open(event_id, True)
    services.rounds.pair_next(event_id)  # round 1 paired: registration is over
    code.poll()
    assert code.address == pages and code.note is None
    projector.close()


def test_the_projector_column_takes_the_registration_code_instead(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Without services: the column shows what its two callables give."""
    window = ProjectorWindow(round_program(50), now=lambda: 0.0)
    qtbot.addWidget(window)
    window.resize(1024, 720)
    window.show()
    registering: list[tuple[str, str] | None] = [None]
    code = show_phones_code(window, lambda: BASE + "e/3", lambda: registering[0])
    assert code.address == BASE + "e/3" and code.isVisible()
    registering[0] = (BASE + "e/3/register", "Registered: 4")
    code.poll()
    assert _decoded(code.qr.pixmap()) == [BASE + "e/3/register"]
    assert code.note_label.text() == "Registered: 4" and code.caption.text() == "Register here"
    registering[0] = None
    code.poll()
    assert _decoded(code.qr.pixmap()) == [BASE + "e/3"] and code.note_label.isHidden()


def test_the_poster_has_the_registration_code_while_open(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes
) -> None:
    event_id, _ = new_event(services, 4)
    window = _window(qtbot, services, settings, event_id)
    pages, register = f"{BASE}e/{event_id}", f"{BASE}e/{event_id}/register"

    def printed() -> tuple[list[str], str]:
        before = set(window.findChildren(PrintPreviewDialog))
        window.phones.print_poster(BASE)
        (preview,) = [d for d in window.findChildren(PrintPreviewDialog) if d not in before]
        text = PdfReader(io.BytesIO(preview.pdf)).pages[0].extract_text()
        codes = sorted(c.text for page in qr_codes(preview.pdf, dpi=100) for c in page)
        preview.close()
        return codes, text

    assert printed()[0] == [pages]  # registration closed: one code
    services.registration.set_open(event_id, True)
    services.registration.submit(
        event_id, _form("青木", "花", "あおき はな", email="hana@example.com"), "d1"
    )
    codes, text = printed()
    assert codes == sorted([pages, register]) and "Register here" in text
    assert "hana@example.com" not in text  # never an e-mail on a posted sheet


def _view(n: int, state: RegistrationState, place: int | None = None, **more) -> RegistrationView:  # type: ignore[no-untyped-def]
    values = dict(
        id=n,
        family=f"田中{n}",
        given="花",
        reading=f"たなか はな{n}",
        email="",
        deck_name="",
        state=state,
        created_at=dt.datetime(2026, 11, 20, 18, 30, 5),
        place=place,
        roster_id=None,
        entry_id=None,
        duplicates=(),
    )
    values.update(more)
    return RegistrationView(**values)  # type: ignore[arg-type]


def test_the_model_lists_what_waits_in_order_of_arrival(qapp) -> None:  # type: ignore[no-untyped-def]
    """Views are plain values: the model needs no database. Accepted ones are in the
    players list, not here; two arriving in the same second keep their order."""
    rows = [
        _view(3, RegistrationState.WAITLISTED, place=1, email="sho@example.jp"),
        _view(1, RegistrationState.WAITING),
        _view(2, RegistrationState.ACCEPTED),
        _view(
            4,
            RegistrationState.WAITING,
            duplicates=(Duplicate(DuplicateKind.EMAIL, 9, None, "山田 太郎"),),
        ),
    ]
    model = RegistrationsModel()
    listed = undecided(rows)
    exercise(model, listed)
    assert [r.id for r in listed] == [3, 1, 4]
    shown = {row[RegistrationsModel.NAME]: row for row in shown_rows(model)}
    assert shown["田中3 花"][RegistrationsModel.STATE] == "on the waitlist (place 1)"
    assert shown["田中3 花"][RegistrationsModel.EMAIL] == "sho@example.jp"
    assert shown["田中1 花"][RegistrationsModel.STATE] == "waiting for the organizer"
    assert shown["田中4 花"][RegistrationsModel.DUPLICATE] == "\u26a0 same e-mail as 山田 太郎"
    assert shown["田中1 花"][RegistrationsModel.DUPLICATE] == ""
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(RegistrationsModel.ARRIVED)
    arrived = [proxy.index(r, RegistrationsModel.NAME).data() for r in range(proxy.rowCount())]
    assert arrived == ["田中1 花", "田中3 花", "田中4 花"]  # the same second: by arrival (id)


def test_on_a_shared_database_a_phone_registration_shows_within_two_seconds(  # type: ignore[no-untyped-def]
    qtbot, postgres_ready_dsn: str, tmp_path, yes
) -> None:
    """PostgreSQL (issue 17): the phones' server runs at another station (``mtrdesk
    serve``); what it stores reaches this window's Players tab by the server's
    announcement, and accepting it here is seen there."""
    import random

    from PySide6.QtCore import QSettings

    from mtrdesk.services import Services
    from tests.helpers.ui_helpers import FIXED_NOW

    def station() -> Services:
        return Services.open(postgres_ready_dsn, clock=lambda: FIXED_NOW, rng=random.Random(7))

    with station() as window_side, station() as server_side:
        event_id, _ = new_event(window_side, 2)
        window_side.registration.set_open(event_id, True)
        window = MainWindow(window_side, QSettings(str(tmp_path / "a.ini")))
        qtbot.addWidget(window)
        window.show()
        window.set_event(event_id)
        window.tabs.setCurrentWidget(window.players_tab)
        server_side.registration.submit(event_id, _form("青木", "花", "あおき はな"), "phone")
        qtbot.waitUntil(lambda: _waiting(window) == ["青木 花"], timeout=2000)
        _choose(window, "青木 花")
        window.players_tab.registrations.accept_button.click()
        assert "青木 花" in _names(window)
        (seen,) = server_side.registration.registrations(event_id)
        assert seen.state is RegistrationState.ACCEPTED
        window.close()


def test_the_desk_reads_in_japanese(qtbot, services, settings, translators, yes) -> None:  # type: ignore[no-untyped-def]
    translators.install("ja")
    event_id, _ = new_event(services, 2)
    services.registration.set_desk(
        event_id, open=True, accept_at_once=False, capacity=3, asks_deck=False
    )
    for n, (family, reading) in enumerate([("青木", "あおき はな"), ("井上", "いのうえ はな")]):
        services.registration.submit(event_id, _form(family, "花", reading), f"d{n}")
    window = _window(qtbot, services, settings, event_id)
    panel = window.players_tab.registrations
    window.event_menu.show_registration()
    assert window.event_menu.registration_action.text() == "参加登録の受付を終了(&G)"
    assert panel.toggle_button.text() == "参加登録の受付を終了"
    assert panel.state_label.text() == "スマホからの参加登録: 受付中"
    assert panel.count_label.text() == "確認待ち 1人、キャンセル待ち 1人、参加 2/3人"
    states = [row[RegistrationsModel.STATE] for row in shown_rows(panel.model)]
    assert states == ["主催者の確認待ち", "キャンセル待ち(1番目)"]
    assert panel.accept_button.text() == "受付" and panel.merge_button.text() == "統合..."


def test_the_action_reads_the_desk_another_station_changed(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes
) -> None:
    """``mtrdesk registration EVENT --open`` at another station while the Players tab is
    hidden: the menu says Close, and the action closes (it does not open again)."""
    event_id, _ = new_event(services, 2)
    window = _window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.standings_tab)
    services.registration.set_open(event_id, True)  # as another station's command would
    window.event_menu.show_registration()
    assert window.event_menu.registration_action.text().replace("&", "") == "Close registration"
    window.event_menu.registration_action.trigger()
    assert not services.registration.desk(event_id).open


def test_merge_with_nobody_entered_says_so(qtbot, services, settings, yes) -> None:  # type: ignore[no-untyped-def]
    event_id, _ = new_event(services, 0)
    services.registration.set_open(event_id, True)
    services.registration.submit(event_id, _form("青木", "花", "あおき はな"), "d1")
    window = _window(qtbot, services, settings, event_id)
    _choose(window, "青木 花")
    window.players_tab.registrations.merge_button.click()
    assert any("nobody to merge 青木 花 with" in text for text in yes)
    (still,) = services.registration.registrations(event_id)
    assert still.state is RegistrationState.WAITING


def test_the_settings_keep_open_what_another_station_opened(  # type: ignore[no-untyped-def]
    qtbot, services, settings, yes
) -> None:
    event_id, _ = new_event(services, 2)
    window = _window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.standings_tab)
    services.registration.set_open(event_id, True)  # another station, the tab hidden

    def fill(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.capacity_edit.setText("16")
        dialog.accept()

    on_next_dialog(fill)
    window.event_menu.registration_settings_action.trigger()
    desk = services.registration.desk(event_id)
    assert desk.capacity == 16 and desk.open  # not closed again by a stale view
