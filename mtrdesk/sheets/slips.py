"""Match result slips (MTR 2.2 chooser on playoff slips), as ``mtrdesk.sheets`` renders them."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.slips import SlipLabels, write_slips
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_files import EventHistory
from mtrdesk.services.printing import slip_sheet

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


def render(
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
) -> None:
    """The round's slips, four per page in cut order."""
    if event.pod_event is not None:
        raise ServiceError(Problem.MULTIPLAYER_EVENT)
    write_slips(slip_sheet(event.state, round_number), slip_labels(), out, setup)
