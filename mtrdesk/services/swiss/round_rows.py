"""A Swiss round's rows in the database: writing a paired round down (its tables, the bye,
awarded byes), the round count fixed by round 1 (MTR 10.2), and deleting an unreported
round to pair it again. Deciding who plays and drawing the pairings is
``services.swiss.pairing``, which needs no database (issue 33: ``mtrdesk pair FILE``)."""

from __future__ import annotations

from collections.abc import Sequence

from mtrdesk.core.event.state import EventState, RoundState
from mtrdesk.core.swiss.pairing import Pairing
from mtrdesk.core.tournament import EntryId, MatchKind
from mtrdesk.services.context import Context
from mtrdesk.services.history import event_row, load_event, match_row
from mtrdesk.store import queries
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Round


def write_round(
    ctx: Context,
    event_id: int,
    number: int,
    seed: int | None,
    pairings: list[Pairing],
    awarded: list[int],
    *,
    playoff: bool = False,
    unopposed: Sequence[tuple[EntryId, MatchKind]] = (),
) -> int:
    """Save a round: tables as paired, the bye, and awarded byes as their own matches;
    ``unopposed``: losses without opponent the round keeps (paired again after a
    correction, ``core.event.repair_moves``)."""
    now = ctx.now()
    rnd = Round.create(event=event_id, number=number, seed=seed, playoff=playoff, paired_at=now)
    ctx.round_started(event_id, number)  # backed up at its start (services.backups)
    rows = [
        match_row(rnd.id, p.table, MatchKind.PAIRED, p.player1, p.player2, now)
        if p.player2 is not None
        else match_row(rnd.id, None, MatchKind.BYE, p.player1, None, now)
        for p in pairings
    ]
    rows += [match_row(rnd.id, None, MatchKind.AWARDED_BYE, e, None, now) for e in awarded]
    rows += [match_row(rnd.id, None, kind, e, None, now) for e, kind in unopposed]
    queries.insert_matches(rows)
    return rnd.id


def fix_round_count(state: EventState) -> None:
    """MTR 10.2: round 1 fixes the number of Swiss rounds (the recommendation, Appendix E or
    the multiplayer addendum's, unless the organizer chose one)."""
    row = event_row(state.id)
    if row.swiss_rounds is None:
        row.swiss_rounds = state.recommended_rounds
        row.rounds_from_recommendation = True
    else:
        row.rounds_from_recommendation = False
    row.save()


def unpair_current_round(
    state: EventState, current: RoundState, *, keep_entries: bool = False
) -> None:
    """Delete the current Swiss round ``current`` (no result in) to pair it again.

    Who entered late during it enters it again instead of taking its loss; who dropped
    during it is dropped before it. Unpairing round 1 recomputes the round count if round 1
    had fixed it from the recommendation. ``keep_entries``: drops and late entries stay
    as they are (a round paired again after a correction, ``core.event.repair_moves``).
    """
    event_id, number = state.id, current.number
    Round.delete().where(Round.id == current.id).execute()
    if keep_entries:
        return
    EntryRow.update(late_entry_round=EntryRow.late_entry_round - 1).where(
        (EntryRow.event == event_id) & (EntryRow.late_entry_round == number + 1)
    ).execute()
    EntryRow.update(late_entry_round=None).where(
        (EntryRow.event == event_id) & (EntryRow.late_entry_round == 1)
    ).execute()
    EntryRow.update(dropped_after_round=number - 1).where(
        (EntryRow.event == event_id) & (EntryRow.dropped_after_round == number)
    ).execute()
    if number == 1 and state.rounds_from_recommendation:
        row = event_row(event_id)
        row.swiss_rounds = None
        row.save()
        fix_round_count(load_event(event_id))
