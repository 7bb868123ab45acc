"""EventLink's Invite List CSV (issue 30): one player per row in column A, as the Wizards
Account e-mail (recommended) or the display name; EventLink ignores other columns and
skips invalid or duplicate rows. A player who dropped before round 1 did not take part
(MTR 2.10) and is left out.

A player known by name only enters EventLink by name and may not count as an Engaged
Player, and two players of the same name make a duplicate row EventLink skips: the list
says who, so the organizer can ask for an e-mail before importing.
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable
from dataclasses import dataclass

#: An address EventLink can match to a Wizards Account: something@domain.tld, no spaces.
_EMAIL = re.compile(r"[^@\s,;]+@[^@\s,;]+\.[^@\s,;.]+")


@dataclass(frozen=True, slots=True)
class Invitee:
    """A player of the event as the invite list needs them."""

    name: str
    player_id: str
    #: Dropped before round 1 (``dropped_after_round == 0``): not a participant.
    dropped_before_start: bool = False


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


def is_email(text: str) -> bool:
    return _EMAIL.fullmatch(text.strip()) is not None


def invite_list(invitees: Iterable[Invitee]) -> InviteList:
    """Column A for each participant: the e-mail when the player ID is one, else the
    display name."""
    rows: list[str] = []
    by_name: list[str] = []
    seen: set[str] = set()
    duplicates: list[str] = []
    for invitee in invitees:
        if invitee.dropped_before_start:
            continue
        email = invitee.player_id.strip()
        value = email if is_email(email) else invitee.name.strip()
        if not is_email(email):
            by_name.append(value)
        key = value.casefold()
        if key in seen:
            duplicates.append(value)
        seen.add(key)
        rows.append(value)
    return InviteList(tuple(rows), tuple(by_name), tuple(duplicates))
