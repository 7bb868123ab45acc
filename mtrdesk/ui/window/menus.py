"""The main window's menus: File, Edit, Event, Round and Help, with their shortcuts (the
Print menu: ``print_menu``).

Each menu creates and owns its actions and connects them to the operations it is handed
(``FileOperations``, ``EventOperations``...): plain callables the window composes from its
tabs and dialogs. A menu knows no tab, dialog or window. ``event_actions`` are a menu's
actions that need an open event; the window enables them with the event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QMenuBar

from mtrdesk.ui.widgets.scan_field import SHORTCUT as SCAN_SHORTCUT

# Language menu entries are written in their own language, as every program does.
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}

# What an action does when triggered.
Operation = Callable[[], object]


Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True, slots=True)
class Item:
    """One menu entry: its (translated) text, what it does, its shortcut and object name."""

    text: str
    slot: Operation
    shortcut: Shortcut = None
    name: str = ""


# Between two groups of entries.
SEPARATOR = None


def _fill(menu: QMenu, parent: QObject, items: Sequence[Item | None]) -> list[QAction]:
    """Add ``items`` to ``menu`` in order (``SEPARATOR``: a line); their actions, in order,
    owned by ``parent``."""
    actions = []
    for item in items:
        if item is None:
            menu.addSeparator()
            continue
        action = QAction(item.text, parent)
        if item.shortcut is not None:
            action.setShortcut(QKeySequence(item.shortcut))
        if item.name:
            action.setObjectName(item.name)
        action.triggered.connect(item.slot)
        menu.addAction(action)
        actions.append(action)
    return actions


@dataclass(frozen=True)
class FileOperations:
    new_event: Operation
    open_event: Operation
    edit_event: Operation
    delete_event: Operation
    import_event: Operation
    export_event: Operation
    export_eventlink: Operation
    back_up: Operation
    restore_backup: Operation
    connect_database: Operation
    open_database_file: Operation
    choose_language: Callable[[str], object]
    quit: Operation


class FileMenu:
    """Events (new, open, settings, delete), event files, the database backup, which
    database (a shared one on a server, or a file), the language, and Quit."""

    def __init__(
        self, bar: QMenuBar, parent: QObject, operations: FileOperations, language: str
    ) -> None:
        std = QKeySequence.StandardKey
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
        (
            self.new_event_action,
            self.open_event_action,
            self.edit_event_action,
            self.delete_event_action,
            self.import_event_action,
            self.export_event_action,
            self.export_eventlink_action,
            self.backup_action,
            self.restore_backup_action,
            self.connect_database_action,
            self.open_database_file_action,
        ) = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "&New event..."),
                    ops.new_event,
                    std.New,
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Open event..."),
                    ops.open_event,
                    std.Open,
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Edit event settings..."),
                    ops.edit_event,
                    "Ctrl+I",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Delete event..."), ops.delete_event
                ),
                SEPARATOR,
                Item(
                    QCoreApplication.translate("MainWindow", "&Import event..."), ops.import_event
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "E&xport event..."), ops.export_event
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "Export for Event&Link..."),
                    ops.export_eventlink,
                    name="exportEventLink",
                ),
                Item(QCoreApplication.translate("MainWindow", "&Back up database..."), ops.back_up),
                Item(
                    QCoreApplication.translate("MainWindow", "&Restore from backup..."),
                    ops.restore_backup,
                    name="restoreBackup",
                ),
                SEPARATOR,
                Item(
                    QCoreApplication.translate(
                        "MainWindow", "&Connect to a shared event database..."
                    ),
                    ops.connect_database,
                    name="connectDatabase",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "Open database &file..."),
                    ops.open_database_file,
                    name="openDatabaseFile",
                ),
                SEPARATOR,
            ],
        )
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
        (self.quit_action,) = _fill(
            menu,
            parent,
            [
                SEPARATOR,
                Item(QCoreApplication.translate("MainWindow", "&Quit"), ops.quit, std.Quit),
            ],
        )
        self.event_actions = [
            self.edit_event_action,
            self.delete_event_action,
            self.export_event_action,
            self.export_eventlink_action,
        ]


@dataclass(frozen=True)
class EditOperations:
    undo: Operation
    redo: Operation
    # Called when the menu opens, to name the changes undo and redo would take.
    refresh: Operation


class EditMenu:
    """Undo and Redo of the open event's changes (Ctrl+Z, Ctrl+Y). A text field with the
    focus keeps Ctrl+Z only while it has typed text to undo (``ui.window.undo_keys``); a step
    undo would refuse is disabled, saying why (``words.undo.text``)."""

    def __init__(self, bar: QMenuBar, parent: QObject, operations: EditOperations) -> None:
        std = QKeySequence.StandardKey
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Edit"))
        menu.setToolTipsVisible(True)
        menu.aboutToShow.connect(ops.refresh)
        self.menu = menu
        self.undo_action, self.redo_action = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("EditMenu", "&Undo"),
                    ops.undo,
                    std.Undo,
                    "undoAction",
                ),
                Item(
                    QCoreApplication.translate("EditMenu", "&Redo"),
                    ops.redo,
                    std.Redo,
                    "redoAction",
                ),
            ],
        )
        # Ctrl+Y on every platform (the standard Redo is Ctrl+Shift+Z on some desktops).
        redo_keys = QKeySequence.keyBindings(std.Redo)
        if QKeySequence("Ctrl+Y") not in redo_keys:
            redo_keys.append(QKeySequence("Ctrl+Y"))
        self.redo_action.setShortcuts(redo_keys)
        # Enabled by what can be undone (``show``), not merely by an open event.
        self.event_actions: list[QAction] = []

    def show(self, undo: tuple[str, str, str, bool], redo: tuple[str, str, str, bool]) -> None:
        """Each action's (text, tooltip, status tip, enabled)."""
        for action, (text, tip, status, enabled) in (
            (self.undo_action, undo),
            (self.redo_action, redo),
        ):
            action.setText(text)
            action.setToolTip(tip)  # never a name: see words.undo_text
            action.setStatusTip(status)
            action.setEnabled(enabled)


