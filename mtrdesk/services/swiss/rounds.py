"""Swiss rounds: pairing the next round, re-pairing it, results, and hand-made changes.

MTR 10.2 fixes the number of Swiss rounds when round 1 begins: pairing round 1 stores the
number (the Appendix E recommendation unless the organizer set one). A round is paired
only when every result of the previous one is in, so standings are final when ranked.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from mtrdesk.core.event.repair_moves import sitting_out
from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.event.swiss import advanced_before, has_awarded_bye, swiss_over
from mtrdesk.core.event.swiss_end import SwissEndView, swiss_end_view
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import Structure
from mtrdesk.core.swiss.check import RoundCheck
from mtrdesk.core.swiss.explain import PairingNote
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.elsewhere import last_done
from mtrdesk.services.errors import Problem, ServiceError, ServiceWarning
from mtrdesk.services.history import (
    event_row,
    keep_when_committed,
    kept_event,
    load_event,
    round_of,
    with_new_round,
)
from mtrdesk.services.reporting import (
    UNCHECKED,
    Reporter,
    ReportsByTable,
    Seen,
    event_of_match,
    find_match,
)
from mtrdesk.services.swiss.explain import check_change, round_notes
from mtrdesk.services.swiss.minimum import minimum_warnings
from mtrdesk.services.swiss.pairing import (
    PAIRED_FROM,
    check_can_pair,
    draw_pairings,
    pairing_warnings,
)
from mtrdesk.services.swiss.round_rows import fix_round_count, unpair_current_round, write_round
from mtrdesk.services.swiss_end import lock_advancements
from mtrdesk.services.teams.rounds import pair_team_round
from mtrdesk.services.views import (
    AuditEntry,
    MatchView,
    RecordedResult,
    RoundOutline,
    RoundView,
    audit_entry,
    round_view,
)
from mtrdesk.store import queries
from mtrdesk.store.models import Match

__all__ = ["AuditEntry", "MatchView", "RoundService", "RoundView"]


def paired_changes(number: int) -> Changes:
    """What pairing (or editing the pairings of) Swiss round ``number`` changed: that
    round's tables, and with them the byes' results, the standings and the event's stage."""
    return Changes(
        events=True, pairings=True, results=True, standings=True, rounds=frozenset({number})
    )


