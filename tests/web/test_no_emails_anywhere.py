"""No e-mail address on any public page or posted sheet (issue 30): every player of every
kind of event has a Wizards Account e-mail, a player ID that looks like one and a deck
name; the phones' pages (events, event, pairings and standings of every round, clock,
pods, bracket, the slips' report pages, the JSON API) and every posted sheet (slips,
pairings by name and by table, standings, seatings, bracket, the phones poster) are read
in Japanese and English (the sheets in Japanese: their fields are the same in both) and
searched for every address. Only the organizer's own files hold them: the Invite List CSV
and the EventLink closing sheet (checked here too, so the search is known to find an
address where there is one).

Player IDs stay off the postings (the event's default, ``show_player_ids``); an organizer
who turns them on prints the IDs that are numbers, never one that is an e-mail address
(tests/printing/test_wall_sheets.py).
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from contextlib import nullcontext
from pathlib import Path

import pytest
from pypdf import PdfReader
from starlette.testclient import TestClient

from mtrdesk.core.floor.reports import slip_path
from mtrdesk.printing.page import PageSetup
from mtrdesk.printing.phones_poster import PhonesPoster
from mtrdesk.services import Services
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.sheets import SHEETS, render_bytes
from mtrdesk.sheets.phones_poster import render_poster_bytes
from mtrdesk.store.models import Entry, RosterPlayer
from mtrdesk.web.app import create_app
from mtrdesk.web.worker import ServiceWorker
from tests.helpers.contacts import give_contacts
from tests.helpers.empty_database import empty_database
from tests.helpers.printing import japanese
from tests.helpers.services_support import open_services
from tests.helpers.structure_events import BUILDERS

#: Every structure the phones' pages and the sheets show differently.
KINDS = ("swiss_draft_pods", "teams2", "2hg", "multiplayer", "draft_top8", "elimination_only")
ADDRESS = re.compile(r"[\w.+-]+@[\w-]+(\.[\w-]+)+")


def _everyone_has_addresses(services: Services, events: list[int]) -> set[str]:
    """Each roster person an e-mail player ID and a Wizards Account, each entry a deck
    name; the addresses given."""
    addresses: set[str] = set()
    with services.context.transaction():
        people = sorted({e.roster_id for e in Entry.select().where(Entry.event.in_(events))})
        for roster_id in people:
            player_id = f"id{roster_id:03d}@example.jp"
            RosterPlayer.update(player_id=player_id).where(RosterPlayer.id == roster_id).execute()
            addresses.add(player_id)
        entries = list(Entry.select().where(Entry.event.in_(events)))
    contacts = {
        e.id: (f"wizards.account.{e.roster_id:03d}@example.co.jp", f"デッキ{e.id}") for e in entries
    }
    give_contacts(services, contacts)
    return addresses | {email for email, _ in contacts.values()}


Built = tuple[Path, list[int], set[str], list[str], str]


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Built:
    """The database, its events, every address in it and every public page's path."""
    path = empty_database(tmp_path_factory.mktemp("no-emails") / "events.sqlite3")
    services = open_services(path)
    try:
        events = [BUILDERS[kind](services) for kind in KINDS]
        addresses = _everyone_has_addresses(services, events)
        paths = ["/", "/api/events"] + [p for e in events for p in _pages(services, e)]
        # What the live feed (/live, server-sent events) sends the pages.
        pulses = repr([services.public.pulse(e) for e in events])
    finally:
        services.close()
    return path, events, addresses, paths, pulses


@pytest.fixture
def client(built: Built) -> Iterator[TestClient]:
    path = built[0]
    app = create_app(ServiceWorker(lambda: open_services(path, seed=7)), staff_pin="24681357")
    with TestClient(app, headers={"accept-language": "en"}) as served:
        yield served


def _leaks(text: str, addresses: set[str]) -> list[str]:
    """The addresses ``text`` holds, and anything else shaped like one."""
    flat = "".join(text.split())  # a PDF's text may break a long line anywhere
    return sorted({a for a in addresses if a in flat} | set(ADDRESS.findall(flat)))


