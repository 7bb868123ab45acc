"""Reading the event file's fields strictly: each refusal names the field that is wrong.

Shared by ``event_document`` (the event, players, matches) and
``event_document_structures`` (teams, multiplayer pods), so both refuse a damaged file the
same way: ``DocumentError(MALFORMED, "rounds[2].matches[5]: ...")``.
"""

from __future__ import annotations

import datetime as dt
import enum
import re
from collections.abc import Iterator, Mapping
from typing import Any

from mtrdesk.core.refusal import ProblemError, Refusal
from mtrdesk.core.text import NAME_LIMIT


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
    if not isinstance(value, str):  # every enum of the file is text (``true`` is no "1")
        raise malformed(f"{where}: not text: {_shown(value)}")
    try:
        return kind(value)
    except ValueError:
        raise malformed(f"{where}: unknown value {_shown(value)}") from None


#: The longest text a time may be (``time_text``; ``bulk.times_fit``; ``schema.Time``).
TIME_LIMIT = 64


def time_text(value: Any, where: str, *, required: bool = False) -> str | None:
    """An ISO date-time string (kept as text), or ``None`` where the field may be empty."""
    if value is None and not required:
        return None
    if not isinstance(value, str) or len(value) > TIME_LIMIT:
        raise malformed(f"{where}: not a time {_shown(value)}")
    try:
        dt.datetime.fromisoformat(value)
    except (TypeError, ValueError):
        raise malformed(f"{where}: not a time {value!r}") from None
    return str(value)


def date_value(value: Any, where: str) -> dt.date:
    if not isinstance(value, str) or len(value) > 64:
        raise malformed(f"{where}: not a date {_shown(value)}")
    try:
        return dt.date.fromisoformat(value)
    except (TypeError, ValueError):
        raise malformed(f"{where}: not a date {value!r}") from None


#: The largest whole number SQLite stores (a signed 64-bit INTEGER): nothing the services
#: wrote is larger, and a larger one would fail on import.
INT_LIMIT = 2**63 - 1
#: Tables and round numbers far beyond any event (MTR Appendix E stops at 2,049+ players).
MAX_TABLE = 100_000
MAX_ROUND_NUMBER = 1_000
#: Free text (notes, a decklist as typed): long, but never a whole file's worth.
NOTE_LIMIT = 10_000
DECKLIST_TEXT_LIMIT = 100_000


def optional_int(
    value: Any, where: str, *, low: int | None = None, high: int = INT_LIMIT
) -> int | None:
    """A whole number (``low`` to ``high``) or ``None``; ``true`` or ``"2"`` is no number."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise malformed(f"{where}: not a whole number: {_shown(value)}")
    if low is not None and value < low:
        raise malformed(f"{where}: {value} is below {low}")
    if value > high or value < -INT_LIMIT - 1:
        raise malformed(f"{where}: {_shown(value)} is above {high}")
    return value


def whole(value: Any, where: str, *, low: int | None = None, high: int = INT_LIMIT) -> int:
    """A whole number that must be there (``optional_int`` without the ``None``)."""
    number = optional_int(value, where, low=low, high=high)
    if number is None:
        raise malformed(f"{where}: missing")
    return number


def _shown(value: Any) -> str:
    """A value as a message shows it: short, whatever the file held."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


#: One-line text that ``core.text.text_problem`` passes character by character, matched
#: in C: printable ASCII, CJK punctuation, kana, the CJK ideographs assigned since Unicode
#: 11 and full-width forms, within ``NAME_LIMIT`` (what a Japanese roster holds; 4,096
#: players and their audit rows are 50,000 texts). Anything else is looked at closely.
_PLAIN_TEXT = re.compile(
    "[\x20-\x7e\u3000-\u303f\u3041-\u3096\u3099-\u30ff\u4e00-\u9fef\uff01-\uff5e]"
    f"{{0,{NAME_LIMIT}}}"
)


def name_text(value: Any, where: str, *, required: bool = False) -> str:
    """A name, reading, ID or other one-line text: a string free of control characters
    and bidirectional overrides, at most ``NAME_LIMIT`` long (``core.text.text_problem``)."""
    from mtrdesk.core.text import text_problem

    if not isinstance(value, str):
        raise malformed(f"{where}: not text: {_shown(value)}")
    if _PLAIN_TEXT.fullmatch(value) is not None:
        if required and not value.strip():
            raise malformed(f"{where}: empty")
        return value
    problem = text_problem(value)
    if problem is not None:
        raise malformed(f"{where}: {problem.value} {_shown(value)}")
    if required and not value.strip():
        raise malformed(f"{where}: empty")
    return value


def free_text(value: Any, where: str, *, limit: int = NOTE_LIMIT) -> str:
    """Notes and lists as typed: line breaks and tabs pass, other controls and
    bidirectional overrides do not (``None`` is empty)."""
    from mtrdesk.core.text import text_problem

    if value is None:
        return ""
    if not isinstance(value, str):
        raise malformed(f"{where}: not text: {_shown(value)}")
    problem = text_problem(value.replace("\n", " ").replace("\r", " ").replace("\t", " "), limit)
    if problem is not None:
        raise malformed(f"{where}: {problem.value}")
    return value


def optional_text(value: Any, where: str) -> str:
    """``name_text`` where the field may be absent or ``null`` (empty)."""
    return "" if value is None else name_text(value, where)


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
