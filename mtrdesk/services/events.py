"""Events: settings, where the event stands, and the Swiss round count (MTR 10.2, App. E)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields

from mtrdesk.core.event import EndRuleKind, EventSettings, Rel, Structure
from mtrdesk.core.event_playoff import bracket_for
from mtrdesk.core.event_rules import SettingField, changed_settings, editable_settings
from mtrdesk.core.event_state import EventState
from mtrdesk.core.event_swiss import swiss_over
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import event_row, load_event, write_settings
from mtrdesk.services.multiplayer import pod_settings, pod_stage
from mtrdesk.services.pods import check_lift, write_lifted
from mtrdesk.services.team_rounds import team_settings
from mtrdesk.store.models import Event

__all__ = ["EventService", "EventSummary", "Stage", "stage_of"]


class Stage(enum.Enum):
    """Where an event is; the window shows the tabs that fit."""

    REGISTRATION = "registration"  # no round paired yet
    SWISS = "swiss"
    PLAYOFF = "playoff"
    FINISHED = "finished"


def stage_of(state: EventState) -> Stage:
    """Finished means every match there will be is reported: the last Swiss round without a
    playoff (the last announced, or the one after which the announced rule ended the Swiss,
    MTR 10.2), or the playoff final (single elimination only: its final)."""
    if not state.rounds:
        return Stage.REGISTRATION
    if state.settings.structure is Structure.MULTIPLAYER:  # pods (multiplayer addendum)
        return Stage(pod_stage(state))
    bracket = bracket_for(state)
    if bracket is not None:
        return Stage.FINISHED if bracket.finished else Stage.PLAYOFF
    if state.settings.playoff.size == 0 and swiss_over(state) and state.first_incomplete() is None:
        return Stage.FINISHED
    return Stage.SWISS


@dataclass(frozen=True)
class EventSummary:
    """One event as lists and headers show it.

    ``player_count`` counts everyone who took part (all entries except those dropped before
    round 1); ``active_count`` those not dropped. ``swiss_rounds`` is the fixed count once
    round 1 is paired, the Appendix E recommendation before.
    """

    id: int
    settings: EventSettings
    player_count: int
    active_count: int
    rounds_paired: int
    swiss_rounds: int
    recommended_rounds: int
    stage: Stage
    #: MTR 7.6: the organizer lifted the draft pods (Regular REL): pairing ignores them.
    pods_lifted: bool = False
    #: No further Swiss round will be paired: every announced round is paired, or the
    #: announced end rule ended the Swiss (MTR 10.2). False for single elimination only.
    swiss_over: bool = False
    #: Team and Two-Headed Giant events (MTR 8, 9): teams registered, and those still in
    #: (none of their members dropped, MTR 8.2). Appendix E counts teams, not players.
    team_count: int = 0
    active_teams: int = 0

    @property
    def multiplayer(self) -> bool:
        """A multiplayer event (multiplayer addendum): pods instead of pairings, and the
        pods' own rounds, standings and playoff tabs."""
        return self.settings.structure is Structure.MULTIPLAYER


def load_summary(event_id: int) -> EventSummary:
    """The summary without reading every match: entries, rounds and which rounds are
    complete decide it, unless the cut is made (then the bracket does)."""
    state = load_event(event_id, matches=False)
    # The bracket needs the matches, and so do a variable end rule's standings (MTR 10.2).
    variable_end = state.settings.end_rule is not EndRuleKind.FIXED and bool(state.swiss)
    if variable_end or any(e.playoff_seed is not None for e in state.entries.values()):
        state = load_event(event_id)
    return summary_of(state)


def summary_of(state: EventState) -> EventSummary:
    entries = state.entries.values()
    return EventSummary(
        id=state.id,
        settings=state.settings,
        player_count=sum(1 for e in entries if e.dropped_after_round != 0),
        active_count=sum(1 for e in entries if not e.dropped),
        rounds_paired=state.swiss_paired,
        swiss_rounds=state.swiss_rounds,
        recommended_rounds=state.recommended_rounds,
        stage=stage_of(state),
        pods_lifted=state.pods_lifted,
        swiss_over=swiss_over(state),
        team_count=len(state.teams),
        active_teams=len(state.active_teams()),
    )


#: The staged settings in the order their refusals are checked
#: (``core.event_rules.editable_settings`` says which may still change).
_REFUSAL_ORDER = (
    SettingField.STRUCTURE,
    SettingField.SWISS_ROUNDS,
    SettingField.ELIMINATION_ONLY,
    SettingField.END_RULE,
    SettingField.ADVANCE_POINTS,
    SettingField.GAMES_TO_WIN,
    SettingField.PLAYOFF,
)


def _check_editable(
    old: EventSettings, new: EventSettings, editable: frozenset[SettingField]
) -> None:
    """Refuse the first staged setting ``new`` changes that is no longer editable."""
    refused = changed_settings(old, new) - editable
    for setting in _REFUSAL_ORDER:
        if setting in refused:
            raise _refusal(setting, old, new)


