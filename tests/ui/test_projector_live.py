"""The projector's live parts (issue 5): a pod's pick clock from the Draft pods tab with its
recorded drops (MTR 7.7), the round clock's extension list re-read while open (MTR 2.6),
and the pairings by name paged beside the round countdown. Fake clocks only."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from mtrdesk.core.draft.clock import DraftKind, Drop, draft_plan
from mtrdesk.core.draft.profiles import EN_2023, JA_2016
from mtrdesk.core.draft.steps import StepKind
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services.printouts.postings import pairings_posting
from mtrdesk.ui.projector.extensions import ExtensionList, show_extensions
from mtrdesk.ui.projector.pairings_panel import PairingRow, PairingsPanel, pairing_rows
from mtrdesk.ui.projector.pod_clock import pod_plan
from mtrdesk.ui.projector.programs import Mode, round_program
from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog
from mtrdesk.ui.projector.window import ProjectorWindow
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog
from tests.helpers.ui_pods import draft_event, open_window

WALL = dt.datetime(2026, 11, 20, 13, 0, 20)


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def test_a_pods_recorded_drop_reaches_the_pick_clock(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = draft_event(services, 12)
    services.pods.seat(event_id, 8, seed=3)  # 12 players: two pods of 6
    pod2 = services.pods.seats(event_id).pod(2)
    stopper = next(s for s in pod2.seats if s.seat == 3)
    services.pods.drop_from_draft(event_id, stopper.entry, 2, 4)
    window = open_window(qtbot, services, settings, event_id)
    tab = window.draft_pods_tab
    window.tabs.setCurrentWidget(tab)
    assert not tab.clock_button.isEnabled()  # two pods, none chosen
    tab.tree.selectionModel().select(
        tab.model.index(1, 0),
        QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows,
    )
    assert tab.clock_button.isEnabled()
    tab.clock_now = FakeClock()
    tab.clock_button.click()
    projector = tab.projector
    assert isinstance(projector, ProjectorWindow) and projector.isVisible()
    plan = projector.program.plan
    assert plan is not None and projector.program.mode is Mode.DRAFT
    # The core's own plan of that pod: 6 drafters, seat 3 out before pack 2, pick 4.
    core = draft_plan(DraftKind.BOOSTER, EN_2023, seats=6, drops=[Drop("3", 2, 4)])
    assert plan.steps == core.steps and plan.drops == (Drop("3", 2, 4),)
    assert plan.steps != draft_plan(DraftKind.BOOSTER, EN_2023, seats=6).steps
    picks = {(s.pack, s.pick): s for s in plan.steps if s.pick is not None}
    assert "3" not in picks[(2, 3)].dropped  # still drafting on pick 3
    assert "3" in picks[(2, 4)].dropped and "3" in picks[(3, 1)].dropped  # skipped (7.7)
    projector.close()


def test_a_pods_pick_clock_runs_on_the_timings_the_event_follows(  # type: ignore[no-untyped-def]
    qtbot, services, settings, translators
) -> None:
    """Issue 18: the Draft pods tab's pick clock of an event that follows the Japanese MTR
    2016 runs on its 付録B (reviews 30 s, 45 s), in the Japanese window; once the event
    goes back to MTR 2023, on 2023's (60 s, 90 s)."""
    assert translators.install("ja")
    event_id = draft_event(services, 8, draft_timings=JA_2016.key)
    services.pods.seat(event_id, 8, seed=3)
    window = open_window(qtbot, services, settings, event_id, "ja")
    tab = window.draft_pods_tab
    window.tabs.setCurrentWidget(tab)
    tab.clock_now = FakeClock()

    def reviews() -> list[int]:
        tab.clock_button.click()
        projector = tab.projector
        assert isinstance(projector, ProjectorWindow)
        plan = projector.program.plan
        assert plan is not None
        projector.close()
        return [s.seconds for s in plan.steps if s.kind is StepKind.REVIEW]

    assert tab.clock_button.isEnabled()  # one pod: chosen for the organizer
    assert reviews() == [30, 45]
    settings_now = services.events.get(event_id).settings
    services.events.update(event_id, settings_now.with_changes(draft_timings=EN_2023.key))
    assert reviews() == [60, 90]


def test_seat_numbers_with_a_gap_keep_the_pods_labels() -> None:
    """Seat 2 moved away: five drafters, passing 1 → 3; the plan says "3", as the tab."""
    plan = pod_plan([1, 3, 4, 5, 6], [(4, 1, 5)], JA_2016)
    core = draft_plan(DraftKind.BOOSTER, JA_2016, seats=5, drops=[Drop("3", 1, 5)])
    assert [s.seconds for s in plan.steps] == [s.seconds for s in core.steps]
    assert plan.seats == ("1", "3", "4", "5", "6") and plan.drops == (Drop("4", 1, 5),)
    assert any(s.dropped == ("4",) for s in plan.steps)


