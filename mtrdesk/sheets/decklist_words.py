"""The words of the decklist sheets in the installed language (context "Print"): the
sheet's labels, the format's formal name, the playoff opponent's banner, when a list was
accepted and the deck checks in the judges' area. ``sheets.decklists`` builds the pages
with them; ``printing.decklists.sheet`` draws them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QDateTime, QLocale, QTime

from mtrdesk.core.placeholders import fill
from mtrdesk.core.settings import EventSettings, Format, Structure
from mtrdesk.printing.decklists.values import DeckSheetLabels
from mtrdesk.sheets import translated
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# Words by ``DeckSheetLabels`` field; ``%1``... are filled in when drawn.
_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Decklist registration"),
    "pool_title": QT_TRANSLATE_NOOP("Print", "Sealed Deck pool registration (MTR 7.5)"),
    "form_constructed": QT_TRANSLATE_NOOP("Print", "Constructed"),
    "form_limited": QT_TRANSLATE_NOOP("Print", "Limited"),
    "form_commander": QT_TRANSLATE_NOOP("Print", "Commander deck"),
    "continued": QT_TRANSLATE_NOOP("Print", "%1 (continued)"),
    "page": QT_TRANSLATE_NOOP("Print", "Page %1 of %2"),
    "event": QT_TRANSLATE_NOOP("Print", "Event"),
    "date": QT_TRANSLATE_NOOP("Print", "Date"),
    "format": QT_TRANSLATE_NOOP("Print", "Format"),
    "name": QT_TRANSLATE_NOOP("Print", "Player name"),
    "reading": QT_TRANSLATE_NOOP("Print", "Reading (furigana)"),
    "player_id": QT_TRANSLATE_NOOP("Print", "Player ID"),
    "table": QT_TRANSLATE_NOOP("Print", "Table"),
    "seat": QT_TRANSLATE_NOOP("Print", "Seat"),
    "team": QT_TRANSLATE_NOOP("Print", "Team: %1"),
    "pool_owner": QT_TRANSLATE_NOOP("Print", "Pool of (the player who opened it)"),
    "registered_by": QT_TRANSLATE_NOOP("Print", "Registered by (MTR 7.5)"),
    "registered_by_id": QT_TRANSLATE_NOOP("Print", "Their player ID"),
    "signature": QT_TRANSLATE_NOOP("Print", "Signature"),
    "count": QT_TRANSLATE_NOOP("Print", "Qty"),
    "card": QT_TRANSLATE_NOOP("Print", "Card name"),
    "main": QT_TRANSLATE_NOOP("Print", "Main deck"),
    "main_continued": QT_TRANSLATE_NOOP("Print", "Main deck (continued)"),
    "sideboard": QT_TRANSLATE_NOOP("Print", "Sideboard"),
    "sideboard_continued": QT_TRANSLATE_NOOP("Print", "Sideboard (continued)"),
    "commander": QT_TRANSLATE_NOOP("Print", "Commander"),
    "pool": QT_TRANSLATE_NOOP("Print", "Card pool"),
    "basic_lands": QT_TRANSLATE_NOOP("Print", "Basic lands added (MTR 7.2)"),
    "main_total": QT_TRANSLATE_NOOP("Print", "Main deck total"),
    "sideboard_total": QT_TRANSLATE_NOOP("Print", "Sideboard total"),
    "commander_total": QT_TRANSLATE_NOOP("Print", "Total with the commander"),
    "pool_total": QT_TRANSLATE_NOOP("Print", "Cards in the pool"),
    "cards": QT_TRANSLATE_NOOP("Print", "%1 cards"),
    "judge_heading": QT_TRANSLATE_NOOP("Print", "For tournament officials"),
    "accepted_by": QT_TRANSLATE_NOOP("Print", "Accepted by"),
    "accepted_at": QT_TRANSLATE_NOOP("Print", "Accepted on (date and time)"),
    "deck_checks": QT_TRANSLATE_NOOP("Print", "Deck checks (MTR 2.8): round, result, notes"),
    "opponent_copy": QT_TRANSLATE_NOOP(
        "Print",
        "A copy of this list for its player's opponent in the playoff (MTR 2.7).",
    ),
    "note_constructed": QT_TRANSLATE_NOOP(
        "Print",
        "Main deck: at least 60 cards. Sideboard: at most 15 cards. At most 4 copies of a "
        "card by its English name, except basic lands (MTR 6.1). Write one card per line "
        "with its count. Once a tournament official has accepted the list, it may not be "
        "changed (MTR 2.7).",
    ),
    "note_limited": QT_TRANSLATE_NOOP(
        "Print",
        "Main deck: at least 40 cards; every card of your pool not in the deck is your "
        "sideboard (MTR 7.1). You may add any number of Plains, Island, Swamp, Mountain and "
        "Forest, but no snow basic lands or Wastes (MTR 7.2): write how many of each you "
        "added. Once a tournament official has accepted the list, it may not be changed "
        "(MTR 2.7).",
    ),
    "note_commander": QT_TRANSLATE_NOOP(
        "Print",
        "A Commander deck has 100 cards with the commander, one copy of each card except "
        "basic lands. Write the commander on its own line (multiplayer addendum *.4A). Once "
        "a tournament official has accepted the list, it may not be changed (MTR 2.7).",
    ),
    "note_pool": QT_TRANSLATE_NOOP(
        "Print",
        "The player across the table registers this pool while the player who opened it "
        "watches; both check its contents. Then the pool goes back to the player who opened "
        "it, who builds and registers a deck as usual (MTR 7.5).",
    ),
}
_BASICS = (
    QT_TRANSLATE_NOOP("Print", "Plains"),
    QT_TRANSLATE_NOOP("Print", "Island"),
    QT_TRANSLATE_NOOP("Print", "Swamp"),
    QT_TRANSLATE_NOOP("Print", "Mountain"),
    QT_TRANSLATE_NOOP("Print", "Forest"),
)
#: The format as printed in the format box (formal names); "Other" is left to write.
_FORMATS = {
    Format.STANDARD: QT_TRANSLATE_NOOP("Print", "Standard"),
    Format.PIONEER: QT_TRANSLATE_NOOP("Print", "Pioneer"),
    Format.MODERN: QT_TRANSLATE_NOOP("Print", "Modern"),
    Format.LEGACY: QT_TRANSLATE_NOOP("Print", "Legacy"),
    Format.VINTAGE: QT_TRANSLATE_NOOP("Print", "Vintage"),
    Format.PAUPER: QT_TRANSLATE_NOOP("Print", "Pauper"),
    Format.SEALED: QT_TRANSLATE_NOOP("Print", "Sealed Deck"),
    Format.BOOSTER_DRAFT: QT_TRANSLATE_NOOP("Print", "Booster Draft"),
}
_COMMANDER_FORMAT = QT_TRANSLATE_NOOP("Print", "Commander (multiplayer)")
_BANNER = QT_TRANSLATE_NOOP("Print", "Opponent's decklist: %1 — for %2 (table %3)")
_BANNER_NO_TABLE = QT_TRANSLATE_NOOP("Print", "Opponent's decklist: %1 — for %2")
_ACCEPTED_AT = QT_TRANSLATE_NOOP("Print", "yyyy-MM-dd HH:mm")
_CHECK = QT_TRANSLATE_NOOP("Print", "Round %1: %2 (%3 min)")
#: Deck-check outcomes by stored value (``services.decklists.deck_checks.DeckCheckOutcome``).
_OUTCOMES = {
    "ok": QT_TRANSLATE_NOOP("Print", "deck matches its list"),
    "decklist_problem": QT_TRANSLATE_NOOP("Print", "problem with the decklist"),
    "deck_problem": QT_TRANSLATE_NOOP("Print", "deck does not match its list"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Print", text)


def sheet_labels() -> DeckSheetLabels:
    """The sheet's words in the installed language (English without a catalogue)."""
    basics = tuple(_tr(name) for name in _BASICS)
    return DeckSheetLabels(basic_names=basics, **translated(_WORDS))  # type: ignore[arg-type]


