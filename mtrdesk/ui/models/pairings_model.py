"""The pairings of one round: table, player, points, opponent, points, result, notes, and
the time extensions each match was given (MTR 2.6). A result reported from a phone and not
entered yet (issue 16) shows apart from an entered one: in italics, coloured, with "?"."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from mtrdesk.core.floor.reports import ReportState
from mtrdesk.core.swiss.explain import NoteKind, PairingNote
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.words import labels
from mtrdesk.words.collation import NameKey, name_sort_key
from mtrdesk.words.floor.audit import state_text
from mtrdesk.words.swiss.pairing_notes import note_explanation, note_label

if TYPE_CHECKING:
    from mtrdesk.services.views import MatchView, TeamMatchView

MISSING_RESULT_BACKGROUND = QColor("#fff3c4")
# A team match's own row above its seat matches (MTR 8.2).
TEAM_ROW_BACKGROUND = QColor("#e3ecf7")
# Rows without a table (byes) sort after every real table.
NO_TABLE_SORT = 1_000_000
# A result reported from the floor and not entered (issue 16): waiting, or in conflict.
REPORTED_BACKGROUND = QColor("#dcecff")
REPORTED_TEXT = QColor("#1b4f8a")
CONFLICT_BACKGROUND = QColor("#ffd6d6")
CONFLICT_TEXT = QColor("#a00000")


@dataclass(frozen=True, slots=True)
class ReportedResult:
    """What the floor reported for a match with no result entered: the results as
    reported (from player 1's side; two when the players disagree) and where they stand."""

    results: tuple[str, ...]
    state: ReportState

    @property
    def text(self) -> str:
        """ "2-1?", "2-1 / 1-2?": reported, not entered."""
        return " / ".join(self.results) + "?"


def reported_results(
    reports: Iterable[tuple[int, str, ReportState]],
) -> dict[int, ReportedResult]:
    """By match id, what its open reports say, from ``(match id, result, state)`` oldest
    first: a disagreement shows both results, else the report staff or the opponent
    waits on."""
    by_match: dict[int, list[tuple[str, ReportState]]] = {}
    for match_id, result, state in reports:
        by_match.setdefault(match_id, []).append((result, state))
    shown = {}
    for match_id, found in by_match.items():
        states = {state for _, state in found}
        state = next(
            (s for s in (ReportState.CONFLICT, ReportState.HELD) if s in states),
            ReportState.WAITING,
        )
        results = tuple(dict.fromkeys(r for r, s in found if s is state))
        shown[match_id] = ReportedResult(results, state)
    return shown


@dataclass(frozen=True, slots=True)
class PairingRow:
    """A match and both players' match points before the round."""

    match: MatchView
    points1: int | None = None
    points2: int | None = None
    # Why the table is unusual (pair-down, bye, rematch, pod): ``core.swiss.explain``.
    notes: tuple[PairingNote, ...] = ()
    # Set on a team match's row (MTR 8.2), shown above its seat matches: the teams,
    # their points and the team result. ``match`` is then the team's first seat match.
    team: TeamMatchView | None = None

    @property
    def is_team_row(self) -> bool:
        return self.team is not None


def team_rows(
    teams: tuple[TeamMatchView, ...], notes: Mapping[int, tuple[PairingNote, ...]] | None = None
) -> list[PairingRow]:
    """A seat-based team round (MTR 8.2): each team match, then its seat matches 12A,
    12B, 12C; a team bye is its team row alone. ``notes`` are the team matches' notes by
    their first seat match's id; each seat row notes its seat (A plays A)."""
    notes = notes or {}
    rows = []
    for team in teams:
        if not team.seats:
            continue
        lead = team.seats[0]
        rows.append(PairingRow(lead, team.points1, team.points2, notes.get(lead.id, ()), team))
        if team.team2 is not None:
            rows.extend(
                PairingRow(seat, notes=(PairingNote(NoteKind.TEAM_SEAT, seat=seat.seat),))
                for seat in team.seats
            )
    return rows


def extension_text(minutes: int) -> str:
    """ "+8 min": a match's time extensions in all (MTR 2.6)."""
    return QCoreApplication.translate("PairingsModel", "+%1 min").replace("%1", str(minutes))


class PairingsModel(RowTableModel[PairingRow]):
    TABLE, PLAYER, POINTS, OPPONENT, OPPONENT_POINTS, RESULT, NOTES, EXTENSION = range(8)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._name_ranks: dict[int, int] = {}
        self._readings: dict[int, str] = {}
        self._teams = False
        self._seats = False
        self._extensions: dict[str, int] = {}
        self._reports: dict[int, ReportedResult] = {}
        self._name_keys: dict[tuple[str, str], NameKey] = {}
        self._name_places: dict[tuple[str, str], int] = {}

    def show_round(
        self,
        rows: Sequence[PairingRow],
        extensions: Mapping[str, int],
        reports: Mapping[int, ReportedResult] | None = None,
    ) -> None:
        """A round's rows, its time extensions and the results reported from the floor
        (by match id), in one reset."""
        self._extensions = dict(extensions)
        self._reports = dict(reports or {})
        self.set_rows(rows)

    def set_extensions(self, extensions: Mapping[str, int]) -> None:
        """The round's time extensions changed: repaint only the rows whose total moved."""
        old, self._extensions = self._extensions, dict(extensions)
        new = self._extensions
        moved = {t for t in old.keys() | new.keys() if old.get(t) != new.get(t)}
        if moved:
            self.update_rows(
                lambda r: r if r.team is None and (r.match.label or "") in moved else None
            )

    def set_reports(self, reports: Mapping[int, ReportedResult]) -> None:
        """The results reported from the floor changed: repaint only the rows whose
        report came, went or moved."""
        old, self._reports = self._reports, dict(reports)
        new = self._reports
        moved = {m for m in old.keys() | new.keys() if old.get(m) != new.get(m)}
        if moved:
            self.update_rows(lambda r: r if r.team is None and r.match.id in moved else None)

    def reported_texts(self) -> list[str]:
        """The reported results shown now (a few rows, however big the round)."""
        return [r.text for r in self._reports.values()]

    def reported(self, row: PairingRow) -> ReportedResult | None:
        """The floor's report of ``row``'s match while no result is entered."""
        if row.team is not None or row.match.result is not None:
            return None
        return self._reports.get(row.match.id)

    def set_team_mode(self, teams: bool, seats: bool = False) -> None:
        """Team events (MTR 8, 9): the name columns hold teams (and, with ``seats``, the
        players of each seat match under their team); the headers say so."""
        if (teams, seats) != (self._teams, self._seats):
            self._teams, self._seats = teams, seats
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.column_count() - 1)

    def set_readings(self, readings: dict[int, str]) -> None:
        """ふりがな by entry: the name columns sort by them (名前順), not by kanji."""
        self._readings = dict(readings)
        self.set_rows(self._rows)

    def _prepare(self) -> None:
        names: dict[int, str] = {}
        for r in self._rows:
            names[r.match.player1] = r.match.player1_name
            if r.match.player2 is not None and r.match.player2_name is not None:
                names[r.match.player2] = r.match.player2_name
        entries = list(names)
        shown = [(self._readings.get(e, ""), names[e]) for e in entries]
        places = self._places(shown)
        # The collation order of the keys, read from their places (ints: equal places
        # for equal keys, so ties keep the rows' order exactly as sorting the keys does).
        order = [places[n] for n in shown]
        ranks = [0] * len(order)
        for rank, index in enumerate(sorted(range(len(order)), key=order.__getitem__)):
            ranks[index] = rank
        self._name_ranks = dict(zip(entries, ranks, strict=True))

    def _places(self, shown: list[tuple[str, str]]) -> dict[tuple[str, str], int]:
        """Each (reading, name)'s place in collation order, equal keys sharing one: kept
        while the names shown stay the same players (the next round), so a round of 4,096
        players is not sorted by collation keys again (issue 33)."""
        places = self._name_places
        if any(n not in places for n in shown):
            places = self._name_places = {}
            place, previous = -1, None
            for n in sorted(set(shown), key=lambda n: self._name_key(*n)):
                key = self._name_key(*n)
                if previous is None or previous < key:
                    place += 1
                places[n] = place
                previous = key
        return places

    def _name_key(self, reading: str, name: str) -> NameKey:
        """``name_sort_key``, made once per reading and name: every round shows the same
        players again (3,500 collation keys cost 50 ms at a 4,096-player event)."""
        key = self._name_keys.get((reading, name))
        if key is None:
            key = self._name_keys[(reading, name)] = name_sort_key(reading, name)
        return key

    def column_count(self) -> int:
        return 8

    def header(self, column: int) -> str:
        if self._seats and column in (self.PLAYER, self.OPPONENT):
            return (
                QCoreApplication.translate("PairingsModel", "Team / player")
                if column == self.PLAYER
                else QCoreApplication.translate("PairingsModel", "Opposing team / player")
            )
        if self._teams and column in (self.PLAYER, self.OPPONENT):
            return (
                QCoreApplication.translate("PairingsModel", "Team")
                if column == self.PLAYER
                else QCoreApplication.translate("PairingsModel", "Opposing team")
            )
        return [
            QCoreApplication.translate("PairingsModel", "Table"),
            QCoreApplication.translate("PairingsModel", "Player"),
            QCoreApplication.translate("PairingsModel", "Points"),
            QCoreApplication.translate("PairingsModel", "Opponent"),
            QCoreApplication.translate("PairingsModel", "Points"),
            QCoreApplication.translate("PairingsModel", "Result"),
            QCoreApplication.translate("PairingsModel", "Notes"),
            QCoreApplication.translate("PairingsModel", "Extension"),
        ][column]

    def header_tooltip(self, column: int) -> str | None:
        if column in (self.POINTS, self.OPPONENT_POINTS):
            return QCoreApplication.translate(
                "PairingsModel", "Match points before this round (win 3, draw 1)."
            )
        if column == self.RESULT and self._teams:
            return QCoreApplication.translate(
                "PairingsModel",
                "A seat match: games won, lost, drawn. A team row: seat matches won by each "
                "team, drawn; the team that wins more seats wins the match.",
            )
        if column == self.RESULT:
            return QCoreApplication.translate(
                "PairingsModel", "Games won by the player, by the opponent, drawn."
            )
        if column == self.NOTES:
            return QCoreApplication.translate(
                "PairingsModel", "Why a table is unusual; point at a note for the reason."
            )
        if column == self.EXTENSION:
            return QCoreApplication.translate(
                "PairingsModel",
                "Time added to the match by a judge (MTR 2.6); its end-of-match turns start "
                "after it.",
            )
        return None

    def display(self, row: PairingRow, column: int) -> str:
        if column == self.EXTENSION:
            minutes = 0 if row.team is not None else self._extensions.get(row.match.label or "")
            return "" if not minutes else extension_text(minutes)
        if row.team is not None:
            return self._team_display(row, row.team, column)
        match = row.match
        if column == self.TABLE:
            return match.label or "—"  # no table: a bye or a loss
        if column == self.PLAYER:
            return match.player1_name
        if column == self.POINTS:
            return "" if row.points1 is None else str(row.points1)
        if column == self.OPPONENT:
            if match.player2_name is not None:
                return match.player2_name
            return labels.label(match.kind)
        if column == self.OPPONENT_POINTS:
            return "" if row.points2 is None or match.player2 is None else str(row.points2)
        if column == self.NOTES:
            return " · ".join(note_label(note) for note in row.notes)
        if match.result is None:
            reported = self.reported(row)
            return "" if reported is None else reported.text
        return match.result.to_text()

    def _team_display(self, row: PairingRow, team: TeamMatchView, column: int) -> str:
        if column == self.TABLE:
            return str(team.table) if team.table is not None else "—"
        if column == self.PLAYER:
            return team.team1_name
        if column == self.POINTS:
            return str(team.points1)
        if column == self.OPPONENT:
            return team.team2_name if team.team2_name is not None else labels.label(team.kind)
        if column == self.OPPONENT_POINTS:
            return "" if team.points2 is None else str(team.points2)
        if column == self.RESULT and team.team2 is not None and team.result is not None:
            return team.result.to_text()
        if column == self.NOTES:
            return " · ".join(note_label(note) for note in row.notes)
        return ""

    def sort_value(self, row: PairingRow, column: int) -> Any:
        match = row.match
        if column == self.TABLE:
            if match.table is None:
                return NO_TABLE_SORT
            # A team match's row first, then its seats A, B, C.
            seat = 0 if row.team is not None or not match.seat else "ABC".index(match.seat) + 1
            return match.table * 10 + seat
        if column == self.PLAYER:
            return self._name_ranks.get(match.player1, 0)
        if column == self.OPPONENT:
            if match.player2 is None:
                return NO_TABLE_SORT
            return self._name_ranks.get(match.player2, NO_TABLE_SORT)
        if column == self.POINTS:
            return row.points1 or 0
        if column == self.OPPONENT_POINTS:
            return row.points2 or 0
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.PLAYER, self.OPPONENT)

    def extra(self, row: PairingRow, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and column == self.NOTES and row.notes:
            return "\n".join(note_explanation(note) for note in row.notes)
        if row.team is not None:
            return self._team_extra(row.team, column, role)
        missing = row.match.result is None
        reported = self.reported(row)
        if reported is not None:
            shown = self._reported_extra(reported, column, role)
            if shown is not None:
                return shown
        if role == Qt.ItemDataRole.BackgroundRole and missing:
            return QBrush(MISSING_RESULT_BACKGROUND)
        if role == Qt.ItemDataRole.ToolTipRole and missing and column == self.RESULT:
            return QCoreApplication.translate("PairingsModel", "No result yet")
        return self._alignment(column, role)

    def font(self, row: PairingRow, column: int) -> QFont | None:
        """``extra(row, column, FontRole)`` without the other roles' checks, for
        ``fit_columns`` (a 4,096-player round's tables, three columns over, issue 33):
        team rows are bold, a reported result italic, every other cell the table's font."""
        font_role = Qt.ItemDataRole.FontRole
        if row.team is not None:
            found: QFont | None = self._team_extra(row.team, column, font_role)
            return found
        reported = self.reported(row) if column == self.RESULT else None
        return None if reported is None else self._reported_extra(reported, column, font_role)

    def _alignment(self, column: int, role: int) -> Any:
        """Every column centred but the names and the notes."""
        if role == Qt.ItemDataRole.TextAlignmentRole and column not in (
            self.PLAYER,
            self.OPPONENT,
            self.NOTES,
        ):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _reported_extra(self, reported: ReportedResult, column: int, role: int) -> Any:
        """A reported result is never shown as if entered: its own colours, italics and
        a tooltip saying where it stands."""
        conflict = reported.state is ReportState.CONFLICT
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(CONFLICT_BACKGROUND if conflict else REPORTED_BACKGROUND)
        if column != self.RESULT:
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            return QBrush(CONFLICT_TEXT if conflict else REPORTED_TEXT)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setItalic(True)
            font.setBold(conflict)
            return font
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate(
                "PairingsModel", "Reported from a phone, not entered: %1."
            ).replace("%1", state_text(reported.state))
        return None

    def _team_extra(self, team: TeamMatchView, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(TEAM_ROW_BACKGROUND)
        if role == Qt.ItemDataRole.FontRole:
            font = QFont()
            font.setBold(True)
            return font
        waiting = team.seats and team.result is None and team.team2 is not None
        if role == Qt.ItemDataRole.ToolTipRole and column == self.RESULT and waiting:
            return QCoreApplication.translate(
                "PairingsModel", "The team result appears once every seat has reported."
            )
        return self._alignment(column, role)

    def update_matches(self, matches: Iterable[MatchView]) -> None:
        """Those matches changed (a result): their rows take them, and only those rows
        are repainted (no reset: a slip at a 4,096-player event repaints one row)."""
        new = {m.id: m for m in matches}

        def changed(row: PairingRow) -> PairingRow | None:
            match = new.get(row.match.id) if row.team is None else None
            return None if match is None else replace(row, match=match)

        self.update_rows(changed)

    def find_table(self, table: int) -> PairingRow | None:
        return next((r for r in self._rows if r.match.table == table and r.team is None), None)

    def find_seat(self, table: int, seat: str) -> PairingRow | None:
        """A team event's seat match: table 12, seat "B"."""
        return next(
            (
                r
                for r in self._rows
                if r.team is None and r.match.table == table and r.match.seat == seat
            ),
            None,
        )