class RegistrationDesk(Protocol):
    """The open event's registration desk (issue 30: the Players tab's registrations panel):
    the one action that opens and closes it, its settings, and whether it is open
    (``None``: no event)."""

    def toggle(self) -> object: ...

    def edit_settings(self) -> object: ...

    def is_open(self) -> bool | None: ...


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
    open_to_phones: Operation
    floor_reports: Operation
    #: The store's regulars (issue 30): needs no event.
    regulars: Operation
    registration: RegistrationDesk


class EventMenu:
    """Players, the playoff, the Decklists submenu (MTR 2.7, 2.8), the audit log, phones
    and registration from them (issue 30)."""

    def __init__(self, bar: QMenuBar, parent: QObject, operations: EventOperations) -> None:
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "E&vent"))
        self.registration = ops.registration
        players = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "&Add player..."),
                    ops.add_player,
                    "Ctrl+Shift+A",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Import players from CSV..."),
                    ops.import_csv,
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "Start the &playoff"),
                    ops.start_playoff,
                ),
                SEPARATOR,
            ],
        )
        self.add_player_action, self.import_csv_action, self.start_playoff_action = players
        # The roster across events: offered with or without an open event.
        (self.regulars_action,) = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "Re&gulars..."),
                    ops.regulars,
                    None,
                    "regularsAction",
                ),
                SEPARATOR,
            ],
        )
        # The Decklists submenu: a player's list, the round's deck check, and the card-name
        # and banned lists the checks use.
        decklist_menu = menu.addMenu(QCoreApplication.translate("MainWindow", "&Decklists"))
        decklists = _fill(
            decklist_menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "&Decklist..."),
                    ops.decklist,
                    "Ctrl+Shift+D",
                ),
                Item(QCoreApplication.translate("MainWindow", "Deck &check..."), ops.deck_check),
                SEPARATOR,
                Item(
                    QCoreApplication.translate("MainWindow", "Import card &names..."),
                    ops.import_card_names,
                ),
                Item(
                    QCoreApplication.translate(
                        "MainWindow", "Import &banned and restricted lists..."
                    ),
                    ops.import_ban_lists,
                ),
            ],
        )
        (
            self.decklist_action,
            self.deck_check_action,
            self.import_card_names_action,
            self.import_ban_lists_action,
        ) = decklists
        (self.audit_log_action,) = _fill(
            menu,
            parent,
            [
                SEPARATOR,
                Item(QCoreApplication.translate("MainWindow", "Audit &log..."), ops.audit_log),
            ],
        )
        # Every event is served, none need be open: always offered. The results reported
        # from phones are the open event's.
        self.open_to_phones_action, self.floor_reports_action = _fill(
            menu,
            parent,
            [
                SEPARATOR,
                Item(
                    QCoreApplication.translate("MainWindow", "Open to &phones..."),
                    ops.open_to_phones,
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Reports from the floor..."),
                    ops.floor_reports,
                    "Ctrl+Shift+R",
                    "floorReportsAction",
                ),
            ],
        )
        # Registration from phones: the one action (its words follow the desk) and settings.
        self.registration_action, self.registration_settings_action = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "Open re&gistration"),
                    ops.registration.toggle,
                    name="registrationAction",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "Registration se&ttings..."),
                    ops.registration.edit_settings,
                    name="registrationSettingsAction",
                ),
            ],
        )
        menu.aboutToShow.connect(self.show_registration)
        self.event_actions = [
            self.audit_log_action,
            *players,
            *decklists,
            self.floor_reports_action,
            self.registration_action,
            self.registration_settings_action,
        ]

    def show_registration(self) -> None:
        """Name what the one action will do: open registration, or close it."""
        if self.registration.is_open():
            text = QCoreApplication.translate("MainWindow", "Close re&gistration")
        else:
            text = QCoreApplication.translate("MainWindow", "Open re&gistration")
        self.registration_action.setText(text)


