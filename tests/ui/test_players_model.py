"""The players model: Qt model contract, 五十音順 by reading, statuses in words."""

from __future__ import annotations

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtTest import QAbstractItemModelTester

from mtrdesk.services.players.registration import Entry
from mtrdesk.ui.models.base import ROW_ROLE, SORT_ROLE
from mtrdesk.ui.models.players_model import PlayersModel


def entry(
    entry_id: int,
    family: str,
    given: str = "",
    reading: str = "",
    dropped: int | None = None,
    late: int | None = None,
    byes: int = 0,
) -> Entry:
    return Entry(
        id=entry_id,
        event_id=1,
        roster_id=entry_id,
        family=family,
        given=given,
        reading=reading,
        player_id=f"{entry_id:07d}",
        awarded_byes=byes,
        dropped_after_round=dropped,
        late_entry_round=late,
        active=dropped is None,
    )


ROWS = [
    entry(1, "山田", "太郎", "やまだ たろう"),
    entry(2, "佐藤", "花子", "サトウ ハナコ"),  # katakana reading sorts with hiragana
    entry(3, "Smith", "John"),  # no reading: last
    entry(4, "伊藤", "健", "いとう けん", dropped=2),
    entry(5, "馬場", "翔", "ばば しょう", late=2, byes=1),
    entry(6, "浜田", "優", "はまだ ゆう"),
]


def sorted_names(model: PlayersModel, column: int) -> list[str]:
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(model)
    proxy.setSortRole(SORT_ROLE)
    proxy.sort(column, Qt.SortOrder.AscendingOrder)
    return [proxy.index(r, PlayersModel.NAME).data() for r in range(proxy.rowCount())]


def test_model_contract_holds_through_resets(qapp) -> None:
    model = PlayersModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    model.set_rows(ROWS)
    model.set_rows(ROWS[:2])
    model.set_rows([])
    model.set_rows(ROWS)
    assert model.rowCount() == len(ROWS)
    assert model.index(0, 0).data(ROW_ROLE) == ROWS[0]


def test_name_column_sorts_by_reading_with_readingless_names_last(qapp) -> None:
    model = PlayersModel()
    model.set_rows(ROWS)
    # ばば (haba) before はまだ (hama): dakuten only break ties, so ば sorts as は.
    # Smith has no reading and goes last.
    assert sorted_names(model, PlayersModel.NAME) == [
        "伊藤 健",
        "佐藤 花子",
        "馬場 翔",
        "浜田 優",
        "山田 太郎",
        "Smith John",
    ]
    assert sorted_names(model, PlayersModel.READING) == sorted_names(model, PlayersModel.NAME)


def test_statuses_and_missing_reading_are_marked(qapp) -> None:
    model = PlayersModel()
    model.set_rows(ROWS)
    status = {r: model.index(r, PlayersModel.STATUS).data() for r in range(len(ROWS))}
    assert status[0] == "Playing"
    assert status[3] == "Dropped after round 2"
    assert status[4] == "Late entry (from round 2)"
    assert model.index(2, PlayersModel.READING).data() == "(no reading)"
    assert model.index(2, PlayersModel.READING).data(Qt.ItemDataRole.ToolTipRole)
    assert model.index(3, PlayersModel.NAME).data(Qt.ItemDataRole.FontRole).strikeOut()
    assert model.index(4, PlayersModel.BYES).data() == "1"
    assert model.index(0, PlayersModel.BYES).data() == ""


def test_dakuten_breaks_a_tie_and_kana_type_does_not(qapp) -> None:
    model = PlayersModel()
    model.set_rows(
        [
            entry(1, "馬氏", reading="ばし"),
            entry(2, "橋", reading="ハシ"),
            entry(3, "土師", reading="はじ"),
        ]
    )
    assert sorted_names(model, PlayersModel.NAME)[0] == "橋"
    assert set(sorted_names(model, PlayersModel.NAME)[1:]) == {"馬氏", "土師"}
