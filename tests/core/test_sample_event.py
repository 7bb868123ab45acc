"""The first-run sample event: the same seeded Friday night on every computer."""

from __future__ import annotations

from mtrdesk.core.settings import Playoff
from mtrdesk.core.simulation.sample_event import SAMPLE_PLAYERS, SAMPLE_ROUNDS, sample_document


def test_the_sample_is_a_reported_friday_night_named_as_asked() -> None:
    japanese = sample_document("サンプル大会", japanese=True)
    assert japanese == sample_document("サンプル大会", japanese=True)  # fixed seed
    assert japanese.settings.name == "サンプル大会"
    assert japanese.settings.playoff is Playoff.TOP8
    assert japanese.settings.swiss_rounds == SAMPLE_ROUNDS + 1
    assert len(japanese.players) == SAMPLE_PLAYERS
    assert len({(p.family, p.given) for p in japanese.players}) == SAMPLE_PLAYERS
    assert all(p.reading for p in japanese.players)
    assert len(japanese.rounds) == SAMPLE_ROUNDS
    assert all(m.result is not None for r in japanese.rounds for m in r.matches)
    english = sample_document("Sample event", japanese=False)
    assert english.players[0].family == "Smith" and english.players[0].reading == ""
    assert english.rounds == japanese.rounds  # the same event, other names
