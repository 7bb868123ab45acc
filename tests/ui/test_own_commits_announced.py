"""On a shared PostgreSQL database the server announces every commit, the window's own too
(issue 17). The window's own commit was shown by its use case's ``Changes`` already: heard
again, it cost a second refresh of everything it had just shown (issue 33 item 3: "Pair
next round" at 1,024 players read the round twice). Another station's commit still
refreshes the window, also when it comes between two of the window's own."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from mtrdesk.services import Services
from mtrdesk.ui.outside_changes import OutsideChanges, others_commits
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.services_support import report_round
from tests.helpers.ui_helpers import FIXED_NOW, paired_event


class Server:
    """A server's change counter and its announcements, as ``OutsideChanges`` hears them."""

    def __init__(self) -> None:
        self.count = 0
        self.others: Callable[[str], None] | None = None
        self.own: Callable[[str], None] | None = None

    def mark(self) -> tuple[object, ...]:
        return ("connection", self.count, "writes")

    def listen(
        self, others: Callable[[str], None], own: Callable[[str], None]
    ) -> Callable[[], None]:
        self.others, self.own = others, own
        return lambda: None

    def commit(self, *, own: bool) -> None:
        self.count += 1
        announce = self.own if own else self.others
        assert announce is not None
        announce(str(self.count))


@pytest.fixture
def watched(qapp) -> tuple[Server, OutsideChanges, list[int]]:  # type: ignore[no-untyped-def]
    server = Server()
    refreshed: list[int] = []
    outside = OutsideChanges(server.mark, lambda: refreshed.append(server.count))
    outside.timer.stop()  # only the announcements here
    assert outside.follow(server.listen)
    return server, outside, refreshed


def test_the_windows_own_commits_refresh_nothing(watched, qapp) -> None:  # type: ignore[no-untyped-def]
    server, outside, refreshed = watched
    for _ in range(3):
        server.commit(own=True)
        qapp.processEvents()
    assert refreshed == []
    assert outside.check() is False  # the backstop's look finds nothing new either


def test_another_stations_commit_refreshes_also_between_own_ones(watched, qapp) -> None:  # type: ignore[no-untyped-def]
    server, _, refreshed = watched
    server.commit(own=True)
    server.commit(own=False)
    qapp.processEvents()
    assert refreshed == [2]
    # Heard late: the other's announcement queued behind the window's next own commit.
    server.count += 1  # another station's commit, not yet heard
    server.commit(own=True)
    qapp.processEvents()
    assert refreshed == [2, 4]
    server.commit(own=True)
    qapp.processEvents()
    assert refreshed == [2, 4]


def test_a_round_paired_in_a_window_on_a_server_is_read_once(  # type: ignore[no-untyped-def]
    qtbot, postgres_ready_dsn: str, tmp_path: Path
) -> None:
    """The window hears its own pairing announced, takes it as seen and refreshes
    nothing more; a result typed at another station still shows."""
    with (
        Services.open(postgres_ready_dsn, clock=lambda: FIXED_NOW, rng=random.Random(7)) as mine,
        Services.open(postgres_ready_dsn, clock=lambda: FIXED_NOW, rng=random.Random(8)) as other,
    ):
        event_id = paired_event(mine)
        report_round(mine, event_id, random.Random(1))
        window = MainWindow(mine, QSettings(str(tmp_path / "window.ini")))
        qtbot.addWidget(window)
        window.show()
        window.set_event(event_id)
        window.tabs.setCurrentWidget(window.rounds_tab)
        outside = window.outside
        outside.timer.stop()  # only the announcements
        window.pair_next_action.trigger()
        assert window.rounds_tab.selected_round_number() == 2
        mark = others_commits(mine.store.change_mark())
        qtbot.waitUntil(lambda: outside._seen == mark, timeout=3000)
        assert outside.refreshes == 0

        table = window.rounds_tab.panel.model.rows()[0].match.table
        other.rounds.report(event_id, 2, table, "2-0")
        qtbot.waitUntil(lambda: outside.refreshes == 1, timeout=3000)
        row = window.rounds_tab.panel.model.find_table(table)
        assert row is not None and row.match.result is not None
        window.close()