def round_window(qtbot, size: tuple[int, int] = (1280, 720)) -> ProjectorWindow:  # type: ignore[no-untyped-def]
    window = ProjectorWindow(round_program(50), now=FakeClock())
    qtbot.addWidget(window)
    window.resize(*size)
    window.clock.start()
    return window


def test_the_extension_list_follows_the_store_while_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = round_window(qtbot)
    store: dict[str, int] = {}
    extensions = show_extensions(window, lambda: store, wall=lambda: WALL)
    assert isinstance(extensions, ExtensionList) and extensions.isHidden()
    store["3"] = 8  # a deck check while the clock runs (MTR 2.6: 5 + 3)
    extensions.poll()
    assert extensions.text() == "Table 3: +8 min → ends 13:58"
    assert not extensions.isHidden()
    # Many tables: the lines that fit, then how many more.
    store.update({str(n): 2 for n in range(10, 50)})
    extensions.poll()
    lines = extensions.text().splitlines()
    room = extensions.max_lines()
    assert 1 < room < 41 and len(lines) == room
    assert lines[0] == "Table 3: +8 min → ends 13:58"
    assert lines[-1] == f"+{41 - (room - 1)} more tables"
    window.resize(1920, 1080)  # the font grows with the window: as many lines fit
    extensions.update_text()
    assert len(extensions.text().splitlines()) == extensions.max_lines() == room


def paired_japanese_event(services) -> int:  # type: ignore[no-untyped-def]
    event_id, _ = services.events.create(EventSettings("金曜モダン", dt.date(2026, 11, 20)))
    for family, given, reading in SIXTEEN[:15]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id)
    return event_id


def test_the_pairings_page_by_reading_with_table_and_opponent(qtbot, services) -> None:  # type: ignore[no-untyped-def]
    event_id = paired_japanese_event(services)
    rows = pairing_rows(pairings_posting(services.printing.event(event_id), 1))
    readings = {f"{f} {g}": r for f, g, r in SIXTEEN}
    assert len(rows) == 15
    assert [readings[r.name] for r in rows] == sorted(readings[r.name] for r in rows)
    bye = next(r for r in rows if not r.table)
    assert bye.opponent == "Bye (no table)"
    paired = next(r for r in rows if r.table)
    partner = next(r for r in rows if r.name == paired.opponent)
    assert partner.table == paired.table and partner.opponent == paired.name

    window = round_window(qtbot)
    calls: list[int] = []

    def source() -> list[PairingRow]:
        calls.append(1)
        return rows

    from mtrdesk.ui.projector.pairings_panel import show_pairings

    panel = show_pairings(window, source)
    assert isinstance(panel, PairingsPanel) and not panel.isHidden()
    assert window.side_share > 0 and panel.button.isChecked()
    per = panel.rows_per_page()
    assert 3 <= per < 15
    pages = -(-15 // per)
    assert panel.page_count() == pages
    seen = []
    read = len(calls)
    for _ in range(pages):
        seen += panel.shown_rows()
        panel.next_page()
    assert seen == [(r.name, r.table, r.opponent) for r in rows]
    assert panel.page == 0 and len(calls) == read + 1  # read again on wrapping
    assert panel.title.text() == f"Pairings by name — page 1 of {pages}"
    QTest.keyClick(window, Qt.Key.Key_P)
    assert panel.isHidden() and window.side_share == 0 and not panel.button.isChecked()
    QTest.keyClick(window, Qt.Key.Key_P)
    assert not panel.isHidden()


def test_the_round_menu_gives_the_clock_its_round(qtbot, services, settings) -> None:  # type: ignore[no-untyped-def]
    event_id = paired_japanese_event(services)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)

    def choose_round(dialog: QDialog) -> None:
        assert isinstance(dialog, ProjectorSetupDialog)
        dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(Mode.ROUND))
        dialog.accept()

    on_next_dialog(choose_round)
    window.projector_action.trigger()
    projector = window.projector
    assert isinstance(projector, ProjectorWindow)
    panel, extensions = projector.pairings_panel, projector.extension_list
    assert isinstance(panel, PairingsPanel) and len(panel.rows) == 15
    assert isinstance(extensions, ExtensionList) and extensions.isHidden()
    table = int(next(r.table for r in panel.rows if r.table))
    services.extensions.add(event_id, 1, table, 5, ExtensionReason.DECK_CHECK)
    extensions.poll()
    assert extensions.text().startswith(f"Table {table}: +8 min")
    projector.close()
