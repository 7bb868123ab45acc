"""The standings reproduce ten real published events (tests/data/conformance, Melee,
floor 1/3).

Also the reader of their "minimal format". The events are in the repository (its README
says where they come from), so these tests run on any clone.
"""

from __future__ import annotations

import copy
import json
from decimal import Decimal
from fractions import Fraction
from typing import Any

import pytest

from mtrdesk.core.event_file.minimal_format import (
    MinimalEvent,
    MinimalFormatError,
    MinimalFormatProblem,
    is_minimal_format,
    parse_minimal_format,
)
from mtrdesk.core.settings import Floor
from mtrdesk.core.standings.individual import StandingRow, compute_standings
from mtrdesk.core.tournament import MatchKind
from tests.helpers.data import CONFORMANCE

FILES = (
    "2o-torneio-15a-liga-arena-guardians-modern-424043-2026-04-27.json",
    "43-champions-cup-final-season-4-round-3-standard-410903-2026-05-09.json",
    "8-in-legacy-443299-2026-08-08.json",
    "championnat-regional-bretagne-duel-com-408591-2026-04-18.json",
    "fight-the-pauper-435670-2026-07-18.json",
    "liga-gaucha-de-pauper-2024-etapa-3-71386-2024-04-07.json",
    "mtgs11-standard-403775-2026-02-10.json",
    "uper-unday-rcq-standard-scg-con-las-vegas-sunday-930-am-366648-2025-11-23.json",
    "ursas-saga-a-bristol-pauper-league-ipt-417064-2026-06-06.json",
    "vfn-invitational-vintage-407221-2026-02-28.json",
)
PERCENTAGES = ("omwp", "gwp", "ogwp")
#: The conformance README: Melee floors MW% and GW% at exactly 1/3.
MELEE_FLOOR = Floor.THIRD.value_fraction


def load(name: str) -> dict[str, Any]:
    return json.loads((CONFORMANCE / name).read_text(encoding="utf-8"))


def event_and_rows(
    name: str, floor: Fraction = MELEE_FLOOR
) -> tuple[MinimalEvent, list[StandingRow]]:
    event = parse_minimal_format(load(name))
    return event, compute_standings(event.entries, event.matches, floor)


def tie_key(row: StandingRow) -> tuple[int, Fraction, Fraction, Fraction]:
    return (row.points, row.omwp, row.gwp, row.ogwp)


def decimals(value: float) -> int:
    """Decimal places ``value`` was published with, read from its repr."""
    exponent = Decimal(repr(value)).as_tuple().exponent
    assert isinstance(exponent, int)
    return max(0, -exponent)


def test_the_folder_holds_exactly_the_ten_events() -> None:
    assert sorted(path.name for path in CONFORMANCE.glob("*.json")) == sorted(FILES)


@pytest.mark.parametrize("name", FILES)
def test_rank_order_matches_the_published_standings(name: str) -> None:
    event, rows = event_and_rows(name)
    published = [row.entry for row in event.published]

    assert len(rows) == len(published) == len(event.players)
    # Walk our rows in groups equal on all four keys: each group must hold exactly the
    # players published at those places (the README lets equal rows appear in any order).
    start = 0
    while start < len(rows):
        end = start + 1
        while end < len(rows) and rows[end].tied_with_previous:
            end += 1
        ours = {row.entry for row in rows[start:end]}
        theirs = set(published[start:end])
        assert ours == theirs, f"places {start + 1}-{end}: {sorted(ours)} vs {sorted(theirs)}"
        start = end


