"""Every problem the services, the rules or the store can report, as a translated sentence.

Each sentence says what happened and what to do. ``describe()`` takes any known error;
anything else is a bug and goes to the crash dialog instead.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from mtrdesk.core.event_file.document import DocumentError, DocumentProblem
from mtrdesk.core.refusal import Refusal
from mtrdesk.core.results import ResultError, ResultProblem
from mtrdesk.core.settings import SettingsError, SettingsProblem
from mtrdesk.services import store_errors
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.words import station_messages
from mtrdesk.words.decklists.messages import DECKLIST_MESSAGES
from mtrdesk.words.extension_messages import EXTENSION_MESSAGES
from mtrdesk.words.file_messages import DOCUMENT_FILE_MESSAGES, FILE_MESSAGES, file_message
from mtrdesk.words.floor.messages import FLOOR_MESSAGES
from mtrdesk.words.pods.messages import MULTIPLAYER_MESSAGES, multiplayer_message
from mtrdesk.words.safekeeping.messages import BACKUP_MESSAGES, backup_message
from mtrdesk.words.scan_messages import SCAN_MESSAGES, scan_message
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
        "0-0 records no game. Check the slip; a draw without games is 0-0-3 (MTR 2.4).",
    ),
    ResultProblem.DRAW_IN_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages",
        "A playoff match cannot end in a draw. Enter the result with a winner (MTR 2.5).",
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
}

DOCUMENT_MESSAGES: dict[DocumentProblem, str] = {
    DocumentProblem.NOT_AN_EVENT: QT_TRANSLATE_NOOP(
        "Messages", "This file is not an mtrdesk event file. Choose a file exported by mtrdesk."
    ),
    DocumentProblem.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Messages",
        "This event file was written by a newer mtrdesk. Update mtrdesk, then import it again.",
    ),
    DocumentProblem.MALFORMED: QT_TRANSLATE_NOOP(
        "Messages", "This event file is damaged and cannot be read. Export it again."
    ),
}

SERVICE_MESSAGES: dict[Problem, str] = {
    Problem.EVENT_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This event no longer exists. Choose another event from the list."
    ),
    Problem.PLAYER_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This player is not entered in the event. Refresh the player list."
    ),
    Problem.ROSTER_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This returning player is no longer in the roster. Type the name again."
    ),
    Problem.ROUND_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "That round has not been paired. Choose a round from the list."
    ),
    Problem.TABLE_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "There is no such table in this round. Check the table number on the slip."
    ),
    Problem.MATCH_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This match no longer exists. The round may have been paired again."
    ),
    Problem.ROUNDS_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The number of Swiss rounds is fixed once round 1 is paired (MTR 10.2). "
        "Keep the announced number.",
    ),
    Problem.GAMES_FIXED: QT_TRANSLATE_NOOP(
        "Messages", "The match length cannot change once results are entered."
    ),
    Problem.END_RULE_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "How the Swiss ends was announced before round 1 and cannot change (MTR 10.2).",
    ),
    Problem.ADVANCE_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The match points for early advancement were announced before round 1 and cannot "
        "change (MTR 10.4).",
    ),
    Problem.ELIMINATION_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "The event has started, so it cannot switch between Swiss and single elimination only.",
    ),
    Problem.PLAYOFF_FIXED: QT_TRANSLATE_NOOP(
        "Messages", "The playoff size cannot change once the playoff has started."
    ),
    Problem.NAME_EMPTY: QT_TRANSLATE_NOOP("Messages", "Type at least the family name."),
    Problem.ALREADY_ENTERED: QT_TRANSLATE_NOOP(
        "Messages", "This player is already entered in the event."
    ),
    Problem.DUPLICATE_PLAYER_ID: QT_TRANSLATE_NOOP(
        "Messages",
        "Another player already has this player ID. Check the ID, or choose that player "
        "from the roster.",
    ),
    Problem.BAD_BYES: QT_TRANSLATE_NOOP(
        "Messages", "Awarded byes must be between 0 and 3 (MTR Appendix E)."
    ),
    Problem.NOT_BEFORE_ROUND_ONE: QT_TRANSLATE_NOOP(
        "Messages",
        "This is only possible before round 1 is paired. Drop the player instead.",
    ),
    Problem.ALREADY_DROPPED: QT_TRANSLATE_NOOP("Messages", "This player has already dropped."),
    Problem.NOT_DROPPED: QT_TRANSLATE_NOOP(
        "Messages", "This player has not dropped, so there is nothing to re-enter."
    ),
    Problem.AFTER_CUT: QT_TRANSLATE_NOOP(
        "Messages", "Players cannot enter or re-enter after the playoff cut (MTR 2.10)."
    ),
    Problem.RESULTS_MISSING: QT_TRANSLATE_NOOP(
        "Messages",
        "Some results of the current round are missing. Enter every table's result first.",
    ),
    Problem.SWISS_COMPLETE: QT_TRANSLATE_NOOP(
        "Messages",
        "All Swiss rounds have been played. Start the playoff or finish the event.",
    ),
    Problem.SWISS_NOT_FINISHED: QT_TRANSLATE_NOOP(
        "Messages",
        "Not every Swiss round has been played yet. Pair and finish the remaining rounds first.",
    ),
    Problem.TOO_FEW_PLAYERS: QT_TRANSLATE_NOOP(
        "Messages", "At least two active players are needed to pair a round."
    ),
    Problem.NO_LEGAL_PAIRING: QT_TRANSLATE_NOOP(
        "Messages",
        "No pairing avoids a rematch for everyone. Edit the pairings by hand.",
    ),
    Problem.NO_ROUNDS: QT_TRANSLATE_NOOP(
        "Messages", "No round has been paired yet. Pair round 1 first."
    ),
    Problem.RESULTS_IN: QT_TRANSLATE_NOOP(
        "Messages",
        "Results are already entered for this round, so it cannot be paired again. "
        "Edit the pairings by hand instead.",
    ),
    Problem.NOT_CURRENT_ROUND: QT_TRANSLATE_NOOP(
        "Messages", "Only the current round can be changed this way."
    ),
    Problem.NOT_A_PAIRED_MATCH: QT_TRANSLATE_NOOP(
        "Messages", "Byes and unopposed losses have a fixed result; nothing to enter."
    ),
    Problem.NO_BYE: QT_TRANSLATE_NOOP("Messages", "This round has no bye."),
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
    Problem.CORRECTION_PROPOSAL_STALE: QT_TRANSLATE_NOOP(
        "Messages",
        "The event changed after the new pairings were proposed (a result, a drop or a "
        "pairing), so nothing was paired again. Look at the round and pair it again if "
        "it still has no result.",
    ),
    Problem.REPAIR_MOVES_NOT_SHOWN: QT_TRANSLATE_NOOP(
        "Messages",
        "Pairing the round again would also change a player's place (a drop, a late entry "
        "or a bye) that was not shown. Nothing was paired again: enter the corrected result "
        "again to see every change first.",
    ),
    Problem.NOT_A_DRAFT: QT_TRANSLATE_NOOP(
        "Messages",
        "Pods are for draft events (MTR 7.6). In the event settings choose Booster Draft, "
        "or Other for another kind of draft.",
    ),
    Problem.BAD_POD_SIZE: QT_TRANSLATE_NOOP(
        "Messages", "Choose a pod size between 2 and 16 players."
    ),
    Problem.BAD_POD: QT_TRANSLATE_NOOP("Messages", "Pod numbers start at 1."),
    Problem.BAD_POD_SEAT: QT_TRANSLATE_NOOP("Messages", "Seat numbers start at 1."),
    Problem.NOT_IN_A_POD: QT_TRANSLATE_NOOP(
        "Messages", "This player has no seat in a pod. Seat the pods or move them into one first."
    ),
    Problem.BAD_DRAFT_DROP: QT_TRANSLATE_NOOP(
        "Messages",
        "Choose a pack from 1 to 9 and a pick from 1 to 20 (MTR 7.7).",
    ),
    Problem.PODS_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "Pods cannot be seated again or cleared once round 1 is paired: the draft has "
        "happened (MTR 7.6). Between rounds you can still move a player to another pod.",
    ),
    Problem.ROUND_IN_PROGRESS: QT_TRANSLATE_NOOP(
        "Messages",
        "A round is in progress. Change pods between rounds, once every result is entered.",
    ),
    Problem.NO_PODS_TO_SEAT: QT_TRANSLATE_NOOP(
        "Messages",
        "This event has no draft pods, so there are no seatings to print. Seat the pods on "
        "the Players tab (Seat pods...) first.",
    ),
    Problem.PODS_INCOMPLETE: QT_TRANSLATE_NOOP(
        "Messages",
        "Some players have no pod. Players play only within their pod (MTR 7.6): give "
        "them a pod on the Players tab, then pair the round.",
    ),
    Problem.LIFT_REGULAR_ONLY: QT_TRANSLATE_NOOP(
        "Messages",
        "Pairing across pods is allowed only at Regular REL (MTR 7.6). To choose another "
        "REL, turn off pairing across pods.",
    ),
    Problem.LIFT_BEFORE_START: QT_TRANSLATE_NOOP(
        "Messages",
        "Pairing across pods is announced before the event starts (MTR 7.6), so it cannot "
        "change once round 1 is paired.",
    ),
    Problem.STRUCTURE_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "Individual or team play cannot change once round 1 is paired. Keep the structure "
        "announced.",
    ),
    Problem.NOT_A_TEAM_EVENT: QT_TRANSLATE_NOOP(
        "Messages",
        "This is not a team event. Before round 1, choose teams or Two-Headed Giant in the "
        "event settings.",
    ),
    Problem.NOT_FOR_TEAMS: QT_TRANSLATE_NOOP(
        "Messages", "mtrdesk does not offer this for team events yet."
    ),
    Problem.TEAM_NOT_FOUND: QT_TRANSLATE_NOOP(
        "Messages", "This team no longer exists. Refresh the team list."
    ),
    Problem.TEAM_NAME_EMPTY: QT_TRANSLATE_NOOP("Messages", "Give the team a name (MTR 8.1)."),
    Problem.TEAM_NAME_TAKEN: QT_TRANSLATE_NOOP(
        "Messages", "Another team already has this name. Choose another name."
    ),
    Problem.TEAM_WRONG_SIZE: QT_TRANSLATE_NOOP(
        "Messages", "A team needs one player for each seat of this event (MTR 8.2)."
    ),
    Problem.TEAM_EMPTY_SEAT: QT_TRANSLATE_NOOP(
        "Messages",
        "Every seat of a team needs a player: seats are designated at registration (MTR 8.2).",
    ),
    Problem.TEAM_PLAYER_TWICE: QT_TRANSLATE_NOOP(
        "Messages",
        "A player can be in only one team of an event, in one seat (MTR 8.2).",
    ),
    Problem.TEAMS_FIXED: QT_TRANSLATE_NOOP(
        "Messages",
        "Teams and their seats are fixed once round 1 is paired: players keep their seats "
        "for the whole event (MTR 8.2). A team can still drop.",
    ),
    Problem.TEAMS_INCOMPLETE: QT_TRANSLATE_NOOP(
        "Messages",
        "Some teams are not complete. Give every team a player for each seat (MTR 8.2), "
        "then pair the round.",
    ),
    Problem.PLAYERS_WITHOUT_TEAM: QT_TRANSLATE_NOOP(
        "Messages",
        "Some players are in no team. Put them in a team or remove them, then pair the round.",
    ),
    Problem.SEAT_NEEDED: QT_TRANSLATE_NOOP(
        "Messages",
        "This table has one match per seat. Type the seat letter too, for example 12A.",
    ),
    Problem.CROSS_POD: QT_TRANSLATE_NOOP(
        "Messages",
        "These players are in different pods; players play only within their pod (MTR 7.6).",
    ),
    Problem.REMATCH: QT_TRANSLATE_NOOP(
        "Messages", "These players have already played each other in this event."
    ),
    Problem.REPEAT_BYE: QT_TRANSLATE_NOOP(
        "Messages", "This player already had a bye in this event."
    ),
    Problem.LATER_ROUNDS_EXIST: QT_TRANSLATE_NOOP(
        "Messages",
        "Later rounds were already paired. The standings change; the pairings already "
        "made stay as they are.",
    ),
    Problem.CSV_EMPTY: QT_TRANSLATE_NOOP(
        "Messages", "The CSV file has no players. Check that you chose the right file."
    ),
    Problem.CSV_UNREADABLE: QT_TRANSLATE_NOOP(
        "Messages",
        "The CSV file could not be read. Save it as UTF-8 or Shift_JIS and try again.",
    ),
    Problem.CSV_NAME_MISSING: QT_TRANSLATE_NOOP("Messages", "This row has no name."),
    Problem.CSV_DUPLICATE_ID: QT_TRANSLATE_NOOP(
        "Messages", "This player ID appears more than once in the file."
    ),
    Problem.CSV_ALREADY_ENTERED: QT_TRANSLATE_NOOP(
        "Messages", "This player is already entered; the row will be skipped."
    ),
    Problem.PLAYOFF_NONE: QT_TRANSLATE_NOOP(
        "Messages", "This event has no playoff. Choose top 4 or top 8 in the event settings."
    ),
    Problem.PLAYOFF_STARTED: QT_TRANSLATE_NOOP("Messages", "The playoff has already started."),
    Problem.PLAYOFF_NOT_STARTED: QT_TRANSLATE_NOOP(
        "Messages", "The playoff has not started yet. Start it from the final standings."
    ),
    Problem.PLAYOFF_TOO_FEW_PLAYERS: QT_TRANSLATE_NOOP(
        "Messages",
        "Not enough active players for this playoff. Choose a smaller playoff in the "
        "event settings.",
    ),
    Problem.TEAM_PLAYOFF_TEAMS_OF_TWO: QT_TRANSLATE_NOOP(
        "Messages",
        "Teams of two cannot have a playoff: two seat matches split one each have no "
        "winner, and a single-elimination match may not end in a draw (MTR 2.5). Choose no "
        "playoff, or run three-person teams or Two-Headed Giant (MTR 3.2).",
    ),
    Problem.SEAT_DRAW_IN_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages",
        "A seat match of the playoff cannot end in a draw: the players play it out until "
        "one of them wins (MTR 2.5). Enter the result with a winner.",
    ),
    Problem.PLAYOFF_FINISHED: QT_TRANSLATE_NOOP(
        "Messages", "The playoff is finished; the champion is decided."
    ),
    Problem.PLAYOFF_LATER_ROUND: QT_TRANSLATE_NOOP(
        "Messages",
        "The winner of this match already plays in the next playoff round. Clear that "
        "result first.",
    ),
    Problem.SWISS_ENDED: QT_TRANSLATE_NOOP(
        "Messages",
        "The Swiss rounds have ended by the announced rule (MTR 10.2). Start the playoff "
        "or finish the event.",
    ),
    Problem.ELIMINATION_ONLY: QT_TRANSLATE_NOOP(
        "Messages",
        "This event is single elimination only, with no Swiss rounds. Start the bracket on "
        "the Playoff tab.",
    ),
    Problem.ELIMINATION_FIELD: QT_TRANSLATE_NOOP(
        "Messages",
        "Single elimination only is for 5 to 8 players (MTR Appendix E). For another number "
        "of players, run Swiss rounds.",
    ),
    Problem.NOT_DRAFT_PLAYOFF: QT_TRANSLATE_NOOP(
        "Messages", "Draft seats are only for the booster-draft playoff (MTR 10.4)."
    ),
    Problem.BAD_SEATS: QT_TRANSLATE_NOOP(
        "Messages",
        "Each seat from 1 to 8 needs one of the eight playoff players, each player in one seat.",
    ),
    Problem.NOT_OURS: QT_TRANSLATE_NOOP(
        "Messages", "This file was not made by mtrdesk. Choose an mtrdesk event file."
    ),
}

SERVICE_MESSAGES.update(MULTIPLAYER_MESSAGES)  # multiplayer pod events
SERVICE_MESSAGES.update(SCAN_MESSAGES)  # scanned result slips
SERVICE_MESSAGES.update(FILE_MESSAGES)  # outputs and CSV lines (issue 14)
DOCUMENT_MESSAGES.update(DOCUMENT_FILE_MESSAGES)  # event files too large or too deep
SERVICE_MESSAGES.update(EXTENSION_MESSAGES)  # time extensions (MTR 2.6)
SERVICE_MESSAGES.update(DECKLIST_MESSAGES)  # decklists and deck checks (MTR 2.7, 2.8)
SERVICE_MESSAGES.update(BACKUP_MESSAGES)  # automatic backups, restores, the audit chain
SERVICE_MESSAGES.update(TEXT_MESSAGES)  # typed and imported text (issue 14)
SERVICE_MESSAGES.update(UNDO_MESSAGES)  # undo, redo and round rollback
SERVICE_MESSAGES.update(FLOOR_MESSAGES)  # reports from the floor (issue 16)

# Most specific class first: ``DiskFull`` is a ``StorageFailure``.
STORE_MESSAGES: tuple[tuple[type[store_errors.StoreError], str], ...] = (
    (
        store_errors.NewerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database was saved by a newer version of mtrdesk. Install the newer "
            "version to open it; this one will not change it.",
        ),
    ),
    (
        store_errors.OlderDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database was saved by an older version of mtrdesk and must be updated "
            "before it can be read, which a reading command does not do. Open it once in the "
            "window (a copy is kept first), then try again.",
        ),
    ),
    (
        store_errors.ForeignServerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database on the server is not an mtrdesk event database (it holds another "
            "program's tables, or nothing yet), so it was not opened and nothing was changed. "
            "Check the database name, or connect from the window to set up an empty one.",
        ),
    ),
    (
        store_errors.NotOurDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This file is not an mtrdesk database. Choose another file, or a new file name "
            "to start a new database.",
        ),
    ),
    (
        store_errors.DamagedContent,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This mtrdesk database holds values mtrdesk never writes (such as an unknown "
            "format or match kind, an audit row that is not JSON, or a row that refers to one "
            "that is not there): it was changed by another program or is damaged, so it was "
            "not read and nothing was changed. Keep the file as it is, and continue from a "
            "backup (File > Restore from backup..., or mtrdesk restore).",
        ),
    ),
    (
        store_errors.DamagedDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This mtrdesk database is damaged: some of its pages are missing or unreadable, "
            "so it was not opened and nothing was changed. Keep the file as it is, and "
            "continue from a backup copy of the database.",
        ),
    ),
    (
        store_errors.HardLinkedDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database file has more than one name (a hard link). Each name would get its "
            "own write-ahead log and results confirmed through one of them could be lost, so "
            "it was not opened. Keep one name: remove the other links, then try again.",
        ),
    ),
    (
        store_errors.EmptyServerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database on the server is empty, and it was not set up. To set it up for "
            "mtrdesk, run the command again with --create, or connect to it from the window.",
        ),
    ),
    (
        store_errors.NewDatabaseNotAsked,
        QT_TRANSLATE_NOOP(
            "Messages",
            "There is no database file with this name, and none was created. Check the name; "
            "to start a new, empty database there, run the command again with --create.",
        ),
    ),
    (
        store_errors.MissingDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "There is no database file with this name, and none was created. Check the name "
            "given with --db or in MTRDESK_DB.",
        ),
    ),
    (
        store_errors.EmptyDatabaseName,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The database name is empty. Give a file name after --db (or in MTRDESK_DB), or "
            "leave it out to use the default database.",
        ),
    ),
    (
        store_errors.DatabaseInUse,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Another copy of mtrdesk has this database open. Close it (it may be on another "
            "computer sharing the folder), then try again.",
        ),
    ),
    (
        store_errors.SharedDatabaseBusy,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Another station kept the shared event database busy for too long, so nothing "
            "was saved. Wait a moment, then repeat the last action.",
        ),
    ),
    (
        store_errors.DatabaseLocked,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Another program (for example the sqlite3 shell or a sync tool) is holding this "
            "database locked, so nothing was saved. Close that program, then repeat the last "
            "action.",
        ),
    ),
    (
        store_errors.MigrationFailed,
        QT_TRANSLATE_NOOP(
            "Messages",
            "Updating this database for this version of mtrdesk failed, so it was not opened. "
            "The failed step was undone. Keep using the previous version of mtrdesk and "
            "report the problem.",
        ),
    ),
    (
        store_errors.DiskFull,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The disk is full, so nothing was saved. Free some space, then repeat the last action.",
        ),
    ),
    (
        store_errors.ReadOnlyDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "This database cannot be written: the file or its folder is read-only "
            "(permissions, or a read-only drive), so nothing was saved. Make them writable, "
            "or copy the database to a folder you can write to, then try again.",
        ),
    ),
    (
        store_errors.StorageFailure,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The database could not be read or written. Check that the file and its folder "
            "are writable, then try again.",
        ),
    ),
    (
        store_errors.ServerUnreachable,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The shared event database could not be reached: the server did not answer, or "
            "refused the user name or password. Check the address, the password and the "
            "store's network (is the server computer on?), then try again.",
        ),
    ),
    (
        store_errors.NoServerDatabase,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The server has no event database with this name, and none was created. Check "
            "the database name in the address; a new one is made on the server by its "
            "administrator.",
        ),
    ),
    (
        store_errors.ConnectionLost,
        QT_TRANSLATE_NOOP(
            "Messages",
            "The connection to the shared event database was lost, so the last change was "
            "not saved (nothing of it was kept). Check the network, then repeat the last "
            "action: mtrdesk connects again by itself.",
        ),
    ),
    (
        store_errors.StoreError,
        QT_TRANSLATE_NOOP(
            "Messages", "The database refused the operation. Try again, or restore a backup."
        ),
    ),
)

_TABLES: list[dict] = [RESULT_MESSAGES, SETTINGS_MESSAGES, DOCUMENT_MESSAGES, SERVICE_MESSAGES]


def problem_message(problem: enum.Enum) -> str:
    """The translated sentence for one problem value."""
    for table in _TABLES:
        if problem in table:
            return QCoreApplication.translate(CONTEXT, table[problem])
    return QCoreApplication.translate("Messages", "Unexpected problem: %1").replace(
        "%1", str(problem.value)
    )


#: Said after ``MigrationFailed`` when a copy was taken before the update.
MIGRATION_BACKUP = QT_TRANSLATE_NOOP(
    "Messages", "A copy of the database from before the update was saved as %1."
)


def store_message(error: store_errors.StoreError) -> str:
    for cls, source in STORE_MESSAGES:
        if isinstance(error, cls):
            text = QCoreApplication.translate(CONTEXT, source)
            if isinstance(error, store_errors.MigrationFailed) and error.backup is not None:
                backup = QCoreApplication.translate(CONTEXT, MIGRATION_BACKUP)
                text += " " + backup.replace("%1", str(error.backup))
            if error.path is not None:
                text += "\n\n" + str(error.path)
            return text
    raise TypeError(error)  # unreachable: StoreError is last


def is_known(error: BaseException) -> bool:
    """True for refusals we explain; False for bugs (those go to the crash dialog)."""
    return isinstance(error, Refusal)


def describe(error: BaseException, games_to_win: int | None = None) -> str:
    """A sentence for any known error (see ``is_known``); ``games_to_win`` (the event's
    match length) lets a refused result say how many games win a match."""
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
        return problem_message(error.problem)
    if isinstance(error, ServiceError):
        return service_message(error.problem, error.details)
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
    problem: Problem, details: Mapping[str, Any], names: Mapping[int, str] | None = None
) -> str:
    """A service refusal or warning, as precise as its details allow: the round and tables
    still missing, the players of a rematch (``names``: entry id → name)."""
    if problem in station_messages.PROBLEMS:
        return station_messages.station_message(problem, details)
    result_problem = details.get("result_problem")
    if problem is Problem.BAD_RESULT and isinstance(result_problem, ResultProblem):
        return problem_message(result_problem)
    rounds = [int(r) for r in details.get("rounds") or []]
    if problem is Problem.SEAT_DRAW_IN_PLAYOFF and details.get("table"):
        return QCoreApplication.translate(
            "Messages",
            "Seat match %1 cannot end in a draw in the playoff: the players play it out "
            "until one of them wins (MTR 2.5). Enter the result with a winner.",
        ).replace("%1", str(details["table"]))
    if problem is Problem.PLAYOFF_TOO_FEW_PLAYERS and details.get("teams"):
        return (
            QCoreApplication.translate(
                "Messages",
                "Not enough teams still in for this playoff: %1 for %2 places. Choose a smaller "
                "playoff in the event settings.",
            )
            .replace("%1", str(details.get("players")))
            .replace("%2", str(details.get("size")))
        )
    if problem is Problem.RESULTS_MISSING and details.get("tables"):
        return (
            QCoreApplication.translate(
                "Messages",
                "Results are missing in round %1 at table(s) %2. Enter them first "
                "(choose round %1 under Round).",
            )
            .replace("%1", str(details.get("round", "")))
            .replace("%2", ", ".join(str(t) for t in details["tables"] if t is not None))
        )
    if problem is Problem.ELIMINATION_FIELD and details.get("teams"):
        return QCoreApplication.translate(
            "Messages",
            "Single elimination only is for 4 to 8 teams (MTR Appendix E); %n team(s) are "
            "in. For another number of teams, run Swiss rounds.",
            None,
            int(details.get("players") or 0),
        )
    if problem is Problem.ELIMINATION_FIELD and details.get("players") is not None:
        return QCoreApplication.translate(
            "Messages",
            "Single elimination only is for 5 to 8 players (MTR Appendix E); %n player(s) "
            "are active. For another number of players, run Swiss rounds.",
            None,
            int(details["players"]),
        )
    if problem is Problem.RESULTS_IN and "match" in details:
        # From the pairing editor: editing by hand is what the organizer is doing already.
        return QCoreApplication.translate(
            "Messages",
            "A result is already entered for one of these matches. Clear it first "
            "(right-click the result in the pairings), then change the pairing.",
        )
    if problem is Problem.ROUND_IN_PROGRESS and details.get("round") is not None:
        return QCoreApplication.translate(
            "Messages",
            "Round %1 is in progress. Change pods between rounds, once every result of "
            "round %1 is entered.",
        ).replace("%1", str(details["round"]))
    team_text = team_message(problem, details)
    if team_text is not None:
        return team_text
    pod_text = multiplayer_message(problem, details, names)
    if pod_text is not None:
        return pod_text
    # Each family's own sentences with details; ``None`` when the problem is not theirs.
    for family in (backup_message, file_message, scan_message, text_message, undo_message):
        family_text = family(problem, details)
        if family_text is not None:
            return family_text
    if problem is Problem.REPAIR_MOVES_NOT_SHOWN:
        return (
            QCoreApplication.translate(
                "Messages",
                "Pairing round %1 again would also change the place of %2 (a drop, a late "
                "entry or a bye), which was not shown. Nothing was paired again: enter the "
                "corrected result again to see every change first.",
            )
            .replace("%1", str(details.get("round", "")))
            .replace(
                "%2",
                QCoreApplication.translate("Messages", ", ").join(details.get("names") or []),
            )
        )
    if problem is Problem.PODS_INCOMPLETE and details.get("names"):
        return QCoreApplication.translate(
            "Messages",
            "No pod for %1. Players play only within their pod (MTR 7.6): give them a pod "
            "on the Players tab (Change pod...), then pair the round.",
        ).replace("%1", QCoreApplication.translate("Messages", ", ").join(details["names"]))
    if names is not None and problem is Problem.CROSS_POD and details.get("entries"):
        first, second = (names.get(int(e), f"#{e}") for e in details["entries"][:2])
        pods = list(details.get("pods") or [None, None])
        return cross_pod_text(first, pods[0], second, pods[1])
    if names is not None and problem is Problem.REMATCH and rounds:
        first, second = (names.get(int(e), f"#{e}") for e in details.get("entries", ())[:2])
        return rematch_text(first, second, rounds)
    if names is not None and problem is Problem.REPEAT_BYE and rounds:
        return repeat_bye_text(names.get(int(details.get("entry", 0)), "?"), rounds)
    return problem_message(problem)


def _listed(items: Any) -> str:
    return QCoreApplication.translate("Messages", ", ").join(str(i) for i in items)


def team_message(problem: Problem, details: Mapping[str, Any]) -> str | None:
    """Team events (MTR 8, 9): the sentence naming the team, seat or players concerned,
    or ``None`` when the details say nothing more than the problem's own sentence."""
    if problem is Problem.NOT_A_PAIRED_MATCH and details.get("team"):
        return QCoreApplication.translate(
            "Messages",
            "%1 has no team match in this round (a loss without an opponent), so it cannot "
            "change places with another team.",
        ).replace("%1", str(details["team"]))
    if problem is Problem.TOO_FEW_PLAYERS and details.get("teams"):
        return QCoreApplication.translate(
            "Messages", "At least two active teams are needed to pair a round."
        )
    if problem is Problem.TEAM_NAME_TAKEN and details.get("name"):
        return QCoreApplication.translate(
            "Messages", "A team named %1 is already registered. Choose another name."
        ).replace("%1", str(details["name"]))
    if problem is Problem.TEAM_WRONG_SIZE and details.get("expected"):
        return QCoreApplication.translate(
            "Messages",
            "Teams in this event have %n player(s), one for each seat (MTR 8.2).",
            None,
            int(details["expected"]),
        )
    if problem is Problem.TEAM_EMPTY_SEAT and details.get("seats"):
        return QCoreApplication.translate(
            "Messages",
            "No player for seat %1. Every seat is designated at registration (MTR 8.2).",
        ).replace("%1", _listed(details["seats"]))
    if problem is Problem.TEAM_PLAYER_TWICE and details.get("name"):
        if details.get("team"):
            return (
                QCoreApplication.translate(
                    "Messages",
                    "%1 already plays for %2. A player can be in only one team of an "
                    "event (MTR 8.2).",
                )
                .replace("%1", str(details["name"]))
                .replace("%2", str(details["team"]))
            )
        return QCoreApplication.translate(
            "Messages", "%1 is in two seats of this team. Each seat needs another player."
        ).replace("%1", str(details["name"]))
    if problem is Problem.TEAMS_INCOMPLETE and details.get("teams"):
        return QCoreApplication.translate(
            "Messages",
            "Not complete: %1. Give every team a player for each seat (MTR 8.2), then pair "
            "the round.",
        ).replace("%1", _listed(details["teams"]))
    if problem is Problem.PLAYERS_WITHOUT_TEAM and details.get("names"):
        return QCoreApplication.translate(
            "Messages",
            "In no team: %1. Put them in a team or remove them, then pair the round.",
        ).replace("%1", _listed(details["names"]))
    if problem is Problem.SEAT_NEEDED and details.get("seats"):
        table = str(details.get("table", ""))
        return (
            QCoreApplication.translate(
                "Messages",
                "Table %1 has one match per seat: type the seat letter too (%2).",
            )
            .replace("%1", table)
            .replace("%2", " / ".join(f"{table}{seat}" for seat in details["seats"]))
        )
    what = list(details.get("what") or [])
    if problem is Problem.NOT_FOR_TEAMS and what:
        if what == ["pairing_edit"]:
            return QCoreApplication.translate(
                "Messages",
                "Team pairings change team by team: on the Pairings and results tab, "
                "choose Edit pairings... and let two teams change places (player A still "
                "plays player A, MTR 8.2).",
            )
        if what == ["awarded_byes"]:
            return QCoreApplication.translate(
                "Messages", "Awarded byes are not available in team events."
            )
        return QCoreApplication.translate(
            "Messages",
            "mtrdesk runs team events as a fixed number of Swiss rounds: choose no playoff, "
            "a fixed number of rounds and no early advancement.",
        )
    return None


