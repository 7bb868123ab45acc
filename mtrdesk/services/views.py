"""Rounds, matches and the audit log as frozen values the window and the CLI display."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mtrdesk.core.results import MatchResult
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services.history import EventState, MatchState, RoundState
from mtrdesk.store import queries


@dataclass(frozen=True)
class MatchView:
    """One table, or one unopposed bye/loss (``table`` and ``player2`` are ``None``)."""

    id: int
    round: int
    table: int | None
    kind: MatchKind
    player1: int
    player1_name: str
    player2: int | None
    player2_name: str | None
    result: MatchResult | None
    playoff: bool
    #: Match points each player had when the round was paired (Swiss rounds; else 0).
    points1: int = 0
    points2: int | None = None
    #: The draft pod (MTR 7.6) of the players at this table (a bye: its player's pod);
    #: ``None`` for a playoff match, players without a pod, or players of different pods.
    pod: int | None = None

    @property
    def awaiting_result(self) -> bool:
        return self.kind is MatchKind.PAIRED and self.result is None


@dataclass(frozen=True)
class RoundView:
    """A paired round; ``seed`` replays its Swiss pairing (``None`` for playoff rounds)."""

    number: int
    seed: int | None
    playoff: bool
    matches: tuple[MatchView, ...]

    @property
    def missing(self) -> tuple[MatchView, ...]:
        """Paired matches still waiting for a result, by table."""
        return tuple(m for m in self.matches if m.awaiting_result)

    @property
    def complete(self) -> bool:
        return not self.missing

    def at_table(self, table: int) -> MatchView | None:
        return next((m for m in self.matches if m.table == table), None)


@dataclass(frozen=True)
class AuditEntry:
    """One logged mutation."""

    when: dt.datetime
    action: str
    detail: Mapping[str, Any]


def match_view(state: EventState, match: MatchState) -> MatchView:
    points = state.points_before.get(match.round, {}) if not match.playoff else {}
    return MatchView(
        id=match.id,
        round=match.round,
        table=match.table,
        kind=match.kind,
        player1=match.player1,
        player1_name=state.name(match.player1) or "",
        player2=match.player2,
        player2_name=state.name(match.player2),
        result=match.result,
        playoff=match.playoff,
        points1=points.get(match.player1, 0),
        points2=None if match.player2 is None else points.get(match.player2, 0),
        pod=None if match.playoff else state.pod_of_match(match.players()),
    )


def round_view(state: EventState, rnd: RoundState) -> RoundView:
    """Tables in order, then byes, then unopposed losses (each by name)."""

    def order(m: MatchState) -> tuple[int, int, str]:
        if m.table is not None:
            return (0, m.table, "")
        return (1 if m.kind.is_bye else 2, 0, state.name(m.player1) or "")

    return RoundView(
        number=rnd.number,
        seed=rnd.seed,
        playoff=rnd.playoff,
        matches=tuple(match_view(state, m) for m in sorted(rnd.matches, key=order)),
    )


def audit_entries(event_id: int) -> list[AuditEntry]:
    return [
        AuditEntry(
            when=when if isinstance(when, dt.datetime) else dt.datetime.fromisoformat(when),
            action=action,
            detail=json.loads(detail),
        )
        for when, action, detail in queries.audit_rows(event_id)
    ]
