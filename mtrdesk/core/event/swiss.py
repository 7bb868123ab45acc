"""The Swiss of one event (``core.event.state.EventState``): who plays a round and who
counts in the standings (MTR 2.10, Appendix E awarded byes), the standings themselves, when
the Swiss ends (MTR 10.2) and who advanced to the playoff early (MTR 10.4).

Pure computations over the event's values; ``services.swiss.round_rows`` writes the rounds and
``services.swiss_end`` stores the advancements these decide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mtrdesk.core.event.state import EntryState, EventState, MatchState
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EndRuleKind
from mtrdesk.core.standings.individual import ResultChange, StandingRow, Standings
from mtrdesk.core.swiss.end_rules import (
    Advancement,
    EndRule,
    early_advancements,
    end_rule_of,
    swiss_is_over,
)
from mtrdesk.core.tournament import EntryId, match_points

if TYPE_CHECKING:
    # The pairing engine (and rustworkx under it) loads only when a history is read:
    # ``mtrdesk standings FILE`` ranks without it (issue 33 item 2).
    from mtrdesk.core.swiss.pairing import History

__all__ = [
    "advanced_before",
    "all_advancements",
    "below_day_two_cut",
    "carry_standings",
    "carry_standings_past",
    "end_rule",
    "has_awarded_bye",
    "in_standings",
    "locked_advancements",
    "new_advancements",
    "plays_round",
    "points_after",
    "standings_field",
    "standings_order",
    "standings_rows",
    "swiss_history_after",
    "swiss_over",
]


def in_standings(entry: EntryState, after_round: int | None) -> bool:
    """MTR 2.10: a drop before round 1 is no participation. A late entrant appears from
    the round during which they entered."""
    if entry.dropped_after_round == 0:
        return False
    if after_round is None or entry.late_entry_round is None:
        return True
    return entry.late_entry_round - 1 <= after_round


def standings_field(
    state: EventState, after_round: int | None
) -> tuple[list[EntryState], dict[EntryId, int]]:
    """Who is in the standings after ``after_round`` (``None``: every Swiss round so far;
    ``in_standings``), and the round after which those who had dropped by then dropped."""
    entries = [e for e in state.entries.values() if in_standings(e, after_round)]
    dropped = {
        e.id: e.dropped_after_round
        for e in entries
        if e.dropped_after_round is not None
        and (after_round is None or e.dropped_after_round <= after_round)
    }
    return entries, dropped


def standings_rows(state: EventState, after_round: int | None = None) -> list[StandingRow]:
    """Core standings of the Swiss rounds (all, or up to ``after_round``); worked out
    once per state (``EventState.derived``: the rows are frozen, the list is a copy)."""
    return _standings(state, after_round).rows()


def standings_order(state: EventState, after_round: int | None = None) -> list[EntryId]:
    """The entries in ``standings_rows``' order, best first (the rows are not made unless
    they were already)."""
    return _standings(state, after_round).order()


#: ``EventState.derived`` key (its first item; the second is ``after_round``) of the
#: ``Standings`` of the Swiss rounds, or of ``_Changed`` standings still to work out.
STANDINGS = "standings"


@dataclass(frozen=True, slots=True)
class _Changed:
    """Standings of an earlier state of the event and the results changed since, in
    order: worked out (``Standings.with_results``) when first read."""

    earlier: Standings
    changes: tuple[ResultChange, ...]


def _standings(state: EventState, after_round: int | None) -> Standings:
    key = (STANDINGS, after_round)
    kept = state.derived.get(key)
    if isinstance(kept, Standings):
        return kept
    if isinstance(kept, _Changed):
        standings = kept.earlier.with_results(kept.changes)
    else:
        ids, records, dropped = _standings_input(state, after_round)
        standings = Standings.of(ids, records, state.settings.floor.value_fraction, dropped=dropped)
    state.derived[key] = standings
    return standings


#: Results changed since the standings were last worked out beyond which they are worked
#: out afresh when read: at 4,096 players one change costs 1/40 ms against 60 ms afresh,
#: but a longer list only holds on to more (the Pairings tab reads no standings).
_CHANGES_WORTH_CARRYING = 1024


def carry_standings(
    earlier: EventState, later: EventState, match: MatchState, result: MatchResult | None
) -> None:
    """``later`` is ``earlier`` with ``match`` (a paired Swiss match of ``earlier``, as it
    stands there) now holding ``result`` and nothing else changed: its standings are
    ``earlier``'s with that one result changed (``Standings.with_results``, worked out
    when read), and ``earlier``'s standings after rounds before the match's are its own."""
    for key, kept in earlier.derived.items():
        if not (isinstance(key, tuple) and len(key) == 2 and key[0] == STANDINGS):
            continue
        after_round = key[1]
        if after_round is not None and after_round < match.round:
            later.derived[key] = kept  # the rounds read are the very same
        elif isinstance(kept, Standings):
            later.derived[key] = _Changed(kept, ((match, result),))
        elif isinstance(kept, _Changed) and len(kept.changes) < _CHANGES_WORTH_CARRYING:
            later.derived[key] = _Changed(kept.earlier, (*kept.changes, (match, result)))


def carry_standings_past(earlier: EventState, later: EventState, number: int) -> None:
    """``later`` is ``earlier`` with round ``number`` just paired after all of its rounds,
    the entries and settings the same: the standings after each earlier round are
    ``earlier``'s, and ``earlier``'s standings of every Swiss round so far are
    ``later``'s after the round before ``number`` (what its pairing notes read)."""
    swiss = earlier.swiss
    if not swiss or number <= earlier.rounds[-1].number:
        return
    for key, kept in earlier.derived.items():
        if not (isinstance(key, tuple) and len(key) == 2 and key[0] == STANDINGS):
            continue
        after_round = key[1]
        if after_round is None:
            last = swiss[-1].number
            if _same_field(standings_field(earlier, None), standings_field(later, last)):
                later.derived[(STANDINGS, last)] = kept
            if later.swiss == swiss:  # a playoff round: the Swiss rounds are the same
                later.derived[key] = kept
        elif after_round < number:
            later.derived[key] = kept


