"""``services.printing``: the slips of a round as the database holds it (one transaction)."""

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
        assert slip.code == f"MTRDESK1:{event_id}:{sheet.round_number}:{slip.table}"


def test_team_slips_name_teams_and_the_choosing_team(services: Services) -> None:
    import random

    from mtrdesk.core.event import Playoff, Structure
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

    from mtrdesk.core.event import Playoff, Structure
    from tests.helpers.team_playoff import play_swiss, team_event

    event_id, _ = team_event(services, Structure.TWO_HEADED_GIANT, 4, Playoff.TOP4)
    play_swiss(services, event_id, random.Random(3), "1-0")
    services.playoff.start(event_id)
    sheet = services.printing.slips(event_id)
    assert len(sheet.slips) == 2
    for slip in sheet.slips:  # MTR 9.3: a team determined at random chooses
        assert slip.random_chooser and slip.chooser is None
        assert slip.player1.name.startswith("Team") and len(slip.player1.members) == 2
