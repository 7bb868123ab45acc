"""The selected player's decklist under the Decklists table: main deck and sideboard
(commander first), the problems with their rules, the lock and the deck checks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.deck_problems import ProblemCode
from mtrdesk.core.decklist import CardEntry, Decklist, fold_name
from mtrdesk.services.decklists import DecklistDetail
from mtrdesk.ui.dialogs.deck_check_dialog import outcome_label
from mtrdesk.ui.dialogs.decklist_problems import ADVISORY_COLOR, ProblemsView

NOTE_STYLE = "color: #555555;"


def _cards_table(name: str) -> QTableWidget:
    table = QTableWidget(0, 2)
    table.setObjectName(name)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setShowGrid(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
    return table


class DecklistPanel(QWidget):
    """Read-only view of one ``DecklistDetail`` (or a hint when nothing is selected)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title_label = QLabel()
        self.title_label.setObjectName("decklistPanelTitle")
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.lock_label = QLabel()
        self.lock_label.setObjectName("decklistPanelLock")
        self.lock_label.setWordWrap(True)
        self.lock_label.setStyleSheet(NOTE_STYLE)
        self.main_label = QLabel()
        self.main_table = _cards_table("decklistMain")
        self.side_label = QLabel()
        self.side_table = _cards_table("decklistSideboard")
        self.problems_label = QLabel(
            QCoreApplication.translate("DecklistPanel", "Problems and notes")
        )
        self.problem_view = ProblemsView()
        self.problem_view.setObjectName("decklistPanelProblems")
        self.checks_label = QLabel()
        self.checks_label.setObjectName("decklistPanelChecks")
        self.checks_label.setWordWrap(True)

        def column(*widgets: QWidget, stretch: int = -1) -> QVBoxLayout:
            box = QVBoxLayout()
            box.setContentsMargins(0, 0, 0, 0)
            for index, widget in enumerate(widgets):
                box.addWidget(widget, 1 if index == stretch else 0)
            return box

        columns = QHBoxLayout()
        columns.addLayout(column(self.main_label, self.main_table, stretch=1), 3)
        columns.addLayout(column(self.side_label, self.side_table, stretch=1), 3)
        columns.addLayout(
            column(self.problems_label, self.problem_view, self.checks_label, stretch=1), 4
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 4, 0, 0)
        header = QHBoxLayout()
        header.addWidget(self.title_label)
        header.addWidget(self.lock_label, 1)
        layout.addLayout(header)
        layout.addLayout(columns, 1)
        self.show_detail(None)

    def show_detail(self, detail: DecklistDetail | None, player: str = "") -> None:
        """Show ``player``'s list; ``None``: nothing selected (or no list yet)."""
        if detail is None:
            self.problem_view.show_problems(())
            self.title_label.setText(
                QCoreApplication.translate(
                    "DecklistPanel", "Select a player to see their decklist."
                )
            )
            self.lock_label.clear()
            self._fill(self.main_table, ())
            self._fill(self.side_table, ())
            self.main_label.setText(QCoreApplication.translate("DecklistPanel", "Main deck"))
            self.side_label.setText(QCoreApplication.translate("DecklistPanel", "Sideboard"))
            self.checks_label.clear()
            return
        deck: Decklist = detail.decklist or Decklist()
        self.title_label.setText(player)
        if detail.locked_at is not None:
            when = detail.locked_at
            stamp = when.strftime("%Y-%m-%d %H:%M") if hasattr(when, "strftime") else str(when)
            self.lock_label.setText(
                QCoreApplication.translate("DecklistPanel", "Locked by %1 at %2")
                .replace("%1", detail.locked_by or "")
                .replace("%2", stamp)
            )
        elif not (detail.text or "").strip():
            self.lock_label.setText(
                QCoreApplication.translate("DecklistPanel", "No decklist received yet.")
            )
        else:
            self.lock_label.setText(QCoreApplication.translate("DecklistPanel", "Not locked"))
        flagged = {
            fold_name(p.card)
            for p in detail.problems or ()
            if p.code is ProblemCode.JAPANESE_NAME and p.card
        }
        main_entries = (*deck.commanders, *deck.main)
        self._fill(self.main_table, main_entries, len(deck.commanders), flagged)
        self._fill(self.side_table, deck.sideboard, 0, flagged)
        self.main_label.setText(
            QCoreApplication.translate("DecklistPanel", "Main deck (%1)").replace(
                "%1", str(deck.main_count + deck.commander_count)
            )
        )
        self.side_label.setText(
            QCoreApplication.translate("DecklistPanel", "Sideboard (%1)").replace(
                "%1", str(deck.sideboard_count)
            )
        )
        self.problem_view.show_problems(
            detail.problems or (),
            QCoreApplication.translate("DecklistPanel", "No problems.")
            if (detail.text or "").strip()
            else "",
        )
        lines = [
            QCoreApplication.translate("DecklistPanel", "Round %1, table %2: %3 (%4 min)")
            .replace("%1", str(check.round))
            .replace("%2", check.label)
            .replace("%3", outcome_label(check.outcome))
            .replace("%4", str(check.minutes))
            for check in detail.checks or ()
        ]
        self.checks_label.setText(
            QCoreApplication.translate("DecklistPanel", "Deck checks: %1").replace(
                "%1", "; ".join(lines)
            )
            if lines
            else QCoreApplication.translate("DecklistPanel", "Not deck-checked yet.")
        )

    @staticmethod
    def _fill(
        table: QTableWidget,
        entries: tuple[CardEntry, ...],
        commanders: int = 0,
        flagged: set[str] | frozenset[str] = frozenset(),
    ) -> None:
        table.setRowCount(len(entries))
        table.setHorizontalHeaderLabels(
            [
                QCoreApplication.translate("DecklistPanel", "Count"),
                QCoreApplication.translate("DecklistPanel", "Card"),
            ]
        )
        for row, entry in enumerate(entries):
            count = QTableWidgetItem(str(entry.count))
            count.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            name = QTableWidgetItem(entry.name)
            if row < commanders:
                name.setToolTip(QCoreApplication.translate("DecklistPanel", "Commander"))
                font = name.font()
                font.setBold(True)
                name.setFont(font)
            if fold_name(entry.name) in flagged:
                name.setForeground(QBrush(QColor(ADVISORY_COLOR)))
                name.setToolTip(
                    QCoreApplication.translate(
                        "DecklistPanel", "Written in Japanese: needs its English name."
                    )
                )
            table.setItem(row, 0, count)
            table.setItem(row, 1, name)
