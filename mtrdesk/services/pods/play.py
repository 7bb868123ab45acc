"""Results and the playoff of multiplayer pod events: the half of ``MultiplayerService``
that is played at the tables (the module docstring of ``services.pods.service`` says what
each rule is: 2.1A results, Appendix C points, 10.4A, 2.2A and 2.4C for the playoff, MTR
2.10 for drops after the cut in ``services.pods.drops``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from mtrdesk.core.pods.playoff import build_pod_playoff, draw_winner
from mtrdesk.core.tournament import EntryId
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.elsewhere import last_done
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.results import outcome_of, parse_pod_result, winner_of
from mtrdesk.services.pods.state import (
    DRAW,
    WIN,
    PodData,
    PodEventState,
)
from mtrdesk.services.reporting import UNCHECKED, Unchecked
from mtrdesk.store.models import Pod as PodRow
from mtrdesk.store.models import PodPlayoffSeed, PodSeat, Round

#: What a station showed for a pod when its user began entering a result (issue 27): each
#: player's "win", "draw" or "loss"; None: no result yet; ``UNCHECKED``: not said.
PodSeen = Mapping[EntryId, str] | None | Unchecked


def pod_results(pod: PodData) -> dict[EntryId, str] | None:
    """Each player's stored result, None when the pod has none (what ``PodSeen`` is
    compared with)."""
    if not pod.reported:
        return None
    return {entry: str(result) for _, entry, result in pod.seats}


def _typed(pod: PodData) -> str:
    """The stored result as the result line takes it: "2" (seat 2 won), "D13" (seats 1
    and 3 drew); named so in a refusal (``words.station_messages``)."""
    drew = [str(n) for n, _, r in pod.seats if r == DRAW]
    if drew:
        return "D" + "".join(drew)
    return next((str(n) for n, _, r in pod.seats if r == WIN), "")


def _check_seen(
    ev: PodEventState, pod: PodData, outcome: dict[EntryId, str] | None, seen: PodSeen
) -> bool:
    """Refuse a result over one the station did not show (another station entered,
    changed or cleared it since: issue 27); True when the pod already holds ``outcome``
    (the same slip entered twice: nothing to write)."""
    if seen is UNCHECKED:
        return False
    now = pod_results(pod)
    if now == outcome and outcome is not None:
        return True
    if now != (None if seen is None else dict(seen)):
        done = last_done(
            ev.id, ("multiplayer.report", "multiplayer.clear"), round=pod.round, table=pod.table
        )
        raise ServiceError(
            Problem.RESULT_CHANGED_ELSEWHERE,
            round=pod.round,
            table=pod.table,
            result=None if now is None else _typed(pod),
            pod=True,
            results=now,  # each player's, as ``PodSeen`` holds them (the window's next try)
            by=done.by,
            at=done.at,
        )
    return False


class PodPlayMixin:
    """Pod results and the pod playoff; ``MultiplayerService`` is the class to use."""

    _ctx: Context

    # --- results ---

    def report(
        self,
        event_id: int,
        round_number: int,
        table: int,
        *,
        winner: EntryId | None = None,
        drawn: Iterable[EntryId] | None = None,
        seen: PodSeen = UNCHECKED,
    ) -> Changes:
        """Enter or correct the result of the pod at ``table``: its ``winner``, or a draw
        between the players ``drawn`` (two or more; the others lose, 2.1A). Exactly one of
        the two. Warnings arrive in ``Changes.warnings``. ``seen``: what the station
        showed for the pod (``PodSeen``); another result stored by now is refused."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            return self._save(ev, pod, outcome_of(pod, winner, drawn), seen)

    def report_seat(self, event_id: int, round_number: int, table: int, seat: int) -> Changes:
        """The player in ``seat`` (1 plays first) won the pod at ``table``."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            entry = next((e for n, e, _ in pod.seats if n == seat), None)
            if entry is None:
                raise ServiceError(Problem.NOT_IN_POD, round=round_number, table=table, seat=seat)
            return self._save(ev, pod, outcome_of(pod, entry, None))

    def report_text(
        self, event_id: int, round_number: int, table: int, text: str, *, seen: PodSeen = UNCHECKED
    ) -> Changes:
        """A result as typed: a seat number ("2": seat 2 won), a player's name (or part of
        it, or its reading) for the winner, "D" for a draw between everyone, or "D" and the
        seats who drew ("D13": seats 1 and 3 drew, the others lost). Full-width digits and
        引き分け work too."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            winner, drawn = parse_pod_result(ev, pod, text)
            return self._save(ev, pod, outcome_of(pod, winner, drawn), seen)

    def clear_result(
        self, event_id: int, round_number: int, table: int, *, seen: PodSeen = UNCHECKED
    ) -> Changes:
        """Take a pod's result back (entered at the wrong table, say); ``seen``: the
        result the station showed (``PodSeen``)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            return self._save(ev, pod, None, seen)

    # --- the playoff ---

    def start_playoff(self, event_id: int) -> Changes:
        """Make the cut (10.4A) and pair the first playoff round. Refused without a cut
        (``PLAYOFF_NONE``), before the last Swiss round (``SWISS_NOT_FINISHED``), with a
        result missing (``RESULTS_MISSING``), with fewer active players than the cut
        (``PLAYOFF_TOO_FEW_PLAYERS``) and once started (``PLAYOFF_STARTED``)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            if ev.playoff_size == 0:
                raise ServiceError(Problem.PLAYOFF_NONE, pods=True)
            if ev.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            if not ev.swiss or ev.state.swiss_paired < ev.state.swiss_rounds:
                raise ServiceError(Problem.SWISS_NOT_FINISHED)
            ev.require_swiss_results()
            order = [r.entry for r in ev.standing_rows() if r.dropped_after_round is None]
            if len(order) < ev.playoff_size:
                raise ServiceError(
                    Problem.PLAYOFF_TOO_FEW_PLAYERS,
                    players=len(order),
                    size=ev.playoff_size,
                    pods=True,
                )
            seeds = order[: ev.playoff_size]
            PodPlayoffSeed.insert_many(
                [{"event": event_id, "entry": e, "seed": n} for n, e in enumerate(seeds, 1)]
            ).execute()
            self._ctx.audit(
                event_id, "multiplayer.playoff_start", size=ev.playoff_size, seeds=seeds
            )
            self._pair_playoff(load_pod_event(event_id))
        return Changes(events=True, pairings=True, standings=True, playoff=True)

    # --- inside a transaction ---

    def _write_pods(self, round_id: int, pods: Iterable[tuple[int, tuple[EntryId, ...]]]) -> None:
        seats = []
        for table, entries in pods:
            pod_id = PodRow.insert(round=round_id, table=table).execute()
            seats += [
                {"pod": pod_id, "seat": n, "entry": entry, "result": None}
                for n, entry in enumerate(entries, 1)
            ]
        if seats:
            PodSeat.insert_many(seats).execute()

    def _save(
        self,
        ev: PodEventState,
        pod: PodData,
        outcome: dict[EntryId, str] | None,
        seen: PodSeen = UNCHECKED,
    ) -> Changes:
        """Write (``None``: clear) one pod's result; the next playoff round follows.
        ``seen``: refused when the pod holds another result than the station showed."""
        if _check_seen(ev, pod, outcome, seen):
            return Changes()
        later = [r.number for r in ev.state.rounds if r.number > pod.round]
        if not pod.playoff and ev.playoff_started:
            raise ServiceError(Problem.PLAYOFF_STARTED, round=pod.round, table=pod.table)
        if pod.playoff and outcome is not None and WIN not in outcome.values():
            drawn = [e for e, r in outcome.items() if r == DRAW]
            best = draw_winner(ev.playoff_pod(pod), drawn)  # 2.4C: the best seed
            outcome[best] = WIN
        new_winner = None if outcome is None else winner_of(outcome)
        if pod.playoff and later and new_winner != pod.winner:
            raise ServiceError(Problem.PLAYOFF_LATER_ROUND, round=pod.round, table=pod.table)
        warnings: list[ServiceWarning] = []
        if later and not pod.playoff:
            warnings.append(
                ServiceWarning.of(Problem.LATER_ROUNDS_EXIST, round=pod.round, later=later)
            )
        for _, entry, _ in pod.seats:
            PodSeat.update(result=None if outcome is None else outcome[entry]).where(
                (PodSeat.pod == pod.id) & (PodSeat.entry == entry)
            ).execute()
        PodRow.update(reported_at=None if outcome is None else self._ctx.now()).where(
            PodRow.id == pod.id
        ).execute()
        result = None
        if outcome is not None:
            result = {
                "winner": new_winner,
                "drawn": sorted(e for e, r in outcome.items() if r == DRAW),
            }
        self._ctx.audit(
            ev.id,
            "multiplayer.report" if outcome is not None else "multiplayer.clear",
            round=pod.round,
            table=pod.table,
            playoff=pod.playoff,
            players=list(pod.players),
            result=result,
            previous=pod.outcome(),
            warnings=[w.problem.value for w in warnings],
        )
        changes = Changes(results=True, standings=True, events=True, playoff=pod.playoff)
        if pod.playoff:
            changes = changes | self._pair_playoff(load_pod_event(ev.id))
        return changes | Changes(warnings=tuple(warnings))

    def _pair_playoff(self, ev: PodEventState) -> Changes:
        """Pair the next playoff round once the current one is complete (10.4A); a pod left
        with one player after drops is that player's win (MTR 2.10, the bye)."""
        playoff = build_pod_playoff(
            ev.seeds, ev.playoff_size, ev.playoff_winners(), ev.playoff_drops()
        )
        stored = ev.state.playoff_rounds
        if playoff.finished or len(playoff.rounds) <= len(stored):
            return Changes()
        nxt = playoff.rounds[len(stored)]
        number = ev.state.rounds[-1].number + 1 if ev.state.rounds else 1
        rnd = Round.create(
            event=ev.id, number=number, seed=None, playoff=True, paired_at=self._ctx.now()
        )
        self._ctx.round_started(ev.id, number)  # backed up at its start (services.backups)
        self._write_pods(rnd.id, [(pod.table, pod.seats) for pod in nxt.pods])
        self._ctx.audit(
            ev.id,
            "multiplayer.playoff_pair",
            round=number,
            stage=nxt.stage.value,
            pods=[[pod.table, list(pod.seats)] for pod in nxt.pods],
            byes=list(nxt.byes),
            dropped=list(nxt.dropped),
        )
        changes = Changes(pairings=True, playoff=True, events=True)
        after = load_pod_event(ev.id)
        for pod in after.pods_of(number):
            if len(pod.players) == 1:  # everyone else dropped: the last player goes on
                changes = changes | self._save(after, pod, {pod.players[0]: WIN})
                after = load_pod_event(ev.id)
        return changes
