"""Why a use case refused, and what it wants the organizer to notice: typed, never prose.

``mtrdesk/words/messages.py`` turns each ``Problem`` into a sentence for the window, the
command line and the web server. ``details`` carry the facts the sentence needs (entry ids,
round numbers, a table); which keys each problem has is declared once, in ``DETAILS``.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from mtrdesk.core.refusal import Refusal


class Problem(enum.Enum):
    """Every reason a service refuses, and every warning it gives."""

    # Something named does not exist.
    EVENT_NOT_FOUND = "event_not_found"
    PLAYER_NOT_FOUND = "player_not_found"  # an entry of an event
    ROSTER_NOT_FOUND = "roster_not_found"
    ROUND_NOT_FOUND = "round_not_found"
    TABLE_NOT_FOUND = "table_not_found"
    MATCH_NOT_FOUND = "match_not_found"
    # Event settings.
    ROUNDS_FIXED = "rounds_fixed"  # MTR 10.2: the number of Swiss rounds is set at round 1
    GAMES_FIXED = "games_fixed"  # match length cannot change once results are in
    PLAYOFF_FIXED = "playoff_fixed"  # playoff size cannot change once the cut is made
    END_RULE_FIXED = "end_rule_fixed"  # MTR 10.2: the announced end rule, from round 1
    ADVANCE_FIXED = "advance_fixed"  # MTR 10.4: the announced early-advancement points
    ELIMINATION_FIXED = "elimination_fixed"  # single elimination only, once started
    EDITION_FIXED = "edition_fixed"  # the MTR edition, from round 1 (issue 29)
    CUT_FIXED = "cut_fixed"  # MTR 10.2: the announced day-two cut, from round 1
    # Players.
    NAME_EMPTY = "name_empty"
    ALREADY_ENTERED = "already_entered"
    DUPLICATE_PLAYER_ID = "duplicate_player_id"
    BAD_BYES = "bad_byes"  # awarded byes are 0..3 (MTR Appendix E)
    NOT_BEFORE_ROUND_ONE = "not_before_round_one"  # allowed only before round 1 is paired
    ALREADY_DROPPED = "already_dropped"
    NOT_DROPPED = "not_dropped"
    AFTER_CUT = "after_cut"  # MTR 2.10: no re-entry (or late entry) after a cut
    # Rounds and results.
    RESULTS_MISSING = "results_missing"
    SWISS_COMPLETE = "swiss_complete"  # every Swiss round has been paired
    SWISS_NOT_FINISHED = "swiss_not_finished"  # the playoff starts after the last Swiss round
    TOO_FEW_PLAYERS = "too_few_players"
    NO_LEGAL_PAIRING = "no_legal_pairing"
    NO_ROUNDS = "no_rounds"
    RESULTS_IN = "results_in"  # a round with results cannot be paired again
    NOT_CURRENT_ROUND = "not_current_round"
    NOT_A_PAIRED_MATCH = "not_a_paired_match"  # byes and unopposed losses have fixed results
    NO_BYE = "no_bye"
    #: Both players asked to meet have a bye (MTR 2.10, 2023-08-21: byes after drops after
    #: a day-two cut): a bye is not a seat to swap into.
    BOTH_BYES = "both_byes"
    BAD_RESULT = "bad_result"  # a MatchResult the match cannot have; details: result_problem
    #: A re-pairing proposed after a correction, accepted after the event changed; round
    CORRECTION_PROPOSAL_STALE = "correction_proposal_stale"
    #: Another station entered, changed or cleared this result after this one last saw it
    #: (issue 17); details: round, table, result (now, or None), by, at.
    RESULT_CHANGED_ELSEWHERE = "result_changed_elsewhere"
    #: Another station paired this round first; details: round, by, at.
    ROUND_ALREADY_PAIRED = "round_already_paired"
    # Booster-draft pods (MTR 7.6).
    NOT_A_DRAFT = "not_a_draft"  # pods are for draft formats (Booster Draft, Other)
    BAD_POD_SIZE = "bad_pod_size"  # details: pod_size, smallest, largest
    BAD_POD = "bad_pod"  # pods are numbered from 1; details: pod
    BAD_POD_SEAT = "bad_pod_seat"  # seats in a draft pod are numbered from 1; details: seat
    NOT_IN_A_POD = "not_in_a_pod"  # a seat swap or draft drop of a player without a pod
    BAD_DRAFT_DROP = "bad_draft_drop"  # MTR 7.7: pack and pick from 1; details: pack, pick
    PODS_FIXED = "pods_fixed"  # seating or clearing pods is only before round 1
    ROUND_IN_PROGRESS = "round_in_progress"  # a pod changes between rounds; details: round
    NO_PODS_TO_SEAT = "no_pods_to_seat"  # a seatings sheet for an event without draft pods
    PODS_INCOMPLETE = "pods_incomplete"  # players to pair without a pod; entries, names
    LIFT_REGULAR_ONLY = "lift_regular_only"  # pairing across pods: Regular REL only
    LIFT_BEFORE_START = "lift_before_start"  # announced before the event starts
    # Teams (MTR 8) and Two-Headed Giant (MTR 9).
    STRUCTURE_FIXED = "structure_fixed"  # individual / teams: fixed once round 1 is paired
    NOT_A_TEAM_EVENT = "not_a_team_event"  # a team use case on an individual event
    NOT_FOR_TEAMS = "not_for_teams"  # hand pairing edits, awarded byes, playoff: not teams
    #: A playoff for teams of two: 1-1 has no winner (MTR 2.5), not sanctioned (MTR 3.2).
    TEAM_PLAYOFF_TEAMS_OF_TWO = "team_playoff_teams_of_two"
    #: A drawn seat match in a team playoff (MTR 2.5); details: table ("1A")
    SEAT_DRAW_IN_PLAYOFF = "seat_draw_in_playoff"
    TEAM_NOT_FOUND = "team_not_found"
    TEAM_NAME_EMPTY = "team_name_empty"  # MTR 8.1: teams register a name
    TEAM_NAME_TAKEN = "team_name_taken"  # details: name
    TEAM_WRONG_SIZE = "team_wrong_size"  # MTR 8.2; details: size, expected
    TEAM_EMPTY_SEAT = "team_empty_seat"  # MTR 8.2: every seat designated; details: seats
    TEAM_PLAYER_TWICE = "team_player_twice"  # MTR 8.2; details: name, team (other, or None)
    TEAMS_FIXED = "teams_fixed"  # MTR 8.2: seats kept "throughout the entire tournament"
    TEAMS_INCOMPLETE = "teams_incomplete"  # teams to pair that do not fit; details: teams
    PLAYERS_WITHOUT_TEAM = "players_without_team"  # details: entries, names
    SEAT_NEEDED = "seat_needed"  # a team table's result needs a seat; details: table, seats
    # Warnings (returned, not raised).
    REMATCH = "rematch"
    REPEAT_BYE = "repeat_bye"
    LATER_ROUNDS_EXIST = "later_rounds_exist"
    CROSS_POD = "cross_pod"  # MTR 7.6: a hand-made pairing across pods; entries, pods
    #: MTR 10.1: round 1 paired with fewer players (teams) than the event's edition asks of
    #: a sanctioned tournament; a casual event may still run (issue 29).
    BELOW_MINIMUM = "below_minimum"
    #: MTR 10.1 (2025): the event's program requires more players than 10.1's minimum.
    HIGHER_MINIMUM = "higher_minimum"
    # CSV import.
    CSV_EMPTY = "csv_empty"
    CSV_UNREADABLE = "csv_unreadable"  # not UTF-8 and not Shift_JIS
    CSV_NAME_MISSING = "csv_name_missing"
    CSV_DUPLICATE_ID = "csv_duplicate_id"  # the same player id twice in the file
    CSV_ALREADY_ENTERED = "csv_already_entered"
    # Playoff.
    PLAYOFF_NONE = "playoff_none"  # the event has no playoff
    PLAYOFF_STARTED = "playoff_started"
    PLAYOFF_NOT_STARTED = "playoff_not_started"
    PLAYOFF_TOO_FEW_PLAYERS = "playoff_too_few_players"
    PLAYOFF_FINISHED = "playoff_finished"  # the champion is decided: nothing left to drop from
    PLAYOFF_LATER_ROUND = "playoff_later_round"  # the winner already plays the next round
    # Playoff variants (MTR 10.2, 10.4, Appendix E).
    SWISS_ENDED = "swiss_ended"  # MTR 10.2: the announced rule ended the Swiss; round
    ELIMINATION_ONLY = "elimination_only"  # no Swiss rounds: the bracket is the event
    ELIMINATION_FIELD = "elimination_field"  # Appendix E: 5–8; players, smallest, largest
    NOT_DRAFT_PLAYOFF = "not_draft_playoff"  # draft seats are for the booster-draft playoff
    BAD_SEATS = "bad_seats"  # seats 1–8 must hold the 8 playoff players; details: entries
    # Multiplayer pod events (multiplayer addendum; services.multiplayer).
    NOT_MULTIPLAYER = "not_multiplayer"  # a pod use case on an event that is not multiplayer
    MULTIPLAYER_EVENT = "multiplayer_event"  # a head-to-head use case on a multiplayer event
    NOT_FOR_PODS = "not_for_pods"  # settings pods do not use; details: what
    BAD_CUT = "bad_cut"  # a pod playoff of 4, 10, 16, 40 or 64 (10.4A); cut, allowed
    NOT_IN_POD = "not_in_pod"  # a seat or player not in that pod; details: table, seat/name
    DRAW_TOO_FEW = "draw_too_few"  # a drawn pod needs two players who drew (2.1A)
    POD_RESULT_UNREADABLE = "pod_result_unreadable"  # typed result; details: text
    NAME_AMBIGUOUS = "name_ambiguous"  # a typed name fits several players; details: names
    POD_REMATCH = "pod_rematch"  # warning: players who met before share a pod; pairs
    REPEAT_SHORT_POD = "repeat_short_pod"  # warning: a second short pod (10.4A); entries
    # Files: an imported document that is not an mtrdesk event (services.interchange).
    NOT_OURS = "not_ours"
    # Multiplayer pods edited by hand: two players of one pod (details: round, table).
    SAME_POD = "same_pod"
    # A scanned result slip (services.slip_scan): what was read does not name a match of
    # the round being played.
    SLIP_UNREADABLE = "slip_unreadable"  # not an mtrdesk slip code; details: text
    SLIP_FROM_EVENT_FILE = "slip_from_event_file"  # event id 0: printed from a file
    SLIP_OTHER_EVENT = "slip_other_event"  # details: event, name (None: not in this database)
    SLIP_OLD_ROUND = "slip_old_round"  # details: round, current, pods (multiplayer)
    SLIP_ROUND_NOT_PAIRED = "slip_round_not_paired"  # details: round, current, pods
    SLIP_TABLE_NOT_FOUND = "slip_table_not_found"  # details: round, table
    # Time extensions of a match (MTR 2.6; services.extensions).
    BAD_EXTENSION_MINUTES = "bad_extension_minutes"  # details: minutes, reason, largest
    EXTENSION_RESULT_IN = "extension_result_in"  # the match is over; details: round, table
    NO_EXTENSION = "no_extension"  # nothing to take back; details: round, table
    # Results reported from the floor with a slip code (services.floor, issue 16).
    FLOOR_CODE_UNKNOWN = "floor_code_unknown"  # no slip of this event has that code
    FLOOR_RESULT_IN = "floor_result_in"  # the match has its result: the code is spent
    FLOOR_ROUND_OVER = "floor_round_over"  # a later round is paired; details: round, current
    FLOOR_ALREADY_REPORTED = "floor_already_reported"  # same device, same result: confirm
    FLOOR_HELD_FOR_STAFF = "floor_held_for_staff"  # the players disagree: a judge decides
    FLOOR_REPORT_CLOSED = "floor_report_closed"  # staff decide a report no longer waiting
    # Automatic backups and restore (services.backups) and the audit chain (issue 14).
    BACKUP_MISSING = "backup_missing"  # the chosen backup file is gone; details: path
    BACKUP_UNUSABLE = "backup_unusable"  # details: path, reason (BackupReason values)
    BACKUP_EVENT_MISSING = "backup_event_missing"  # not in that backup; details: event, path
    BACKUP_FAILED = "backup_failed"  # warning: event, round, reason ("disk_full"/"failed"), folder
    # (and issue 27: root, the backups folder; cause "not_a_folder"/"not_writable"/"other")
    AUDIT_CHAIN_BROKEN = "audit_chain_broken"  # warning: row (None: the end), how, rows
    # Stored results the audit log does not account for (issue 27, services.result_audit):
    # warning (and export's refusal): event, tables ("round:table", the first ten), count.
    RESULTS_NOT_AUDITED = "results_not_audited"
    # Decklists (MTR 2.7, 7.5) and deck checks (MTR 2.8; services.decklists).
    DECKLIST_LOCKED = "decklist_locked"  # accepted (2.7): the head judge changes it; entry
    DECKLIST_MISSING = "decklist_missing"  # no list to lock; details: entry
    DECKLIST_NOT_LOCKED = "decklist_not_locked"  # a head-judge change of an open list
    DECKLIST_HAS_PROBLEMS = "decklist_has_problems"  # blocking problems; entry, problems
    HEAD_JUDGE_REASON_REQUIRED = "head_judge_reason_required"  # name and reason; missing
    OFFICIAL_REQUIRED = "official_required"  # who accepts the list (2.7)
    NOT_LIMITED = "not_limited"  # a card pool (7.5) in an event that is not Limited
    BAN_LIST_UNREADABLE = "ban_list_unreadable"  # details: reason (BanListFileError)
    CARD_NAMES_EMPTY = "card_names_empty"  # an imported card-name file without a name
    CARD_NAME_EMPTY = "card_name_empty"  # set_english_name without both names
    NOT_IN_MATCH = "not_in_match"  # a checked player who is not in that match; entry
    # Typed or imported text (issue 14; services.text_fields): controls, bidi overrides,
    # unprintable characters, too long. details: field (TextField), text_problem, limit.
    BAD_TEXT = "bad_text"
    CARD_NAMES_NOT_TEXT = "card_names_not_text"  # not a text file; line, text_problem
    # Undo and redo (services.undo) and round rollback (services.rollback).
    NOTHING_TO_UNDO = "nothing_to_undo"
    NOTHING_TO_REDO = "nothing_to_redo"
    UNDO_BLOCKED = "undo_blocked"  # a later change needs it; action (audit), round (paired)
    UNDO_CHANGED_SINCE = "undo_changed_since"  # its rows changed since; by (a later kind)
    ROLLBACK_NOT_LATEST = "rollback_not_latest"  # only the latest round; round, latest
    ROLLBACK_PLAYOFF = "rollback_playoff"  # playoff rounds: undo their results instead
    ROLLBACK_REASON = "rollback_reason"  # the reason is required, one line; text_problem
    # Files a command writes (services.output_files): never what it reads; details: path.
    OUTPUT_IS_INPUT = "output_is_input"
    OUTPUT_IS_DATABASE = "output_is_database"  # the open database, its -wal, -shm or lock
    OUTPUT_IS_FOLDER = "output_is_folder"
    # issue 27: a FIFO, socket or device (kind: "fifo", "socket", "device", "other"), and an
    # mtrdesk database that is not the one open (written only with --force, kept first).
    OUTPUT_NOT_A_FILE = "output_not_a_file"
    OUTPUT_IS_AN_EVENT_DATABASE = "output_is_an_event_database"
    # CSV import, strictly (issue 14): each is one line of the preview.
    CSV_UNCLOSED_QUOTE = "csv_unclosed_quote"  # a quote never closed: the rest is one cell
    CSV_UNKNOWN_COLUMN = "csv_unknown_column"  # a header cell naming no field
    CSV_HEADER_LIKE_DATA = "csv_header_like_data"  # a first row of names, no header
    CSV_TOO_MANY_CELLS = "csv_too_many_cells"  # more cells than the columns
    CSV_BAD_TEXT = "csv_bad_text"  # a control, bidi override or overlong cell
    CSV_TOO_LARGE = "csv_too_large"  # more than a player list ever holds
    #: Issue 27: pairing a round again after a correction would move a player's place (a
    #: drop, a late entry, a bye) the review did not show; details: round, entries, names.
    REPAIR_MOVES_NOT_SHOWN = "repair_moves_not_shown"
    CSV_TOO_MANY_ROWS = "csv_too_many_rows"  # over csv_import.MAX_CSV_ROWS rows (issue 27)
    # Registration from phones (issue 30; services.registration).
    REGISTRATION_CLOSED = "registration_closed"  # the desk is closed; started: round 1 paired
    REGISTRATION_NOT_FOUND = "registration_not_found"  # no such registration (or token)
    REGISTRATION_DECIDED = "registration_decided"  # already decided; details: state
    EVENT_FULL = "event_full"  # accepting would pass the capacity; details: capacity
    BAD_CAPACITY = "bad_capacity"  # details: capacity, largest
    READING_NOT_KANA = "reading_not_kana"  # a reading with other than kana
    READING_NEEDED = "reading_needed"  # a name in kanji or kana without its reading
    EMAIL_INVALID = "email_invalid"  # not an address EventLink can match
    DECK_NAME_NEEDED = "deck_name_needed"  # the event asks for the deck's name
    # The store's regulars (issue 30, item 3).
    MERGE_SAME_PERSON = "merge_same_person"  # a record merged into itself
    #: Both records played one event: one person cannot have two entries;
    #: details: events (their names).
    MERGE_SAME_EVENT = "merge_same_event"
    ROSTER_ERASED = "roster_erased"  # the person was erased; details: roster
    CSV_BAD_EMAIL = "csv_bad_email"  # a CSV line whose e-mail is not an address
    # The crosstable of a small event (issue 31; services.swiss.crosstable).
    CROSSTABLE_TOO_LARGE = "crosstable_too_large"  # details: players, largest
    CROSSTABLE_NO_RESULTS = "crosstable_no_results"  # no Swiss round has all its results
    CROSSTABLE_INDIVIDUAL_ONLY = "crosstable_individual_only"  # teams and pods: none


@dataclass(frozen=True)
class Details:
    """The keys of one problem's ``details``: ``required`` always, ``optional`` where they
    apply (a team event's ``teams``, the pod editor's ``pod_edit``)."""

    required: frozenset[str]
    optional: frozenset[str] = frozenset()

    @property
    def allowed(self) -> frozenset[str]:
        return self.required | self.optional

    def check(self, problem: Problem, given: Mapping[str, Any]) -> None:
        """Raise ``TypeError`` (a programming error, not a refusal) for details that do not
        have this shape."""
        undeclared = set(given) - self.allowed
        missing = self.required - set(given)
        if undeclared or missing:
            raise TypeError(
                f"{problem.name} details: undeclared {sorted(undeclared)}, "
                f"missing {sorted(missing)} (see DETAILS in mtrdesk/services/errors.py)"
            )


def _keys(required: str = "", optional: str = "") -> Details:
    return Details(frozenset(required.split()), frozenset(optional.split()))


#: The declared shape of every problem's details: the sentences in ``words/messages.py`` and
#: ``cli/messages.py`` read these keys and no others. ``ServiceError`` and ``ServiceWarning``
#: check each one given; tests/services/test_refusal_details.py checks every call in
#: ``mtrdesk/`` against it statically, and the message builders' reads too.
DETAILS: Mapping[Problem, Details] = MappingProxyType(
    {
        Problem.EVENT_NOT_FOUND: _keys("event"),
        Problem.PLAYER_NOT_FOUND: _keys("entry", "match pod_edit round"),
        Problem.ROSTER_NOT_FOUND: _keys("roster"),
        Problem.ROUND_NOT_FOUND: _keys("round"),
        Problem.TABLE_NOT_FOUND: _keys("round table"),
        Problem.MATCH_NOT_FOUND: _keys("match"),
        Problem.ROUNDS_FIXED: _keys("asked swiss_rounds"),
        Problem.GAMES_FIXED: _keys(),
        Problem.PLAYOFF_FIXED: _keys(),
        Problem.END_RULE_FIXED: _keys(),
        Problem.ADVANCE_FIXED: _keys("advance_points"),
        Problem.ELIMINATION_FIXED: _keys(),
        Problem.EDITION_FIXED: _keys("edition"),
        Problem.CUT_FIXED: _keys("", "cut_after cut_points"),
        Problem.NAME_EMPTY: _keys(),
        Problem.ALREADY_ENTERED: _keys("entry roster"),
        Problem.DUPLICATE_PLAYER_ID: _keys("player_id roster"),
        Problem.BAD_BYES: _keys("byes"),
        Problem.NOT_BEFORE_ROUND_ONE: _keys(),
        Problem.ALREADY_DROPPED: _keys("", "entry team"),
        Problem.NOT_DROPPED: _keys("", "entry team"),
        Problem.AFTER_CUT: _keys(),
        Problem.RESULTS_MISSING: _keys("round", "tables"),
        Problem.SWISS_COMPLETE: _keys("", "swiss_rounds"),
        Problem.SWISS_NOT_FINISHED: _keys("", "paired rounds"),
        Problem.TOO_FEW_PLAYERS: _keys("players", "pods smallest teams"),
        Problem.NO_LEGAL_PAIRING: _keys("reason"),
        Problem.NO_ROUNDS: _keys(),
        Problem.RESULTS_IN: _keys("round", "match pod_edit table"),
        Problem.NOT_CURRENT_ROUND: _keys("round", "current latest match pod_edit"),
        Problem.NOT_A_PAIRED_MATCH: _keys("", "kind match round team"),
        Problem.NO_BYE: _keys("round"),
        Problem.BOTH_BYES: _keys("round"),
        Problem.BAD_RESULT: _keys("result_problem", "result edition"),
        Problem.CORRECTION_PROPOSAL_STALE: _keys("round"),
        Problem.RESULT_CHANGED_ELSEWHERE: _keys("round table result", "by at pod results"),
        Problem.ROUND_ALREADY_PAIRED: _keys("round", "by at"),
        Problem.NOT_A_DRAFT: _keys("format"),
        Problem.BAD_POD_SIZE: _keys("largest pod_size smallest", "pods"),
        Problem.BAD_POD: _keys("pod"),
        Problem.BAD_POD_SEAT: _keys("seat"),
        Problem.NOT_IN_A_POD: _keys("entry"),
        Problem.BAD_DRAFT_DROP: _keys("pack packs pick picks"),
        Problem.PODS_FIXED: _keys("", "pods"),
        Problem.ROUND_IN_PROGRESS: _keys("round"),
        Problem.NO_PODS_TO_SEAT: _keys(),
        Problem.PODS_INCOMPLETE: _keys("entries names"),
        Problem.LIFT_REGULAR_ONLY: _keys("rel"),
        Problem.LIFT_BEFORE_START: _keys("lifted"),
        Problem.STRUCTURE_FIXED: _keys("structure"),
        Problem.NOT_A_TEAM_EVENT: _keys("structure"),
        Problem.NOT_FOR_TEAMS: _keys("", "what"),
        Problem.TEAM_PLAYOFF_TEAMS_OF_TWO: _keys("playoff", "edition"),
        Problem.SEAT_DRAW_IN_PLAYOFF: _keys("table", "edition"),
        Problem.TEAM_NOT_FOUND: _keys("team"),
        Problem.TEAM_NAME_EMPTY: _keys(),
        Problem.TEAM_NAME_TAKEN: _keys("name"),
        Problem.TEAM_WRONG_SIZE: _keys("expected size"),
        Problem.TEAM_EMPTY_SEAT: _keys("seats"),
        Problem.TEAM_PLAYER_TWICE: _keys("name team"),
        Problem.TEAMS_FIXED: _keys(),
        Problem.TEAMS_INCOMPLETE: _keys("teams"),
        Problem.PLAYERS_WITHOUT_TEAM: _keys("entries names"),
        Problem.SEAT_NEEDED: _keys("round seats table"),
        Problem.REMATCH: _keys("entries rounds"),
        Problem.REPEAT_BYE: _keys("entry rounds"),
        Problem.LATER_ROUNDS_EXIST: _keys("later round", "match previous"),
        Problem.CROSS_POD: _keys("entries pods"),
        Problem.CSV_EMPTY: _keys(),
        Problem.CSV_UNREADABLE: _keys(),
        Problem.CSV_NAME_MISSING: _keys(),
        Problem.CSV_DUPLICATE_ID: _keys(),
        Problem.CSV_ALREADY_ENTERED: _keys(),
        Problem.PLAYOFF_NONE: _keys("", "pods"),
        Problem.PLAYOFF_STARTED: _keys("", "match pod_edit round table"),
        Problem.PLAYOFF_NOT_STARTED: _keys("", "pods"),
        Problem.PLAYOFF_TOO_FEW_PLAYERS: _keys("players size", "pods teams"),
        Problem.PLAYOFF_FINISHED: _keys("", "pods"),
        Problem.PLAYOFF_LATER_ROUND: _keys("round", "match table"),
        Problem.SWISS_ENDED: _keys("round"),
        Problem.ELIMINATION_ONLY: _keys(),
        Problem.ELIMINATION_FIELD: _keys("largest players smallest", "teams"),
        Problem.NOT_DRAFT_PLAYOFF: _keys(),
        Problem.BAD_SEATS: _keys("players seats"),
        Problem.NOT_MULTIPLAYER: _keys("structure"),
        Problem.MULTIPLAYER_EVENT: _keys(),
        Problem.NOT_FOR_PODS: _keys("what"),
        Problem.BAD_CUT: _keys("allowed cut"),
        Problem.NOT_IN_POD: _keys("round table", "entry seat seats"),
        Problem.DRAW_TOO_FEW: _keys("round table"),
        Problem.POD_RESULT_UNREADABLE: _keys("table", "round text"),
        Problem.NAME_AMBIGUOUS: _keys("names table text"),
        Problem.POD_REMATCH: _keys("pairs tables"),
        Problem.REPEAT_SHORT_POD: _keys("entries"),
        Problem.NOT_OURS: _keys(),
        Problem.SAME_POD: _keys("pod_edit round", "entry table"),
        Problem.SLIP_UNREADABLE: _keys("text"),
        Problem.SLIP_FROM_EVENT_FILE: _keys("round"),
        Problem.SLIP_OTHER_EVENT: _keys("event name"),
        Problem.SLIP_OLD_ROUND: _keys("current pods round"),
        Problem.SLIP_ROUND_NOT_PAIRED: _keys("current pods round"),
        Problem.SLIP_TABLE_NOT_FOUND: _keys("round table"),
        Problem.BAD_EXTENSION_MINUTES: _keys("largest minutes reason"),
        Problem.EXTENSION_RESULT_IN: _keys("round table"),
        Problem.NO_EXTENSION: _keys("round table"),
        Problem.FLOOR_CODE_UNKNOWN: _keys(),
        Problem.FLOOR_RESULT_IN: _keys("round table"),
        Problem.FLOOR_ROUND_OVER: _keys("current round table"),
        Problem.FLOOR_ALREADY_REPORTED: _keys("round table"),
        Problem.FLOOR_HELD_FOR_STAFF: _keys("round table"),
        Problem.FLOOR_REPORT_CLOSED: _keys("report"),
        Problem.BACKUP_MISSING: _keys("path"),
        Problem.BACKUP_UNUSABLE: _keys("path reason"),
        Problem.BACKUP_EVENT_MISSING: _keys("event path"),
        Problem.BACKUP_FAILED: _keys("event folder reason round", "cause root"),
        Problem.AUDIT_CHAIN_BROKEN: _keys("how row rows"),
        Problem.RESULTS_NOT_AUDITED: _keys("event tables count"),
        Problem.DECKLIST_LOCKED: _keys("by entry"),
        Problem.DECKLIST_MISSING: _keys("entry", "blank"),
        Problem.DECKLIST_NOT_LOCKED: _keys("entry"),
        Problem.DECKLIST_HAS_PROBLEMS: _keys("count entry problems"),
        Problem.HEAD_JUDGE_REASON_REQUIRED: _keys("entry missing"),
        Problem.OFFICIAL_REQUIRED: _keys("", "entry event"),
        Problem.NOT_LIMITED: _keys("format"),
        Problem.BAN_LIST_UNREADABLE: _keys("detail reason"),
        Problem.CARD_NAMES_EMPTY: _keys(),
        Problem.CARD_NAME_EMPTY: _keys(),
        Problem.NOT_IN_MATCH: _keys("round table", "entry"),
        Problem.BAD_TEXT: _keys("field limit text_problem"),
        Problem.CARD_NAMES_NOT_TEXT: _keys("line text_problem"),
        Problem.NOTHING_TO_UNDO: _keys(),
        Problem.NOTHING_TO_REDO: _keys(),
        Problem.UNDO_BLOCKED: _keys("action", "round"),
        Problem.UNDO_CHANGED_SINCE: _keys("", "by"),
        Problem.ROLLBACK_NOT_LATEST: _keys("round latest"),
        Problem.ROLLBACK_PLAYOFF: _keys("round"),
        Problem.ROLLBACK_REASON: _keys("", "text_problem"),
        Problem.OUTPUT_IS_INPUT: _keys("path"),
        Problem.OUTPUT_IS_DATABASE: _keys("path"),
        Problem.OUTPUT_IS_FOLDER: _keys("path"),
        Problem.OUTPUT_NOT_A_FILE: _keys("kind path"),
        Problem.OUTPUT_IS_AN_EVENT_DATABASE: _keys("path"),
        Problem.CSV_UNCLOSED_QUOTE: _keys(),
        Problem.CSV_UNKNOWN_COLUMN: _keys(),
        Problem.CSV_HEADER_LIKE_DATA: _keys(),
        Problem.CSV_TOO_MANY_CELLS: _keys(),
        Problem.CSV_BAD_TEXT: _keys(),
        Problem.CSV_TOO_LARGE: _keys(),
        Problem.REPAIR_MOVES_NOT_SHOWN: _keys("round entries names"),
        Problem.CSV_TOO_MANY_ROWS: _keys(),
        Problem.REGISTRATION_CLOSED: _keys("", "started"),
        Problem.REGISTRATION_NOT_FOUND: _keys("", "registration"),
        Problem.REGISTRATION_DECIDED: _keys("state"),
        Problem.EVENT_FULL: _keys("capacity"),
        Problem.BAD_CAPACITY: _keys("capacity largest"),
        Problem.READING_NOT_KANA: _keys(),
        Problem.READING_NEEDED: _keys(),
        Problem.EMAIL_INVALID: _keys(),
        Problem.DECK_NAME_NEEDED: _keys(),
        Problem.MERGE_SAME_PERSON: _keys("roster"),
        Problem.MERGE_SAME_EVENT: _keys("events"),
        Problem.ROSTER_ERASED: _keys("roster"),
        Problem.CSV_BAD_EMAIL: _keys(),
        Problem.BELOW_MINIMUM: _keys("count minimum teams edition section"),
        Problem.HIGHER_MINIMUM: _keys("program edition section"),
        Problem.CROSSTABLE_TOO_LARGE: _keys("players largest"),
        Problem.CROSSTABLE_NO_RESULTS: _keys(),
        Problem.CROSSTABLE_INDIVIDUAL_ONLY: _keys("structure"),
    }
)


class ServiceError(Refusal):
    """A use case refused; nothing was written. ``details`` have the shape ``DETAILS``
    declares for ``problem``."""

    def __init__(self, problem: Problem, **details: Any) -> None:
        DETAILS[problem].check(problem, details)
        shown = ", ".join(f"{k}={v!r}" for k, v in details.items())
        super().__init__(f"{problem.value}" + (f" ({shown})" if shown else ""))
        self.problem = problem
        self.details: Mapping[str, Any] = MappingProxyType(dict(details))


@dataclass(frozen=True)
class ServiceWarning:
    """Something done that the organizer should look at (a rematch, a later round)."""

    problem: Problem
    details: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        DETAILS[self.problem].check(self.problem, self.details)

    @classmethod
    def of(cls, problem: Problem, **details: Any) -> ServiceWarning:
        return cls(problem, MappingProxyType(dict(details)))


#: The name services-api.md uses.
Warning = ServiceWarning
