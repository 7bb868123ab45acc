"""``services.printouts.service``: the slips of a round as the database holds it (one
transaction)."""

from __future__ import annotations

from mtrdesk.services import Services
from tests.helpers.services_support import swiss_done


def test_playoff_slips_name_the_higher_seed_as_chooser(services: Services) -> None:
    event_id = swiss_done(services)
    services.playoff.start(event_id)
    quarterfinal = services.playoff.bracket(event_id).rounds[0]
    sheet = services.printing.slips(event_id)
    assert sheet.playoff and sheet.round_number == quarterfinal.number
    assert len(sheet.slips) == 4
    higher = {m.table: m.player1_name for m in quarterfinal.matches}
    for slip in sheet.slips:
        chosen = slip.player1 if slip.chooser == 1 else slip.player2
        assert slip.chooser in (1, 2) and chosen.name == higher[int(slip.table)]  # MTR 2.2
        assert slip.code == f"MTRDESK2:{_uid(services, event_id)}:{sheet.round_number}:{slip.table}"


def test_team_slips_name_teams_and_the_choosing_team(services: Services) -> None:
    import random

    from mtrdesk.core.settings import Playoff, Structure
    from tests.helpers.team_playoff import play_swiss, team_event

    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4, Playoff.TOP4)
    play_swiss(services, event_id, random.Random(3), "2-0")
    swiss = services.printing.slips(event_id)
    assert {s.table[-1] for s in swiss.slips} == {"A", "B", "C"}  # a slip per seat (MTR 8.2)
    assert all(s.player1.team.startswith("Team") and s.chooser is None for s in swiss.slips)
    services.playoff.start(event_id)
    semifinals = {m.table: m for m in services.playoff.bracket(event_id).rounds[0].matches}
    sheet = services.printing.slips(event_id)
    assert sheet.playoff and len(sheet.slips) == 6
    for slip in sheet.slips:
        match = semifinals[int(slip.table[:-1])]
        chosen = slip.player1 if slip.chooser == 1 else slip.player2
        assert slip.chooser_team == match.player1_name == chosen.team  # the higher seed
        assert not slip.random_chooser


def test_two_headed_giant_slips_name_the_team_and_its_players(services: Services) -> None:
    import random

    from mtrdesk.core.settings import Playoff, Structure
    from tests.helpers.team_playoff import play_swiss, team_event

    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 4, Playoff.TOP4)
    play_swiss(services, event_id, random.Random(3), "1-0")
    services.playoff.start(event_id)
    sheet = services.printing.slips(event_id)
    assert len(sheet.slips) == 2
    for slip in sheet.slips:  # MTR 9.3: a team determined at random chooses
        assert slip.random_chooser and slip.chooser is None
        assert slip.player1.name.startswith("Team") and len(slip.player1.members) == 2


BASE = "http://192.168.1.23:8750/"


def test_slips_from_the_database_carry_each_matchs_one_time_code(services: Services) -> None:
    """Issue 16: every slip has its match's code (services.floor.slip_codes), a different
    one per table, the same again on a reprint; the scanner's QR text is unchanged."""
    from tests.helpers.services_support import new_event

    event_id, _ = new_event(services, 10)
    services.rounds.pair_next(event_id)
    sheet = services.printing.slips(event_id)
    codes = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    assert len(sheet.slips) == 5 and len(set(codes.values())) == 5
    for slip in sheet.slips:
        assert slip.floor_code == codes[slip.table]
        assert slip.floor_link == ""  # not open to phones: the code in text only
        assert slip.code == f"MTRDESK2:{_uid(services, event_id)}:1:{slip.table}"
    again = services.printing.slips(event_id, 1, BASE)
    assert [s.floor_code for s in again.slips] == [s.floor_code for s in sheet.slips]
    for slip in again.slips:
        assert slip.floor_link == f"http://192.168.1.23:8750/e/{event_id}/s/{slip.floor_code}"
        assert slip.code == f"MTRDESK2:{_uid(services, event_id)}:1:{slip.table}"


def test_the_event_printed_from_the_database_draws_codes_only_for_slips(
    services: Services,
) -> None:
    """``PrintService.event`` hands the sheets a way to the codes, asked only when slips
    are made: reading the event draws none (the standings, the projector's pairings)."""
    from mtrdesk.store.models import SlipCode
    from tests.helpers.services_support import new_event

    event_id, _ = new_event(services, 8)
    services.rounds.pair_next(event_id)
    event = services.printing.event(event_id, BASE)
    assert event.floor_codes is not None and event.floor_codes.report_base == BASE
    with services.context.transaction():
        assert SlipCode.select().count() == 0
    codes = event.floor_codes.codes(1)
    assert sorted(codes) == ["1", "2", "3", "4"]
    assert codes == {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}


def test_team_seat_slips_each_carry_their_own_code(services: Services) -> None:
    from mtrdesk.core.settings import Playoff, Structure
    from tests.helpers.team_playoff import team_event

    event_id, _ = team_event(services, Structure.TEAM_OF_THREE, 4, Playoff.TOP4)
    services.rounds.pair_next(event_id)
    sheet = services.printing.slips(event_id, None, BASE)
    assert sorted(s.table for s in sheet.slips) == ["1A", "1B", "1C", "2A", "2B", "2C"]
    assert len({s.floor_code for s in sheet.slips}) == 6 and all(s.floor_code for s in sheet.slips)
    for slip in sheet.slips:
        assert slip.floor_link.endswith(f"/e/{event_id}/s/{slip.floor_code}")


def test_multiplayer_pods_have_no_floor_codes(services: Services) -> None:
    from tests.helpers.services_support import pod_event

    event_id, _ = pod_event(services, 8)
    assert services.printing.event(event_id, BASE).floor_codes is None


def _uid(services, event_id: int) -> str:
    """The event's identity, which its slips' QR codes name (issue 27)."""
    uid = services.printing.event(event_id).state.uid
    assert len(uid) == 32
    return uid
