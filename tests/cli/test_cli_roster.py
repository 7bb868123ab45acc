"""``mtrdesk roster list`` and ``mtrdesk roster erase ID --yes`` (issue 30): the regulars
as JSON (e-mails only when asked), a person erased only with --yes, refusals in one line
with nothing changed."""

from __future__ import annotations

import json

from tests.helpers.scorekeeper_cli import Cli
from tests.helpers.services_support import open_services


def _people(cli: Cli) -> dict[str, int]:
    cli.ok("event", "create", "FNM", "--create", "--date", "2026-11-27")
    services = open_services(cli.db)
    try:
        event_id = services.events.list_events()[0].id
        found = {}
        for family, reading, email in (
            ("山田", "やまだ", "taro@example.jp"),
            ("山本", "ヤマモト", ""),
        ):
            entry, _ = services.players.add(event_id, family, "太郎", reading, email=email)
            found[family] = services.players.get(entry).roster_id
        return found
    finally:
        services.close()


def test_list_searches_by_reading_and_hides_emails_unless_asked(cli: Cli) -> None:
    people = _people(cli)
    listed = cli.ok("roster", "list", "--sort", "name")
    assert [p["name"] for p in listed["people"]] == ["山田 太郎", "山本 太郎"]
    assert listed["people"][0]["events"] == 1
    assert listed["people"][0]["last_seen"] == "2026-11-27"
    assert "@" not in json.dumps(listed)
    found = cli.ok("roster", "list", "--search", "やまも", "--with-email")
    assert [p["id"] for p in found["people"]] == [people["山本"]]
    mailed = cli.ok("roster", "list", "--search", "ﾔﾏﾀﾞ", "--with-email")
    assert mailed["people"][0]["email"] == "taro@example.jp"


def test_erase_needs_yes_and_then_forgets_the_person(cli: Cli) -> None:
    people = _people(cli)
    said = cli.refused("roster", "erase", str(people["山田"]))
    assert "山田 太郎" in said and "Backups" in said
    erased = cli.ok("roster", "erase", str(people["山田"]), "--yes")
    assert erased["name"] == f"Erased player {people['山田']}"
    listed = cli.ok("roster", "list", "--with-email")
    assert "山田" not in json.dumps(listed, ensure_ascii=False)
    assert "taro@" not in json.dumps(listed)
    assert "erased at their request" in cli.refused("roster", "erase", str(people["山田"]), "--yes")
    assert cli.refused("roster", "erase", "999", "--yes").strip()
