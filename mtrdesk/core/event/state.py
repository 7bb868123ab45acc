"""One event as plain values: its settings, entries, teams, rounds and matches, and what
every use case decides on (the stage, who is active in a round, the ``MatchRecord`` list
core standings and pairing read). ``services.history`` loads it from the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import Any

from mtrdesk.core.event_rules import EventProgress, has_pods, recommended_rounds
from mtrdesk.core.names import display_name
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.teams.team import TeamKind
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, PlayerPair, match_points

__all__ = ["EntryState", "EventState", "MatchState", "RoundState", "TeamState"]


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
    #: ``core.event.draft_pods`` for the seat then shown).
    pod_seat: int | None = None
    #: MTR 7.7: stopped drafting before this pick of this pack; ``None`` while drafting.
    draft_drop_pack: int | None = None
    draft_drop_pick: int | None = None
    #: The person's Wizards Account e-mail (issue 30): for EventLink's Invite List and
    #: closing sheet only, never on a public page or posted sheet; "" when not known.
    email: str = ""
    #: The deck's name as the player gave it (issue 30); "" when none.
    deck_name: str = ""

    @classmethod
    def stored(cls, values: tuple[Any, ...]) -> EntryState:
        """The entry from every field's value in declaration order (``load_event``'s
        rows): the same value ``EntryState(*values)`` gives, made without the frozen
        ``__init__``'s one ``object.__setattr__`` per field (4,096 entries per read)."""
        made = object.__new__(cls)
        object.__setattr__(made, "__dict__", dict(zip(_ENTRY_FIELDS, values, strict=False)))
        return made

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)

    @property
    def dropped(self) -> bool:
        return self.dropped_after_round is not None


_ENTRY_FIELDS = tuple(f.name for f in fields(EntryState))


@dataclass(frozen=True)
class MatchState(PlayerPair):
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

    @classmethod
    def stored(
        cls,
        id: int,
        round: int,
        playoff: bool,
        table: int | None,
        kind: MatchKind,
        player1: int,
        player2: int | None,
        result: MatchResult | None,
        seat: str,
    ) -> MatchState:
        """``MatchState(...)`` of every field, made without the frozen ``__init__``'s one
        ``object.__setattr__`` per field (45,000 matches per read at 4,096 × 12)."""
        made = object.__new__(cls)
        object.__setattr__(
            made,
            "__dict__",
            {
                "id": id,
                "round": round,
                "playoff": playoff,
                "table": table,
                "kind": kind,
                "player1": player1,
                "player2": player2,
                "result": result,
                "seat": seat,
            },
        )
        return made

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


