"""The players table: name family-first, ふりがな, player ID, awarded byes, pod, status."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor

from mtrdesk.services.players.views import Entry
from mtrdesk.ui.models.base import RowTableModel
from mtrdesk.ui.models.entry_status import (
    INACTIVE_COLOR,
    StatusWords,
    dropped_font,
    status_text,
)
from mtrdesk.words.collation import collation_ranks, name_sort_key
from mtrdesk.words.editions.identity import player_id_tip
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

CONTEXT = "PlayersModel"
MISSING_READING_COLOR = QColor("#b35c00")


STATUS_WORDS = StatusWords(
    "PlayersModel",
    QT_TRANSLATE_NOOP("PlayersModel", "Dropped before round 1"),
    QT_TRANSLATE_NOOP("PlayersModel", "Dropped after round %1"),
    QT_TRANSLATE_NOOP("PlayersModel", "Late entry (from round %1)"),
    QT_TRANSLATE_NOOP("PlayersModel", "Playing"),
)


class PlayersModel(RowTableModel[Entry]):
    """One row per entry; the name column sorts by reading (五十音順)."""

    NAME, READING, PLAYER_ID, BYES, POD, STATUS = range(6)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._name_ranks: dict[int, int] = {}
        self._pods_used = False
        #: The key of the event's MTR edition: what the player-ID column says it holds.
        self.edition_key = ""

    def _prepare(self) -> None:
        keys = [name_sort_key(e.reading, e.family, e.given) for e in self._rows]
        ranks = collation_ranks(keys)
        self._name_ranks = {entry.id: rank for entry, rank in zip(self._rows, ranks, strict=True)}
        self._pods_used = any(e.pod is not None for e in self._rows)

    def unseated(self, row: Entry) -> bool:
        """Playing, while others are seated in pods, without a pod of their own: pairing is
        refused until they have one (MTR 7.6)."""
        return self._pods_used and row.active and row.pod is None

    HEADING_CONTEXT = "PlayersModel"
    HEADINGS = (
        QT_TRANSLATE_NOOP("PlayersModel", "Name"),
        QT_TRANSLATE_NOOP("PlayersModel", "Reading"),
        QT_TRANSLATE_NOOP("PlayersModel", "Player ID"),
        QT_TRANSLATE_NOOP("PlayersModel", "Awarded byes"),
        QT_TRANSLATE_NOOP("PlayersModel", "Pod"),
        QT_TRANSLATE_NOOP("PlayersModel", "Status"),
    )

    def header_tooltip(self, column: int) -> str | None:
        if column == self.READING:
            return QCoreApplication.translate(
                "PlayersModel", "Players are listed by this reading; names without one go last."
            )
        if column == self.PLAYER_ID:
            return player_id_tip(self.edition_key)
        if column == self.POD:
            return QCoreApplication.translate(
                "PlayersModel",
                "The booster-draft pod (MTR 7.6): players play only within their pod.",
            )
        return None

    def display(self, row: Entry, column: int) -> str:
        if column == self.NAME:
            return row.display_name
        if column == self.READING:
            return row.reading or QCoreApplication.translate("PlayersModel", "(no reading)")
        if column == self.PLAYER_ID:
            return row.player_id
        if column == self.BYES:
            return str(row.awarded_byes) if row.awarded_byes else ""
        if column == self.POD:
            if self.unseated(row):
                return QCoreApplication.translate("PlayersModel", "(no pod)")
            return "" if row.pod is None else str(row.pod)
        return status_text(STATUS_WORDS, row.dropped_after_round, row.late_entry_round)

    def sort_value(self, row: Entry, column: int) -> Any:
        if column in (self.NAME, self.READING):
            return self._name_ranks[row.id]
        if column == self.BYES:
            return row.awarded_byes
        if column == self.POD:
            # By pod, players without one last; by name (五十音順) within a pod.
            pod = 9999 if row.pod is None else row.pod
            return pod * 100_000 + self._name_ranks[row.id]
        if column == self.STATUS:
            if row.dropped_after_round is not None:
                return 2
            return 1 if row.late_entry_round is not None else 0
        return self.display(row, column)

    def long_text(self, column: int) -> bool:
        return column in (self.NAME, self.READING)

    def extra(self, row: Entry, column: int, role: int) -> Any:
        inactive = row.dropped_after_round is not None
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == self.READING and not row.reading:
                return QBrush(MISSING_READING_COLOR)
            if column == self.POD and self.unseated(row):
                return QBrush(MISSING_READING_COLOR)
            if inactive:
                return QBrush(INACTIVE_COLOR)
        if role == Qt.ItemDataRole.FontRole and inactive:
            return dropped_font(column == self.NAME)
        if role == Qt.ItemDataRole.ToolTipRole and column == self.READING and not row.reading:
            return QCoreApplication.translate(
                "PlayersModel", "No reading: this player sorts after everyone with one."
            )
        if role == Qt.ItemDataRole.ToolTipRole and column == self.POD and self.unseated(row):
            return QCoreApplication.translate(
                "PlayersModel",
                "No pod: the next round cannot be paired until this player has one.",
            )
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (self.BYES, self.POD):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
