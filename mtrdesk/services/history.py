"""One event read whole from the store into the core values (``core.event.state``).

Reading the event once per use case (three queries) keeps the rules in one place: the
stage, who is active in a round, and the ``MatchRecord`` list core standings and pairing
read all come from the values loaded here.
"""

from __future__ import annotations

import datetime as dt
import threading

from mtrdesk.core.event.state import (
    ROUND_DERIVED,
    ROUND_NOTES,
    SWISS_HISTORY,
    EntryState,
    EventState,
    MatchState,
    RoundState,
    TeamState,
)
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import (
    SETTINGS_FIELDS,
    EventSettings,
    settings_columns,
    settings_from_columns,
)
from mtrdesk.core.teams.team import Seat, TeamKind
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.kept_reads import KeptReads
from mtrdesk.store import queries
from mtrdesk.store.models import Event, Match, Round, Team


def settings_of(row: Event) -> EventSettings:
    """The stored settings as the core value."""
    columns = {name: getattr(row, name) for name in SETTINGS_FIELDS}
    # What SQLite hands back instead: the date as text, the flags as 0 and 1.
    if not isinstance(row.date, dt.date):
        columns["date"] = dt.date.fromisoformat(row.date)
    columns["elimination_only"] = bool(row.elimination_only)
    columns["show_player_ids"] = bool(row.show_player_ids)
    return settings_from_columns(columns)


def write_settings(row: Event, settings: EventSettings) -> None:
    """Copy every settings field onto the row (the caller saves it)."""
    for name, value in settings_columns(settings).items():
        setattr(row, name, value)
    row.name = settings.name.strip()


def result_of(row: Match) -> MatchResult | None:
    if row.wins1 is None or row.wins2 is None:
        return None
    return MatchResult(row.wins1, row.wins2, row.draws or 0)


def entry_of(state: EventState, entry_id: int) -> EntryState:
    """The entry; ``PLAYER_NOT_FOUND`` when the event has none of that id."""
    try:
        return state.entries[entry_id]
    except KeyError:
        raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry_id) from None


def round_of(state: EventState, number: int) -> RoundState:
    """The round of that number; ``ROUND_NOT_FOUND`` when there is none."""
    rnd = state.round_numbered(number)
    if rnd is None:
        raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)
    return rnd


def event_row(event_id: int) -> Event:
    row = Event.get_or_none(Event.id == event_id)
    if row is None:
        raise ServiceError(Problem.EVENT_NOT_FOUND, event=event_id)
    return row


def load_outline(event_id: int) -> EventState:
    """The event with its rounds but no entries and no matches (``RoundState.matches`` is
    empty): enough to decide registration, and cheap in a 400-player event."""
    return load_event(event_id, entries=False, matches=False)


_KINDS = {kind.value: kind for kind in MatchKind}


def _match_states(
    rows: list[tuple], numbers: dict[int, tuple[int, bool]]
) -> dict[int, list[MatchState]]:
    """Match rows (``queries.event_match_rows``) as states, by round id."""
    by_round: dict[int, list[MatchState]] = {}
    results: dict[tuple[int, int, int], MatchResult] = {}  # one value per distinct result
    for mid, rid, table, kind, p1, p2, w1, w2, draws, seat in rows:
        number, playoff = numbers[rid]
        result = None
        if w1 is not None and w2 is not None:
            key = (w1, w2, draws or 0)
            result = results.get(key)
            if result is None:
                result = results[key] = MatchResult(*key)
        by_round.setdefault(rid, []).append(
            MatchState.stored(mid, number, playoff, table, _KINDS[kind], p1, p2, result, seat or "")
        )
    return by_round


def load_entry(event_id: int, entry_id: int) -> EntryState:
    """One entry of ``event_id`` as ``load_event`` gives it, read alone;
    ``PLAYER_NOT_FOUND`` when there is none."""
    rows = queries.event_entry_rows(event_id, entry_id)
    if not rows:
        raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry_id)
    return EntryState.stored(rows[0])


class _Loaded(threading.local):
    """Events read lately on this thread, by (event id, entries, matches): the data mark
    they were read under (``queries.data_mark``) and the state. ``EventState`` is
    immutable, so while the mark is unchanged the state read before is the state a new
    read would give. Per thread, as connections are: the web server's reads beside the
    window (issue 16) neither push out the window's nor race with them."""

    def __init__(self) -> None:
        self.kept: KeptReads[EventState] = KeptReads(4)

    def clear(self) -> None:
        self.kept.clear()


