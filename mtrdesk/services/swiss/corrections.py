"""After a result of an earlier Swiss round is corrected: pair the latest round again, or say
which played pairings the correction made worse (``core.event.corrections``).

Correcting a result under later rounds is allowed with a ``LATER_ROUNDS_EXIST`` warning
(``services.reporting``); its details name the match and the result it had. ``review`` then
tells the organizer what the correction did to the rounds paired after it:

- the latest round has no result yet (``ReviewKind.REPAIR``): a proposal to pair it again
  from the corrected standings, computed with the round's own seed and the same code as
  ``RoundService.repair_current``, and nothing saved. When the round as paired is still
  among the best pairings for the corrected standings (the checker finds no better one on
  rules 0-5), or the correction made none of it worse, ``ReviewKind.SAME_PAIRING``
  instead: a tiebreaker that moved changes no pairing worth replacing;
- the later rounds with results (``RoundImpact`` each): which of their tables the correction
  made worse. Their pairings stand: those matches were played.

``accept`` pairs the round again as proposed, in one transaction, audited; it refuses
(``CORRECTION_PROPOSAL_STALE``) when anything the pairing reads changed since the proposal
was made (a result came in, a player dropped, the round was paired again), so what was
shown is what is saved.

Pairing again moves nobody's drop or late entry (``core.event.repair_moves``, issue 27): who
dropped during the round stays dropped after it and is paired in it (MTR 2.10), a late
entrant of the round keeps its loss, awarded byes stay. The proposal lists every person
whose place still changes (``moves``: the pairing bye), and the drops and late entries it
keeps; ``accept`` takes the moves the organizer was shown and refuses
(``REPAIR_MOVES_NOT_SHOWN``) a re-pair whose real moves, read back from the round as
written, differ.

Individual Swiss only: a team event (MTR 8, 9: teams paired as units) and multiplayer pods
are ``ReviewKind.NOT_REVIEWED``; the warning alone stands for them.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from mtrdesk.core.event.corrections import (
    PairingDiff,
    RoundImpact,
    correction_impact,
    event_fingerprint,
    pairing_diff,
    with_result,
    without_latest_round,
)
from mtrdesk.core.event.repair_moves import Place, PlaceMove, place_moves, places, sitting_out
from mtrdesk.core.event.state import EventState, MatchState, RoundState
from mtrdesk.core.results import MatchResult, ResultError, ResultProblem
from mtrdesk.core.settings import Structure
from mtrdesk.core.swiss.types import Pairing
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import load_event
from mtrdesk.services.reporting import find_match
from mtrdesk.services.swiss.explain import players_before, round_pairs
from mtrdesk.services.swiss.pairing import draw_pairings
from mtrdesk.services.swiss.rounds import RoundService
from mtrdesk.services.views import RoundView


class ReviewKind(enum.Enum):
    """What ``CorrectionService.review`` found."""

    #: The latest round has no result: pairing it again would change it (``proposal``).
    REPAIR = "repair"
    #: The latest round has no result, and is still among the best pairings (or no worse).
    SAME_PAIRING = "same_pairing"
    #: The latest round has results: ``impacts`` say what the correction made worse.
    PLAYED = "played"
    #: Nothing to look at (``skipped`` says why).
    NOT_REVIEWED = "not_reviewed"


class Skipped(enum.Enum):
    """Why a correction was not reviewed."""

    NO_LATER_ROUND = "no_later_round"  # the corrected round is the latest one
    PLAYOFF = "playoff"  # a playoff match, or the playoff has started
    TEAMS = "teams"  # MTR 8, 9: teams are paired as units (not reviewed yet)
    MULTIPLAYER = "multiplayer"  # pods (not reviewed yet)
    RESULTS_MISSING = "results_missing"  # a result before the latest round is missing


@dataclass(frozen=True)
class RepairProposal:
    """The latest round paired again from the corrected standings, not saved.

    ``basis`` is the event as the proposal saw it (``core.event.corrections.
    event_fingerprint``); ``seed`` pairs it again exactly so when accepted."""

    event_id: int
    round_number: int
    #: The round whose result was corrected (for the audit log).
    corrected_round: int
    seed: int
    basis: str
    current: tuple[Pairing, ...]
    proposed: tuple[Pairing, ...]
    diff: PairingDiff
    #: Whose place pairing again changes besides whom they meet (the pairing bye).
    moves: tuple[PlaceMove, ...] = ()
    #: Dropped during the round: stay dropped after it, paired in it (MTR 2.10).
    kept_drops: tuple[EntryId, ...] = ()
    #: Entered late during the round: keep its loss, paired from the next round.
    kept_late_entries: tuple[EntryId, ...] = ()


@dataclass(frozen=True)
class CorrectionReview:
    """What a correction of round ``corrected_round`` did to the rounds after it.

    ``names`` and ``points`` (match points going into the latest round, as corrected) cover
    every entry named in ``proposal`` and ``impacts``; ``points_before`` for the rounds in
    ``impacts`` are in each ``WorsePairing``."""

    kind: ReviewKind
    event_id: int
    corrected_round: int
    latest_round: int
    proposal: RepairProposal | None = None
    impacts: tuple[RoundImpact, ...] = ()
    skipped: Skipped | None = None
    names: Mapping[EntryId, str] = field(default_factory=dict)
    points: Mapping[EntryId, int] = field(default_factory=dict)

    @property
    def made_worse(self) -> tuple[RoundImpact, ...]:
        """The played rounds with a pairing the correction made worse."""
        return tuple(i for i in self.impacts if i.made_worse)


class CorrectionService:
    """``services.swiss.corrections``: review a correction, and pair the latest round again."""

    def __init__(self, ctx: Context, rounds: RoundService) -> None:
        self._ctx = ctx
        self._rounds = rounds

    def review(self, event_id: int, match_id: int, previous: str | None) -> CorrectionReview:
        """What correcting match ``match_id`` (from ``previous``, as ``MatchResult.to_text``
        wrote it; ``None``: it had none) did to the later rounds. Nothing is saved.

        ``MATCH_NOT_FOUND`` when the match is not in event ``event_id``."""
        with self._ctx.transaction():
            state = load_event(event_id)
            match = find_match(state, match_id)
            old = None if previous is None else _previous(previous, state.settings.games_to_win)
            return self._review(state, match, old)

    def accept(
        self, proposal: RepairProposal, shown: Sequence[PlaceMove]
    ) -> tuple[RoundView, Changes]:
        """Pair round ``proposal.round_number`` again exactly as proposed (one transaction,
        audited as ``round.repair`` with the corrected round, the tables changed and the
        places moved). ``shown``: the moves the organizer was shown (``proposal.moves`` as
        listed): every drop, late entry and bye stays as it is, except those.

        ``CORRECTION_PROPOSAL_STALE`` when the event changed since the proposal was made;
        ``RESULTS_IN`` when the round has a result by now; ``REPAIR_MOVES_NOT_SHOWN``
        when the round as written moves a place ``shown`` does not hold (or not one it
        does); nothing is saved then."""
        with self._ctx.transaction():
            state = load_event(proposal.event_id)
            self._check_structure(state)
            latest = state.swiss[-1] if state.swiss else None
            if latest is not None and latest.number == proposal.round_number and latest.has_results:
                raise ServiceError(Problem.RESULTS_IN, round=latest.number)
            if (
                latest is None
                or latest.number != proposal.round_number
                or event_fingerprint(state) != proposal.basis
            ):
                raise ServiceError(Problem.CORRECTION_PROPOSAL_STALE, round=proposal.round_number)
            view, changes = self._rounds.repair_current(
                proposal.event_id,
                proposal.seed,
                audit_note={
                    "corrected_round": proposal.corrected_round,
                    "changed": [[c.table, c.player1, c.player2] for c in proposal.diff.changes],
                    "moves": [_move_note(m) for m in proposal.moves],
                },
                keep_places=True,
            )
            after = load_event(proposal.event_id)
            written = after.swiss[-1]
            paired = tuple(p for _, p in round_pairs(written))
            if sorted(paired, key=_order) != sorted(proposal.proposed, key=_order):
                # The same code and seed pair the same history alike; if not, say so and
                # save nothing rather than something other than what was shown.
                raise ServiceError(Problem.CORRECTION_PROPOSAL_STALE, round=proposal.round_number)
            moved = place_moves(_places(state, latest), _places(after, written))
            unshown = sorted({m.entry for m in set(moved) ^ set(shown)})
            if unshown:
                # Read back from the round as written, not predicted: a move nobody was
                # shown is refused and the transaction saves nothing.
                raise ServiceError(
                    Problem.REPAIR_MOVES_NOT_SHOWN,
                    round=proposal.round_number,
                    entries=unshown,
                    names=[_name(state, e) for e in unshown],
                )
        return view, changes

    # --- inside the transaction ---

    def _check_structure(self, state: EventState) -> None:
        if state.settings.structure is Structure.MULTIPLAYER:
            raise ServiceError(Problem.MULTIPLAYER_EVENT)
        if state.team_kind is not None:
            raise ServiceError(Problem.NOT_FOR_TEAMS, what=["correction_repair"])
        if state.playoff_started:
            raise ServiceError(Problem.PLAYOFF_STARTED)

    def _review(
        self, state: EventState, match: MatchState, old: MatchResult | None
    ) -> CorrectionReview:
        latest = state.swiss[-1].number if state.swiss else match.round

        def skipped(why: Skipped) -> CorrectionReview:
            return CorrectionReview(
                ReviewKind.NOT_REVIEWED, state.id, match.round, latest, skipped=why
            )

        if match.playoff or state.playoff_started:
            return skipped(Skipped.PLAYOFF)
        if state.settings.structure is Structure.MULTIPLAYER:
            return skipped(Skipped.MULTIPLAYER)
        if state.team_kind is not None:
            return skipped(Skipped.TEAMS)
        if latest <= match.round:
            return skipped(Skipped.NO_LATER_ROUND)
        if state.first_incomplete(state.swiss[:-1]) is not None:
            # A result cleared or missing before the latest round: the standings are
            # partial, nothing to pair from or judge by until it is entered.
            return skipped(Skipped.RESULTS_MISSING)
        before = with_result(state, match.id, old)
        names = {e.id: e.display_name for e in state.entries.values()}
        points = state.points_before.get(latest, {})
        impacts = tuple(
            self._impact(before, state, rnd.number)
            for rnd in state.swiss
            if match.round < rnd.number and rnd.has_results
        )
        current_round = state.swiss[-1]

        def review(kind: ReviewKind, proposal: RepairProposal | None = None) -> CorrectionReview:
            return CorrectionReview(
                kind,
                state.id,
                match.round,
                latest,
                proposal=proposal,
                impacts=impacts,
                names=names,
                points=points,
            )

        if current_round.has_results:
            return review(ReviewKind.PLAYED)
        # The round as paired, judged from the standings before and after the correction.
        latest_impact = self._impact(before, state, latest)
        if not latest_impact.after.better_exists or not latest_impact.made_worse:
            # Still among the best pairings (rules 0-5), or no worse than it already was.
            return review(ReviewKind.SAME_PAIRING)
        seed = current_round.seed if current_round.seed is not None else self._ctx.new_seed()
        current = tuple(p for _, p in round_pairs(current_round))
        kept_out = sitting_out(current_round.matches)
        proposed, awarded = draw_pairings(
            without_latest_round(state), latest, seed, {e for e, _ in kept_out}
        )
        diff = pairing_diff(current, proposed)
        as_proposed = [
            (MatchKind.BYE if p.player2 is None else MatchKind.PAIRED, p.player1, p.player2)
            for p in proposed
        ]
        as_proposed += [(MatchKind.AWARDED_BYE, e, None) for e in awarded]
        as_proposed += [(kind, e, None) for e, kind in kept_out]
        moves = place_moves(_places(state, current_round), places(state.entries, as_proposed))
        proposal = RepairProposal(
            event_id=state.id,
            round_number=latest,
            corrected_round=match.round,
            seed=seed,
            basis=event_fingerprint(state),
            current=current,
            proposed=tuple(proposed),
            diff=diff,
            moves=moves,
            kept_drops=tuple(
                e
                for e in sorted(state.entries)
                if state.entries[e].dropped_after_round == latest
                and not any(m.entry == e for m in moves)
            ),
            kept_late_entries=tuple(
                e for e, kind in sorted(kept_out) if kind is MatchKind.LATE_ENTRY_LOSS
            ),
        )
        return review(ReviewKind.SAME_PAIRING if diff.unchanged else ReviewKind.REPAIR, proposal)

    def _impact(self, before: EventState, after: EventState, number: int) -> RoundImpact:
        """Round ``number`` (played) judged from the standings before and after."""
        rnd = next(r for r in after.swiss if r.number == number)
        pairs = [p for _, p in round_pairs(rnd)]
        seated = {entry for p in pairs for entry in p.players()}
        return correction_impact(
            pairs,
            players_before(before, number, seated),
            players_before(after, number, seated),
            number,
            keep_pods=after.pods_kept,
        )


#: More characters than any result ``MatchResult.to_text`` writes ("0-0-3" and the like).
_LONGEST_RESULT = 16


def _previous(text: str, games_to_win: int) -> MatchResult:
    """The result a match had, as the correction warning gave it (``to_text``)."""
    if len(text) > _LONGEST_RESULT:  # no digits converted that no result can have
        raise ResultError(ResultProblem.UNREADABLE, text[:_LONGEST_RESULT])
    return MatchResult.from_text(text, games_to_win)


def _places(state: EventState, rnd: RoundState) -> dict[EntryId, Place]:
    """Every entry's place in round ``rnd`` of ``state``."""
    return places(state.entries, ((m.kind, m.player1, m.player2) for m in rnd.matches))


def _name(state: EventState, entry: EntryId) -> str:
    found = state.entries.get(entry)
    return f"#{entry}" if found is None else found.display_name


def _move_note(move: PlaceMove) -> list[object]:
    """A move for the audit row: the entry, and its kind in the round before and after."""
    return [
        move.entry,
        None if move.before.kind is None else move.before.kind.value,
        None if move.after.kind is None else move.after.kind.value,
    ]


def _order(pairing: Pairing) -> tuple[bool, int, int, int]:
    return (
        pairing.table is None,
        pairing.table or 0,
        pairing.player1,
        -1 if pairing.player2 is None else pairing.player2,
    )
