"""Per-match time extensions in the event file (version 5; MTR 2.6).

Each round lists its extensions, one per award, in the order they were given:
``{"table": 12, "seat": "", "minutes": 8, "reason": "deck_check", "note": ""}``;
``minutes`` is what the match gained (a deck check's length plus its bonus already).
Older files have none.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from mtrdesk.core.event_file.fields import (
    MAX_TABLE,
    enum_value,
    free_text,
    malformed,
    optional_text,
    records,
)
from mtrdesk.core.time_extensions import MAX_EXTENSION_MINUTES, ExtensionReason


@dataclass(frozen=True, slots=True)
class DocumentExtension:
    """One time extension of the match at ``table`` (seat letter for a team seat match)."""

    table: int
    minutes: int
    reason: ExtensionReason
    seat: str = ""
    note: str = ""

    @property
    def label(self) -> str:
        """The table as posted: "12" or "12B"."""
        return f"{self.table}{self.seat}"


def extensions_to_list(extensions: tuple[DocumentExtension, ...]) -> list[dict[str, Any]]:
    """The JSON form of a round's extensions."""
    return [
        {
            "table": x.table,
            "seat": x.seat,
            "minutes": x.minutes,
            "reason": x.reason.value,
            "note": x.note,
        }
        for x in extensions
    ]


def read_extensions(raw: Any, where: str, labels: Collection[str]) -> tuple[DocumentExtension, ...]:
    """A round's ``extensions`` (absent: none); each names a table of the round
    (``labels``: "12", "12B", a pod's table) and 1 to ``MAX_EXTENSION_MINUTES`` minutes."""
    found = []
    for here, x in records(raw, f"{where}.extensions"):
        table, minutes = x.get("table"), x.get("minutes")
        if not isinstance(table, int) or isinstance(table, bool) or not 1 <= table <= MAX_TABLE:
            raise malformed(f"{here}.table")
        if not isinstance(minutes, int) or isinstance(minutes, bool):
            raise malformed(f"{here}.minutes")
        if not 1 <= minutes <= MAX_EXTENSION_MINUTES:
            raise malformed(f"{here}.minutes")
        extension = DocumentExtension(
            table=table,
            minutes=minutes,
            reason=enum_value(ExtensionReason, x.get("reason", "other"), f"{here}.reason"),
            seat=optional_text(x.get("seat"), f"{here}.seat"),
            note=free_text(x.get("note"), f"{here}.note"),
        )
        if extension.label not in labels:
            raise malformed(f"{here}: no table {extension.label} in the round")
        found.append(extension)
    return tuple(found)
