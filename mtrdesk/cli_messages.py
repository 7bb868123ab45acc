"""The command line's error lines: the window's translated sentences, without a window.

A scorekeeper running ``mtrdesk import`` on a Japanese laptop reads the same Japanese
sentence the window would show. Only QtCore is loaded (a ``QCoreApplication`` for the
translators), never widgets.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

from mtrdesk.core.event_document import DocumentError
from mtrdesk.ui import messages
from mtrdesk.ui.i18n import Translators, choose_language

_translators: Translators | None = None


def _install(language: str | None) -> None:
    global _translators
    if QCoreApplication.instance() is None:
        QCoreApplication(["mtrdesk"])
    if _translators is None:
        _translators = Translators()
        _translators.install(choose_language(language, QSettings("mtrdesk", "mtrdesk")))


def describe(error: BaseException, language: str | None) -> str | None:
    """The translated sentence for a known error, ``None`` for a bug (let it raise).

    A file refused as damaged also gets the place the reader names (``rounds[2].matches[5]:
    a player twice in the round``), so the scorekeeper can find and fix it.
    """
    if not messages.is_known(error):
        return None
    _install(language)
    sentence = messages.describe(error)
    if isinstance(error, DocumentError) and error.detail:
        sentence += f"\n{error.detail}"
    return sentence


def seed_drawn(seed: int, language: str | None) -> str:
    """The line that tells which seed ``pair`` drew, so the round can be paired again."""
    _install(language)
    return QCoreApplication.translate(
        "Cli", "Seed drawn for this round: %1 (pass --seed %1 to pair it the same way again)"
    ).replace("%1", str(seed))
