"""The event report's values (issue 31) on both stores: the top 8 in the posted standings'
order with the registered deck names, and the metagame counted from the deck names the
services registered for a 64-player event."""

from __future__ import annotations

from collections import Counter

from mtrdesk.services import Services
from mtrdesk.services.printouts.event_report import event_report
from mtrdesk.services.printouts.postings import standings_posting
from tests.helpers.report_events import sixty_four


def test_the_report_ranks_as_the_standings_and_counts_the_registered_decks(
    services: Services,
) -> None:
    event = services.printing.event(sixty_four(services))
    report = event_report(event)
    standings = standings_posting(event)
    assert [p.name for p in report.top] == [line.name for line in standings.lines[:8]]
    decks = {e.display_name: e.deck_name for e in event.state.entries.values()}
    assert [p.deck for p in report.top] == [decks[p.name] for p in report.top]
    assert report.players == 64 and report.swiss_rounds == 3 and not report.playoff
    registered = Counter(e.deck_name for e in event.state.entries.values() if e.deck_name)
    shown = {d.name: d.count for d in report.metagame.decks}
    assert shown == {name: n for name, n in registered.items() if n > 1}
    assert report.metagame.others is not None and report.metagame.others.count == 2
    assert report.metagame.unnamed == 4
    # MTR 10.2: three rounds announced, all played, no playoff: the first is the winner
    assert report.champion == report.top[0]
