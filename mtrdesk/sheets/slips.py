"""Match result slips (MTR 2.2 chooser on playoff slips; 9.3 for Two-Headed Giant) and the
pod slips of a multiplayer event, as ``mtrdesk.sheets`` renders them."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.catalogue import edition_of
from mtrdesk.core.editions.edition import Edition, MatchComplete, Topic
from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.pod_slips import PodSlipLabels, write_pod_slips
from mtrdesk.printing.slips import SlipLabels, write_slips
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.printouts.slips import pod_slip_sheet, slip_sheet, with_floor_codes
from mtrdesk.sheets import date_text, translated
from mtrdesk.words.editions.citing import cite
from mtrdesk.words.playoff_rounds import ROUND_NAMES, round_name
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

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
    "team_chooser": QT_TRANSLATE_NOOP("Print", "Chooses to play or draw first (MTR 2.2): %1 (%2)"),
    "random_chooser": QT_TRANSLATE_NOOP(
        "Print", "A team determined at random chooses to play or draw first (MTR 9.3)"
    ),
    "team": QT_TRANSLATE_NOOP("Print", "Team: %1"),
    "floor_code": QT_TRANSLATE_NOOP("Print", "Report from your phone: code"),
    "instruction": QT_TRANSLATE_NOOP(
        "Print", "Write the games each player won, both sign, and hand in this slip."
    ),
}

# Pod slip words by ``PodSlipLabels`` field (multiplayer addendum 2.1A, 2.2A, 2.4C).
_POD = {
    "seat": QT_TRANSLATE_NOOP("Print", "Seat"),
    "seed": QT_TRANSLATE_NOOP("Print", "Seed %1"),
    "won": QT_TRANSLATE_NOOP("Print", "Won"),
    "drew": QT_TRANSLATE_NOOP("Print", "Drew"),
    "first_player": QT_TRANSLATE_NOOP("Print", "Seat 1 plays first (2.2A)."),
    "mark_swiss": QT_TRANSLATE_NOOP(
        "Print",
        "Tick the winner; for a draw, tick every player who drew, not a player who "
        "conceded or received a match loss (2.1A).",
    ),
    "mark_playoff": QT_TRANSLATE_NOOP(
        "Print", "Tick the winner; a drawn match goes to the best seed who drew (2.4C)."
    ),
    "instruction": QT_TRANSLATE_NOOP(
        "Print", "Mark the result, every player signs, and hand in this slip."
    ),
}


#: When a match is over, by the edition's rule (MTR 2.4 in 2023, 2.4 and 2.5 in 2025); %1
#: the section on conceding and intentional draws.
_MATCH_END = {
    MatchComplete.SLIP_FILLED: QT_TRANSLATE_NOOP(
        "Print",
        "The match is over once this slip is filled out; until then you may concede or "
        "agree to an intentional draw (%1).",
    ),
    MatchComplete.RESULT_RECORDED: QT_TRANSLATE_NOOP(
        "Print",
        "Stay at the table until the result is recorded; until then you may concede or "
        "agree to an intentional draw (%1).",
    ),
}


def slip_labels(date: dt.date | None = None, edition: Edition | None = None) -> SlipLabels:
    """The slip's words in the installed language (English without a catalogue), with
    the event's ``date`` as the reader writes it and, given the event's ``edition``, when
    its matches are over."""
    match_end = ""
    if edition is not None:
        match_end = cite(
            QCoreApplication.translate("Print", _MATCH_END[edition.match_complete]),
            Topic.CONCEDE,
            edition,
        )
    return SlipLabels(
        **translated(_SLIP), date=date_text(date) if date else "", match_end=match_end
    )


def pod_slip_labels(date: dt.date | None = None) -> PodSlipLabels:
    """The pod slip's words in the installed language."""
    return PodSlipLabels(slip=slip_labels(date), **translated(_POD))


def render(
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
) -> None:
    """The round's slips in cut order: four match slips per page, or for a multiplayer
    event one slip per pod, as many per page as fit. Match slips printed from the database
    carry their one-time codes for reporting from a phone (issue 16)."""
    if event.pod_event is not None:
        pods = pod_slip_sheet(event.pod_event, round_number)
        write_pod_slips(pods, pod_slip_labels(pods.date), out, setup)
        return
    sheet = slip_sheet(event.state, round_number)
    floor = event.floor_codes
    if floor is not None:  # printed from the database: each slip's one-time code
        sheet = with_floor_codes(sheet, floor.codes(sheet.round_number), floor.report_base)
    labels = slip_labels(sheet.date, edition_of(event.state.settings))
    if sheet.playoff and sheet.field in ROUND_NAMES:  # 準々決勝, not "playoff, round 5"
        labels = replace(labels, playoff_round=round_name(sheet.field))
    write_slips(sheet, labels, out, setup)
