"""The event file (docs/event-file.md): what is written is read back, and a damaged file is
refused saying where, before anything reaches a database."""

from __future__ import annotations

import copy
import datetime as dt
from typing import Any

import pytest

from mtrdesk.core.event import EventSettings, Floor, Playoff, Rel
from mtrdesk.core.event_document import (
    FORMAT_VERSION,
    AuditRecord,
    DocumentError,
    DocumentMatch,
    DocumentPlayer,
    DocumentProblem,
    DocumentRound,
    EventDocument,
    document_from_dict,
    document_to_dict,
)
from mtrdesk.core.results import BYE_RESULT, MatchResult
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


def test_written_then_read_is_the_same_event() -> None:
    data = document_to_dict(sample())
    assert data["format"] == "mtrdesk-event" and data["version"] == FORMAT_VERSION
    assert document_from_dict(data) == sample()


def test_a_newer_file_is_refused_as_newer() -> None:
    data = document_to_dict(sample())
    data["version"] = FORMAT_VERSION + 1
    with pytest.raises(DocumentError) as caught:
        document_from_dict(data)
    assert caught.value.problem is DocumentProblem.NEWER_VERSION


def test_something_else_is_not_an_event() -> None:
    for other in ({"name": "x", "players": [], "rounds": []}, [], "text", None):
        with pytest.raises(DocumentError) as caught:
            document_from_dict(other)
        assert caught.value.problem is DocumentProblem.NOT_AN_EVENT


def _bye(entry: int) -> dict[str, Any]:
    return {"table": None, "kind": "bye", "p1": entry, "p2": None, "result": [2, 0, 0]}


def _paired(first: int, second: int, result: list[int]) -> dict[str, Any]:
    return {"table": 1, "kind": "paired", "p1": first, "p2": second, "result": result}


def damaged(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(document_to_dict(sample()))
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "where"),
    [
        (lambda d: d["audit"][0].update(when="yesterday"), "audit[0].when"),
        (lambda d: d["audit"][0].pop("when"), "audit[0]"),
        (lambda d: d["rounds"][0].update(paired_at=12), "rounds[0].paired_at"),
        (lambda d: d["rounds"][0]["matches"][1].update(reported_at="7pm"), "reported_at"),
        (lambda d: d["rounds"][1].update(number=1), "rounds: numbers"),
        (lambda d: d["rounds"][1].update(number=0), "rounds: numbers"),
        (lambda d: d["rounds"][0]["matches"][0].update(table=1), "table 1 twice"),
        (lambda d: d["rounds"][0]["matches"][0].update(p2=2), "do not fit"),
        (lambda d: d["rounds"][0]["matches"][1].update(p2=None), "do not fit"),
        (lambda d: d["rounds"][0]["matches"][1].update(p2=2), "do not fit"),
        (lambda d: d["rounds"][0]["matches"][1].update(p1=99), "unknown player"),
        (lambda d: d["players"][1].update(id=1), "duplicate id"),
        (lambda d: d["players"][0].update(dropped_after_round="2"), "players[0]"),
        (lambda d: d["event"].update(date="20 Nov"), "date"),
        (lambda d: d["event"].update(rel="casual"), "event.rel"),
        (lambda d: d["rounds"][0]["matches"][1].update(result=[2, -1, 0]), "negative"),
        (lambda d: d["event"].update(created_at="soon"), "event.created_at"),
        # A player twice in one round: standings could not rank it.
        (lambda d: d["rounds"][1]["matches"].append(_bye(3)), "a player twice in the round"),
        # Results no match can end with (MTR 2.1, 2.5) or that a bye cannot carry.
        (lambda d: d["rounds"][0]["matches"][1].update(result=[3, 0, 0]), "too_many_wins"),
        (lambda d: d["rounds"][0]["matches"][0].update(result=[0, 2, 0]), "awarded_bye result"),
        (lambda d: d["rounds"][1].update(playoff=True, matches=[_paired(1, 3, [1, 1, 1])]), "draw"),
        # Settings the services never store.
        (lambda d: d["event"].update(games_to_win=7), "event: games_to_win"),
        (lambda d: d["players"][0].update(awarded_byes=4), "players[0]: awarded_byes"),
    ],
)
def test_a_damaged_file_is_refused_saying_where(change: Any, where: str) -> None:
    with pytest.raises(DocumentError) as caught:
        document_from_dict(damaged(change))
    assert caught.value.problem is DocumentProblem.MALFORMED
    assert where in caught.value.detail


def test_a_bye_without_its_result_is_read() -> None:
    # Standings and pairing count a bye's fixed 2-0 whatever the row carries.
    data = document_to_dict(sample())
    data["rounds"][0]["matches"][0]["result"] = None
    assert document_from_dict(data).rounds[0].matches[0].result is None
