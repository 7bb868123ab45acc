"""The event file (docs/event-file.md): what is written is read back, and a damaged file is
refused saying where, before anything reaches a database."""

from __future__ import annotations

import copy
import datetime as dt
import json
from dataclasses import replace
from typing import Any

import pytest

from mtrdesk.core.editions.program import Program
from mtrdesk.core.event_file.document import (
    FORMAT_VERSION,
    DocumentError,
    DocumentMatch,
    DocumentMultiplayer,
    DocumentPlayer,
    DocumentPod,
    DocumentPodSeat,
    DocumentProblem,
    DocumentRound,
    DocumentTeam,
    EventDocument,
    document_to_dict,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.results import BYE_RESULT, MatchResult
from mtrdesk.core.settings import EndRuleKind, EventSettings, Playoff, Structure
from mtrdesk.core.tournament import MatchKind
from tests.helpers.core_samples import sample


def test_written_then_read_is_the_same_event() -> None:
    data = document_to_dict(sample())
    assert data["format"] == "mtrdesk-event" and data["version"] == FORMAT_VERSION
    assert document_from_dict(data) == sample()


def test_the_pick_clock_timings_are_written_only_when_not_the_2023_ones() -> None:
    """Issue 18: files of events on MTR 2023 stay as they were; the Japanese MTR 2016
    choice is written and read back."""
    from dataclasses import replace

    from mtrdesk.core.draft.profiles import EN_2023, JA_2016

    assert sample().settings.draft_timings == EN_2023.key
    assert "draft_timings" not in document_to_dict(sample())["event"]
    chosen = replace(sample(), settings=sample().settings.with_changes(draft_timings=JA_2016.key))
    data = document_to_dict(chosen)
    assert data["event"]["draft_timings"] == "ja-2016"
    assert document_from_dict(json.loads(json.dumps(data))) == chosen


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
        (lambda d: d["rounds"][1].update(number=0), "rounds[1].number"),
        (lambda d: d["rounds"][0]["matches"][0].update(table=1), "table 1 twice"),
        (lambda d: d["rounds"][0]["matches"][0].update(p2=2), "do not fit"),
        (lambda d: d["rounds"][0]["matches"][1].update(p2=None), "do not fit"),
        (lambda d: d["rounds"][0]["matches"][1].update(p2=2), "do not fit"),
        (lambda d: d["rounds"][0]["matches"][1].update(p1=99), "unknown player"),
        (lambda d: d["players"][1].update(id=1), "duplicate id"),
        (lambda d: d["players"][0].update(dropped_after_round="2"), "players[0]"),
        (lambda d: d["event"].update(date="20 Nov"), "date"),
        (lambda d: d["event"].update(rel="casual"), "event.rel"),
        (
            lambda d: d["rounds"][0]["matches"][1].update(result=[2, -1, 0]),
            "result[1]: -1 is below 0",
        ),
        (lambda d: d["event"].update(created_at="soon"), "event.created_at"),
        # A player twice in one round: standings could not rank it.
        (lambda d: d["rounds"][1]["matches"].append(_bye(3)), "a player twice in the round"),
        # Results no match can end with (MTR 2.1, 2.5) or that a bye cannot carry.
        (lambda d: d["rounds"][0]["matches"][1].update(result=[3, 0, 0]), "too_many_wins"),
        (lambda d: d["rounds"][0]["matches"][0].update(result=[0, 2, 0]), "awarded_bye result"),
        (lambda d: d["rounds"][1].update(playoff=True, matches=[_paired(1, 3, [1, 1, 1])]), "draw"),
        # Settings the services never store.
        (lambda d: d["event"].update(games_to_win=7), "event: games_to_win"),
        (lambda d: d["event"].update(draft_timings="en-2024"), "event.draft_timings"),
        (lambda d: d["event"].update(draft_timings=2016), "event.draft_timings"),
        (lambda d: d["players"][0].update(awarded_byes=4), "players[0].awarded_byes"),
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


# --- Version 3: teams (MTR 8, 9), multiplayer pods, the playoff variants ---


def team_sample() -> EventDocument:
    """Two teams of two, one round: seat matches 1A and 1B share table 1 (MTR 8.2)."""
    return EventDocument(
        settings=EventSettings(
            "チーム戦", dt.date(2026, 11, 21), swiss_rounds=2, structure=Structure.TEAM_OF_TWO
        ),
        players=tuple(
            DocumentPlayer(n, f"P{n}", team=1 + (n - 1) // 2, seat="AB"[(n - 1) % 2])
            for n in range(1, 5)
        ),
        rounds=(
            DocumentRound(
                1,
                7,
                False,
                (
                    DocumentMatch(1, MatchKind.PAIRED, 1, 3, MatchResult(2, 0), seat="A"),
                    DocumentMatch(1, MatchKind.PAIRED, 2, 4, None, seat="B"),
                ),
            ),
        ),
        teams=(DocumentTeam(1, "東京"), DocumentTeam(2, "大阪")),
    )


def pod_sample() -> EventDocument:
    """Five players of a multiplayer event: a reported pod of four and an awarded bye."""
    seats = tuple(DocumentPodSeat(n, n, "win" if n == 2 else "loss") for n in range(1, 5))
    return EventDocument(
        settings=EventSettings("統率者戦", dt.date(2026, 11, 21), structure=Structure.MULTIPLAYER),
        players=tuple(
            DocumentPlayer(n, f"P{n}", awarded_byes=int(n == 5), pod_playoff_seed=None)
            for n in range(1, 6)
        ),
        rounds=(
            DocumentRound(
                1,
                3,
                False,
                (DocumentMatch(None, MatchKind.AWARDED_BYE, 5, None, BYE_RESULT),),
                pods=(DocumentPod(1, seats, "2026-11-21T14:00:00"),),
            ),
        ),
        multiplayer=DocumentMultiplayer(4, 4),
    )


def variants_sample() -> EventDocument:
    """Early advancement (MTR 10.4) and the draft playoff's seats."""
    return EventDocument(
        settings=EventSettings(
            "ドラフト",
            dt.date(2026, 11, 21),
            swiss_rounds=5,
            playoff=Playoff.DRAFT_TOP8,
            advance_points=12,
            end_rule=EndRuleKind.UNDEFEATED_AT_MOST,
            end_rule_after=3,
            end_rule_count=1,
        ),
        players=(
            DocumentPlayer(1, "A", draft_seat=3, advanced_after=4, advanced_seed=1),
            DocumentPlayer(2, "B", draft_seat=1),
        ),
    )


@pytest.mark.parametrize("make", [team_sample, pod_sample, variants_sample])
def test_version_3_fields_are_read_back(make: Any) -> None:
    data = json.loads(json.dumps(document_to_dict(make())))
    assert data["version"] == 9
    assert document_from_dict(data) == make()


V3_EVENT_KEYS = (
    "structure",
    "elimination_only",
    "end_rule",
    "end_rule_after",
    "end_rule_wins",
    "end_rule_count",
    "advance_points",
    "multiplayer",
)
V3_PLAYER_KEYS = (
    "team",
    "seat",
    "draft_seat",
    "advanced_after",
    "advanced_seed",
    "pod_playoff_seed",
)


def test_a_version_2_file_is_an_individual_swiss_event() -> None:
    data = document_to_dict(sample())
    data["version"] = 2
    for key in V3_EVENT_KEYS:
        del data["event"][key]
    del data["teams"]
    for p in data["players"]:
        for key in V3_PLAYER_KEYS:
            del p[key]
    for r in data["rounds"]:
        del r["pods"]
        for m in r["matches"]:
            del m["seat"]
    # An older file follows the edition mtrdesk followed then (issue 29).
    old = sample()
    old = replace(old, settings=old.settings.with_changes(edition="2023-08-21"))
    assert document_from_dict(data) == old


def _team_damaged(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(document_to_dict(team_sample()))
    change(data)
    return data


def _pod_damaged(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(document_to_dict(pod_sample()))
    change(data)
    return data


def _variants_damaged(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(document_to_dict(variants_sample()))
    change(data)
    return data


def _pod_seats(d: dict[str, Any]) -> list[dict[str, Any]]:
    return d["rounds"][0]["pods"][0]["seats"]


@pytest.mark.parametrize(
    ("damaged_file", "where"),
    [
        (_team_damaged(lambda d: d["teams"][0].update(name=" ")), "teams[0].name"),
        (_team_damaged(lambda d: d["teams"][1].update(id=1)), "teams: id"),
        (_team_damaged(lambda d: d["players"][0].update(team=9)), "unknown team 9"),
        (_team_damaged(lambda d: d["players"][0].update(seat="D")), "players[0].seat"),
        (_team_damaged(lambda d: d["players"][0].update(seat=None)), "needs a seat"),
        (_team_damaged(lambda d: d["players"][1].update(seat="A")), "seat A twice"),
        (_team_damaged(lambda d: d["rounds"][0]["matches"][1].update(seat="A")), "1A twice"),
        (_team_damaged(lambda d: d["rounds"][0]["matches"][1].update(seat="b")), ".seat"),
        # Team events are Swiss only; a Two-Headed Giant match is one game (MTR 9.1).
        (_team_damaged(lambda d: d["event"].update(playoff="top4")), "without playoff"),
        (
            _team_damaged(lambda d: d["event"].update(structure="two_headed_giant")),
            "event.games_to_win",
        ),
        (_team_damaged(lambda d: d["event"].update(structure="trios")), "event.structure"),
        (_pod_damaged(lambda d: d["event"]["multiplayer"].update(pod_size=3)), "pod_size"),
        (_pod_damaged(lambda d: d["event"]["multiplayer"].update(playoff_size=8)), "playoff_size"),
        (_pod_damaged(lambda d: _pod_seats(d)[0].update(result="win")), "result"),
        (_pod_damaged(lambda d: _pod_seats(d)[0].update(result="won")), "seats[0].result"),
        (_pod_damaged(lambda d: _pod_seats(d)[0].update(result=None)), "result"),
        (_pod_damaged(lambda d: _pod_seats(d)[1].update(seat=1)), "seat: 1 twice"),
        (_pod_damaged(lambda d: _pod_seats(d)[1].update(player=5)), "a player twice"),
        (_pod_damaged(lambda d: _pod_seats(d)[1].update(player=9)), "unknown player"),
        (
            _pod_damaged(lambda d: d["rounds"][0]["pods"].append(d["rounds"][0]["pods"][0])),
            "table 1 twice",
        ),
        (
            _pod_damaged(lambda d: [s.update(result=None) for s in _pod_seats(d)]),
            "reported_at without a result",
        ),
        (_pod_damaged(lambda d: d["players"][0].update(pod_playoff_seed=0)), "pod_playoff_seed"),
        (_variants_damaged(lambda d: d["players"][1].update(draft_seat=9)), "draft_seat"),
        (_variants_damaged(lambda d: d["players"][1].update(draft_seat=3)), "draft_seat: 3 twice"),
        (_variants_damaged(lambda d: d["players"][0].update(advanced_seed=None)), "go together"),
        (_variants_damaged(lambda d: d["event"].update(end_rule="whenever")), "event.end_rule"),
        (_variants_damaged(lambda d: d["event"].update(elimination_only=True)), "elimination"),
        (_variants_damaged(lambda d: d["event"].update(advance_points=0)), "advance_points"),
    ],
)
def test_a_damaged_version_3_file_is_refused_saying_where(damaged_file: Any, where: str) -> None:
    with pytest.raises(DocumentError) as caught:
        document_from_dict(damaged_file)
    assert caught.value.problem is DocumentProblem.MALFORMED
    assert where in caught.value.detail


def test_a_seat_against_another_seat_is_read_for_the_checker() -> None:
    """A hand-made file may pair seat A against seat B: it is read, so ``mtrdesk
    check-pairings`` can report it (MTR 8.2)."""
    data = document_to_dict(team_sample())
    first, second = data["rounds"][0]["matches"]
    first["p2"], second["p2"] = second["p2"], first["p2"]
    assert document_from_dict(data).rounds[0].matches[0].player2 == 4
    assert team_sample().team_members() == {1: (1, 2), 2: (3, 4)}


def test_the_mtr_edition_is_written_and_older_files_follow_2023() -> None:
    """Version 8 (issue 29): the event's edition, its reason and program travel with it; a
    file of versions 1-7 follows 2023-08-21; an unknown edition is refused."""
    document = sample()
    chosen = document.settings.with_changes(
        edition="2023-08-21", edition_reason="リーグ戦の途中", program=Program.STORE_CHAMPIONSHIP
    )
    data = json.loads(json.dumps(document_to_dict(replace(document, settings=chosen))))
    assert data["event"]["mtr_edition"] == "2023-08-21"
    assert data["event"]["edition_reason"] == "リーグ戦の途中"
    assert data["event"]["program"] == "store_championship"
    assert document_from_dict(data).settings == chosen
    data["event"]["mtr_edition"] = "2025-11-10"
    assert document_from_dict(data).settings.edition == "2025-11-10"
    data["event"]["mtr_edition"] = "2099-01-01"
    with pytest.raises(DocumentError):
        document_from_dict(data)
    del data["event"]["mtr_edition"]
    data["version"] = 7
    assert document_from_dict(data).settings.edition == "2023-08-21"
