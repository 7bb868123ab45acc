"""The Decklists tab's "Lock received lists..." (MTR 2.7): enabled while a list is received
(entered, not locked, no problem and no note), it asks who accepts them, saying how many, locks
them in one go and says so; lists with problems and missing lists stay as they are."""

from __future__ import annotations

import datetime as dt

from PySide6.QtWidgets import QDialogButtonBox, QWidget

from mtrdesk.core.settings import EventSettings, Format
from mtrdesk.services.decklists.service import DeckState
from mtrdesk.ui.dialogs.decklists.prompts import OfficialDialog
from mtrdesk.ui.models.decklists_model import DecklistsModel
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.decklists_tab import DecklistsTab
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.decklist_samples import IZZET_MURKTIDE
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_decklists import BROKEN, FIXED, modern_event, open_tab, shown
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog


def by_name(tab: DecklistsTab, column: int) -> dict[str, str]:
    return dict(zip(shown(tab, DecklistsModel.NAME), shown(tab, column), strict=True))


def accept_as(official: str, seen: dict[str, object]):  # type: ignore[no-untyped-def]
    """A dialog handler: check the OK button needs a name, then accept as ``official``."""

    def handle(dialog: QWidget) -> None:
        assert isinstance(dialog, OfficialDialog)
        seen["intro"] = dialog.intro.text()
        seen["title"] = dialog.windowTitle()
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dialog.name_edit.clear()
        seen["ok_without_name"] = ok.isEnabled()
        dialog.name_edit.setText(official)
        ok.click()

    return handle


