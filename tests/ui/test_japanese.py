"""With Japanese loaded, no text in the window or its dialogs is left in English."""

from __future__ import annotations

from mtrdesk.core.event_rules import EventProgress, editable_settings
from mtrdesk.ui.dialogs.audit import AuditLogDialog
from mtrdesk.ui.dialogs.csv_import import CsvImportDialog
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.dialogs.pairing import PairingDialog
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.japanese import assert_japanese, sample_event
from tests.helpers.ui_helpers import visit_every_tab


def test_every_text_in_the_window_is_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = sample_event(services)
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    visit_every_tab(window)
    window.standings_tab.reload()
    seen = assert_japanese(window)
    assert seen > 200
    # Review 2026-11-28 §5 entry 6: 「下限」 alone was cryptic.
    assert window.standings_tab.floor_label.text() == "勝率の下限 0.33"
    assert window.tabs.tabText(3) == "順位表"
    assert "第2回戦" in window.rounds_tab.round_combo.currentText()
    # The File and Event menu entries for event files, backups and the audit log.
    assert window.import_event_action.text() == "大会ファイルを読み込む(&I)..."
    assert window.export_event_action.text() == "大会ファイルを書き出す(&X)..."
    assert window.backup_action.text() == "データベースをバックアップ(&B)..."
    assert window.audit_log_action.text() == "操作履歴(&L)..."
    assert window.playoff_tab.entry.result_edit.placeholderText() == "2-0、2-1、1-2"


def test_every_dialog_is_japanese(qtbot, services, translators) -> None:
    assert translators.install("ja")
    event_id = sample_event(services)
    summary = services.events.get(event_id)
    dialogs = [
        EventDialog(None, player_count=10),
        EventDialog(
            summary.settings,
            player_count=10,
            editable=editable_settings(EventProgress(round_paired=True)),
        ),
        PlayerDialog(services.players.search_roster),
        CsvImportDialog(
            services.players.preview_csv("姓,名,ふりがな\n山田,太郎,やまだ\n,,\n", event_id)
        ),
        PairingDialog(event_id, services.rounds, services.rounds.list_rounds(event_id)[:1]),
        AuditLogDialog(
            services.rounds.audit_log(event_id),
            {e.id: e.display_name for e in services.players.list_entries(event_id)},
        ),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        assert_japanese(dialog)
    assert dialogs[1].rounds_spin.isEnabled() is False
    audit = dialogs[-1]
    assert audit.model.rowCount() == len(services.rounds.audit_log(event_id))
    assert audit.model.index(0, 1).data() == "組み合わせを作成"  # newest first: round 2
