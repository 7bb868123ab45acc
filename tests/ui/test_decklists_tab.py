"""The Decklists tab and its dialogs (MTR 2.7, 2.8, 7.5): states, search and filter, the
selected list below the table, locking and the head judge's change, .dek import, card-name
completion, suggestions for typos, Limited pools registered by another player, seeded deck
check proposals, the menu, and the tab in Japanese."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QAbstractItemModelTester, QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QWidget

from mtrdesk.core.decklists.problems import ProblemCode
from mtrdesk.core.settings import EventSettings, Format
from mtrdesk.services.decklists.service import DeckState
from mtrdesk.ui.dialogs.decklists.deck_check import DeckCheckDialog
from mtrdesk.ui.dialogs.decklists.dialog import DecklistDialog
from mtrdesk.ui.dialogs.decklists.problems import SUGGEST
from mtrdesk.ui.dialogs.decklists.prompts import (
    EnglishNameDialog,
    HeadJudgeDialog,
    OfficialDialog,
    read_text_file,
)
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.decklists_model import DecklistsFilter, DecklistsModel
from mtrdesk.ui.session import Session
from mtrdesk.ui.tabs.decklists_tab import DecklistsTab
from tests.helpers.data import DECKLISTS
from tests.helpers.japanese import assert_japanese
from tests.helpers.modal_guard import expect_modal
from tests.helpers.ui_decklists import BROKEN, FIXED, modern_event, open_tab, shown
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog

DEK = """<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />
  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" />
  <Cards CatID="3" Quantity="3" Sideboard="true" Name="Pyroblast" />
