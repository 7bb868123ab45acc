"""Printable sheets by name: the one place the command line and the window print from.

A sheet joins three layers: ``mtrdesk.services`` reads plain values from an event
(``EventHistory``), the Qt catalogue gives the words (context "Print", QtCore only) and
``mtrdesk.printing`` draws the PDF. Each sheet is a module here with

    render(event: EventHistory, round_number: int | None, setup: PageSetup, out) -> None

that writes the PDF to ``out`` (a path or a binary file) or raises ``ServiceError`` with
the reason it cannot be printed. ``EventHistory`` is the event as plain values (its
``state``, and ``pod_event`` for a multiplayer event), read from a file by the command
line or from the database by ``services.printouts.service.PrintService.event``.
``mtrdesk print <name>`` and the window's Print menu
both go through ``render``, so a sheet looks the same from either. The command-line
parser reads ``SHEETS``, so reportlab and the sheet modules load only when printing.
"""

from __future__ import annotations

import datetime as dt
import enum
import importlib
import io
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from mtrdesk.words.translate import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # Qt loads when a title, a label or a date is worded (issue 33)
    from PySide6.QtCore import QLocale

    from mtrdesk.printing.page import PageSetup, Paper
    from mtrdesk.services.event_file.reading import EventHistory


class Rounds(enum.Enum):
    """Which rounds a sheet is printed for: any paired round, only Swiss rounds
    (standings, printed between rounds), or none (the sheet covers the whole event)."""

    ANY = "any"
    SWISS = "swiss"
    NONE = "none"


@dataclass(frozen=True)
class SheetKind:
    """One printable sheet: its command-line ``name``; ``title``, untranslated (context
    "Print", see ``title_text``); the command-line ``help``, in English like every
    ``--help``; and the ``module`` under ``mtrdesk.sheets`` whose ``render`` draws it
    (imported when first printed); ``rounds``: the rounds it can be printed for;
    ``wall``: posted on the wall (the print preview remembers its paper apart);
    ``private``: the organizer's own, holding e-mail addresses, never posted (every other
    sheet holds none); ``top``: it draws the top N players, N chosen (``--top``, the
    module's ``render(..., top=N)``)."""

    name: str
    title: str
    help: str
    module: str
    rounds: Rounds = Rounds.ANY
    wall: bool = False
    private: bool = False
    top: bool = False

    def title_text(self) -> str:
        """The title in the installed language."""
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("Print", self.title)


SHEETS: tuple[SheetKind, ...] = (
    SheetKind(
        "slips",
        QT_TRANSLATE_NOOP("Print", "Match result slips"),
        "match result slips of one round (4 per page, QR codes, cut marks)",
        "slips",
    ),
    SheetKind(
        "pairings-by-name",
        QT_TRANSLATE_NOOP("Print", "Pairings by name"),
        "posting sheet of one round sorted by name (by reading; names without one last)",
        "pairings_by_name",
        wall=True,
    ),
    SheetKind(
        "pairings-by-table",
        QT_TRANSLATE_NOOP("Print", "Pairings by table"),
        "pairings of one round in table order",
        "pairings_by_table",
        wall=True,
    ),
    SheetKind(
        "standings",
        QT_TRANSLATE_NOOP("Print", "Standings"),
        "standings after one round with the official tiebreakers",
        "standings",
        Rounds.SWISS,
        wall=True,
    ),
    SheetKind(
        "seatings",
        QT_TRANSLATE_NOOP("Print", "Draft and deck-construction seatings"),
        "draft pod and deck-construction seatings (events with draft pods)",
        "seatings",
        Rounds.NONE,
        wall=True,
    ),
    SheetKind(
        "bracket",
        QT_TRANSLATE_NOOP("Print", "Playoff bracket"),
        "the single-elimination playoff bracket",
        "bracket",
        Rounds.NONE,
        wall=True,
    ),
    SheetKind(
        "eventlink",
        QT_TRANSLATE_NOOP("Print", "EventLink closing sheet"),
        "the organizer's sheet for re-entering the event in EventLink: players with their "
        "Wizards Account e-mails, final standings, each round's results (not for posting)",
        "eventlink_closing",
        Rounds.NONE,
        private=True,
    ),
    SheetKind(
        "report",
        QT_TRANSLATE_NOOP("Print", "Event report"),
        "the event report for posting: the champion, the top 8 or the playoff's final "
        "order with deck names, and the metagame chart",
        "event_report",
        Rounds.NONE,
        wall=True,
    ),
    SheetKind(
        "crosstable",
        QT_TRANSLATE_NOOP("Print", "Crosstable"),
        "crosstable of a small individual event (up to 32 players) after one complete "
        "round: each round's opponent and result, points and tiebreakers (A4 landscape)",
        "crosstable",
        Rounds.SWISS,
        wall=True,
    ),
    SheetKind(
        "chart",
        QT_TRANSLATE_NOOP("Print", "Standings by round"),
        "the top players' match points and places after each Swiss round, as charts",
        "standings_chart",
        Rounds.SWISS,
        wall=True,
        top=True,
    ),
)


