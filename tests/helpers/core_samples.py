"""Core test data: a sample event document (every kind of row) and pods from seat groups."""

from __future__ import annotations

import datetime as dt

from mtrdesk.core.event_file.document import (
    AuditRecord,
    DocumentMatch,
    DocumentPlayer,
    DocumentRound,
    EventDocument,
)
from mtrdesk.core.pods.pairing import Pod
from mtrdesk.core.results import BYE_RESULT, MatchResult
from mtrdesk.core.settings import EventSettings, Floor, Playoff, Rel
from mtrdesk.core.tournament import MatchKind


def sample() -> EventDocument:
    return EventDocument(
        settings=EventSettings(
            "金曜モダン",
            dt.date(2026, 11, 20),
            rel=Rel.COMPETITIVE,
            swiss_rounds=3,
            playoff=Playoff.TOP4,
            floor=Floor.THIRD,
        ),
        players=(
            DocumentPlayer(1, "山田", "太郎", "やまだ たろう", "taro@example.jp", awarded_byes=1),
            DocumentPlayer(2, "佐藤", "花子", "さとう はなこ", dropped_after_round=1),
            DocumentPlayer(3, "Smith", "John", late_entry_round=2, playoff_seed=1),
        ),
        rounds=(
            DocumentRound(
                1,
                81234,
                False,
                (
                    DocumentMatch(None, MatchKind.AWARDED_BYE, 1, None, BYE_RESULT),
                    DocumentMatch(1, MatchKind.PAIRED, 2, 3, MatchResult(2, 1), "2026-11-20T19:05"),
                ),
                paired_at="2026-11-20T18:30:00",
            ),
            DocumentRound(2, 5, False, (DocumentMatch(1, MatchKind.PAIRED, 1, 3, None),)),
        ),
        audit=(AuditRecord("2026-11-20T19:05:12", "result.report", {"table": 1}),),
        rounds_from_recommendation=True,
        created_at="2026-11-20T18:00:00",
    )


def pods_of(*groups: tuple[int, ...], pod_size: int = 4) -> list[Pod]:
    return [Pod(t, g, len(g) < pod_size) for t, g in enumerate(groups, 1)]
