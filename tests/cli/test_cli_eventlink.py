"""``mtrdesk eventlink-invites EVENT -o FILE.csv`` (issue 30): a 40-player event's Invite
List CSV, column A only, e-mails where known; who goes by name only said on standard error;
an output that is the database refused with nothing written."""

from __future__ import annotations

import csv
import json
from pathlib import Path

from tests.helpers.contacts import give_contacts
from tests.helpers.scorekeeper_cli import Cli
from tests.helpers.services_support import open_services


def _forty(cli: Cli) -> None:
    """40 players: every fourth by name only, the rest by an e-mail ID; every eighth of
    those by name has a Wizards Account on the roster (as the registration desk keeps it)."""
    cli.ok("event", "create", "FNM", "--create", "--date", "2026-11-27")
    for n in range(40):
        known = ["--player-id", f"p{n:02d}@example.jp"] if n % 4 else []
        cli.ok("player", "add", "FNM", "山田", f"{n:02d}郎", *known)
    services = open_services(cli.db)
    try:
        accounts = {n + 1: (f"wa{n:02d}@wizards.example", "") for n in range(0, 40, 8)}
        give_contacts(services, accounts)
    finally:
        services.close()


def test_a_forty_player_event_is_forty_rows(cli: Cli, tmp_path: Path) -> None:
    _forty(cli)
    out = tmp_path / "invites.csv"
    status, printed, said = cli("eventlink-invites", "FNM", "-o", str(out), lang="ja")
    assert status == 0, said
    with out.open(encoding="utf-8", newline="") as written:
        rows = list(csv.reader(written))
    assert len(rows) == 40 and all(len(row) == 1 for row in rows)
    assert rows[0] == ["wa00@wizards.example"] and rows[1] == ["p01@example.jp"]
    assert rows[4] == ["山田 04郎"] and rows[8] == ["wa08@wizards.example"]
    summary = json.loads(printed)
    assert (summary["rows"], summary["by_email"], len(summary["by_name"])) == (40, 35, 5)
    assert "EventLinkの招待リストに40人" in said and "名前のみで5人" in said


def test_the_database_itself_or_an_unknown_event_is_refused(cli: Cli, tmp_path: Path) -> None:
    _forty(cli)
    cli.refused("eventlink-invites", "FNM", "-o", str(cli.db))  # the database unchanged
    out = tmp_path / "x.csv"
    assert "no such event" in cli.refused("eventlink-invites", "no such event", "-o", str(out))
    assert not out.exists()
