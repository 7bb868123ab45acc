"""Names are shown as typed, never as rich text (issue 14, item 0): a player registered as
``<span style="font-size:60pt">…`` once grew the result line to 419 px."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.models.audit_model import AuditLogModel
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import dialog_for

HTML_NAME = '<span style="font-size:60pt">巨大</span>'


def _event_with_html_name(services) -> int:
    event_id, _ = services.events.create(EventSettings("金曜モダン", dt.date(2026, 11, 20)))
    html_entry, _ = services.players.add(event_id, HTML_NAME, "太郎", player_id="P0000")
    assert services.players.get(html_entry).family == HTML_NAME  # stored as typed
    for n in range(1, 8):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    services.rounds.pair_next(event_id)
    return event_id


def _table_of(services, event_id: int, family: str) -> int:
    entry = next(e.id for e in services.players.list_entries(event_id) if e.family == family)
    for match in services.rounds.current_round(event_id).matches:
        if entry in (match.player1, match.player2) and match.table is not None:
            return match.table
    raise AssertionError(family)


@pytest.fixture
def window(qtbot, services, settings):
    event_id = _event_with_html_name(services)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.show()
    return window, event_id


def _show_table(qtbot, window: MainWindow, table: int) -> QLabel:
    entry = window.rounds_tab.entry
    entry.table_edit.clear()
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    return entry.match_label


def test_the_result_line_shows_an_html_name_as_typed(qtbot, services, window) -> None:
    shown, event_id = window
    ordinary = next(t for t in range(1, 5) if t != _table_of(services, event_id, HTML_NAME))
    label = _show_table(qtbot, shown, ordinary)
    height = label.sizeHint().height()
    label = _show_table(qtbot, shown, _table_of(services, event_id, HTML_NAME))
    assert HTML_NAME in label.text()
    assert label.textFormat() is Qt.TextFormat.PlainText
    # Drawn as characters: the line keeps the height of any other name (not 419 px).
    assert label.sizeHint().height() == height


def test_every_label_of_the_window_is_plain_text(qtbot, window) -> None:
    """Rich text in a label is a decision, never Qt's guess from what a name looks like."""
    shown, _ = window
    for tab in range(shown.tabs.count()):
        shown.tabs.setCurrentIndex(tab)
        for label in shown.findChildren(QLabel):
            assert label.textFormat() is Qt.TextFormat.PlainText, label.objectName()


def test_a_tooltip_naming_the_player_is_escaped(qtbot, services, window) -> None:
    _, event_id = window
    dialog = dialog_for(services, event_id)
    qtbot.addWidget(dialog)
    model: AuditLogModel = dialog.model
    tips = [
        model.index(row, AuditLogModel.DETAIL).data(Qt.ItemDataRole.ToolTipRole)
        for row in range(model.rowCount())
    ]
    naming = [tip for tip in tips if tip and "font-size" in tip]
    assert naming, tips
    for tip in naming:
        assert "&lt;span" in tip and "<span" not in tip
        assert tip.startswith("<p")  # HTML that shows the characters


def test_an_error_box_shows_the_name_as_typed(qtbot, monkeypatch) -> None:
    from mtrdesk.ui.errors import show_error

    boxes: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box))
    show_error(None, f"{HTML_NAME} has already dropped.")
    assert boxes[0].textFormat() is Qt.TextFormat.PlainText


@pytest.mark.parametrize(
    ("text", "same"),
    [
        ("Yamada Taro", True),
        ("A & B < C", True),  # Qt would not take it for HTML: left alone
        ("<b>Bold</b>", False),
        ("&lt;script&gt;", False),  # Qt takes an entity for HTML: shown as typed
    ],
)
def test_rich_safe_only_changes_what_qt_would_take_for_html(qapp, text, same) -> None:
    safe = rich_safe(text)
    assert (safe == text) is same
    label = PlainLabel()
    label.setTextFormat(Qt.TextFormat.AutoText)
    label.setText(safe)
    # What a tooltip shows is the characters typed.
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    if same:
        document.setPlainText(safe)
    else:
        document.setHtml(safe)
    assert document.toPlainText() == text
    QApplication.processEvents()
