"""The window's CSV import is bounded and refuses what event files refuse (issue 27, Why 10).

It read and imported a 100,000-row file for over 150 s with no progress and no way out
(and building the preview's table of 400,000 items crashed PySide); it now says how far it
is in a progress dialog whose Cancel leaves the database as it was, and a list over 10,000
rows is refused before anything else. A cell with a control character that ``clean``
would have made a space (a file separator, a vertical tab, NEL, a line break inside a
quoted cell) was imported; event files refuse it, and so does the import now, naming the
line and the column. No test waits on a dialog: the preview's ``exec`` is patched and
Cancel is pressed by a timer the progress dialog's own event processing runs.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QPushButton

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.csv_import import CsvImportDialog
from mtrdesk.ui.tabs.players_tab import PlayersTab
from mtrdesk.ui.window.main_window import MainWindow

HEADER = "姓,名,ふりがな,プレイヤーID\n"
#: The documented bound (services.csv_import.MAX_CSV_ROWS, README).
ROW_LIMIT = 10_000


def player_list(rows: int) -> str:
    return HEADER + "".join(f"山田{i},太郎,やまだ たろう,P{i:07d}\n" for i in range(rows))


@pytest.fixture
def tab(qtbot, services: Services, settings) -> Iterator[PlayersTab]:  # type: ignore[no-untyped-def]
    event_id, _ = services.events.create(EventSettings("CSV", dt.date(2026, 11, 28)))
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.players_tab)
    yield window.players_tab


def _state(services: Services, event_id: int) -> tuple[object, ...]:
    """What an import changes: the entries, the roster, the audit log."""
    return (
        [e.id for e in services.players.list_entries(event_id)],
        [r.id for r in services.players.search_roster("山田", limit=10_000)],
        len(services.rounds.audit_log(event_id)),
    )


def _press_cancel(tab: PlayersTab) -> None:
    """Cancel of the progress dialog, clicked as the organizer would."""
    assert tab.csv_progress is not None
    button = tab.csv_progress.dialog.findChild(QPushButton)
    assert button is not None
    button.click()


class Previews(list[CsvImportDialog]):
    """Every preview dialog the import opened, accepted at once (Import pressed), and
    what to do then (``then``)."""

    def __init__(self) -> None:
        super().__init__()
        self.then: list[Callable[[], None]] = []


@pytest.fixture
def previews(monkeypatch: pytest.MonkeyPatch) -> Previews:
    shown = Previews()

    def accept(dialog: CsvImportDialog) -> int:
        shown.append(dialog)
        for action in shown.then:
            action()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(CsvImportDialog, "exec", accept)
    return shown


def test_cancel_while_importing_leaves_the_database_unchanged(
    tab: PlayersTab, services: Services, previews: Previews, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(player_list(1200), encoding="utf-8")
    event_id = tab.event_id
    assert event_id is not None
    before = _state(services, event_id)
    # Import is pressed; Cancel once the import's first progress is shown.
    previews.then.append(lambda: QTimer.singleShot(0, lambda: _press_cancel(tab)))
    tab.import_csv(path)
    assert len(previews) == 1 and previews[0].rows_table.model().rowCount() == 1200
    assert _state(services, event_id) == before
    assert services.players.list_entries(event_id) == []
    assert tab.csv_progress is None  # the progress dialog is gone


def test_cancel_while_reading_shows_no_preview_and_changes_nothing(
    tab: PlayersTab, services: Services, previews: Previews, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(player_list(1200), encoding="utf-8")
    event_id = tab.event_id
    assert event_id is not None
    before = _state(services, event_id)
    QTimer.singleShot(0, lambda: _press_cancel(tab))
    tab.import_csv(path)
    assert previews == []
    assert _state(services, event_id) == before


def test_an_import_left_alone_enters_every_row(
    tab: PlayersTab, services: Services, previews: Previews, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(player_list(600), encoding="utf-8")
    event_id = tab.event_id
    assert event_id is not None
    tab.import_csv(path)
    assert len(services.players.list_entries(event_id)) == 600
    assert tab.csv_progress is None


def test_a_list_over_the_row_limit_is_refused_before_anything(
    tab: PlayersTab, services: Services, previews: Previews, tmp_path: Path
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(player_list(ROW_LIMIT + 1), encoding="utf-8")
    event_id = tab.event_id
    assert event_id is not None
    tab.import_csv(path)
    (dialog,) = previews
    assert dialog.rows_table.model().rowCount() == 0
    model = dialog.problems_table.model()
    assert model.rowCount() == 1
    assert model.index(0, 0).data() == str(ROW_LIMIT + 2)  # the header is line 1
    assert "more than 10,000 rows" in model.index(0, 3).data()
    assert services.players.list_entries(event_id) == []


@pytest.mark.parametrize(
    ("cells", "column"),
    [
        pytest.param("山田\x1c,太郎", "A", id="file-separator"),
        pytest.param("山田,太\x1f郎", "B", id="unit-separator"),
        pytest.param("山田,太郎,や\x0bまだ", "C", id="vertical-tab"),
        pytest.param("山田,太郎,,P1\x0c", "D", id="form-feed-in-id"),
        pytest.param("山田\x85,太郎", "A", id="nel"),
        pytest.param('"山田\n太郎",x', "A", id="line-break-in-quoted-cell"),
        pytest.param("山田\t,太郎", "A", id="tab-in-comma-file"),
        pytest.param("\x1b[31m山田,太郎", "A", id="ansi-escape"),
        pytest.param("山田,\u202e郎太", "B", id="right-to-left-override"),
    ],
)
def test_a_cell_event_files_refuse_is_skipped_naming_its_line_and_column(
    tab: PlayersTab,
    services: Services,
    previews: Previews,
    tmp_path: Path,
    cells: str,
    column: str,
) -> None:
    path = tmp_path / "players.csv"
    path.write_text(f"{cells}\n鈴木,花子\n", encoding="utf-8")
    event_id = tab.event_id
    assert event_id is not None
    tab.import_csv(path)
    (dialog,) = previews
    model = dialog.problems_table.model()
    assert [model.index(0, c).data() for c in (0, 1)] == ["1", column]
    shown = model.index(0, 2).data()
    assert not any(ch in shown for ch in "\x1b\x1c\x1f\x0b\x0c\x85\n\t\u202e")
    assert "character a name cannot have" in model.index(0, 3).data()
    names = [e.display_name for e in services.players.list_entries(event_id)]
    assert names == ["鈴木 花子"]