def _pages(services: Services, event_id: int) -> list[str]:
    """Every public page and API answer of the event, every round's too."""
    rounds = [r.number for r in services.printing.event(event_id).state.rounds]
    paths = [
        f"/e/{event_id}",
        f"/e/{event_id}/pairings",
        f"/e/{event_id}/standings",
        f"/e/{event_id}/clock",
        f"/e/{event_id}/pods",
        f"/e/{event_id}/bracket",
        f"/e/{event_id}/report",
        f"/api/events/{event_id}/pairings",
        f"/api/events/{event_id}/standings",
        f"/api/events/{event_id}/clock",
    ]
    for number in rounds:
        paths += [
            f"/e/{event_id}/pairings?round={number}",
            f"/e/{event_id}/standings?round={number}",
        ]
        paths += [f"/api/events/{event_id}/pairings?round={number}"]
        codes = services.floor.slip_codes(event_id, number)
        paths += [slip_path(event_id, c.code) for c in codes]
    return paths


def test_no_public_page_or_answer_holds_an_address(built: Built, client: TestClient) -> None:
    _, _, addresses, paths, pulses = built
    assert _leaks(pulses, addresses) == []
    assert sum("/s/" in p for p in paths) >= 10  # the slips' pages are among them
    read = 0
    for language in ("en", "ja"):
        for page in paths:
            answer = client.get(page, headers={"accept-language": language})
            assert answer.status_code < 500, page
            read += answer.status_code == 200
            assert _leaks(answer.text, addresses) == [], (page, language)
    assert read >= len(paths)  # most pages answer (a pods page of a Swiss event: 404)


def _pdf_text(data: bytes) -> str:
    return " ".join(p.extract_text() for p in PdfReader(io.BytesIO(data)).pages)


def test_no_posted_sheet_holds_an_address_only_the_organizers_own(
    built: Built, qapp: object
) -> None:
    path, events, addresses, _, _ = built
    services = open_services(path)
    posted = [kind for kind in SHEETS if not kind.private]
    assert {k.name for k in posted} >= {
        "slips",
        "pairings-by-name",
        "pairings-by-table",
        "standings",
        "seatings",
        "bracket",
    }
    printed: dict[str, int] = {}
    try:
        for language in ("en", "ja"):
            with japanese() if language == "ja" else nullcontext():
                poster = PhonesPoster("土曜大会", "http://192.168.1.5:8750/")
                text = _pdf_text(render_poster_bytes(poster, PageSetup()))
                assert _leaks(text, addresses) == [], ("phones poster", language)
        # The sheets print the players' fields whatever the language of their words: the
        # Japanese ones (the longer layout) stand for both.
        with japanese():
            for event_id in events:
                event = services.printing.event(event_id)
                numbers = [None] + [r.number for r in event.state.rounds]
                for kind in posted:
                    for number in numbers:
                        try:
                            data = render_bytes(kind.name, event, number, PageSetup())
                        except ServiceError:  # no pods to seat, no playoff, ...
                            continue
                        printed[kind.name] = printed.get(kind.name, 0) + 1
                        where = (kind.name, event_id, number)
                        assert _leaks(_pdf_text(data), addresses) == [], where
                # The organizer's own: the closing sheet and the Invite List hold them.
                try:
                    closing = render_bytes("eventlink", event, None, PageSetup())
                except ServiceError as refused:  # a playoff still being played
                    assert refused.problem is Problem.RESULTS_MISSING, event_id
                else:
                    assert _leaks(_pdf_text(closing), addresses), event_id
                    printed["eventlink"] = printed.get("eventlink", 0) + 1
                invites = services.players.invite_list(event_id).csv_text()
                assert _leaks(invites, addresses), event_id
    finally:
        services.close()
    # each sheet was looked at, the closing sheet of most events
    assert set(printed) == {k.name for k in SHEETS}, printed
    assert printed["eventlink"] == 4, printed  # two playoffs are still being played
