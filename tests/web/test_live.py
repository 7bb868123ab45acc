"""``web.live``: pages follow their event by the pulse (issue 16). A result of the round
being played reaches the open pages as that table's new result; anything else changes
the pulse's shape and the pages load again. One message is made per change and per
version the listeners were at, however many listen."""

from __future__ import annotations

import json
import signal
import time
import urllib.request
from pathlib import Path

from mtrdesk.services.public.views import PublicPulse
from mtrdesk.web.live import _Followed
from tests.helpers.services_support import new_event, open_services
from tests.helpers.web_support import start_serve


def pulse(results: dict[str, str | None], shape: int = 7, missing: int = 0) -> PublicPulse:
    return PublicPulse(3, (1, 2), results, missing, shape)


def test_a_result_is_sent_as_its_table_and_a_new_shape_as_everything() -> None:
    followed = _Followed(pulse({"1": None, "2": None}, missing=2), version=4)
    ready = json.loads(followed.message(4, None))
    assert ready == {
        "v": 4,
        "shape": "7",
        "round": 3,
        "missing": 2,
        "results": {"1": None, "2": None},
    }
    followed.update(pulse({"1": "2-1", "2": None}, missing=1), version=5)
    assert json.loads(followed.message(5, 4))["results"] == {"1": "2-1"}
    followed.update(pulse({"1": "2-1", "2": "0-2"}), version=6)
    # A page at version 5 needs table 2; one still at 4 needs both.
    assert json.loads(followed.message(6, 5))["results"] == {"2": "0-2"}
    assert json.loads(followed.message(6, 4))["results"] == {"1": "2-1", "2": "0-2"}
    # Made once per version the listeners were at: the same text for every phone.
    assert followed.message(6, 5) is followed.message(6, 5)
    followed.update(pulse({"1": None}, shape=8), version=7)  # the next round
    moved = json.loads(followed.message(7, 6))
    assert moved["shape"] == "8" and moved["results"] == {"1": None}


def test_nothing_to_follow_sends_the_version_only() -> None:
    followed = _Followed(None, version=1)
    assert json.loads(followed.message(2, 1)) == {"v": 2}


def read_event(live: object) -> tuple[str, dict[str, object]]:
    """The next ``event:`` and its data from an open stream (comments skipped)."""
    name = ""
    while True:
        line = live.readline().decode()  # type: ignore[attr-defined]
        if line.startswith("event: "):
            name = line.removeprefix("event: ").strip()
        elif line.startswith("data: ") and name:
            return name, json.loads(line.removeprefix("data: "))


def test_an_open_page_hears_the_result_and_then_the_next_round(tmp_path: Path) -> None:
    database = tmp_path / "events.sqlite3"
    with open_services(database) as services:  # the window's
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id, seed=1)
        with start_serve(database, "--host", "127.0.0.1", "--port", "0") as server:
            try:
                assert server.stdout is not None
                server.stdout.readline()
                address = server.stdout.readline().strip()
                deadline = time.monotonic() + 20
                while True:
                    try:
                        live = urllib.request.urlopen(f"{address}live?event={event_id}", timeout=5)
                        break
                    except OSError:
                        if time.monotonic() > deadline:
                            raise
                        time.sleep(0.1)
                with live:
                    name, ready = read_event(live)
                    assert name == "ready"
                    assert ready["results"] == {"1": None, "2": None} and ready["missing"] == 2
                    services.rounds.report(event_id, 1, 1, "2-1")
                    started = time.monotonic()
                    name, change = read_event(live)
                    assert time.monotonic() - started < 2.0
                    assert (name, change["results"], change["shape"]) == (
                        "change",
                        {"1": "2-1"},
                        ready["shape"],
                    )
                    services.rounds.report(event_id, 1, 2, "0-2")  # round 1 complete
                    name, complete = read_event(live)
                    assert complete["shape"] != ready["shape"]
                    assert complete["results"] == {"1": "2-1", "2": "0-2"}
            finally:
                server.send_signal(signal.SIGINT)
                assert server.wait(timeout=20) == 0
