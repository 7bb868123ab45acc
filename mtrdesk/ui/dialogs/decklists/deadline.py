"""The decklist deadline (MTR 2.7), asked before the window pairs a round.

At Competitive and Professional REL every player registers a decklist: "In Constructed
tournaments, decklists must be submitted to a tournament official prior to the start of
the tournament. In Limited tournaments, decklists must be submitted prior to the start of
the first round in which that player participates." So before round 1 is paired, and
before a round in which late entrants play for the first time, the organizer is asked
whether to pair although some of those players have no list, a list with problems, or a
list no official has accepted yet. At Regular REL, for a format without deck rules, or
when every list is accepted, nothing is asked.

"Cancel" is the default (Enter, Escape): the question only appears when something is
wrong, and a hurried Enter should not start the tournament past it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from mtrdesk.core.decklists.rules import deck_format_for
from mtrdesk.core.settings import Rel, Structure
from mtrdesk.services.decklists.views import DecklistRow, DeckState
from mtrdesk.services.errors import ServiceError
from mtrdesk.ui.plain import rich_safe

if TYPE_CHECKING:
    from mtrdesk.services import Services

# Names shown per group before "and N more".
SHOWN_NAMES = 8

# The object name of the question (tests find it by this name).
OBJECT_NAME = "decklistDeadline"


def players_to_ask_about(
    services: Services, event_id: int, round_number: int
) -> dict[DeckState, list[DecklistRow]] | None:
    """The players whose list is not ready for ``round_number``, by state (``MISSING``,
    ``PROBLEM``, ``RECEIVED``), registration order; ``None`` when nothing is to be asked:
    Regular REL, a format without deck rules, or a round after 1 without late entrants
    playing their first round in it."""
    summary = services.events.get(event_id)
    settings = summary.settings
    if settings.rel is Rel.REGULAR:
        return None
    if deck_format_for(settings.format, settings.structure is Structure.MULTIPLAYER) is None:
        return None
    rows = services.decklists.overview(event_id)
    if round_number > 1:  # MTR 2.7: late entrants, before the first round they play
        late = {
            e.id
            for e in services.players.list_entries(event_id)
            if e.late_entry_round == round_number
        }
        rows = tuple(r for r in rows if r.entry_id in late)
    groups: dict[DeckState, list[DecklistRow]] = {}
    for row in rows:
        dropped = row.dropped_after_round
        if dropped is not None and dropped < round_number:
            continue
        if row.state is not DeckState.CHECKED:
            groups.setdefault(row.state, []).append(row)
    return groups or None


def confirm_decklists_before_round(
    parent: QWidget | None, services: Services, event_id: int, round_number: int
) -> bool:
    """Ask before pairing ``round_number`` while lists are not ready (module docstring);
    True: pair."""
    try:
        groups = players_to_ask_about(services, event_id, round_number)
    except ServiceError:
        return True  # pairing reports what is wrong with the event itself
    if groups is None:
        return True
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("DecklistDeadline", "Decklists before pairing"),
        question_text(groups, round_number),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setObjectName(OBJECT_NAME)
    box.setTextFormat(Qt.TextFormat.PlainText)  # players' names, shown as typed
    box.setInformativeText(rich_safe(details_text(groups, round_number)))
    pair = box.button(QMessageBox.StandardButton.Yes)
    pair.setText(QCoreApplication.translate("DecklistDeadline", "Pair anyway"))
    pair.setObjectName("pairAnyway")
    cancel = box.button(QMessageBox.StandardButton.Cancel)
    cancel.setText(QCoreApplication.translate("DecklistDeadline", "Cancel"))
    cancel.setObjectName("cancelPairing")
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setEscapeButton(cancel)
    return box.exec() == QMessageBox.StandardButton.Yes


def question_text(groups: dict[DeckState, list[DecklistRow]], round_number: int) -> str:
    count = sum(len(rows) for rows in groups.values())
    if round_number == 1:
        return QCoreApplication.translate(
            "DecklistDeadline",
            "%n player(s) do not have an accepted decklist before round 1.",
            None,
            count,
        )
    return QCoreApplication.translate(
        "DecklistDeadline",
        "%n player(s) entering late play their first round in round %1 without an "
        "accepted decklist.",
        None,
        count,
    ).replace("%1", str(round_number))


def details_text(groups: dict[DeckState, list[DecklistRow]], round_number: int) -> str:
    lines = []
    for state, rows in (
        (DeckState.MISSING, groups.get(DeckState.MISSING, [])),
        (DeckState.PROBLEM, groups.get(DeckState.PROBLEM, [])),
        (DeckState.RECEIVED, groups.get(DeckState.RECEIVED, [])),
    ):
        if rows:
            lines.append(group_label(state, len(rows)) + " " + names_text(rows))
    lines.append("")
    lines.append(
        QCoreApplication.translate(
            "DecklistDeadline",
            "MTR 2.7: at Competitive and Professional REL, Constructed decklists are "
            "submitted before the tournament starts, Limited decklists before the first "
            "round the player plays. Accept lists on the Decklists tab.",
        )
    )
    lines.append("")
    lines.append(
        QCoreApplication.translate("DecklistDeadline", "Pair round %1 anyway?").replace(
            "%1", str(round_number)
        )
    )
    return "\n".join(lines)


def group_label(state: DeckState, count: int) -> str:
    if state is DeckState.MISSING:
        return QCoreApplication.translate("DecklistDeadline", "No decklist (%n):", None, count)
    if state is DeckState.PROBLEM:
        return QCoreApplication.translate(
            "DecklistDeadline", "Decklist with problems (%n):", None, count
        )
    return QCoreApplication.translate("DecklistDeadline", "Not accepted yet (%n):", None, count)


def names_text(rows: Sequence[DecklistRow]) -> str:
    """Up to ``SHOWN_NAMES`` names (a team player with team and seat), then "and N more"."""
    names = [player_name(row) for row in rows[:SHOWN_NAMES]]
    #: Between two player names in a list.
    text = QCoreApplication.translate("DecklistDeadline", ", ").join(names)
    rest = len(rows) - SHOWN_NAMES
    if rest > 0:
        text += QCoreApplication.translate("DecklistDeadline", " and %n more", None, rest)
    return text


def player_name(row: DecklistRow) -> str:
    if row.team is None:
        return row.name
    return (
        #: A team player: %1 the player, %2 the team, %3 the seat letter (MTR 8.2).
        QCoreApplication.translate("DecklistDeadline", "%1 (%2 %3)")
        .replace("%1", row.name)
        .replace("%2", row.team)
        .replace("%3", row.seat or "")
        .replace(" )", ")")
    )
