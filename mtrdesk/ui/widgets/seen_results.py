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
from mtrdesk.core.tournament import EntryId
from mtrdesk.services import Problem, ServiceError
from mtrdesk.services.reporting import UNCHECKED, Unchecked

Table = TypeVar("Table")
#: A result as the service compares it: a match's ``MatchResult``, a pod's results.
Shown = TypeVar("Shown")


def refused_match_result(error: ServiceError) -> MatchResult | None:
    """The result a match's refusal names ("2-1"); None: no result there."""
    stored = error.details.get("result")
    return None if stored is None else MatchResult.read(str(stored))


def refused_pod_results(error: ServiceError) -> dict[EntryId, str] | None:
    """Each player's result a pod's refusal names (``results``); None: no result there."""
    results = error.details.get("results")
    return None if results is None else dict(results)


class SeenResults(Generic[Table, Shown]):
    """The table being typed and the result shown for it when it was typed. ``read``
    takes the result a refusal names as the service compares it."""

    def __init__(self, read: Callable[[ServiceError], Shown | None]) -> None:
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
        self._table = table
        self._seen = self._read(error)
        return True

    def forget(self) -> None:
        """The slip went in (or another round is shown): nothing is being typed."""
        self._table, self._seen = None, UNCHECKED
