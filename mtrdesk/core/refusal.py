"""What every known refusal is: a ``Refusal``.

A rule of the MTR that forbids what was asked (core), a use case that will not do it
(services), a database or disk that did not allow it (store): each is one thing the window,
the command line and the coming web server catch and turn into a sentence the organizer
can act on. Anything raised that is not a ``Refusal`` is our bug, and goes to the crash
dialog (or the traceback) instead of being explained away.

Pure Python, so every layer can derive its errors from it.
"""

from __future__ import annotations

import enum
from typing import Generic, TypeVar


class Refusal(Exception):
    """A known refusal: nothing was done, and the reason has a sentence."""


_Problem = TypeVar("_Problem", bound=enum.Enum)


class ProblemError(ValueError, Generic[_Problem]):
    """A value the rules cannot take: ``problem`` says why, ``detail`` what or where (the
    message reads ``"problem: detail"``). Not a ``Refusal`` by itself: a subclass that the
    organizer can be told about derives from both."""

    def __init__(self, problem: _Problem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = problem
        self.detail = detail
