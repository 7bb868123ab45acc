"""Every problem the services, the rules or the store can report, as a translated sentence.

Each sentence says what happened and what to do. ``describe()`` takes any known error;
anything else is a bug and goes to the crash dialog instead.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.editions.edition import Edition, Topic
from mtrdesk.core.event_file.document import DocumentError
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.results import ResultError, ResultProblem
from mtrdesk.core.settings import SettingsError, SettingsProblem
from mtrdesk.services import store_errors
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.words import station_messages
from mtrdesk.words.decklists.messages import DECKLIST_MESSAGES
from mtrdesk.words.draft.messages import DRAFT_MESSAGES, draft_message
from mtrdesk.words.draft.messages import cross_pod_text as cross_pod_text
from mtrdesk.words.draft.messages import pod_text as pod_text
from mtrdesk.words.editions.citing import cite, edition_in
from mtrdesk.words.editions.messages import EDITION_MESSAGES, edition_message
from mtrdesk.words.event_file.messages import DOCUMENT_MESSAGES, EVENT_FILE_MESSAGES
from mtrdesk.words.extension_messages import EXTENSION_MESSAGES
from mtrdesk.words.file_messages import DOCUMENT_FILE_MESSAGES, FILE_MESSAGES, file_message
from mtrdesk.words.floor.messages import FLOOR_MESSAGES
from mtrdesk.words.players.messages import PLAYER_MESSAGES, player_message
from mtrdesk.words.playoff.messages import PLAYOFF_MESSAGES, playoff_message
from mtrdesk.words.pods.messages import MULTIPLAYER_MESSAGES, multiplayer_message
from mtrdesk.words.registration.messages import REGISTRATION_MESSAGES, registration_message
from mtrdesk.words.safekeeping.messages import BACKUP_MESSAGES, backup_message
from mtrdesk.words.scan_messages import SCAN_MESSAGES, scan_message
from mtrdesk.words.store_messages import MIGRATION_BACKUP as MIGRATION_BACKUP
from mtrdesk.words.store_messages import STORE_MESSAGES as STORE_MESSAGES
from mtrdesk.words.store_messages import store_message
from mtrdesk.words.swiss.messages import SWISS_MESSAGES, swiss_message
from mtrdesk.words.swiss.messages import rematch_text as rematch_text
from mtrdesk.words.swiss.messages import repeat_bye_text as repeat_bye_text
from mtrdesk.words.teams.messages import TEAM_MESSAGES, team_message
from mtrdesk.words.text_messages import TEXT_MESSAGES, text_message
from mtrdesk.words.translate import QT_TRANSLATE_NOOP
from mtrdesk.words.undo.messages import UNDO_MESSAGES, undo_message

CONTEXT = "Messages"

RESULT_MESSAGES: dict[ResultProblem, str] = {
    ResultProblem.UNREADABLE: QT_TRANSLATE_NOOP(
        "Messages", "Could not read that result. Type games won, games lost, draws: 2-1 or 1-1-1."
    ),
    ResultProblem.TOO_MANY_WINS: QT_TRANSLATE_NOOP(
        "Messages",
        "Too many game wins for this match length. Check the slip (for example 2-1, not 3-1).",
    ),
    ResultProblem.TOO_MANY_GAMES: QT_TRANSLATE_NOOP(
        "Messages", "More games than a match can have. Check the slip and type it again."
    ),
    ResultProblem.EMPTY: QT_TRANSLATE_NOOP(
        "Messages", "Type a result, for example 2-1, 1-1-1 or 0-0-3 for an intentional draw."
    ),
    ResultProblem.NO_GAMES: QT_TRANSLATE_NOOP(
        "Messages",
        # %1: the section on conceding and intentional draws in the event's edition
        # (2023: MTR 2.4; 2025: MTR 2.5).
        "0-0 records no game. Check the slip; a draw without games is 0-0-3 (%1).",
    ),
    ResultProblem.DRAW_IN_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages",
        # %1: the end-of-match section in the event's edition (2023: MTR 2.5; 2025: MTR 2.4).
        "A playoff match cannot end in a draw. Enter the result with a winner (%1).",
    ),
}

SETTINGS_MESSAGES: dict[SettingsProblem, str] = {
    SettingsProblem.NAME_EMPTY: QT_TRANSLATE_NOOP("Messages", "Give the event a name."),
    SettingsProblem.ROUND_TOO_SHORT: QT_TRANSLATE_NOOP(
        "Messages", "A round must last at least 40 minutes (MTR Appendix B)."
    ),
    SettingsProblem.GAMES_TO_WIN: QT_TRANSLATE_NOOP(
        "Messages", "Choose a match length: best of one, three or five."
    ),
    SettingsProblem.ROUNDS: QT_TRANSLATE_NOOP("Messages", "Choose between 1 and 30 Swiss rounds."),
    SettingsProblem.END_RULE_ROUNDS: QT_TRANSLATE_NOOP(
        "Messages",
        "A variable number of rounds is announced with its most rounds (MTR 10.2): "
        "choose the number of Swiss rounds.",
    ),
    SettingsProblem.END_RULE: QT_TRANSLATE_NOOP(
        "Messages",
        "This end of the Swiss cannot happen: check the round and the number of wins "
        "against the number of Swiss rounds.",
    ),
    SettingsProblem.END_RULE_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages",
        "Ending the Swiss when the playoff cut is decided needs a playoff: choose top 4 or top 8.",
    ),
    SettingsProblem.ADVANCE_POINTS: QT_TRANSLATE_NOOP(
        "Messages",
        "Early advancement needs a playoff to advance to (MTR 10.4): choose top 4 or top 8.",
    ),
    SettingsProblem.ELIMINATION_ONLY: QT_TRANSLATE_NOOP(
        "Messages",
        "A single-elimination-only event has no Swiss rounds, end rule, early advancement "
        "or separate playoff.",
    ),
    SettingsProblem.DRAFT_TIMINGS: QT_TRANSLATE_NOOP(
        "Messages",
        "Choose the pick clock's timings: MTR 2023 or Japanese MTR 2016 Appendix B.",
    ),
    SettingsProblem.EDITION: QT_TRANSLATE_NOOP(
        "Messages",
        "mtrdesk does not know this edition of the rules (MTR). Choose 2023-08-21 or 2025-11-10.",
    ),
    SettingsProblem.DAY_TWO_CUT: QT_TRANSLATE_NOOP(
        "Messages",
        "A day-two cut is announced with the number of Swiss rounds (MTR 10.2): give the "
        "round it comes after (before the last round) and the match points to continue "
        "(at least 1).",
    ),
}

SERVICE_MESSAGES: dict[Problem, str] = {
    Problem.EVENT_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This event no longer exists. Choose another event from the list."
    ),
    Problem.MATCH_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This match no longer exists. The round may have been paired again."
    ),
    Problem.GAMES_FIXED: QT_TRANSLATE_NOOP(
        "Messages", "The match length cannot change once results are entered."
    ),
    Problem.BAD_RESULT: QT_TRANSLATE_NOOP(
        "Messages", "This result is not possible. Check the slip and type it again."
    ),
    Problem.RESULT_CHANGED_ELSEWHERE: QT_TRANSLATE_NOOP(
        "Messages",
        "Another station changed this result meanwhile. Nothing was changed: check the "
        "result slip, then enter the result again if it is wrong.",
    ),
    Problem.ROUND_ALREADY_PAIRED: QT_TRANSLATE_NOOP(
        "Messages",
        "This round was already paired at another station. Nothing was changed.",
    ),
    # The crosstable (issue 31).
    Problem.CROSSTABLE_TOO_LARGE: QT_TRANSLATE_NOOP(
        "Messages",
        "A crosstable is made for events of up to 32 players, and this event has more. "
        "Use the standings instead.",
    ),
    Problem.CROSSTABLE_NO_RESULTS: QT_TRANSLATE_NOOP(
        "Messages",
        "There is no crosstable until every result of round 1 is entered. Enter them first.",
    ),
    Problem.CROSSTABLE_INDIVIDUAL_ONLY: QT_TRANSLATE_NOOP(
        "Messages",
        "A crosstable is made for individual Swiss events only, not for team or "
        "multiplayer events. Use the standings instead.",
    ),
}

SERVICE_MESSAGES.update(PLAYER_MESSAGES)  # entering and dropping players, CSV lines
SERVICE_MESSAGES.update(SWISS_MESSAGES)  # Swiss rounds, pairings and corrections
SERVICE_MESSAGES.update(DRAFT_MESSAGES)  # draft pods (MTR 7.6)
SERVICE_MESSAGES.update(TEAM_MESSAGES)  # team events (MTR 8, 9)
SERVICE_MESSAGES.update(PLAYOFF_MESSAGES)  # the playoff and single elimination
SERVICE_MESSAGES.update(EVENT_FILE_MESSAGES)  # event files
SERVICE_MESSAGES.update(MULTIPLAYER_MESSAGES)  # multiplayer pod events
SERVICE_MESSAGES.update(SCAN_MESSAGES)  # scanned result slips
SERVICE_MESSAGES.update(FILE_MESSAGES)  # outputs and CSV lines (issue 14)
DOCUMENT_MESSAGES.update(DOCUMENT_FILE_MESSAGES)  # event files too large or too deep
SERVICE_MESSAGES.update(EXTENSION_MESSAGES)  # time extensions (MTR 2.6)
SERVICE_MESSAGES.update(DECKLIST_MESSAGES)  # decklists and deck checks (MTR 2.7, 2.8)
SERVICE_MESSAGES.update(EDITION_MESSAGES)  # the MTR edition the event follows
SERVICE_MESSAGES.update(BACKUP_MESSAGES)  # automatic backups, restores, the audit chain
SERVICE_MESSAGES.update(TEXT_MESSAGES)  # typed and imported text (issue 14)
SERVICE_MESSAGES.update(UNDO_MESSAGES)  # undo, redo and round rollback
SERVICE_MESSAGES.update(FLOOR_MESSAGES)  # reports from the floor (issue 16)
SERVICE_MESSAGES.update(REGISTRATION_MESSAGES)  # registration from phones (issue 30)

_TABLES: list[dict] = [RESULT_MESSAGES, SETTINGS_MESSAGES, DOCUMENT_MESSAGES, SERVICE_MESSAGES]


#: The sentences that cite a section whose number depends on the edition (their ``%1``).
CITED: dict[enum.Enum, Topic] = {
    ResultProblem.NO_GAMES: Topic.CONCEDE,
    ResultProblem.DRAW_IN_PLAYOFF: Topic.END_OF_MATCH,
    Problem.SEAT_DRAW_IN_PLAYOFF: Topic.END_OF_MATCH,
    Problem.TEAM_PLAYOFF_TEAMS_OF_TWO: Topic.END_OF_MATCH,
}


def problem_message(problem: enum.Enum, edition: Edition | str | None = None) -> str:
    """The translated sentence for one problem value; a cited section follows ``edition``
    (an event's edition or its key; ``None``: the edition in force, issue 29)."""
    for table in _TABLES:
        if problem in table:
            text = QCoreApplication.translate(CONTEXT, table[problem])
            topic = CITED.get(problem)
            return text if topic is None else cite(text, topic, edition)
    return QCoreApplication.translate("Messages", "Unexpected problem: %1").replace(
        "%1", str(problem.value)
    )


def is_known(error: BaseException) -> bool:
    """True for refusals we explain; False for bugs (those go to the crash dialog)."""
    return isinstance(error, Refusal)


def describe(
    error: BaseException,
    games_to_win: int | None = None,
    *,
    edition: Edition | str | None = None,
) -> str:
    """A sentence for any known error (see ``is_known``); ``games_to_win`` (the event's
    match length) lets a refused result say how many games win a match; ``edition`` (the
    event's) is the edition a cited section follows when the refusal names none."""
    if games_to_win is not None and _result_problem(error) is ResultProblem.TOO_MANY_WINS:
        return QCoreApplication.translate(
            "Messages",
            "Too many game wins: a match in this event ends when a player has won %n "
            "game(s). Check the slip and type it again.",
            None,
            games_to_win,
        )
    if isinstance(error, store_errors.StoreError):
        return store_message(error)
    if isinstance(error, SettingsError):
        return "\n".join(problem_message(p) for p in error.problems)
    if isinstance(error, ResultError | DocumentError):
        return problem_message(error.problem, edition)
    if isinstance(error, ServiceError):
        return service_message(error.problem, error.details, edition=edition)
    problem = getattr(error, "problem", None)
    if isinstance(problem, enum.Enum):
        return problem_message(problem)
    raise TypeError(f"not a known error: {error!r}")


def _result_problem(error: BaseException) -> ResultProblem | None:
    if isinstance(error, ResultError):
        return error.problem
    if isinstance(error, ServiceError) and error.problem is Problem.BAD_RESULT:
        found = error.details.get("result_problem")
        return found if isinstance(found, ResultProblem) else None
    return None


def service_message(
    problem: Problem,
    details: Mapping[str, Any],
    names: Mapping[int, str] | None = None,
    *,
    edition: Edition | str | None = None,
) -> str:
    """A service refusal or warning, as precise as its details allow: the round and tables
    still missing, the players of a rematch (``names``: entry id → name). A cited section
    follows the edition the details name, else ``edition``, else the one in force."""
    cited_edition = edition_in(details, edition)
    if "edition" not in details and edition is not None:
        details = {**details, "edition": cited_edition.key}  # the families cite it too
    if problem in station_messages.PROBLEMS:
        return station_messages.station_message(problem, details)
    result_problem = details.get("result_problem")
    if problem is Problem.BAD_RESULT and isinstance(result_problem, ResultProblem):
        return problem_message(result_problem, cited_edition)
    # Each concept's own sentences with details; ``None`` when the problem is not theirs.
    # Multiplayer pods come last: they share some problems with the Swiss, teams and the
    # playoff, and say them only when the others have nothing more to say.
    concepts = (swiss_message, playoff_message, draft_message, team_message, multiplayer_message)
    for concept in concepts:
        concept_text = concept(problem, details, names)
        if concept_text is not None:
            return concept_text
    families = (
        backup_message,
        edition_message,
        file_message,
        registration_message,
        scan_message,
        text_message,
        undo_message,
        player_message,
    )
    for family in families:
        family_text = family(problem, details)
        if family_text is not None:
            return family_text
    return problem_message(problem, cited_edition)


def warning_message(warning: ServiceWarning, names: Mapping[int, str] | None = None) -> str:
    return service_message(warning.problem, warning.details, names)