def _refusal(setting: SettingField, old: EventSettings, new: EventSettings) -> ServiceError:
    """Why ``setting`` may no longer change, with the details its sentence needs."""
    if setting is SettingField.STRUCTURE:
        return ServiceError(Problem.STRUCTURE_FIXED, structure=old.structure.value)
    if setting is SettingField.SWISS_ROUNDS:  # MTR 10.2
        return ServiceError(
            Problem.ROUNDS_FIXED, swiss_rounds=old.swiss_rounds, asked=new.swiss_rounds
        )
    if setting is SettingField.ELIMINATION_ONLY:
        return ServiceError(Problem.ELIMINATION_FIXED)
    if setting is SettingField.END_RULE:  # MTR 10.2
        return ServiceError(Problem.END_RULE_FIXED)
    if setting is SettingField.ADVANCE_POINTS:  # MTR 10.4
        return ServiceError(Problem.ADVANCE_FIXED, advance_points=old.advance_points)
    if setting is SettingField.GAMES_TO_WIN:
        return ServiceError(Problem.GAMES_FIXED)
    return ServiceError(Problem.PLAYOFF_FIXED)


class EventService:
    """Use cases on events as a whole."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    def list_events(self) -> list[EventSummary]:
        """Every event, newest date first."""
        with self._ctx.transaction():
            ids = [
                r.id for r in Event.select(Event.id).order_by(Event.date.desc(), Event.id.desc())
            ]
            return [load_summary(event_id) for event_id in ids]

    def get(self, event_id: int) -> EventSummary:
        with self._ctx.transaction():
            return load_summary(event_id)

    def editable(self, event_id: int) -> frozenset[SettingField]:
        """The staged settings ``update`` still accepts a change of at the event's stage
        (``core.event_rules.editable_settings``): what the event dialog leaves enabled."""
        with self._ctx.transaction():
            return editable_settings(load_event(event_id).progress)

    def create(self, settings: EventSettings, *, pods_lifted: bool = False) -> tuple[int, Changes]:
        """A new event; settings are checked first (``SettingsError`` lists every problem).
        ``pods_lifted``: pairing across draft pods, announced now (MTR 7.6, Regular REL
        only: ``LIFT_REGULAR_ONLY``), logged as its own ``pods.lift`` entry."""
        settings = pod_settings(team_settings(settings.validated()))
        if pods_lifted and settings.rel is not Rel.REGULAR:
            raise ServiceError(Problem.LIFT_REGULAR_ONLY, rel=settings.rel.value)
        with self._ctx.transaction():
            row = Event(created_at=self._ctx.now(), rounds_from_recommendation=False)
            write_settings(row, settings)
            row.save()
            self._ctx.audit(
                row.id,
                "event.create",
                settings={f.name: getattr(settings, f.name) for f in fields(EventSettings)},
            )
            if pods_lifted:
                write_lifted(self._ctx, load_event(row.id, entries=False, matches=False), True)
        return row.id, Changes(events=True)

    def update(
        self, event_id: int, settings: EventSettings, *, pods_lifted: bool | None = None
    ) -> Changes:
        """Change settings. Once round 1 is paired the Swiss round count stays (MTR 10.2;
        ``None`` then means "unchanged"); match length stays once results are in; the
        playoff size stays once the cut is made. The floor may change at any time.
        ``pods_lifted`` (``None``: unchanged) as ``pods.lift``: Regular REL only, before
        round 1; a REL other than Regular is refused while the pods are lifted."""
        settings = pod_settings(team_settings(settings.validated()))
        with self._ctx.transaction():
            state = load_event(event_id)
            lifted = state.pods_lifted if pods_lifted is None else pods_lifted
            check_lift(state, settings.rel, lifted)
            old = state.settings
            editable = editable_settings(state.progress)
            if SettingField.SWISS_ROUNDS not in editable and settings.swiss_rounds is None:
                settings = settings.with_changes(swiss_rounds=old.swiss_rounds)
            _check_editable(old, settings, editable)
            row = event_row(event_id)
            write_settings(row, settings)
            row.save()
            changed = {
                f.name: [getattr(old, f.name), getattr(settings, f.name)]
                for f in fields(EventSettings)
                if getattr(old, f.name) != getattr(settings, f.name)
            }
            if changed or lifted == state.pods_lifted:
                self._ctx.audit(event_id, "event.update", changed=changed)
            lifted_now = write_lifted(self._ctx, state, lifted)
        return Changes(events=True, standings=True, playoff=True, pairings=lifted_now)

    def delete(self, event_id: int) -> Changes:
        """Remove the event with its entries, rounds and results (the roster stays)."""
        with self._ctx.transaction():
            row = event_row(event_id)
            name = row.name
            row.delete_instance()
            self._ctx.audit(None, "event.delete", event=event_id, name=name)
        return Changes(
            events=True, players=True, pairings=True, results=True, standings=True, playoff=True
        )
