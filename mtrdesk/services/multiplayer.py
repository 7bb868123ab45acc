"""Multiplayer pod events (Commander and other multiplayer formats) by the multiplayer
addendum: pairing rounds into pods, pod results, standings and the pod playoff.

The event is an ordinary event with ``structure`` ``MULTIPLAYER``: players register, drop,
re-enter and enter late through ``services.players`` as in any event (MTR 2.10). Its
rounds are ordinary rounds; each Swiss round holds pods (``Pod``, ``PodSeat``) instead of
head-to-head matches, plus the same unopposed matches individual events have: an awarded
bye (2n - 1 points, Appendix C "Byes"), a late entrant's loss for each round missed, a
re-entered player's loss for each round away (0 points; Appendix C counts them as pods
played, so a late entry lowers the match-win percentage as in individual events).

Pairing (10.4A, *.1B): the players still in (not dropped, entered by this round, without
an awarded bye) are ranked by the standings (3.1A) and put into pods by
``core.multiplayer_pairing.pair_pods``: pods of the event's size (4 unless chosen) and, in
place of byes, as few pods one smaller as possible (23 players: five pods of 4 and one of
3), short pods last; five players in pods of 4 play one pod of 5 (3 + 2 would seat two
players head to head, 1.1A). It avoids pods where players meet again and players sitting
in a second short pod; when that cannot be avoided, the round is paired anyway and the
warnings ``POD_REMATCH`` / ``REPEAT_SHORT_POD`` name them. Seats are drawn at random
(2.2A, *.3A): seat 1 plays first. Fewer than 3 players cannot play a pod:
``TOO_FEW_PLAYERS`` (details: players, smallest). A round is paired once every pod of the
previous rounds has its result (``RESULTS_MISSING``); "pair again" redraws the current
round while no result is in, taking in players who entered late meanwhile and leaving out
players who dropped meanwhile. Round 1 fixes the number of Swiss rounds (MTR 10.2): the
event's, or Appendix E of the addendum (``core.multiplayer_event``).

Results: a pod has a winner, or is a draw between the players who drew; the others
conceded or took a match loss and lose (2.1A). A win is worth ``2n - 1`` points, also in
a short pod; a draw 1 (Appendix C). Reporting a pod again corrects it: the audit log keeps
the previous result, and a correction in a round with later rounds paired warns
``LATER_ROUNDS_EXIST`` (those pods stand). Swiss results are closed once the cut is made.

Playoff (10.4A, 2.2A, 2.4C): a cut of 4, 10, 16, 40 or 64 (``configure``), made after the
last Swiss round from the standings without players who dropped. Pods of 4 in the snake
pattern (``core.multiplayer_playoff``), seats in seed order (seat 1, the best seed, plays
first); top seeds skip the first round of an uneven cut. A drawn playoff pod goes to the
best seed among the players who drew (2.4C). Each round is paired as soon as the previous
one is complete; a result whose winner already plays the next round cannot change winner
(``PLAYOFF_LATER_ROUND``).

Settings pods do not use are refused (``NOT_FOR_PODS``, details: what): the event
settings' own playoff (the pod playoff is chosen here), single elimination only, a
variable end of the Swiss and early advancement.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from mtrdesk.core.event import EventSettings, Structure
from mtrdesk.core.multiplayer_event import (
    PLAYOFF_CUTS,
    POD_SIZE_CHOICES,
    recommended_pod_cut,
)
from mtrdesk.core.multiplayer_pairing import (
    NoPodPairing,
    Pod,
    pod_sizes,
)
from mtrdesk.core.multiplayer_playoff import build_pod_playoff, draw_winner
from mtrdesk.core.multiplayer_standings import points_per_win
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.history import EventState, event_row, load_event, match_row
from mtrdesk.services.multiplayer_state import (
    DRAW,
    LOSS,
    WIN,
    PodData,
    PodEventState,
    PodPlayoffView,
    PodRoundView,
    PodStandingView,
    draw_pods,
    is_multiplayer,
    load_pod_event,
    playoff_view,
    pod_round_view,
    pod_settings_row,
    standing_views,
)
from mtrdesk.services.pairing import has_awarded_bye, plays_round
from mtrdesk.services.text import fold
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Match, PodEvent, PodPlayoffSeed, PodSeat, Round
from mtrdesk.store.models import Pod as PodRow

__all__ = [
    "MultiplayerService",
    "PodPlayoffView",
    "PodRoundView",
    "PodSettingsView",
    "PodStandingView",
    "is_multiplayer",
    "parse_pod_result",
    "pod_settings",
    "pod_settings_row",
    "pod_stage",
]

_PAIRED = Changes(events=True, pairings=True, results=True, standings=True)
#: What a typed draw looks like ("D", "draw", 引き分け ...), folded; "D13": seats 1 and 3.
DRAW_WORDS = ("d", "draw", "id", "引き分け", "引分け", "引分", "ひきわけ", "分", "ドロー", "どろー")


@dataclass(frozen=True)
class PodSettingsView:
    """A multiplayer event's pod settings and what Appendix E recommends for it.

    ``next_sizes``: the pods the next round would have with the players active now (empty
    with fewer than 3); ``pod_size_open``: the pod size may still change (before round 1);
    ``playoff_open``: the cut may still change (before it is made).
    """

    pod_size: int
    playoff_size: int
    points_per_win: int
    recommended_rounds: int
    recommended_cut: int
    active_players: int
    next_sizes: tuple[int, ...]
    pod_size_open: bool
    playoff_open: bool


def pod_settings(settings: EventSettings) -> EventSettings:
    """Settings as a multiplayer event keeps them: what pods do not use is refused
    (``NOT_FOR_PODS``, details: ``what``); other structures pass unchanged."""
    if settings.structure is not Structure.MULTIPLAYER:
        return settings
    unsupported = settings.individual_only()
    if unsupported:
        raise ServiceError(Problem.NOT_FOR_PODS, what=unsupported)
    return settings


def pod_stage(state: EventState) -> str:
    """Where a multiplayer event is, as an ``events.Stage`` value: registration, swiss,
    playoff or finished (every pod reported and no playoff to come, or a champion)."""
    if not state.rounds:
        return "registration"
    ev = load_pod_event(state.id, require=False)
    if ev.seeds:
        playoff = ev.playoff()
        return "finished" if playoff is not None and playoff.champion is not None else "playoff"
    over = ev.state.swiss_paired >= ev.state.swiss_rounds
    if over and ev.playoff_size == 0 and ev.first_incomplete(ev.swiss) is None:
        return "finished"
    return "swiss"


def _check_settings(settings: EventSettings) -> None:
    pod_settings(settings)


class MultiplayerService:
    """Use cases of multiplayer pod events."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # --- reading ---

    def settings(self, event_id: int) -> PodSettingsView:
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        upcoming = ev.state.swiss_paired + 1
        active = [
            e
            for e in ev.state.entries.values()
            if plays_round(e, upcoming) and not has_awarded_bye(e, upcoming)
        ]
        try:
            sizes = pod_sizes(len(active), ev.pod_size)
        except NoPodPairing:
            sizes = ()
        counted = len(ev.state.counted_entries())
        return PodSettingsView(
            pod_size=ev.pod_size,
            playoff_size=ev.playoff_size,
            points_per_win=points_per_win(ev.pod_size),
            recommended_rounds=ev.state.recommended_rounds,
            recommended_cut=recommended_pod_cut(counted),
            active_players=counted,
            next_sizes=tuple(sizes),
            pod_size_open=not ev.state.rounds,
            playoff_open=not ev.playoff_started,
        )

    def list_rounds(self, event_id: int) -> list[PodRoundView]:
        """Every Swiss round, oldest first (the playoff: ``playoff``)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        return [pod_round_view(ev, r) for r in ev.swiss]

    def current_round(self, event_id: int) -> PodRoundView | None:
        """The latest Swiss round, or ``None`` before round 1."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        return pod_round_view(ev, ev.swiss[-1]) if ev.swiss else None

    def standings(self, event_id: int, after_round: int | None = None) -> list[PodStandingView]:
        """3.1A standings after ``after_round`` (default: every Swiss round so far): match
        points, match-win percentage, opponents' average match points, opponents'
        match-win percentage (Appendix C). Drops before round 1 are not listed; later
        drops keep their line. Pods without a result count for nothing yet."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        if after_round is not None and not 0 <= after_round <= ev.state.swiss_paired:
            raise ServiceError(Problem.ROUND_NOT_FOUND, round=after_round)
        return standing_views(ev, after_round)

    def playoff(self, event_id: int) -> PodPlayoffView:
        """The pod playoff; ``PLAYOFF_NOT_STARTED`` before the cut."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
        view = playoff_view(ev)
        if view is None:
            raise ServiceError(Problem.PLAYOFF_NOT_STARTED, pods=True)
        return view

    # --- settings ---

    def configure(
        self, event_id: int, *, pod_size: int | None = None, playoff_size: int | None = None
    ) -> Changes:
        """Set the pod size (4 or 5: ``BAD_POD_SIZE``; before round 1: ``PODS_FIXED``) and
        the playoff cut (0, 4, 10, 16, 40, 64: ``BAD_CUT``; before the cut:
        ``PLAYOFF_FIXED``). ``None`` keeps a value. Audit "multiplayer.settings"."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            size = ev.pod_size if pod_size is None else pod_size
            cut = ev.playoff_size if playoff_size is None else playoff_size
            if size not in POD_SIZE_CHOICES:
                raise ServiceError(
                    Problem.BAD_POD_SIZE,
                    pod_size=size,
                    smallest=POD_SIZE_CHOICES[0],
                    largest=POD_SIZE_CHOICES[-1],
                    pods=True,
                )
            if cut not in PLAYOFF_CUTS:
                raise ServiceError(Problem.BAD_CUT, cut=cut, allowed=list(PLAYOFF_CUTS))
            if size != ev.pod_size and ev.state.rounds:
                raise ServiceError(Problem.PODS_FIXED, pods=True)
            if cut != ev.playoff_size and ev.playoff_started:
                raise ServiceError(Problem.PLAYOFF_FIXED)
            if (size, cut) == (ev.pod_size, ev.playoff_size):
                return Changes()
            PodEvent.insert(event=event_id, pod_size=size, playoff_size=cut).on_conflict(
                conflict_target=[PodEvent.event],
                update={PodEvent.pod_size: size, PodEvent.playoff_size: cut},
            ).execute()
            self._ctx.audit(
                event_id,
                "multiplayer.settings",
                pod_size=[ev.pod_size, size],
                playoff_size=[ev.playoff_size, cut],
            )
        return Changes(events=True, standings=True, playoff=True)

    # --- pairing ---

    def pair_next(self, event_id: int, seed: int | None = None) -> tuple[PodRoundView, Changes]:
        """Pair the next Swiss round into pods (module docstring); ``seed`` replays a
        pairing, ``None`` draws a new one. Warnings: ``POD_REMATCH``, ``REPEAT_SHORT_POD``."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            _check_settings(ev.state.settings)
            if ev.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            missing = ev.first_incomplete(ev.swiss)
            if missing is not None:
                raise ServiceError(
                    Problem.RESULTS_MISSING,
                    round=missing.number,
                    tables=ev.missing_tables(missing.number),
                )
            swiss_rounds = ev.state.swiss_rounds
            if ev.swiss and ev.state.swiss_paired >= swiss_rounds:
                raise ServiceError(Problem.SWISS_COMPLETE, swiss_rounds=swiss_rounds)
            number = ev.state.swiss_paired + 1
            if number == 1:
                self._fix_rounds(ev.state)
            view, warnings = self._pair(load_pod_event(event_id), number, seed, "multiplayer.pair")
        return view, _PAIRED | Changes(warnings=tuple(warnings))

    def repair_current(
        self, event_id: int, seed: int | None = None
    ) -> tuple[PodRoundView, Changes]:
        """Pair the current Swiss round again while none of its pods has a result
        (``RESULTS_IN``): late entrants who joined during it are seated in it, players who
        dropped during it are left out."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            if ev.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            if not ev.swiss:
                raise ServiceError(Problem.NO_ROUNDS)
            current = ev.swiss[-1]
            if any(p.reported for p in ev.pods_of(current.number)):
                raise ServiceError(Problem.RESULTS_IN, round=current.number)
            number = current.number
            Round.delete().where(Round.id == current.id).execute()
            EntryRow.update(late_entry_round=EntryRow.late_entry_round - 1).where(
                (EntryRow.event == event_id) & (EntryRow.late_entry_round == number + 1)
            ).execute()
            EntryRow.update(late_entry_round=None).where(
                (EntryRow.event == event_id) & (EntryRow.late_entry_round == 1)
            ).execute()
            EntryRow.update(dropped_after_round=number - 1).where(
                (EntryRow.event == event_id) & (EntryRow.dropped_after_round == number)
            ).execute()
            if number == 1 and ev.state.rounds_from_recommendation:
                row = event_row(event_id)
                row.swiss_rounds = None
                row.save()
                self._fix_rounds(load_event(event_id))
            view, warnings = self._pair(
                load_pod_event(event_id), number, seed, "multiplayer.repair"
            )
        return view, _PAIRED | Changes(players=True, warnings=tuple(warnings))

    # --- results ---

    def report(
        self,
        event_id: int,
        round_number: int,
        table: int,
        *,
        winner: EntryId | None = None,
        drawn: Iterable[EntryId] | None = None,
    ) -> Changes:
        """Enter or correct the result of the pod at ``table``: its ``winner``, or a draw
        between the players ``drawn`` (two or more; the others lose, 2.1A). Exactly one of
        the two. Warnings arrive in ``Changes.warnings``."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            return self._save(ev, pod, _outcome(pod, winner, drawn))

    def report_seat(self, event_id: int, round_number: int, table: int, seat: int) -> Changes:
        """The player in ``seat`` (1 plays first) won the pod at ``table``."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            entry = next((e for n, e, _ in pod.seats if n == seat), None)
            if entry is None:
                raise ServiceError(Problem.NOT_IN_POD, round=round_number, table=table, seat=seat)
            return self._save(ev, pod, _outcome(pod, entry, None))

    def report_text(self, event_id: int, round_number: int, table: int, text: str) -> Changes:
        """A result as typed: a seat number ("2": seat 2 won), a player's name (or part of
        it, or its reading) for the winner, "D" for a draw between everyone, or "D" and the
        seats who drew ("D13": seats 1 and 3 drew, the others lost). Full-width digits and
        引き分け work too."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            winner, drawn = parse_pod_result(ev, pod, text)
            return self._save(ev, pod, _outcome(pod, winner, drawn))

    def clear_result(self, event_id: int, round_number: int, table: int) -> Changes:
        """Take a pod's result back (entered at the wrong table, say)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            pod = ev.find_pod(round_number, table)
            return self._save(ev, pod, None)

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
            missing = ev.first_incomplete(ev.swiss)
            if missing is not None:
                raise ServiceError(
                    Problem.RESULTS_MISSING,
                    round=missing.number,
                    tables=ev.missing_tables(missing.number),
                )
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

    def _fix_rounds(self, state: EventState) -> None:
        """MTR 10.2: round 1 fixes the number of Swiss rounds (Appendix E of the addendum
        unless the organizer chose one)."""
        row = event_row(state.id)
        if row.swiss_rounds is None:
            row.swiss_rounds = state.recommended_rounds
            row.rounds_from_recommendation = True
        else:
            row.rounds_from_recommendation = False
        row.save()

    def _pair(
        self, ev: PodEventState, number: int, seed: int | None, action: str
    ) -> tuple[PodRoundView, list[ServiceWarning]]:
        state = ev.state
        seed = self._ctx.new_seed() if seed is None else seed
        players, pods, awarded = draw_pods(ev, number, seed)
        now = self._ctx.now()
        rnd = Round.create(event=state.id, number=number, seed=seed, playoff=False, paired_at=now)
        self._write_pods(rnd.id, [(pod.table, pod.seats) for pod in pods])
        if awarded:
            Match.insert_many(
                [match_row(rnd.id, None, MatchKind.AWARDED_BYE, e, None, now) for e in awarded]
            ).execute()
        warnings = _pairing_warnings(ev, players, pods)
        self._ctx.audit(
            state.id,
            action,
            round=number,
            seed=seed,
            swiss_rounds=event_row(state.id).swiss_rounds,
            pod_size=ev.pod_size,
            pods=[[pod.table, list(pod.seats)] for pod in pods],
            awarded_byes=awarded,
            warnings=[{"problem": w.problem.value, **w.details} for w in warnings],
        )
        after = load_pod_event(state.id)
        return pod_round_view(after, after.state.find_round(number)), warnings

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

    def _save(self, ev: PodEventState, pod: PodData, outcome: dict[EntryId, str] | None) -> Changes:
        """Write (``None``: clear) one pod's result; the next playoff round follows."""
        later = [r.number for r in ev.state.rounds if r.number > pod.round]
        if not pod.playoff and ev.playoff_started:
            raise ServiceError(Problem.PLAYOFF_STARTED, round=pod.round, table=pod.table)
        if pod.playoff and outcome is not None and WIN not in outcome.values():
            drawn = [e for e, r in outcome.items() if r == DRAW]
            best = draw_winner(ev.playoff_pod(pod), drawn)  # 2.4C: the best seed
            outcome[best] = WIN
        new_winner = None if outcome is None else _winner_of(outcome)
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
        """Pair the next playoff round once the current one is complete (10.4A)."""
        playoff = build_pod_playoff(ev.seeds, ev.playoff_size, ev.playoff_winners())
        stored = ev.state.playoff_rounds
        if playoff.champion is not None or len(playoff.rounds) <= len(stored):
            return Changes()
        nxt = playoff.rounds[len(stored)]
        number = ev.state.rounds[-1].number + 1 if ev.state.rounds else 1
        rnd = Round.create(
            event=ev.id, number=number, seed=None, playoff=True, paired_at=self._ctx.now()
        )
        self._write_pods(rnd.id, [(pod.table, pod.seats) for pod in nxt.pods])
        self._ctx.audit(
            ev.id,
            "multiplayer.playoff_pair",
            round=number,
            stage=nxt.stage.value,
            pods=[[pod.table, list(pod.seats)] for pod in nxt.pods],
            byes=list(nxt.byes),
        )
        return Changes(pairings=True, playoff=True, events=True)


