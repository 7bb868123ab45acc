"""What a mutation changed, so the window refreshes only the tabs that need it."""

from __future__ import annotations

from dataclasses import dataclass, fields

from mtrdesk.services.errors import ServiceWarning


@dataclass(frozen=True)
class Changes:
    """Flags per kind of data, plus the warnings the mutation produced."""

    events: bool = False
    players: bool = False
    roster: bool = False
    pairings: bool = False
    results: bool = False
    standings: bool = False
    playoff: bool = False
    #: Registered decklists, pools, their locks and deck checks (MTR 2.7, 2.8).
    decklists: bool = False
    warnings: tuple[ServiceWarning, ...] = ()

    def __or__(self, other: Changes) -> Changes:
        merged = {
            f.name: getattr(self, f.name) or getattr(other, f.name)
            for f in fields(self)
            if f.name != "warnings"
        }
        return Changes(**merged, warnings=self.warnings + other.warnings)

    def __bool__(self) -> bool:
        return any(getattr(self, f.name) for f in fields(self))
