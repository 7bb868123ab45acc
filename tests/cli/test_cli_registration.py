"""``mtrdesk registration EVENT`` (issue 30): the registration desk from the command line
for a store that runs ``mtrdesk serve`` alone: open it with a capacity, list what phones
sent (e-mails only when asked), close it; a bad capacity is refused, nothing changed."""

from __future__ import annotations

import json

import pytest

from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.services import Services
from tests.helpers.scorekeeper_cli import Cli
from tests.helpers.services_support import open_services


def test_the_desk_opens_lists_and_closes(cli: Cli) -> None:
    cli.ok("event", "create", "FNM", "--create", "--date", "2026-11-27")
    status, printed, said = cli("registration", "FNM")
    assert status == 0, said
    assert json.loads(printed)["open"] is False
    status, printed, said = cli("registration", "FNM", "--open", "--capacity", "2", "--ask-deck")
    desk = json.loads(printed)
    assert (desk["open"], desk["taking"], desk["capacity"], desk["asks_deck"]) == (
        True,
        True,
        2,
        True,
    )
    services: Services = open_services(cli.db)
    try:
        event_id = services.events.list_events()[0].id
        for n in range(3):
            form = RegistrationForm("佐藤", f"{n}郎", "さとう", f"s{n}@example.jp", "赤単")
            services.registration.submit(event_id, form, f"phone-{n}")
    finally:
        services.close()
    listed = cli.ok("registration", "FNM", "--list")
    assert [r["state"] for r in listed["registrations"]] == ["waiting", "waiting", "waitlisted"]
    assert listed["registrations"][2]["place"] == 1
    assert "@" not in json.dumps(listed)
    assert [r["duplicates"][0]["kind"] for r in listed["registrations"]] == ["reading"] * 3
    with_email = cli.ok("registration", "FNM", "--list", "--with-email")
    assert with_email["registrations"][0]["email"] == "s0@example.jp"
    closed = cli.ok("registration", "FNM", "--close", "--no-limit")
    assert (closed["open"], closed["capacity"], closed["asks_deck"]) == (False, None, True)


def test_a_capacity_out_of_bounds_or_an_unknown_event_is_refused(cli: Cli) -> None:
    cli.ok("event", "create", "FNM", "--create", "--date", "2026-11-27")
    with pytest.raises(SystemExit):  # argparse: the usage and the bound, status 2
        cli("registration", "FNM", "--open", "--capacity", "0")
    assert cli.ok("registration", "FNM")["open"] is False
    assert "no such event" in cli.refused("registration", "no such event", "--open")
