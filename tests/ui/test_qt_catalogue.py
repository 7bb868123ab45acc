"""Qt's own Japanese catalogue (qtbase_ja): loaded with ours, and inside the bundle (issue 18).

Without it Qt's file dialog said "Look in:" and "Files of type:" in the Japanese window.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QLibraryInfo
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel

from mtrdesk.words import i18n
from tests.helpers.japanese import english_left, widget_texts

SPEC = Path(__file__).resolve().parents[2] / "build" / "mtrdesk.spec"
QT_TRANSLATIONS = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def test_qts_file_dialog_speaks_japanese_in_the_japanese_window(qtbot, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    dialog = QFileDialog(None, "大会ファイルを読み込む")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.setNameFilter("mtrdesk event (*.mtrdesk.json)")
    qtbot.addWidget(dialog)
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    # Qt 6's "&Look in:" and "Files of &type:" are not in PySide6's qtbase_ja (it has the
    # older "Look in:"): ours has them (mtrdesk.words.i18n.QT_FILE_DIALOG_WORDS).
    assert labels["lookInLabel"] == "ファイルの場所(&L):"
    assert labels["fileTypeLabel"] == "ファイルの種類(&T):"
    assert labels["fileNameLabel"] == "ファイル名(&N):"  # qtbase_ja's own
    box = dialog.findChild(QDialogButtonBox)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "キャンセル"
    # Every label, button and tooltip; the combo boxes hold the folder and our filter.
    said = [(kind, text) for kind, text in widget_texts(dialog) if kind != "QComboBox"]
    assert [(kind, text) for kind, text in said if text and english_left(text)] == []
    assert len([text for _, text in said if text]) >= 15


def test_english_has_no_qt_catalogue_left_over(qtbot, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    assert translators.install("en")
    dialog = QFileDialog()
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    assert dialog.findChild(QLabel, "lookInLabel").text() == "&Look in:"


def test_the_bundle_carries_qts_japanese_catalogue_and_finds_it_first(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    """build/mtrdesk.spec names qtbase_ja.qm for the bundle's translations folder (PyInstaller's
    Qt hook also copies it beside Qt); a bundle looks there first."""
    spec = SPEC.read_text(encoding="utf-8")
    assert '(str(qt_translations / "qtbase_ja.qm"), "translations")' in spec
    assert (QT_TRANSLATIONS / "qtbase_ja.qm").is_file()  # what the spec copies exists
    bundle = tmp_path / "bundle"
    (bundle / "translations").mkdir(parents=True)
    shutil.copy(QT_TRANSLATIONS / "qtbase_ja.qm", bundle / "translations")
    monkeypatch.setattr(i18n.sys, "_MEIPASS", str(bundle), raising=False)
    assert i18n.qt_catalogue_dirs() == [bundle / "translations", QT_TRANSLATIONS]
    translators = i18n.Translators()
    try:
        translators.install("ja")
        assert any(
            t.filePath() == str(bundle / "translations" / "qtbase_ja.qm")
            for t in translators._installed
        )
    finally:
        translators.install("en")
