"""The Print menu and the tabs' Print buttons: every sheet of ``mtrdesk.sheets.SHEETS``
opens in the print preview (``dialogs/print_preview.py``).

The menu (``PrintMenu``) owns one action per sheet, so a new sheet module appears there
with nothing to change here, then the Decklists submenu (``decklist_print_actions``, the
same entries as the Decklists tab's button: registration sheets, blank or filled, pool
sheets, opponents' lists); the window hands in how to print and what to print from. A
tab's button offers the sheets that belong to what the tab shows, for the round on screen,
of the event the window's ``Session`` has open.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar, QPushButton, QWidget

from mtrdesk.sheets import SHEETS, SheetKind, sheet_kind
from mtrdesk.ui.plain import rich_safe
from mtrdesk.ui.printing.decklist_actions import DecklistPrintActions
from mtrdesk.ui.session import Session

if TYPE_CHECKING:  # the preview (QtPdf, reportlab) loads when a sheet is printed
    from mtrdesk.ui.printing.preview import PrintPreviewDialog

# The sheet printed most often, every round, gets the usual print shortcut.
SHORTCUTS = {"slips": QKeySequence.StandardKey.Print}

RoundOf = Callable[[], int | None]


class PrintMenu:
    """The Print menu: one entry per sheet (``actions``, by sheet name), for the latest
    round, then the Decklists submenu filled from ``decklists``. ``print_kind`` opens a
    sheet's preview for the open event; ``event_actions`` need an open event."""

    def __init__(
        self,
        bar: QMenuBar,
        parent: QObject,
        print_kind: Callable[[SheetKind], object],
        decklists: DecklistPrintActions,
    ) -> None:
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Print"))
        menu.setObjectName("printMenu")
        self.actions: dict[str, QAction] = {}
        for kind in SHEETS:
            action = QAction(
                QCoreApplication.translate("MainWindow", "%1...").replace("%1", kind.title_text()),
                parent,
            )
            action.setObjectName(f"print-{kind.name}")
            if kind.name in SHORTCUTS:
                action.setShortcut(QKeySequence(SHORTCUTS[kind.name]))
            action.triggered.connect(lambda _=False, k=kind: print_kind(k))
            menu.addAction(action)
            self.actions[kind.name] = action
        menu.addSeparator()
        submenu = menu.addMenu(QCoreApplication.translate("PrintMenu", "&Decklists"))
        submenu.setObjectName("printDecklistsMenu")
        self.decklists = decklists
        decklists.fill(submenu)
        self.event_actions = [*self.actions.values(), submenu.menuAction()]


def print_sheet(
    widget: QWidget, session: Session, kind: SheetKind, round_number: int | None = None
) -> PrintPreviewDialog | None:
    """The preview of ``kind`` for the event open in ``session`` (None without one),
    parented on ``widget``'s window. While the event is open to phones, slips carry the
    QR code of their report page (issue 16)."""
    event_id = session.event_id
    if event_id is None:
        return None
    from mtrdesk.ui.printing.preview import open_print_preview  # on first print

    return open_print_preview(
        widget.window(),
        session.services,
        session.settings,
        event_id,
        kind,
        round_number,
        report_base=session.report_base,
    )


def print_button(
    tab: QWidget, session: Session, names: Sequence[str], round_of: RoundOf | None = None
) -> QPushButton:
    """A tab's "Print..." button for the sheets ``names`` (those that exist) of the event
    open in ``session``, for the round ``round_of()`` returns (None: the latest); a menu
    when there are several."""
    kinds = [sheet_kind(n) for n in names if any(k.name == n for k in SHEETS)]
    button = QPushButton(QCoreApplication.translate("PrintMenu", "Print..."), tab)
    button.setObjectName("tabPrintButton")

    def show(kind: SheetKind) -> None:
        print_sheet(tab, session, kind, round_of() if round_of is not None else None)

    if len(kinds) == 1:
        button.setToolTip(rich_safe(kinds[0].title_text()))
        button.clicked.connect(lambda: show(kinds[0]))
    else:
        menu = QMenu(button)
        for kind in kinds:
            action = menu.addAction(
                QCoreApplication.translate("MainWindow", "%1...").replace("%1", kind.title_text())
            )
            action.setObjectName(f"tab-print-{kind.name}")
            action.triggered.connect(lambda _=False, k=kind: show(k))
        button.setMenu(menu)
    return button