_loaded = _Loaded()


def load_event(event_id: int, *, entries: bool = True, matches: bool = True) -> EventState:
    """Read one event; ``EVENT_NOT_FOUND`` when there is none.

    ``matches=False`` leaves ``RoundState.matches`` empty (each round still knows whether
    it is complete); ``entries=False`` leaves ``entries`` empty.

    Nothing written since the same read (by this connection or another, committed or
    rolled back: ``queries.data_mark``) gives back the same state, and the values it
    computed once (``EventState``'s cached properties) with it.
    """
    return _loaded.kept.read(
        (event_id, entries, matches),
        queries.data_mark(),
        lambda: _read_event(event_id, entries=entries, matches=matches),
    )


def kept_event(event_id: int, mark: tuple[object, ...] | None = None) -> EventState | None:
    """The whole event (entries and matches) as ``load_event`` read or kept it, if
    nothing was written since; ``None`` otherwise. For a read that needs less and would
    otherwise read the entries again (the summary right after a pairing). ``mark``: the
    store's ``change_mark`` read outside a transaction (``Context.remembered`` does the
    same): the state is then the database as committed at that moment."""
    return _loaded.kept.get((event_id, True, True), mark or queries.data_mark())


def keep_when_committed(state: EventState) -> None:
    """``state`` is the whole event as this use case leaves it (``with_new_round`` at the
    end of a pairing, with nothing of the event written after it): once the transaction
    commits, ``load_event`` gives it back instead of reading the event again. Only from
    the body of the outermost transaction, and only if nothing rolls back before it ends
    (a savepoint's rollback could have undone part of what ``state`` holds)."""
    if queries.transaction_depth() != 1:
        return
    generation = queries.rollbacks()

    def keep() -> None:
        if queries.rollbacks() == generation:
            _loaded.kept.put((state.id, True, True), queries.data_mark(), state)

    queries.after_commit(keep)


def _read_event(event_id: int, *, entries: bool, matches: bool) -> EventState:
    """``load_event`` from the store."""
    row = event_row(event_id)
    entry_states = (
        {values[0]: EntryState.stored(values) for values in queries.event_entry_rows(event_id)}
        if entries
        else {}
    )
    round_rows = list(
        Round.select(Round.id, Round.number, Round.seed, Round.playoff)
        .where(Round.event == event_id)
        .order_by(Round.number)
        .tuples()
    )
    numbers = {rid: (number, bool(playoff)) for rid, number, _, playoff in round_rows}
    if matches:
        by_round = _match_states(queries.event_match_rows(event_id), numbers)
        awaiting = None
    else:
        by_round = {}
        awaiting = queries.rounds_awaiting_results(event_id, MatchKind.PAIRED.value)
    rounds = tuple(
        RoundState(
            id=rid,
            number=number,
            seed=seed,
            playoff=bool(playoff),
            matches=tuple(by_round.get(rid, ())),
            all_reported=None if awaiting is None else rid not in awaiting,
        )
        for rid, number, seed, playoff in round_rows
    )
    return EventState(
        id=row.id,
        settings=settings_of(row),
        rounds_from_recommendation=bool(row.rounds_from_recommendation),
        entries=entry_states,
        rounds=rounds,
        pods_lifted=bool(row.pods_lifted),
        teams=_team_states(event_id, entry_states, settings_of(row)) if entries else {},
        uid=row.uid,
    )


def _team_states(
    event_id: int, entries: dict[int, EntryState], settings: EventSettings
) -> dict[int, TeamState]:
    """The event's teams in registration order, members placed by seat letter (as many
    seats as the structure has, more if a member holds a later seat)."""
    structure = settings.structure
    seats_wanted = TeamKind(structure.value).size if structure.has_teams else 0
    rows = Team.select(Team.id, Team.name).where(Team.event == event_id).order_by(Team.id)
    seats: dict[int, dict[int, int]] = {}
    for entry in entries.values():
        if entry.team is not None and entry.seat in _SEAT_INDEX:
            seats.setdefault(entry.team, {})[_SEAT_INDEX[entry.seat]] = entry.id
    teams = {}
    for team_id, name in rows.tuples():
        held = seats.get(team_id, {})
        size = max(max(held, default=-1) + 1, seats_wanted)
        teams[team_id] = TeamState(team_id, name, tuple(held.get(i) for i in range(size)))
    return teams


