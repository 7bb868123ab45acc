"""An event's identity: the same event in every database and file it travels through.

A database id is only that database's: an event exported and imported elsewhere gets
another, and an event file has none. A slip's QR code names its event by this identity
instead (``core.printouts.slips.event_slip_code``), so a slip printed from the file
(``mtrdesk print``) or from the database before an export scans in the window that has
the event after an import (issue 27).

The identity is 32 upper-case hexadecimal digits (128 bits): a random one for a new event
(``new_event_uid``); for an event that had none (a database before schema step 14, a file
before format version 7) one derived from its name, date and moment of creation
(``derived_event_uid``), so the file printed from and the database that imports it agree
without having seen each other. The derivation is frozen: files and databases in the hands
of users were given identities by it.
"""

from __future__ import annotations

import re

#: How many hexadecimal digits an identity has.
UID_LENGTH = 32
_UID = re.compile(rf"[0-9A-F]{{{UID_LENGTH}}}")
#: Kept apart from any other hash of the same words.
_DERIVED = "mtrdesk-event-identity-1"


def new_event_uid() -> str:
    """A random identity for a new event."""
    import uuid  # (and platform: ~5 ms) only for a new event, not to read a file (issue 33)

    return uuid.uuid4().hex.upper()


def derived_event_uid(name: str, date_iso: str, created_at: str | None) -> str:
    """The identity of an event that was stored or written without one: from its name,
    its date (``2026-11-20``) and its moment of creation as the event file writes it
    (``2026-11-20T18:00:00``; ``None`` when the file says none)."""
    import hashlib  # only for a file or database without an identity (issue 33)

    words = "\x1f".join((_DERIVED, name, date_iso, created_at or ""))
    return hashlib.sha256(words.encode("utf-8")).hexdigest()[:UID_LENGTH].upper()


def clean_event_uid(text: str) -> str | None:
    """``text`` as an identity (blanks, dashes and letter case forgiven, as a UUID may be
    written ``3f2a…-…``), or ``None`` when it is not one."""
    folded = text.strip().replace("-", "").upper()
    return folded if _UID.fullmatch(folded) else None