def _same_field(
    one: tuple[list[EntryState], dict[EntryId, int]],
    other: tuple[list[EntryState], dict[EntryId, int]],
) -> bool:
    """Whether two ``standings_field`` s rank the same entries with the same drops."""
    return [e.id for e in one[0]] == [e.id for e in other[0]] and one[1] == other[1]


def swiss_history_after(state: EventState, after_round: int | None = None) -> History:
    """``swiss_history`` of the Swiss rounds (all, or up to ``after_round``), worked out
    once per state (``EventState.derived``, keyed ``("swiss_history", last round read)``;
    ``services.history.with_new_round`` carries it to the state with one more round)."""
    last = state.swiss[-1].number if state.swiss else 0
    number = last if after_round is None else min(after_round, last)
    key = ("swiss_history", number)
    kept = state.derived.get(key)
    if not isinstance(kept, tuple):
        kept = state.derived[key] = _history_from_earlier(state, number)
    history: History = kept
    return history


def _history_from_earlier(state: EventState, number: int) -> History:
    """The history up to round ``number``: the latest one kept of an earlier round (the
    notes of the round on screen read the one before it) extended by the rounds since,
    else read from every match up to it."""
    from mtrdesk.core.swiss.pairing import extend_history, swiss_history

    for earlier in range(number - 1, 0, -1):
        kept = state.derived.get(("swiss_history", earlier))
        if isinstance(kept, tuple):
            since = [m for r in state.swiss if earlier < r.number <= number for m in r.matches]
            return extend_history(kept, since)
    return swiss_history(state.swiss_matches(number))


def _standings_input(
    state: EventState, after_round: int | None
) -> tuple[list[EntryId], list[MatchState], dict[EntryId, int]]:
    """Who is ranked, the matches among them, and who had dropped (``standings_field``)."""
    entries, dropped = standings_field(state, after_round)
    ids = {e.id for e in entries}
    records = [
        m
        for m in state.swiss_matches(after_round)
        if m.player1 in ids and (m.player2 is None or m.player2 in ids)
    ]
    return [e.id for e in entries], records, dropped


def plays_round(entry: EntryState, number: int) -> bool:
    """Entered by round ``number`` and not dropped before it."""
    dropped = entry.dropped_after_round
    if dropped is not None and dropped < number:
        return False
    return entry.late_entry_round is None or entry.late_entry_round <= number


