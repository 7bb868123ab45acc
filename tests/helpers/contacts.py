"""Wizards Account e-mails and deck names on an event's players (issue 30), written the
way the registration desk stores them (``RosterPlayer.email``, ``Entry.deck_name``):
tests of what reads them need players who have them."""

from __future__ import annotations

from collections.abc import Mapping

from mtrdesk.services import Services
from mtrdesk.store.models import Entry, RosterPlayer


def give_contacts(services: Services, contacts: Mapping[int, tuple[str, str]]) -> None:
    """Each entry of ``contacts`` (entry id → (e-mail, deck name)) gets them, in one
    transaction."""
    with services.context.transaction():
        for entry_id, (email, deck_name) in contacts.items():
            entry = Entry.get_by_id(entry_id)
            RosterPlayer.update(email=email).where(RosterPlayer.id == entry.roster_id).execute()
            Entry.update(deck_name=deck_name).where(Entry.id == entry_id).execute()