_SEAT_INDEX = {seat.value: seat.index for seat in Seat}


def with_new_round(state: EventState, round_id: int) -> EventState:
    """``state`` (loaded whole) plus a round just written, and the settings as stored now:
    what a use case shows after pairing, without reading the whole event again."""
    rnd = Round.get_by_id(round_id)
    number, playoff = rnd.number, bool(rnd.playoff)
    by_round = _match_states(queries.round_match_rows(round_id), {round_id: (number, playoff)})
    added = RoundState(round_id, number, rnd.seed, playoff, tuple(by_round.get(round_id, ())))
    row = event_row(state.id)
    new = EventState(
        id=state.id,
        settings=settings_of(row),
        rounds_from_recommendation=bool(row.rounds_from_recommendation),
        entries=state.entries,
        rounds=tuple(sorted((*state.rounds, added), key=lambda r: r.number)),
        pods_lifted=bool(row.pods_lifted),
        teams=state.teams,
        uid=row.uid,
    )
    new.count_points_from(state)
    if (new.settings, new.pods_lifted) == (state.settings, state.pods_lifted):
        # A view or the notes of an earlier round read only that round, the rounds before
        # it and the entries: all the very same values in ``new``.
        for key, value in state.derived.items():
            if not isinstance(key, tuple):
                continue
            if key[0] in ROUND_DERIVED:
                new.derived[key] = value
            elif key[0] == SWISS_HISTORY and isinstance(key[1], int) and key[1] < number:
                new.derived[key] = value  # the rounds up to key[1]: the same values
        # Loaded with the first round or result written, not with the services (issue 33:
        # the Swiss pairing, the standings and rustworkx stay out of the window's start).
        from mtrdesk.core.event.swiss import carry_standings_past

        carry_standings_past(state, new, number)
    return new


def with_result(
    state: EventState, match: MatchState, result: MatchResult | None
) -> EventState | None:
    """``state`` (loaded whole) once ``match``, a paired Swiss match as it stood in
    ``state``, was given ``result``: what the next read of the event gives, without
    reading it (``None`` when ``state`` does not hold ``match`` as given). The values
    worked out from ``state`` that the result leaves true come with it: the opponents met,
    the views of earlier rounds, the pairing notes up to the match's round (they read
    the rounds before it), and the standings, which then count only the changed match
    again (``event_swiss.carry_standings``)."""
    if match.playoff:
        return None
    later = state.with_result(match, result)
    if later is None:
        return None
    number = match.round
    old_round, new_round = state.round_numbered(number), later.round_numbered(number)
    for key, value in state.derived.items():
        if not isinstance(key, tuple):
            continue
        if key[0] == SWISS_HISTORY:  # who met whom: the same pairings
            later.derived[key] = value
        elif key[0] in ROUND_DERIVED and isinstance(value, tuple):
            rnd = value[0]
            if rnd.number < number:
                later.derived[key] = value
            elif key[0] == ROUND_NOTES and rnd is old_round:
                later.derived[key] = (new_round, value[1])  # the pairings are the same
    from mtrdesk.core.event.swiss import carry_standings  # (as in ``with_new_round``)

    carry_standings(state, later, match, result)
    return later


def match_row(
    round_id: int,
    table: int | None,
    kind: MatchKind,
    player1: EntryId,
    player2: EntryId | None,
    now: dt.datetime,
    seat: str = "",
) -> dict[str, object]:
    """A match as stored: a bye or a loss without an opponent carries its fixed result
    (MTR Appendix C) from the start; a paired match waits for its result."""
    fixed = kind.fixed_result
    return {
        "round": round_id,
        "table": table,
        "kind": kind.value,
        "player1": player1,
        "player2": player2,
        "wins1": fixed.wins1 if fixed else None,
        "wins2": fixed.wins2 if fixed else None,
        "draws": fixed.draws if fixed else None,
        "reported_at": now if fixed else None,
        "seat": seat,
    }


def add_unopposed(round_id: int, entry_id: int, kind: MatchKind, now: dt.datetime) -> None:
    """A bye or a loss without an opponent, stored with its fixed result."""
    Match.insert(match_row(round_id, None, kind, entry_id, None, now)).execute()
