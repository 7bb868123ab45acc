"""When the Swiss ends (MTR 10.2) and who advanced to the playoff early (MTR 10.4).

MTR 10.2: "A variable number of rounds can be announced instead, with specific criteria for
ending the tournament." The event's announced rule (``EventSettings.end_rule``) is checked
by core (``core.event.swiss.swiss_over``) once the latest Swiss round has every result:
then no further round is paired, and the playoff (if any) may start.

MTR 10.4: "competitors are advanced to the playoff rounds before the end of the Swiss
rounds (and receive byes for the remaining Swiss rounds) if they have achieved the
announced number of match points", and "Seeding for the Top 8 playoff is locked after each
round in which a competitor receives the required number of match points". mtrdesk locks a
round's advancements when the next round is paired (or the playoff starts): until then the
round's results may still be corrected, and ``provisional`` shows who would advance. A
locked player is stored with the round and the seed (``Entry.advanced_after`` /
``advanced_seed``), so a later correction never reseeds them; each remaining Swiss round
gives them an awarded bye (2-0, MTR Appendix C) instead of a pairing.
"""

from __future__ import annotations

from mtrdesk.core.event.state import EventState
from mtrdesk.core.event.swiss import new_advancements, swiss_over
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.store.models import Entry as EntryRow


def require_cut_ready(state: EventState) -> None:
    """Refuse the playoff cut (MTR 10.4) of an event without one, before the Swiss is over
    or while a Swiss result is missing (earlier rounds too)."""
    if state.settings.playoff.size == 0:
        raise ServiceError(Problem.PLAYOFF_NONE)
    if not swiss_over(state):
        raise ServiceError(
            Problem.SWISS_NOT_FINISHED, paired=state.swiss_paired, rounds=state.swiss_rounds
        )
    missing = state.first_incomplete(state.swiss)
    if missing is not None:
        raise ServiceError(Problem.RESULTS_MISSING, round=missing.number)


def lock_advancements(ctx: Context, state: EventState, after_round: int) -> bool:
    """Store the advancements of Swiss round ``after_round`` (MTR 10.4: "Seeding ... is
    locked after each round"); audited as ``playoff.advance``. True when any was new."""
    reached = new_advancements(state, after_round)
    for a in reached:
        EntryRow.update(advanced_after=a.round, advanced_seed=a.seed).where(
            EntryRow.id == a.entry
        ).execute()
    if reached:
        ctx.audit(
            state.id,
            "playoff.advance",
            round=after_round,
            match_points=state.settings.advance_points,
            advanced=[[a.entry, a.seed, a.points] for a in reached],
        )
    return bool(reached)
