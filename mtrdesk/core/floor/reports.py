"""Results reported from the floor with a slip's one-time code (issue 16): the code itself,
and what a new report does beside the reports already waiting for the same match.

The Bridgemate way: one player reports, the opponent confirms with the same slip, and only
staff change a result once it is in. Two reports that disagree are never resolved by the
program: both are held for a judge. The organizer chooses per event whether reports the
two players agree on are entered at once (``ReportPolicy.PLAYERS``) or every report waits
for staff (``ReportPolicy.STAFF``).
"""

from __future__ import annotations

import enum
import random
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from mtrdesk.core.editions.edition import MatchComplete

#: Letters and digits no one misreads on a printed slip: no I/1, no O/0.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
#: 32**6 ≈ 10**9 codes: guessing one, slowed down as wrong codes are, is hopeless.
CODE_LENGTH = 6
#: Longer text is not a code, whatever it holds (bounded before any work).
_LONGEST_TYPED = 32
_IGNORED = str.maketrans("", "", " -‐‑–—ー_")


def new_code(rng: random.Random) -> str:
    """A fresh code from ``rng`` (the services' random source)."""
    return "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def read_code(text: str) -> str | None:
    """The code typed or scanned (``"k7m-4qx"``, full-width, blanks), or ``None`` when it
    cannot be one."""
    if len(text) > _LONGEST_TYPED:
        return None
    code = unicodedata.normalize("NFKC", text).upper().translate(_IGNORED)
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None
    return code


def shown_code(code: str) -> str:
    """A code as printed and shown: two groups of three, ``K7M-4QX``."""
    half = CODE_LENGTH // 2
    return f"{code[:half]}-{code[half:]}"


def slip_path(event_id: int, code: str) -> str:
    """Where a slip's phone QR code leads on the event's web server: the report page of
    that slip (``web.floor.pages``), relative to the server's address."""
    return f"/e/{event_id}/s/{code}"


def event_path(event_id: int) -> str:
    """Where the event's pages begin on the web server (its pairings), relative to the
    server's address: what the poster's and the projector's QR codes lead to."""
    return f"/e/{event_id}"


def registration_path(event_id: int) -> str:
    """Where a phone registers for the event (issue 30, ``web.registration``), relative
    to the server's address: what the registration QR codes lead to."""
    return f"{event_path(event_id)}/register"


class ReportPolicy(enum.Enum):
    """What happens when both players of a match report the same result."""

    PLAYERS = "players"  # entered at once; staff step in only when they disagree
    STAFF = "staff"  # every report waits for a staff confirmation


class ReportState(enum.Enum):
    WAITING = "waiting"  # for the opponent to confirm
    HELD = "held"  # for staff (the event's policy)
    CONFLICT = "conflict"  # the players disagree: held for staff
    ACCEPTED = "accepted"  # its result was entered
    REJECTED = "rejected"  # withdrawn, refused by staff, or another result was entered


OPEN_STATES = frozenset({ReportState.WAITING, ReportState.HELD, ReportState.CONFLICT})

Score = tuple[int, int, int]


@dataclass(frozen=True)
class OpenReport:
    """A report still waiting, as the decision needs it."""

    id: int
    score: Score
    device: str
    state: ReportState


class Refusal(enum.Enum):
    """Why a new report changes nothing."""

    ALREADY_REPORTED = "already_reported"  # same device, same result: the opponent confirms
    HELD_FOR_STAFF = "held_for_staff"  # the players disagree already: a judge decides


@dataclass(frozen=True)
class Decision:
    """What a new report does: its own state, the new states of reports already open
    (by id), and whether the result is entered now."""

    state: ReportState
    others: dict[int, ReportState]
    enter: bool


def is_draw(score: Score) -> bool:
    """A drawn match (``1-1-1``, ``0-0-3``): what an intentional draw is reported as."""
    return score[0] == score[1]


def decide(
    policy: ReportPolicy,
    open_reports: Sequence[OpenReport],
    score: Score,
    device: str,
    complete: MatchComplete = MatchComplete.RESULT_RECORDED,
) -> Decision | Refusal:
    """The new report's fate beside ``open_reports`` of the same match.

    * the first report waits for the opponent (or, by the event's policy, for staff);
    * the same device again with the same result is refused (the opponent confirms);
    * another device with the same result confirms it: entered at once, or held for
      staff by the event's policy;
    * another device with another result: every report of the match is held as a
      conflict, and later reports are refused until a judge decides.

    When the match is complete depends on the edition (``complete``). 2025-11-10 MTR 2.5:
    "Until the result of a match has been recorded, players may concede or mutually
    agree to a draw"; a report waiting for confirmation is not recorded, so the same
    device's other result replaces its own report (a typing mistake, or a concession),
    and either player's intentional draw (a drawn result) replaces the reports waiting
    and waits in turn for the opponent. 2023-08-21 MTR 2.4: "A match is considered
    complete once the result slip is filled out": the first report completes it, and
    another result from either device is held with it for a judge.
    """
    if any(r.state is ReportState.CONFLICT for r in open_reports):
        return Refusal.HELD_FOR_STAFF
    first = ReportState.WAITING if policy is ReportPolicy.PLAYERS else ReportState.HELD
    own = [r for r in open_reports if r.device == device]
    theirs = [r for r in open_reports if r.device != device]
    if any(r.score == score for r in own):
        return Refusal.ALREADY_REPORTED
    if complete is MatchComplete.SLIP_FILLED and own:
        held = {r.id: ReportState.CONFLICT for r in open_reports}
        return Decision(ReportState.CONFLICT, held, enter=False)
    withdrawn = {r.id: ReportState.REJECTED for r in own}
    if not theirs:
        return Decision(first, withdrawn, enter=False)
    agreed_draw = complete is MatchComplete.RESULT_RECORDED and is_draw(score)
    if agreed_draw and any(r.score != score for r in theirs):
        # 2025 MTR 2.5: an intentional draw before the result is recorded; the opponent
        # confirms it (mutually agreed) as any first report.
        replaced = {r.id: ReportState.REJECTED for r in open_reports}
        return Decision(first, replaced, enter=False)
    if all(r.score == score for r in theirs):
        if policy is ReportPolicy.PLAYERS:
            agreed = {r.id: ReportState.ACCEPTED for r in theirs}
            return Decision(ReportState.ACCEPTED, withdrawn | agreed, enter=True)
        return Decision(ReportState.HELD, withdrawn, enter=False)
    held = {r.id: ReportState.CONFLICT for r in theirs}
    return Decision(ReportState.CONFLICT, withdrawn | held, enter=False)


def closed_by(score: Score | None, reported: Score) -> ReportState:
    """An open report's state once a result is entered by other means (staff, the
    window): accepted when it said the same, else rejected; a cleared result rejects."""
    return ReportState.ACCEPTED if score == reported else ReportState.REJECTED
