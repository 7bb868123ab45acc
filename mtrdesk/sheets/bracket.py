"""The playoff bracket (MTR 10.4; 2.2 and 9.3 for who chooses play or draw; the multiplayer
addendum's pod playoff, 10.4A), as ``mtrdesk.sheets`` renders it."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from mtrdesk.printing.bracket import BracketLabels, write_bracket, write_pod_bracket
from mtrdesk.printing.page import PageSetup
from mtrdesk.services.event_file.reading import EventHistory
from mtrdesk.services.playoff.bracket_sheet import bracket_sheet, pod_bracket_sheet
from mtrdesk.sheets.posting_sheet import wall_labels
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

# Words by ``BracketLabels`` field; ``%1`` is filled in when drawn.
_WORDS = {
    "title": QT_TRANSLATE_NOOP("Print", "Playoff bracket"),
    "round_of": QT_TRANSLATE_NOOP("Print", "Round of %1"),
    "quarterfinals": QT_TRANSLATE_NOOP("Print", "Quarterfinals"),
    "semifinals": QT_TRANSLATE_NOOP("Print", "Semifinals"),
    "final": QT_TRANSLATE_NOOP("Print", "Final"),
    "champion": QT_TRANSLATE_NOOP("Print", "Champion"),
    "round_number": QT_TRANSLATE_NOOP("Print", "(round %1)"),
    "table": QT_TRANSLATE_NOOP("Print", "Table %1"),
    "bye": QT_TRANSLATE_NOOP("Print", "Bye"),
    "draft_seat": QT_TRANSLATE_NOOP("Print", "seat %1"),
    "chooser_legend": QT_TRANSLATE_NOOP(
        "Print", "★ chooses to play or draw first: the higher seed (MTR 2.2)."
    ),
    "random_chooser_legend": QT_TRANSLATE_NOOP(
        "Print", "A team determined at random chooses to play or draw first (MTR 9.3)."
    ),
    "draft_legend": QT_TRANSLATE_NOOP(
        "Print", "Paired by draft seat: 1 v 5, 3 v 7, 2 v 6, 4 v 8 (MTR 10.4)."
    ),
    "pods": QT_TRANSLATE_NOOP("Print", "Pods: %1"),
    "seeds_join": QT_TRANSLATE_NOOP("Print", "Seeds who join in this round: %1"),
    "won": QT_TRANSLATE_NOOP("Print", "Won"),
    "pod_first_legend": QT_TRANSLATE_NOOP(
        "Print", "★ seat 1 plays first; seats follow the seeds (2.2A)."
    ),
    "list_comma": QT_TRANSLATE_NOOP("Print", ", "),
}


def render(
    event: EventHistory,
    round_number: int | None,
    setup: PageSetup,
    out: str | Path | BinaryIO,
) -> None:
    """The whole bracket so far (``round_number`` is not needed: every round is on it);
    ``PLAYOFF_NONE`` without a playoff, ``PLAYOFF_NOT_STARTED`` before the cut."""
    labels = wall_labels(BracketLabels, _WORDS, event.state.settings.date, event)
    if event.pod_event is not None:
        write_pod_bracket(pod_bracket_sheet(event.pod_event), labels, out, setup)
        return
    write_bracket(bracket_sheet(event.state), labels, out, setup)
