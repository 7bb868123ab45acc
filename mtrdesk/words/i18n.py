"""Language choice and Qt translators: Qt's own ``qtbase`` catalogue first, then ours.

Qt's catalogue translates the standard buttons and dialogs (OK, Cancel, the file dialog);
ours translates everything mtrdesk says. Both are looked up at start-up, from the source
tree or from a PyInstaller bundle (``sys._MEIPASS``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

#: Qt's file dialog (non-native: Linux, and wherever the system has no dialog of its own)
#: asks for these since Qt 6; the ``qtbase_ja`` PySide6 ships still has only the older
#: "Look in:" and "Files of type:", so the Japanese window said them in English (issue 18).
#: Marked here, our catalogue translates them, in Qt's context (it is asked after ours).
QT_FILE_DIALOG_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

# Languages the window offers; English is the source language and needs no catalogue.
SUPPORTED_LANGUAGES = ("ja", "en")
SETTINGS_KEY = "ui/language"
CATALOGUE_NAME = "mtrdesk"


def translations_dirs() -> list[Path]:
    """Folders that may hold ``mtrdesk_*.qm``: the bundle first, then the source tree."""
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "translations")
    found.append(Path(__file__).resolve().parents[2] / "translations")
    return found


def qt_catalogue_dirs() -> list[Path]:
    """Folders that may hold Qt's own ``qtbase_*.qm``: the bundle's translations folder
    (build/mtrdesk.spec puts ``qtbase_ja.qm`` there by name), then Qt's own folder
    (PySide6's, where PyInstaller's Qt hook also copies it)."""
    found: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        found.append(Path(bundle) / "translations")
    found.append(Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    return found


def find_catalogue(language: str) -> Path | None:
    """The compiled catalogue for ``language``, or ``None`` when none ships."""
    for folder in translations_dirs():
        candidate = folder / f"{CATALOGUE_NAME}_{language}.qm"
        if candidate.is_file():
            return candidate
    return None


def normalize_language(code: str | None) -> str | None:
    """``ja_JP`` → ``ja``; unknown languages → ``None`` (meaning: English)."""
    if not code:
        return None
    short = code.replace("-", "_").split("_")[0].lower()
    return short if short in SUPPORTED_LANGUAGES else None


def choose_language(explicit: str | None, settings: QSettings) -> str:
    """The command-line choice, else the one saved from the menu, else the system locale."""
    for candidate in (explicit, settings.value(SETTINGS_KEY, None)):
        language = normalize_language(candidate if isinstance(candidate, str) else None)
        if language:
            return language
    return normalize_language(QLocale.system().name()) or "en"


class Translators:
    """Owns the installed translators so the language can be switched while running."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = "en"

    def remove(self) -> None:
        """Uninstall every catalogue this object installed (the app is closing)."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            if app is not None:  # else the application, and its translators, are gone
                app.removeTranslator(translator)
        self._installed.clear()
        QLocale.setDefault(QLocale.system())

    def install(self, language: str) -> bool:
        """Replace the installed catalogues with ``language``'s; return False if ours is missing."""
        app = QCoreApplication.instance()
        if app is None:
            raise RuntimeError("the application installs the translators: create it first")
        self.remove()
        self.language = language
        QLocale.setDefault(QLocale(language))
        qt_translator = QTranslator(app)
        if any(qt_translator.load(f"qtbase_{language}", str(d)) for d in qt_catalogue_dirs()):
            app.installTranslator(qt_translator)
            self._installed.append(qt_translator)
        catalogue = find_catalogue(language)
        if catalogue is None:
            return language == "en"
        ours = QTranslator(app)
        if not ours.load(str(catalogue)):
            return False
        app.installTranslator(ours)
        self._installed.append(ours)
        return True
