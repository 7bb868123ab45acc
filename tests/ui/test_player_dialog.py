"""The player dialog at the registration desk: roster suggestions never get in the way."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.dialogs.player import PlayerDialog


def _roster(services) -> None:
    """A previous event leaves 中村 (ID 2001) and 山田 (ID 1001) on the roster."""
    earlier, _ = services.events.create(EventSettings(name="先週", date=dt.date(2026, 11, 14)))
    services.players.add(earlier, "中村", "蓮", "なかむら れん", "2001")
    services.players.add(earlier, "山田", "太郎", "やまだ たろう", "1001")


def _type(edit, text: str) -> None:
    """Typing kana as an IME commits it (QTest.keyClicks handles Latin-1 only)."""
    edit.setFocus()
    edit.setText(text)
    edit.textEdited.emit(text)


def test_enter_accepts_once_the_typed_id_matches_nobody(qtbot, services) -> None:
    """ "200" suggests 中村 (2001); "2005" matches nobody: Enter must add the new player,
    not vanish into an empty suggestion list."""
    _roster(services)
    dialog = PlayerDialog(services.players.search_roster)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.family_edit.setText("加藤")  # QTest types Latin-1 only
    dialog.player_id_edit.setFocus()
    qtbot.keyClicks(dialog.player_id_edit, "200")
    assert dialog.completer.popup().isVisible()
    qtbot.keyClicks(dialog.player_id_edit, "5")
    assert not dialog.completer.popup().isVisible()
    with qtbot.waitSignal(dialog.accepted, timeout=1000):
        qtbot.keyClick(dialog.player_id_edit, Qt.Key.Key_Return)
    assert dialog.form().player_id == "2005"
    assert dialog.form().roster_id is None


def test_emptied_field_closes_the_suggestions(qtbot, services) -> None:
    _roster(services)
    dialog = PlayerDialog(services.players.search_roster)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _type(dialog.family_edit, "やま")
    assert dialog.completer.popup().isVisible()
    dialog.family_edit.clear()
    dialog.family_edit.textEdited.emit("")
    assert not dialog.completer.popup().isVisible()


def test_suggestions_are_shown_in_full(qtbot, services) -> None:
    """Name, reading and ID must be readable in the list, not cut to "山田 太郎 (やまだ …"."""
    _roster(services)
    dialog = PlayerDialog(services.players.search_roster)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _type(dialog.family_edit, "やま")
    popup = dialog.completer.popup()
    assert popup.isVisible()
    assert popup.width() >= popup.sizeHintForColumn(0)
    # The fields themselves are wide enough for the ID placeholder.
    edit = dialog.player_id_edit
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(edit.placeholderText())
