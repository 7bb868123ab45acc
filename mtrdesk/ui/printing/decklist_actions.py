"""The decklist print entries (MTR 2.7, 7.5), defined once for the Decklists tab's Print
button and the Print menu's Decklists submenu: the selected players' lists, every list
received, a blank sheet, named blank sheets for the players still missing a list (handed
out at registration), the Sealed pool sheets (Limited events) and the playoff opponents'
lists (Professional REL only). The pages and the preview are ``ui.printing.decklists``'s.

Bulk sheets come in name order (by reading, 五十音順), as lists are filed. Whether an entry
applies is worked out when its menu opens; triggered anyway, it explains why not.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from mtrdesk.core.refusal import Refusal
from mtrdesk.core.settings import DeckKind, EventSettings, Structure
from mtrdesk.ui.errors import attempt, show_error
from mtrdesk.ui.plain import rich_safe
from mtrdesk.words.collation import name_sort_key

if TYPE_CHECKING:
    from mtrdesk.services.decklists.views import DecklistRow

if TYPE_CHECKING:  # the preview (QtPdf, reportlab) loads when something is printed
    from mtrdesk.services import Services
    from mtrdesk.ui.printing.preview import PrintPreviewDialog

Preview: TypeAlias = "PrintPreviewDialog | None"


def is_limited(settings: EventSettings) -> bool:
    """A Limited event (Sealed, draft): its players register a 40-card deck and a pool."""
    from mtrdesk.core.decklists.rules import DeckFormat, deck_format_for

    multiplayer = settings.structure is Structure.MULTIPLAYER
    return settings.kind is DeckKind.LIMITED or (
        deck_format_for(settings.format, multiplayer) is DeckFormat.LIMITED
    )


class DecklistPrintActions(QObject):
    """The entries for one place: ``host`` parents the previews and messages, ``settings``
    are the window's (the preview's paper), ``event_of`` says which event is open,
    ``selection`` which players are selected on the Decklists tab (in the table's order)."""

    def __init__(
        self,
        host: QWidget,
        services: Services,
        settings: QSettings,
        event_of: Callable[[], int | None],
        selection: Callable[[], Sequence[int]],
    ) -> None:
        super().__init__(host)
        self.host, self.services, self.settings = host, services, settings
        self._event_of, self._selection = event_of, selection
        self.selected_action = self._action(
            "selected",
            QCoreApplication.translate("DecklistPrintActions", "Selected players' lists..."),
            self.print_selected,
        )
        self.every_action = self._action(
            "every",
            QCoreApplication.translate("DecklistPrintActions", "Every list received..."),
            self.print_every,
        )
        self.blank_action = self._action(
            "blank",
            QCoreApplication.translate("DecklistPrintActions", "Blank registration sheet..."),
            self.print_blank,
        )
        self.missing_action = self._action(
            "missing",
            QCoreApplication.translate(
                "DecklistPrintActions", "Named blank sheets for players without a list..."
            ),
            self.print_missing,
        )
        self.pool_action = self._action(
            "pool",
            QCoreApplication.translate("DecklistPrintActions", "Sealed pool sheets (MTR 7.5)..."),
            self.print_pools,
        )
        self.opponents_action = self._action(
            "opponents",
            QCoreApplication.translate(
                "DecklistPrintActions", "Opponents' lists for the latest round (MTR 2.7)..."
            ),
            self.print_opponents,
        )
        self.every_action.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistPrintActions", "Every registered list, one sheet per player, by name."
                )
            )
        )
        self.blank_action.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistPrintActions",
                    "One sheet with the event's name, date and format, to copy and hand out.",
                )
            )
        )
        self.missing_action.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistPrintActions",
                    "A sheet with the name printed for each player who has not registered a "
                    "list yet, to hand out at registration.",
                )
            )
        )
        self.update()

    def _action(self, name: str, text: str, slot: Callable[[], Preview]) -> QAction:
        action = QAction(text, self)
        action.setObjectName(f"print-decklists-{name}")
        action.triggered.connect(lambda _=False: slot())
        return action

    def actions(self) -> list[QAction]:
        return [
            self.selected_action,
            self.every_action,
            self.blank_action,
            self.missing_action,
            self.pool_action,
            self.opponents_action,
        ]

    def fill(self, menu: QMenu) -> QMenu:
        """Add the entries to ``menu``, grouped; they are brought up to date as it opens."""
        menu.addActions([self.selected_action, self.every_action])
        menu.addSeparator()
        menu.addActions([self.blank_action, self.missing_action])
        menu.addSeparator()
        menu.addActions([self.pool_action, self.opponents_action])
        menu.setToolTipsVisible(True)  # the tooltips say why an entry is disabled
        menu.aboutToShow.connect(self.update)
        return menu

    # --- what applies -------------------------------------------------------------------------
    def _settings(self) -> EventSettings | None:
        event_id = self._event_of()
        if event_id is None:
            return None
        try:
            return self.services.events.get(event_id).settings
        except Refusal:  # deleted meanwhile: nothing applies
            return None

    def update(self) -> None:
        """Bring the entries up to date with the event open (read now) and the selection."""
        self.show_for(self._settings())

    def show_for(self, settings: EventSettings | None) -> None:
        """Enable the entries that apply to an event with ``settings`` (None: no event) and
        the selection, and say in the tooltips why the others do not."""
        from mtrdesk.core.editions.open_decklists import opponents_allowed
        from mtrdesk.words.editions.open_decklists import (
            open_decklists_hint,
            open_decklists_refusal,
        )

        has_event = settings is not None
        for action in (self.every_action, self.blank_action, self.missing_action):
            action.setEnabled(has_event)
        chosen = has_event and bool(self._selection())
        self.selected_action.setEnabled(chosen)
        self.selected_action.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistPrintActions", "The selected players' lists, one sheet per player."
                )
                if chosen
                else QCoreApplication.translate(
                    "DecklistPrintActions", "Select players in the Decklists table first."
                )
            )
        )
        limited = settings is not None and is_limited(settings)
        self.pool_action.setEnabled(limited)
        self.pool_action.setToolTip(
            rich_safe(
                QCoreApplication.translate(
                    "DecklistPrintActions",
                    "One pool registration sheet per player: filled in where the pool is "
                    "registered, else with the name only (MTR 7.5).",
                )
                if limited
                else QCoreApplication.translate(
                    "DecklistPrintActions", "Pool sheets are for Limited events (MTR 7.5)."
                )
            )
        )
        allowed = settings is not None and opponents_allowed(settings)
        self.opponents_action.setEnabled(allowed)
        self.opponents_action.setToolTip(
            rich_safe(
                ""
                if settings is None
                else open_decklists_hint(settings)
                if allowed
                else open_decklists_refusal(settings)
            )
        )

    # --- the entries ----------------------------------------------------------------------------
    def _rows(self, event_id: int) -> list[DecklistRow] | None:
        rows = attempt(self.host, lambda: self.services.decklists.overview(event_id))
        if rows is None:
            return None
        return sorted(rows, key=lambda row: name_sort_key(row.reading, row.name))

    def print_selected(self) -> Preview:
        """The lists of the players selected on the Decklists tab (a player without one
        gets a sheet with their name)."""
        from mtrdesk.ui.printing.decklists import print_decklist_sheets

        event_id = self._event_of()
        if event_id is None:
            return None
        entry_ids = list(self._selection())
        if not entry_ids:
            show_error(
                self.host,
                QCoreApplication.translate(
                    "DecklistPrintActions", "Select players in the Decklists table first."
                ),
            )
            return None
        return print_decklist_sheets(
            self.host, self.services, self.settings, event_id, entry_ids, False
        )

    def print_every(self) -> Preview:
        """Every registered list, by name."""
        from mtrdesk.services.decklists.views import DeckState
        from mtrdesk.ui.printing.decklists import print_decklist_sheets

        event_id = self._event_of()
        rows = self._rows(event_id) if event_id is not None else None
        if event_id is None or rows is None:
            return None
        entry_ids = [row.entry_id for row in rows if row.state is not DeckState.MISSING]
        return print_decklist_sheets(
            self.host, self.services, self.settings, event_id, entry_ids, False
        )

    def print_blank(self) -> Preview:
        """One unnamed sheet with the event printed on it."""
        from mtrdesk.ui.printing.decklists import print_decklist_sheets

        event_id = self._event_of()
        if event_id is None:
            return None
        return print_decklist_sheets(self.host, self.services, self.settings, event_id, None, True)

    def print_missing(self) -> Preview:
        """A named blank sheet for each player still in the event without a list."""
        from mtrdesk.services.decklists.views import DeckState
        from mtrdesk.ui.printing.decklists import print_decklist_sheets

        event_id = self._event_of()
        rows = self._rows(event_id) if event_id is not None else None
        if event_id is None or rows is None:
            return None
        entry_ids = [
            row.entry_id
            for row in rows
            if row.state is DeckState.MISSING and row.dropped_after_round is None
        ]
        if not entry_ids:
            show_error(
                self.host,
                QCoreApplication.translate(
                    "DecklistPrintActions",
                    "Every player has registered a list: no named blank sheet to print.",
                ),
            )
            return None
        return print_decklist_sheets(
            self.host, self.services, self.settings, event_id, entry_ids, True
        )

    def print_pools(self) -> Preview:
        """The Sealed pool sheets (MTR 7.5), one per player by name: the registered pool,
        else the name to fill in; with no players yet, one unnamed sheet."""
        from mtrdesk.ui.printing.decklists import print_decklist_sheets

        settings = self._settings()
        event_id = self._event_of()
        if event_id is None or settings is None:
            return None
        if not is_limited(settings):
            show_error(
                self.host,
                QCoreApplication.translate(
                    "DecklistPrintActions", "Pool sheets are for Limited events (MTR 7.5)."
                ),
            )
            return None
        rows = self._rows(event_id)
        if rows is None:
            return None
        entry_ids = [r.entry_id for r in rows if r.has_pool or r.dropped_after_round is None]
        if not entry_ids:
            return print_decklist_sheets(
                self.host, self.services, self.settings, event_id, None, True, pool=True
            )
        return print_decklist_sheets(
            self.host, self.services, self.settings, event_id, entry_ids, False, pool=True
        )

    def print_opponents(self) -> Preview:
        """Each playoff player's opponent's list (MTR 2.7); refused, with the reason,
        below Professional REL."""
        from mtrdesk.ui.printing.decklists import print_opponent_lists

        event_id = self._event_of()
        if event_id is None:
            return None
        return print_opponent_lists(self.host, self.services, self.settings, event_id)
