"""The scan field: a USB scanner reads a result slip's QR code and the match opens.

A barcode scanner is a keyboard: it types the slip's code (``MTRDESK1:12:4:7``) and
Enter. The field sits in a toolbar of the main window, reached with F2 from anywhere (the
Round menu's "Scan a result slip", ``SHORTCUT``); ``services.slip_scan`` decides which match
the slip names, and the field opens the same result entry the tab uses for that table (the
pod result dialog for a multiplayer pod). Once the result is in, the cursor is back here
for the next slip. The window hands in which event is open, which tab shows a slip and how
to bring a tab to the front.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import QLineEdit, QSizePolicy, QToolBar, QWidget

from mtrdesk.core.refusal import Refusal
from mtrdesk.ui.errors import described, show_error
from mtrdesk.ui.plain import PlainLabel, rich_safe

if TYPE_CHECKING:  # the result entry loads with the first tab that has one (issue 33)
    from mtrdesk.services import Services
    from mtrdesk.services.slip_scan import ScannedSlip
    from mtrdesk.ui.widgets.result_entry import ResultEntry, SeatTable

# Focuses the field from anywhere in the window (the menus use no F-keys).
SHORTCUT = "F2"


class ScanBar(QToolBar):
    """ "Scan slip: [            ]" above the tabs; ``scan(text)`` is what Enter does."""

    def __init__(
        self,
        services: Services,
        event_of: Callable[[], int | None],
        tab_for: Callable[[ScannedSlip], QWidget],
        show_tab: Callable[[QWidget], None],
        parent: QWidget | None = None,
    ) -> None:
        """``event_of``: the open event; ``tab_for``: the tab showing a slip's round (its
        ``entry`` or, for a pod, its ``panel``); ``show_tab`` brings a tab to the front."""
        super().__init__(QCoreApplication.translate("ScanField", "Scan slips"), parent)
        self.services = services
        self._event_of, self._tab_for, self._show_tab = event_of, tab_for, show_tab
        self.setObjectName("scanToolBar")
        self.setMovable(False)
        self.field = QLineEdit()
        self.field.setObjectName("scanField")
        self.field.setMinimumWidth(320)
        self.field.setMaximumWidth(400)  # the rest of the bar says why a slip was refused
        self.field.setClearButtonEnabled(True)
        # A scanner types ASCII; an input method left on would turn it into kana.
        self.field.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled, False)
        self.field.setInputMethodHints(Qt.InputMethodHint.ImhLatinOnly)
        self.field.setPlaceholderText(
            QCoreApplication.translate(
                "ScanField", "Scan the QR code of a result slip (%1)"
            ).replace("%1", QKeySequence(SHORTCUT).toString(QKeySequence.SequenceFormat.NativeText))
        )
        self.field.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "ScanField",
                    "Press %1, then scan a result slip with a barcode scanner: its match opens "
                    "for the result. After the result, the cursor comes back here for the next "
                    "slip.",
                ).replace(
                    "%1", QKeySequence(SHORTCUT).toString(QKeySequence.SequenceFormat.NativeText)
                )
            )
        )
        self.field.setAccessibleName(QCoreApplication.translate("ScanField", "Scan a result slip"))
        self.field.returnPressed.connect(lambda: self.scan(self.field.text()))
        label = PlainLabel(QCoreApplication.translate("ScanField", "Scan slip:"))
        label.setBuddy(self.field)
        label.setContentsMargins(6, 0, 6, 0)
        # Why the last slip was refused, beside the field until the next slip is read (the
        # box is closed by then, and the stack of slips is still in the scorekeeper's hand).
        self.problem = ProblemLabel()
        self.problem.setObjectName("scanProblem")
        self.problem.setContentsMargins(8, 0, 6, 0)
        self.addWidget(label)
        self.addWidget(self.field)
        self._problem_action = self.addWidget(self.problem)
        self._problem_action.setVisible(False)
        # The entry waiting for a scanned slip's result, and the table typed there.
        self._pending: tuple[ResultEntry, str] | None = None
        self._watched: set[int] = set()

    def _say(self, sentence: str) -> None:
        """Show why the last slip was refused beside the field ("" hides it)."""
        self.problem.say(sentence)
        self._problem_action.setVisible(bool(sentence))

    def focus_field(self) -> None:
        self.show()  # F2 brings the bar back if it was hidden from the toolbar menu
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()

    def scan(self, text: str) -> ScannedSlip | None:
        """Open the match the slip ``text`` names; a refusal is explained and the code
        stays selected, so the next scan replaces it."""
        event_id = self._event_of()
        if event_id is None:
            show_error(
                self,
                QCoreApplication.translate(
                    "ScanField", "Open an event first, then scan its result slips."
                ),
            )
            self.focus_field()
            return None
        try:
            slip = self.services.slip_scan.find(event_id, text)
        except Refusal as error:
            self._say(described(error))
            show_error(self, self.problem.text())
            self.focus_field()
            return None
        self._say("")
        self.field.clear()
        if slip.pod:
            self._open_pod(slip)
        else:
            self._open_match(slip)
        return slip

    # --- opening the result entry --------------------------------------------------------
    def _show_round(self, slip: ScannedSlip) -> QWidget:
        """Bring the slip's tab to the front, showing the slip's round."""
        tab = self._tab_for(slip)
        self._show_tab(tab)  # catches up on what changed meanwhile
        combo = getattr(tab, "round_combo", None)
        if combo is not None:
            index = combo.findData(slip.round_number)
            if index >= 0:
                combo.setCurrentIndex(index)
        return tab

    def _open_match(self, slip: ScannedSlip) -> None:
        """The table typed into the tab's result entry, as if by hand: the players show
        and the cursor waits in the result field."""
        entry: ResultEntry = self._show_round(slip).entry  # type: ignore[attr-defined]
        if id(entry) not in self._watched:
            self._watched.add(id(entry))
            entry.reported.connect(lambda table, _text, e=entry: self._reported(e, table))
        entry.reset()
        entry.table_edit.setText(slip.label)
        entry.table_edit.returnPressed.emit()
        self._pending = (entry, slip.label)

    def _reported(self, entry: ResultEntry, table: int | SeatTable) -> None:
        """A result went in: back to the scan field when it was the scanned slip's."""
        pending, self._pending = self._pending, None
        if pending is not None and pending == (entry, str(table)):
            self.focus_field()

    def _open_pod(self, slip: ScannedSlip) -> None:
        """A multiplayer pod: the pod result dialog (winner's seat, or a draw)."""
        panel = self._show_round(slip).panel  # type: ignore[attr-defined]
        pod = panel.view.at_table(slip.table) if panel.view is not None else None
        if pod is not None:
            panel.pick_result(pod)
        self.focus_field()


class ProblemLabel(PlainLabel):
    """Why the last slip was refused, in the room the toolbar has left: one line, cut with
    "…" when it is longer (the whole sentence is its tooltip, and was in the box)."""

    def __init__(self) -> None:
        super().__init__("")
        self._sentence = ""
        # Takes the toolbar's remaining width, never pushes the field into its overflow.
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(80)
        font = self.font()
        font.setBold(True)
        self.setFont(font)

    def text(self) -> str:
        """The whole sentence, however much of it fits."""
        return self._sentence

    def say(self, sentence: str) -> None:
        self._sentence = sentence
        self.setToolTip(rich_safe(sentence))
        self.setAccessibleName(sentence)
        self._fit()

    def sizeHint(self) -> QSize:
        """Asks for little (the sentence is cut to fit) and takes what is left."""
        return QSize(self.minimumWidth(), super().sizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._sentence, Qt.TextElideMode.ElideRight, room)
        super().setText(shown)
