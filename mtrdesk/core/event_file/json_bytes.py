"""An event file's bytes as JSON, decoded by msgspec with issue 14's bounds (issue 33).

msgspec's C decoder reads the file in one pass: a file nested 100,000 deep stops it at
its own recursion guard (never the C stack), a 5,000-digit number or ``1e400`` is refused
as it is read, and ``NaN`` or ``Infinity`` is no JSON to it: no pre-scan of the text and no
hook called on every number (issue 14 had both). Nesting past ``MAX_JSON_DEPTH`` is
refused too: an event file read against its schema (``schema``,
``reader.document_from_bytes``) nests no deeper than the schema and an audit detail's type,
except in the values the schema leaves free (the settings, teams, pods, extensions,
decklists), which ``check_levels`` bounds; any other JSON value is bounded whole by
``decode_json``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import msgspec

from mtrdesk.core.event_file.fields import DocumentError, DocumentProblem

#: The deepest nesting an event file has is ~6 (rounds, matches, a result; an audit
#: detail); past this the file is not one.
MAX_JSON_DEPTH = 32
BOM = b"\xef\xbb\xbf"
#: JSON's text has no NaN or Infinity; Python's ``json`` reads them, so files may hold them.
_NOT_NUMBERS = re.compile(rb"-?(?:NaN|Infinity)")
#: A high surrogate escape with no escape after it: msgspec says "truncated" there.
_LONE_HIGH_SURROGATE = re.compile(rb"\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u)")
_DECODER = msgspec.json.Decoder()
#: Issue 14 refused a whole number of more than 19 digits wherever it stood (every SQLite
#: INTEGER has at most 19); the fields that hold numbers bound them tighter.
_TWENTY_DIGITS = 10**19


def too_deep() -> DocumentError:
    """The refusal of a file nested past ``MAX_JSON_DEPTH``."""
    return DocumentError(DocumentProblem.TOO_DEEP, f"more than {MAX_JSON_DEPTH} levels")


def decode_json(data: bytes) -> object:
    """The JSON value of an event file's bytes (UTF-8, with or without BOM); refuses what
    cannot be one: another encoding, nesting deeper than ``MAX_JSON_DEPTH``, numbers beyond
    what a file holds, NaN and Infinity."""
    text = data[len(BOM) :] if data.startswith(BOM) else data
    try:
        value = _DECODER.decode(text)
    except UnicodeDecodeError as exc:
        raise DocumentError(DocumentProblem.NOT_AN_EVENT, f"not UTF-8 text: {exc.reason}") from exc
    except RecursionError as exc:
        raise too_deep() from exc
    except msgspec.ValidationError as exc:
        said = str(exc).partition(" - at ")[0][:160]  # the place: "$[...][0][...]"
        raise DocumentError(
            DocumentProblem.MALFORMED, f"not a number an event holds: {said}"
        ) from exc
    except msgspec.DecodeError as exc:
        raise _decode_error(text, str(exc)) from exc
    _check_bounds([value], MAX_JSON_DEPTH + 1)
    return value


def check_levels(values: Iterable[tuple[int, Any]]) -> None:
    """Refuse a value nested past ``MAX_JSON_DEPTH`` in the file, or holding a number past
    64 bits, given each value with the level it stands at (what a file read against the
    schema holds free: the settings, teams, pods; ``schema.free_values``)."""
    by_level: dict[int, list[Any]] = {}
    for level, value in values:
        by_level.setdefault(level, []).append(value)
    for level, group in by_level.items():
        # The values of one level, in a list standing one level above them.
        _check_bounds(group, MAX_JSON_DEPTH - level + 2)


def nests_deeper_than(value: object, levels: int) -> bool:
    """Whether a decoded JSON value nests more than ``levels`` lists and objects (itself
    the first): for a file bounded tighter than an event file (a draft timing profile)."""
    try:
        _check_bounds([value], levels + 1)
    except DocumentError as exc:
        return exc.problem is DocumentProblem.TOO_DEEP
    return False


def _check_bounds(values: list[Any], limit: int) -> None:
    """Refuse ``values`` (a list, itself the first level) if its lists and dicts nest more
    than ``limit`` levels (``TOO_DEEP``), else if it holds a whole number a file never
    holds (``MALFORMED``, as issue 14's parse refused any such number, wherever it stood).
    Looked at level by level, with no recursion: the value may be 1,000 levels deep."""
    level: list[Any] = [values]
    largest = 0
    for _ in range(limit):
        inner: list[Any] = []
        for item in level:
            for x in item.values() if type(item) is dict else item:
                kind = type(x)
                if kind is list or kind is dict:
                    inner.append(x)
                elif kind is int:
                    largest = max(largest, abs(x))
        if not inner:
            break
        level = inner
    else:
        raise too_deep()
    if largest >= _TWENTY_DIGITS:  # msgspec reads at most 4,300 digits, as ``str`` writes
        raise DocumentError(DocumentProblem.MALFORMED, f"a number of {len(str(largest))} digits")


def _decode_error(text: bytes, said: str) -> DocumentError:
    """Text that is not JSON: not an event file, unless what stops the decoder is a value
    JSON lacks that Python's ``json`` wrote (NaN, Infinity) or text no name holds (a lone
    surrogate escape): then the file is one of ours, damaged, as the strict reader said."""
    if "surrogate" in said or ("truncated" in said and _LONE_HIGH_SURROGATE.search(text)):
        return DocumentError(DocumentProblem.MALFORMED, f"text no name holds: {said}")
    at = re.search(r"\(byte (\d+)\)", said)
    start = 0 if at is None else int(at.group(1))
    start -= text[start - 1 : start] == b"-"  # msgspec points past the sign of -Infinity
    found = None if at is None else _NOT_NUMBERS.match(text, start)
    if found is not None:
        shown = found.group().decode("ascii")
        return DocumentError(DocumentProblem.MALFORMED, f"not a number an event holds: {shown}")
    return DocumentError(DocumentProblem.NOT_AN_EVENT, said)
