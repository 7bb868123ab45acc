"""What a rounds tab shows one round in: a table of it, the tables still missing a result,
and the result line.

``RoundPanel`` is the small protocol the rounds tab (``tabs/rounds_tab.RoundsTab``) relies
on, whatever the structure: ``changed`` (the changes a result, a correction or a time
extension made), ``entry`` (the result line), ``focus_entry()``, ``extend_selected()``
(the tab's "Time extension..." button for the selected row). ``MatchesPanel`` shows matches
(individual and team events), ``PodRoundPanel`` pods (multiplayer events, and the pod
playoff); each has a ``set_round(event_id, view, ...)`` its tab's source calls with what
that structure needs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtWidgets import QTableView, QVBoxLayout, QWidget

from mtrdesk.services import Changes, Problem
from mtrdesk.ui.errors import warning_text
from mtrdesk.ui.plain import PlainLabel
from mtrdesk.ui.widgets.question import tell
from mtrdesk.ui.widgets.result_entry import ResultEntry, SeatTable
from mtrdesk.words.swiss.round_status import table_list

# Asked before a result changes in a round with later rounds paired; True: go ahead.
ConfirmCorrection = Callable[[int], bool]


def table_number(table: int | SeatTable) -> int:
    """The table of a match or pod typed in the result line (12, or 12 of "12B")."""
    return table.table if isinstance(table, SeatTable) else table


class RoundPanel(QWidget):
    """One round's table, its missing tables and the result line (subclasses fill them)."""

    changed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.missing_label = PlainLabel()
        self.missing_label.setWordWrap(True)
        self.entry = ResultEntry(self.describe_table, self.report, self)
        self.entry.reported.connect(self._after_report)

    def _lay_out(self, table: QTableView, missing_name: str) -> None:
        """``table`` above the missing tables and the result line; Enter or a double click
        on a row, and a right click, go to the subclass."""
        self.table = table
        table.activated.connect(self._row_activated)
        table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        table.customContextMenuRequested.connect(self._context_menu)
        self.missing_label.setObjectName(missing_name)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(table, 1)
        layout.addWidget(self.missing_label)
        layout.addWidget(self.entry)

    # --- the protocol ---------------------------------------------------------------------
    def focus_entry(self) -> None:
        self.entry.focus_table()

    def extend_selected(self) -> None:
        """MTR 2.6: the time extension dialog for the selected match or pod."""
        raise NotImplementedError

    # --- what subclasses provide ------------------------------------------------------------
    def describe_table(self, table: int | SeatTable) -> str | None:
        """Who plays at ``table`` (``None``: no such table), for the result line."""
        raise NotImplementedError

    def report(self, table: int | SeatTable, text: str) -> str | None:
        """Record the slip typed for ``table``: ``None``, or the sentence why not."""
        raise NotImplementedError

    def _after_report(self, table: int | SeatTable, text: str) -> None:
        """After the result line recorded a slip."""

    def _row_activated(self) -> None:
        raise NotImplementedError

    def _context_menu(self, position: QPoint) -> None:
        raise NotImplementedError

    def _check_title(self) -> str:
        """The title over a result's warnings ("Please check")."""
        raise NotImplementedError

    # --- shared -----------------------------------------------------------------------------
    def _show_missing(self, labels: Sequence[str] | None, missing: str, complete: str) -> None:
        """``missing`` + the tables still waiting; ``complete`` when none; nothing shown."""
        if labels is None:
            self.missing_label.clear()
        elif labels:
            self.missing_label.setText(missing + table_list(labels))
        else:
            self.missing_label.setText(complete)

    def _apply(self, changes: Changes | None) -> None:
        """Pass ``changes`` on (``None``: nothing was done, or it was refused and said)."""
        if changes is not None:
            self.changed.emit(changes)

    def _announce(self, changes: Changes) -> None:
        """Pass ``changes`` on; show its warnings but the correction already confirmed."""
        self.changed.emit(changes)
        shown = [w for w in changes.warnings if w.problem is not Problem.LATER_ROUNDS_EXIST]
        if shown:
            tell(
                self,
                self._check_title(),
                "\n".join(warning_text(w) for w in shown),
            )
