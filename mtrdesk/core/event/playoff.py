"""The playoff of one event as pure values (MTR 10.4, 2.10; teams: MTR 8, 9, Appendix E):
the bracket from the stored seeds, draft seats, playoff results and drops after the cut,
and who makes the cut. ``services.playoff.service`` stores what these decide.
"""

from __future__ import annotations

from mtrdesk.core.draft.playoff import build_draft_bracket
from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import all_advancements, below_day_two_cut, standings_rows
from mtrdesk.core.event.teams import (
    core_team,
    standing_teams,
    stored_team_records,
    team_dropped_after,
    team_of_entry,
)
from mtrdesk.core.playoff.bracket import Bracket, build_bracket
from mtrdesk.core.playoff.elimination_only import build_elimination_bracket
from mtrdesk.core.swiss.end_rules import playoff_order
from mtrdesk.core.teams.playoff import build_team_bracket
from mtrdesk.core.teams.team import TeamKind, team_history
from mtrdesk.core.tournament import MatchRecord

__all__ = ["bracket_for", "cut_order", "playoff_field", "team_seeds"]


def playoff_field(state: EventState, number: int) -> int:
    """The players (teams) playoff round ``number`` starts with, as the bracket counts
    them (8: the quarterfinals, 4: the semifinals, 2: the final; a dropped player's place
    still counts, MTR 2.10); 0 for a Swiss round or when the bracket cannot be read."""
    numbers = [r.number for r in state.playoff_rounds]
    if number not in numbers:
        return 0
    try:
        bracket = bracket_for(state)
    except (ValueError, KeyError):  # an event read without its entries: no name, no harm
        return 0
    index = numbers.index(number)
    if bracket is None or index >= len(bracket.rounds):
        return 0
    return bracket.rounds[index].field_size


def bracket_for(state: EventState) -> Bracket | None:
    """The core bracket from the stored seeds (and draft seats), playoff results and drops
    after the cut."""
    if state.team_kind is not None:  # MTR 8, 9: teams as single players (Appendix E)
        return _team_bracket(state, state.team_kind)
    seeds = sorted(
        (e for e in state.entries.values() if e.playoff_seed is not None),
        key=lambda e: e.playoff_seed or 0,
    )
    if not seeds:
        return None
    swiss = state.swiss_paired
    # A player seeded after dropping in the Swiss (advanced early, MTR 10.4, then dropped)
    # is missing from playoff round 1 on: MTR 2.10 gives a bye, nobody moves up.
    drops = {
        e.id: max(1, e.dropped_after_round - swiss + 1)
        for e in seeds
        if e.dropped_after_round is not None
    }
    records = [m.record for r in state.playoff_rounds for m in r.matches]
    # Only the seeds: the places after them are the Swiss standings (``final_standings``
    # reads those itself), and ranking a 1,000-player field here on every playoff result
    # and every event summary would be wasted.
    order = [e.id for e in seeds]
    if state.settings.elimination_only:
        return build_elimination_bracket(order, records, drops)
    seats = {e.draft_seat: e.id for e in seeds if e.draft_seat is not None}
    if seats:
        return build_draft_bracket(seats, order, records, drops)
    return build_bracket(order, len(seeds), records, drops)


def cut_order(state: EventState, *, locked_only: bool = True) -> list[int]:
    """Who makes the playoff, best seed first: the final Swiss standings without players
    who dropped or are below a day-two cut (MTR 2.10: after a cut nobody is advanced as a
    replacement), after the players advanced early by their seeds (MTR 10.4).
    ``locked_only=False`` counts the latest round's advancements not yet locked."""
    below = below_day_two_cut(state)
    rows = [r for r in standings_rows(state) if r.entry not in below]
    if state.settings.advance_points is None:
        return [r.entry for r in rows if r.dropped_after_round is None]
    advanced = [a for a, locked in all_advancements(state) if locked or not locked_only]
    return list(playoff_order(advanced, rows))


def team_seeds(state: EventState) -> dict[int, int]:
    """Each seeded team's place (stored on its members), team id → seed."""
    seeds: dict[int, int] = {}
    for team in state.teams.values():
        for player in team.players:
            seed = state.entries[player].playoff_seed
            if seed is not None:
                seeds[team.id] = seed
    return seeds


def _playoff_team_matches(state: EventState, kind: TeamKind) -> tuple[MatchRecord, ...]:
    """The playoff rounds as team matches (a match without every seat result is pending)."""
    records = stored_team_records(state, state.playoff_rounds)
    if not records:
        return ()
    return team_history([core_team(t) for t in standing_teams(state)], kind, records)


def _team_bracket(state: EventState, kind: TeamKind) -> Bracket | None:
    """The team bracket from the stored seeds and playoff rounds; ``None`` before the cut.

    A dropped team (MTR 8.2: a member's drop drops the team) misses the rounds after its
    drop, but a round already paired with it stands (MTR 2.10: nobody moves up, the
    highest-ranked remaining team gets the bye in later rounds).
    """
    seeds = team_seeds(state)
    if not seeds:
        return None
    order = sorted(seeds, key=seeds.__getitem__)
    swiss = state.swiss_paired
    team_of = team_of_entry(state)
    last_paired: dict[int, int] = {}
    for index, rnd in enumerate(state.playoff_rounds, start=1):
        for m in rnd.matches:
            for player in m.players():
                last_paired[team_of[player]] = index
    drops = {
        team: max(1, after - swiss + 1, last_paired.get(team, 0) + 1)
        for team, after in team_dropped_after(state).items()
        if team in seeds
    }
    matches = _playoff_team_matches(state, kind)
    if state.settings.elimination_only:  # Appendix E: seeded at random, byes to top seeds
        return build_elimination_bracket(order, matches, drops)
    return build_team_bracket(order, len(order), matches, drops)
