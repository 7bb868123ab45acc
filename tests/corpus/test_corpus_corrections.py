"""Bad inputs on the correction flow's path (issue 14, items 2 and 5): a review of a match
that is not there or a previous result that is not one, and a re-pairing proposal accepted
stale, twice, forged or for an event gone. Each is refused with a known ``Refusal`` that
words as a sentence, and the database's rows are the same afterwards.

The flow has no command-line door (the window offers it after a correction), so the cases
run through ``Services`` itself, as the window calls it."""

from __future__ import annotations

import dataclasses
import random
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from mtrdesk.core.refusal import Refusal
from mtrdesk.services import Problem, Services
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


def offered(services: Services) -> tuple[int, RepairProposal]:
    """Eight players, round 1 all 2-0, round 2 paired; round 1 table 1 corrected to 0-2:
    the proposal to pair round 2 again."""
    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id, seed=1)
    report_round(services, event_id, random.Random(1), "2-0")
    services.rounds.pair_next(event_id, seed=2)
    (warning,) = services.rounds.report(event_id, 1, 1, "0-2").warnings
    review = services.corrections.review(
        event_id, warning.details["match"], warning.details["previous"]
    )
    assert review.proposal is not None
    return event_id, review.proposal


def first_match(services: Services, event_id: int) -> int:
    return services.rounds.list_rounds(event_id)[0].at_table(1).id


# Each case: what is done meanwhile (may be nothing), then the bad call; the problem expected
# (None: a core refusal such as ResultError).
Meanwhile = Callable[[Services, int, RepairProposal], None]
Call = Callable[[Services, int, RepairProposal], object]


def nothing(services: Services, event_id: int, proposal: RepairProposal) -> None:
    return None


def accept(services: Services, event_id: int, proposal: RepairProposal) -> object:
    return services.corrections.accept(proposal, proposal.moves)


def review_with(match: Callable[[Services, int], int], previous: str | None) -> Call:
    return lambda s, e, p: s.corrections.review(e, match(s, e), previous)


CASES: list[tuple[str, Meanwhile, Call, Problem | None]] = [
    (
        "review-unknown-match",
        nothing,
        review_with(lambda s, e: 999, "2-0"),
        Problem.MATCH_NOT_FOUND,
    ),
    (
        "review-huge-match-id",
        nothing,
        review_with(lambda s, e: 2**70, None),
        Problem.MATCH_NOT_FOUND,
    ),
    (
        "review-negative-match-id",
        nothing,
        review_with(lambda s, e: -1, None),
        Problem.MATCH_NOT_FOUND,
    ),
    (
        "review-match-of-another-event",
        lambda s, e, p: offered(s) and None,
        lambda s, e, p: s.corrections.review(e, first_match(s, e + 1), "2-0"),
        Problem.MATCH_NOT_FOUND,
    ),
    (
        "review-unknown-event",
        nothing,
        lambda s, e, p: s.corrections.review(e + 50, first_match(s, e), "2-0"),
        Problem.EVENT_NOT_FOUND,
    ),
    ("review-previous-not-a-result", nothing, review_with(first_match, "abc"), None),
    ("review-previous-too-many-wins", nothing, review_with(first_match, "9-9"), None),
    ("review-previous-negative", nothing, review_with(first_match, "-1-2"), None),
    ("review-previous-huge-number", nothing, review_with(first_match, "9" * 5000 + "-0"), None),
    (
        "accept-after-a-result-came-in",
        lambda s, e, p: s.rounds.report(e, 2, 1, "2-1") and None,
        accept,
        Problem.RESULTS_IN,
    ),
    (
        "accept-after-another-correction",
        lambda s, e, p: s.rounds.report(e, 1, 2, "1-2") and None,
        accept,
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-after-a-drop",
        lambda s, e, p: s.players.drop(s.rounds.list_rounds(e)[1].at_table(2).player1) and None,
        accept,
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-twice",
        lambda s, e, p: s.corrections.accept(p, p.moves) and None,
        accept,
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-after-pair-again-by-hand",
        lambda s, e, p: s.rounds.repair_current(e, seed=5) and None,
        accept,
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-forged-seed",
        nothing,
        lambda s, e, p: s.corrections.accept(dataclasses.replace(p, seed=p.seed + 1), p.moves),
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-forged-round",
        nothing,
        lambda s, e, p: s.corrections.accept(dataclasses.replace(p, round_number=3), p.moves),
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-forged-basis",
        nothing,
        lambda s, e, p: s.corrections.accept(dataclasses.replace(p, basis="0" * 64), p.moves),
        Problem.CORRECTION_PROPOSAL_STALE,
    ),
    (
        "accept-for-an-event-gone",
        nothing,
        lambda s, e, p: s.corrections.accept(dataclasses.replace(p, event_id=e + 50), p.moves),
        Problem.EVENT_NOT_FOUND,
    ),
]


@pytest.mark.parametrize(
    ("meanwhile", "call", "problem"),
    [pytest.param(m, c, p, id=name) for name, m, c, p in CASES],
)
def test_a_bad_correction_input_is_refused_cleanly(
    services: Services, meanwhile: Meanwhile, call: Call, problem: Problem | None
) -> None:
    event_id, proposal = offered(services)
    meanwhile(services, event_id, proposal)
    before = rows(services.path)
    with pytest.raises(Refusal) as refused:
        call(services, event_id, proposal)
    if problem is not None:
        assert getattr(refused.value, "problem", None) is problem
    sentence = messages.describe(refused.value)
    assert sentence and "Traceback" not in sentence and "_" not in sentence.split()[0]
    assert rows(services.path) == before