@pytest.mark.parametrize("name", FILES)
def test_points_and_percentages_match_the_published_values(name: str) -> None:
    event, rows = event_and_rows(name)
    ours = {row.entry: row for row in rows}
    # JSON drops trailing zeros (0.5476190 is written 0.547619), so a value is read to the
    # most decimals any value of its file shows, and never fewer than its own repr shows.
    file_decimals = max(
        decimals(getattr(row, key)) for row in event.published for key in PERCENTAGES
    )

    for published in event.published:
        row = ours[published.entry]
        assert row.points == published.points, published.player
        for key in PERCENTAGES:
            value = getattr(published, key)
            places = max(decimals(value), file_decimals)
            difference = abs(getattr(row, key) - Fraction(Decimal(repr(value))))
            # One unit of the last decimal: the files round, and sometimes truncate.
            assert difference <= Fraction(1, 10**places), (
                f"{published.player} {key}: {float(getattr(row, key))!r} vs {value!r}"
            )


def test_the_mtr_floor_reorders_six_of_the_ten_events() -> None:
    """The README: with 0.33 instead of 1/3, the order changes in 6 of these 10 files."""
    changed = []
    for name in FILES:
        event, third = event_and_rows(name)
        mtr = compute_standings(event.entries, event.matches, Floor.MTR.value_fraction)
        if [row.entry for row in third] != [row.entry for row in mtr]:
            changed.append(name)

    assert len(changed) == 6


def test_the_bretagne_unopposed_loss_is_a_played_0_2_round() -> None:
    """Its README: counting the 0-2-0 row as a played round gives the published numbers.

    (The player's MW% and GW% are below the floor either way, so the published values
    would also allow ignoring the row; counting it is what MatchKind.UNOPPOSED_LOSS means.)
    """
    name = "championnat-regional-bretagne-duel-com-408591-2026-04-18.json"
    event, rows = event_and_rows(name)
    losses = [match for match in event.matches if match.kind is MatchKind.UNOPPOSED_LOSS]

    assert [(match.round, event.players[match.player1]) for match in losses] == [
        (1, "Alexandre Tropée")
    ]
    row = next(row for row in rows if row.entry == losses[0].player1)
    published = next(row for row in event.published if row.entry == losses[0].player1)
    assert (row.points, row.rounds_played, row.games_played) == (3, 5, 10)
    assert (row.mwp, row.gwp) == (MELEE_FLOOR, MELEE_FLOOR)
    assert (row.rank, published.rank) == (99, 99)


# --- The minimal format reader ---


def small_doc() -> dict[str, Any]:
    return {
        "name": "Friday Modern",
        "source": "example/path.json",
        "players": ["Aiko", "Ben", "Chika"],
        "rounds": [
            [
                {"p1": "Aiko", "p2": "Ben", "wins1": 2, "wins2": 1, "draws": 0},
                {"p1": "Chika", "p2": None, "wins1": 2, "wins2": 0, "draws": 0},
            ],
            [
                {"p1": "Chika", "p2": "Aiko", "wins1": 0, "wins2": 0, "draws": 3},
                {"p1": "Ben", "p2": None, "wins1": 0, "wins2": 2, "draws": 0},
            ],
        ],
        "standings": [
            {"rank": 1, "player": "Aiko", "points": 4, "omwp": 0.5, "gwp": 0.6, "ogwp": 0.5},
            {"rank": 2, "player": "Chika", "points": 4, "omwp": 0.5, "gwp": 0.6, "ogwp": 0.5},
            {"rank": 3, "player": "Ben", "points": 0, "omwp": 1, "gwp": 0.33, "ogwp": 0.4},
        ],
    }


def test_reads_matches_byes_and_unopposed_losses() -> None:
    event = parse_minimal_format(small_doc())

    assert event.name == "Friday Modern"
    assert event.source == "example/path.json"
    assert event.players == ("Aiko", "Ben", "Chika")
    assert list(event.entries) == [0, 1, 2]
    assert event.round_count == 2
    kinds = [(m.round, m.players(), m.kind, m.result and m.result.to_text()) for m in event.matches]
    assert kinds == [
        (1, (0, 1), MatchKind.PAIRED, "2-1"),
        (1, (2,), MatchKind.BYE, "2-0"),
        (2, (2, 0), MatchKind.PAIRED, "0-0-3"),
        (2, (1,), MatchKind.UNOPPOSED_LOSS, "0-2"),
    ]
    assert [(p.rank, p.entry, p.points, p.omwp) for p in event.published] == [
        (1, 0, 4, 0.5),
        (2, 2, 4, 0.5),
        (3, 1, 0, 1.0),
    ]


