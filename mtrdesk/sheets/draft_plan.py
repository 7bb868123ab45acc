"""The draft plan sheet (issue 5): a whole draft with its times, as ``mtrdesk draft-plan
--pdf`` and the projector setup's "Print plan..." write it; why this layout:
``printing.draft_plan``.

Not in ``SHEETS``: a draft plan belongs to no event and no round, so it has its own
``render_plan(plan, start, setup, out)``.
"""

from __future__ import annotations

import datetime as dt
import io
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.draft.clock import DraftKind, DraftPlan
from mtrdesk.printing.draft_plan import PlanLabels, write_plan
from mtrdesk.printing.page import PageSetup
from mtrdesk.sheets import date_text, translated
from mtrdesk.words.labels import TIMINGS, timings_label
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

_KINDS = {
    DraftKind.BOOSTER: QT_TRANSLATE_NOOP("Print", "Booster draft (MTR 7.7)"),
    DraftKind.TWO_HEADED_GIANT: QT_TRANSLATE_NOOP(
        "Print", "Two-Headed Giant booster draft (MTR 9.7)"
    ),
    DraftKind.MULTIPLAYER: QT_TRANSLATE_NOOP(
        "Print", "Multiplayer booster draft (multiplayer addendum)"
    ),
    DraftKind.ROCHESTER: QT_TRANSLATE_NOOP("Print", "Team Rochester draft (MTR 8.5)"),
}
_DRAFTERS = QT_TRANSLATE_NOOP("Print", "%1 drafters")
_TEAMS = QT_TRANSLATE_NOOP("Print", "%1 teams")
_PLAYERS = QT_TRANSLATE_NOOP("Print", "%1 players")
_DIRECTIONS = {
    "left": QT_TRANSLATE_NOOP("Print", "pass left"),
    "right": QT_TRANSLATE_NOOP("Print", "pass right"),
    "clockwise": QT_TRANSLATE_NOOP("Print", "clockwise"),
    "counterclockwise": QT_TRANSLATE_NOOP("Print", "counterclockwise"),
}
# Words by ``PlanLabels`` field; ``%1``... are filled in when drawn.
_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Draft plan"),
    "timing": QT_TRANSLATE_NOOP("Print", "Timing: %1"),
    "packs": QT_TRANSLATE_NOOP("Print", "%1 packs × %2 cards"),
    "double_first_pick": QT_TRANSLATE_NOOP(
        "Print", "Two cards on the first pick of each pack (MTR 7.7)"
    ),
    "drop": QT_TRANSLATE_NOOP("Print", "Seat %1 leaves before pack %2, pick %3 (MTR 7.7)"),
    "start": QT_TRANSLATE_NOOP("Print", "Start"),
    "pack_start": QT_TRANSLATE_NOOP("Print", "Pack %1 (%2)"),
    "review": QT_TRANSLATE_NOOP("Print", "Review after pack %1 (%2 s)"),
    "review_short": QT_TRANSLATE_NOOP("Print", "Review %1 s"),
    "end": QT_TRANSLATE_NOOP("Print", "Expected end"),
    "duration": QT_TRANSLATE_NOOP("Print", "Length: %1 min %2 s"),
    "relative": QT_TRANSLATE_NOOP(
        "Print", "No start time given: times are minutes and seconds from the start."
    ),
    "heading_time": QT_TRANSLATE_NOOP("Print", "Starts"),
    "heading_pick": QT_TRANSLATE_NOOP("Print", "Pick"),
    "heading_pack": QT_TRANSLATE_NOOP("Print", "Pack"),
    "heading_cards": QT_TRANSLATE_NOOP("Print", "Cards"),
    "heading_seconds": QT_TRANSLATE_NOOP("Print", "Sec."),
    "heading_booster": QT_TRANSLATE_NOOP("Print", "Booster"),
    "heading_laid_out_by": QT_TRANSLATE_NOOP("Print", "Laid out by"),
    "heading_order": QT_TRANSLATE_NOOP("Print", "Picking order"),
    "pick_seconds": QT_TRANSLATE_NOOP(
        "Print", "Each pick %1 s; each booster is reviewed for %2 s when laid out (MTR 8.5)."
    ),
    "untimed": QT_TRANSLATE_NOOP(
        "Print", "—: the last card of a pack is taken without a timer (Appendix B)."
    ),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Print", text)


def plan_labels(plan: DraftPlan) -> PlanLabels:
    """The sheet's words for ``plan`` in the installed language."""
    words = translated(_WORDS)
    if plan.kind is DraftKind.TWO_HEADED_GIANT:
        drafters = _TEAMS
    elif plan.kind is DraftKind.ROCHESTER:
        drafters = _PLAYERS
    else:
        drafters = _DRAFTERS
    key = plan.profile.key
    return PlanLabels(
        kind=_tr(_KINDS[plan.kind]),
        profile=timings_label(key) if key in TIMINGS else plan.profile.source,
        drafters=_tr(drafters).replace("%1", str(len(plan.seats))),
        directions={key: _tr(text) for key, text in _DIRECTIONS.items()},
        **words,
    )


def render_plan(
    plan: DraftPlan,
    start: dt.datetime | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
) -> None:
    """Write ``plan`` as a PDF to ``out``; times from ``start``, else from the draft's start."""
    labels = plan_labels(plan)
    if start is not None:
        labels = replace(labels, start_date=date_text(start.date()))
    write_plan(plan, start, labels, out, setup)


def render_plan_bytes(plan: DraftPlan, start: dt.datetime | None, setup: PageSetup) -> bytes:
    """``render_plan`` into memory, for the print preview."""
    buffer = io.BytesIO()
    render_plan(plan, start, setup, buffer)
    return buffer.getvalue()
