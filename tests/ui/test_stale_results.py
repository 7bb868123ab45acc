"""Two stations, one table (issue 27, item 2): a result is written only over the result its
writer saw.

The window's rows refresh with what other stations enter (twice a second on a file, at
each announcement on a server), so what a row shows when Enter is pressed may be a result
the user never looked at. What the window sends is the result its row showed when the
table was typed (or the slip scanned); the service compares it with the stored result
inside its transaction. Runs on an SQLite file (the other station: a second connection
beside, as the phones' server is) and on the throwaway PostgreSQL server (the other
station: a second station, or the command line itself).

The gaps between the other station's write and Enter (1 ms to 2 s) are not waited for:
the window's refreshes are placed on a simulated clock (every 0.5 s) and run in the
order the reads and writes would happen, so the whole race takes a few seconds.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from mtrdesk.cli import main
from mtrdesk.cli import messages as cli_messages
from mtrdesk.core.results import MatchResult
from mtrdesk.services import Services
from mtrdesk.store.models import AuditLog
from mtrdesk.ui.outside_changes import INTERVAL
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers import postgres
from tests.helpers.ui_helpers import FIXED_NOW

#: The gaps between the other station's write and this one's Enter, in seconds.
GAPS = (0.001, 0.05, 0.5, 2.0)
#: When the window's refreshes come (seconds on the simulated clock): every 0.5 s.
TICK = INTERVAL / 1000
#: The other station writes at this moment of the simulated clock.
WRITE_AT = 1.0


@dataclass
class Room:
    """The window (a station on ``services``) and another station on the same store."""

    window: MainWindow
    services: Services
    other: Services
    event_id: int
    address: str
    shared: bool


def station_clock() -> dt.datetime:
    return FIXED_NOW + dt.timedelta(minutes=3)  # 13:03: the other station's writes


@pytest.fixture(params=postgres.tested_stores())
def room(request: pytest.FixtureRequest, qtbot, tmp_path: Path) -> Iterator[Room]:  # type: ignore[no-untyped-def]
    shared = request.param == "postgresql"
    if shared:
        address = request.getfixturevalue("postgres_ready_dsn")
        services = Services.open(address, clock=lambda: FIXED_NOW, rng=random.Random(7))
        other = Services.open(
            address, clock=station_clock, rng=random.Random(8), station="LAPTOP-2"
        )
    else:
        address = str(tmp_path / "event.sqlite3")
        services = Services.open(address, clock=lambda: FIXED_NOW, rng=random.Random(7))
        other = Services(
            services.store.beside(), station_clock, random.Random(8), station="LAPTOP-2"
        )
    event_id = paired(services, 20)
    window = MainWindow(services, QSettings(str(tmp_path / "window.ini")))
    qtbot.addWidget(window)
    window.show()
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    window.outside.stop()  # the refreshes come from the simulated clock below
    yield Room(window, services, other, event_id, address, shared)
    window.close()
    other.close()
    services.close()


def paired(services: Services, players: int) -> int:
    from mtrdesk.core.settings import EventSettings

    event_id, _ = services.events.create(EventSettings("金曜モダン", dt.date(2026, 11, 20)))
    for n in range(players):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    services.rounds.pair_next(event_id, seed=3)
    return event_id


def type_table(qtbot, room: Room, table: int) -> MatchResult | None:  # type: ignore[no-untyped-def]
    """The table typed and Enter: the players show; what its row shows then."""
    entry = room.window.rounds_tab.entry
    entry.table_edit.clear()
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    return shown(room, table)


def type_result(qtbot, room: Room, result: str) -> str:  # type: ignore[no-untyped-def]
    """The result typed and Enter; the line's message (recorded, or why not)."""
    entry = room.window.rounds_tab.entry
    entry.result_edit.clear()
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    return entry.message_label.text()


def shown(room: Room, table: int) -> MatchResult | None:
    row = room.window.rounds_tab.panel.model.find_table(table)
    assert row is not None
    return row.match.result


