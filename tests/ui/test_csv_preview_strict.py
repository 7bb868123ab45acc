"""The CSV preview shows each problem of a strict read before anything is imported
(issue 14): an unclosed quote leaves nothing to import, an unknown column and a row with
a NUL are listed with their lines, and the file is read to a bounded length."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox

from mtrdesk.services.players.csv_import import MAX_CSV_BYTES, parse
from mtrdesk.ui.dialogs.csv_import import CsvImportDialog, read_csv_bytes


def _lines(dialog: CsvImportDialog) -> list[tuple[str, str]]:
    """(line, content) of each skipped line (column 1 is the spreadsheet column)."""
    model = dialog.problems_table.model()
    return [(model.index(r, 0).data(), model.index(r, 2).data()) for r in range(model.rowCount())]


def test_an_unclosed_quote_is_shown_and_nothing_can_be_imported(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = CsvImportDialog(parse('姓,名\n佐藤,健\n林,"未完\n鈴木,花子\n'))
    qtbot.addWidget(dialog)
    assert dialog.rows_table.model().rowCount() == 0
    assert _lines(dialog) == [("3", '林,"未完')]
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()


def test_an_unknown_column_and_a_nul_are_listed_beside_the_good_rows(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = CsvImportDialog(parse("family;given;team\n山田;太郎;A\n鈴\x00木;花子;B\n"))
    qtbot.addWidget(dialog)
    assert dialog.rows_table.model().rowCount() == 1
    assert dialog.rows_table.model().index(0, 1).data() == "山田 太郎"
    assert [line for line, _ in _lines(dialog)] == ["1", "3"]
    assert "\x00" not in _lines(dialog)[1][1]


def test_a_huge_file_is_read_only_past_the_limit(tmp_path: Path) -> None:
    big = tmp_path / "big.csv"
    big.write_bytes(b"a,b\n" * (MAX_CSV_BYTES // 4 + 1000))
    data = read_csv_bytes(big)
    assert len(data) == MAX_CSV_BYTES + 1
    assert [p.problem.value for p in parse(data).problems] == ["csv_too_large"]
