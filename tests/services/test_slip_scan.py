"""``services.slip_scan``: a scanned slip names a match of the open event's current round,
or is refused with what it says (another event, an earlier round, not a slip at all)."""

from __future__ import annotations

import random

import pytest

from mtrdesk.core.printouts.slips import parse_slip_code, slip_code
from mtrdesk.core.settings import Structure
from mtrdesk.services import Problem, ServiceError, Services
from tests.helpers.services_support import new_event, pod_event, report_round, team_event


def refusal(services: Services, event_id: int, text: str) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        services.slip_scan.find(event_id, text)
    return caught.value


def test_every_slip_of_the_round_names_its_match(services: Services) -> None:
    event_id, _ = new_event(services, players=9)
    services.rounds.pair_next(event_id)
    sheet = services.printing.slips(event_id)
    assert len(sheet.slips) == 4  # nine players: four tables and a bye (no slip)
    for slip in sheet.slips:
        found = services.slip_scan.find(event_id, slip.code)
        assert (found.event_id, found.round_number, found.label) == (event_id, 1, slip.table)
        assert not found.playoff and not found.pod and not found.reported
    table = int(sheet.slips[0].table)
    services.rounds.report(event_id, 1, table, "2-1")
    # A slip whose result is in still opens (a correction), and says so.
    assert services.slip_scan.find(event_id, sheet.slips[0].code).reported


def full_width(text: str) -> str:
    """What an input method left on types: ＭＴＲＤＥＳＫ１：..."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


@pytest.mark.parametrize(
    "typed",
    [
        lambda code: code.lower(),  # Caps Lock on
        lambda code: f"  {code}\r\n",
        full_width,
        lambda code: code.replace(":", "+"),  # a US-layout scanner on a JIS keyboard
    ],
    ids=["lower case", "blanks", "full width", "plus for colon"],
)
def test_what_scanners_and_keyboards_change_is_forgiven(services: Services, typed) -> None:
    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id)
    assert services.slip_scan.find(event_id, typed(slip_code(event_id, 1, "2"))).label == "2"
    assert parse_slip_code("MTRDESK1:3:1") is None


def test_refusals_say_what_the_slip_is(services: Services) -> None:
    event_id, _ = new_event(services, players=8)
    other_id, _ = new_event(services, players=4)
    services.rounds.pair_next(event_id)

    garbage = refusal(services, event_id, "4901234567894")  # a product's barcode
    assert garbage.problem is Problem.SLIP_UNREADABLE
    assert garbage.details["text"] == "4901234567894"
    from_file = refusal(services, event_id, slip_code(0, 1, "1"))
    assert from_file.problem is Problem.SLIP_FROM_EVENT_FILE
    other = refusal(services, event_id, slip_code(other_id, 1, "1"))
    assert other.problem is Problem.SLIP_OTHER_EVENT
    assert (other.details["event"], other.details["name"]) == (other_id, "Friday Night Magic")
    gone = refusal(services, event_id, slip_code(999, 1, "1"))
    assert (gone.problem, gone.details["name"]) == (Problem.SLIP_OTHER_EVENT, None)
    later = refusal(services, event_id, slip_code(event_id, 2, "1"))
    assert later.problem is Problem.SLIP_ROUND_NOT_PAIRED
    assert (later.details["round"], later.details["current"]) == (2, 1)
    missing = refusal(services, event_id, slip_code(event_id, 1, "9"))
    assert missing.problem is Problem.SLIP_TABLE_NOT_FOUND
    assert (missing.details["round"], missing.details["table"]) == (1, "9")
    seat = refusal(services, event_id, slip_code(event_id, 1, "1A"))  # not a team event
    assert seat.problem is Problem.SLIP_TABLE_NOT_FOUND

    report_round(services, event_id, random.Random(1))
    services.rounds.pair_next(event_id)
    old = refusal(services, event_id, slip_code(event_id, 1, "1"))
    assert old.problem is Problem.SLIP_OLD_ROUND
    assert (old.details["round"], old.details["current"], old.details["pods"]) == (1, 2, False)
    # Nothing was written by any of these.
    current = services.rounds.current_round(event_id)
    assert current is not None and len(current.missing) == 4


def test_an_unpaired_event_refuses_every_slip(services: Services) -> None:
    event_id, _ = new_event(services, players=4)
    error = refusal(services, event_id, slip_code(event_id, 1, "1"))
    assert (error.problem, error.details["current"]) == (Problem.SLIP_ROUND_NOT_PAIRED, 0)


def test_team_seat_matches_are_scanned_by_seat(services: Services) -> None:
    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4)
    services.rounds.pair_next(event_id)
    sheet = services.printing.slips(event_id)
    assert {s.table[-1] for s in sheet.slips} == {"A", "B", "C"}
    slip = sheet.slips[1]
    found = services.slip_scan.find(event_id, slip.code)
    assert found.label == slip.table and found.seat == slip.table[-1]
    assert found.table == int(slip.table[:-1])


def test_multiplayer_pods_are_scanned_by_table(services: Services) -> None:
    event_id, _ = pod_event(services, 8)
    services.multiplayer.pair_next(event_id)
    found = services.slip_scan.find(event_id, slip_code(event_id, 1, "2"))
    assert found.pod and (found.round_number, found.table) == (1, 2)
    error = refusal(services, event_id, slip_code(event_id, 1, "3"))
    assert error.problem is Problem.SLIP_TABLE_NOT_FOUND
    services.multiplayer.report_seat(event_id, 1, 1, 1)
    services.multiplayer.report_seat(event_id, 1, 2, 1)
    services.multiplayer.pair_next(event_id)
    old = refusal(services, event_id, slip_code(event_id, 1, "2"))
    assert (old.problem, old.details["pods"]) == (Problem.SLIP_OLD_ROUND, True)


def test_slips_name_their_event_by_its_identity_which_import_keeps(services: Services) -> None:
    """Issue 27: a slip names its event by identity (``MTRDESK2``), which travels in the
    event file; an import of the file elsewhere scans the same slips, a second copy beside
    the event gets an identity of its own, and an identity no event has is said as such."""
    from mtrdesk.services.event_file.interchange import export_event, import_event

    event_id, _ = new_event(services, players=8)
    services.rounds.pair_next(event_id)
    slip = services.printing.slips(event_id).slips[0]
    assert slip.code.startswith("MTRDESK2:")
    document = export_event(services, event_id)
    uid = document["event"]["uid"]
    assert slip.code.split(":")[1] == uid
    copy_id = import_event(services, document)
    assert services.printing.event(copy_id).state.uid not in ("", uid)
    assert services.slip_scan.find(event_id, slip.code).label == slip.table
    beside = refusal(services, copy_id, slip.code)  # the original's slip, in the copy
    assert beside.problem is Problem.SLIP_OTHER_EVENT
    assert (beside.details["event"], beside.details["name"]) == (event_id, "Friday Night Magic")
    services.events.delete(event_id)
    gone = refusal(services, copy_id, slip.code)
    assert gone.problem is Problem.SLIP_OTHER_EVENT
    assert (gone.details["event"], gone.details["name"]) == (None, None)
    # The database id a slip printed before the identity names still works.
    assert services.slip_scan.find(copy_id, slip_code(copy_id, 1, slip.table)).label == slip.table
