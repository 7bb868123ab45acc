"""The crosstable in the window (issue 31): the Standings tab's Crosstable... button opens
the dialog with the standings' lines and each round's mark and opponent line, in English
and Japanese; a cell's tooltip names the opponent; another complete round can be chosen;
at 1366×768 the whole table fits without a name cut; a large event has the button off."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QMessageBox

from mtrdesk.core.charts.crosstable import Mark
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import import_event
from mtrdesk.ui.dialogs.charts import crosstable as dialogs
from mtrdesk.ui.dialogs.charts.crosstable import CrosstableDialog, open_crosstable
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.crosstable_events import small_document


def _opened(monkeypatch: pytest.MonkeyPatch) -> list[CrosstableDialog]:
    shown: list[CrosstableDialog] = []

    def run(dialog: CrosstableDialog) -> int:
        dialog.show()
        shown.append(dialog)
        return 0

    monkeypatch.setattr(CrosstableDialog, "exec", run)
    return shown


def _row(dialog: CrosstableDialog, row: int) -> list[str]:
    table = dialog.table
    return [table.item(row, c).text() for c in range(table.columnCount())]


def test_the_standings_tab_opens_the_crosstable(
    qtbot, services: Services, settings, translators, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = import_event(services, small_document())
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.standings_action.trigger()
    tab = window.standings_tab
    assert tab.crosstable_button is not None and tab.crosstable_button.isEnabled()
    shown = _opened(monkeypatch)
    tab.crosstable_button.click()
    (dialog,) = shown
    view = services.charts.crosstable(event_id)
    posted = services.standings.standings(event_id)
    assert dialog.table.rowCount() == len(posted) == 32
    marks = {Mark.WIN: "W", Mark.LOSS: "L", Mark.DRAW: "D", Mark.BYE: "Bye"}
    for row, (line, standing) in enumerate(zip(view.lines, posted, strict=True)):
        cells = _row(dialog, row)
        assert cells[0].rstrip("=") == str(standing.rank)
        assert cells[1].startswith(standing.name)
        assert cells[2 + len(view.rounds)] == str(standing.points)
        for text, cell in zip(cells[2 : 2 + len(view.rounds)], line.cells, strict=True):
            if cell is not None and cell.opponent is not None:
                assert text == f"{marks[cell.mark]} {cell.opponent}"
    first = view.lines[0].cells[0]
    assert first is not None and first.opponent is not None and first.result is not None
    tip = dialog.table.item(0, 2).toolTip()
    assert tip == f"Round 1: {view.lines[first.opponent - 1].name}, {first.result.to_text()}"
    # Another complete round: fewer columns, that round's standings.
    dialog.after_combo.setCurrentIndex(dialog.after_combo.findData(2))
    assert dialog.table.columnCount() == 2 + 2 + 5
    after_two = services.standings.standings(event_id, 2)
    assert [_row(dialog, r)[4] for r in range(32)] == [str(s.points) for s in after_two]
    # 1366x768: the whole table in view, no name cut.
    dialog.resize(1366 - 20, 768 - 60)
    qtbot.waitExposed(dialog)
    assert dialog.table.horizontalScrollBar().maximum() == 0
    metrics = QFontMetrics(dialog.table.font())
    widest = max(metrics.horizontalAdvance(_row(dialog, r)[1]) for r in range(32))
    assert dialog.table.columnWidth(1) >= widest
    dialog.close()
    # In Japanese.
    translators.install("ja")
    shown.clear()
    tab.crosstable_button.click()
    (japanese,) = shown
    heads = [japanese.table.horizontalHeaderItem(c).text() for c in range(3)]
    assert heads == ["順位", "プレイヤー名", "第1回戦"]
    # The tiebreakers in Japanese, their full MTR terms in the tooltips (issue 32).
    last = [japanese.table.horizontalHeaderItem(c) for c in range(japanese.table.columnCount())]
    assert [(h.text(), h.toolTip()) for h in last[-3:]] == [
        ("オポ", "オポネント・マッチ・ウィン・パーセンテージ (MTR 付録C)"),
        ("ゲーム勝率", "ゲーム・ウィン・パーセンテージ (MTR 付録C)"),
        ("相手ゲーム勝率", "オポネント・ゲーム・ウィン・パーセンテージ (MTR 付録C)"),
    ]
    assert any(_row(japanese, r)[2].startswith("勝 ") for r in range(32))
    japanese.close()


def test_a_large_event_has_no_crosstable(
    qtbot, services: Services, settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    event_id = import_event(services, small_document(players=40, rounds=2))
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.standings_action.trigger()
    button = window.standings_tab.crosstable_button
    assert button is not None and not button.isEnabled()
    said: list[str] = []
    monkeypatch.setattr(dialogs, "attempt", _saying(said))
    assert open_crosstable(window, services, event_id) is None
    assert said == ["crosstable_too_large"]
    assert QMessageBox is not None


def _saying(said: list[str]):
    """``attempt`` that keeps the refusal's problem instead of showing a message box."""
    from mtrdesk.services.errors import ServiceError

    def attempt(parent, action):
        try:
            return action()
        except ServiceError as error:
            said.append(error.problem.value)
            return None

    return attempt