def stored(room: Room, table: int) -> MatchResult | None:
    match = room.other.rounds.round_view(room.event_id, 1).at_table(table)
    assert match is not None
    return match.result


def writes(room: Room, table: int) -> list[tuple[str | None, str | None, str]]:
    """Every result written at ``table``: (result before, result after, station)."""
    match = room.other.rounds.round_view(room.event_id, 1).at_table(table)
    assert match is not None
    rows = AuditLog.select().where(
        (AuditLog.event == room.event_id) & AuditLog.action.in_(["result.report", "result.clear"])
    )
    found = []
    with room.other.context.transaction():
        for row in rows.order_by(AuditLog.id):
            detail = json.loads(row.detail)
            if detail.get("match") == match.id:
                found.append((detail["previous"], detail["result"], detail.get("station", "")))
    return found


def refresh(room: Room) -> None:
    """One of the window's refreshes: what its timer does after a commit elsewhere."""
    room.window.take_from_elsewhere()


def cli_report(room: Room, *args: str) -> tuple[int, str]:
    """``mtrdesk --db ADDRESS round report EVENT ...`` in this process: status, stderr."""
    import contextlib
    import io

    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            status = main(["--db", room.address, "round", "report", str(room.event_id), *args])
    finally:
        if cli_messages._translators is not None:
            cli_messages._translators.remove()
            cli_messages._translators = None
    return status, err.getvalue()


# --- the scenario ------------------------------------------------------------------------
def test_the_command_line_enters_0_2_and_the_window_2_1_is_refused_naming_it(  # type: ignore[no-untyped-def]
    qtbot, room: Room
) -> None:
    """Issue 27: the command line entered table 2 as 0-2; the window then entered 2-1 and
    said only "Table 2: 2-1 recorded." It is refused, naming 0-2, who and when."""
    table = 2
    assert type_table(qtbot, room, table) is None  # the window's user starts the slip
    if room.shared:  # the command line itself, on the server
        assert cli_report(room, str(table), "0-2") == (0, "")
        who = socket.gethostname()
    else:  # on a file the window holds, the other writer is a station beside it
        room.other.rounds.report(room.event_id, 1, table, "0-2", seen=None)
        who = "LAPTOP-2"
    refresh(room)  # the row shows 0-2 by the time Enter is pressed
    assert shown(room, table) == MatchResult(0, 2)
    said = type_result(qtbot, room, "2-1")
    assert "Table 2 in round 1 was already reported as 0-2 at another station" in said
    assert f"(by {who} at " in said and "Nothing was changed" in said
    assert "recorded" not in said
    assert stored(room, table) == MatchResult(0, 2)
    assert writes(room, table) == [(None, "0-2", "LAPTOP-2" if not room.shared else who)]
    # The row and the line show what is there; Enter again replaces it, now seen.
    assert "(now 0-2)" in room.window.rounds_tab.entry.match_label.text()
    said = type_result(qtbot, room, "2-1")
    assert said == "Table 2: 2-1 recorded."
    assert stored(room, table) == MatchResult(2, 1)
    assert writes(room, table)[-1][:2] == ("0-2", "2-1")


def test_the_command_line_says_what_it_saw(qtbot, room: Room) -> None:  # type: ignore[no-untyped-def]
    """The other way round: the window entered 2-1; the command line, which saw no
    result, is refused naming it, and replaces it only with --over 2-1."""
    if not room.shared:
        pytest.skip("the command line cannot open a file a window holds (its lock)")
    type_table(qtbot, room, 3)
    assert type_result(qtbot, room, "2-1") == "Table 3: 2-1 recorded."
    status, err = cli_report(room, "3", "0-2")
    assert status == 1 and "already reported as 2-1" in err and "--over 2-1" in err
    status, err = cli_report(room, "3", "0-2", "--over", "2-0")
    assert status == 1 and "already reported as 2-1" in err
    assert stored(room, 3) == MatchResult(2, 1)
    assert cli_report(room, "3", "0-2", "--over", "2-1") == (0, "")
    assert stored(room, 3) == MatchResult(0, 2)


