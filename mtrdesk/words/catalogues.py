"""Translations for one language at a time, without installing a translator: the web
server answers a phone in Japanese and the next one in English, at once.

``Catalogue(language).text(context, source)`` is what ``QCoreApplication.translate`` gives
while ``language``'s catalogue is installed; ``%n`` takes the count in the language's digit
grouping, as Qt's own ``%Ln``-less ``%n`` does for our catalogues.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QLocale, QTranslator

from mtrdesk.words.i18n import SUPPORTED_LANGUAGES, find_catalogue


class Catalogue:
    """One language's words; English, the source language, has a catalogue for its plurals."""

    def __init__(self, language: str) -> None:
        if language not in SUPPORTED_LANGUAGES:
            raise ValueError(f"no catalogue for {language!r}")
        self.language = language
        self.locale = QLocale(language)
        self._translator: QTranslator | None = None
        path = find_catalogue(language)
        if path is not None:
            translator = QTranslator()
            if not translator.load(str(path)):
                raise RuntimeError(f"the {language} catalogue cannot be read: {path}")
            self._translator = translator

    def text(self, context: str, source: str, count: int = -1) -> str:
        """``source`` in this language (the source itself where nothing is translated);
        with ``count`` >= 0, the plural form for it with ``%n`` replaced."""
        translated: str | None = None
        if self._translator is not None:
            translated = self._translator.translate(context, source, None, count)
        text = translated or source
        if count >= 0:
            text = text.replace("%n", self.locale.toString(count))
        return text


@cache
def catalogue(language: str) -> Catalogue:
    """The catalogue of a supported language, read once."""
    return Catalogue(language)
