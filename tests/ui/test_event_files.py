"""Export, import and backup from the File menu: real files, real services, no dialogs
except where a test drives one on purpose."""

from __future__ import annotations

import copy
import datetime as dt
import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from mtrdesk.core.event_file.document import EVENT_FILE_SUFFIX, DocumentProblem
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Problem, Services
from mtrdesk.services.event_file.interchange import export_event
from mtrdesk.ui import event_files
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words import messages
from tests.helpers.japanese import english_left, sample_event
from tests.helpers.ui_helpers import on_next_dialog


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch, qapp: object) -> list[str]:
    """The text of every error box ``show_error`` opens (the box is not run); ``qapp``:
    a message box needs the application, whichever test a worker runs first."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: texts.append(box.text()))
    return texts


@pytest.fixture
def confirmations(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The title and text of every ``QMessageBox.information`` (backup done)."""
    texts: list[tuple[str, str]] = []
    monkeypatch.setattr(
        QMessageBox, "information", lambda parent, title, text, *a: texts.append((title, text))
    )
    return texts


def open_window(qtbot, services, settings, event_id: int | None = None) -> MainWindow:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    if event_id is not None:
        window.set_event(event_id)
    return window


def roster_size(services) -> int:
    return len(services.players.search_roster("", limit=10_000))


def shown_names(window: MainWindow) -> list[str]:
    return sorted(entry.display_name for entry in window.players_tab.model.rows())


def test_export_then_import_makes_the_copy_the_current_event(
    qtbot, services, settings, tmp_path: Path
) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    original_names = shown_names(window)
    path = tmp_path / "friday.mtrdesk"

    assert window.export_event(path) == path
    text = path.read_text(encoding="utf-8")
    assert "金曜モダン" in text and "山田" in text  # ensure_ascii=False: Japanese as written
    assert text.startswith('{\n  "format": "mtrdesk-event"')  # indent=2
    assert json.loads(text) == export_event(services, event_id)
    assert str(path) in window.statusBar().currentMessage()

    window.tabs.setCurrentWidget(window.events_tab)
    copy_id = window.import_event(path)
    assert copy_id is not None and copy_id != event_id
    assert window.event_id == copy_id
    assert window.tabs.currentWidget() is window.players_tab
    assert shown_names(window) == original_names
    assert window.players_tab.model.rowCount() == 10
    assert window.events_tab.has_event(copy_id) and window.events_tab.has_event(event_id)
    assert "金曜モダン" in window.event_label.text()
    # The other tabs follow the copy too: its round 2 with the missing results.
    window.tabs.setCurrentWidget(window.rounds_tab)
    assert window.rounds_tab.selected_round_number() == 2
    assert window.rounds_tab.selected_round().missing
    assert window.export_event_action.isEnabled()
    # Nothing but the ids differs between the two events: the copy beside its event has an
    # identity of its own (its slips name it, docs/event-file.md).
    again = export_event(services, copy_id)
    before = export_event(services, event_id)
    assert again["event"].pop("uid") != before["event"].pop("uid")
    assert again["event"] == before["event"]
    assert [p["family"] for p in again["players"]] == [p["family"] for p in before["players"]]
    assert len(again["rounds"]) == len(before["rounds"]) == 2


def test_export_through_the_menu_proposes_date_and_name(
    qtbot, services, settings, tmp_path: Path
) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    proposed: list[str] = []

    def choose(dialog: QFileDialog) -> None:
        proposed.append(Path(dialog.selectedFiles()[0]).name)
        dialog.setDirectory(str(tmp_path))
        filters.extend(dialog.nameFilters())
        dialog.selectFile("copy for the judge")  # no suffix: the dialog adds .mtrdesk
        dialog.accept()

    filters: list[str] = []
    on_next_dialog(choose)
    window.export_event_action.trigger()
    assert proposed == ["2026-11-20 金曜モダン.mtrdesk"]
    assert filters[0] == "mtrdesk event files (*.mtrdesk)"
    written = tmp_path / "copy for the judge.mtrdesk"
    assert json.loads(written.read_text(encoding="utf-8"))["event"]["name"] == "金曜モダン"
    assert event_files.EVENT_SUFFIX == EVENT_FILE_SUFFIX == "mtrdesk"


