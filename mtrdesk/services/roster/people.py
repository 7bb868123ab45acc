"""The roster: every person ever entered, kept across events and found by a few letters.

One player ID is one person (MTR 1.5): a registration with a known ID is that person.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.names import display_name
from mtrdesk.core.registration.form import EMAIL_LIMIT
from mtrdesk.core.text import (
    clean_fields,
    clean_player_id,
    fold,
    is_email,
    search_key,
    text_problem,
)
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.text_fields import check_player_fields
from mtrdesk.store.models import RosterPlayer as RosterRow


@dataclass(frozen=True)
class RosterPlayer:
    """A person on the roster, whatever events they played."""

    id: int
    family: str
    given: str
    reading: str
    player_id: str
    #: The Wizards Account e-mail (EventLink's Invite List); never on a public page.
    email: str = ""

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)


def roster_view(row: RosterRow) -> RosterPlayer:
    return RosterPlayer(row.id, row.family, row.given, row.reading, row.player_id, row.email)


def check_email(text: str) -> str:
    """A Wizards Account e-mail as stored (full-width ＠ and digits folded, no spaces,
    ``core.text.clean_player_id``), "" for none; anything else that is not an address
    EventLink can match (``core.eventlink.invites.is_email``), or that holds a control
    or override character, is refused ``EMAIL_INVALID``."""
    email = clean_player_id(text)
    if email and (text_problem(email, EMAIL_LIMIT) is not None or not is_email(email)):
        raise ServiceError(Problem.EMAIL_INVALID)
    return email


def new_roster(family: str, given: str, reading: str, player_id: str) -> RosterRow:
    """A new roster player (a name is required; ``BAD_TEXT`` for a field that cannot be
    stored, ``services.text_fields``)."""
    family, given, reading, player_id = clean_fields(family, given, reading, player_id)
    check_player_fields(family, given, reading, player_id)
    if not family:
        raise ServiceError(Problem.NAME_EMPTY)
    return RosterRow.create(
        family=family,
        given=given,
        reading=reading,
        player_id=player_id,
        search_key=search_key(family, given, reading, player_id),
    )


def roster_for(family: str, given: str, reading: str, player_id: str) -> RosterRow:
    """The roster player with this player ID, else a new one.

    An ID already on the roster under another name is refused (DUPLICATE_PLAYER_ID): one
    ID is one person (MTR 1.5).
    """
    check_player_fields(*clean_fields(family, given, reading, player_id))
    player_id = clean_player_id(player_id)
    if player_id:
        known = RosterRow.get_or_none(RosterRow.player_id == player_id)
        if known is not None:
            if fold(known.family + known.given) != fold(family + given):
                raise ServiceError(
                    Problem.DUPLICATE_PLAYER_ID, player_id=player_id, roster=known.id
                )
            return known
    return new_roster(family, given, reading, player_id)
