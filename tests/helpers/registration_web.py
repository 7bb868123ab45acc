"""What the registration pages' tests share (issue 30): an event whose registration desk
is open, served writable in-process, and phones (clients with cookies of their own) that
fill in its form as a browser does (the device's form token from the page)."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from starlette.applications import Starlette
from starlette.testclient import TestClient

from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.empty_database import prepared_database
from tests.helpers.services_support import new_event, open_services
from tests.helpers.web_support import Clock

T = TypeVar("T")

#: The tables a registration may write: a refusal leaves every row of them as it was.
REGISTRATION_TABLES = ("registration", "registration_desk", "roster_player", "entry", "audit_log")


@dataclass
class Desk:
    """The served app, its database, the event taking registrations and the clock its
    counters follow."""

    app: Starlette
    path: Path
    event_id: int
    clock: Clock

    def phone(self, language: str = "en") -> TestClient:
        """A phone of its own (its cookies: its device id given by its first page)."""
        phone = TestClient(self.app, headers={"accept-language": language})
        phone.get("/")
        assert phone.cookies.get("device")
        return phone

    def run(self, call: Callable[[Any], T]) -> T:
        """``call(services)`` on the server's own connection (the window's hand in a test)."""
        worker: ServiceWorker = self.app.state.worker
        return worker.call(call)

    def set_desk(self, event_id: int | None = None, **values: Any) -> None:
        desk: dict[str, Any] = {
            "open": True,
            "accept_at_once": False,
            "capacity": None,
            "asks_deck": False,
        }
        desk.update(values)
        event = self.event_id if event_id is None else event_id
        self.run(lambda services: services.registration.set_desk(event, **desk))


@contextmanager
def desk_served(tmp_path: Path, players: int = 0, store: str | None = None) -> Iterator[Desk]:
    """An event of ``players`` entries whose desk is open (waiting for the organizer, no
    capacity, no deck name), served writable as ``mtrdesk serve`` serves it: from a file
    in ``tmp_path``, or from the PostgreSQL database ``store``."""
    if store is None:  # the event made once per test process, then copied
        path: Any = prepared_database(
            tmp_path / "event.sqlite3", f"desk:{players}", lambda made: _open_desk(made, players)
        )
    else:
        path = store
        _open_desk(path, players)
    with open_services(path) as services:
        [event] = services.events.list_events()
        event_id = event.id
    clock = Clock()
    app = create_app(ServiceWorker(lambda: open_services(path, seed=99)), clock=clock)
    with TestClient(app):  # the lifespan: the live feed started, the worker closed after
        yield Desk(app, path, event_id, clock)


def _open_desk(path: Any, players: int) -> None:
    with open_services(path) as services:
        event_id, _ = new_event(services, players, swiss_rounds=3)
        services.registration.set_desk(
            event_id, open=True, accept_at_once=False, capacity=None, asks_deck=False
        )


def token_of(page: Any) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', page.text)
    assert found, page.text
    return found.group(1)


def register(
    phone: TestClient, event_id: int, csrf: str = "", **fields: str
) -> Any:  # the answer, not followed
    """The form posted as typed (``fields``: family, given, reading, email, deck_name,
    roster_id, find), with the form token of the page the phone loaded."""
    csrf = csrf or token_of(phone.get(f"/e/{event_id}/register"))
    return phone.post(
        f"/e/{event_id}/register", data={"csrf": csrf, **fields}, follow_redirects=False
    )


def token_in(answer: Any) -> str:
    """The registration token of a 303 to the registration's page."""
    assert answer.status_code == 303, (answer.status_code, answer.text[:2000])
    found = re.fullmatch(r"/e/\d+/register/([A-Za-z0-9_-]+)", answer.headers["location"])
    assert found, answer.headers["location"]
    return found.group(1)


def notice(page: Any) -> str:
    """The sentence a refused form came back with."""
    found = re.search(r'<p class="notice refused" role="alert">([^<]*)</p>', page.text)
    return found.group(1) if found else ""


def rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of ``REGISTRATION_TABLES``, read beside the server's connection."""
    connection = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    try:
        return {
            table: connection.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
            for table in REGISTRATION_TABLES
        }
    finally:
        connection.close()
