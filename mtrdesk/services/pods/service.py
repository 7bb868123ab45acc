"""Multiplayer pod events (Commander and other multiplayer formats) by the multiplayer
addendum: pairing rounds into pods, pod results, standings and the pod playoff.

The event is an ordinary event with ``structure`` ``MULTIPLAYER``: players register, drop,
re-enter and enter late through ``services.players.registration`` as in any event (MTR 2.10). Its
rounds are ordinary rounds; each Swiss round holds pods (``Pod``, ``PodSeat``) instead of
head-to-head matches, plus the same unopposed matches individual events have: an awarded
bye (2n - 1 points, Appendix C "Byes"), a late entrant's loss for each round missed, a
re-entered player's loss for each round away (0 points; Appendix C counts them as pods
played, so a late entry lowers the match-win percentage as in individual events).

Pairing (10.4A, *.1B): the players still in (not dropped, entered by this round, without
an awarded bye) are ranked by the standings (3.1A) and put into pods by
``core.pods.pairing.pair_pods``: pods of the event's size (4 unless chosen) and, in
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
event's, or Appendix E of the addendum (``core.pods.length``).

Results: a pod has a winner, or is a draw between the players who drew; the others
conceded or took a match loss and lose (2.1A). A win is worth ``2n - 1`` points, also in
a short pod; a draw 1 (Appendix C). Reporting a pod again corrects it: the audit log keeps
the previous result, and a correction in a round with later rounds paired warns
``LATER_ROUNDS_EXIST`` (those pods stand). Swiss results are closed once the cut is made.

Playoff (10.4A, 2.2A, 2.4C): a cut of 4, 10, 16, 40 or 64 (``configure``), made after the
last Swiss round from the standings without players who dropped. Pods of 4 in the snake
pattern (``core.pods.playoff``), seats in seed order (seat 1, the best seed, plays
first); top seeds skip the first round of an uneven cut. A drawn playoff pod goes to the
best seed among the players who drew (2.4C). Each round is paired as soon as the previous
one is complete; a result whose winner already plays the next round cannot change winner
(``PLAYOFF_LATER_ROUND``). A drop after the cut leaves an empty seat, and nobody moves up
(MTR 2.10; ``services.pods.drops``). Results and the playoff are ``PodPlayMixin``
(``services.pods.play``).

Hand edits: two players of the latest Swiss round change seats (``check_swap`` runs the
pod checker first, ``swap`` saves; ``services.pods.edit``).

Settings pods do not use are refused (``NOT_FOR_PODS``, details: what): the event
settings' own playoff (the pod playoff is chosen here), single elimination only, a
variable end of the Swiss and early advancement.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtrdesk.core.event.swiss import has_awarded_bye, plays_round
from mtrdesk.core.pods.length import (
    PLAYOFF_CUTS,
    POD_SIZE_CHOICES,
    recommended_pod_cut,
)
from mtrdesk.core.pods.pairing import (
    NoPodPairing,
    pod_sizes,
)
from mtrdesk.core.pods.standings import points_per_win
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.elsewhere import last_done
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.history import event_row, match_row, round_of
from mtrdesk.services.pods.edit import PodSwapCheck, check_swap, save_swap
from mtrdesk.services.pods.loading import load_pod_event
from mtrdesk.services.pods.play import PodPlayMixin
from mtrdesk.services.pods.results import (
    pairing_warnings,
    parse_pod_result,
)
from mtrdesk.services.pods.state import (
    PodEventState,
    PodPlayoffView,
    PodRoundView,
    PodStandingView,
    draw_pods,
    is_multiplayer,
    playoff_view,
    pod_round_view,
    standing_views,
)
from mtrdesk.services.swiss.minimum import minimum_warnings
from mtrdesk.services.swiss.round_rows import fix_round_count, unpair_current_round
from mtrdesk.store.models import Match, PodEvent, Round

__all__ = [
    "MultiplayerService",
    "PodPlayoffView",
    "PodRoundView",
    "PodSettingsView",
    "PodStandingView",
    "PodSwapCheck",
    "is_multiplayer",
    "parse_pod_result",
    "pod_settings",
]

_PAIRED = Changes(events=True, pairings=True, results=True, standings=True)


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


def _check_settings(settings: EventSettings) -> None:
    pod_settings(settings)


class MultiplayerService(PodPlayMixin):
    """Use cases of multiplayer pod events (results and the playoff: ``PodPlayMixin``)."""

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

    def pair_next(
        self, event_id: int, seed: int | None = None, *, number: int | None = None
    ) -> tuple[PodRoundView, Changes]:
        """Pair the next Swiss round into pods (module docstring); ``seed`` replays a
        pairing, ``None`` draws a new one. Warnings: ``POD_REMATCH``, ``REPEAT_SHORT_POD``.
        ``number``: the round this station means to pair; one another station paired
        first is ``ROUND_ALREADY_PAIRED`` (who, when), nothing written (issue 17)."""
        with self._ctx.transaction():
            ev = load_pod_event(event_id)
            if number is not None and any(r.number == number for r in ev.state.rounds):
                done = last_done(event_id, ("multiplayer.pair",), round=number)
                raise ServiceError(
                    Problem.ROUND_ALREADY_PAIRED, round=number, by=done.by, at=done.at
                )
            _check_settings(ev.state.settings)
            if ev.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            ev.require_swiss_results()
            swiss_rounds = ev.state.swiss_rounds
            if ev.swiss and ev.state.swiss_paired >= swiss_rounds:
                raise ServiceError(Problem.SWISS_COMPLETE, swiss_rounds=swiss_rounds)
            number = ev.state.swiss_paired + 1
            early: list[ServiceWarning] = []
            if number == 1:
                fix_round_count(ev.state)
                early = minimum_warnings(ev.state)  # MTR 10.1: said, never refused
            view, warnings = self._pair(load_pod_event(event_id), number, seed, "multiplayer.pair")
            warnings = [*early, *warnings]
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
            unpair_current_round(ev.state, current)
            view, warnings = self._pair(
                load_pod_event(event_id), current.number, seed, "multiplayer.repair"
            )
        return view, _PAIRED | Changes(players=True, warnings=tuple(warnings))

    # --- hand edits of the current round (services.multiplayer_edit) ---

    def check_swap(
        self, event_id: int, round_number: int, first: EntryId, second: EntryId
    ) -> PodSwapCheck:
        """The pod checker on the round as it would be if ``first`` and ``second`` changed
        seats; nothing is saved. Refusals as ``swap``."""
        with self._ctx.transaction():
            return check_swap(load_pod_event(event_id), round_number, first, second)

    def swap(self, event_id: int, round_number: int, first: EntryId, second: EntryId) -> Changes:
        """Seat ``first`` and ``second`` in each other's seats in the latest Swiss round
        while neither pod has a result; audited as "multiplayer.swap"."""
        with self._ctx.transaction():
            return save_swap(self._ctx, event_id, round_number, first, second)

    # --- inside a transaction ---

    def _pair(
        self, ev: PodEventState, number: int, seed: int | None, action: str
    ) -> tuple[PodRoundView, list[ServiceWarning]]:
        state = ev.state
        seed = self._ctx.new_seed() if seed is None else seed
        players, pods, awarded = draw_pods(ev, number, seed)
        now = self._ctx.now()
        rnd = Round.create(event=state.id, number=number, seed=seed, playoff=False, paired_at=now)
        self._ctx.round_started(state.id, number)  # backed up at its start (services.backups)
        self._write_pods(rnd.id, [(pod.table, pod.seats) for pod in pods])
        if awarded:
            Match.insert_many(
                [match_row(rnd.id, None, MatchKind.AWARDED_BYE, e, None, now) for e in awarded]
            ).execute()
        warnings = pairing_warnings(ev, players, pods)
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
        return pod_round_view(after, round_of(after.state, number)), warnings
