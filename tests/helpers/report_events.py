"""An event for the event report's tests (issue 31): 64 players with deck names."""

from __future__ import annotations

import random

from mtrdesk.services import Services
from tests.helpers.contacts import give_contacts
from tests.helpers.services_support import new_event, report_round

DECKS = ("Izzet Phoenix", "Boros Energy", "Mono-Red", "Golgari Midrange", "Dimir Control")


def sixty_four(services: Services) -> int:
    """64 players, each with an e-mail; 60 with a deck name (5 decks, 2 brews of one
    player each), 4 without; three rounds played, every result in."""
    event_id, entries = new_event(services, 64, swiss_rounds=3)
    contacts = {}
    for n, entry in enumerate(entries):
        deck = DECKS[n % len(DECKS)] if n < 58 else ("Lantern" if n == 58 else "Oops")
        contacts[entry] = (f"p{n}@wizards.example", "" if n >= 60 else deck)
    give_contacts(services, contacts)
    rng = random.Random(5)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    return event_id
