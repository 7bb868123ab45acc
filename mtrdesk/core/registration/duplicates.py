"""Which registrations look like a person already there: the same reading (folded:
katakana, width and spaces aside) or the same e-mail (case aside). The organizer
decides; a flag never merges by itself, since two players may share a reading."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from mtrdesk.core.text import fold


class DuplicateKind(enum.StrEnum):
    READING = "reading"
    EMAIL = "email"


@dataclass(frozen=True, slots=True)
class Someone:
    """A person of the event as compared: an entry or another registration (``key``
    says which to the caller), their reading, e-mail and display name."""

    key: tuple[str, int]
    reading: str
    email: str
    name: str


@dataclass(frozen=True, slots=True)
class Match:
    kind: DuplicateKind
    other: Someone


def likely_duplicates(person: Someone, others: Iterable[Someone]) -> list[Match]:
    """Everyone in ``others`` (but ``person``) with ``person``'s reading or e-mail; one
    match per other person, the e-mail first (the surer sign)."""
    reading, email = fold(person.reading), person.email.casefold()
    found: list[Match] = []
    for other in others:
        if other.key == person.key:
            continue
        if email and other.email.casefold() == email:
            found.append(Match(DuplicateKind.EMAIL, other))
        elif reading and fold(other.reading) == reading:
            found.append(Match(DuplicateKind.READING, other))
    return found
