"""What a station is told when another station got there first (issue 17): the result or
the round as it is now, and who did it when the audit log says (``services.elsewhere``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "Messages"
# The problems this module words.
PROBLEMS = frozenset({Problem.RESULT_CHANGED_ELSEWHERE, Problem.ROUND_ALREADY_PAIRED})

#: Who and when, "by LAPTOP-2 at 14:03": %1 the station, %2 the time. It fills %3 of
#: the station messages.
_BY_AT = QT_TRANSLATE_NOOP("Messages", "by %1 at %2")
#: Who, "by LAPTOP-2": %1 the station. It fills %3 of the station messages.
_BY = QT_TRANSLATE_NOOP("Messages", "by %1")
#: When, "at 14:03": %1 the time. It fills %3 of the station messages.
_AT = QT_TRANSLATE_NOOP("Messages", "at %1")
# (with who, without) per case; %1 round, %2 table, %3 who, %4 the result now.
_PAIRED = (
    #: %1 the round; %3 who and when ("by LAPTOP-2 at 14:03").
    QT_TRANSLATE_NOOP(
        "Messages",
        "Round %1 was already paired at another station (%3). Nothing was changed: post "
        "the pairings made there.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Round %1 was already paired at another station. Nothing was changed: post the "
        "pairings made there.",
    ),
)
_CLEARED = (
    #: %1 the round, %2 the table; %3 who and when ("by LAPTOP-2 at 14:03").
    QT_TRANSLATE_NOOP(
        "Messages",
        "The result of table %2 in round %1 was cleared at another station (%3). Nothing "
        "was changed: check the result slip, then enter the result again.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The result of table %2 in round %1 was cleared at another station. Nothing was "
        "changed: check the result slip, then enter the result again.",
    ),
)
#: %1 the round, %2 the table: a station said it saw a result where none was ever
#: entered (``mtrdesk round report --over``, issue 27).
_NO_RESULT = QT_TRANSLATE_NOOP(
    "Messages",
    "Table %2 in round %1 has no result. Nothing was changed: check the result slip, then "
    "enter the result again.",
)
_POD_REPORTED = (
    #: A multiplayer pod (issue 27): %1 the round, %2 the table; %3 who and when ("by
    #: LAPTOP-2 at 14:03"); %4 the result there ("seat 2 won").
    QT_TRANSLATE_NOOP(
        "Messages",
        "The pod at table %2 in round %1 already has a result from another station (%3): "
        "%4. Nothing was changed: check the result, and enter it again only if it is wrong.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "The pod at table %2 in round %1 already has a result from another station: %4. "
        "Nothing was changed: check the result, and enter it again only if it is wrong.",
    ),
)
#: A pod's result in a refusal: %1 the seat that won.
_POD_WON = QT_TRANSLATE_NOOP("Messages", "seat %1 won")
#: A pod's result in a refusal: %1 the seats that drew ("1, 3").
_POD_DRAW = QT_TRANSLATE_NOOP("Messages", "a draw between seats %1")
_COMMA = QT_TRANSLATE_NOOP("Messages", ", ")  # seats 1, 3 (Japanese 「1、3」)
_REPORTED = (
    #: %1 the round, %2 the table; %3 who and when ("by LAPTOP-2 at 14:03"); %4 the
    #: result entered there ("2-1").
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %2 in round %1 was already reported as %4 at another station (%3). Nothing "
        "was changed: check the result slip, and enter the result again only if %4 is "
        "wrong.",
    ),
    QT_TRANSLATE_NOOP(
        "Messages",
        "Table %2 in round %1 was already reported as %4 at another station. Nothing was "
        "changed: check the result slip, and enter the result again only if %4 is wrong.",
    ),
)


#: Translates one source of this module (``CONTEXT``): the application's language by
#: default; the web server passes the asker's (``words.catalogues``).
Translate = Callable[[str], str]


def _app_language(source: str) -> str:
    return QCoreApplication.translate(CONTEXT, source)


def _who(details: Mapping[str, Any], tr: Translate) -> str:
    """ "by LAPTOP-2 at 14:03" (as much as the details tell), or ""."""
    by, at = details.get("by"), details.get("at")
    if by and at:
        return tr(_BY_AT).replace("%1", str(by)).replace("%2", str(at))
    if by:
        return tr(_BY).replace("%1", str(by))
    if at:
        return tr(_AT).replace("%1", str(at))
    return ""


def _pod_result(typed: str, tr: Translate) -> str:
    """ "2" → "seat 2 won"; "D13" → "a draw between seats 1, 3" (``services.
    multiplayer_play``: the stored result as the result line takes it)."""
    if typed.startswith("D"):
        return tr(_POD_DRAW).replace("%1", tr(_COMMA).join(typed[1:]))
    return tr(_POD_WON).replace("%1", typed)


def station_message(
    problem: Problem, details: Mapping[str, Any], tr: Translate = _app_language
) -> str:
    """The sentence for one of ``PROBLEMS``."""
    who = _who(details, tr)
    result = details.get("result")
    if problem is Problem.ROUND_ALREADY_PAIRED:
        pair = _PAIRED
    elif result is None:
        pair = _CLEARED
    elif details.get("pod"):
        pair, result = _POD_REPORTED, _pod_result(str(result), tr)
    else:
        pair = _REPORTED
    source = pair[0] if who else pair[1]
    if pair is _CLEARED and not who:  # no audit row of a result: there never was one
        source = _NO_RESULT
    return (
        tr(source)
        .replace("%1", str(details.get("round", "")))
        .replace("%2", str(details.get("table", "")))
        .replace("%3", who)
        .replace("%4", str(result or ""))
    )