def translated(words: dict[str, str]) -> dict[str, str]:
    """``words`` (marked with ``QT_TRANSLATE_NOOP("Print", ...)``) in the installed
    language, by the same keys: what a sheet's labels dataclass is built from."""
    from PySide6.QtCore import QCoreApplication

    return {key: QCoreApplication.translate("Print", text) for key, text in words.items()}


#: The date on every sheet: 2026年11月21日(土) in Japanese, 2026-11-21 (Sat) in English.
_DATE = QT_TRANSLATE_NOOP("Print", "yyyy-MM-dd (ddd)")


def date_text(date: dt.date) -> str:
    """The event's date as the reader writes it: 2026年11月21日(土), 2026-11-21 (Sat)."""
    from PySide6.QtCore import QCoreApplication, QDate, QLocale

    pattern = QCoreApplication.translate("Print", _DATE)
    return QLocale().toString(QDate(date.year, date.month, date.day), pattern)


def sheet_kind(name: str) -> SheetKind:
    """The sheet called ``name`` (``KeyError`` for an unknown one)."""
    for kind in SHEETS:
        if kind.name == name:
            return kind
    raise KeyError(name)


def render(
    name: str,
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
    **options: int,
) -> None:
    """Write sheet ``name`` of ``event`` (round ``round_number``, default the latest);
    ``options``: a sheet's own (``top`` for a sheet whose kind says ``top``)."""
    module = importlib.import_module(f"{__name__}.{sheet_kind(name).module}")
    module.render(event, round_number, setup, out, **options)


def render_bytes(
    name: str, event: EventHistory, round_number: int | None, setup: PageSetup, **options: int
) -> bytes:
    """``render`` into memory, for the window's print preview."""
    buffer = io.BytesIO()
    render(name, event, round_number, setup, buffer, **options)
    return buffer.getvalue()


#: Countries whose stores print on US Letter (CLDR: the US, Canada, Mexico, the
#: Philippines and a few more); everyone else, Japan included, prints on A4. By the
#: names of ``QLocale.Country``.
_LETTER_COUNTRIES = frozenset(
    {
        "UnitedStates",
        "Canada",
        "Mexico",
        "Philippines",
        "Chile",
        "Colombia",
        "CostaRica",
        "Guatemala",
        "Panama",
        "PuertoRico",
        "Venezuela",
        "ElSalvador",
        "DominicanRepublic",
        "Nicaragua",
    }
)


def default_paper(locale: QLocale | None = None) -> Paper:
    """Letter where the locale's country prints on Letter, else A4; always A4 when the
    program speaks Japanese (the default locale), whatever the system's country."""
    from PySide6.QtCore import QLocale

    from mtrdesk.printing.page import Paper  # reportlab loads only when printing

    if locale is None and QLocale().language() is QLocale.Language.Japanese:
        return Paper.A4
    country = (locale or QLocale.system()).territory()
    return Paper.LETTER if country.name in _LETTER_COUNTRIES else Paper.A4
