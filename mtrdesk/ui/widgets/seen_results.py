"""The result a station showed for a table when its user began the slip (issue 27).

A result is written only over the result its writer saw. The window's rows refresh twice a
second with what other stations and phones enter, so the result a row shows by the time
Enter is pressed may be one the user never looked at. What counts is the result shown when
the table was typed (or the slip scanned): taken then, handed to the service, which
compares it with the stored result inside its transaction. A refusal names the result that
is there; from then on that is what the user has seen, and Enter again replaces it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

from mtrdesk.core.refusal import Refusal
from mtrdesk.core.results import MatchResult
from mtrdesk.services import Problem, ServiceError
from mtrdesk.services.reporting import UNCHECKED, Unchecked

Table = TypeVar("Table")
#: A result as the service compares it: a match's ``MatchResult``, a pod's results.
Shown = TypeVar("Shown")


def read_match_result(_table: object, typed: str) -> MatchResult:
    """A match's result as a refusal names it ("2-1")."""
    return MatchResult.read(typed)


class SeenResults(Generic[Table, Shown]):
    """The table being typed and the result shown for it when it was typed. ``read``
    turns the result a refusal names back into what the service compares."""

    def __init__(self, read: Callable[[Table, str], Shown]) -> None:
        self._read = read
        self._table: Table | None = None
        self._seen: Shown | Unchecked | None = UNCHECKED

    def take(self, table: Table, shown: Shown | None) -> None:
        """The user typed ``table`` while its row showed ``shown`` (None: no result)."""
        self._table, self._seen = table, shown

    def seen(
        self, table: Table, shown: Callable[[], Shown | Unchecked | None]
    ) -> Shown | Unchecked | None:
        """What the user saw for ``table``: taken when it was typed, else (a table not
        typed through the line) what ``shown`` says is on screen now."""
        return self._seen if table == self._table and self._table is not None else shown()

    def refused(self, table: Table, error: Refusal) -> bool:
        """After a refusal: when another station changed the table, the sentence names
        its result, which is now what the user has seen; True then (the row is stale)."""
        if not isinstance(error, ServiceError):
            return False
        if error.problem is not Problem.RESULT_CHANGED_ELSEWHERE:
            return False
        stored = error.details.get("result")
        self._table = table
        self._seen = None if stored is None else self._read(table, str(stored))
        return True

    def forget(self) -> None:
        """The slip went in (or another round is shown): nothing is being typed."""
        self._table, self._seen = None, UNCHECKED
