"""The words on printed sheets, translated with Qt's catalogue in the "Print" context.

The command line already translates its text with ``QCoreApplication.translate``
(``cli_messages``), so printouts do the same; ``mtrdesk.printing`` stays free of Qt and
receives the finished words. Only QtCore is used, so the command line loads no widgets.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from mtrdesk.printing.slips import SlipLabels

# Slip words by ``SlipLabels`` field; ``%1`` is filled in when drawn.
_SLIP = {
    "title": QT_TRANSLATE_NOOP("Print", "Match result slip"),
    "round": QT_TRANSLATE_NOOP("Print", "Round %1"),
    "playoff_round": QT_TRANSLATE_NOOP("Print", "Playoff, round %1"),
    "table": QT_TRANSLATE_NOOP("Print", "Table %1"),
    "player": QT_TRANSLATE_NOOP("Print", "Player"),
    "games_won": QT_TRANSLATE_NOOP("Print", "Games won"),
    "drawn_games": QT_TRANSLATE_NOOP("Print", "Drawn games"),
    "drop": QT_TRANSLATE_NOOP("Print", "Drop"),
    "signature": QT_TRANSLATE_NOOP("Print", "Signature"),
    "time_extension": QT_TRANSLATE_NOOP("Print", "Time extension"),
    "minutes": QT_TRANSLATE_NOOP("Print", "min"),
    "player_id": QT_TRANSLATE_NOOP("Print", "ID: %1"),
    "chooser": QT_TRANSLATE_NOOP("Print", "Chooses to play or draw first (MTR 2.2): %1"),
}


def slip_labels() -> SlipLabels:
    """The slip's words in the installed language (English without a catalogue)."""
    return SlipLabels(**{k: QCoreApplication.translate("Print", v) for k, v in _SLIP.items()})
