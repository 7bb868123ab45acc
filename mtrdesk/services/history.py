"""One event read whole from the store as plain values: what every use case decides on.

Reading the event once per use case (three queries) keeps the rules in one place: the
stage, who is active in a round, and the ``MatchRecord`` list core standings and pairing
read all come from here.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from functools import cached_property

from mtrdesk.core.event import (
    DeckKind,
    EndRuleKind,
    EventSettings,
    Floor,
    Format,
    Playoff,
    Rel,
    Structure,
    effective_player_count,
    recommended_swiss_rounds,
)
from mtrdesk.core.multiplayer_event import recommended_pod_rounds
from mtrdesk.core.names import display_name
from mtrdesk.core.results import MatchResult
from mtrdesk.core.teams import Seat, TeamKind, recommended_team_rounds
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, match_points
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.store import queries
from mtrdesk.store.models import Event, Match, Round, Team


def settings_of(row: Event) -> EventSettings:
    """The stored settings as the core value."""
    return EventSettings(
        name=row.name,
        date=row.date if isinstance(row.date, dt.date) else dt.date.fromisoformat(row.date),
        format=Format(row.format),
        kind=DeckKind(row.kind),
        rel=Rel(row.rel),
        games_to_win=row.games_to_win,
        swiss_rounds=row.swiss_rounds,
        round_minutes=row.round_minutes,
        playoff=Playoff(row.playoff),
        floor=Floor(row.floor),
        notes=row.notes,
        structure=Structure(row.structure),
        elimination_only=bool(row.elimination_only),
        end_rule=EndRuleKind(row.end_rule),
        end_rule_after=row.end_rule_after,
        end_rule_wins=row.end_rule_wins,
        end_rule_count=row.end_rule_count,
        advance_points=row.advance_points,
    )


def write_settings(row: Event, settings: EventSettings) -> None:
    """Copy every settings field onto the row (the caller saves it)."""
    row.name = settings.name.strip()
    row.date = settings.date
    row.format = settings.format.value
    row.kind = settings.kind.value
    row.rel = settings.rel.value
    row.games_to_win = settings.games_to_win
    row.swiss_rounds = settings.swiss_rounds
    row.round_minutes = settings.round_minutes
    row.playoff = settings.playoff.value
    row.floor = settings.floor.value
    row.notes = settings.notes
    row.structure = settings.structure.value
    row.elimination_only = settings.elimination_only
    row.end_rule = settings.end_rule.value
    row.end_rule_after = settings.end_rule_after
    row.end_rule_wins = settings.end_rule_wins
    row.end_rule_count = settings.end_rule_count
    row.advance_points = settings.advance_points


#: Formats whose players draft in pods (MTR 7.6): a booster draft, or "other" (a cube
#: draft, Rochester...). Constructed and Sealed events have no pods.
POD_FORMATS = frozenset({Format.BOOSTER_DRAFT, Format.OTHER})


def has_pods(settings: EventSettings) -> bool:
    """Whether this event's format can seat players in draft pods (MTR 7.6)."""
    return settings.format in POD_FORMATS


def draft_playoff(settings: EventSettings) -> bool:
    """Appendix E's "Limited format with booster draft in playoff": a drafted top 8 (the
    booster-draft playoff by draft seat, or a booster-draft event's top 8)."""
    return settings.playoff is Playoff.DRAFT_TOP8 or (
        settings.format is Format.BOOSTER_DRAFT and settings.playoff is Playoff.TOP8
    )


def result_of(row: Match) -> MatchResult | None:
    if row.wins1 is None or row.wins2 is None:
        return None
    return MatchResult(row.wins1, row.wins2, row.draws or 0)


