"""The result-entry line, the player dialog's roster completion, and the messages table."""

from __future__ import annotations

import enum

import pytest
from PySide6.QtCore import Qt

from mtrdesk.core.results import ResultError, ResultProblem
from mtrdesk.core.settings import SettingsProblem
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.store import errors as store_errors
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.widgets.result_entry import ResultEntry, parse_table_number
from mtrdesk.words import messages


def test_result_entry_round_trip(qtbot) -> None:
    reported: list[tuple[int, str]] = []

    def report(table: int, text: str) -> str | None:
        if text == "3-0":
            return "too many"
        reported.append((table, text))
        return None

    entry = ResultEntry(lambda t: "A vs B" if t == 4 else None, report)
    qtbot.addWidget(entry)
    qtbot.keyClicks(entry.table_edit, "9")
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    assert "9" in entry.message_label.text()
    entry.table_edit.clear()
    qtbot.keyClicks(entry.table_edit, "4")
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    assert entry.match_label.text() == "A vs B"
    qtbot.keyClicks(entry.result_edit, "3-0")
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    assert entry.message_label.text() == "too many"
    assert entry.table_edit.text() == "4"
    entry.result_edit.clear()
    qtbot.keyClicks(entry.result_edit, "2-1")
    with qtbot.waitSignal(entry.reported):
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    assert reported == [(4, "2-1")]
    assert entry.table_edit.text() == "" and entry.result_edit.text() == ""


def test_table_numbers_typed_through_an_ime() -> None:
    assert parse_table_number("１２") == 12
    assert parse_table_number(" 7 ") == 7
    assert parse_table_number("7a") is None


def test_roster_completion_fills_the_dialog(qtbot, services) -> None:
    from mtrdesk.core.settings import EventSettings

    first, _ = services.events.create(
        EventSettings(name="先週", date=__import__("datetime").date(2026, 11, 13))
    )
    services.players.add(first, "山田", "太郎", "やまだ たろう", "1234567")
    dialog = PlayerDialog(services.players.search_roster)
    qtbot.addWidget(dialog)
    dialog.reading_edit.setText("やま")
    dialog.reading_edit.textEdited.emit("やま")
    assert dialog.completion_model.rowCount() == 1
    dialog.completer.activated[type(dialog.completion_model.index(0, 0))].emit(
        dialog.completion_model.index(0, 0)
    )
    form = dialog.form()
    assert (form.family, form.given, form.player_id) == ("山田", "太郎", "1234567")
    assert form.roster_id is not None
    dialog.given_edit.setText("次郎")
    dialog.given_edit.textEdited.emit("次郎")
    assert dialog.form().roster_id is None


ENUMS: list[type[enum.Enum]] = [ResultProblem, SettingsProblem, Problem]


@pytest.mark.parametrize("problem_type", ENUMS)
def test_every_problem_has_its_own_sentence(qapp, problem_type: type[enum.Enum]) -> None:
    sentences = [messages.problem_message(p) for p in problem_type]
    assert not any(s.startswith("Unexpected problem") for s in sentences)


def test_known_errors_are_described_and_bugs_are_not(qapp, tmp_path) -> None:
    bad = ServiceError(Problem.BAD_RESULT, result_problem=ResultProblem.DRAW_IN_PLAYOFF)
    assert "draw" in messages.describe(bad)
    assert "40 minutes" in messages.describe(
        __import__("mtrdesk.core.settings", fromlist=["SettingsError"]).SettingsError(
            [SettingsProblem.ROUND_TOO_SHORT]
        )
    )
    assert messages.describe(ResultError(ResultProblem.EMPTY, ""))
    newer = store_errors.NewerDatabase(tmp_path / "a.sqlite3", 9, 1)
    assert "newer version" in messages.describe(newer)
    assert "disk is full" in messages.describe(store_errors.DiskFull(None))
    assert messages.is_known(newer)
    assert not messages.is_known(KeyError("bug"))