def test_standings_may_be_left_out() -> None:
    doc = small_doc()
    del doc["standings"]

    assert parse_minimal_format(doc).published == ()


def test_recognises_the_format_by_its_shape() -> None:
    assert is_minimal_format(small_doc())
    assert not is_minimal_format({"format": "mtrdesk-event", "version": 1})
    assert not is_minimal_format({"Tournament": {}, "Rounds": [], "Standings": []})
    assert not is_minimal_format([small_doc()])
    assert not is_minimal_format({"name": "x", "players": "Aiko", "rounds": []})


def _broken(change: str) -> dict[str, Any]:
    doc = copy.deepcopy(small_doc())
    first = doc["rounds"][0][0]
    if change == "not an object":
        return ["not", "an", "object"]  # type: ignore[return-value]
    if change == "no rounds":
        del doc["rounds"]
    elif change == "players not a list":
        doc["players"] = "Aiko, Ben"
    elif change == "duplicate player":
        doc["players"].append("Ben")
    elif change == "unknown player":
        first["p2"] = "Dai"
    elif change == "self paired":
        first["p2"] = "Aiko"
    elif change == "twice in a round":
        doc["rounds"][0][1] = {"p1": "Ben", "p2": None, "wins1": 2, "wins2": 0, "draws": 0}
    elif change == "negative wins":
        first["wins1"] = -1
    elif change == "true as a count":
        first["draws"] = True
    elif change == "missing draws":
        del first["draws"]
    elif change == "odd unopposed result":
        doc["rounds"][0][1]["wins2"] = 1
    elif change == "rank out of order":
        doc["standings"][0]["rank"] = 2
    elif change == "percentage above one":
        doc["standings"][0]["gwp"] = 60
    elif change == "standings lists a player twice":
        doc["standings"][1]["player"] = "Aiko"
    return doc


@pytest.mark.parametrize(
    ("change", "problem", "where"),
    [
        ("not an object", MinimalFormatProblem.WRONG_TYPE, "document"),
        ("no rounds", MinimalFormatProblem.MISSING_FIELD, "rounds"),
        ("players not a list", MinimalFormatProblem.WRONG_TYPE, "players"),
        ("duplicate player", MinimalFormatProblem.DUPLICATE_PLAYER, "players[3]"),
        ("unknown player", MinimalFormatProblem.UNKNOWN_PLAYER, "rounds[0][0].p2"),
        ("self paired", MinimalFormatProblem.SELF_PAIRED, "rounds[0][0]"),
        ("twice in a round", MinimalFormatProblem.TWICE_IN_ROUND, "rounds[0][1]"),
        ("negative wins", MinimalFormatProblem.WRONG_TYPE, "rounds[0][0].wins1"),
        ("true as a count", MinimalFormatProblem.WRONG_TYPE, "rounds[0][0].draws"),
        ("missing draws", MinimalFormatProblem.MISSING_FIELD, "rounds[0][0].draws"),
        ("odd unopposed result", MinimalFormatProblem.BAD_RESULT, "rounds[0][1]"),
        ("rank out of order", MinimalFormatProblem.BAD_RANK, "standings[0].rank"),
        ("percentage above one", MinimalFormatProblem.WRONG_TYPE, "standings[0].gwp"),
        ("standings lists a player twice", MinimalFormatProblem.DUPLICATE_PLAYER, "standings[1]"),
    ],
)
def test_malformed_documents_are_refused_with_the_place(
    change: str, problem: MinimalFormatProblem, where: str
) -> None:
    with pytest.raises(MinimalFormatError) as caught:
        parse_minimal_format(_broken(change))

    assert caught.value.problem is problem
    assert caught.value.where == where
    assert str(caught.value).startswith(f"{where}: ")
    assert isinstance(caught.value, ValueError)
