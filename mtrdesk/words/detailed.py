"""Sentences that name what a refusal's details hold: a table of them per concept, and the
comma list they use (Japanese "、").

``Detailed`` is the common case, one sentence per problem with its details filled in; a
sentence that needs more than that (a choice of wording, a count) is written out where its
concept's ``*_message`` function stands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem


def listed(items: Iterable[object]) -> str:
    """ "1, 3, 5" for the sentences of ``messages`` and its concepts."""
    return QCoreApplication.translate("Messages", ", ").join(str(i) for i in items)


@dataclass(frozen=True)
class Detailed:
    """A sentence (marked ``QT_TRANSLATE_NOOP("Messages", ...)``) whose ``%1``, ``%2``...
    are the details ``keys`` (a list said as "1, 3, 5", a missing one as nothing). Said
    when the detail ``needs`` is given: not empty, or with ``empty_ok`` anything but
    ``None``; always when ``needs`` is ``None``."""

    source: str
    keys: tuple[str, ...]
    needs: str | None
    empty_ok: bool = False


def detailed_message(
    sentences: Mapping[Problem, Detailed], problem: Problem, details: Mapping[str, Any]
) -> str | None:
    """The problem's sentence of ``sentences`` with its details, or ``None`` when it has
    none there or the details lack what it needs."""
    sentence = sentences.get(problem)
    if sentence is None:
        return None
    if sentence.needs is not None:
        given = details.get(sentence.needs)
        if given is None or not (given or sentence.empty_ok):
            return None
    text = QCoreApplication.translate("Messages", sentence.source)
    for number, key in enumerate(sentence.keys, 1):
        value = details.get(key, "")
        text = text.replace(
            f"%{number}", listed(value) if isinstance(value, list | tuple) else str(value)
        )
    return text
