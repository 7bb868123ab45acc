"""What the phones offer of an event (issue 32; ``services.public``): a pods page only for
an event with pods (a booster draft, a draft playoff, multiplayer pods), a bracket only for
one with a playoff (a cut, MTR 10.4; a pod cut; single elimination only), and a playoff
round's field, by which every page names it (「準決勝」)."""

from __future__ import annotations

from mtrdesk.core.settings import Format, Playoff, Structure
from mtrdesk.services import Services
from tests.helpers.structure_events import (
    add_players,
    draft_playoff_event,
    elimination_event,
    settings,
)


def offered(services: Services, event_id: int) -> tuple[bool, bool]:
    event = services.public.event(event_id)
    assert event in services.public.events()  # the events page offers the same
    return event.has_pods, event.has_playoff


def test_pods_and_a_playoff_only_where_the_event_has_them(services: Services) -> None:
    def created(**changes: object) -> int:
        return services.events.create(settings(**changes))[0]

    assert offered(services, created()) == (False, False)
    assert offered(services, created(playoff=Playoff.TOP4)) == (False, True)
    assert offered(services, created(format=Format.BOOSTER_DRAFT)) == (True, False)
    assert offered(services, created(format=Format.SEALED, playoff=Playoff.DRAFT_TOP8)) == (
        True,
        True,
    )
    pods = created(structure=Structure.MULTIPLAYER)
    assert offered(services, pods) == (True, False)
    add_players(services, pods, 12)
    services.multiplayer.configure(pods, pod_size=4, playoff_size=4)
    assert offered(services, pods) == (True, True)  # a pod cut
    assert offered(services, elimination_event(services)) == (False, True)


def test_a_playoff_rounds_field_and_a_swiss_rounds_none(services: Services) -> None:
    event_id = draft_playoff_event(services)  # quarterfinals played, semifinals paired
    rounds = services.printing.event(event_id).state.rounds
    fields = {}
    for r in rounds:
        paired = services.public.pairings(event_id, r.number)
        assert paired is not None
        fields[r.number] = paired.field
    swiss = [r.number for r in rounds if not r.playoff]
    playoff = [r.number for r in rounds if r.playoff]
    assert [fields[n] for n in swiss] == [0] * len(swiss)
    assert [fields[n] for n in playoff] == [8, 4]
