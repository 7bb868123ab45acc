"""Merge… (issue 30): the registration is a person already entered. The organizer chooses
the entry, the likely duplicates flagged on the registration first (same reading, same
e-mail: marked), then every other entry of the event, by name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QInputDialog, QWidget

from mtrdesk.ui.models.registrations_model import duplicates_text
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.widgets.question import tell

if TYPE_CHECKING:
    from mtrdesk.services.players.views import Entry
    from mtrdesk.services.registration.views import RegistrationView


def merge_choices(
    registration: RegistrationView, entries: Sequence[Entry]
) -> list[tuple[int, str]]:
    """(entry id, what the list shows) for each entry the registration may merge into:
    the flagged duplicates first, with the mark and why, then the others."""
    flagged: dict[int, str] = {}
    for duplicate in registration.duplicates:
        if duplicate.entry_id is not None and duplicate.entry_id not in flagged:
            flagged[duplicate.entry_id] = duplicates_text((duplicate,))
    shown = {entry.id: entry for entry in entries}
    first = [(e, text) for e, text in flagged.items() if e in shown]
    others = [
        (entry.id, _entry_text(entry))
        for entry in entries
        if entry.id not in flagged and entry.dropped_after_round is None
    ]
    return first + others


def _entry_text(entry: Entry) -> str:
    if entry.reading:
        return f"{entry.display_name} ({entry.reading})"
    return entry.display_name


def choose_entry(
    parent: QWidget, registration: RegistrationView, entries: Sequence[Entry]
) -> int | None:
    """Ask which entry the registration is; the entry's id, or ``None`` (cancelled, or
    no entry to merge into)."""
    choices = merge_choices(registration, entries)
    name = registration.display_name
    if not choices:
        tell(
            parent,
            QCoreApplication.translate("RegistrationsPanel", "Merge"),
            QCoreApplication.translate(
                "RegistrationsPanel", "No player is entered yet: there is nobody to merge %1 with."
            ).replace("%1", name),
        )
        return None
    texts = [text for _, text in choices]
    chosen, ok = QInputDialog.getItem(
        parent,
        QCoreApplication.translate("RegistrationsPanel", "Merge"),
        rich_safe(
            QCoreApplication.translate(
                "RegistrationsPanel",
                "%1 registered, and is the same person as this player already entered:",
            ).replace("%1", name)
        ),
        texts,
        0,
        False,
    )
    if not ok or chosen not in texts:
        return None
    return choices[texts.index(chosen)][0]
