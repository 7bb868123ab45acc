"""A day-two cut through the services (issue 29; MTR 2.10, 10.2): after round 3 of 5 only
players with at least 6 match points are paired, the others keep their standings place;
a drop after that cut pairs the rest as usual under 2025-11-10 and gives the highest ranked
remaining player a bye under 2023-08-21."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from mtrdesk.core.settings import Playoff
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.store import migrations
from tests.helpers.empty_database import empty_database
from tests.helpers.service_pods import DRAFT
from tests.helpers.services_support import (
    event_stored_before,
    new_event,
    open_services,
    report_round,
)

CUT = {"swiss_rounds": 5, "cut_after": 3, "cut_points": 6}


def day_one(services: Services, edition: str, players: int = 16) -> tuple[int, list[int]]:
    """An event of ``players`` with the cut announced, its first three rounds played;
    returns the event and who made the cut, best first."""
    event_id, _ = new_event(services, players, edition=edition, **CUT)
    rng = random.Random(players)
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, rng)
    made = [row.entry for row in services.standings.standings(event_id) if row.points >= 6]
    return event_id, made


def round_players(services: Services, event_id: int, number: int) -> set[int]:
    (rnd,) = [r for r in services.rounds.list_rounds(event_id) if r.number == number]
    return {p for m in rnd.matches for p in (m.player1, m.player2) if p is not None}


def byes_of(
    services: Services, event_id: int, number: int, kind: MatchKind = MatchKind.BYE
) -> list[int]:
    """Round ``number``'s byes of ``kind``: the pairing bye, or (``AWARDED_BYE``) byes not
    paired, as MTR 2.10's byes after a day-two cut are written."""
    (rnd,) = [r for r in services.rounds.list_rounds(event_id) if r.number == number]
    return [m.player1 for m in rnd.matches if m.kind is kind]


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
def test_only_the_players_who_made_the_cut_are_paired(services: Services, edition: str) -> None:
    event_id, made = day_one(services, edition)
    assert 2 <= len(made) < 16
    services.rounds.pair_next(event_id)
    assert round_players(services, event_id, 4) == set(made)
    # Below the cut: not paired, not dropped, still ranked (MTR 2.10: no drop by choice).
    rows = services.standings.standings(event_id)
    assert len(rows) == 16
    assert all(row.dropped_after_round is None for row in rows)


def test_a_drop_after_the_cut_pairs_as_usual_under_2025(services: Services) -> None:
    event_id, made = day_one(services, "2025-11-10")
    services.players.drop(made[1])  # made the cut, leaves before round 4 (MTR 2.10)
    services.rounds.pair_next(event_id)
    remaining = [e for e in made if e != made[1]]
    assert round_players(services, event_id, 4) == set(remaining)
    byes = byes_of(services, event_id, 4)
    # "If the remaining part of the tournament is single elimination" only: here it is
    # Swiss, so an odd count has the usual pairing bye (the lowest ranked), else none.
    assert len(byes) == len(remaining) % 2
    assert made[0] not in byes
    assert byes_of(services, event_id, 4, MatchKind.AWARDED_BYE) == []


def test_a_drop_after_the_cut_gives_the_top_player_a_bye_under_2023(services: Services) -> None:
    event_id, made = day_one(services, "2023-08-21")
    services.players.drop(made[1])
    services.rounds.pair_next(event_id)
    remaining = [e for e in made if e != made[1]]
    assert round_players(services, event_id, 4) == set(remaining)
    # "The highest ranked remaining player receives a bye for the round instead": not a
    # pairing bye (written as the byes of players advanced early are), so the others are
    # paired as usual, with the pairing bye when they are odd.
    assert byes_of(services, event_id, 4, MatchKind.AWARDED_BYE) == [made[0]]
    assert len(byes_of(services, event_id, 4)) == (len(remaining) - 1) % 2
    paired = [e.detail for e in services.rounds.audit_log(event_id) if e.action == "round.pair"]
    assert paired[-1]["post_cut_byes"] == [made[0]] and made[0] not in paired[-1]["awarded_byes"]
    # The bye is for that round: round 5 pairs every remaining player.
    report_round(services, event_id, random.Random(5))
    services.rounds.pair_next(event_id)
    assert byes_of(services, event_id, 5, MatchKind.AWARDED_BYE) == []
    assert round_players(services, event_id, 5) == set(remaining)


def test_the_cut_is_fixed_once_round_1_is_paired(services: Services) -> None:
    event_id, _ = new_event(services, 8, **CUT)
    services.rounds.pair_next(event_id)
    stored = services.events.get(event_id).settings
    with pytest.raises(ServiceError) as caught:
        services.events.update(event_id, stored.with_changes(cut_points=9))
    assert caught.value.problem is Problem.CUT_FIXED  # MTR 10.2
    assert services.events.get(event_id).settings.cut_points == 6


