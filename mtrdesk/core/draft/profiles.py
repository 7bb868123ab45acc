"""Pick-clock timing profiles: the Appendix B numbers of each rule text, and custom ones.

Two built-in profiles, each typed from its own rule text (tests/core/test_draft_clock.py
types the same numbers again, section by section):

- ``en-2023``: MTR 2023-08-21 Appendix B ("Booster Draft Timing", "Rochester Draft Timing",
  "Two-Headed Giant Draft Timing"), the 20-card multiplayer table of the multiplayer
  addendum's Appendix B, and MTR 7.7's drop rule ("their picks are skipped").
- ``ja-2016``: the Japanese MTR of 2016-09-30, 付録B (review 30 s, 45 s, then +15 s; the
  2HG pick with 3 cards left 10 s) and its 7.7 (staff pick at random for a dropped drafter
  for the rest of that booster pack). The 2016 text has no multiplayer draft; that table
  comes from the addendum as in ``en-2023``.

A ``CustomProfile`` is what an organizer fills for slower casual drafts: a base profile, a
scale factor and any explicit tables; it round-trips through a plain dict for the store.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from mtrdesk.core.refusal import ProblemError

#: Cards left in the pack -> seconds for that pick. A count missing from the table while
#: the pick takes every card left is the table's "N/A" (the last card is just taken).
PickTable = tuple[tuple[int, int], ...]


class DraftProblem(enum.Enum):
    """Why a draft plan or a timing profile was refused."""

    SEATS = "seats"  # fewer than 2 drafters, too many, or an odd count for Rochester
    PACKS = "packs"  # no pack, or more than MAX_PACKS
    PACK_SIZE = "pack_size"  # a pack size the kind's Appendix B table has no time for
    PROFILE = "profile"  # an unknown profile, or a custom one with bad numbers
    DROP = "drop"  # a drop naming no seat, pack or pick of the plan, or a seat twice
    KIND = "kind"  # an option the draft kind does not have (drops in Rochester, ...)


class DraftError(ProblemError[DraftProblem]):
    """A draft the clock cannot run; ``problem`` says why, ``detail`` says what."""


class DropRule(enum.Enum):
    """What happens to a drafter who leaves mid-draft (MTR 7.7, last paragraph)."""

    #: MTR 2023 7.7: "their picks are skipped and the draft continues with one fewer
    #: player" -- packs pass them by from the pick they leave at.
    SKIP = "skip"
    #: JA MTR 2016 7.7: 「そのブースター・パックの残りの期間、スタッフはそのプレイヤーの代わりに
    #: 無作為にピックを行なう」 -- staff pick at random for them until that pack ends.
    STAFF_PICKS_REST_OF_PACK = "staff_picks_rest_of_pack"


@dataclass(frozen=True, slots=True)
class ReviewRule:
    """Review periods between packs: the listed ones, then each ``increment`` longer."""

    listed: tuple[int, ...]
    increment: int = 0

    def seconds(self, number: int) -> int:
        """The review after pack ``number`` (1-based)."""
        if number <= len(self.listed):
            return self.listed[number - 1]
        return self.listed[-1] + (number - len(self.listed)) * self.increment


@dataclass(frozen=True, slots=True)
class TimingProfile:
    """Every time the pick clock needs, in whole seconds."""

    key: str
    #: The rule text the numbers come from (shown in the plan and on the printout).
    source: str
    booster_picks: PickTable
    booster_reviews: ReviewRule
    two_headed_giant_picks: PickTable
    two_headed_giant_reviews: ReviewRule
    multiplayer_picks: PickTable
    multiplayer_reviews: ReviewRule
    rochester_layout: int
    rochester_pick: int
    drop_rule: DropRule

    def scaled(self, factor: float, key: str | None = None) -> TimingProfile:
        """Every time multiplied by ``factor`` (rounded half up, timed picks at least 1 s)."""
        if not math.isfinite(factor) or factor <= 0:
            raise DraftError(DraftProblem.PROFILE, f"scale {factor} is not positive")
        return replace(
            self,
            key=key or self.key,
            booster_picks=_scale_table(self.booster_picks, factor),
            booster_reviews=_scale_review(self.booster_reviews, factor),
            two_headed_giant_picks=_scale_table(self.two_headed_giant_picks, factor),
            two_headed_giant_reviews=_scale_review(self.two_headed_giant_reviews, factor),
            multiplayer_picks=_scale_table(self.multiplayer_picks, factor),
            multiplayer_reviews=_scale_review(self.multiplayer_reviews, factor),
            rochester_layout=_scale(self.rochester_layout, factor),
            rochester_pick=_scale(self.rochester_pick, factor),
        )


def pick_seconds(table: PickTable, cards_left: int, taking: int) -> int:
    """The time of one pick; 0 when it takes every card left (Appendix B's "N/A")."""
    for cards, seconds in table:
        if cards == cards_left:
            return seconds
    if cards_left <= taking:
        return 0
    raise DraftError(DraftProblem.PACK_SIZE, f"no pick time for {cards_left} cards left")


def _scale(seconds: int, factor: float) -> int:
    return max(1, math.floor(seconds * factor + 0.5)) if seconds > 0 else 0


def _scale_table(table: PickTable, factor: float) -> PickTable:
    return tuple((cards, _scale(seconds, factor)) for cards, seconds in table)


def _scale_review(rule: ReviewRule, factor: float) -> ReviewRule:
    return ReviewRule(
        tuple(_scale(s, factor) for s in rule.listed), math.floor(rule.increment * factor + 0.5)
    )


#: MTR 2023 Appendix B "Booster Draft Timing" (the same numbers in JA MTR 2016 付録B
#: 「ブースター・ドラフトの時間」); 1 card left: N/A.
BOOSTER_PICKS: PickTable = (
    (15, 40),
    (14, 40),
    (13, 35),
    (12, 30),
    (11, 25),
    (10, 25),
    (9, 20),
    (8, 20),
    (7, 15),
    (6, 10),
    (5, 10),
    (4, 5),
    (3, 5),
    (2, 5),
)

#: MTR 2023 Appendix B "Two-Headed Giant Draft Timing" by cards left (the 15-card booster
#: column is the odd counts, the 14-card one the even counts; 1 or 2 left: N/A).
TWO_HEADED_GIANT_PICKS_EN_2023: PickTable = (
    (15, 50),
    (14, 50),
    (13, 45),
    (12, 45),
    (11, 40),
    (10, 40),
    (9, 30),
    (8, 30),
    (7, 20),
    (6, 20),
    (5, 10),
    (4, 10),
    (3, 5),
)

#: JA MTR 2016 付録B「双頭巨人戦ドラフトの時間」: as 2023 except 3 cards left: 10 seconds.
TWO_HEADED_GIANT_PICKS_JA_2016: PickTable = (*TWO_HEADED_GIANT_PICKS_EN_2023[:-1], (3, 10))

#: Multiplayer addendum Appendix B, "20-card Multiplayer Booster Drafts, with 2 picks per
#: booster"; 2 cards left: N/A.
MULTIPLAYER_PICKS: PickTable = (
    (20, 60),
    (18, 60),
    (16, 55),
    (14, 50),
    (12, 45),
    (10, 35),
    (8, 25),
    (6, 15),
    (4, 10),
)

EN_2023 = TimingProfile(
    key="en-2023",
    source="MTR 2023-08-21 Appendix B, 7.7; multiplayer addendum Appendix B",
    booster_picks=BOOSTER_PICKS,
    # "The time for review after the first booster pack is 60 seconds. Each subsequent
    # review period increases by 30 seconds."
    booster_reviews=ReviewRule((60,), 30),
    two_headed_giant_picks=TWO_HEADED_GIANT_PICKS_EN_2023,
    # "players receive 60 seconds to review their drafted cards in between booster packs"
    two_headed_giant_reviews=ReviewRule((60,), 0),
    multiplayer_picks=MULTIPLAYER_PICKS,
    # The addendum names no review for its 20-card draft: the booster-draft reviews apply.
    multiplayer_reviews=ReviewRule((60,), 30),
    rochester_layout=20,
    rochester_pick=5,
    drop_rule=DropRule.SKIP,
)

JA_2016 = TimingProfile(
    key="ja-2016",
    source="JA MTR 2016-09-30 付録B, 7.7; multiplayer addendum Appendix B",
    booster_picks=BOOSTER_PICKS,
    # 「1パック目は30秒、2パック目は45秒(以下15秒ずつ追加される)」
    booster_reviews=ReviewRule((30, 45), 15),
    two_headed_giant_picks=TWO_HEADED_GIANT_PICKS_JA_2016,
    # 「ブースター・パックをドラフトし終わるごとに、ピックしたカードを確認するために60秒」
    two_headed_giant_reviews=ReviewRule((60,), 0),
    multiplayer_picks=MULTIPLAYER_PICKS,
    multiplayer_reviews=ReviewRule((30, 45), 15),
    # 「確認するための時間が20秒」「各選択を5秒以内」
    rochester_layout=20,
    rochester_pick=5,
    drop_rule=DropRule.STAFF_PICKS_REST_OF_PACK,
)

PROFILES: Mapping[str, TimingProfile] = {p.key: p for p in (EN_2023, JA_2016)}


def profile(key: str) -> TimingProfile:
    """A built-in profile by key (``en-2023``, ``ja-2016``; case-insensitive)."""
    try:
        return PROFILES[key.lower()]
    except KeyError:
        raise DraftError(DraftProblem.PROFILE, f"unknown profile {key!r}") from None


_TABLES = ("booster_picks", "two_headed_giant_picks", "multiplayer_picks")
_REVIEWS = ("booster_reviews", "two_headed_giant_reviews", "multiplayer_reviews")
_SECONDS = ("rochester_layout", "rochester_pick")


@dataclass(frozen=True, slots=True)
class CustomProfile:
    """An organizer's profile: ``base`` scaled by ``scale``, then any explicit times.

    Explicit tables and reviews are taken as given (not scaled): an organizer who types
    "60 s for 15 cards" means 60 s.
    """

    name: str
    base: str = EN_2023.key
    scale: float = 1.0
    booster_picks: PickTable | None = None
    booster_reviews: ReviewRule | None = None
    two_headed_giant_picks: PickTable | None = None
    two_headed_giant_reviews: ReviewRule | None = None
    multiplayer_picks: PickTable | None = None
    multiplayer_reviews: ReviewRule | None = None
    rochester_layout: int | None = None
    rochester_pick: int | None = None
    drop_rule: DropRule | None = None
    #: Unused by the clock; lets the store keep the organizer's note with the numbers.
    note: str = ""

    def resolve(self) -> TimingProfile:
        """The timing profile the clock runs; refuses negative or missing numbers."""
        if not self.name.strip():
            raise DraftError(DraftProblem.PROFILE, "a custom profile needs a name")
        result = profile(self.base).scaled(self.scale, key=self.name)
        changes: dict[str, Any] = {"source": f"custom ({self.base} x {self.scale:g})"}
        for name in (*_TABLES, *_REVIEWS, *_SECONDS, "drop_rule"):
            value = getattr(self, name)
            if value is not None:
                changes[name] = value
        result = replace(result, **changes)
        _check(result)
        return result

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON values (table keys as strings, as JSON objects need)."""
        out: dict[str, Any] = {"name": self.name, "base": self.base, "scale": self.scale}
        for name in _TABLES:
            table = getattr(self, name)
            if table is not None:
                out[name] = {str(cards): seconds for cards, seconds in table}
        for name in _REVIEWS:
            rule = getattr(self, name)
            if rule is not None:
                out[name] = {"listed": list(rule.listed), "increment": rule.increment}
        for name in _SECONDS:
            if getattr(self, name) is not None:
                out[name] = getattr(self, name)
        if self.drop_rule is not None:
            out["drop_rule"] = self.drop_rule.value
        if self.note:
            out["note"] = self.note
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CustomProfile:
        """The inverse of ``to_dict``; a malformed dict raises ``DraftError(PROFILE)``."""
        try:
            values: dict[str, Any] = {
                "name": str(data["name"]),
                "base": str(data.get("base", EN_2023.key)),
                "scale": float(data.get("scale", 1.0)),
                "note": str(data.get("note", "")),
            }
            for name in _TABLES:
                if name in data:
                    values[name] = tuple(
                        sorted(((int(k), int(v)) for k, v in data[name].items()), reverse=True)
                    )
            for name in _REVIEWS:
                if name in data:
                    rule = data[name]
                    values[name] = ReviewRule(
                        tuple(int(s) for s in rule["listed"]), int(rule.get("increment", 0))
                    )
            for name in _SECONDS:
                if name in data:
                    values[name] = int(data[name])
            if "drop_rule" in data:
                values["drop_rule"] = DropRule(data["drop_rule"])
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise DraftError(DraftProblem.PROFILE, f"unreadable custom profile: {exc}") from None
        return cls(**values)


def _check(result: TimingProfile) -> None:
    for name in _TABLES:
        for cards, seconds in getattr(result, name):
            if cards < 1 or seconds < 0:
                raise DraftError(DraftProblem.PROFILE, f"{name}: {cards} cards, {seconds} s")
    for name in _REVIEWS:
        rule: ReviewRule = getattr(result, name)
        if not rule.listed or min(rule.listed) < 0 or rule.increment < 0:
            raise DraftError(DraftProblem.PROFILE, f"{name}: {rule}")
    for name in _SECONDS:
        if getattr(result, name) < 0:
            raise DraftError(DraftProblem.PROFILE, f"{name} is negative")