@dataclass(frozen=True)
class EntryState:
    id: int
    roster_id: int
    family: str
    given: str
    reading: str
    player_id: str
    awarded_byes: int
    dropped_after_round: int | None
    late_entry_round: int | None
    playoff_seed: int | None = None
    #: The booster-draft pod (MTR 7.6), numbered from 1; ``None`` when not seated in one.
    pod: int | None = None
    #: The team (``TeamState.id``) and seat letter of a team event's player (MTR 8.2).
    team: int | None = None
    seat: str | None = None
    #: MTR 10.4: the seat 1–8 at the booster-draft playoff table, once seated.
    draft_seat: int | None = None
    #: MTR 10.4 early advancement: the Swiss round after which the player advanced and
    #: the playoff seed locked then; ``None`` when not advanced.
    advanced_after: int | None = None
    advanced_seed: int | None = None
    #: The stored seat in the draft ``pod`` (MTR 7.6, 7.7); ``None``: not stored (see
    #: ``services.pod_seats`` for the seat then shown).
    pod_seat: int | None = None
    #: MTR 7.7: stopped drafting before this pick of this pack; ``None`` while drafting.
    draft_drop_pack: int | None = None
    draft_drop_pick: int | None = None

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)

    @property
    def dropped(self) -> bool:
        return self.dropped_after_round is not None


@dataclass(frozen=True)
class MatchState:
    id: int
    round: int
    playoff: bool
    table: int | None
    kind: MatchKind
    player1: int
    player2: int | None
    result: MatchResult | None
    #: The seat letter of a team event's seat match (MTR 8.2), else "".
    seat: str = ""

    @property
    def label(self) -> str | None:
        """The table as posted: "12", or "12B" for seat B of team table 12; None for a bye."""
        return None if self.table is None else f"{self.table}{self.seat}"

    @property
    def record(self) -> MatchRecord:
        return MatchRecord(
            self.round, self.player1, self.player2, self.result, self.kind, self.table
        )

    @property
    def awaiting_result(self) -> bool:
        return self.kind is MatchKind.PAIRED and self.result is None

    def players(self) -> tuple[int, ...]:
        return (self.player1,) if self.player2 is None else (self.player1, self.player2)


@dataclass(frozen=True)
class RoundState:
    id: int
    number: int
    seed: int | None
    playoff: bool
    matches: tuple[MatchState, ...]
    #: Whether every paired match has a result, given when ``matches`` were not loaded.
    all_reported: bool | None = None

    @property
    def complete(self) -> bool:
        if self.all_reported is not None:
            return self.all_reported
        return not any(m.awaiting_result for m in self.matches)

    @property
    def has_results(self) -> bool:
        """A reported paired match (fixed byes and losses do not count)."""
        return any(m.kind is MatchKind.PAIRED and m.result is not None for m in self.matches)


@dataclass(frozen=True)
class TeamState:
    """A registered team (MTR 8.1, 8.2): its members' entry ids by seat, A first; ``None``
    for a seat nobody holds (the registration refuses it, but a structure change from
    three to two seats can leave a team that does not fit)."""

    id: int
    name: str
    members: tuple[int | None, ...]

    @property
    def players(self) -> tuple[int, ...]:
        return tuple(m for m in self.members if m is not None)