# --- the race, 1 ms to 2 s ---------------------------------------------------------------------
@dataclass(frozen=True)
class Race:
    """The window's user types the table ``typed_at`` seconds on the simulated clock,
    the other station enters ``theirs`` at ``WRITE_AT``, Enter comes ``gap`` later."""

    table: int
    gap: float
    typed_at: float
    theirs: str = "2-0"
    ours: str = "1-2"


def races() -> list[Race]:
    found = []
    table = 1
    for gap in GAPS:
        # Typed before the other station's write, and typed after it (before Enter).
        for typed_at in (WRITE_AT - 0.1, WRITE_AT + gap / 2):
            found.append(Race(table, gap, typed_at))
            table += 1
    return found


def test_no_result_replaces_another_unseen_whatever_the_gap(qtbot, room: Room) -> None:  # type: ignore[no-untyped-def]
    """Each race: every write is over the result its writer saw, or is refused naming
    the stored one; nothing else is ever written."""
    for race in races():
        enter_at = WRITE_AT + race.gap
        # The window's refreshes between the start and Enter, every 0.5 s (phase 0.25 s).
        ticks = [TICK / 2 + TICK * k for k in range(int((enter_at + TICK) / TICK) + 1)]
        steps = sorted(
            [(race.typed_at, 1, "type"), (WRITE_AT, 2, "write"), (enter_at, 3, "enter")]
            + [(t, 0, "tick") for t in ticks if t < enter_at],
        )
        seen: MatchResult | None = None
        said = ""
        for _, _, step in steps:
            if step == "tick":
                refresh(room)
            elif step == "type":
                seen = type_table(qtbot, room, race.table)
            elif step == "write":
                # The other station saw the table without a result.
                room.other.rounds.report(room.event_id, 1, race.table, race.theirs, seen=None)
            else:
                said = type_result(qtbot, room, race.ours)
        theirs, ours = MatchResult.from_text(race.theirs), MatchResult.from_text(race.ours)
        written = writes(room, race.table)
        assert written[0] == (None, race.theirs, "LAPTOP-2"), race
        if seen is None:  # typed before the row showed theirs: refused, naming it
            assert "already reported as 2-0 at another station (by LAPTOP-2 at 13:03)" in said, (
                race,
                said,
            )
            assert stored(room, race.table) == theirs, race
            assert len(written) == 1, race
        else:  # the row showed theirs when the table was typed: a correction, seen
            assert seen == theirs, race
            assert said == f"Table {race.table}: {race.ours} recorded.", race
            assert stored(room, race.table) == ours, race
            assert [w[:2] for w in written[1:]] == [(race.theirs, race.ours)], race
        # Every write went over what its writer saw: the other station none, this one
        # what its row showed when the table was typed.
        assert all(before in (None, race.theirs) for before, _, _ in written), race


# --- pods: the result line of a multiplayer event ---------------------------------------------
def test_a_pod_typed_before_another_station_entered_it_is_refused_naming_it(  # type: ignore[no-untyped-def]
    qtbot, services, settings
) -> None:
    from tests.helpers.ui_multiplayer import commander_night, open_window

    event_id = commander_night(services, players=8)
    services.multiplayer.pair_next(event_id, seed=1, number=1)
    other = Services(services.store.beside(), station_clock, random.Random(8), station="LAPTOP-2")
    try:
        window = open_window(qtbot, services, settings, event_id, "en")
        window.outside.stop()
        entry = window.pod_tabs.rounds.panel.entry
        entry.table_edit.setFocus()
        qtbot.keyClicks(entry.table_edit, "1")
        qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)  # the pod shows no result
        other.multiplayer.report_text(event_id, 1, 1, "2", seen=None)  # seat 2 won, there
        window.take_from_elsewhere()  # the row shows it by the time Enter is pressed
        qtbot.keyClicks(entry.result_edit, "1")
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        said = entry.message_label.text()
        assert "The pod at table 1 in round 1 already has a result from another station" in said
        assert "(by LAPTOP-2 at 13:03): seat 2 won" in said
        pod = services.multiplayer.list_rounds(event_id)[0].at_table(1)
        assert pod is not None and pod.winner is not None and pod.winner.seat == 2
        # Seen now: Enter again replaces it.
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        assert "recorded" in entry.message_label.text()
        pod = services.multiplayer.list_rounds(event_id)[0].at_table(1)
        assert pod is not None and pod.winner is not None and pod.winner.seat == 1
        window.close()
    finally:
        other.close()


