"""Reading the event file's fields strictly: each refusal names the field that is wrong.

Shared by ``event_document`` (the event, players, matches) and
``event_document_structures`` (teams, multiplayer pods), so both refuse a damaged file the
same way: ``DocumentError(MALFORMED, "rounds[2].matches[5]: ...")``.
"""

from __future__ import annotations

import datetime as dt
import enum
from collections.abc import Iterator, Mapping
from typing import Any

from mtrdesk.core.refusal import ProblemError, Refusal


class DocumentProblem(enum.Enum):
    """Why a file could not be read as an event."""

    NOT_AN_EVENT = "not_an_event"
    NEWER_VERSION = "newer_version"
    MALFORMED = "malformed"
    #: Larger than any event the services could have stored (read no further).
    TOO_LARGE = "too_large"
    #: Nested deeper than the format ever nests (checked before parsing).
    TOO_DEEP = "too_deep"


class DocumentError(Refusal, ProblemError[DocumentProblem]):
    """An event file that cannot be read; ``problem`` says why and ``detail`` where."""


def malformed(detail: str) -> DocumentError:
    """The error for a file that is ours but damaged at ``detail``."""
    return DocumentError(DocumentProblem.MALFORMED, detail)


def need(mapping: Mapping[str, Any], key: str, where: str) -> Any:
    if not isinstance(mapping, Mapping) or key not in mapping:
        raise malformed(f"{where}: missing '{key}'")
    return mapping[key]


def records(raw: Any, where: str) -> Iterator[tuple[str, Mapping[str, Any]]]:
    """The objects of the optional list ``where`` (absent: none), each with where it stands
    (``where[i]``); a value that is not a list, or an item that is not an object, is refused."""
    if raw is None:
        return
    if not isinstance(raw, list):
        raise malformed(where)
    for i, item in enumerate(raw):
        here = f"{where}[{i}]"
        if not isinstance(item, Mapping):
            raise malformed(here)
        yield here, item


def enum_value(kind: type[enum.Enum], value: Any, where: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise malformed(f"{where}: unknown value {value!r}") from None


def time_text(value: Any, where: str, *, required: bool = False) -> str | None:
    """An ISO date-time string (kept as text), or ``None`` where the field may be empty."""
    if value is None and not required:
        return None
    try:
        dt.datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise malformed(f"{where}: not a time {value!r}") from None
    return str(value)


def date_value(value: Any, where: str) -> dt.date:
    try:
        return dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        raise malformed(f"{where}: not a date {value!r}") from None


def optional_int(value: Any, where: str, *, low: int | None = None) -> int | None:
    """A whole number (at least ``low`` when given) or ``None``; ``true`` is no number."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise malformed(f"{where}: not a number {value!r}")
    if low is not None and value < low:
        raise malformed(f"{where}: {value} is below {low}")
    return value


def whole(value: Any, where: str, *, low: int | None = None) -> int:
    """A whole number that must be there (``optional_int`` without the ``None``)."""
    number = optional_int(value, where, low=low)
    if number is None:
        raise malformed(f"{where}: missing")
    return number


def flag(value: Any, where: str) -> bool:
    """A JSON ``true`` or ``false``, nothing else."""
    if not isinstance(value, bool):
        raise malformed(f"{where}: {value!r}")
    return value


def unique(values: list[int], where: str) -> None:
    """Refuse a number that two entries share (a seed, a seat, an id)."""
    seen: set[int] = set()
    for value in values:
        if value in seen:
            raise malformed(f"{where}: {value} twice")
        seen.add(value)
