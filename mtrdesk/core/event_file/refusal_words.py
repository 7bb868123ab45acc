"""What msgspec refused in an event file, in the strict reader's words (issue 33, item 2).

The schema (``schema``) checks each field as msgspec decodes; msgspec says "Expected `int`
>= 0 - at `$.rounds[0].seed`". Users, scripts and the bad-input corpus have always read
the reader's own words, which show the value: "rounds[0].seed: -5 is below 0". The words
are made from msgspec's message, the field's place and the value found there (a refusal
always comes from the long way, which has the file's JSON value at hand).
"""

from __future__ import annotations

import re
from typing import Any

from mtrdesk.core.event_file.fields import _shown

#: Fields whose text is a time (``fields.time_text``).
_TIMES = frozenset({"when", "reported_at", "paired_at"})
#: Lists whose damage the reader names by place alone (``fields.records`` and the draft
#: drop), and the result, which it names by what it should be.
_RESULT = "not a result [wins, losses, draws]"
_PLACE = re.compile(r"\[(\d+)\]|\.?([^.\[]+)")


def value_at(doc: Any, where: str) -> Any:
    """The value at ``rounds[0].matches[3].table`` in ``doc`` (``None`` when not there)."""
    here = doc
    for index, key in _PLACE.findall(where):
        try:
            here = here[int(index)] if index else here[key]
        except (KeyError, IndexError, TypeError):
            return None
    return here


def reader_words(said: str, where: str, doc: Any) -> str:
    """The refusal's detail for msgspec's ``said`` at ``where`` (``players[0].id``)."""
    value = value_at(doc, where)
    field = where.rsplit(".", 1)[-1].split("[", 1)[0]
    if field == "draft_drop" or field == "pod_seat":
        return where.split(".draft_drop", 1)[0] + ".draft_drop" if field == "draft_drop" else where
    if field == "result":
        if where.endswith("]"):  # a game count
            return _number(said, where, value)
        return f"{where}: {_RESULT}"
    if field == "seat" and "got" in said:
        return f"{where}: {str(value)[:20]!r}"
    missing = re.match(r"Object missing required field `(\w+)`", said)
    if missing is not None:
        return f"{where or 'file'}: missing '{missing.group(1)}'"
    if said.startswith("Expected `object`"):
        return f"{where}: not an object" if field in ("event", "detail") else where
    if said.startswith("Expected `array"):
        return where
    if said.startswith("Invalid enum value"):
        return f"{where}: unknown value {_shown(value)}"
    if said.startswith("Expected `bool`"):
        return f"{where}: {value!r}"
    if said.startswith("Expected `str"):
        if field in _TIMES:
            return f"{where}: not a time {_shown(value)}"
        return f"{where}: not text: {_shown(value)}"
    if said.startswith("Expected `int"):
        return _number(said, where, value)
    return f"{where}: {said}" if where else said


def _number(said: str, where: str, value: Any) -> str:
    """A whole number refused (``fields.optional_int``'s words)."""
    bound = re.match(r"Expected `int` ([<>])= (-?\d+)", said)
    if bound is not None:
        above = bound.group(1) == "<"
        limit = bound.group(2)
        return (
            f"{where}: {_shown(value)} is above {limit}"
            if above
            else (f"{where}: {value} is below {limit}")
        )
    if value is None:
        return f"{where}: missing"
    return f"{where}: not a whole number: {_shown(value)}"
