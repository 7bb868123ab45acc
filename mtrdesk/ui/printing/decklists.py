"""The window's way to print decklist sheets: the registration sheet, blank or filled
(MTR 2.7), the Sealed pool sheet (7.5) and the playoff opponents' copies (2.7), shown in
the print preview (``dialogs.print_preview.preview_pdf``) with its paper switch, Print and
Save PDF. The pages are ``sheets.decklists``'s, as ``mtrdesk print-decklists`` writes them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

from mtrdesk.ui.errors import attempt, show_error

if TYPE_CHECKING:  # the printing stack (reportlab, QtPdf) loads when a sheet is printed
    from mtrdesk.printing.decklists.sheet import DeckPage
    from mtrdesk.printing.page import PageSetup
    from mtrdesk.services import Services
    from mtrdesk.ui.printing.preview import PrintPreviewDialog


def _pages_to_print(
    parent: QWidget, read: Callable[[], list[DeckPage]], nothing: str
) -> list[DeckPage] | None:
    """The pages ``read`` gives, or None after saying why not (its refusal, or ``nothing``
    when there is no page to print)."""
    pages = attempt(parent, read)
    if pages is None:
        return None
    if not pages:
        show_error(parent, nothing)
        return None
    return pages


def _preview(
    parent: QWidget, settings: QSettings, title: str, pages: list[DeckPage]
) -> PrintPreviewDialog:
    # Imported on first print: the window opens without reportlab and QtPdf.
    from mtrdesk.sheets.decklists import render_pages_bytes
    from mtrdesk.ui.printing.preview import preview_pdf

    def render(setup: PageSetup) -> bytes:
        return render_pages_bytes(pages, setup)

    return preview_pdf(parent, settings, title, render)


def print_decklist_sheets(
    parent: QWidget,
    services: Services,
    settings: QSettings,
    event_id: int,
    entry_ids: Sequence[int] | None,
    blank: bool,
    *,
    pool: bool = False,
) -> PrintPreviewDialog | None:
    """The preview of the registration sheets of ``entry_ids`` (None: every player with a
    list; blank with None: one sheet with the event's name), one page per player;
    ``blank``: sheets to write on, with the players' names; ``pool``: the Sealed pool
    sheets (MTR 7.5). The preview remembers its paper in ``settings``. Nothing to print is
    explained instead, and None returned."""
    from mtrdesk.sheets.decklists import event_pages, sheet_labels  # reportlab: on first print

    pages = _pages_to_print(
        parent,
        lambda: event_pages(services, event_id, entry_ids, blank=blank, pool=pool),
        QCoreApplication.translate(
            "DecklistPrint", "No player has registered a list yet: nothing to print."
        ),
    )
    if pages is None:
        return None
    labels = sheet_labels()
    return _preview(parent, settings, labels.pool_title if pool else labels.title, pages)


def print_opponent_lists(
    parent: QWidget,
    services: Services,
    settings: QSettings,
    event_id: int,
    round_number: int | None = None,
) -> PrintPreviewDialog | None:
    """The preview of each player's opponent's list (MTR 2.7) for a round, Swiss or
    playoff (default the latest); refused, with the reason shown, outside the programs
    that give opponents' lists (``core.editions.open_decklists``) or when no match of the
    round has registered lists."""
    # reportlab loads on first print, not with the window.
    from mtrdesk.sheets.decklists import event_opponent_pages, opponents_allowed
    from mtrdesk.words.editions.open_decklists import open_decklists_refusal

    event_settings = attempt(parent, lambda: services.printing.event(event_id).state.settings)
    if event_settings is None:
        return None
    if not opponents_allowed(event_settings):
        show_error(parent, open_decklists_refusal(event_settings))
        return None
    pages = _pages_to_print(
        parent,
        lambda: event_opponent_pages(services, event_id, round_number),
        QCoreApplication.translate(
            "DecklistPrint", "No match of this round has registered lists to print yet."
        ),
    )
    if pages is None:
        return None
    title = QCoreApplication.translate("DecklistPrint", "Opponents' decklists")
    return _preview(parent, settings, title, pages)
