"""The event file carries each player's Wizards Account e-mail and deck name (version 9,
issue 30): export → import → export keeps them, the imported roster has the e-mail (the
Invite List reads it), an older file reads with none, and a damaged one is refused saying
where."""

from __future__ import annotations

import copy
import json

import pytest

from mtrdesk.core.event_file.document import FORMAT_VERSION, DocumentError
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import export_event, import_event
from mtrdesk.services.event_file.reading import history_from_json
from mtrdesk.services.history import load_event
from mtrdesk.services.printouts.closing import closing_sheet
from tests.helpers.contacts import give_contacts
from tests.helpers.services_support import new_event


def contacts_event(services: Services) -> tuple[int, list[int]]:
    event_id, entries = new_event(services, players=4)
    give_contacts(
        services,
        {
            entries[0]: ("hanako@example.jp", "イゼット・フェニックス"),
            entries[1]: ("", "Mono-Red"),
            entries[2]: ("taro@example.jp", ""),
        },
    )
    return event_id, entries


def test_export_import_export_keeps_e_mails_and_deck_names(services: Services) -> None:
    event_id, _ = contacts_event(services)
    document = json.loads(json.dumps(export_event(services, event_id)))
    assert document["version"] == FORMAT_VERSION == 9
    players = document["players"]
    assert [(p["email"], p["deck_name"]) for p in players] == [
        ("hanako@example.jp", "イゼット・フェニックス"),
        ("", "Mono-Red"),
        ("taro@example.jp", ""),
        ("", ""),
    ]
    for p in players:  # the import is a new roster person each: no one to reuse
        p["player_id"] = ""
        p["family"] += "'"
    imported = import_event(services, document)
    with services.context.transaction():
        state = load_event(imported, matches=False)
    assert [(e.email, e.deck_name) for e in state.entries.values()] == [
        (p["email"], p["deck_name"]) for p in players
    ]
    # The imported roster's e-mail is what the Invite List reads.
    rows = services.players.invite_list(imported).rows
    assert rows[0] == "hanako@example.jp" and rows[2] == "taro@example.jp"
    again = export_event(services, imported)
    assert [(p["email"], p["deck_name"]) for p in again["players"]] == [
        (p["email"], p["deck_name"]) for p in players
    ]


def test_a_roster_person_with_an_e_mail_keeps_their_own(services: Services) -> None:
    event_id, _ = contacts_event(services)
    document = export_event(services, event_id)
    document["players"][0]["email"] = "other@example.jp"  # the same person (same ID)
    document["players"][1]["email"] = "new@example.jp"  # had none: the file's fills it
    imported = import_event(services, document)
    with services.context.transaction():
        state = load_event(imported, matches=False)
    assert [e.email for e in state.entries.values()][:2] == [
        "hanako@example.jp",
        "new@example.jp",
    ]


def test_an_older_file_reads_with_no_e_mails_or_deck_names(services: Services) -> None:
    event_id, _ = contacts_event(services)
    document = export_event(services, event_id)
    older = copy.deepcopy(document)
    older["version"] = 8
    for p in older["players"]:
        del p["email"], p["deck_name"]
    read = document_from_dict(older)
    assert {(p.email, p.deck_name) for p in read.players} == {("", "")}
    # An event file read for printing carries them into the event's values.
    state = history_from_json(json.loads(json.dumps(document))).state
    assert [(e.email, e.deck_name) for e in state.entries.values()][:2] == [
        ("hanako@example.jp", "イゼット・フェニックス"),
        ("", "Mono-Red"),
    ]


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("email", 5, "players[0].email: not text"),
        ("email", "a@b.jp\x07", "players[0].email"),
        ("deck_name", ["Burn"], "players[0].deck_name: not text"),
        ("deck_name", "x" * 2000, "players[0].deck_name"),
    ],
)
def test_a_damaged_e_mail_or_deck_name_is_refused_saying_where(
    services: Services, field: str, value: object, said: str
) -> None:
    event_id, _ = contacts_event(services)
    document = export_event(services, event_id)
    document["players"][0][field] = value
    with pytest.raises(DocumentError) as refused:
        document_from_dict(document)
    assert said in str(refused.value.detail)


def test_a_phone_registration_reaches_the_invite_list_the_file_and_the_sheet(
    services: Services,
) -> None:
    """The whole way: a player registers from a phone with their Wizards Account and deck
    name, the organizer accepts; the Invite List, the event file and the closing sheet's
    values have both."""
    event_id, _ = new_event(services, 3)
    desk = {"open": True, "accept_at_once": True, "capacity": None, "asks_deck": True}
    services.registration.set_desk(event_id, **desk)
    form = RegistrationForm("山田", "花子", "やまだ はなこ", "hanako@wizards.example", "白単")
    services.registration.submit(event_id, form, device="phone-1")
    rows = services.players.invite_list(event_id).rows
    assert rows[-1] == "hanako@wizards.example" and len(rows) == 4
    players = export_event(services, event_id)["players"]
    assert (players[-1]["email"], players[-1]["deck_name"]) == ("hanako@wizards.example", "白単")
    services.rounds.pair_next(event_id)
    for table in (1, 2):
        services.rounds.report(event_id, 1, table, "2-0")
    sheet = closing_sheet(services.printing.event(event_id))
    assert sheet.players[-1].account == "hanako@wizards.example" and sheet.by_name == 3
