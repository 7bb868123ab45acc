"""The main window's menus: File, Event, Round and Help, with their shortcuts (the Print
menu: ``print_menu``).

Each menu creates and owns its actions and connects them to the operations it is handed
(``FileOperations``, ``EventOperations``...): plain callables the window composes from its
tabs and dialogs. A menu knows no tab, dialog or window. ``event_actions`` are a menu's
actions that need an open event; the window enables them with the event.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenuBar

from mtrdesk.ui.widgets.scan_field import SHORTCUT as SCAN_SHORTCUT

# Language menu entries are written in their own language, as every program does.
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}

#: What an action does when triggered.
Operation = Callable[[], object]


def _action(
    parent: QObject,
    text: str,
    slot: Operation,
    shortcut: QKeySequence.StandardKey | str | None = None,
) -> QAction:
    action = QAction(text, parent)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


@dataclass(frozen=True)
class FileOperations:
    new_event: Operation
    open_event: Operation
    edit_event: Operation
    delete_event: Operation
    import_event: Operation
    export_event: Operation
    back_up: Operation
    choose_language: Callable[[str], object]
    quit: Operation


class FileMenu:
    """Events (new, open, settings, delete), event files, the database backup, the
    language, and Quit."""

    def __init__(
        self, bar: QMenuBar, parent: QObject, operations: FileOperations, language: str
    ) -> None:
        std = QKeySequence.StandardKey
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
        self.new_event_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&New event..."),
            ops.new_event,
            std.New,
        )
        self.open_event_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Open event..."),
            ops.open_event,
            std.Open,
        )
        self.edit_event_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Edit event settings..."),
            ops.edit_event,
            "Ctrl+I",
        )
        self.delete_event_action = _action(
            parent, QCoreApplication.translate("MainWindow", "&Delete event..."), ops.delete_event
        )
        menu.addActions([self.new_event_action, self.open_event_action, self.edit_event_action])
        menu.addAction(self.delete_event_action)
        menu.addSeparator()
        self.import_event_action = _action(
            parent, QCoreApplication.translate("MainWindow", "&Import event..."), ops.import_event
        )
        self.export_event_action = _action(
            parent, QCoreApplication.translate("MainWindow", "E&xport event..."), ops.export_event
        )
        self.backup_action = _action(
            parent, QCoreApplication.translate("MainWindow", "&Back up database..."), ops.back_up
        )
        menu.addActions([self.import_event_action, self.export_event_action])
        menu.addAction(self.backup_action)
        menu.addSeparator()
        language_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
        group = QActionGroup(parent)
        self.language_actions: dict[str, QAction] = {}
        for code, name in LANGUAGE_NAMES.items():
            action = QAction(name, parent, checkable=True)
            action.setChecked(code == language)
            action.triggered.connect(lambda _=False, c=code: ops.choose_language(c))
            group.addAction(action)
            language_menu.addAction(action)
            self.language_actions[code] = action
        menu.addSeparator()
        self.quit_action = _action(
            parent, QCoreApplication.translate("MainWindow", "&Quit"), ops.quit, std.Quit
        )
        menu.addAction(self.quit_action)
        self.event_actions = [
            self.edit_event_action,
            self.delete_event_action,
            self.export_event_action,
        ]


@dataclass(frozen=True)
class EventOperations:
    add_player: Operation
    import_csv: Operation
    start_playoff: Operation
    audit_log: Operation
    decklist: Operation
    deck_check: Operation
    import_card_names: Operation
    import_ban_lists: Operation


class EventMenu:
    """Players, the playoff, the Decklists submenu (MTR 2.7, 2.8) and the audit log."""

    def __init__(self, bar: QMenuBar, parent: QObject, operations: EventOperations) -> None:
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "E&vent"))
        self.add_player_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Add player..."),
            ops.add_player,
            "Ctrl+Shift+A",
        )
        self.import_csv_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Import players from CSV..."),
            ops.import_csv,
        )
        self.start_playoff_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "Start the &playoff"),
            ops.start_playoff,
        )
        self.audit_log_action = _action(
            parent, QCoreApplication.translate("MainWindow", "Audit &log..."), ops.audit_log
        )
        menu.addActions([self.add_player_action, self.import_csv_action, self.start_playoff_action])
        menu.addSeparator()
        # The Decklists submenu: a player's list, the round's deck check, and the card-name
        # and banned lists the checks use.
        self.decklist_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Decklist..."),
            ops.decklist,
            "Ctrl+Shift+D",
        )
        self.deck_check_action = _action(
            parent, QCoreApplication.translate("MainWindow", "Deck &check..."), ops.deck_check
        )
        self.import_card_names_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "Import card &names..."),
            ops.import_card_names,
        )
        self.import_ban_lists_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "Import &banned and restricted lists..."),
            ops.import_ban_lists,
        )
        decklist_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Decklists"))
        decklist_menu.addActions([self.decklist_action, self.deck_check_action])
        decklist_menu.addSeparator()
        decklist_menu.addActions([self.import_card_names_action, self.import_ban_lists_action])
        menu.addSeparator()
        menu.addAction(self.audit_log_action)
        self.event_actions = [
            self.audit_log_action,
            self.add_player_action,
            self.import_csv_action,
            self.start_playoff_action,
            self.decklist_action,
            self.deck_check_action,
            self.import_card_names_action,
            self.import_ban_lists_action,
        ]


@dataclass(frozen=True)
class RoundOperations:
    pair_next: Operation
    repair: Operation
    enter_results: Operation
    scan_slip: Operation
    standings: Operation
    projector: Operation


class RoundMenu:
    """Pairing, results (typed or scanned from a slip), standings, and the projector clock."""

    def __init__(self, bar: QMenuBar, parent: QObject, operations: RoundOperations) -> None:
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Round"))
        self.pair_next_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Pair next round"),
            ops.pair_next,
            "Ctrl+Shift+P",
        )
        self.repair_action = _action(
            parent, QCoreApplication.translate("MainWindow", "Pair this round &again"), ops.repair
        )
        self.enter_results_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "&Enter results"),
            ops.enter_results,
            "Ctrl+E",
        )
        self.standings_action = _action(
            parent, QCoreApplication.translate("MainWindow", "&Standings"), ops.standings, "Ctrl+T"
        )
        # The scan field's action: F2 reaches it from anywhere in the window.
        self.scan_action = _action(
            parent,
            QCoreApplication.translate("ScanField", "Scan a result &slip"),
            ops.scan_slip,
            SCAN_SHORTCUT,
        )
        self.scan_action.setObjectName("scanSlipAction")
        # The projected clocks (draft picks, deck building, the round): usable without an
        # event.
        self.projector_action = _action(
            parent,
            QCoreApplication.translate("MainWindow", "Pro&jector clock..."),
            ops.projector,
            "Ctrl+Shift+K",
        )
        menu.addActions(
            [
                self.pair_next_action,
                self.repair_action,
                self.enter_results_action,
                self.scan_action,
                self.standings_action,
            ]
        )
        menu.addSeparator()
        menu.addAction(self.projector_action)
        self.event_actions = [
            self.pair_next_action,
            self.repair_action,
            self.enter_results_action,
            self.scan_action,
            self.standings_action,
        ]


class HelpMenu:
    """About mtrdesk and About Qt; neither needs an event."""

    def __init__(self, bar: QMenuBar, parent: QObject, about: Operation) -> None:
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        self.about_action = _action(
            parent, QCoreApplication.translate("MainWindow", "&About mtrdesk"), about
        )
        self.about_qt_action = _action(
            parent, QCoreApplication.translate("MainWindow", "About &Qt"), QApplication.aboutQt
        )
        menu.addActions([self.about_action, self.about_qt_action])
        self.event_actions: list[QAction] = []