def has_awarded_bye(entry: EntryState, number: int) -> bool:
    """Awarded byes fill rounds 1..n for players registered before round 1."""
    return entry.late_entry_round is None and entry.awarded_byes >= number


def advanced_before(entry: EntryState, number: int) -> bool:
    """MTR 10.4: a player advanced to the playoff before round ``number`` is not paired in
    it; they "receive byes for the remaining Swiss rounds" (stored as awarded byes)."""
    return entry.advanced_after is not None and entry.advanced_after < number


def below_day_two_cut(state: EventState, after_round: int | None = None) -> frozenset[EntryId]:
    """Who did not make the event's day-two cut (``core.swiss.day_two_cut``), as the
    standings after ``after_round`` (``None``: every Swiss round so far) show it: nobody
    before the cut's round is played, or without a cut."""
    cut = state.settings.day_two_cut()
    last = state.swiss_paired if after_round is None else after_round
    if cut is None or last < cut.after_round:
        return frozenset()
    points = points_after(state, cut.after_round)
    made = cut.made_it(points)
    return frozenset(
        e.id for e in state.entries.values() if e.id not in made and in_standings(e, last)
    )


def end_rule(state: EventState) -> EndRule:
    """The announced end rule (MTR 10.2) for this event's number of Swiss rounds (one
    round stands in for the none of single elimination only, which never reads it)."""
    return end_rule_of(state.settings, max(1, state.swiss_rounds))


def swiss_over(state: EventState) -> bool:
    """No further Swiss round will be paired: every announced round is paired, or the
    announced rule ended the Swiss after the latest round, complete (MTR 10.2).

    Needs the matches loaded (``load_event``) when the rule is variable.
    """
    if not state.swiss:
        return False
    if state.swiss_paired >= state.swiss_rounds:
        return True
    if state.settings.end_rule is EndRuleKind.FIXED or not state.swiss[-1].complete:
        return False
    return swiss_is_over(end_rule(state), standings_rows(state), state.swiss_paired)


def locked_advancements(state: EventState) -> tuple[Advancement, ...]:
    """The stored advancements (MTR 10.4), by seed; ``points`` as after their round."""
    locked = sorted(
        (e for e in state.entries.values() if e.advanced_seed is not None),
        key=lambda e: e.advanced_seed or 0,
    )
    return tuple(
        Advancement(
            e.id,
            e.advanced_after or 0,
            e.advanced_seed or 0,
            points_after(state, e.advanced_after or 0).get(e.id, 0),
        )
        for e in locked
    )


def points_after(state: EventState, round_number: int) -> dict[int, int]:
    """Match points of each entry after Swiss round ``round_number``."""
    points: dict[int, int] = {}
    for rnd in state.swiss:
        if rnd.number > round_number:
            break
        for entry, earned in match_points(rnd.matches).items():
            points[entry] = points.get(entry, 0) + earned
    return points


def new_advancements(state: EventState, after_round: int) -> tuple[Advancement, ...]:
    """Who reaches the announced match points in Swiss round ``after_round`` and takes the
    next free seeds (core ``early_advancements``: OMW%, GW%, OGW% as of that round)."""
    points = state.settings.advance_points
    size = state.settings.playoff.size
    if points is None or size == 0 or not 1 <= after_round <= state.swiss_paired:
        return ()
    locked = locked_advancements(state)
    places = size - len(locked)
    if places < 1:
        return ()
    taken = {a.entry for a in locked}
    rows: Sequence[StandingRow] = [
        row
        for row in standings_rows(state, after_round)
        if row.entry not in taken and row.dropped_after_round is None
    ]
    (reached,) = early_advancements([rows], points, places)
    return tuple(Advancement(a.entry, after_round, a.seed + len(locked), a.points) for a in reached)


def all_advancements(state: EventState) -> tuple[tuple[Advancement, bool], ...]:
    """The locked advancements, then those the latest complete Swiss round would add
    (not locked yet), each with whether it is locked."""
    locked = tuple((a, True) for a in locked_advancements(state))
    last = state.swiss[-1] if state.swiss else None
    if last is None or not last.complete or state.playoff_started:
        return locked
    if any(a.round == last.number for a, _ in locked):
        return locked  # that round is locked already
    return locked + tuple((a, False) for a in new_advancements(state, last.number))
