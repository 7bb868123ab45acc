"""What the rounds tab says about the event's progress: rounds paired, and why the next
round cannot be paired yet (the button's tooltip), in words a scorekeeper can act on."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.settings import EndRuleKind
from mtrdesk.services.event_views import EventSummary, Stage

if TYPE_CHECKING:
    from mtrdesk.services.views import RoundOutline

# Tables listed by name in a sentence; past it, "and N more" (2,048 numbers of a
# 4,096-player round would fill the window).
LISTED_TABLES = 30


def round_title(number: int) -> str:
    return QCoreApplication.translate("RoundsTab", "Round %1").replace("%1", str(number))


def table_list(labels: Sequence[str]) -> str:
    """Tables as posted, "3, 7, 12B" (「3、7、12B」 in Japanese); past ``LISTED_TABLES`` the
    first ones and how many more."""
    comma = QCoreApplication.translate("RoundsTab", ", ")
    if len(labels) <= LISTED_TABLES:
        return comma.join(labels)
    return QCoreApplication.translate(
        "RoundsTab", "%1 and %Ln more", None, len(labels) - LISTED_TABLES
    ).replace("%1", comma.join(labels[:LISTED_TABLES]))


def why_not_pair(summary: EventSummary | None, rounds: Sequence[RoundOutline]) -> str | None:
    """Why the next round cannot be paired now, or None when it can."""
    if summary is None:
        return None
    if summary.settings.elimination_only:
        return QCoreApplication.translate(
            "RoundsTab",
            "This event is single elimination only (MTR Appendix E): start it on the Playoff tab.",
        )
    if summary.stage not in (Stage.REGISTRATION, Stage.SWISS):
        return QCoreApplication.translate("RoundsTab", "The Swiss rounds are over.")
    incomplete = next((r for r in rounds if r.missing), None)
    if incomplete is not None:
        tables = table_list(incomplete.missing)
        return (
            QCoreApplication.translate("RoundsTab", "Enter the results of %1 first: table(s) %2.")
            .replace("%1", round_title(incomplete.number))
            .replace("%2", tables)
        )
    if rounds and summary.rounds_paired >= summary.swiss_rounds:
        return QCoreApplication.translate("RoundsTab", "Every Swiss round has been paired.")
    if rounds and summary.swiss_over:
        return QCoreApplication.translate(
            "RoundsTab", "The Swiss ended after %1 by the announced rule (MTR 10.2)."
        ).replace("%1", round_title(summary.rounds_paired))
    return None


def progress(summary: EventSummary, rounds: Sequence[RoundOutline]) -> str:
    """ "2 of 4 Swiss rounds paired", and what to do once they are all played."""
    if summary.settings.elimination_only:
        return QCoreApplication.translate(
            "RoundsTab", "Single elimination only: no Swiss rounds. Play it on the Playoff tab."
        )
    if summary.settings.end_rule is EndRuleKind.FIXED:
        text = QCoreApplication.translate(
            "RoundsTab", "%1 of %n Swiss round(s) paired", None, summary.swiss_rounds
        )
    else:  # MTR 10.2: a variable number of rounds
        text = QCoreApplication.translate(
            "RoundsTab", "%1 of up to %n Swiss round(s) paired", None, summary.swiss_rounds
        )
    text = text.replace("%1", str(summary.rounds_paired))
    last = rounds[-1] if rounds else None
    done = last is not None and summary.swiss_over and not last.missing
    if done and summary.stage is Stage.SWISS:
        text += "  " + QCoreApplication.translate(
            "RoundsTab", "Swiss rounds finished: start the playoff in the Playoff tab."
        )
    return text