def format_text(settings: EventSettings) -> str:
    """The format's formal name ("" for "other": written by hand)."""
    if settings.structure is Structure.MULTIPLAYER:
        return _tr(_COMMANDER_FORMAT)
    name = _FORMATS.get(settings.format)
    return _tr(name) if name else ""


def banner_text(owner: str, reader: str, table: str = "") -> str:
    """The banner of a playoff opponent's copy (MTR 2.7): whose list it is, who receives
    it, and the table when there is one."""
    if table:
        return fill(_tr(_BANNER), owner, reader, table)
    return fill(_tr(_BANNER_NO_TABLE), owner, reader)


def accepted_text(when: dt.datetime | None) -> str:
    """When the list was accepted, in local time as the reader writes it."""
    if when is None:
        return ""
    if when.tzinfo is not None:
        when = when.astimezone().replace(tzinfo=None)
    moment = QDateTime(
        QDate(when.year, when.month, when.day), QTime(when.hour, when.minute, when.second)
    )
    return QLocale().toString(moment, _tr(_ACCEPTED_AT))


def check_text(check: Any) -> str:
    """A deck check as one line of the judges' area: "Round 3: deck matches its list
    (4 min)", then the judge's note."""
    outcome = getattr(check, "outcome", None)
    value = getattr(outcome, "value", outcome)
    word = _tr(_OUTCOMES[value]) if value in _OUTCOMES else str(value or "")
    text = fill(_tr(_CHECK), getattr(check, "round", ""), word, getattr(check, "minutes", ""))
    note = getattr(check, "note", "") or ""
    return f"{text} {note}".strip()
