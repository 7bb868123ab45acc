"""Draft and deck-construction seatings (MTR 7.6, 7.7) and the booster-draft playoff
table (MTR 10.4), as ``mtrdesk.sheets`` renders them; why this layout: ``printing.seatings``."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from mtrdesk.core.draft.seatings import SeatedPlayer
from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.seatings import SeatingLabels, write_seatings
from mtrdesk.services.draft.seatings import seating_sheet
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.sheets.posting_sheet import wall_labels
from mtrdesk.words.collation import index_head, index_heads, japanese_reader, name_sort_key
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# Words by ``SeatingLabels`` field; ``%1`` is filled in when drawn.
_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Draft and deck-construction seatings"),
    "by_name": QT_TRANSLATE_NOOP("Print", "Seatings by name"),
    "by_name_note": QT_TRANSLATE_NOOP(
        "Print",
        "Find your name, then sit at your pod's table in your seat. You draft and build "
        "your deck in the same seat (MTR 7.6).",
    ),
    "pod": QT_TRANSLATE_NOOP("Print", "Pod %1"),
    "pod_heading": QT_TRANSLATE_NOOP("Print", "Pod"),
    "seat": QT_TRANSLATE_NOOP("Print", "Seat"),
    "player": QT_TRANSLATE_NOOP("Print", "Player"),
    "player_id": QT_TRANSLATE_NOOP("Print", "ID: %1"),
    "pod_note": QT_TRANSLATE_NOOP(
        "Print",
        "Draft and deck construction seating. Seats run clockwise from seat 1. Pass the "
        "first pack to the left, the second to the right, the third to the left (MTR 7.7). "
        "Build your deck in the same seat.",
    ),
    "playoff_title": QT_TRANSLATE_NOOP("Print", "Top 8 booster draft"),
    "playoff_note": QT_TRANSLATE_NOOP(
        "Print",
        "Seats drawn at random (MTR 10.4). After the draft, seat 1 plays seat 5, seat 2 "
        "plays seat 6, seat 3 plays seat 7 and seat 4 plays seat 8.",
    ),
    "swiss_place": QT_TRANSLATE_NOOP("Print", "Swiss place"),
    "lifted": QT_TRANSLATE_NOOP(
        "Print", "Players of different pods may be paired against each other (MTR 7.6)."
    ),
    "draft_drop": QT_TRANSLATE_NOOP("Print", "Stopped drafting before pack %1, pick %2 (MTR 7.7)"),
}


def render(
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
) -> None:
    """Everyone by name, a page per pod, the playoff draft table; ``NO_PODS_TO_SEAT``
    without pods. The seatings are the event's, whatever ``round_number`` says."""
    sheet = seating_sheet(event.state)
    labels = wall_labels(SeatingLabels, _WORDS, sheet.date, event)
    write_seatings(replace(sheet, names=by_name(sheet.players)), labels, out, setup)


def by_name(
    players: tuple[SeatedPlayer, ...], japanese: bool | None = None
) -> tuple[tuple[str, SeatedPlayer], ...]:
    """``players`` in the one order of every sheet (``words.collation.name_sort_key``),
    each with the index head to print before it: あ行, か行… on a Japanese sheet (by the
    reading), none on an English one (``japanese`` default: the installed language)."""
    if japanese is None:
        japanese = japanese_reader()
    ordered = sorted(players, key=lambda p: (p.pod, p.seat))
    ordered.sort(key=lambda p: name_sort_key(p.reading, p.family, p.given))
    if not japanese:
        return tuple(("", p) for p in ordered)
    heads = index_heads([index_head(p.reading, p.family, p.given) for p in ordered])
    return tuple(zip(heads, ordered, strict=True))