# --- a team event's seat matches (MTR 8.2: "12B") ---------------------------------------------
def test_a_seat_match_typed_before_another_station_entered_it_is_refused_naming_it(  # type: ignore[no-untyped-def]
    qtbot, services, settings
) -> None:
    from mtrdesk.core.settings import Structure
    from tests.helpers.services_support import team_event

    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    view, _ = services.rounds.pair_next(event_id, seed=1)
    table = next(t.table for t in view.teams if t.team2 is not None)
    other = Services(services.store.beside(), station_clock, random.Random(8), station="LAPTOP-2")
    try:
        window = MainWindow(services, settings, "en")
        qtbot.addWidget(window)
        window.show()
        window.set_event(event_id)
        window.tabs.setCurrentWidget(window.rounds_tab)
        window.outside.stop()
        entry = window.rounds_tab.entry
        qtbot.keyClicks(entry.table_edit, f"{table}b")
        qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
        assert " vs " in entry.match_label.text(), entry.message_label.text()
        other.rounds.report(event_id, 1, table, "2-1", "B", seen=None)
        window.take_from_elsewhere()
        qtbot.keyClicks(entry.result_edit, "0-2")
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        said = entry.message_label.text()
        assert f"Table {table}B in round 1 was already reported as 2-1 at another station" in said
        assert "(by LAPTOP-2 at 13:03)" in said
        seat = services.rounds.round_view(event_id, 1).at_seat(table, "B")
        assert seat is not None and seat.result == MatchResult(2, 1)
        window.close()
    finally:
        other.close()


# --- the playoff tab's result line ------------------------------------------------------------
def test_a_playoff_match_typed_before_another_station_entered_it_is_refused(  # type: ignore[no-untyped-def]
    qtbot, services, settings
) -> None:
    from tests.helpers.services_support import swiss_done

    event_id = swiss_done(services, 8)
    services.playoff.start(event_id)
    first = services.playoff.bracket(event_id).next_matches[0]
    assert first.table is not None
    other = Services(services.store.beside(), station_clock, random.Random(8), station="LAPTOP-2")
    try:
        window = MainWindow(services, settings, "en")
        qtbot.addWidget(window)
        window.show()
        window.set_event(event_id)
        window.tabs.setCurrentWidget(window.playoff_tab)
        window.outside.stop()
        entry = window.playoff_tab.entry
        qtbot.keyClicks(entry.table_edit, str(first.table))
        qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
        assert " vs " in entry.match_label.text(), entry.message_label.text()
        other.playoff.report(event_id, first.round, first.table, "2-0", seen=None)
        window.take_from_elsewhere()
        qtbot.keyClicks(entry.result_edit, "0-2")
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        said = entry.message_label.text()
        assert f"Table {first.table} in round {first.round} was already reported as 2-0" in said
        assert "(by LAPTOP-2 at 13:03)" in said
        bracket = services.playoff.bracket(event_id)
        match = next(m for r in bracket.rounds for m in r.matches if m.match_id == first.match_id)
        assert match.result == MatchResult(2, 0)
        window.close()
    finally:
        other.close()
