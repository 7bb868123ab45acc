"""Typed QSettings reads: numbers and yes/no as stored, or as text from an .ini file."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from mtrdesk.ui.qt_values import flag_setting, int_setting


def test_settings_read_back_from_an_ini_file(tmp_path) -> None:
    path = str(tmp_path / "settings.ini")
    written = QSettings(path, QSettings.Format.IniFormat)
    written.setValue("packs", 4)
    written.setValue("speed", "fast")
    written.setValue("double", True)
    written.setValue("reused", "true")
    written.sync()
    read = QSettings(path, QSettings.Format.IniFormat)
    assert int_setting(read, "packs", 3) == 4  # "4" in the file
    assert int_setting(read, "speed", 100) == 100  # not a number: the default
    assert int_setting(read, "missing", 15) == 15
    assert int_setting(read, "double", 7) == 7  # a yes/no is not a count
    assert flag_setting(read, "double", False) is True
    assert flag_setting(read, "reused", False) is True
    assert flag_setting(read, "missing", True) is True
    assert flag_setting(read, "speed", True) is False
