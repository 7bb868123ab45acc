"""``mtrdesk serve`` (issue 16, item 1): a real server on loopback, started as a player's
phone would find it, answering the API beside a window's database, stopped by Ctrl+C.
Bounded: one server, a few requests, 30 s at most."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from mtrdesk.services import Services
from tests.helpers.services_support import new_event, open_services
from tests.helpers.web_support import ROOT, start_serve


def get_json(url: str) -> object:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return json.loads(answer.read())


def post_json(url: str, body: object, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    request = urllib.request.Request(
        url,
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json", **(headers or {})},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as refused:
        with refused:  # the answer's connection closed
            return refused.code, json.loads(refused.read())


def wait_for(address: str) -> None:
    deadline = time.monotonic() + 20
    while True:
        try:
            get_json(f"{address}api/events")
            return
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


@pytest.mark.slow
def test_serve_answers_on_loopback_beside_the_window_then_stops(tmp_path: Path) -> None:
    database = tmp_path / "events.sqlite3"
    with open_services(database) as services:  # the window's: holds the file's lock
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id, seed=1)
        with start_serve(database, "--host", "127.0.0.1", "--port", "0") as server:
            try:
                assert server.stdout is not None
                first = server.stdout.readline()
                address = server.stdout.readline().strip()
                assert first.startswith("Serving the events, read-only, at:"), first
                assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", address), address
                deadline = time.monotonic() + 20
                while True:
                    try:
                        events = get_json(f"{address}api/events")
                        break
                    except OSError:
                        if time.monotonic() > deadline:
                            raise
                        time.sleep(0.1)
                assert events == [{"id": event_id, "name": "Friday Night Magic", "round": 1}]
                # An open page hears of the window's change within 2 s (issue 16).
                with urllib.request.urlopen(f"{address}live", timeout=5) as live:
                    assert live.headers["content-type"].startswith("text/event-stream")
                    assert live.readline() == b"retry: 2000\n"
                    assert live.readline() == b"event: ready\n"
                    live.readline(), live.readline()  # its data, the blank line
                    services.rounds.report(event_id, 1, 1, "2-1")
                    started = time.monotonic()
                    assert live.readline() == b"event: change\n"
                    assert time.monotonic() - started < 2.0
                # What the window writes is what the next request reads.
                url = f"{address}api/events/{event_id}/standings"
                assert get_json(url) == []  # round 1 not complete: not posted
                services.rounds.report(event_id, 1, 2, "2-0")
                rows = get_json(url)
                assert isinstance(rows, list)
                assert [row["points"] for row in rows] == [3, 3, 0, 0]
                # Read-only beside the window: reports go to the window's own server.
                status, body = post_json(
                    f"{address}api/events/{event_id}/reports", {"code": "ABCDEF", "result": "2-0"}
                )
                assert (status, body["error"]) == (503, "read_only")
            finally:
                server.send_signal(signal.SIGINT)
                assert server.wait(timeout=20) == 0


def test_a_port_in_use_is_refused_with_a_sentence(tmp_path: Path) -> None:
    database = tmp_path / "events.sqlite3"
    open_services(database).close()
    taken = socket.socket()
    try:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        server = start_serve(database, "--host", "127.0.0.1", "--port", str(port))
        _, err = server.communicate(timeout=30)
        assert server.returncode == 1
        assert f"Cannot listen on 127.0.0.1 port {port}" in err
        assert "Traceback" not in err
    finally:
        taken.close()


def test_a_missing_database_is_refused_before_listening(tmp_path: Path) -> None:
    server = start_serve(tmp_path / "nothing.sqlite3", "--host", "127.0.0.1", "--port", "0")
    out, err = server.communicate(timeout=30)
    assert server.returncode == 1
    assert "Serving" not in out and err.strip() and "Traceback" not in err


def test_serve_takes_reports_when_no_window_has_the_database(tmp_path: Path) -> None:
    """Writable: a phone's report reaches the other open pages within 2 s, a judge signs
    in with --staff-pin and reads the slip codes and enters a result."""
    database = tmp_path / "events.sqlite3"
    with open_services(database) as services:
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id, seed=1)
        codes = services.floor.slip_codes(event_id, 1)
    with start_serve(
        database, "--host", "127.0.0.1", "--port", "0", "--staff-pin", "24681357"
    ) as server:
        try:
            assert server.stdout is not None
            assert server.stdout.readline() == "Serving the events at:\n"
            address = server.stdout.readline().strip()
            assert server.stdout.readline().startswith("Press Ctrl+C")
            assert server.stdout.readline().startswith("Judges sign in with the --staff-pin PIN")
            # No window shows the event's own PIN: serve prints it (issue 32).
            shown = server.stdout.readline().strip()
            wait_for(address)
            with Services.open(database, read_only=True, follow=True) as services:
                pin = services.floor.settings(event_id).staff_pin
            assert shown == f"Friday Night Magic: {address}e/{event_id}/staff (staff PIN {pin})"
            e = f"{address}api/events/{event_id}"
            with urllib.request.urlopen(f"{address}live", timeout=5) as live:
                for _ in range(4):  # retry, ready, its data, the blank line
                    live.readline()
                status, body = post_json(f"{e}/reports", {"code": codes[0].code, "result": "2-1"})
                started = time.monotonic()
                assert (status, body["state"]) == (202, "waiting"), body
                assert live.readline() == b"event: change\n"
                assert time.monotonic() - started < 2.0
            status, body = post_json(f"{e}/staff/sessions", {"pin": "24681357", "name": "Aoi"})
            assert status == 201, body
            staff = {"authorization": f"Bearer {body['token']}"}
            request = urllib.request.Request(f"{e}/slips?round=1", headers=staff)
            with urllib.request.urlopen(request, timeout=5) as answer:
                assert json.loads(answer.read()) == [
                    {"table": c.table, "code": c.code} for c in codes
                ]
            status, body = post_json(f"{e}/results", {"table": 2, "result": "0-2"}, staff)
            assert status == 200, body
            pairings = get_json(f"{e}/pairings")
            assert isinstance(pairings, list) and pairings[1]["table"] == 2
        finally:
            server.send_signal(signal.SIGINT)
            assert server.wait(timeout=20) == 0
    with open_services(database) as services:
        view = services.rounds.round_view(event_id, 1)
        assert [m.result.to_text() if m.result else None for m in view.matches] == [None, "0-2"]


def test_a_staff_pin_must_be_digits(tmp_path: Path) -> None:
    server = start_serve(tmp_path / "x.sqlite3", "--port", "0", "--staff-pin", "12ab")
    _, err = server.communicate(timeout=30)
    assert server.returncode == 2 and "--staff-pin" in err and "Traceback" not in err


def mtrdesk(*arguments: str) -> str:
    """``mtrdesk ARGUMENTS`` as the organizer types it; its printout."""
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "mtrdesk", "--lang", "en", *arguments],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
        check=True,
    )
    return done.stdout


def test_serve_answers_the_api_on_an_event_imported_from_a_simulated_file(tmp_path: Path) -> None:
    """``mtrdesk simulate`` then ``mtrdesk import``: the served standings are what
    ``mtrdesk standings`` prints for the file, the pairings are its rounds, the staff read
    its slip codes, and a report on a round whose results are all in changes nothing."""
    file, database = tmp_path / "simulated.json", tmp_path / "events.sqlite3"
    mtrdesk("simulate", "--players", "20", "--rounds", "3", "--seed", "5", "-o", str(file))
    event_id = json.loads(mtrdesk("--db", str(database), "import", "--create", str(file)))["event"]
    printed = json.loads(mtrdesk("standings", str(file)))
    with open_services(database) as services:
        rounds = {n: services.rounds.round_view(event_id, n) for n in (1, 2, 3)}
        name = services.events.get(event_id).settings.name
    with start_serve(
        database, "--host", "127.0.0.1", "--port", "0", "--staff-pin", "13572468"
    ) as server:
        try:
            assert server.stdout is not None
            server.stdout.readline()
            address = server.stdout.readline().strip()
            wait_for(address)
            e = f"{address}api/events/{event_id}"
            assert get_json(f"{address}api/events") == [{"id": event_id, "name": name, "round": 3}]
            assert get_json(f"{e}/standings") == printed
            for number, view in rounds.items():
                served = get_json(f"{e}/pairings?round={number}")
                assert isinstance(served, list)
                paired = [m for m in view.matches if m.table is not None]
                assert [row["table"] for row in served if row["table"] is not None] == [
                    m.table for m in paired
                ]
                assert [row["p1"] for row in served if row["table"] is not None] == [
                    m.player1_name for m in paired
                ]
            status, body = post_json(f"{e}/staff/sessions", {"pin": "13572468", "name": "Aoi"})
            assert status == 201, body
            staff = {"authorization": f"Bearer {body['token']}"}
            request = urllib.request.Request(f"{e}/slips?round=3", headers=staff)
            with urllib.request.urlopen(request, timeout=5) as answer:
                slips = json.loads(answer.read())
            assert [s["table"] for s in slips] == [
                str(m.table) for m in rounds[3].matches if m.table is not None
            ]
            status, body = post_json(f"{e}/reports", {"code": slips[0]["code"], "result": "2-0"})
            assert (status, body["error"]) == (409, "floor_result_in"), body
        finally:
            server.send_signal(signal.SIGINT)
            assert server.wait(timeout=20) == 0
    with open_services(database) as services:
        assert services.rounds.round_view(event_id, 3) == rounds[3]
