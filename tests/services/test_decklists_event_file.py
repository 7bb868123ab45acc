"""The event file carries decklists, pools and deck checks (version 6): export → import →
export gives the same document, the imported lists stay locked and judged the same, and
a damaged file is refused saying where."""

from __future__ import annotations

import copy

import pytest

from mtrdesk.core.event_file.decklists import DECK_CHECK_OUTCOMES
from mtrdesk.core.event_file.document import (
    FORMAT_VERSION,
    DocumentError,
)
from mtrdesk.core.event_file.reader import document_from_dict
from mtrdesk.core.settings import Format
from mtrdesk.services import Services
from mtrdesk.services.decklists.service import DeckCheckOutcome, DeckState
from mtrdesk.services.event_file.interchange import export_event, import_event
from tests.helpers.services_support import new_event

DECK = "4 Consider\n56 Island\n\nSideboard\n2 Blood Moon\n"
POOL = "1 Shivan Dragon\n30 Grizzly Bears\n20 Forest\n"


def sealed_event(services: Services) -> tuple[int, list[int]]:
    event_id, entries = new_event(services, players=4, format=Format.SEALED)
    first, second = entries[:2]
    services.decklists.save_pool(event_id, first, POOL, registered_by=second)
    services.decklists.save(event_id, first, "1 Shivan Dragon\n22 Grizzly Bears\n17 Forest\n")
    services.decklists.lock(event_id, first, "佐藤 花子")
    services.decklists.save(event_id, second, "2 Shivan Dragon\n38 Forest\n")  # no pool
    services.rounds.pair_next(event_id)
    services.decklists.record_check(
        event_id, 1, 1, "", 7, DeckCheckOutcome.DECK_PROBLEM, note="sleeves"
    )
    return event_id, entries


def without_ids(document: dict) -> dict:
    """The document with entry ids replaced by registration order (import renumbers), and
    without the event's identity (a copy imported beside its event gets its own)."""
    data = copy.deepcopy(document)
    data["event"].pop("uid")
    order = {p["id"]: n for n, p in enumerate(data["players"])}
    for p in data["players"]:
        p["id"] = order[p["id"]]
    for d in data["decklists"]:
        d["player"] = order[d["player"]]
        if d["registered_by"] is not None:
            d["registered_by"] = order[d["registered_by"]]
    for r in data["rounds"]:
        for m in r["matches"]:
            m["p1"] = order[m["p1"]]
            m["p2"] = None if m["p2"] is None else order[m["p2"]]
        for c in r["deck_checks"]:
            c["player"] = order[c["player"]]
    data["audit"] = [a for a in data["audit"] if a["action"] != "import_event"]
    for a in data["audit"]:
        a["detail"] = {}
    return data


def test_lists_pools_and_checks_travel_with_the_event(services: Services) -> None:
    event_id, (first, second, *_rest) = sealed_event(services)
    document = export_event(services, event_id)
    assert document["version"] == FORMAT_VERSION == 9
    kinds = sorted((d["player"], d["kind"]) for d in document["decklists"])
    assert kinds == [(first, "deck"), (first, "pool"), (second, "deck")]
    pool = next(d for d in document["decklists"] if d["kind"] == "pool")
    assert pool["registered_by"] == second and pool["text"] == POOL
    deck = next(d for d in document["decklists"] if d["player"] == first and d["kind"] == "deck")
    assert deck["locked_by"] == "佐藤 花子" and deck["locked_at"] is not None
    checks = document["rounds"][0]["deck_checks"]
    assert len(checks) == 2
    assert {(c["table"], c["minutes"], c["outcome"], c["note"]) for c in checks} == {
        (1, 7, "deck_problem", "sleeves")
    }
    copy_id = import_event(services, document)
    assert without_ids(export_event(services, copy_id)) == without_ids(document)
    # The imported event reads as the original: locked, judged against its pool.
    ids = [e.id for e in services.players.list_entries(copy_id)]
    original = services.decklists.overview(event_id)
    imported = services.decklists.overview(copy_id)
    assert [(r.state, r.locked, r.checks, r.problem_count) for r in imported] == [
        (r.state, r.locked, r.checks, r.problem_count) for r in original
    ]
    assert imported[0].state is DeckState.CHECKED and imported[1].state is DeckState.RECEIVED
    detail = services.decklists.detail(copy_id, ids[0])
    assert (detail.locked_by, detail.registered_by) == ("佐藤 花子", ids[1])
    assert [c.outcome for c in detail.checks] == [DeckCheckOutcome.DECK_PROBLEM]


def test_outcomes_in_the_file_are_the_services_outcomes() -> None:
    assert set(DECK_CHECK_OUTCOMES) == {o.value for o in DeckCheckOutcome}


def test_an_older_file_has_no_lists(services: Services) -> None:
    event_id, _ = sealed_event(services)
    document = export_event(services, event_id)
    document["version"] = 5
    del document["decklists"]
    for r in document["rounds"]:
        del r["deck_checks"]
    read = document_from_dict(document)
    assert read.decklists == () and all(r.deck_checks == () for r in read.rounds)


@pytest.mark.parametrize(
    ("damage", "where"),
    [
        (lambda d: d["decklists"][0].update(player=999), "decklists[0]: unknown player"),
        (lambda d: d["decklists"][0].update(kind="side"), "decklists[0].kind"),
        (lambda d: d["decklists"].append(dict(d["decklists"][0])), "a second"),
        (lambda d: d["decklists"][1].update(registered_by=999), "registered_by"),
        (lambda d: d["decklists"][0].update(cards={"main": [["x", "y"]]}), "cards"),
        (lambda d: d["rounds"][0]["deck_checks"][0].update(outcome="fine"), "outcome"),
        (lambda d: d["rounds"][0]["deck_checks"][0].update(table=9), "no table 9"),
        (lambda d: d["rounds"][0]["deck_checks"][0].update(minutes=-1), "minutes"),
        (lambda d: d["rounds"][0]["deck_checks"][0].update(player=999), "unknown player"),
    ],
)
def test_a_damaged_file_is_refused_saying_where(services: Services, damage, where: str) -> None:
    event_id, _ = sealed_event(services)
    document = export_event(services, event_id)
    document["decklists"].sort(key=lambda d: (d["kind"] != "deck", d["player"]))
    document["decklists"][1], document["decklists"][-1] = (
        document["decklists"][-1],
        document["decklists"][1],
    )  # the pool second
    damage(document)
    with pytest.raises(DocumentError) as caught:
        document_from_dict(document)
    assert where in str(caught.value.detail)
