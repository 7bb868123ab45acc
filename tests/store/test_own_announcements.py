"""A listener tells the station's own commits from the others' (issue 33): the server
names the session that committed, and the station knows its own (``session_id``)."""

from __future__ import annotations

import time

from mtrdesk.store.models import RosterPlayer
from mtrdesk.store.postgres.listen import ChangeListener
from mtrdesk.store.postgres.store import PostgresStore


def add_player(store: PostgresStore, family: str) -> None:
    with store.atomic():
        RosterPlayer.create(family=family)


def test_the_own_sessions_commits_are_heard_apart(postgres_ready_dsn: str) -> None:
    others: list[str] = []
    own: list[str] = []
    with (
        PostgresStore.open_server(postgres_ready_dsn) as mine,
        PostgresStore.open_server(postgres_ready_dsn) as theirs,
    ):
        session = mine.session_id()
        assert session is not None and session != theirs.session_id()
        listener = ChangeListener(postgres_ready_dsn, others.append, own.append, session)
        listener.start()
        try:
            deadline = time.monotonic() + 10
            while listener.connections < 1 and time.monotonic() < deadline:
                time.sleep(0.02)
            add_player(mine, "A")
            add_player(theirs, "B")
            add_player(mine, "C")
            while len(others) + len(own) < 3 and time.monotonic() < deadline:
                time.sleep(0.02)
        finally:
            listener.stop()
    assert own == ["1", "3"] and others == ["2"]
