"""The Print menu and the tabs' Print buttons: every sheet of ``mtrdesk.sheets.SHEETS``
opens in the print preview (``dialogs/print_preview.py``).

The menu lists every sheet, so a new sheet module appears there with nothing to change
here, then the Decklists submenu (``decklist_print_actions``, shared with the Decklists
tab's button: registration sheets, blank or filled, pool sheets, opponents' lists); a
tab's button offers the sheets that belong to what the tab shows, for the round
on screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from mtrdesk.sheets import SHEETS, SheetKind, sheet_kind
from mtrdesk.ui.decklist_print_actions import DecklistPrintActions
from mtrdesk.ui.dialogs.print_preview import PrintPreviewDialog, open_print_preview

if TYPE_CHECKING:
    from mtrdesk.ui.main_window import MainWindow

# The sheet printed most often, every round, gets the usual print shortcut.
SHORTCUTS = {"slips": QKeySequence.StandardKey.Print}

RoundOf = Callable[[], int | None]


def build_print_menu(window: MainWindow) -> list[QAction]:
    """The Print menu: one entry per sheet, for the latest round, then the Decklists
    submenu. The sheets' actions are kept as ``window.print_actions`` (by sheet name), the
    decklist ones as ``window.decklist_print``; returned with the submenu's own action,
    to be enabled with an event."""
    menu = window.menuBar().addMenu(QCoreApplication.translate("MainWindow", "&Print"))
    menu.setObjectName("printMenu")
    actions: dict[str, QAction] = {}
    for kind in SHEETS:
        action = QAction(
            QCoreApplication.translate("MainWindow", "%1...").replace("%1", kind.title_text()),
            window,
        )
        action.setObjectName(f"print-{kind.name}")
        if kind.name in SHORTCUTS:
            action.setShortcut(QKeySequence(SHORTCUTS[kind.name]))
        action.triggered.connect(lambda _=False, k=kind: print_sheet(window, k))
        menu.addAction(action)
        actions[kind.name] = action
    window.print_actions = actions
    menu.addSeparator()
    decklists = menu.addMenu(QCoreApplication.translate("PrintMenu", "&Decklists"))
    decklists.setObjectName("printDecklistsMenu")
    window.decklist_print = decklist_print_actions(window)
    window.decklist_print.fill(decklists)
    return [*actions.values(), decklists.menuAction()]


def decklist_print_actions(window: MainWindow) -> DecklistPrintActions:
    """The decklist entries for the window: the event open, the players selected on the
    Decklists tab."""

    def selection() -> list[int]:
        tab = getattr(window, "decklists_tab", None)
        return tab.selected_entry_ids() if tab is not None else []

    return DecklistPrintActions(
        window,
        window.services,
        lambda: window.event_id,
        selection,
    )


def print_sheet(
    widget: QWidget, kind: SheetKind, round_number: int | None = None
) -> PrintPreviewDialog | None:
    """The preview of ``kind`` for the event open in ``widget``'s main window."""
    window = widget.window()
    event_id = getattr(window, "event_id", None)
    services = getattr(window, "services", None)
    if event_id is None or services is None:
        return None
    settings = getattr(window, "settings", None)
    if not isinstance(settings, QSettings):
        settings = QSettings()
    return open_print_preview(window, services, settings, event_id, kind, round_number)


def print_button(
    tab: QWidget, names: Sequence[str], round_of: RoundOf | None = None
) -> QPushButton:
    """A tab's "Print..." button for the sheets ``names`` (those that exist), for the round
    ``round_of()`` returns (None: the latest); a menu when there are several."""
    kinds = [sheet_kind(n) for n in names if any(k.name == n for k in SHEETS)]
    button = QPushButton(QCoreApplication.translate("PrintMenu", "Print..."), tab)
    button.setObjectName("tabPrintButton")

    def show(kind: SheetKind) -> None:
        print_sheet(tab, kind, round_of() if round_of is not None else None)

    if len(kinds) == 1:
        button.setToolTip(kinds[0].title_text())
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