def _round_list(rounds: list[int]) -> str:
    return QCoreApplication.translate("Messages", ", ").join(
        QCoreApplication.translate("Messages", "round %1").replace("%1", str(r)) for r in rounds
    )


def rematch_text(first: str, second: str, rounds: list[int]) -> str:
    """ "山田 太郎 and 鈴木 一郎 already played each other in round 1."."""
    return (
        QCoreApplication.translate("Messages", "%1 and %2 already played each other in %3.")
        .replace("%1", first)
        .replace("%2", second)
        .replace("%3", _round_list(rounds))
    )


def pod_text(pod: object) -> str:
    """ "pod 2", or "no pod"."""
    if pod is None:
        return QCoreApplication.translate("Messages", "no pod")
    return QCoreApplication.translate("Messages", "pod %1").replace("%1", str(pod))


def cross_pod_text(first: str, first_pod: object, second: str, second_pod: object) -> str:
    """ "山田 太郎 (pod 1) and 鈴木 一郎 (pod 2) are in different pods (MTR 7.6)."."""
    return (
        QCoreApplication.translate(
            "Messages", "%1 (%2) and %3 (%4) are in different pods (MTR 7.6)."
        )
        .replace("%1", first)
        .replace("%2", pod_text(first_pod))
        .replace("%3", second)
        .replace("%4", pod_text(second_pod))
    )


def repeat_bye_text(name: str, rounds: list[int]) -> str:
    """ "鈴木 一郎 already had a bye in round 2."."""
    return (
        QCoreApplication.translate("Messages", "%1 already had a bye in %2.")
        .replace("%1", name)
        .replace("%2", _round_list(rounds))
    )


def warning_message(warning: ServiceWarning, names: Mapping[int, str] | None = None) -> str:
    return service_message(warning.problem, warning.details, names)
