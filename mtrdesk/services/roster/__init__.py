"""The roster: every person ever entered, kept across events, and what the store knows of
its regulars (events played, first and last seen, no-shows, the Wizards Account); two
records of one person merged, a person erased (APPI, GDPR).

Modules: ``people`` (a person found or made), ``regulars`` (the pure view), ``service``
(the use cases), ``erasure`` (what an erase removes).
"""

from mtrdesk.services.roster.people import (
    RosterPlayer,
    check_email,
    new_roster,
    roster_for,
    roster_view,
)

__all__ = ["RosterPlayer", "check_email", "new_roster", "roster_for", "roster_view"]
