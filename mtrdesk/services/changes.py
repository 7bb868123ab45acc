"""What a mutation changed, so the window refreshes only what needs it.

Flags say which kinds of data changed; where a use case knows, it also names the rows:
``matches`` (the results of those matches changed, nothing else about them), ``rounds``
(the pairings of those round numbers) and ``entries`` (those players). A tab on screen
updates the rows named instead of reading its whole view again (issue 15: one slip at a
4,096-player event must not rebuild 2,048 rows). A flag set without rows means "any row
may have changed"; merging keeps that, so a merge never names fewer rows than changed.
The same value carries changes made elsewhere (phones, other stations) to the window.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from mtrdesk.services.errors import ServiceWarning

#: Row fields and the flag each details.
_ROWS = {"matches": "results", "rounds": "pairings", "entries": "players"}


@dataclass(frozen=True)
class Changes:
    """Flags per kind of data, the rows named where known, and the warnings."""

    events: bool = False
    players: bool = False
    roster: bool = False
    pairings: bool = False
    results: bool = False
    standings: bool = False
    playoff: bool = False
    #: Registered decklists, pools, their locks and deck checks (MTR 2.7, 2.8).
    decklists: bool = False
    #: Results reported from the floor, waiting or decided (issue 16).
    reports: bool = False
    #: Registrations from phones and the event's registration desk (issue 30).
    registrations: bool = False
    warnings: tuple[ServiceWarning, ...] = ()
    #: With ``results``: the only matches whose result changed (empty: any of them).
    matches: frozenset[int] = frozenset()
    #: With ``pairings``: the only round numbers whose pairings changed (empty: any).
    rounds: frozenset[int] = frozenset()
    #: With ``players``: the only entries that changed (empty: any of them).
    entries: frozenset[int] = frozenset()

    def __or__(self, other: Changes) -> Changes:
        merged: dict[str, object] = {
            f.name: getattr(self, f.name) or getattr(other, f.name)
            for f in fields(self)
            if f.name not in _ROWS and f.name != "warnings"
        }
        for rows, flag in _ROWS.items():
            merged[rows] = _merged_rows(self, other, rows, flag)
        return Changes(**merged, warnings=self.warnings + other.warnings)  # type: ignore[arg-type]

    def __bool__(self) -> bool:
        return any(getattr(self, f.name) for f in fields(self))

    def changed_matches(self) -> frozenset[int] | None:
        """The matches whose results alone changed, when that is all that changed in the
        rounds (no pairings, no players); ``None``: read the rounds again."""
        if not self.results or not self.matches or self.pairings or self.players:
            return None
        return self.matches

    def changed_rounds(self) -> frozenset[int] | None:
        """The round numbers whose pairings changed, when known; ``None``: any round."""
        if self.pairings and not self.rounds:
            return None
        return self.rounds

    def changed_entries(self) -> frozenset[int] | None:
        """The entries that changed, when known; ``None``: any entry."""
        if self.players and not self.entries:
            return None
        return self.entries


def _merged_rows(first: Changes, second: Changes, rows: str, flag: str) -> frozenset[int]:
    """The rows two changes name together; empty (any row) if either set its flag
    without naming rows."""
    named: frozenset[int] = frozenset()
    for changes in (first, second):
        if getattr(changes, flag):
            if not getattr(changes, rows):
                return frozenset()
            named |= getattr(changes, rows)
    return named