def test_cancelling_the_import_dialog_changes_nothing(qtbot, services, settings) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    filters: list[str] = []

    def cancel(dialog: QFileDialog) -> None:
        filters.extend(dialog.nameFilters())
        dialog.reject()

    on_next_dialog(cancel)
    window.import_event_action.trigger()
    assert window.event_id == event_id
    assert len(services.events.list_events()) == 1
    # The dialog lists the new files and an older export's .json alike.
    assert filters[0] == "mtrdesk event files (*.mtrdesk *.json)"


def test_an_older_json_export_still_imports(
    qtbot, services, settings, tmp_path: Path, shown: list[str]
) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    older = tmp_path / "2026-11-20 金曜モダン.json"  # as exports were named before issue 19
    older.write_text(json.dumps(export_event(services, event_id), ensure_ascii=False), "utf-8")
    copy_id = window.import_event(older)
    assert copy_id is not None and copy_id != event_id and shown == []
    assert window.event_id == copy_id


def test_default_file_names_are_safe_on_every_system(services) -> None:
    settings = EventSettings(name='FNM: "Top 8" / Modern?', date=dt.date(2026, 11, 20))
    assert event_files.default_export_name(settings) == "2026-11-20 FNM_ _Top 8_ _ Modern_.mtrdesk"
    dots = EventSettings(name="...", date=dt.date(2026, 11, 20))
    assert event_files.default_export_name(dots) == "2026-11-20.mtrdesk"
    assert event_files.default_backup_name(services) == "mtrdesk-backup-2026-11-21-1300.sqlite3"


