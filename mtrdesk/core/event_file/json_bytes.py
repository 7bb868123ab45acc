"""An event file's bytes as JSON, decoded by msgspec with issue 14's bounds (issue 33).

msgspec's C decoder reads the file in one pass: a file nested 100,000 deep stops it at
its own recursion guard (never the C stack), a 5,000-digit number or ``1e400`` is refused
as it is read, and ``NaN`` or ``Infinity`` is no JSON to it; no pre-scan of the text and no
hook called on every number (3 to 5 times faster than ``json`` with both). Nesting past
``MAX_JSON_DEPTH`` is refused too: an event file read against its schema
(``schema``, ``reader.document_from_bytes``) cannot nest deeper except in an audit row's
detail, which ``check_details`` bounds; any other JSON value is bounded by ``decode_json``.
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
#: An audit row's detail stands at the 4th level (the file, ``audit``, the row, ``detail``).
_DETAIL_LEVEL = 4
BOM = b"\xef\xbb\xbf"
#: JSON's text has no NaN or Infinity; Python's ``json`` reads them, so files may hold them.
_NOT_NUMBERS = re.compile(rb"-?(?:NaN|Infinity)")
_DECODER = msgspec.json.Decoder()


def too_deep() -> DocumentError:
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
    if _deeper_than(value, MAX_JSON_DEPTH):
        raise too_deep()
    return value


def check_details(audit: Iterable[Any]) -> None:
    """Refuse an audit row whose detail nests past ``MAX_JSON_DEPTH`` in the file (what a
    file read against the schema may hold deeper than its fields: the log's own objects)."""
    for row in audit:
        if _deeper_than(row.detail, MAX_JSON_DEPTH - _DETAIL_LEVEL + 1):
            raise too_deep()


def _deeper_than(value: object, limit: int) -> bool:
    """Whether ``value``'s lists and dicts nest more than ``limit`` levels (itself one)."""
    level: list[object] = [value]
    for _ in range(limit):
        level = [
            inner
            for item in level
            if isinstance(item, list | dict)
            for inner in (item.values() if isinstance(item, dict) else item)
            if isinstance(inner, list | dict)
        ]
        if not level:
            return False
    return True


def _decode_error(text: bytes, said: str) -> DocumentError:
    """Text that is not JSON: not an event file, unless what stops the decoder is a value
    JSON lacks that Python's ``json`` wrote (NaN, Infinity) or text no name holds (a lone
    surrogate escape): then the file is one of ours, damaged, as the strict reader said."""
    if "surrogate" in said:
        return DocumentError(DocumentProblem.MALFORMED, f"text no name holds: {said}")
    at = re.search(r"\(byte (\d+)\)", said)
    found = None if at is None else _NOT_NUMBERS.match(text, int(at.group(1)))
    if found is not None:
        shown = found.group().decode("ascii")
        return DocumentError(DocumentProblem.MALFORMED, f"not a number an event holds: {shown}")
    return DocumentError(DocumentProblem.NOT_AN_EVENT, said)
