"""``mtrdesk serve`` (issue 16, item 1): a real server on loopback, started as a player's
phone would find it, answering the API beside a window's database, stopped by Ctrl+C.
Bounded: one server, a few requests, 30 s at most."""

from __future__ import annotations

import json
import re
import signal
import socket
import time
import urllib.request
from pathlib import Path

from tests.helpers.services_support import new_event, open_services
from tests.helpers.web_support import start_serve


def get_json(url: str) -> object:
    with urllib.request.urlopen(url, timeout=5) as answer:
        return json.loads(answer.read())


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
        assert server.returncode == 2
        assert f"Cannot listen on 127.0.0.1 port {port}" in err
        assert "Traceback" not in err
    finally:
        taken.close()


def test_a_missing_database_is_refused_before_listening(tmp_path: Path) -> None:
    server = start_serve(tmp_path / "nothing.sqlite3", "--host", "127.0.0.1", "--port", "0")
    out, err = server.communicate(timeout=30)
    assert server.returncode == 2
    assert "Serving" not in out and err.strip() and "Traceback" not in err
