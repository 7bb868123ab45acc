"""The Decklists tab's parts: the bar above the table (the decklist, deck check, card
lists, print and lock received lists buttons, the state filter and the search) and the
selected player's decklist under it: main deck and sideboard (commander first), the
problems with their rules, the lock and the deck checks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mtrdesk.core.decklists.decklist import CardEntry, Decklist, fold_name
from mtrdesk.core.decklists.problems import ProblemCode
from mtrdesk.ui.models.decklists_model import state_text
from mtrdesk.ui.plain import PlainLabel, rich_safe
from mtrdesk.ui.widgets.named import button_row, named_button, named_label
from mtrdesk.words.decklists.messages import outcome_label

if TYPE_CHECKING:
    from mtrdesk.services.decklists.views import DecklistDetail, DecklistRow

NOTE_STYLE = "color: #555555;"


def count_text(rows: Sequence[DecklistRow]) -> str:
    """The line under the table: lists received, locked, with problems, decks checked."""
    from mtrdesk.services.decklists.views import DeckState

    if not rows:
        return ""
    received = sum(1 for r in rows if r.state is not DeckState.MISSING)
    locked = sum(1 for r in rows if r.locked)
    problems = sum(1 for r in rows if r.state is DeckState.PROBLEM)
    checked = sum(1 for r in rows if r.checks)
    return (
        QCoreApplication.translate(
            "DecklistsTab",
            "%1 of %2 lists received, %3 locked, %4 with problems; %5 decks checked "
            "(MTR 2.8: at least 10 %).",
        )
        .replace("%1", str(received))
        .replace("%2", str(len(rows)))
        .replace("%3", str(locked))
        .replace("%4", str(problems))
        .replace("%5", str(checked))
    )


class DecklistsBar(QWidget):
    """The buttons, the state filter and the search above the Decklists table; the tab
    connects them. The Print button's menu is filled by the tab (``DecklistPrintActions``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        from mtrdesk.services.decklists.views import DeckState

        super().__init__(parent)
        self.edit_button = named_button(
            QCoreApplication.translate("DecklistsTab", "Decklist..."), "decklistEdit"
        )
        self.edit_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistsTab", "Paste, import or type the selected player's list; lock it."
                )
            )
        )
        self.lock_received_button = named_button(
            QCoreApplication.translate("DecklistsTab", "Lock received lists..."),
            "decklistLockReceived",
        )
        self.check_button = named_button(
            QCoreApplication.translate("DecklistsTab", "Deck check..."), "deckCheck"
        )
        self.lists_button = QToolButton()
        self.lists_button.setObjectName("decklistLists")
        self.lists_button.setText(QCoreApplication.translate("DecklistsTab", "Card lists"))
        self.lists_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        lists_menu = QMenu(self.lists_button)
        self.import_names_action = lists_menu.addAction(
            QCoreApplication.translate("DecklistsTab", "Import card names...")
        )
        self.import_bans_action = lists_menu.addAction(
            QCoreApplication.translate("DecklistsTab", "Import banned and restricted lists...")
        )
        self.lists_button.setMenu(lists_menu)
        # As on the other tabs: "Print..." with a menu of what this tab prints.
        self.print_button = named_button(
            QCoreApplication.translate("PrintMenu", "Print..."), "tabPrintButton"
        )
        self.print_button.setMenu(QMenu(self.print_button))

        self.state_filter = QComboBox()
        self.state_filter.setObjectName("decklistStateFilter")
        self.state_filter.addItem(QCoreApplication.translate("DecklistsTab", "All lists"), None)
        for state in (DeckState.MISSING, DeckState.PROBLEM, DeckState.RECEIVED, DeckState.CHECKED):
            self.state_filter.addItem(state_text(state), state.value)
        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("decklistSearch")
        self.search_edit.setPlaceholderText(
            QCoreApplication.translate("DecklistsTab", "Search by name, reading or team")
        )
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setMinimumWidth(220)

        # Accepting every received list at once (MTR 2.7) comes after the usual buttons.
        button_row(
            (
                self.edit_button,
                self.check_button,
                self.lists_button,
                self.print_button,
                self.lock_received_button,
            ),
            (self.state_filter, self.search_edit),
            parent=self,
        )
        self.update_buttons(False, False, False)

    def update_buttons(
        self, has_event: bool, has_selection: bool, in_round: bool, received: int = 0
    ) -> None:
        """Enable what applies: a player chosen, a round being played (deck checks),
        ``received`` lists entered with no problem and not yet locked (MTR 2.7)."""
        self.edit_button.setEnabled(has_selection)
        self.lock_received_button.setEnabled(has_event and received > 0)
        self.lock_received_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistsTab",
                    "Accept and lock every received list with no problems at once (MTR 2.7). "
                    "Lists with problems and missing lists are left as they are.",
                )
                if received
                else QCoreApplication.translate(
                    "DecklistsTab",
                    "No list is waiting: every list entered is locked or has problems.",
                )
            )
        )
        self.check_button.setEnabled(has_event and in_round)
        self.check_button.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistsTab",
                    "Matches to check this round (MTR 2.8), and the time the match gets back "
                    "(MTR 2.6).",
                )
                if in_round
                else QCoreApplication.translate(
                    "DecklistsTab", "Deck checks are made while a round is being played."
                )
            )
        )
        self.lists_button.setEnabled(has_event)
        self.print_button.setEnabled(has_event)


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
        from mtrdesk.ui.dialogs.decklists.problems import ProblemsView

        super().__init__(parent)
        self.title_label = named_label("decklistPanelTitle")
        font = self.title_label.font()
        font.setBold(True)
        self.title_label.setFont(font)
        self.lock_label = named_label("decklistPanelLock", wrap=True, style=NOTE_STYLE)
        self.main_label = PlainLabel()
        self.main_table = _cards_table("decklistMain")
        self.side_label = PlainLabel()
        self.side_table = _cards_table("decklistSideboard")
        self.problems_label = PlainLabel(
            QCoreApplication.translate("DecklistPanel", "Problems and notes")
        )
        self.problem_view = ProblemsView()
        self.problem_view.setObjectName("decklistPanelProblems")
        self.checks_label = named_label("decklistPanelChecks", wrap=True)

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
        from mtrdesk.ui.dialogs.decklists.problems import ADVISORY_COLOR

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
                name.setToolTip(rich_safe(QCoreApplication.translate("DecklistPanel", "Commander")))
                font = name.font()
                font.setBold(True)
                name.setFont(font)
            if fold_name(entry.name) in flagged:
                name.setForeground(QBrush(QColor(ADVISORY_COLOR)))
                name.setToolTip(
                    rich_safe(
                        QCoreApplication.translate(
                            "DecklistPanel", "Written in Japanese: needs its English name."
                        )
                    )
                )
            table.setItem(row, 0, count)
            table.setItem(row, 1, name)
