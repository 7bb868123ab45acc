"""Result slips with each new round follow the event's MTR edition (issue 29): under
2023-08-21 results are reported on slips (MTR 1.6, 2.1), so pairing a round opens its slips
to print; under 2025-11-10 slips are one way of reporting among others (MTR 1.6, 1.10,
2.1: the phones and the desk remain), so they are printed with a round only when chosen."""

from __future__ import annotations

import datetime as dt

import pytest

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.tabs import rounds_tab
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators


def _window(qtbot, services: Services, settings, edition: str) -> MainWindow:  # type: ignore[no-untyped-def]
    event = EventSettings("金曜モダン", dt.date(2026, 11, 20)).with_changes(edition=edition)
    event_id, _ = services.events.create(event)
    for n in range(8):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.pod_tabs.pick(window.rounds_tab))
    return window


@pytest.mark.parametrize(("edition", "by_default"), [("2023-08-21", True), ("2025-11-10", False)])
def test_pairing_prints_slips_by_the_event_s_edition(
    qtbot,
    services: Services,
    settings,
    monkeypatch: pytest.MonkeyPatch,
    edition: str,
    by_default: bool,
) -> None:  # type: ignore[no-untyped-def]
    printed: list[str] = []
    monkeypatch.setattr(
        rounds_tab, "print_sheet", lambda widget, session, kind, *a: printed.append(kind.name)
    )
    window = _window(qtbot, services, settings, edition)
    tab = window.rounds_tab
    assert tab.slips_check.isChecked() is by_default
    tab.pair_button.click()
    assert len(tab.rounds) == 1
    assert printed == (["slips"] if by_default else [])
    # The other way round, chosen for this event: the next round follows the choice.
    tab.slips_check.setChecked(not by_default)
    for match in services.rounds.current_round(window.event_id).missing:
        services.rounds.report(window.event_id, 1, match.table, "2-0")
    tab.reload()
    tab.pair_button.click()
    assert len(tab.rounds) == 2
    assert printed == ["slips"]  # one round's slips in all: 2023 round 1, 2025 round 2


def test_the_choice_is_said_in_japanese(
    qtbot, translators: Translators, services, settings
) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    window = _window(qtbot, services, settings, "2025-11-10")
    assert window.rounds_tab.slips_check.text() == "新しい回戦ごとに結果登録用紙を印刷する"
    assert "スマホから" in window.rounds_tab.slips_check.toolTip()
