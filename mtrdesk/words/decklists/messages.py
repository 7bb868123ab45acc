"""Decklist problems and decklist refusals in words (QtCore only: the CLI uses it too).

``problem_text`` turns one ``core.decklists.problems.DecklistProblem`` into a sentence that names
the rule it breaks (``problem.rule``: "MTR 6.1", "MTR 6.4", "CR 903.5") and says what to do;
``mtrdesk check-deck`` prints the same sentences. ``DECKLIST_MESSAGES`` are the refusals of
``services.decklists.service`` (``words.messages`` merges the table). ``outcome_label`` names what a
deck check found (MTR 2.8), for the deck check dialog, the Decklists tab and its table.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.decklists.checks import DeckCheckOutcome
from mtrdesk.core.decklists.problems import DecklistProblem, ProblemCode
from mtrdesk.core.placeholders import fill
from mtrdesk.services.errors import Problem
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

DECKLIST_MESSAGES: dict[Problem, str] = {
    Problem.DECKLIST_LOCKED: QT_TRANSLATE_NOOP(
        "Messages",
        "This decklist was accepted by an official and is locked (MTR 2.7). Only the head "
        "judge can change it, giving the reason for the change.",
    ),
    Problem.DECKLIST_MISSING: QT_TRANSLATE_NOOP(
        "Messages", "This player has no decklist yet. Enter the list first."
    ),
    Problem.DECKLIST_NOT_LOCKED: QT_TRANSLATE_NOOP(
        "Messages",
        "This decklist is not locked yet: edit it directly, no head judge change is needed.",
    ),
    Problem.DECKLIST_HAS_PROBLEMS: QT_TRANSLATE_NOOP(
        "Messages",
        "This decklist still has problems that make it illegal. Fix them (or have the "
        "player fix them) before accepting the list (MTR 2.7).",
    ),
    Problem.HEAD_JUDGE_REASON_REQUIRED: QT_TRANSLATE_NOOP(
        "Messages",
        "A locked decklist is changed only by the head judge: enter the head judge's name "
        "and the reason for the change (MTR 2.7).",
    ),
    Problem.OFFICIAL_REQUIRED: QT_TRANSLATE_NOOP(
        "Messages", "Enter the name of the official who accepts this decklist (MTR 2.7)."
    ),
    Problem.NOT_LIMITED: QT_TRANSLATE_NOOP(
        "Messages",
        "Card pools are registered only in Limited events (MTR 7.5). Check the event's format.",
    ),
    Problem.BAN_LIST_UNREADABLE: QT_TRANSLATE_NOOP(
        "Messages",
        "This file cannot be used as a banned and restricted list. Choose a list file in "
        "JSON, with each format's effective date and its banned cards.",
    ),
    Problem.CARD_NAMES_EMPTY: QT_TRANSLATE_NOOP(
        "Messages",
        "No card name was found in this file. Write one English name per line, or an "
        "English and a Japanese name separated by a tab or a comma.",
    ),
    Problem.CARD_NAME_EMPTY: QT_TRANSLATE_NOOP(
        "Messages", "Enter both the Japanese card name and its English name."
    ),
    Problem.NOT_IN_MATCH: QT_TRANSLATE_NOOP(
        "Messages",
        "That player does not play at this table in this round. Check the table number.",
    ),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("DecklistProblems", text)


def _seats(seats: tuple[str, ...]) -> str:
    return QCoreApplication.translate("DecklistProblems", ", ").join(seats)


#: The multiplayer addendum's sections ("Addendum *.4A" in ``DecklistProblem.rule``).
_ADDENDUM = "Addendum "


def rule_text(rule: str) -> str:
    """A problem's rule as a reader cites it: "MTR 6.1" and "CR 903.5" as they are, the
    multiplayer addendum's sections by the addendum's name in the installed language."""
    if rule.startswith(_ADDENDUM):
        return fill(
            QCoreApplication.translate("DecklistProblems", "multiplayer addendum %1"),
            rule[len(_ADDENDUM) :],
        )
    return rule


def problem_text(problem: DecklistProblem) -> str:
    """The sentence for ``problem``, in the installed language."""
    code, rule, card = problem.code, rule_text(problem.rule), problem.card or ""
    count, limit = problem.count, problem.limit
    if code is ProblemCode.MAIN_TOO_SMALL:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "The main deck has %1 cards; it needs at least %2 (%3). Add cards to the "
                "main deck.",
            ),
            count,
            limit,
            rule,
        )
    if code is ProblemCode.SIDEBOARD_TOO_LARGE:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "The sideboard has %1 cards; at most %2 are allowed (%3). Take cards out of "
                "the sideboard.",
            ),
            count,
            limit,
            rule,
        )
    if code is ProblemCode.TOO_MANY_COPIES:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1: %2 copies, but a deck may hold at most %3 (%4). Take out the extra copies.",
            ),
            card,
            count,
            limit,
            rule,
        )
    if code is ProblemCode.BANNED:
        if problem.as_of:
            return fill(
                QCoreApplication.translate(
                    "DecklistProblems",
                    "%1 is banned (%2, the list in force from %3). Replace it with another "
                    "card; if it has been unbanned since, import the newer list (Decklists, "
                    "Card lists).",
                ),
                card,
                rule,
                problem.as_of,
            )
        return fill(
            QCoreApplication.translate(
                "DecklistProblems", "%1 is banned (%2). Replace it with another card."
            ),
            card,
            rule,
        )
    if code is ProblemCode.RESTRICTED_OVER_ONE:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1 is restricted: one copy is allowed, and the list has %2 (%3). Keep only "
                "one copy.",
            ),
            card,
            count,
            rule,
        )
    if code is ProblemCode.NOT_IN_POOL:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1: %2 in the deck and sideboard, but the registered card pool has %3 "
                "(%4). Only cards from the player's pool may be used: take out the extra "
                "copies, or check the registered pool.",
            ),
            card,
            count,
            limit,
            rule,
        )
    if code is ProblemCode.BASIC_NOT_PROVIDED:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1: %2 in the list, but the card pool has %3 (%4). Only Plains, Island, "
                "Swamp, Mountain and Forest may be added; snow basic lands and Wastes only "
                "as opened. Take out the extra copies.",
            ),
            card,
            count,
            limit,
            rule,
        )
    if code is ProblemCode.SHARED_IN_TEAM:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1 is in more than one deck of the team (players %2). Except basic lands, "
                "no two decks of a team may hold the same card (%3). Keep it in one deck "
                "only.",
            ),
            card,
            _seats(problem.seats),
            rule,
        )
    if code is ProblemCode.SIDEBOARD_NOT_ALLOWED:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "This format has no sideboard (%1), and the list has %2 sideboard cards. "
                "Move them to the main deck or take them out.",
            ),
            rule,
            count,
        )
    if code is ProblemCode.DECK_SIZE_NOT_EXACT:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "A Commander deck has exactly %1 cards, its commander included (%2); this "
                "one has %3. Add or take out cards.",
            ),
            limit,
            rule,
            count,
        )
    if code is ProblemCode.COMMANDER_MISSING:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "The commander is not named (%1). Write the commander under a "
                "\u201cCommander\u201d heading.",
            ),
            rule,
        )
    if code is ProblemCode.EMPTY_LIST:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "No card could be read from this list (%1). Enter one card per line, as "
                "\u201c4 Card Name\u201d.",
            ),
            rule,
        )
    if code is ProblemCode.UNREADABLE_LINE:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "Line %1 cannot be read: \u201c%2\u201d (%3). Write it as \u201c4 Card "
                "Name\u201d, or delete it.",
            ),
            problem.line if problem.line is not None else "?",
            problem.text or "",
            rule,
        )
    if code is ProblemCode.JAPANESE_NAME:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1 is a Japanese name with no English name known. Copies are counted by "
                "English card title (%2): give its English name.",
            ),
            card,
            rule,
        )
    if code is ProblemCode.UNKNOWN_CARD:
        if problem.suggestion:
            return fill(
                QCoreApplication.translate(
                    "DecklistProblems",
                    "%1 is not a card name this store knows (%2). Did you mean %3? Check "
                    "the spelling.",
                ),
                card,
                rule,
                problem.suggestion,
            )
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "%1 is not a card name this store knows (%2). Check the spelling.",
            ),
            card,
            rule,
        )
    if code is ProblemCode.RULE_NOT_CHECKED:
        return fill(
            QCoreApplication.translate(
                "DecklistProblems",
                "Not checked (%1): the list bans “%2”, and mtrdesk does not ship the list of "
                "those cards. Check them by hand against the official list.",
            ),
            rule,
            problem.text or "",
        )
    return fill(  # pragma: no cover - every code has its sentence above
        QCoreApplication.translate("DecklistProblems", "Problem with this decklist (%1)."), rule
    )


#: What a deck check found (MTR 2.8), in the order the deck check dialog offers them.
OUTCOMES = (
    (DeckCheckOutcome.OK, QT_TRANSLATE_NOOP("DeckCheckDialog", "Deck matches the list")),
    (
        DeckCheckOutcome.DECK_PROBLEM,
        QT_TRANSLATE_NOOP("DeckCheckDialog", "Deck does not match the list"),
    ),
    (
        DeckCheckOutcome.DECKLIST_PROBLEM,
        QT_TRANSLATE_NOOP("DeckCheckDialog", "Problem with the decklist"),
    ),
)


def outcome_label(outcome: DeckCheckOutcome) -> str:
    for value, text in OUTCOMES:
        if value is outcome:
            return QCoreApplication.translate("DeckCheckDialog", text)
    return str(getattr(outcome, "value", outcome))
