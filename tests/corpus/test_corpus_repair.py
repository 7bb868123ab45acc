"""Bad inputs on the re-pair after a correction (issue 27 item 1): moves the organizer was
shown that differ from what pairing again really moves (none, one missing, one made up,
one for a player not in the event, one with another place). Each is refused with
``REPAIR_MOVES_NOT_SHOWN`` and a sentence naming the players, and the database's rows are
the same afterwards.

Like the correction flow, the re-pair has no command-line door: the cases run through
``Services`` as the window calls it."""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mtrdesk.core.event.repair_moves import Place, PlaceMove
from mtrdesk.core.tournament import MatchKind
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.services.swiss.corrections import RepairProposal
from mtrdesk.words import messages
from tests.helpers.services_support import new_event, open_services, report_round


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


def rows(path: Path) -> list[str]:
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        return list(db.iterdump())


def offered(services: Services) -> RepairProposal:
    """Ten players (one with two awarded byes), round 1 all 2-0, round 2 paired, a drop
    and a late entry during it; round 1 table 2 corrected to 0-2: the proposal to pair
    round 2 again, which moves the pairing bye."""
    event_id, entries = new_event(services, 10)
    services.players.set_awarded_byes(entries[-1], 2)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1), "2-0")
    second, _ = services.rounds.pair_next(event_id, seed=2)
    dropped = second.at_table(1).player2
    assert dropped is not None
    services.players.drop(dropped)
    services.players.add(event_id, "Late", "Comer", player_id="L0001")
    (warning,) = services.rounds.report(event_id, 1, 2, "0-2").warnings
    review = services.corrections.review(event_id, warning.details["match"], "2-0")
    assert review.proposal is not None and review.proposal.moves
    return review.proposal


Shown = Callable[[RepairProposal], tuple[PlaceMove, ...]]
PAIRED = Place(MatchKind.PAIRED, None, None)

CASES: list[tuple[str, Shown]] = [
    ("no-move-shown", lambda p: ()),
    ("one-move-missing", lambda p: p.moves[1:]),
    (
        "a-move-made-up",
        lambda p: (*p.moves, PlaceMove(1, PAIRED, Place(MatchKind.BYE, None, None))),
    ),
    (
        "a-player-not-in-the-event",
        lambda p: (*p.moves, PlaceMove(999, Place(None, None, None), PAIRED)),
    ),
    (
        "another-place-shown",
        lambda p: (
            dataclasses.replace(p.moves[0], after=Place(MatchKind.AWARDED_BYE, None, None)),
            *p.moves[1:],
        ),
    ),
    (
        "a-drop-moved-shown",
        lambda p: (
            *p.moves,
            PlaceMove(2, PAIRED, Place(MatchKind.PAIRED, 1, None)),
        ),
    ),
]


@pytest.mark.parametrize("shown", [pytest.param(s, id=name) for name, s in CASES])
def test_a_repair_not_as_shown_is_refused_cleanly(services: Services, shown: Shown) -> None:
    proposal = offered(services)
    before = rows(services.path)
    with pytest.raises(ServiceError) as refused:
        services.corrections.accept(proposal, shown(proposal))
    assert refused.value.problem is Problem.REPAIR_MOVES_NOT_SHOWN
    sentence = messages.describe(refused.value)
    assert sentence.startswith("Pairing round 2 again would also change the place of ")
    assert "Traceback" not in sentence and "of  (" not in sentence
    assert rows(services.path) == before


def test_the_moves_as_shown_are_accepted(services: Services) -> None:
    """The control: the same proposal with its own moves pairs the round again."""
    proposal = offered(services)
    before = rows(services.path)
    services.corrections.accept(proposal, proposal.moves)
    assert rows(services.path) != before


def test_undo_after_a_correction_and_its_repair_is_refused_as_the_menu_says(
    services: Services,
) -> None:
    """Issue 27 item 5: Edit ▸ Undo of the correction once its round was paired again is
    refused (the menu is disabled with this very sentence), and nothing changes."""
    proposal = offered(services)
    services.corrections.accept(proposal, proposal.moves)
    state = services.undo.state(proposal.event_id)
    assert state.undo is not None and state.undo.refusal is not None
    before = rows(services.path)
    with pytest.raises(ServiceError) as refused:
        services.undo.undo(proposal.event_id)
    assert refused.value.problem is Problem.UNDO_BLOCKED
    assert (
        refused.value.details
        == state.undo.refusal.details
        == {
            "action": "round.repair",
            "round": 2,
        }
    )
    sentence = messages.describe(refused.value)
    assert sentence.startswith("Round 2 was paired after this change; roll back round 2 first")
    assert rows(services.path) == before
