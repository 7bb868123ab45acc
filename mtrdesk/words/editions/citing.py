"""Citing a rule whose section number depends on the MTR edition (issue 29): 2.4 and 2.5
swapped places in 2025-11-10 (2023: 2.4 Conceding or Intentionally Drawing, 2.5
End-of-Match Procedure; 2025: 2.4 End-of-Match Procedure, 2.5 Conceding).

A sentence keeps one translatable text with the section as ``%1``; what is read for an
event cites the event's edition, what is read with no event (a general help) cites the
edition in force.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any

from mtrdesk.core.editions.catalogue import UnknownEdition, edition_in_force, edition_named
from mtrdesk.core.editions.edition import Edition, Topic


def edition_in_force_today() -> Edition:
    """The edition in force today: what a text read with no event cites."""
    return edition_in_force(dt.date.today())


def edition_or_in_force(edition: Edition | str | None) -> Edition:
    """``edition`` (an edition or its key); the edition in force when none or unknown."""
    if isinstance(edition, Edition):
        return edition
    if edition:
        try:
            return edition_named(edition)
        except UnknownEdition:
            pass
    return edition_in_force_today()


def edition_in(details: Mapping[str, Any], fallback: Edition | str | None = None) -> Edition:
    """The edition a refusal's ``details`` name (``edition``: its key), else ``fallback``,
    else the one in force."""
    named = details.get("edition")
    return edition_or_in_force(named if isinstance(named, str) and named else fallback)


def cite(text: str, topic: Topic, edition: Edition | str | None = None) -> str:
    """``text`` (already translated) with its ``%1`` the section of ``topic`` in
    ``edition`` ("MTR 2.5"); ``None``: the edition in force."""
    return text.replace("%1", edition_or_in_force(edition).cite(topic))