# --- helpers ------------------------------------------------------------------------------


def _winner_of(outcome: dict[EntryId, str]) -> EntryId | None:
    return next((e for e, r in outcome.items() if r == WIN), None)


def _outcome(
    pod: PodData, winner: EntryId | None, drawn: Iterable[EntryId] | None
) -> dict[EntryId, str]:
    """Each seat's result for a win or a draw (2.1A), refused when it cannot be."""
    players = pod.players
    if (winner is None) == (drawn is None):
        raise ServiceError(Problem.POD_RESULT_UNREADABLE, round=pod.round, table=pod.table)
    if winner is not None:
        if winner not in players:
            raise ServiceError(Problem.NOT_IN_POD, round=pod.round, table=pod.table, entry=winner)
        return {e: WIN if e == winner else LOSS for e in players}
    drew = set(drawn or ())
    outside = sorted(drew - set(players))
    if outside:
        raise ServiceError(Problem.NOT_IN_POD, round=pod.round, table=pod.table, entry=outside[0])
    if len(drew) < 2:
        raise ServiceError(Problem.DRAW_TOO_FEW, round=pod.round, table=pod.table)
    return {e: DRAW if e in drew else LOSS for e in players}


def parse_pod_result(
    ev: PodEventState, pod: PodData, text: str
) -> tuple[EntryId | None, list[EntryId] | None]:
    """(winner, None) or (None, players who drew) from what was typed (``report_text``)."""
    typed = unicodedata.normalize("NFKC", text).strip()
    compact = "".join(ch for ch in typed.casefold() if not ch.isspace() and ch not in ",、.・/-")
    if not compact:
        raise ServiceError(Problem.POD_RESULT_UNREADABLE, text=text, table=pod.table)
    seats = {n: e for n, e, _ in pod.seats}
    if compact.isdigit():
        if len(compact) == 1 and int(compact) in seats:
            return seats[int(compact)], None
        raise ServiceError(
            Problem.NOT_IN_POD, round=pod.round, table=pod.table, seat=compact, seats=len(seats)
        )
    for word in sorted(DRAW_WORDS, key=len, reverse=True):
        rest = compact[len(word) :]
        if compact.startswith(word) and (not rest or rest.isdigit()):
            if not rest:
                return None, list(seats.values())
            chosen = [int(ch) for ch in rest]
            if any(n not in seats for n in chosen):
                bad = next(n for n in chosen if n not in seats)
                raise ServiceError(
                    Problem.NOT_IN_POD, round=pod.round, table=pod.table, seat=bad, seats=len(seats)
                )
            return None, [seats[n] for n in sorted(set(chosen))]
    key = fold(typed)
    found = []
    for _, entry, _ in pod.seats:
        e = ev.state.entries[entry]
        keys = (fold(e.family + e.given), fold(e.given + e.family), fold(e.reading))
        if any(key and key in k for k in keys):
            found.append(entry)
    if len(found) == 1:
        return found[0], None
    if found:
        raise ServiceError(
            Problem.NAME_AMBIGUOUS,
            table=pod.table,
            text=text,
            names=[ev.state.entries[e].display_name for e in found],
        )
    raise ServiceError(Problem.POD_RESULT_UNREADABLE, text=text, table=pod.table)


def _pairing_warnings(
    ev: PodEventState, players: Iterable, pods: Iterable[Pod]
) -> list[ServiceWarning]:
    """What 10.4A asks pairing to avoid, when it could not: players meeting again, players
    in a second short pod."""
    by_entry = {p.entry: p for p in players}
    pairs: list[list[int]] = []
    tables: list[int] = []
    shorted: list[int] = []
    for pod in pods:
        seats = list(pod.seats)
        for i, a in enumerate(seats):
            for b in seats[i + 1 :]:
                if b in by_entry[a].opponents:
                    pairs.append([a, b])
                    tables.append(pod.table)
        if pod.short:
            shorted += [e for e in seats if by_entry[e].short_pods > 0]
    warnings = []
    if pairs:
        warnings.append(ServiceWarning.of(Problem.POD_REMATCH, pairs=pairs, tables=tables))
    if shorted:
        warnings.append(ServiceWarning.of(Problem.REPEAT_SHORT_POD, entries=shorted))
    return warnings