@dataclass(frozen=True)
class EventState:
    """Everything stored about one event."""

    id: int
    settings: EventSettings
    rounds_from_recommendation: bool
    entries: dict[int, EntryState]
    rounds: tuple[RoundState, ...]
    #: MTR 7.6: the organizer lifted the pods (Regular REL only), so pairing ignores them.
    pods_lifted: bool = False
    #: Teams by id (team and Two-Headed Giant events; loaded with the entries).
    teams: dict[int, TeamState] = field(default_factory=dict)

    @property
    def team_kind(self) -> TeamKind | None:
        """How teams play (MTR 8 seats or MTR 9 one game); ``None`` for other events."""
        structure = self.settings.structure
        return TeamKind(structure.value) if structure.has_teams else None

    def active_teams(self) -> list[TeamState]:
        """Teams none of whose members dropped (MTR 8.2: a member's drop drops the team)."""
        return [
            t
            for t in self.teams.values()
            if t.players and not any(self.entries[p].dropped for p in t.players)
        ]

    @cached_property
    def swiss(self) -> tuple[RoundState, ...]:
        return tuple(r for r in self.rounds if not r.playoff)

    @cached_property
    def playoff_rounds(self) -> tuple[RoundState, ...]:
        return tuple(r for r in self.rounds if r.playoff)

    @property
    def swiss_paired(self) -> int:
        return len(self.swiss)

    @property
    def playoff_started(self) -> bool:
        return bool(self.playoff_rounds)

    @property
    def last_round(self) -> RoundState | None:
        return self.rounds[-1] if self.rounds else None

    def first_incomplete(self, rounds: tuple[RoundState, ...] | None = None) -> RoundState | None:
        """The earliest round (of ``rounds``, default all) with a result still missing: a
        result cleared in an earlier round counts as much as one in the latest round."""
        candidates = self.rounds if rounds is None else rounds
        return next((r for r in candidates if not r.complete), None)

    @cached_property
    def pods(self) -> dict[EntryId, int]:
        """Each entry's draft pod, for the entries seated in one (dropped ones included)."""
        return {e.id: e.pod for e in self.entries.values() if e.pod is not None}

    @property
    def pods_kept(self) -> bool:
        """MTR 7.6: players are paired only inside their pod. True when the format drafts
        in pods, someone is seated in one, and the organizer has not lifted them."""
        return has_pods(self.settings) and bool(self.pods) and not self.pods_lifted

    def pod_of_match(self, players: tuple[EntryId, ...]) -> int | None:
        """The pod every player of a match shares (a bye: its player's pod), else None."""
        pods = {self.entries[p].pod if p in self.entries else None for p in players}
        return pods.pop() if len(pods) == 1 else None

    def counted_entries(self) -> list[EntryState]:
        """Entries that count for Appendix E now: not dropped."""
        return [e for e in self.entries.values() if not e.dropped]

    @property
    def recommended_rounds(self) -> int:
        if self.settings.structure is Structure.MULTIPLAYER:
            # The multiplayer addendum's own Appendix E table (pods of 4).
            return recommended_pod_rounds(len(self.counted_entries()))
        if self.team_kind is not None:
            # Appendix E: "Team tournaments consider each team as a single player".
            return recommended_team_rounds(len(self.active_teams()))
        active = self.counted_entries()
        count = effective_player_count(len(active), [e.awarded_byes for e in active])
        return recommended_swiss_rounds(count, draft_playoff=draft_playoff(self.settings))

    @property
    def swiss_rounds(self) -> int:
        """The fixed number of Swiss rounds, or the recommendation until round 1 fixes it;
        0 for single elimination only (Appendix E: "No Swiss")."""
        if self.settings.elimination_only:
            return 0
        return self.settings.swiss_rounds or self.recommended_rounds

    @cached_property
    def points_before(self) -> dict[int, dict[EntryId, int]]:
        """Match points each entry had when each Swiss round was paired (what the
        pairings show beside a name), by round number."""
        running: dict[EntryId, int] = {}
        before: dict[int, dict[EntryId, int]] = {}
        for rnd in self.swiss:
            before[rnd.number] = dict(running)
            for entry, earned in match_points(m.record for m in rnd.matches).items():
                running[entry] = running.get(entry, 0) + earned
        return before

    def swiss_records(self, after_round: int | None = None) -> list[MatchRecord]:
        return [
            m.record
            for r in self.swiss
            if after_round is None or r.number <= after_round
            for m in r.matches
        ]

    def entry(self, entry_id: int) -> EntryState:
        try:
            return self.entries[entry_id]
        except KeyError:
            raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry_id) from None

    def name(self, entry_id: EntryId | None) -> str | None:
        if entry_id is None:
            return None
        return self.entries[entry_id].display_name

    def find_round(self, number: int) -> RoundState:
        for r in self.rounds:
            if r.number == number:
                return r
        raise ServiceError(Problem.ROUND_NOT_FOUND, round=number)


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
            MatchState(
                id=mid,
                round=number,
                playoff=playoff,
                table=table,
                kind=_KINDS[kind],
                player1=p1,
                player2=p2,
                result=result,
                seat=seat or "",
            )
        )
    return by_round


def load_event(event_id: int, *, entries: bool = True, matches: bool = True) -> EventState:
    """Read one event; ``EVENT_NOT_FOUND`` when there is none.

    ``matches=False`` leaves ``RoundState.matches`` empty (each round still knows whether
    it is complete); ``entries=False`` leaves ``entries`` empty.
    """
    row = event_row(event_id)
    entry_states = (
        {values[0]: EntryState(*values) for values in queries.event_entry_rows(event_id)}
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
    return EventState(
        id=state.id,
        settings=settings_of(row),
        rounds_from_recommendation=bool(row.rounds_from_recommendation),
        entries=state.entries,
        rounds=tuple(sorted((*state.rounds, added), key=lambda r: r.number)),
        pods_lifted=bool(row.pods_lifted),
        teams=state.teams,
    )


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
