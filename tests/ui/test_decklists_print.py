"""Printing from the Decklists tab and the Print menu's Decklists submenu (MTR 2.7, 7.5):
each entry opens the print preview with the right pages (read back with pypdf), the pool
sheets only for Limited events, the opponents' lists only at Professional REL, in English
and Japanese."""

from __future__ import annotations

import datetime as dt
import io
import random

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from mtrdesk.core.settings import EventSettings, Format, Playoff, Rel
from mtrdesk.ui.printing import decklist_actions as decklist_print_actions
from mtrdesk.ui.printing import decklists as decklist_print
from mtrdesk.ui.printing.decklist_actions import DecklistPrintActions
from mtrdesk.ui.printing.preview import PrintPreviewDialog
from mtrdesk.ui.tabs.decklists_tab import DecklistsTab
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.decklist_samples import BOROS_BURN
from tests.helpers.services_support import report_round

POOL = "\n".join(
    f"{count} {name}"
    for count, name in (
        (2, "Lightning Bolt"),
        (3, "Goblin Guide"),
        (4, "Lava Spike"),
        (5, "Boros Charm"),
        (6, "Rift Bolt"),
        (10, "Sacred Foundry"),
        (10, "Inspiring Vantage"),
        (10, "Eidolon of the Great Revel"),
        (10, "Monastery Swiftspear"),
        (10, "Skewer the Critics"),
        (10, "Light Up the Stage"),
        (10, "Lightning Helix"),
    )
)
# Registered out of order: bulk sheets come by reading, 五十音順 (あおき, いとう, うえだ,
# えんどう, おの).
PLAYERS = [
    ("Endo", "Eri", "えんどう"),
    ("Aoki", "Akira", "あおき"),
    ("Ono", "Osamu", "おの"),
    ("Ito", "Ichiro", "いとう"),
    ("Ueda", "Umi", "うえだ"),
]


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Messages shown instead of a preview (the printing module's and the actions')."""
    shown: list[str] = []
    for module in (decklist_print, decklist_print_actions):
        monkeypatch.setattr(module, "show_error", lambda _parent, text: shown.append(text))
    return shown


def new_event(services, **changes: object) -> tuple[int, dict[str, int]]:  # type: ignore[no-untyped-def]
    base = EventSettings("Sunday Modern", dt.date(2026, 11, 22))
    event_id, _ = services.events.create(base.with_changes(**changes))
    ids = {
        family: services.players.add(event_id, family, given, reading=reading)[0]
        for family, given, reading in PLAYERS
    }
    return event_id, ids


def open_tab(qtbot, services, settings, event_id: int) -> tuple[MainWindow, DecklistsTab]:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.decklists_tab)
    return window, window.decklists_tab


def preview(host: QWidget, action: QAction) -> list[str] | None:
    """Trigger ``action``; the text of each page of the preview it opened (None: none)."""
    before = set(host.findChildren(PrintPreviewDialog))
    action.trigger()
    opened = [d for d in host.findChildren(PrintPreviewDialog) if d not in before]
    if not opened:
        return None
    (dialog,) = opened
    assert dialog.isVisible() and dialog.page_count > 0 and dialog.print_button.isEnabled()
    pages = [" ".join(p.extract_text().split()) for p in PdfReader(io.BytesIO(dialog.pdf)).pages]
    assert len(pages) == dialog.page_count
    dialog.reject()
    return pages


def entries(menu: QMenu) -> list[str]:
    return [a.objectName() for a in menu.actions() if not a.isSeparator()]


ENTRIES = [
    f"print-decklists-{name}"
    for name in ("selected", "every", "blank", "missing", "pool", "opponents")
]


def test_the_print_button_sits_with_the_decklist_buttons(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    tab = window.decklists_tab
    layout = tab.bar.layout()
    order = [layout.itemAt(i).widget() for i in range(4)]
    assert order == [tab.edit_button, tab.check_button, tab.lists_button, tab.print_button]
    assert tab.print_button.text() == "Print..."
    assert entries(tab.print_button.menu()) == ENTRIES
    assert not tab.print_button.isEnabled()  # no event
    event_id, _ = new_event(services, format=Format.MODERN)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(tab)  # a hidden tab reads the event when shown
    assert tab.print_button.isEnabled()


def test_selected_every_and_blank_sheets(qtbot, services, settings, errors) -> None:  # type: ignore[no-untyped-def]
    event_id, ids = new_event(services, format=Format.MODERN)
    for family in ("Endo", "Aoki", "Ueda"):
        services.decklists.save(event_id, ids[family], BOROS_BURN)
    services.players.drop(ids["Ono"])  # dropped without a list: no named blank sheet
    _window, tab = open_tab(qtbot, services, settings, event_id)
    actions = tab.print_actions

    # Nothing selected: the entry says what to do first.
    tab.table.clearSelection()
    assert not actions.selected_action.isEnabled()
    assert "Select players" in actions.selected_action.toolTip()
    assert actions.print_selected() is None and errors[-1].startswith("Select players")

    # Two players chosen in the table (several rows can be selected): their lists.
    assert tab.select_entry(ids["Endo"])
    row = tab.proxy.mapFromSource(tab.model.index(tab.model.row_of(ids["Aoki"]), 0)).row()
    flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
    tab.table.selectionModel().select(tab.proxy.index(row, 0), flags)
    assert tab.selected_entry_ids() == [ids["Aoki"], ids["Endo"]]  # as shown, by reading
    assert tab.selected() is not None and tab.selected().entry_id == ids["Endo"]  # current
    assert actions.selected_action.isEnabled()
    pages = preview(tab, actions.selected_action)
    assert pages is not None and len(pages) == 2
    assert "Aoki Akira" in pages[0] and "Endo Eri" in pages[1]
    assert all("Decklist registration" in p and "4 Goblin Guide" in p for p in pages)
    assert all("Main deck total 60 cards" in p for p in pages)

    # Every list received, by name; nobody without one.
    pages = preview(tab, actions.every_action)
    assert pages is not None and len(pages) == 3
    assert ["Aoki" in pages[0], "Ueda" in pages[1], "Endo" in pages[2]] == [True] * 3
    assert not any("Ito Ichiro" in p or "Ono Osamu" in p for p in pages)
    assert all("Sunday Modern" in p and "Modern" in p for p in pages)

    # One unnamed sheet with the event on it.
    (page,) = preview(tab, actions.blank_action) or [None]
    assert page is not None and "Decklist registration" in page and "Sunday Modern" in page
    assert not any(name in page for name, _given, _reading in PLAYERS)
    assert "Goblin Guide" not in page

    # Named blank sheets for the players still missing a list (not the dropped one).
    pages = preview(tab, actions.missing_action)
    assert pages is not None and len(pages) == 1
    assert "Ito Ichiro" in pages[0] and "Goblin Guide" not in pages[0]
    assert errors == ["Select players in the Decklists table first."]


def test_no_missing_list_and_no_list_at_all_are_explained(
    qtbot, services, settings, errors
) -> None:  # type: ignore[no-untyped-def]
    event_id, ids = new_event(services, format=Format.MODERN)
    _window, tab = open_tab(qtbot, services, settings, event_id)
    assert preview(tab, tab.print_actions.every_action) is None
    assert errors[-1] == "No player has registered a list yet: nothing to print."
    for entry in ids.values():
        services.decklists.save(event_id, entry, BOROS_BURN)
    tab.reload()
    assert preview(tab, tab.print_actions.missing_action) is None
    assert errors[-1] == "Every player has registered a list: no named blank sheet to print."


def test_pool_sheets_only_for_limited_events(qtbot, services, settings, errors) -> None:  # type: ignore[no-untyped-def]
    modern, _ = new_event(services, format=Format.MODERN)
    window, tab = open_tab(qtbot, services, settings, modern)
    pool = tab.print_actions.pool_action
    assert not pool.isEnabled()
    assert pool.toolTip() == "Pool sheets are for Limited events (MTR 7.5)."
    assert tab.print_actions.print_pools() is None
    assert errors == ["Pool sheets are for Limited events (MTR 7.5)."]

    sealed, ids = new_event(services, name="Sealed GP Trial", format=Format.SEALED)
    services.decklists.save_pool(sealed, ids["Ueda"], POOL, registered_by=ids["Aoki"])
    window.set_event(sealed)
    assert pool.isEnabled() and "MTR 7.5" in pool.toolTip()
    pages = preview(tab, pool)
    assert pages is not None and len(pages) == 5  # one per player, by name
    assert all("Sealed Deck pool registration (MTR 7.5)" in p for p in pages)
    assert "Ueda Umi" in pages[2] and "10 Sacred Foundry" in pages[2]
    assert "Aoki Akira" in pages[2]  # who registered it (MTR 7.5)
    assert "Ito Ichiro" in pages[1] and "Sacred Foundry" not in pages[1]


def test_opponents_lists_only_at_professional_rel(qtbot, services, settings, errors) -> None:  # type: ignore[no-untyped-def]
    regular, _ = new_event(services, format=Format.MODERN)
    window, tab = open_tab(qtbot, services, settings, regular)
    opponents = tab.print_actions.opponents_action
    assert not opponents.isEnabled()
    # MTR 2.7 (2025-11-10): the programs that give players their opponents' lists.
    refusal = (
        "Opponents' decklists are handed to players only at Regional Championship, "
        "Spotlight Series, Limited Championship, Pro Tour, World Championship, or at an "
        "event of no listed program run at Professional REL (MTR 2.7)."
    )
    assert opponents.toolTip() == refusal
    assert tab.print_actions.print_opponents() is None
    assert errors == [refusal]

    pro, ids = new_event(
        services, rel=Rel.PROFESSIONAL, playoff=Playoff.TOP4, swiss_rounds=3, name="RC Trial"
    )
    for n in range(3):
        ids[f"Extra{n}"] = services.players.add(pro, f"Extra{n}", "Player")[0]
    for entry in ids.values():
        services.decklists.save(pro, entry, BOROS_BURN)
    rng = random.Random(9)
    for _ in range(3):
        services.rounds.pair_next(pro)
        report_round(services, pro, rng, "2-0")
    services.playoff.start(pro)
    window.set_event(pro)
    assert opponents.isEnabled()
    pages = preview(tab, opponents)
    assert pages is not None and len(pages) == 4  # top 4: each player gets one list
    assert all("Opponent's decklist:" in p and "4 Goblin Guide" in p for p in pages)


def test_the_print_menu_has_the_same_entries(qtbot, services, settings, errors) -> None:  # type: ignore[no-untyped-def]
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    menu = window.findChild(QMenu, "printDecklistsMenu")
    assert menu is not None and menu.title() == "&Decklists"
    assert isinstance(window.decklist_print, DecklistPrintActions)
    assert entries(menu) == ENTRIES
    assert not menu.menuAction().isEnabled()  # no event open
    event_id, ids = new_event(services, format=Format.MODERN)
    services.decklists.save(event_id, ids["Ito"], BOROS_BURN)
    window.set_event(event_id)
    assert menu.menuAction().isEnabled()
    menu.aboutToShow.emit()
    actions = window.decklist_print
    assert not actions.selected_action.isEnabled()  # nothing chosen on the Decklists tab
    assert not actions.pool_action.isEnabled() and not actions.opponents_action.isEnabled()
    pages = preview(window, actions.every_action)
    assert pages is not None and len(pages) == 1 and "Ito Ichiro" in pages[0]
    # The selection is the Decklists tab's, even when another tab is in front.
    window.tabs.setCurrentWidget(window.decklists_tab)
    assert window.decklists_tab.select_entry(ids["Ono"])
    window.tabs.setCurrentWidget(window.players_tab)
    menu.aboutToShow.emit()
    pages = preview(window, actions.selected_action)
    assert pages is not None and len(pages) == 1
    assert "Ono Osamu" in pages[0] and "Goblin Guide" not in pages[0]  # no list: name only
    assert preview(window, actions.missing_action) is not None
    window.set_event(None)
    assert not menu.menuAction().isEnabled()


def test_in_japanese(qtbot, services, settings, translators, errors) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    event_id, ids = new_event(services, format=Format.MODERN)
    services.decklists.save(event_id, ids["Aoki"], BOROS_BURN)
    window, tab = open_tab(qtbot, services, settings, event_id)
    texts = [a.text() for a in tab.print_actions.actions()]
    assert all(text and not text.isascii() for text in texts)
    assert tab.print_button.text() == "印刷..."
    window_menu = window.findChild(QMenu, "printDecklistsMenu")
    assert window_menu is not None and "デッキ" in window_menu.title()
    (page,) = preview(tab, tab.print_actions.blank_action) or [None]
    assert page is not None and "デッキ登録用紙" in page
    assert tab.print_actions.print_opponents() is None
    assert "ルール適用度がプロの大会" in tab.print_actions.opponents_action.toolTip()
    assert errors and not errors[-1].isascii() and "2.7" in errors[-1]
