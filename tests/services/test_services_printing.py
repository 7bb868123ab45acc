"""``services.printing``: the slips of a round as the database holds it (one transaction)."""

from __future__ import annotations

from test_services_playoff import swiss_done

from mtrdesk.services import Services


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
