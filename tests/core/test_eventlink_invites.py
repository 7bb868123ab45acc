"""EventLink's Invite List CSV (issue 30): column A only, the Wizards Account e-mail (the
roster's, else a player ID that is one), else the display name, in the event's player
order; a player who dropped before round 1 did not take part (MTR 2.10). Read back by
EventLink's documented rules: other columns ignored, invalid and duplicate rows skipped."""

from __future__ import annotations

import csv
import io

from mtrdesk.core.eventlink.invites import Invitee, invite_list, wizards_account
from mtrdesk.core.text import is_email


def read_as_eventlink(text: str) -> list[str]:
    """What EventLink imports: column A of each row; an empty cell is invalid, a value
    seen before is a duplicate (both skipped)."""
    kept: list[str] = []
    for row in csv.reader(io.StringIO(text)):
        value = row[0].strip() if row else ""
        if value and value.casefold() not in {k.casefold() for k in kept}:
            kept.append(value)
    return kept


def forty() -> list[Invitee]:
    """40 players, every third without an e-mail ID (a DCI number or nothing instead);
    every fifth has a Wizards Account on the roster, which goes before any ID."""
    players = []
    for n in range(40):
        no_email = "" if n % 2 else "1234567890"
        player_id = no_email if n % 3 == 0 else f"player{n:02d}@example.jp"
        account = f"account{n:02d}@wizards.example" if n % 5 == 0 else ""
        players.append(Invitee(f"山田 {n:02d}郎", player_id, email=account))
    return players


def test_forty_players_are_forty_rows_of_column_a_e_mails_where_known() -> None:
    invites = invite_list(forty())
    text = invites.csv_text()
    rows = list(csv.reader(io.StringIO(text)))
    assert len(rows) == 40 and all(len(row) == 1 for row in rows)
    assert text.endswith("\r\n") and "山田" in text
    assert rows[1] == ["player01@example.jp"] and rows[3] == ["山田 03郎"]
    # The roster's Wizards Account goes first: over a DCI number, over an e-mail ID.
    assert rows[0] == ["account00@wizards.example"] and rows[5] == ["account05@wizards.example"]
    assert rows[15] == ["account15@wizards.example"]  # its ID is a DCI number
    assert invites.by_email == 29 and len(invites.by_name) == 11
    assert read_as_eventlink(text) == list(invites.rows)  # nothing EventLink would skip
    assert invites.duplicates == ()


def test_a_player_dropped_before_round_1_is_not_invited() -> None:
    players = [Invitee("佐藤 花子", "hanako@example.jp", dropped_before_start=True), *forty()]
    assert "hanako@example.jp" not in invite_list(players).rows


def test_two_players_of_one_name_are_said_to_be_a_row_eventlink_skips() -> None:
    players = [Invitee("佐藤 花子", ""), Invitee("佐藤 花子", "1234"), Invitee("Ann, Lee", "")]
    invites = invite_list(players)
    assert invites.duplicates == ("佐藤 花子",)
    # The comma in a name stays in column A (quoted), not a second column.
    assert list(csv.reader(io.StringIO(invites.csv_text())))[2] == ["Ann, Lee"]
    assert read_as_eventlink(invites.csv_text()) == ["佐藤 花子", "Ann, Lee"]


def test_what_counts_as_an_e_mail() -> None:
    assert is_email("taro@example.jp") and is_email(" taro@mail.example.co.jp ")
    for text in ("", "1234567890", "taro@", "@example.jp", "taro@example", "a b@example.jp"):
        assert not is_email(text), text


def test_the_wizards_account_is_the_roster_e_mail_else_an_e_mail_id() -> None:
    assert wizards_account("a@wizards.example", "b@example.jp") == "a@wizards.example"
    assert wizards_account("", " b@example.jp ") == "b@example.jp"
    assert wizards_account("not an address", "1234567890") == ""
    assert wizards_account("", "") == ""