class RoundService(ReportsByTable):
    """Use cases on an event's rounds and results."""

    def __init__(self, ctx: Context, reporter: Reporter | None = None) -> None:
        self._ctx = ctx
        self._reporter = reporter or Reporter(ctx)

    # --- reading ---

    def list_rounds(self, event_id: int) -> list[RoundView]:
        """Every round, Swiss then playoff, oldest first."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return [round_view(state, r) for r in state.rounds]

    def outline(self, event_id: int) -> list[RoundOutline]:
        """Every round, Swiss then playoff, oldest first, with the tables still waiting
        for a result: what the round chooser shows, without reading every match."""
        with self._ctx.transaction():
            event_row(event_id)  # EVENT_NOT_FOUND
            rows = queries.round_outline_rows(event_id, MatchKind.PAIRED.value)
        waiting: dict[int, list[str]] = {}
        playoff: dict[int, bool] = {}
        for number, is_playoff, table, seat in rows:
            playoff[number] = bool(is_playoff)
            labels = waiting.setdefault(number, [])
            if table is not None:
                labels.append(f"{table}{seat or ''}")
        return [RoundOutline(n, playoff[n], tuple(waiting[n])) for n in sorted(playoff)]

    def round_view(self, event_id: int, number: int) -> RoundView:
        """Round ``number`` (Swiss or playoff); ``ROUND_NOT_FOUND`` when there is none."""
        with self._ctx.transaction():
            state = load_event(event_id)
            return round_view(state, round_of(state, number))

    def results_of(self, event_id: int, match_ids: Iterable[int]) -> dict[int, RecordedResult]:
        """The results of those matches of the event as stored now, with their rounds;
        a match of another event, or none, is left out. After a slip the rounds tab
        reads this for the one match, not the whole round (issue 15)."""
        with self._ctx.transaction():
            event_row(event_id)  # EVENT_NOT_FOUND
            rows = queries.match_result_rows(event_id, sorted(set(match_ids)))
        return {
            match_id: RecordedResult(
                number,
                None if table is None else f"{table}{seat or ''}",
                None if wins1 is None or wins2 is None else MatchResult(wins1, wins2, draws or 0),
            )
            for match_id, number, table, seat, wins1, wins2, draws in rows
        }

    def current_round(self, event_id: int) -> RoundView | None:
        """The latest round (Swiss or playoff), or ``None`` before round 1."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return round_view(state, state.rounds[-1]) if state.rounds else None

    def pairing_notes(self, event_id: int, number: int) -> dict[int, tuple[PairingNote, ...]]:
        """Why each unusual table of Swiss round ``number`` is paired as it is, by match id
        (pair-downs, the bye, rematches, pods; docs/pairing-spec.md). In a team event they
        are about the teams, keyed by each team match's first seat match."""
        # Right after a pairing the event is kept with the round's players (PAIRED_FROM):
        # no transaction for a value read already, one server round trip (issue 33).
        kept = kept_event(event_id, self._ctx.store.change_mark())
        if kept is not None:
            return round_notes(kept, round_of(kept, number))
        with self._ctx.transaction():
            state = load_event(event_id)
            return round_notes(state, round_of(state, number))

    def check_pairing(self, event_id: int, entry_a: EntryId, entry_b: EntryId | None) -> RoundCheck:
        """The checker's verdict on the current round if ``set_pairing(entry_a, entry_b)``
        were made: rematches, repeat byes, pods, and whether a better pairing exists.
        Nothing is saved; the window asks before a change the checker objects to."""
        with self._ctx.transaction():
            state = load_event(event_id)
            current = self._editable_round(state)
            self._match_of(state, current.number, entry_a)
            if entry_b is None:
                if not any(m.kind is MatchKind.BYE for m in current.matches):
                    raise ServiceError(Problem.NO_BYE, round=current.number)
            else:
                self._match_of(state, current.number, entry_b)
        return check_change(state, current, entry_a, entry_b)

    def swiss_end(self, event_id: int) -> SwissEndView:
        """The Swiss against its announced end (MTR 10.2): whether it is over, and who has
        advanced to the playoff early (MTR 10.4)."""
        with self._ctx.transaction():
            state = load_event(event_id)
        return swiss_end_view(state)

    def audit_log(self, event_id: int) -> list[AuditEntry]:
        """Every logged change to the event, oldest first."""
        with self._ctx.transaction():
            event_row(event_id)  # EVENT_NOT_FOUND
            rows = queries.audit_rows(event_id)
        return [audit_entry(when, action, detail) for when, action, detail in rows]

    # --- pairing ---

    def pair_next(
        self, event_id: int, seed: int | None = None, *, number: int | None = None
    ) -> tuple[RoundView, Changes]:
        """Pair the next Swiss round; ``seed`` replays a pairing, ``None`` draws a new one.
        ``number``: the round this station means to pair; when another station paired it
        first, ``ROUND_ALREADY_PAIRED`` says who and when, and nothing is written."""
        with self._ctx.transaction():
            state = load_event(event_id)
            if number is not None and any(r.number == number for r in state.rounds):
                done = last_done(event_id, ("round.pair",), round=number)
                raise ServiceError(
                    Problem.ROUND_ALREADY_PAIRED, round=number, by=done.by, at=done.at
                )
            if state.settings.structure is Structure.MULTIPLAYER:
                raise ServiceError(Problem.MULTIPLAYER_EVENT)  # services.multiplayer pairs pods
            if state.settings.elimination_only:
                raise ServiceError(Problem.ELIMINATION_ONLY)  # Appendix E: no Swiss
            check_can_pair(state)
            if swiss_over(state):  # MTR 10.2: the announced rule ended the Swiss
                raise ServiceError(Problem.SWISS_ENDED, round=state.swiss_paired)
            number = state.swiss_paired + 1
            changes = paired_changes(number)
            if number == 1:
                fix_round_count(state)
                # MTR 10.1: too few for a sanctioned event is said, never refused.
                changes |= Changes(warnings=tuple(minimum_warnings(state)))
            elif lock_advancements(self._ctx, state, number - 1):  # MTR 10.4
                state = load_event(event_id)
                changes |= Changes(players=True)  # who advanced (their entries changed)
            view = self._pair(state, number, seed, "round.pair")
        return view, changes

    def repair_current(
        self,
        event_id: int,
        seed: int | None = None,
        *,
        audit_note: Mapping[str, object] | None = None,
        keep_places: bool = False,
    ) -> tuple[RoundView, Changes]:
        """Pair the current Swiss round again while no result is in.

        Players who entered late during it are paired in it instead of taking its loss;
        players who dropped during it are left out. Re-pairing round 1 recomputes the
        recommended round count if round 1 had fixed it from the recommendation.
        ``audit_note``: more details for its ``round.repair`` audit row (why it was paired
        again: ``services.swiss.corrections``). ``keep_places``: instead, every drop, late entry
        and loss without opponent stays as it is (after a correction, ``core.event.repair_moves``:
        a player who dropped during the round is paired in it, MTR 2.10).
        """
        with self._ctx.transaction():
            state = load_event(event_id)
            if state.settings.structure is Structure.MULTIPLAYER:
                raise ServiceError(Problem.MULTIPLAYER_EVENT)
            if state.playoff_started:
                raise ServiceError(Problem.PLAYOFF_STARTED)
            if not state.swiss:
                raise ServiceError(Problem.NO_ROUNDS)
            current = state.swiss[-1]
            if current.has_results:
                raise ServiceError(Problem.RESULTS_IN, round=current.number)
            kept_out = sitting_out(current.matches)
            unpair_current_round(state, current, keep_entries=keep_places)
            view = self._pair(
                load_event(event_id),
                current.number,
                seed,
                "round.repair",
                audit_note,
                kept_out if keep_places else (),
            )
        return view, paired_changes(current.number) | Changes(players=True)

    # --- results (shared with the playoff) ---

    def report_result(
        self, match_id: int, result: MatchResult, *, seen: Seen = UNCHECKED
    ) -> tuple[list[ServiceWarning], Changes]:
        """Enter or correct a result; a LATER_ROUNDS_EXIST warning for an earlier round."""
        return self._reporter.report_result(match_id, result, seen=seen)

    def clear_result(self, match_id: int, *, seen: Seen = UNCHECKED) -> Changes:
        return self._reporter.clear_result(match_id, seen=seen)

    # --- hand-made pairing changes ---

    def swap_players(
        self, match_a: int, match_b: int, entry_a: EntryId, entry_b: EntryId
    ) -> tuple[list[ServiceWarning], Changes]:
        """Exchange ``entry_a`` (in ``match_a``) and ``entry_b`` (in ``match_b``) in the
        current round; either match may be the bye. Warns of rematches and second byes."""
        with self._ctx.transaction():
            state = load_event(event_of_match(match_a))
            first, second = find_match(state, match_a), find_match(state, match_b)
            warnings = self._swap(state, first, second, entry_a, entry_b)
        return warnings, paired_changes(first.round) | Changes(warnings=tuple(warnings))

    def set_pairing(
        self, event_id: int, entry_a: EntryId, entry_b: EntryId | None
    ) -> tuple[list[ServiceWarning], Changes]:
        """Make ``entry_a`` play ``entry_b`` in the current round (``None``: give
        ``entry_a`` the bye); their former opponents then play each other."""
        with self._ctx.transaction():
            state = load_event(event_id)
            current = self._editable_round(state)
            mine = self._match_of(state, current.number, entry_a)
            if entry_b is None:
                bye = next((m for m in current.matches if m.kind is MatchKind.BYE), None)
                if bye is None:
                    raise ServiceError(Problem.NO_BYE, round=current.number)
                if bye.id == mine.id:
                    return [], Changes()
                warnings = self._swap(state, mine, bye, entry_a, bye.player1)
            else:
                theirs = self._match_of(state, current.number, entry_b)
                if theirs.id == mine.id:
                    return [], Changes()
                partner = mine.player2 if mine.player1 == entry_a else mine.player1
                if partner is not None:
                    warnings = self._swap(state, mine, theirs, partner, entry_b)
                else:  # entry_a has the bye: entry_a takes entry_b's opponent's seat
                    other = theirs.player2 if theirs.player1 == entry_b else theirs.player1
                    if other is None:  # two byes (MTR 2.10, 2023: drops after a cut)
                        raise ServiceError(Problem.BOTH_BYES, round=current.number)
                    warnings = self._swap(state, mine, theirs, entry_a, other)
        return warnings, paired_changes(current.number) | Changes(warnings=tuple(warnings))

    # --- helpers (inside a transaction) ---

    def _pair(
        self,
        state: EventState,
        number: int,
        seed: int | None,
        action: str,
        audit_note: Mapping[str, object] | None = None,
        kept_out: Sequence[tuple[EntryId, MatchKind]] = (),
    ) -> RoundView:
        """Pair round ``number`` from ``state`` (the event as stored, without that round);
        ``audit_note``: more details for the audit row; ``kept_out``: losses without
        opponent the round keeps, their players not paired."""
        event_id = state.id
        seed = self._ctx.new_seed() if seed is None else seed
        if state.team_kind is not None:  # teams as units (MTR 8.2, 9.1; Appendix E)
            state = with_new_round(state, pair_team_round(self._ctx, state, number, seed, action))
            return round_view(state, round_of(state, number))
        out = {entry for entry, _ in kept_out}
        pairings, awarded = draw_pairings(state, number, seed, out)
        with self._ctx.unrecorded(action):  # a barrier: no undo keeps its rows
            round_id = write_round(
                self._ctx, event_id, number, seed, pairings, awarded, unopposed=kept_out
            )
        paired_from = state.derived.pop((PAIRED_FROM, number), None)
        state = with_new_round(state, round_id)
        if paired_from is not None:  # the new round's notes read them (services.swiss.explain)
            state.derived[(PAIRED_FROM, round_id)] = paired_from
        # MTR 10.4: players advanced early take byes, logged apart from awarded byes, and
        # so do MTR 2.10's byes after drops after a day-two cut (2023-08-21).
        advanced = [e for e in awarded if advanced_before(state.entries[e], number)]
        post_cut = [
            e
            for e in awarded
            if e not in advanced and not has_awarded_bye(state.entries[e], number)
        ]
        self._ctx.audit(
            event_id,
            action,
            round=number,
            seed=seed,
            swiss_rounds=state.swiss_rounds,
            tables=[[p.table, p.player1, p.player2] for p in pairings],
            awarded_byes=[e for e in awarded if e not in advanced and e not in post_cut],
            **({"advanced": advanced} if advanced else {}),
            **({"post_cut_byes": post_cut} if post_cut else {}),
            **(audit_note or {}),
        )
        keep_when_committed(state)  # the window reads the event next: nothing else changed
        return round_view(state, round_of(state, number))

    def _editable_round(self, state: EventState) -> RoundState:
        if state.team_kind is not None:
            # Seat A meets seat A and a team meets one team (MTR 8.2): pair again instead.
            raise ServiceError(Problem.NOT_FOR_TEAMS, what=["pairing_edit"])
        if state.playoff_started:
            raise ServiceError(Problem.PLAYOFF_STARTED)
        if not state.swiss:
            raise ServiceError(Problem.NO_ROUNDS)
        return state.swiss[-1]

    def _match_of(self, state: EventState, number: int, entry: EntryId) -> MatchState:
        rnd = round_of(state, number)
        for m in rnd.matches:
            if entry in (m.player1, m.player2):
                return m
        raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry, round=number)

    def _swap(
        self,
        state: EventState,
        first: MatchState,
        second: MatchState,
        entry_a: EntryId,
        entry_b: EntryId,
    ) -> list[ServiceWarning]:
        current = self._editable_round(state)
        for m, entry in ((first, entry_a), (second, entry_b)):
            if m.round != current.number:
                raise ServiceError(Problem.NOT_CURRENT_ROUND, match=m.id, round=m.round)
            if m.kind not in (MatchKind.PAIRED, MatchKind.BYE):
                raise ServiceError(Problem.NOT_A_PAIRED_MATCH, match=m.id, kind=m.kind.value)
            if m.kind is MatchKind.PAIRED and m.result is not None:
                raise ServiceError(Problem.RESULTS_IN, match=m.id, round=m.round)
            if entry not in (m.player1, m.player2):
                raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry, match=m.id)
        seats: dict[int, tuple[EntryId, EntryId | None]]
        if first.id == second.id:
            if entry_a == entry_b or first.player2 is None:
                return []
            seats = {first.id: (first.player2, first.player1)}
        else:

            def replaced(
                m: MatchState, old: EntryId, new: EntryId
            ) -> tuple[EntryId, EntryId | None]:
                return (
                    new if m.player1 == old else m.player1,
                    new if m.player2 == old else m.player2,
                )

            seats = {
                first.id: replaced(first, entry_a, entry_b),
                second.id: replaced(second, entry_b, entry_a),
            }
        for match_id, (p1, p2) in seats.items():
            Match.update(player1=p1, player2=p2).where(Match.id == match_id).execute()
        warnings = pairing_warnings(state, current.number, list(seats.values()))
        self._ctx.audit(
            state.id,
            "pairing.edit",
            round=current.number,
            before={str(m.id): [m.player1, m.player2] for m in (first, second)},
            after={str(k): list(v) for k, v in seats.items()},
            warnings=[{"problem": w.problem.value, **w.details} for w in warnings],
        )
        return warnings
