"""With Japanese loaded, no text in the window or its dialogs is left in English."""

from __future__ import annotations

import re

from PySide6.QtCore import QAbstractItemModel, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTabWidget,
    QWidget,
)
from ui_helpers import SIXTEEN

from mtrdesk.core.event import EventSettings, Playoff
from mtrdesk.core.event_rules import EventProgress, editable_settings
from mtrdesk.ui.dialogs.audit_dialog import AuditLogDialog
from mtrdesk.ui.dialogs.csv_import_dialog import CsvImportDialog
from mtrdesk.ui.dialogs.event_dialog import EventDialog
from mtrdesk.ui.dialogs.pairing_dialog import PairingDialog
from mtrdesk.ui.dialogs.player_dialog import PlayerDialog
from mtrdesk.ui.main_window import MainWindow

#: Proper nouns and abbreviations a Japanese screen keeps as they are.
ALLOWED = [
    "mtrdesk",
    "MTG",
    "MTR",
    "OMW%",
    "OGW%",
    "GW%",
    "REL",
    "ID",
    "BYE",
    "BO1",
    "CSV",
    "QR",  # QRコード: the Japanese word for it
    "PDF",
    "DCI",
    "UTF-8",
    "Shift_JIS",
    "Qt",
    "English",
    "vs",
    "yyyy",
    "MM",
    "dd",
    "ddd",
    "Enter",
    "OK",  # Japanese Qt (qtbase_ja) and Japanese programs keep OK as is
]
LATIN = re.compile(r"[A-Za-z]{2,}")


def english_left(text: str) -> str | None:
    for word in sorted(ALLOWED, key=len, reverse=True):
        text = text.replace(word, "")
    found = LATIN.findall(text)
    return " ".join(found) if found else None


def model_texts(model: QAbstractItemModel) -> list[str]:
    texts = []
    for column in range(model.columnCount()):
        for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = model.headerData(column, Qt.Orientation.Horizontal, role)
            if isinstance(value, str):
                texts.append(value)
        for row in range(model.rowCount()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.index(row, column).data(role)
                if isinstance(value, str):
                    texts.append(value)
    return texts


def widget_texts(root: QWidget) -> list[tuple[str, str]]:
    """Every user-visible string under ``root``: titles, labels, buttons, menus, cells."""
    found: list[tuple[str, str]] = [("title", root.windowTitle())]
    for widget in [root, *root.findChildren(QWidget)]:
        kind = type(widget).__name__
        found.append((kind + " tooltip", widget.toolTip()))
        if isinstance(widget, QLabel | QAbstractButton):
            found.append((kind, widget.text()))
        if isinstance(widget, QLineEdit):
            found.append((kind + " placeholder", widget.placeholderText()))
        if isinstance(widget, QComboBox):
            found += [(kind, widget.itemText(i)) for i in range(widget.count())]
        if isinstance(widget, QTabWidget):
            found += [(kind, widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QMenu):
            found.append((kind, widget.title()))
        if isinstance(widget, QTableView) and widget.model() is not None:
            found += [(kind, text) for text in model_texts(widget.model())]
        for action in widget.actions():
            found += [("action", action.text()), ("action tooltip", action.toolTip())]
    return found


def assert_japanese(root: QWidget) -> int:
    leftovers = [(where, text) for where, text in widget_texts(root) if text and english_left(text)]
    assert leftovers == []
    return len(widget_texts(root))


def sample_event(services) -> int:
    """A Japanese event in its second round, with a drop and a missing result."""
    event_id, _ = services.events.create(
        EventSettings(
            name="金曜モダン", date=__import__("datetime").date(2026, 11, 20), playoff=Playoff.TOP8
        )
    )
    ids = [services.players.add(event_id, f, g, r)[0] for f, g, r in SIXTEEN[:9]]
    services.players.add(event_id, "スミス", "ジョン")  # no reading
    services.rounds.pair_next(event_id)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-1")
    services.players.drop(ids[0])
    services.rounds.pair_next(event_id)
    return event_id


def test_every_text_in_the_window_is_japanese(qtbot, services, settings, translators) -> None:
    assert translators.install("ja")
    event_id = sample_event(services)
    window = MainWindow(services, settings, "ja")
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.standings_tab.reload()
    seen = assert_japanese(window)
    assert seen > 200
    assert window.standings_tab.floor_label.text() == "下限 0.33"
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
