"""``core.floor.reports``: slip codes read as typed, and what a new report does beside
those already waiting (issue 16: the opponent confirms; disagreements wait for a judge)."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.floor.reports import (
    CODE_ALPHABET,
    CODE_LENGTH,
    Decision,
    OpenReport,
    Refusal,
    ReportPolicy,
    ReportState,
    closed_by,
    decide,
    new_code,
    read_code,
    shown_code,
)

WAITING = ReportState.WAITING


def test_codes_are_drawn_from_the_unmistakable_alphabet() -> None:
    rng = random.Random(5)
    codes = {new_code(rng) for _ in range(500)}
    assert len(codes) == 500
    for code in codes:
        assert len(code) == CODE_LENGTH and set(code) <= set(CODE_ALPHABET)
        assert not set(code) & set("IO01")
        assert read_code(shown_code(code)) == code


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("K7M-4QX", "K7M4QX"),
        ("k7m4qx", "K7M4QX"),
        (" k7m 4qx ", "K7M4QX"),
        ("Ｋ７Ｍ－４ＱＸ", "K7M4QX"),  # an input method left on
        ("K7M4Q", None),
        ("K7M4QX9", None),
        ("K0M4QX", None),  # 0 is not in the alphabet
        ("", None),
        ("K7M4QX" * 20, None),
    ],
)
def test_read_code(typed: str, read: str | None) -> None:
    assert read_code(typed) == read


def report(rid: int, score: tuple[int, int, int], device: str, state: ReportState = WAITING):
    return OpenReport(rid, score, device, state)


def test_first_report_waits_for_the_opponent_or_for_staff() -> None:
    assert decide(ReportPolicy.PLAYERS, [], (2, 1, 0), "a") == Decision(WAITING, {}, False)
    held = decide(ReportPolicy.STAFF, [], (2, 1, 0), "a")
    assert held == Decision(ReportState.HELD, {}, False)


def test_the_opponent_confirming_enters_the_result() -> None:
    decision = decide(ReportPolicy.PLAYERS, [report(1, (2, 1, 0), "a")], (2, 1, 0), "b")
    assert decision == Decision(ReportState.ACCEPTED, {1: ReportState.ACCEPTED}, True)


def test_under_the_staff_policy_agreement_still_waits_for_staff() -> None:
    held = [report(1, (2, 1, 0), "a", ReportState.HELD)]
    decision = decide(ReportPolicy.STAFF, held, (2, 1, 0), "b")
    assert decision == Decision(ReportState.HELD, {}, False)


def test_a_disagreement_holds_every_report_for_a_judge() -> None:
    decision = decide(ReportPolicy.PLAYERS, [report(1, (2, 1, 0), "a")], (1, 2, 0), "b")
    assert decision == Decision(ReportState.CONFLICT, {1: ReportState.CONFLICT}, False)
    conflict = [report(1, (2, 1, 0), "a", ReportState.CONFLICT)]
    for device in ("a", "b", "c"):
        assert decide(ReportPolicy.PLAYERS, conflict, (2, 1, 0), device) is Refusal.HELD_FOR_STAFF


def test_the_same_device_cannot_confirm_its_own_report_but_may_correct_it() -> None:
    mine = [report(1, (2, 1, 0), "a")]
    assert decide(ReportPolicy.PLAYERS, mine, (2, 1, 0), "a") is Refusal.ALREADY_REPORTED
    corrected = decide(ReportPolicy.PLAYERS, mine, (2, 0, 0), "a")
    assert corrected == Decision(WAITING, {1: ReportState.REJECTED}, False)


def test_a_result_entered_otherwise_closes_open_reports() -> None:
    assert closed_by((2, 1, 0), (2, 1, 0)) is ReportState.ACCEPTED
    assert closed_by((2, 1, 0), (1, 2, 0)) is ReportState.REJECTED
    assert closed_by(None, (2, 1, 0)) is ReportState.REJECTED
