"""The main window's menus: File, Event, Round, Print, Help, with their shortcuts.

Every action is kept on the window (``window.pair_next_action``...) so the window can
enable them with the event and tests can trigger them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication

from mtrdesk.ui import event_files
from mtrdesk.ui.print_menu import build_print_menu

if TYPE_CHECKING:
    from mtrdesk.ui.main_window import MainWindow

# Language menu entries are written in their own language, as every program does.
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}


def _action(
    window: MainWindow,
    text: str,
    slot: Callable[[], object],
    shortcut: QKeySequence.StandardKey | str | None = None,
) -> QAction:
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action


def build_menus(window: MainWindow) -> None:
    """The File, Event, Round and Help menus; each action becomes an attribute of the
    window (``window.pair_next_action``...), as tests and the window use them."""
    std = QKeySequence.StandardKey
    bar = window.menuBar()

    file_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&File"))
    window.new_event_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&New event..."),
        window.events_tab.new_event,
        std.New,
    )
    window.open_event_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Open event..."),
        window.show_events,
        std.Open,
    )
    window.edit_event_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Edit event settings..."),
        window._edit_event,
        "Ctrl+I",
    )
    window.delete_event_action = _action(
        window, QCoreApplication.translate("MainWindow", "&Delete event..."), window._delete_event
    )
    file_menu.addActions(
        [window.new_event_action, window.open_event_action, window.edit_event_action]
    )
    file_menu.addAction(window.delete_event_action)
    file_menu.addSeparator()
    window.import_event_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Import event..."),
        lambda: window.import_event(),
    )
    window.export_event_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "E&xport event..."),
        lambda: window.export_event(),
    )
    window.backup_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Back up database..."),
        lambda: event_files.backup_database(window, window.services),
    )
    file_menu.addActions([window.import_event_action, window.export_event_action])
    file_menu.addAction(window.backup_action)
    file_menu.addSeparator()
    language_menu = file_menu.addMenu(QCoreApplication.translate("MainWindow", "&Language"))
    group = QActionGroup(window)
    window.language_actions = {}
    for code, name in LANGUAGE_NAMES.items():
        action = QAction(name, window, checkable=True)
        action.setChecked(code == window.language)
        action.triggered.connect(lambda _=False, c=code: window.language_requested.emit(c))
        group.addAction(action)
        language_menu.addAction(action)
        window.language_actions[code] = action
    file_menu.addSeparator()
    window.quit_action = _action(
        window, QCoreApplication.translate("MainWindow", "&Quit"), window.close, std.Quit
    )
    file_menu.addAction(window.quit_action)

    event_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "E&vent"))
    window.add_player_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Add player..."),
        window._add_player,
        "Ctrl+Shift+A",
    )
    window.import_csv_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Import players from CSV..."),
        window._import_csv,
    )
    window.start_playoff_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Start the &playoff"),
        window._start_playoff,
    )
    window.audit_log_action = _action(
        window, QCoreApplication.translate("MainWindow", "Audit &log..."), window._show_audit_log
    )
    event_menu.addActions(
        [window.add_player_action, window.import_csv_action, window.start_playoff_action]
    )
    event_menu.addSeparator()
    decklist_actions = _decklist_actions(window)
    decklist_menu = event_menu.addMenu(QCoreApplication.translate("MainWindow", "&Decklists"))
    decklist_menu.addActions(decklist_actions[:2])
    decklist_menu.addSeparator()
    decklist_menu.addActions(decklist_actions[2:])
    event_menu.addSeparator()
    event_menu.addAction(window.audit_log_action)

    round_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Round"))
    window.pair_next_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Pair next round"),
        window._pair_next,
        "Ctrl+Shift+P",
    )
    window.repair_action = _action(
        window, QCoreApplication.translate("MainWindow", "Pair this round &again"), window._repair
    )
    window.enter_results_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Enter results"),
        window._enter_results,
        "Ctrl+E",
    )
    window.standings_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Standings"),
        window._show_standings,
        "Ctrl+T",
    )
    window.scan_action = window.scan_bar.focus_action
    # The projected clocks (draft picks, deck building, the round): usable without an event.
    window.projector_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Pro&jector clock..."),
        lambda: _open_projector(window),
        "Ctrl+Shift+K",
    )
    round_menu.addActions(
        [
            window.pair_next_action,
            window.repair_action,
            window.enter_results_action,
            window.scan_action,
            window.standings_action,
        ]
    )
    round_menu.addSeparator()
    round_menu.addAction(window.projector_action)
    print_actions = build_print_menu(window)

    help_menu = bar.addMenu(QCoreApplication.translate("MainWindow", "&Help"))
    window.about_action = _action(
        window, QCoreApplication.translate("MainWindow", "&About mtrdesk"), window.show_about
    )
    window.about_qt_action = _action(
        window, QCoreApplication.translate("MainWindow", "About &Qt"), QApplication.aboutQt
    )
    help_menu.addActions([window.about_action, window.about_qt_action])
    window.event_actions = [
        window.edit_event_action,
        window.delete_event_action,
        window.export_event_action,
        window.audit_log_action,
        window.add_player_action,
        window.import_csv_action,
        window.start_playoff_action,
        *decklist_actions,
        window.pair_next_action,
        window.repair_action,
        window.enter_results_action,
        window.scan_action,
        window.standings_action,
        *print_actions,
    ]


def _decklist_actions(window: MainWindow) -> list[QAction]:
    """The Decklists submenu (MTR 2.7, 2.8): a player's list, the round's deck check,
    and the card-name and banned lists the checks use."""
    window.decklist_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "&Decklist..."),
        window._show_decklists,
        "Ctrl+Shift+D",
    )
    window.deck_check_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Deck &check..."),
        window._deck_check,
    )
    window.import_card_names_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Import card &names..."),
        window._import_card_names,
    )
    window.import_ban_lists_action = _action(
        window,
        QCoreApplication.translate("MainWindow", "Import &banned and restricted lists..."),
        window._import_ban_lists,
    )
    return [
        window.decklist_action,
        window.deck_check_action,
        window.import_card_names_action,
        window.import_ban_lists_action,
    ]


def _open_projector(window: MainWindow) -> None:
    """The projector clock, with the open event's round time and end-of-round turns; the
    round clock lists the current round's extended tables (MTR 2.6, re-read while open) and
    pages through its pairings by name (issue 5: players find their table)."""
    from mtrdesk.services.errors import ServiceError
    from mtrdesk.services.print_postings import pairings_posting
    from mtrdesk.ui.projector.pairings_panel import PairingRow, pairing_rows
    from mtrdesk.ui.projector.setup_dialog import open_projector

    event = None
    extensions: Callable[[], dict[str, int]] | None = None
    pairings: Callable[[], list[PairingRow]] | None = None
    event_id = window.event_id
    if event_id is not None:
        event = window.services.events.get(event_id).settings
        current = window.services.rounds.current_round(event_id)
        if current is not None:
            number = current.number

            def round_extensions() -> dict[str, int]:
                try:
                    return dict(window.services.extensions.for_round(event_id, number))
                except ServiceError:  # the event went away while the clock is open
                    return {}

            def round_pairings() -> list[PairingRow]:
                try:
                    history = window.services.printing.event(event_id)
                    return pairing_rows(pairings_posting(history, number))
                except ServiceError:
                    return []

            extensions, pairings = round_extensions, round_pairings

    window.projector = open_projector(
        window,
        window.settings,
        window.language,
        event=event,
        extensions=extensions,
        pairings=pairings,
    )
