"""What can be wrong with a decklist, each with the rule it breaks (MTR 6, 7, 8.4, 9.5).

Validation collects every problem at once; the caller decides what blocks. ``blocking``
problems make the list illegal; the others (a Japanese name without an English one, a
name this store has never seen, a line that could not be read) need an official's look.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Any


class ProblemCode(enum.Enum):
    """One kind of decklist problem; values are stable (JSON, tests, the index)."""

    MAIN_TOO_SMALL = "main_too_small"  # MTR 6.1 (60), 7.1 (40)
    SIDEBOARD_TOO_LARGE = "sideboard_too_large"  # MTR 6.1 (15)
    TOO_MANY_COPIES = "too_many_copies"  # MTR 6.1 (4), Commander singleton
    BANNED = "banned"  # MTR 6.2-6.7, 9.5, Commander list
    RESTRICTED_OVER_ONE = "restricted_over_one"  # MTR 6.2, 6.5
    NOT_IN_POOL = "not_in_pool"  # MTR 7.2: more copies than the registered pool holds
    BASIC_NOT_PROVIDED = "basic_not_provided"  # MTR 7.2: snow basics, Wastes not added
    SHARED_IN_TEAM = "shared_in_team"  # MTR 8.4 unified deck construction
    SIDEBOARD_NOT_ALLOWED = "sideboard_not_allowed"  # MTR 9.5; Commander
    DECK_SIZE_NOT_EXACT = "deck_size_not_exact"  # Commander: exactly 100 (CR 903.5a)
    COMMANDER_MISSING = "commander_missing"  # multiplayer addendum *.4A
    EMPTY_LIST = "empty_list"  # nothing could be read
    UNREADABLE_LINE = "unreadable_line"  # a line that is not "N Card Name"
    JAPANESE_NAME = "japanese_name"  # kept as typed; needs its English name (MTR 6.1)
    UNKNOWN_CARD = "unknown_card"  # not a name this store knows: a typo?
    #: MTR 6.5, 6.6 (2025): a rule of the list whose cards mtrdesk does not ship (the 56
    #: sticker and Attraction cards); ``text`` is the rule as printed.
    RULE_NOT_CHECKED = "rule_not_checked"

    @property
    def blocking(self) -> bool:
        """True when the problem makes the deck illegal (or unreadable as registered)."""
        return self not in _ADVISORY


_ADVISORY = frozenset(
    {ProblemCode.JAPANESE_NAME, ProblemCode.UNKNOWN_CARD, ProblemCode.RULE_NOT_CHECKED}
)


@dataclass(frozen=True, slots=True)
class DecklistProblem:
    """One problem. ``card`` as the player wrote it; ``listed_as`` as the list prints it;
    ``count``/``limit`` the numbers compared; ``line``/``text`` for unreadable lines;
    ``seats`` the team seats (8.4) or players sharing a card; ``suggestion`` a near
    known name for an unknown one; ``as_of`` the date of the banned or restricted list
    that was applied (ISO), so a message can say an updated list may change it."""

    code: ProblemCode
    rule: str
    card: str | None = None
    count: int | None = None
    limit: int | None = None
    listed_as: str | None = None
    line: int | None = None
    text: str | None = None
    seats: tuple[str, ...] = ()
    suggestion: str | None = None
    as_of: str | None = None

    @property
    def blocking(self) -> bool:
        return self.code.blocking

    def to_json(self) -> dict[str, Any]:
        """The JSON form (``mtrdesk check-deck``): empty fields left out."""
        data: dict[str, Any] = {"code": self.code.value, "rule": self.rule}
        for key in (
            "card",
            "count",
            "limit",
            "listed_as",
            "as_of",
            "line",
            "text",
            "suggestion",
        ):
            value = getattr(self, key)
            if value is not None:
                data[key] = value
        if self.seats:
            data["seats"] = list(self.seats)
        data["blocking"] = self.blocking
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DecklistProblem:
        return cls(
            code=ProblemCode(data["code"]),
            rule=str(data["rule"]),
            card=data.get("card"),
            count=data.get("count"),
            limit=data.get("limit"),
            listed_as=data.get("listed_as"),
            line=data.get("line"),
            text=data.get("text"),
            seats=tuple(data.get("seats", ())),
            suggestion=data.get("suggestion"),
            as_of=data.get("as_of"),
        )


def is_legal(problems: tuple[DecklistProblem, ...] | list[DecklistProblem]) -> bool:
    """True when no problem blocks."""
    return not any(problem.blocking for problem in problems)
