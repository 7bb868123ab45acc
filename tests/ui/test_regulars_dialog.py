"""Event ▸ Regulars… (issue 30, item 3): search by reading, sort by last seen, the e-mails
shown on request, merge two records, erase a person; the Players tab's Absent and the
player dialog's e-mail field."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QDialog, QInputDialog, QMessageBox

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Changes
from mtrdesk.services.views import AuditEntry
from mtrdesk.ui import errors as ui_errors
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.dialogs.regulars.dialog import RegularsDialog
from mtrdesk.ui.dialogs.regulars.merge import MergeDialog
from mtrdesk.ui.models.base import ROW_ROLE
from mtrdesk.ui.models.regulars_model import RegularsModel
from mtrdesk.words.audit_context import LogContext
from mtrdesk.words.audit_text import action_label, describe_detail
from tests.helpers.japanese import assert_japanese, model_texts
from tests.helpers.ui_pods import open_window

WHEN = dt.datetime(2026, 11, 6, 18, 0)


def _store(services) -> dict[str, int]:
    """Three events over a month; 山田 came twice, 山本 once, Smith last week."""
    events = [
        services.events.create(EventSettings(name=f"FNM {d}", date=dt.date(2026, 11, d)))[0]
        for d in (1, 8, 15)
    ]
    yamada = services.players.add(events[0], "山田", "太郎", "やまだ たろう", "1001")[0]
    roster = {"山田": services.players.get(yamada).roster_id}
    services.players.add(events[1], "", roster_id=roster["山田"])
    yamamoto = services.players.add(events[1], "山本", "花子", "ヤマモト ハナコ")[0]
    roster["山本"] = services.players.get(yamamoto).roster_id
    smith = services.players.add(events[2], "Smith", "John", "すみす", "")[0]
    roster["Smith"] = services.players.get(smith).roster_id
    twin = services.players.add(events[2], "山田", "太郎", "", "")[0]  # typed again, no ID
    roster["twin"] = services.players.get(twin).roster_id
    services.roster.set_email(roster["山田"], "taro@example.jp")
    return roster


def _names(dialog: RegularsDialog) -> list[str]:
    proxy = dialog.proxy
    return [proxy.index(r, RegularsModel.NAME).data() for r in range(proxy.rowCount())]


def _select(dialog: RegularsDialog, ids: list[int]) -> None:
    selection = dialog.table.selectionModel()
    selection.clearSelection()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    for row in range(dialog.proxy.rowCount()):
        index = dialog.proxy.index(row, 0)
        if index.data(ROW_ROLE).id in ids:
            selection.select(index, flags)


def _dialog(qtbot, services, applied: list[Changes] | None = None) -> RegularsDialog:
    dialog = RegularsDialog(services, (applied if applied is not None else []).append)
    qtbot.addWidget(dialog)
    return dialog


def test_search_by_reading_and_sort_by_last_seen(qtbot, services) -> None:
    _store(services)
    dialog = _dialog(qtbot, services)
    # Last seen first: the 15th (Smith, the twin 山田) before the 8th.
    assert _names(dialog) == ["Smith John", "山田 太郎", "山田 太郎", "山本 花子"]
    dialog.search_edit.setText("やまもと")  # hiragana finds the katakana reading
    assert _names(dialog) == ["山本 花子"]
    dialog.search_edit.setText("ﾔﾏﾀﾞ")  # half-width katakana
    assert _names(dialog) == ["山田 太郎"]
    dialog.search_edit.setText("")
    dialog.sort_combo.setCurrentIndex(1)  # by name (reading)
    assert _names(dialog)[:3] == ["Smith John", "山田 太郎", "山本 花子"]
    dialog.sort_combo.setCurrentIndex(2)  # by events played
    assert _names(dialog)[0] == "山田 太郎"
    first = dialog.proxy.index(0, 0).data(ROW_ROLE)
    assert (first.events, first.last_seen) == (2, dt.date(2026, 11, 8))
    assert dialog.count_label.text() == "4 people"


def test_emails_are_hidden_until_asked(qtbot, services) -> None:
    _store(services)
    dialog = _dialog(qtbot, services)
    assert dialog.table.isColumnHidden(RegularsModel.EMAIL)
    assert not any("@" in text for text in model_texts(dialog.proxy))  # not even a tooltip
    dialog.email_check.setChecked(True)
    assert not dialog.table.isColumnHidden(RegularsModel.EMAIL)
    emails = [dialog.proxy.index(r, RegularsModel.EMAIL).data() for r in range(4)]
    assert "taro@example.jp" in emails


def test_merge_two_records_keeps_the_chosen_one(qtbot, services, monkeypatch) -> None:
    roster = _store(services)
    applied: list[Changes] = []
    dialog = _dialog(qtbot, services, applied)
    _select(dialog, [roster["twin"], roster["山田"]])
    assert dialog.merge_button.isEnabled() and not dialog.erase_button.isEnabled()
    shown: list[MergeDialog] = []

    def accept(merge_dialog: MergeDialog) -> int:
        shown.append(merge_dialog)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(MergeDialog, "exec", accept)
    dialog.merge()
    # Offered first: the record with more events (the one with the ID and e-mail).
    assert shown and shown[0].kept()[0].id == roster["山田"]
    assert applied and applied[0].roster
    assert _names(dialog).count("山田 太郎") == 1
    kept = services.roster.regular(roster["山田"])
    assert (kept.events, kept.player_id, kept.email) == (3, "1001", "taro@example.jp")


def test_merge_refused_when_both_played_one_event_says_which(qtbot, services, monkeypatch):
    roster = _store(services)
    dialog = _dialog(qtbot, services)
    _select(dialog, [roster["Smith"], roster["twin"]])  # both played FNM 15
    monkeypatch.setattr(MergeDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    errors: list[str] = []
    monkeypatch.setattr(
        ui_errors, "show_error", lambda parent, text, title=None: errors.append(text)
    )
    dialog.merge()
    assert errors and "FNM 15" in errors[0]
    assert len(_names(dialog)) == 4


def test_erase_asks_naming_what_goes_and_the_backups(qtbot, services, monkeypatch) -> None:
    roster = _store(services)
    applied: list[Changes] = []
    dialog = _dialog(qtbot, services, applied)
    _select(dialog, [roster["山本"]])
    asked: list[str] = []

    def answer(parent, title, text):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.No if len(asked) == 1 else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    dialog.erase()  # No: nothing happens
    assert "山本 花子" in _names(dialog) and not applied
    assert "山本 花子" in asked[0] and "Backups" in asked[0]
    assert f"Erased player {roster['山本']}" in asked[0]
    dialog.erase()
    assert applied and applied[0].standings
    assert "山本 花子" not in _names(dialog)
    assert f"Erased player {roster['山本']}" in _names(dialog)
    assert dialog.search_edit.text() == ""
    dialog.search_edit.setText("やまもと")
    assert _names(dialog) == []
    # An erased person can be neither erased again, nor merged, nor given an e-mail.
    dialog.search_edit.setText("")
    _select(dialog, [roster["山本"]])
    assert not dialog.erase_button.isEnabled() and not dialog.email_button.isEnabled()


def test_set_email_checks_the_address(qtbot, services, monkeypatch) -> None:
    roster = _store(services)
    dialog = _dialog(qtbot, services)
    _select(dialog, [roster["Smith"]])
    errors: list[str] = []
    monkeypatch.setattr(
        ui_errors, "show_error", lambda parent, text, title=None: errors.append(text)
    )
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("john@", True))
    dialog.set_email()
    assert errors and "e-mail" in errors[0]
    assert services.roster.regular(roster["Smith"]).email == ""
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("john@example.com", True))
    _select(dialog, [roster["Smith"]])
    dialog.set_email()
    assert services.roster.regular(roster["Smith"]).email == "john@example.com"


def test_the_event_menu_opens_the_regulars_without_an_event(
    qtbot, services, settings, monkeypatch
) -> None:
    _store(services)
    window = open_window(qtbot, services, settings, None)
    opened: list[RegularsDialog] = []
    monkeypatch.setattr(RegularsDialog, "exec", lambda self: opened.append(self) or 0)
    assert window.regulars_action.isEnabled()
    window.regulars_action.trigger()
    assert opened and len(_names(opened[0])) == 4


def test_players_tab_absent_removes_and_counts_a_no_show(
    qtbot, services, settings, always_yes
) -> None:
    event_id, _ = services.events.create(EventSettings(name="FNM", date=dt.date(2026, 11, 22)))
    entry, _ = services.players.add(event_id, "来ない", "人", "こない ひと")
    window = open_window(qtbot, services, settings, event_id)
    tab = window.players_tab
    assert tab.select_entry(entry)
    assert tab.absent_button.isEnabled()
    tab.absent_button.click()
    assert services.players.list_entries(event_id) == []
    regular = services.roster.regulars("こない")[0]
    assert regular.no_shows == 1


def test_player_dialog_email_field_is_checked_and_returned(qtbot) -> None:
    dialog = PlayerDialog(None)
    qtbot.addWidget(dialog)
    dialog.family_edit.setText("山田")
    dialog.email_edit.setText("not an address")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert "e-mail" in dialog.problem_label.text()
    dialog.email_edit.setText("ｔａｒｏ＠example.jp")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.form().email == "ｔａｒｏ＠example.jp"  # the service folds the width


def test_regulars_in_japanese(qtbot, services, translators) -> None:
    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 6)))
    services.players.add(event_id, "山田", "太郎", "やまだ たろう", email="taro@example.jp")
    services.players.remove_absent(services.players.add(event_id, "佐藤", "花子", "さとう")[0])
    assert translators.install("ja")
    dialog = _dialog(qtbot, services)
    assert assert_japanese(dialog) > 10  # the e-mails hidden: an address is not a word
    assert dialog.windowTitle() == "常連"
    assert dialog.count_label.text() == "2人"
    # The roster's own audit rows, in Japanese.
    rows = [
        AuditEntry(WHEN, "roster.email", {"roster": 3, "cleared": False}),
        AuditEntry(
            WHEN,
            "roster.merge",
            {"roster": 3, "merged": 5, "name": "山田 太郎", "merged_name": "山田 太郎"},
        ),
        AuditEntry(WHEN, "roster.erase", {"roster": 4, "redacted": [[2, "x"], [3, "y"]]}),
        AuditEntry(WHEN, "player.no_show", {"roster": 4, "name": "佐藤 花子", "no_shows": 1}),
    ]
    texts = [(action_label(r), describe_detail(r, LogContext())) for r in rows]
    assert texts == [
        ("ウィザーズ・アカウントのメールアドレスを変更", "名簿 3番: メールアドレスを設定"),
        ("同じ人の2つの記録を統合", "山田 太郎 (名簿 5番) を 山田 太郎 (名簿 3番) に統合"),
        ("個人情報を消去", "名簿 4番、操作履歴の記録2件を伏せ字に"),
        ("無断欠席を記録", "佐藤 花子 (無断欠席 1回)"),
    ]