@dataclass(frozen=True)
class RoundOperations:
    pair_next: Operation
    repair: Operation
    rollback: Operation
    enter_results: Operation
    scan_slip: Operation
    standings: Operation
    projector: Operation


class RoundMenu:
    """Pairing (and rolling the latest round back), results (typed or scanned from a slip),
    standings, and the projector clock."""

    def __init__(self, bar: QMenuBar, parent: QObject, operations: RoundOperations) -> None:
        ops = operations
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Round"))
        self.menu = menu
        self.event_actions = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "&Pair next round"),
                    ops.pair_next,
                    "Ctrl+Shift+P",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "Pair this round &again"), ops.repair
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "Roll &back the latest round..."),
                    ops.rollback,
                    name="rollbackAction",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Enter results"),
                    ops.enter_results,
                    "Ctrl+E",
                ),
                # The scan field's action: F2 reaches it from anywhere in the window.
                Item(
                    QCoreApplication.translate("ScanField", "Scan a result &slip"),
                    ops.scan_slip,
                    SCAN_SHORTCUT,
                    "scanSlipAction",
                ),
                Item(
                    QCoreApplication.translate("MainWindow", "&Standings"), ops.standings, "Ctrl+T"
                ),
            ],
        )
        (
            self.pair_next_action,
            self.repair_action,
            self.rollback_action,
            self.enter_results_action,
            self.scan_action,
            self.standings_action,
        ) = self.event_actions
        # The projected clocks (draft picks, deck building, the round): usable without an
        # event.
        (self.projector_action,) = _fill(
            menu,
            parent,
            [
                SEPARATOR,
                Item(
                    QCoreApplication.translate("MainWindow", "Pro&jector clock..."),
                    ops.projector,
                    "Ctrl+Shift+K",
                ),
            ],
        )

    def show_rollback(self, number: int | None) -> None:
        """Name the round Roll back would take back (``None``: none can be)."""
        if number is None:
            text = QCoreApplication.translate("MainWindow", "Roll &back the latest round...")
        else:
            text = QCoreApplication.translate("MainWindow", "Roll &back round %1...").replace(
                "%1", str(number)
            )
        self.rollback_action.setText(text)


class HelpMenu:
    """About mtrdesk and About Qt; neither needs an event."""

    def __init__(
        self, bar: QMenuBar, parent: QObject, about: Operation, *, getting_started: Operation
    ) -> None:
        menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
        # The first-run dialog again, with the guide (issue 19).
        (self.getting_started_action,) = _fill(
            menu,
            parent,
            [
                Item(
                    QCoreApplication.translate("MainWindow", "&Getting started..."), getting_started
                )
            ],
        )
        menu.addSeparator()
        self.about_action, self.about_qt_action = _fill(
            menu,
            parent,
            [
                Item(QCoreApplication.translate("MainWindow", "&About mtrdesk"), about),
                Item(QCoreApplication.translate("MainWindow", "About &Qt"), QApplication.aboutQt),
            ],
        )
        self.event_actions: list[QAction] = []
