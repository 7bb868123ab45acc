"""``mtrdesk event create / update / show`` with the MTR edition and program, and MTR
10.1's minimum when ``round pair`` pairs round 1 (issue 29): a warning on standard error
(standard output stays the pairings), never a refusal."""

from __future__ import annotations

import json

import pytest

from tests.helpers.scorekeeper_cli import Cli


def _event(cli: Cli, players: int, *options: str) -> None:
    cli.ok("event", "create", "FNM", "--create", "--date", "2026-11-27", *options)
    for n in range(players):
        cli.ok("player", "add", "FNM", f"Player{n}", "Test")


@pytest.mark.parametrize("players", [4, 5])
def test_four_and_five_players_pair_without_a_warning_under_2025(cli: Cli, players: int) -> None:
    _event(cli, players)
    rows = cli.ok("round", "pair", "FNM", "--seed", "1")  # standard error stays empty
    assert isinstance(rows, list) and all("warning" not in r for r in rows)


@pytest.mark.parametrize("players", [4, 5])
def test_under_2023_round_pair_warns_citing_10_1(cli: Cli, players: int) -> None:
    reason = ("--edition", "2023-08-21", "--edition-reason", "league season")
    _event(cli, players, *reason)
    status, out, err = cli("round", "pair", "FNM", "--seed", "1")
    assert status == 0
    assert "MTR 10.1" in err and f"{players} players" in err and "at least 8" in err
    rows = json.loads(out)  # the pairings alone: the warning is on standard error
    assert all("warning" not in r for r in rows)
    assert len(rows) == (players + 1) // 2


@pytest.mark.parametrize("edition", ["2023-08-21", "2025-11-10"])
def test_three_players_warn_under_both_in_japanese(cli: Cli, edition: str) -> None:
    reason = ("--edition-reason", "リーグ戦") if edition == "2023-08-21" else ()
    _event(cli, 3, "--edition", edition, *reason)
    status, out, err = cli("round", "pair", "FNM", "--seed", "1", lang="ja")
    assert status == 0
    assert "イベント規定 10.1" in err and "参加者は3人" in err
    assert "カジュアル戦" in err
    assert all("warning" not in r for r in json.loads(out))


def test_edition_reason_and_program_are_shown(cli: Cli) -> None:
    _event(
        cli,
        0,
        "--edition",
        "2023-08-21",
        "--edition-reason",
        "league season",
        "--program",
        "store-championship",
    )
    shown = cli.ok("event", "show", "FNM")
    assert isinstance(shown, dict)
    assert (shown["edition"], shown["edition_reason"], shown["program"]) == (
        "2023-08-21",
        "league season",
        "store_championship",
    )
    listed = cli.ok("events")
    assert isinstance(listed, list)
    assert listed[0]["edition"] == "2023-08-21" and listed[0]["program"] == "store_championship"


def test_event_update_changes_the_edition_before_round_1_only(cli: Cli) -> None:
    _event(cli, 4)
    assert isinstance(shown := cli.ok("event", "show", "FNM"), dict)
    assert shown["edition"] == "2025-11-10" and shown["program"] == "other"
    updated = cli.ok(
        "event", "update", "FNM", "--edition", "2023-08-21", "--edition-reason", "league"
    )
    assert isinstance(updated, dict) and updated["edition"] == "2023-08-21"
    updated = cli.ok("event", "update", "FNM", "--program", "friday_night_magic")
    assert isinstance(updated, dict)
    assert (updated["edition"], updated["program"]) == ("2023-08-21", "friday_night_magic")
    status, _, _ = cli("round", "pair", "FNM", "--seed", "1")
    assert status == 0
    refused = cli.refused("event", "update", "FNM", "--edition", "2025-11-10")
    assert "since round 1 was paired" in refused


def test_an_older_edition_without_a_reason_is_refused(cli: Cli) -> None:
    _event(cli, 0)
    refused = cli.refused("event", "update", "FNM", "--edition", "2023-08-21")
    assert "--edition-reason" in refused and "Nothing was changed" in refused
