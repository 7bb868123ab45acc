"""EventLink's Invite List CSV (issue 30): one player per row in column A, as the Wizards
Account e-mail (recommended) or the display name. The e-mail is the roster's Wizards
Account (``RosterPlayer.email``), else a player ID that is an e-mail address. EventLink
ignores other columns and skips invalid or duplicate rows. A player who dropped before
round 1 did not take part (MTR 2.10) and is left out.

A player known by name only enters EventLink by name and may not count as an Engaged
Player, and two players of the same name make a duplicate row EventLink skips: the list
says who, so the organizer can ask for an e-mail before importing.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass

from mtrdesk.core.text import is_email


@dataclass(frozen=True, slots=True)
class Invitee:
    """A player of the event as the invite list needs them."""

    name: str
    player_id: str
    #: Dropped before round 1 (``dropped_after_round == 0``): not a participant.
    dropped_before_start: bool = False
    #: The Wizards Account e-mail the roster keeps (schema 17); "" when not known.
    email: str = ""

    @property
    def account(self) -> str:
        """The Wizards Account e-mail EventLink can match (``wizards_account``)."""
        return wizards_account(self.email, self.player_id)


@dataclass(frozen=True, slots=True)
class InviteList:
    """The rows of column A, in the event's player order, and what EventLink will not
    match to an account (``by_name``) or will skip (``duplicates``)."""

    rows: tuple[str, ...]
    by_name: tuple[str, ...]
    duplicates: tuple[str, ...]

    @property
    def by_email(self) -> int:
        return len(self.rows) - len(self.by_name)

    def csv_text(self) -> str:
        """The file: column A only, no header row, UTF-8 text with CRLF line ends."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\r\n")
        for row in self.rows:
            writer.writerow([row])
        return out.getvalue()


def wizards_account(email: str, player_id: str) -> str:
    """The e-mail EventLink can match to a Wizards Account: the roster's ``email``, else
    the ``player_id`` when it is an e-mail address; "" when neither is."""
    for text in (email, player_id):
        if is_email(text):
            return text.strip()
    return ""


def invite_list(invitees: Iterable[Invitee]) -> InviteList:
    """Column A for each participant: their Wizards Account e-mail (``Invitee.account``),
    else the display name."""
    rows: list[str] = []
    by_name: list[str] = []
    seen: set[str] = set()
    duplicates: list[str] = []
    for invitee in invitees:
        if invitee.dropped_before_start:
            continue
        value = invitee.account or invitee.name.strip()
        if not invitee.account:
            by_name.append(value)
        key = value.casefold()
        if key in seen:
            duplicates.append(value)
        seen.add(key)
        rows.append(value)
    return InviteList(tuple(rows), tuple(by_name), tuple(duplicates))