def test_lock_every_received_list_in_one_go(qtbot, services, settings, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("en")  # the English plural forms ("1 list", "3 lists")
    event_id = modern_event(services)  # 8 players, no list yet
    window, tab = open_tab(qtbot, services, settings, event_id)
    button = tab.bar.lock_received_button
    assert button.text() == "Lock received lists..."
    assert not button.isEnabled()  # nothing received
    assert button.toolTip().startswith("No list is waiting")

    ids = [row.entry_id for row in services.decklists.overview(event_id)]
    services.decklists.save(event_id, ids[5], FIXED)  # a note (稲妻): an official looks first
    for entry in ids[:3]:
        services.decklists.save(event_id, entry, IZZET_MURKTIDE)  # received, no problem
    services.decklists.save(event_id, ids[3], BROKEN)
    services.decklists.save(event_id, ids[4], FIXED)
    services.decklists.lock(event_id, ids[4], "ジャッジ 鈴木")
    tab.reload()
    assert button.isEnabled()
    assert "MTR 2.7" in button.toolTip()

    seen: dict[str, object] = {}
    on_next_dialog(accept_as("ジャッジ 佐藤", seen))
    button.click()

    assert seen["title"] == "Accept and lock"
    assert seen["intro"] == (
        "Accept and lock 3 lists with no problems (MTR 2.7)? Lists with problems and "
        "missing lists are left as they are. After this only the head judge can change a "
        "locked list."
    )
    assert seen["ok_without_name"] is False
    states = by_name(tab, DecklistsModel.STATE)
    locked = by_name(tab, DecklistsModel.LOCKED)
    names = {r.entry_id: r.name for r in services.decklists.overview(event_id)}
    for entry in (*ids[:3], ids[4]):
        assert (states[names[entry]], locked[names[entry]]) == ("Checked", "Locked")
    assert (states[names[ids[3]]], locked[names[ids[3]]]) == ("Problem", "")
    assert (states[names[ids[5]]], locked[names[ids[5]]]) == ("Received", "")
    for entry in ids[6:]:
        assert (states[names[entry]], locked[names[entry]]) == ("Missing", "")
    for entry in ids[:3]:
        assert services.decklists.detail(event_id, entry).locked_by == "ジャッジ 佐藤"
    assert services.decklists.detail(event_id, ids[4]).locked_by == "ジャッジ 鈴木"
    message = "3 lists accepted and locked by ジャッジ 佐藤 (MTR 2.7)."
    assert window.statusBar().currentMessage() == message
    assert tab.last_message == message
    assert "6 of 8 lists received, 4 locked, 1 with problems" in tab.count_label.text()
    assert not button.isEnabled()  # nothing left to lock

    # The list with problems, once fixed, is received again: one list, said in the singular.
    services.decklists.save(event_id, ids[3], IZZET_MURKTIDE)
    tab.reload()
    assert button.isEnabled()
    on_next_dialog(accept_as("ジャッジ 佐藤", seen))
    button.click()
    assert seen["intro"].startswith("Accept and lock 1 list with no problems (MTR 2.7)?")
    assert window.statusBar().currentMessage() == (
        "1 list accepted and locked by ジャッジ 佐藤 (MTR 2.7)."
    )
    assert services.decklists.overview(event_id)[3].state is DeckState.CHECKED


def test_cancel_locks_nothing(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    first = services.decklists.overview(event_id)[0].entry_id
    services.decklists.save(event_id, first, IZZET_MURKTIDE)
    _window, tab = open_tab(qtbot, services, settings, event_id)
    assert tab.bar.lock_received_button.isEnabled()

    def cancel(dialog: QWidget) -> None:
        assert isinstance(dialog, OfficialDialog)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()

    on_next_dialog(cancel)
    assert tab.lock_received() is None
    assert not services.decklists.overview(event_id)[0].locked
    assert tab.bar.lock_received_button.isEnabled()
    assert [e for e in services.rounds.audit_log(event_id) if "lock" in e.action] == []


def test_no_event_no_button(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    tab = DecklistsTab(Session(services, settings, "en", lambda: None))
    qtbot.addWidget(tab)
    tab.set_event(None)
    assert not tab.bar.lock_received_button.isEnabled()
    assert tab.lock_received("ジャッジ") is None


def test_the_button_dialog_and_message_in_japanese(qtbot, services, settings, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    event_id, _ = services.events.create(
        EventSettings("モダン杯", dt.date(2026, 11, 22), format=Format.MODERN)
    )
    ids = [services.players.add(event_id, f, g, reading=r)[0] for f, g, r in SIXTEEN[:4]]
    services.decklists.save(event_id, ids[0], IZZET_MURKTIDE)
    services.decklists.save(event_id, ids[1], IZZET_MURKTIDE)
    services.decklists.save(event_id, ids[2], BROKEN)
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    tab = window.decklists_tab
    window.tabs.setCurrentWidget(tab)
    button = tab.bar.lock_received_button
    assert button.text() == "受付済みリストを受理してロック..."
    assert button.toolTip().startswith("問題のない受付済みのリストをまとめて受理してロック")
    assert assert_japanese(tab.bar) > 5

    seen: dict[str, object] = {}

    def check_and_accept(dialog: QWidget) -> None:
        assert isinstance(dialog, OfficialDialog)
        seen["texts"] = assert_japanese(dialog)
        accept_as("佐藤 花子", seen)(dialog)

    on_next_dialog(check_and_accept)
    button.click()
    assert seen["title"] == "受理してロック"
    assert seen["intro"] == (
        "問題のないデッキリスト2件を受理してロックしますか(MTR 2.7)? "
        "問題ありのリストと未提出のリストはそのままです。"
        "ロックした後に変更できるのはヘッドジャッジだけです。"
    )
    assert window.statusBar().currentMessage() == (
        "佐藤 花子がデッキリスト2件を受理してロックしました(MTR 2.7)。"
    )
    locked = by_name(tab, DecklistsModel.LOCKED)
    assert [locked[n] for n in ("山田 太郎", "佐藤 花子", "鈴木 一郎", "高橋 健")] == [
        "ロック",
        "ロック",
        "",
        "",
    ]
    assert not button.isEnabled()
    assert button.toolTip().startswith("ロックを待っているリストはありません")