def _refused_files(services, tmp_path: Path) -> dict[str, tuple[bytes, str]]:
    """Files an import must refuse, with the sentence each one gets."""
    event_id = sample_event(services)
    document = export_event(services, event_id)
    newer = copy.deepcopy(document) | {"version": 99}
    damaged = copy.deepcopy(document) | {"players": 5}
    text = json.dumps(document, ensure_ascii=False)

    def problem(p: DocumentProblem) -> str:
        return messages.problem_message(p)

    return {
        "not an event": (b'{"name": "a spreadsheet"}', problem(DocumentProblem.NOT_AN_EVENT)),
        "not JSON": (
            "姓,名\n山田,太郎\n".encode("shift_jis"),
            problem(DocumentProblem.NOT_AN_EVENT),
        ),
        "newer version": (json.dumps(newer).encode(), problem(DocumentProblem.NEWER_VERSION)),
        "malformed": (json.dumps(damaged).encode(), problem(DocumentProblem.MALFORMED)),
        "cut short": (text[: len(text) // 2].encode(), problem(DocumentProblem.MALFORMED)),
    }


@pytest.mark.parametrize(
    "case", ["not an event", "not JSON", "newer version", "malformed", "cut short"]
)
def test_a_refused_file_gets_its_japanese_sentence_and_adds_nothing(
    qtbot, services, settings, translators, tmp_path: Path, shown: list[str], case: str
) -> None:
    assert translators.install("ja")
    data, sentence = _refused_files(services, tmp_path)[case]
    event_id = services.events.list_events()[0].id
    window = open_window(qtbot, services, settings, event_id)
    roster = roster_size(services)
    path = tmp_path / "refused.json"
    path.write_bytes(data)

    assert window.import_event(path) is None
    assert shown == [sentence]
    assert english_left(sentence) is None  # really Japanese
    assert [e.id for e in services.events.list_events()] == [event_id]
    assert roster_size(services) == roster
    assert window.event_id == event_id


def test_a_player_id_held_by_someone_else_refuses_the_whole_file(
    qtbot, services, settings, translators, tmp_path: Path, shown: list[str]
) -> None:
    assert translators.install("ja")
    event_id, _ = services.events.create(EventSettings(name="月曜", date=dt.date(2026, 11, 23)))
    services.players.add(event_id, "山田", "太郎", "やまだ たろう", "taro@example.com")
    services.players.add(event_id, "佐藤", "花子", "さとう はなこ")
    document = export_event(services, event_id)
    # The file gives 山田's ID to a new player listed after 佐藤 and a newcomer.
    document["players"].append(
        {"id": 90, "family": "新人", "given": "一号", "reading": "", "player_id": "new@example.com"}
    )
    document["players"].append(
        {
            "id": 91,
            "family": "別人",
            "given": "次郎",
            "reading": "",
            "player_id": "taro@example.com",
        }
    )
    path = tmp_path / "clash.json"
    path.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    window = open_window(qtbot, services, settings, event_id)
    roster = roster_size(services)

    assert window.import_event(path) is None
    assert shown == [
        "このプレイヤーIDは別のプレイヤーが使っています。IDを確認するか、"
        "名簿からそのプレイヤーを選んでください。"
    ]
    assert shown[0] == messages.service_message(Problem.DUPLICATE_PLAYER_ID, {})
    assert [e.id for e in services.events.list_events()] == [event_id]
    assert roster_size(services) == roster  # not even the newcomer listed before the clash
    assert services.players.search_roster("新人") == []


def test_a_missing_file_says_which_file(
    qtbot, services, settings, tmp_path: Path, shown: list[str]
) -> None:
    window = open_window(qtbot, services, settings)
    missing = tmp_path / "gone.json"
    assert window.import_event(missing) is None
    assert len(shown) == 1 and str(missing) in shown[0]
    assert services.events.list_events() == []


def test_an_unwritable_export_leaves_no_partial_file(
    qtbot, services, settings, tmp_path: Path, shown: list[str]
) -> None:
    event_id = sample_event(services)
    window = open_window(qtbot, services, settings, event_id)
    target = tmp_path / "no such folder" / "friday.json"
    assert window.export_event(target) is None
    assert len(shown) == 1 and str(target) in shown[0]
    assert not target.parent.exists()


def test_backup_opens_with_the_same_events(
    services, translators, tmp_path: Path, confirmations: list[tuple[str, str]]
) -> None:
    assert translators.install("ja")
    event_id = sample_event(services)
    services.events.create(EventSettings(name="日曜レガシー", date=dt.date(2026, 11, 22)))
    target = tmp_path / "usb" / "backup.sqlite3"

    assert event_files.backup_database(None, services, target) == target
    assert confirmations == [
        ("バックアップ完了", f"データベースを次の場所にバックアップしました:\n{target}")
    ]
    with Services.open(target) as copy_services:
        assert copy_services.events.list_events() == services.events.list_events()
        assert copy_services.standings.standings(event_id) == services.standings.standings(event_id)
        assert copy_services.players.list_entries(event_id) == services.players.list_entries(
            event_id
        )


def test_backup_menu_writes_where_the_dialog_says(
    qtbot, services, settings, tmp_path: Path, confirmations: list[tuple[str, str]]
) -> None:
    sample_event(services)
    window = open_window(qtbot, services, settings)
    proposed: list[str] = []

    def choose(dialog: QFileDialog) -> None:
        proposed.append(Path(dialog.selectedFiles()[0]).name)
        dialog.setDirectory(str(tmp_path))
        dialog.selectFile("before the playoff")
        dialog.accept()

    on_next_dialog(choose)
    window.backup_action.trigger()
    assert proposed == ["mtrdesk-backup-2026-11-21-1300.sqlite3"]
    written = tmp_path / "before the playoff.sqlite3"
    assert len(confirmations) == 1 and str(written) in confirmations[0][1]
    with Services.open(written) as copy_services:
        assert [e.settings.name for e in copy_services.events.list_events()] == ["金曜モダン"]


def test_backup_onto_the_open_database_is_refused(
    services, shown: list[str], confirmations: list[tuple[str, str]]
) -> None:
    sample_event(services)
    size = services.path.stat().st_size
    assert event_files.backup_database(None, services, services.path) is None
    assert len(shown) == 1 and "open database" in shown[0]
    assert confirmations == []
    assert services.path.stat().st_size == size
    assert len(services.events.list_events()) == 1