@dataclass(frozen=True)
class RoundState:
    id: int
    number: int
    seed: int | None
    playoff: bool
    matches: tuple[MatchState, ...]
    #: Whether every paired match has a result, given when ``matches`` were not loaded.
    all_reported: bool | None = None

    @cached_property
    def complete(self) -> bool:
        """Every paired match has a result. Worked out once per round: its matches are
        frozen, and a state with one more round or result keeps the other rounds' objects,
        which the window's stage and buttons read after each change (issue 33: at 4,096
        players a scan of eleven complete rounds costs about 15 ms)."""
        if self.all_reported is not None:
            return self.all_reported
        paired = MatchKind.PAIRED  # ``awaiting_result`` inline: a call per match costs double
        return not any(m.kind is paired and m.result is None for m in self.matches)

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
    #: The event's identity (``core.event_identity``), which export and import keep: what
    #: its slips' QR codes name. "" for an event made in memory without one.
    uid: str = ""

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
        """Appendix E's Swiss rounds for the entries (or teams) still in."""
        active = self.counted_entries()
        return recommended_rounds(
            self.settings,
            entered=len(active),
            byes=[e.awarded_byes for e in active],
            teams=len(self.active_teams()) if self.team_kind is not None else 0,
        )

    @property
    def progress(self) -> EventProgress:
        """How far the event has gone (``results_in`` needs the matches loaded)."""
        return EventProgress(
            round_paired=bool(self.rounds),
            results_in=any(r.has_results for r in self.rounds),
            playoff_started=self.playoff_started,
        )

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
        return self._points[0]

    @property
    def swiss_points(self) -> dict[EntryId, int]:
        """Match points after every Swiss round so far: ``match_points(swiss_matches())``
        (every entry with a Swiss match, 0 included)."""
        return self._points[1]

    @cached_property
    def _points(self) -> tuple[dict[int, dict[EntryId, int]], dict[EntryId, int]]:
        """``points_before`` and ``swiss_points``, counted round by round in one pass."""
        running: dict[EntryId, int] = {}
        before: dict[int, dict[EntryId, int]] = {}
        for rnd in self.swiss:
            before[rnd.number] = dict(running)
            for entry, earned in match_points(rnd.matches).items():
                running[entry] = running.get(entry, 0) + earned
        return before, running

    def count_points_from(self, earlier: EventState) -> None:
        """Take ``points_before`` and ``swiss_points`` from ``earlier``'s, adding only the
        last Swiss round, when this state holds ``earlier``'s Swiss rounds (the very same
        values) and one more after them and ``earlier`` has counted its points: what
        ``_points`` would count from scratch. Otherwise they are counted when asked."""
        counted = earlier.__dict__.get("_points")
        swiss, before = self.swiss, earlier.swiss
        if counted is None or "_points" in self.__dict__ or len(swiss) != len(before) + 1:
            return
        if any(mine is not theirs for mine, theirs in zip(swiss, before, strict=False)):
            return
        added = swiss[-1]
        if before and added.number <= before[-1].number:
            return
        points_before, running = counted
        now = dict(running)
        for entry, earned in match_points(added.matches).items():
            now[entry] = now.get(entry, 0) + earned
        # A cached_property lives in the instance's __dict__: set it as it would be.
        self.__dict__["_points"] = ({**points_before, added.number: dict(running)}, now)

    def with_result(self, match: MatchState, result: MatchResult | None) -> EventState | None:
        """This state with ``match`` holding ``result`` (entered, corrected or cleared),
        every other value the very same; ``None`` when this state does not hold ``match``
        as given (it was read before the match changed). The points (``points_before``,
        ``swiss_points``) are carried over with the match's difference, if counted."""
        rnd = self.round_numbered(match.round)
        if rnd is None or rnd.playoff != match.playoff:
            return None
        index = next((i for i, m in enumerate(rnd.matches) if m.id == match.id), None)
        if index is None or rnd.matches[index] != match:
            return None
        changed = replace(match, result=result)
        matches = (*rnd.matches[:index], changed, *rnd.matches[index + 1 :])
        rounds = tuple(replace(r, matches=matches) if r is rnd else r for r in self.rounds)
        later = replace(self, rounds=rounds)
        counted = self.__dict__.get("_points")
        if counted is not None and not match.playoff:
            later.__dict__["_points"] = _points_moved(counted, match, changed)
        return later

    def swiss_records(self, after_round: int | None = None) -> list[MatchRecord]:
        return [m.record for m in self.swiss_matches(after_round)]

    def swiss_matches(self, after_round: int | None = None) -> list[MatchState]:
        """The Swiss matches (all, or up to ``after_round``) as stored: what
        ``swiss_records`` holds, for readers of ``tournament.Played`` that need no record."""
        return [
            m
            for r in self.swiss
            if after_round is None or r.number <= after_round
            for m in r.matches
        ]

    def name(self, entry_id: EntryId | None) -> str | None:
        if entry_id is None:
            return None
        return self.names[entry_id]

    @cached_property
    def derived(self) -> dict[object, object]:
        """Values the layers above computed from this state, by a key of their choosing,
        kept with it: the state never changes, so neither do they. Immutable values only
        (frozen views, tuples), as every reader of the state shares them."""
        return {}

    @cached_property
    def names(self) -> dict[EntryId, str]:
        """Every entry's display name, by entry id."""
        return {entry: e.display_name for entry, e in self.entries.items()}

    def round_numbered(self, number: int) -> RoundState | None:
        """The round of that number, ``None`` when there is none."""
        return next((r for r in self.rounds if r.number == number), None)


def _points_moved(
    counted: tuple[dict[int, dict[EntryId, int]], dict[EntryId, int]],
    before: MatchState,
    after: MatchState,
) -> tuple[dict[int, dict[EntryId, int]], dict[EntryId, int]]:
    """``EventState._points`` once Swiss match ``before`` became ``after``: the points
    each player gains (or loses) count from the next round on, and in the total."""
    gained = match_points([after])
    for entry, earned in match_points([before]).items():
        gained[entry] = gained.get(entry, 0) - earned
    points_before, running = counted

    def moved(points: dict[EntryId, int]) -> dict[EntryId, int]:
        return {**points, **{entry: points.get(entry, 0) + n for entry, n in gained.items()}}

    return (
        {
            number: moved(points) if number > before.round else points
            for number, points in points_before.items()
        },
        moved(running),
    )


#: ``EventState.derived`` keys (their first item) of values worked out from one round,
#: the rounds before it, the entries and the settings only (``services.views``,
#: ``services.swiss.explain``), each value held with its round: still true once a later round
#: is added.
ROUND_VIEW = "round_view"
ROUND_NOTES = "round_notes"
ROUND_DERIVED = frozenset({ROUND_VIEW, ROUND_NOTES})
#: ``core.event.swiss.swiss_history_after``'s key: the opponents and byes of the Swiss rounds
#: up to a round number (still true once a later round is added).
SWISS_HISTORY = "swiss_history"