def test_events_stored_before_the_cut_have_none(tmp_path: Path) -> None:
    """Schema step 16: an event stored by an earlier mtrdesk announced no day-two cut."""
    stored = event_stored_before(tmp_path / "events.sqlite3", migrations._v16_day_two_cut)
    assert (stored.cut_after, stored.cut_points, stored.day_two_cut()) == (None, None, None)


def test_the_playoff_takes_no_player_below_the_cut(services: Services) -> None:
    # MTR 2.10: after a cut "no other player is advanced as a replacement": a top 8 of
    # eight players with four below the day-two cut is refused, a top 4 seeds those four.
    event_id, _ = new_event(
        services, 8, swiss_rounds=3, cut_after=1, cut_points=3, playoff=Playoff.TOP8
    )
    for _ in range(3):
        services.rounds.pair_next(event_id)
        report_round(services, event_id, random.Random(3), "2-0")
    made = [row.entry for row in services.standings.standings(event_id) if not row.cut_out]
    assert len(made) == 4
    with pytest.raises(ServiceError) as caught:
        services.playoff.start(event_id)
    assert caught.value.problem is Problem.PLAYOFF_TOO_FEW_PLAYERS
    assert caught.value.details["players"] == 4
    stored = services.events.get(event_id).settings
    services.events.update(event_id, stored.with_changes(playoff=Playoff.TOP4))
    services.playoff.start(event_id)
    assert list(services.playoff.bracket(event_id).seeds) == made


def test_two_players_with_post_cut_byes_are_not_paired_by_hand(services: Services) -> None:
    # Two drops after the cut under 2023-08-21: the two highest ranked remaining players
    # each receive a bye (MTR 2.10); asking one to play the other is refused, nothing moves.
    event_id, made = day_one(services, "2023-08-21")
    assert len(made) >= 5
    services.players.drop(made[1])
    services.players.drop(made[2])
    services.rounds.pair_next(event_id)
    byes = byes_of(services, event_id, 4, MatchKind.AWARDED_BYE)
    assert sorted(byes) == sorted([made[0], made[3]])
    before = services.rounds.round_view(event_id, 4)
    with pytest.raises(ServiceError) as caught:
        services.rounds.set_pairing(event_id, made[0], made[3])
    assert caught.value.problem is Problem.BOTH_BYES
    assert services.rounds.round_view(event_id, 4) == before


def test_two_pairing_byes_are_not_paired_by_hand(services: Services) -> None:
    # Draft pods (MTR 7.6): a pod left with one player gives a bye beside the other pod's
    # own bye; asking the two to play each other is refused with a sentence.
    event_id, _ = new_event(services, 6, **DRAFT)
    seating, _ = services.pods.seat(event_id, 3, seed=9)
    services.rounds.pair_next(event_id)
    report_round(services, event_id, random.Random(2))
    first, second, alone = seating.pods[0].entries
    services.players.drop(first)
    services.players.drop(second)
    services.rounds.pair_next(event_id)
    byes = byes_of(services, event_id, 2)
    assert alone in byes and len(byes) == 2
    other = next(e for e in byes if e != alone)
    before = services.rounds.round_view(event_id, 2)
    with pytest.raises(ServiceError) as caught:
        services.rounds.set_pairing(event_id, alone, other)
    assert caught.value.problem is Problem.BOTH_BYES
    assert services.rounds.round_view(event_id, 2) == before


def test_an_event_with_its_cut_and_post_cut_bye_travels_in_its_file(
    services: Services, tmp_path: Path
) -> None:
    event_id, made = day_one(services, "2023-08-21")
    services.players.drop(made[1])
    services.rounds.pair_next(event_id)
    data = json.loads(json.dumps(export_event(services, event_id)))
    assert (data["event"]["cut_after"], data["event"]["cut_points"]) == (3, 6)
    with open_services(empty_database(tmp_path / "other.sqlite3")) as other:
        copied = import_event(other, data)
        stored = other.events.get(copied).settings
        assert (stored.cut_after, stored.cut_points, stored.edition) == (3, 6, "2023-08-21")
        assert byes_of(other, copied, 4, MatchKind.AWARDED_BYE) == byes_of(
            services, event_id, 4, MatchKind.AWARDED_BYE
        )
        below = {r.name for r in other.standings.standings(copied) if r.cut_out}
    assert below == {r.name for r in services.standings.standings(event_id) if r.cut_out}
