"""A multiplayer pod event as loaded (``PodEventState``, read by
``services.pods.loading``), and the values the window shows of it (the value classes
live in ``multiplayer_views`` and are imported from here as before). Pure: no store.

The event itself (entries, rounds, byes and unopposed losses) is an ``EventState``; a pod
event adds what only pod events have: the pod size and playoff cut, each round's pods with
their seats and the playoff seeds. From those it builds the core values: ``PodResult`` for
standings and pairing (multiplayer addendum Appendix C, 3.1A, 10.4A) and the pod playoff
(10.4A).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property

from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.event.swiss import has_awarded_bye, plays_round, standings_field
from mtrdesk.core.pods.pairing import (
    MIN_POD_PLAYERS,
    NoPodPairing,
    PodPlayer,
    pair_pods,
)
from mtrdesk.core.pods.pairing import Pod as CorePod
from mtrdesk.core.pods.playoff import (
    PlayoffPod,
    PodPlayoff,
    PodPlayoffError,
    build_pod_playoff,
)
from mtrdesk.core.pods.standings import (
    PodResult,
    PodStandingRow,
    compute_pod_standings,
    players_for_pod_pairing,
    pod_match_points,
)
from mtrdesk.core.settings import Structure
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.pods.views import (
    DRAW,
    WIN,
    PodPlayoffRoundView,
    PodPlayoffView,
    PodRoundView,
    PodSeatView,
    PodStandingView,
    PodView,
    SeededPlayer,
    UnopposedView,
)
from mtrdesk.services.pods.views import (
    LOSS as LOSS,  # re-exported: the stored results are read from here
)

# --- the event as stored ----------------------------------------------------------------


@dataclass(frozen=True)
class PodData:
    """A stored pod: its seats as (seat, entry, result) in seat order."""

    id: int
    round: int
    playoff: bool
    table: int
    reported: bool
    seats: tuple[tuple[int, EntryId, str | None], ...]

    @property
    def players(self) -> tuple[EntryId, ...]:
        return tuple(entry for _, entry, _ in self.seats)

    def result_of(self, entry: EntryId) -> str | None:
        return next((r for _, e, r in self.seats if e == entry), None)

    @property
    def winner(self) -> EntryId | None:
        return next((e for _, e, r in self.seats if r == WIN), None)

    @property
    def drawn(self) -> frozenset[EntryId]:
        return frozenset(e for _, e, r in self.seats if r == DRAW)

    def outcome(self) -> dict[str, object] | None:
        """What the audit log records of the result: the winner, or who drew."""
        if not self.reported:
            return None
        return {"winner": self.winner, "drawn": sorted(self.drawn)}

    def pod_result(self) -> PodResult:
        """The core result: a win, a draw between the players who drew, or unreported.
        A drawn playoff pod has its winner (2.4C): that counts as the win."""
        if not self.reported:
            return PodResult(self.round, self.players)
        if self.winner is not None:
            return PodResult.win(self.round, self.players, self.winner)
        return PodResult(self.round, self.players, drawn=self.drawn)


@dataclass
class PodEventState:
    """A multiplayer event: ``EventState`` plus its pods and pod settings."""

    state: EventState
    pod_size: int
    playoff_size: int
    pods: dict[int, list[PodData]]  # by round number, tables in order
    seeds: list[EntryId] = field(default_factory=list)  # playoff seeds, best first

    @property
    def id(self) -> int:
        return self.state.id

    @property
    def swiss(self) -> tuple[RoundState, ...]:
        return self.state.swiss

    def pods_of(self, number: int) -> list[PodData]:
        return self.pods.get(number, [])

    def find_pod(self, number: int, table: int) -> PodData:
        # ``services.history`` brings the store, which reading an event file does not
        # need (issue 33): loaded when a pod is looked up.
        from mtrdesk.services.history import round_of

        rnd = round_of(self.state, number)  # ROUND_NOT_FOUND
        pod = next((p for p in self.pods_of(rnd.number) if p.table == table), None)
        if pod is None:
            raise ServiceError(Problem.TABLE_NOT_FOUND, round=number, table=table)
        return pod

    def first_incomplete(self, rounds: Iterable[RoundState]) -> RoundState | None:
        for rnd in rounds:
            if any(not p.reported for p in self.pods_of(rnd.number)):
                return rnd
        return None

    def missing_tables(self, number: int) -> list[int]:
        return [p.table for p in self.pods_of(number) if not p.reported]

    def require_swiss_results(self) -> None:
        """Refuse (``RESULTS_MISSING``, naming the round and tables) while a Swiss pod
        still waits for its result."""
        missing = self.first_incomplete(self.swiss)
        if missing is not None:
            raise ServiceError(
                Problem.RESULTS_MISSING,
                round=missing.number,
                tables=self.missing_tables(missing.number),
            )

    def swiss_results(self, after_round: int | None = None) -> list[PodResult]:
        """Every Swiss pod and unopposed match as core results, oldest first."""
        results: list[PodResult] = []
        for rnd in self.swiss:
            if after_round is not None and rnd.number > after_round:
                break
            results.extend(self.swiss_results_of(rnd))
        return results

    @cached_property
    def points_before(self) -> dict[int, dict[EntryId, int]]:
        """Match points each player had when each Swiss round was paired."""
        before: dict[int, dict[EntryId, int]] = {}
        running: dict[EntryId, int] = {}
        for rnd in self.swiss:
            before[rnd.number] = dict(running)
            for entry, earned in pod_match_points(
                self.swiss_results_of(rnd), self.pod_size
            ).items():
                running[entry] = running.get(entry, 0) + earned
        return before

    def swiss_results_of(self, rnd: RoundState) -> list[PodResult]:
        return [p.pod_result() for p in self.pods_of(rnd.number)] + [
            PodResult.unopposed(rnd.number, m.player1, m.kind)
            for m in rnd.matches
            if m.player2 is None and not m.kind.has_opponent
        ]

    def standing_rows(self, after_round: int | None = None) -> list[PodStandingRow]:
        """3.1A standings after ``after_round`` (default: every Swiss round so far)."""
        state = self.state
        entries, dropped = standings_field(state, after_round)
        ids = {e.id for e in entries}
        results = [r for r in self.swiss_results(after_round) if all(p in ids for p in r.players)]
        return compute_pod_standings(
            [e.id for e in entries], results, self.pod_size, dropped=dropped
        )

    # --- the playoff ---

    @property
    def playoff_started(self) -> bool:
        return bool(self.seeds)

    def playoff_winners(self) -> list[frozenset[EntryId]]:
        """Each complete playoff round's winners, in order (a round still missing a
        result ends the list)."""
        winners = []
        for rnd in self.state.playoff_rounds:
            pods = self.pods_of(rnd.number)
            if not pods or any(not p.reported for p in pods):
                break
            winners.append(frozenset(p.winner for p in pods if p.winner is not None))
        return winners

    def playoff_drops(self) -> dict[EntryId, int]:
        """Seeds who dropped after the cut: the first playoff round (1, 2, ...) each is not
        in (``build_pod_playoff``'s ``dropped``). A drop recorded after the last Swiss
        round leaves playoff round 1; after playoff round k, round k + 1."""
        last_swiss = self.swiss[-1].number if self.swiss else 0
        drops = {}
        for entry in self.seeds:
            after = self.state.entries[entry].dropped_after_round
            if after is not None and after >= last_swiss:
                drops[entry] = after - last_swiss + 1
        return drops

    def playoff(self) -> PodPlayoff | None:
        """The core playoff from the seeds, the reported rounds and the drops after the cut;
        ``None`` before the cut."""
        if not self.seeds:
            return None
        try:
            return build_pod_playoff(
                self.seeds, self.playoff_size, self.playoff_winners(), self.playoff_drops()
            )
        except PodPlayoffError:  # a hand-edited file: show the seeds and no further round
            return build_pod_playoff(self.seeds, self.playoff_size)

    def playoff_pod(self, pod: PodData) -> PlayoffPod:
        seed = {entry: n for n, entry in enumerate(self.seeds, 1)}
        return PlayoffPod(pod.table, pod.players, tuple(seed.get(e, 0) for e in pod.players))


def is_multiplayer(state: EventState) -> bool:
    return state.settings.structure is Structure.MULTIPLAYER


# --- views of the stored event ----------------------------------------------------------


def pod_view(ev: PodEventState, pod: PodData) -> PodView:
    entries = ev.state.entries
    points = ev.points_before.get(pod.round, {})
    seed = {entry: n for n, entry in enumerate(ev.seeds, 1)} if pod.playoff else {}
    return PodView(
        id=pod.id,
        round=pod.round,
        table=pod.table,
        playoff=pod.playoff,
        seats=tuple(
            PodSeatView(
                seat=number,
                entry=entry,
                name=entries[entry].display_name,
                reading=entries[entry].reading,
                points=0 if pod.playoff else points.get(entry, 0),
                seed=seed.get(entry),
                result=result,
            )
            for number, entry, result in pod.seats
        ),
        pod_size=ev.pod_size,
        reported=pod.reported,
    )


def pod_round_view(ev: PodEventState, rnd: RoundState) -> PodRoundView:
    entries = ev.state.entries
    points = ev.points_before.get(rnd.number, {})
    unopposed = sorted(
        (m for m in rnd.matches if m.player2 is None and not m.kind.has_opponent),
        key=lambda m: (not m.kind.is_bye, entries[m.player1].reading or entries[m.player1].family),
    )
    return PodRoundView(
        number=rnd.number,
        seed=rnd.seed,
        playoff=rnd.playoff,
        pods=tuple(pod_view(ev, p) for p in ev.pods_of(rnd.number)),
        unopposed=tuple(
            UnopposedView(
                id=m.id,
                round=rnd.number,
                entry=m.player1,
                name=entries[m.player1].display_name,
                kind=m.kind,
                points=points.get(m.player1, 0),
            )
            for m in unopposed
        ),
    )


def standing_views(ev: PodEventState, after_round: int | None = None) -> list[PodStandingView]:
    entries = ev.state.entries
    return [
        PodStandingView(
            **{name: getattr(row, name) for name in PodStandingRow.__dataclass_fields__},
            name=entries[row.entry].display_name,
            reading=entries[row.entry].reading,
            player_id=entries[row.entry].player_id,
        )
        for row in ev.standing_rows(after_round)
    ]


def playoff_view(ev: PodEventState) -> PodPlayoffView | None:
    playoff = ev.playoff()
    if playoff is None:
        return None
    entries = ev.state.entries
    seeded = tuple(
        SeededPlayer(entry, entries[entry].display_name, n) for n, entry in enumerate(ev.seeds, 1)
    )
    by_seed = {s.entry: s for s in seeded}
    stored = ev.state.playoff_rounds
    rounds = []
    for index, core_round in enumerate(playoff.rounds):
        if index >= len(stored):
            break
        rnd = stored[index]
        rounds.append(
            PodPlayoffRoundView(
                number=rnd.number,
                stage=core_round.stage,
                pods=tuple(pod_view(ev, p) for p in ev.pods_of(rnd.number)),
                byes=tuple(by_seed[e] for e in core_round.byes if e in by_seed),
                dropped=tuple(by_seed[e] for e in core_round.dropped if e in by_seed),
            )
        )
    champion = playoff.champion
    return PodPlayoffView(
        size=playoff.size,
        seeds=seeded,
        rounds=tuple(rounds),
        champion=champion,
        champion_name=None if champion is None else entries[champion].display_name,
        final_order=playoff.final_standings()[: playoff.size] if playoff.finished else (),
        abandoned=playoff.abandoned,
    )


def pod_stage_of(ev: PodEventState) -> str:
    """Where a multiplayer event is, as an ``events.Stage`` value: registration, swiss,
    playoff or finished (every pod reported and no playoff to come, or a champion)."""
    if not ev.state.rounds:
        return "registration"
    if ev.seeds:
        playoff = ev.playoff()
        return "finished" if playoff is not None and playoff.finished else "playoff"
    over = ev.state.swiss_paired >= ev.state.swiss_rounds
    if over and ev.playoff_size == 0 and ev.first_incomplete(ev.swiss) is None:
        return "finished"
    return "swiss"


def draw_pods(
    ev: PodEventState, number: int, seed: int
) -> tuple[tuple[PodPlayer, ...], tuple[CorePod, ...], list[EntryId]]:
    """Round ``number``'s pods: the players still in (awarded byes aside), ranked by the
    standings (3.1A) and put in pods by ``pair_pods``; the window and the event-file CLI
    both pair with this. Returns the players as paired, the pods and the awarded byes."""
    state = ev.state
    field = [e for e in state.entries.values() if plays_round(e, number)]
    awarded = [e.id for e in field if has_awarded_bye(e, number)]
    to_pair = {e.id for e in field} - set(awarded)
    order = [row.entry for row in ev.standing_rows() if row.entry in to_pair]
    if len(order) < MIN_POD_PLAYERS:
        raise ServiceError(
            Problem.TOO_FEW_PLAYERS, players=len(order), smallest=MIN_POD_PLAYERS, pods=True
        )
    players = players_for_pod_pairing(order, ev.swiss_results(), ev.pod_size)
    try:
        pods = pair_pods(players, number, random.Random(seed), ev.pod_size)
    except NoPodPairing as exc:
        raise ServiceError(Problem.NO_LEGAL_PAIRING, reason=exc.problem.value) from exc
    return players, pods, awarded