</Deck>
"""


def test_states_search_filter_and_the_selected_list(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    # The real lists of tests/data/decklists are sorted by the MTR 2023-08-21 lists.
    event_id, _ = services.events.create(
        EventSettings("モダン杯", dt.date(2026, 11, 22), format=Format.MODERN, edition="2023-08-21")
    )
    ids = [
        services.players.add(event_id, family, given, reading=reading)[0]
        for family, given, reading in SIXTEEN[:5]
    ]
    services.decklists.save(event_id, ids[0], FIXED)  # a note: the Japanese name
    services.decklists.save(event_id, ids[1], BROKEN)
    services.decklists.save(event_id, ids[2], (DECKLISTS / "modern" / "modern-004.txt").read_text())
    services.decklists.lock(event_id, ids[2], "ジャッジ")
    _window, tab = open_tab(qtbot, services, settings, event_id)
    # By reading (五十音順): さとう, すずき, たかはし, たなか, やまだ.
    assert shown(tab, DecklistsModel.NAME) == [
        "佐藤 花子",
        "鈴木 一郎",
        "高橋 健",
        "田中 優",
        "山田 太郎",
    ]
    states = dict(
        zip(shown(tab, DecklistsModel.NAME), shown(tab, DecklistsModel.STATE), strict=True)
    )
    assert states == {
        "山田 太郎": "Received",
        "佐藤 花子": "Problem",
        "鈴木 一郎": "Checked",
        "高橋 健": "Missing",
        "田中 優": "Missing",
    }
    assert tab.table.isColumnHidden(DecklistsModel.SEAT)  # no teams
    row = shown(tab, DecklistsModel.NAME).index("佐藤 花子")
    assert shown(tab, DecklistsModel.PROBLEMS)[row] == "2 (1)"
    assert shown(tab, DecklistsModel.MAIN)[row] == "62"
    assert "3 of 5 lists received, 1 locked, 1 with problems" in tab.count_label.text()

    tab.state_filter.setCurrentIndex(tab.state_filter.findData(DeckState.MISSING.value))
    assert shown(tab, DecklistsModel.NAME) == ["高橋 健", "田中 優"]
    tab.state_filter.setCurrentIndex(0)
    tab.search_edit.setText("サトウ")  # katakana finds the reading さとう
    assert shown(tab, DecklistsModel.NAME) == ["佐藤 花子"]
    tab.search_edit.clear()

    assert tab.select_entry(ids[1])
    panel = tab.panel
    assert panel.title_label.text() == "佐藤 花子"
    assert panel.main_label.text() == "Main deck (62)"
    assert panel.side_label.text() == "Sideboard (15)"
    cards = [panel.main_table.item(r, 1).text() for r in range(panel.main_table.rowCount())]
    assert "稲妻" in cards and "Mox Opal" in cards
    texts = panel.problem_view.texts()
    assert any("Mox Opal" in t for t in texts) and any("稲妻" in t for t in texts)
    assert tab.edit_button.isEnabled()
    assert not tab.check_button.isEnabled()  # no round being played


def test_a_locked_list_changes_only_with_the_head_judge(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    entry = services.decklists.overview(event_id)[0].entry_id
    services.decklists.save(event_id, entry, FIXED)
    services.decklists.lock(event_id, entry, "ジャッジ 佐藤")
    dialog = DecklistDialog(services, event_id, entry, "Player00 Test")
    qtbot.addWidget(dialog)
    assert dialog.editor.isReadOnly()
    assert dialog.lock_button.isHidden() and not dialog.change_button.isHidden()
    assert "ジャッジ 佐藤" in dialog.status_label.text()
    assert not dialog.paste_button.isEnabled()
    dialog.change_locked()
    assert not dialog.editor.isReadOnly()
    changed = FIXED.replace("2 Watery Grave", "1 Watery Grave\n1 Island")
    dialog.editor.setPlainText(changed)
    assert dialog.save_button.isEnabled()
    seen = {}

    def head_judge(prompt: QWidget) -> None:
        assert isinstance(prompt, HeadJudgeDialog)
        ok = prompt.buttons.button(QDialogButtonBox.StandardButton.Ok)
        prompt.judge_edit.setText("HJ 鈴木")
        seen["without_reason"] = ok.isEnabled()
        prompt.reason_edit.setPlainText("デッキチェックでリストの誤記が見つかった")
        seen["with_reason"] = ok.isEnabled()
        ok.click()

    on_next_dialog(head_judge)
    dialog.save_button.click()
    assert seen == {"without_reason": False, "with_reason": True}
    detail = services.decklists.detail(event_id, entry)
    assert detail.locked and detail.text == changed
    assert dialog.changes is not None
    log = services.rounds.audit_log(event_id)
    assert any("HJ 鈴木" in str(entry) for entry in log)


def test_import_a_dek_file_and_complete_card_names(
    qtbot, services, settings, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    first, second = (r.entry_id for r in services.decklists.overview(event_id)[:2])
    path = tmp_path / "deck.dek"
    path.write_text(DEK, encoding="utf-8")
    assert read_text_file(path).startswith("<?xml")
    dialog = DecklistDialog(services, event_id, first, "Player00 Test")
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    dialog.import_button.click()  # the file dialog answers deck.dek
    assert dialog.summary_label.text() == "Main 60 · Sideboard 3"
    assert dialog.verdict_label.text() == "No problems found."
    dialog.save_button.click()
    assert services.decklists.detail(event_id, first).decklist.main_count == 60

    # Names of every saved list complete in the editor: "4 Light" + Enter.
    other = DecklistDialog(services, event_id, second, "Player01 Test")
    qtbot.addWidget(other)
    other.show()
    other.editor.setFocus()
    QTest.keyClicks(other.editor, "4 Light")
    popup = other.editor.completer.popup()
    qtbot.waitUntil(popup.isVisible, timeout=2000)
    assert other.editor.names.stringList() == ["Lightning Bolt"]
    QTest.keyClick(popup, Qt.Key.Key_Return)
    assert other.editor.toPlainText() == "4 Lightning Bolt"
    other.editor.setPlainText("")


def test_a_known_name_is_suggested_for_a_typo(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    entry = services.decklists.overview(event_id)[0].entry_id
    services.decklists.import_card_names("Lightning Bolt\nMountain\nPyroblast\n")
    dialog = DecklistDialog(services, event_id, entry, "Player00 Test")
    qtbot.addWidget(dialog)
    dialog.editor.setPlainText("4 Lightnig Bolt\n56 Mountain\n\nSideboard\n3 Pyroblast\n")
    dialog.check_now()
    typo = next(p for p in dialog.problems if p.code is ProblemCode.UNKNOWN_CARD)
    assert typo.suggestion == "Lightning Bolt"
    assert 'href="suggest:' in dialog.problem_view.toHtml()
    dialog.problem_view.trigger(SUGGEST, typo)
    assert dialog.editor.toPlainText().startswith("4 Lightning Bolt\n")
    assert not any(p.code is ProblemCode.UNKNOWN_CARD for p in dialog.problems)


def test_a_sealed_pool_registered_by_another_player(qtbot, services, settings, translators) -> None:  # type: ignore[no-untyped-def]
    translators.install("en")  # English plural forms
    event_id, _ = services.events.create(
        EventSettings("シールド", dt.date(2026, 11, 22), format=Format.SEALED)
    )
    ids = [services.players.add(event_id, f"P{n}", "Test")[0] for n in range(4)]
    _window, tab = open_tab(qtbot, services, settings, event_id)
    assert tab.limited
    seen = {}

    def register(dialog: QWidget) -> None:
        assert isinstance(dialog, DecklistDialog)
        assert dialog.pages.count() == 2
        dialog.pages.setCurrentWidget(dialog.pool_page)
        dialog.pool_editor.setPlainText("2 Lightning Bolt\n1 Shock\n")
        dialog.registered_by.setCurrentIndex(dialog.registered_by.findData(ids[1]))
        seen["pool"] = dialog.pool_summary.text()
        dialog.save_button.click()

    tab.select_entry(ids[0])
    on_next_dialog(register)
    tab.edit_button.click()
    assert seen["pool"] == "Pool: 3 cards"
    detail = services.decklists.detail(event_id, ids[0])
    assert detail.registered_by == ids[1]
    assert detail.pool is not None and detail.pool.main_count + detail.pool.sideboard_count == 3


def test_deck_check_proposals_are_seeded(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    services.rounds.pair_next(event_id)
    names = {r.entry_id: r.name for r in services.decklists.overview(event_id)}
    dialog = DeckCheckDialog(services, event_id, 1, names, seed=99)
    qtbot.addWidget(dialog)
    assert "99" in dialog.seed_label.text()
    first = [dialog.proposals.item(r, 0).text() for r in range(dialog.proposals.rowCount())]
    again = DeckCheckDialog(services, event_id, 1, names, seed=99)
    qtbot.addWidget(again)
    assert [again.proposals.item(r, 0).text() for r in range(again.proposals.rowCount())] == first
    assert dialog.table_combo.count() == 4  # every match still playing can be chosen
    assert dialog.chosen() is not None and f"{dialog.chosen()[0]}" == first[0]
    dialog.redraw_button.click()
    assert dialog.plan is not None and str(dialog.plan.seed) in dialog.seed_label.text()
    assert "at least 1" in dialog.target_label.text()
    dialog.minutes_spin.setValue(6)
    assert "9 minutes" in dialog.total_label.text()


def test_menu_actions_and_the_tab_in_japanese(qtbot, services, settings, translators) -> None:  # type: ignore[no-untyped-def]
    translators.install("ja")
    event_id = modern_event(services)
    entry = services.decklists.overview(event_id)[0].entry_id
    services.decklists.save(event_id, entry, BROKEN)
    window, tab = open_tab(qtbot, services, settings, event_id)
    assert window.tabs.tabText(window.tabs.indexOf(tab)) == "デッキリスト"
    for action in (
        window.decklist_action,
        window.deck_check_action,
        window.import_card_names_action,
        window.import_ban_lists_action,
    ):
        assert action.isEnabled()
    assert tab.model.headerData(DecklistsModel.MAIN, Qt.Orientation.Horizontal) == "メイン"
    assert tab.model.headerData(DecklistsModel.SIDEBOARD, Qt.Orientation.Horizontal) == "サイド"
    assert "問題あり" in shown(tab, DecklistsModel.STATE)
    tab.select_entry(entry)
    seen = {}

    def look(dialog: QWidget) -> None:
        assert isinstance(dialog, DecklistDialog)
        seen["summary"] = dialog.summary_label.text()
        seen["verdict"] = dialog.verdict_label.text()
        seen["lock"] = dialog.lock_button.text()
        dialog.reject()

    on_next_dialog(look)
    window.decklist_action.trigger()
    assert seen == {
        "summary": "メイン62枚・サイド15枚",
        "verdict": "不適正: 直すべき問題が2件あります。",
        "lock": "受理してロック...",
    }
    window.set_event(None)
    assert not window.decklist_action.isEnabled()


def test_card_names_and_banned_lists_are_imported_from_files(
    qtbot, services, settings, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    entry = services.decklists.overview(event_id)[0].entry_id
    services.decklists.save(event_id, entry, FIXED)
    window, tab = open_tab(qtbot, services, settings, event_id)
    names = tmp_path / "names.txt"
    names.write_bytes("Lightning Bolt\t稲妻\nMountain\t山\n".encode("cp932"))  # Excel in Japan
    assert tab.import_card_names(names) == 2
    assert window.statusBar().currentMessage().startswith("2 card names read;")
    assert services.decklists.complete("Light", 5) == ["Lightning Bolt"]
    lists = DECKLISTS / "mtr-2023-08-21-banlists.json"
    assert tab.import_ban_lists(lists) is not None
    assert "Banned and restricted lists imported" in window.statusBar().currentMessage()
    bad = tmp_path / "bad.json"
    bad.write_text("not json", encoding="utf-8")
    seen = {}

    def refused(box: QWidget) -> None:
        seen["text"] = box.text()  # type: ignore[attr-defined]
        box.close()

    on_next_dialog(refused)
    assert tab.import_ban_lists(bad) is None
    assert "cannot be used as a banned and restricted list" in seen["text"]


def test_save_and_next_goes_down_the_missing_lists(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    _window, tab = open_tab(qtbot, services, settings, event_id)
    tab.state_filter.setCurrentIndex(tab.state_filter.findData(DeckState.MISSING.value))
    first, second = (tab.proxy.index(r, 0).data(ROW_ROLE) for r in range(2))
    assert tab.select_entry(first.entry_id)
    titles: list[str] = []

    def when_titled(title: str, handler) -> None:  # type: ignore[no-untyped-def]
        """``handler`` on the modal dialog titled ``title`` once it shows."""
        expect_modal()

        def poll() -> None:
            dialog = QApplication.activeModalWidget()
            if dialog is None or dialog.windowTitle() != title:
                QTimer.singleShot(5, poll)
                return
            handler(dialog)

        QTimer.singleShot(0, poll)

    def enter_first(dialog: QWidget) -> None:
        assert isinstance(dialog, DecklistDialog)
        titles.append(dialog.windowTitle())
        assert dialog.next_button.text() == "Next player"
        dialog.editor.setPlainText(FIXED)
        assert dialog.next_button.text() == "Save and next"
        when_titled(f"Decklist: {second.name}", close_second)
        dialog.next_button.click()

    def close_second(dialog: QWidget) -> None:
        assert isinstance(dialog, DecklistDialog)
        titles.append(dialog.windowTitle())
        dialog.close_button.click()

    when_titled(f"Decklist: {first.name}", enter_first)
    tab.edit_button.click()
    assert titles == [f"Decklist: {first.name}", f"Decklist: {second.name}"]
    assert services.decklists.detail(event_id, first.entry_id).decklist is not None
    # The saved list left the "Missing" filter; the second player is selected now.
    assert tab.selected() is not None and tab.selected().entry_id == second.entry_id
    assert first.entry_id not in {
        tab.proxy.index(r, 0).data(ROW_ROLE).entry_id for r in range(tab.proxy.rowCount())
    }


def test_the_model_and_filter_pass_qt_checks(qtbot, services) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    entry = services.decklists.overview(event_id)[0].entry_id
    services.decklists.save(event_id, entry, BROKEN)
    model = DecklistsModel()
    proxy = DecklistsFilter()
    proxy.setSourceModel(model)
    fatal = QAbstractItemModelTester.FailureReportingMode.Fatal
    QAbstractItemModelTester(model, fatal)
    QAbstractItemModelTester(proxy, fatal)
    model.set_rows(services.decklists.overview(event_id))
    proxy.set_state(DeckState.PROBLEM)
    assert proxy.rowCount() == 1
    proxy.set_text("player00")
    assert proxy.rowCount() == 1
    proxy.set_text("nobody")
    assert proxy.rowCount() == 0
    model.set_rows([])
    assert model.headerData(DecklistsModel.STATE, Qt.Orientation.Horizontal) == "Decklist"


def test_the_tab_on_its_own_reloads_after_a_save(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = modern_event(services)
    tab = DecklistsTab(Session(services, settings, "en", lambda: None))
    qtbot.addWidget(tab)
    tab.set_event(event_id)
    entry = services.decklists.overview(event_id)[0].entry_id
    assert tab.select_entry(entry)
    emitted = []
    tab.changed.connect(emitted.append)

    def save(dialog: QWidget) -> None:
        assert isinstance(dialog, DecklistDialog)
        dialog.editor.setPlainText(FIXED)
        dialog.save_button.click()

    on_next_dialog(save)
    tab.edit_button.click()
    assert emitted and emitted[0].decklists
    assert tab.selected() is not None and tab.selected().state is DeckState.RECEIVED
    assert tab.panel.main_label.text() == "Main deck (60)"


def test_the_dialogs_read_in_japanese(qtbot, services, translators) -> None:  # type: ignore[no-untyped-def]
    translators.install("ja")
    event_id, _ = services.events.create(
        EventSettings("シールド", dt.date(2026, 11, 22), format=Format.SEALED)
    )
    ids = [services.players.add(event_id, family, given)[0] for family, given, _ in SIXTEEN[:4]]
    services.rounds.pair_next(event_id)
    names = {r.entry_id: r.name for r in services.decklists.overview(event_id)}
    dialogs: list[QWidget] = [
        DecklistDialog(
            services,
            event_id,
            ids[0],
            "山田 太郎",
            limited=True,
            players=list(names.items()),
            has_next=True,
        ),
        DeckCheckDialog(services, event_id, 1, names, seed=5),
        OfficialDialog("山田 太郎"),
        HeadJudgeDialog("山田 太郎"),
        EnglishNameDialog("稲妻", services.decklists.complete),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        assert assert_japanese(dialog) > 5
    decklist = dialogs[0]
    assert isinstance(decklist, DecklistDialog)
    assert decklist.pages.tabText(1) == "プール"
    assert decklist.pool_summary.text() == "プール: 0枚"
