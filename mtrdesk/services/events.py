"""Events: settings, where the event stands, and the Swiss round count (MTR 10.2, App. E)."""

from __future__ import annotations

from dataclasses import fields

from mtrdesk.core.editions.catalogue import edition_of, known_edition
from mtrdesk.core.event_identity import new_event_uid
from mtrdesk.core.event_rules import SettingField, changed_settings, editable_settings
from mtrdesk.core.settings import (
    EndRuleKind,
    EventSettings,
    Rel,
    SettingsError,
    SettingsProblem,
    Structure,
)
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.event_views import EventSummary, Stage, stage_of, summary_of
from mtrdesk.services.history import event_row, kept_event, load_event, write_settings
from mtrdesk.services.text_fields import TextField, check_lines, check_text
from mtrdesk.store.models import Event

__all__ = ["EventService", "EventSummary", "Stage", "stage_of"]


def load_summary(event_id: int) -> EventSummary:
    """The summary without reading every match: entries, rounds and which rounds are
    complete decide it, unless the cut is made (then the bracket does)."""
    # Multiplayer pods, draft pods and teams load when first needed (issue 33: the window's
    # start lists the events, most of them with none).
    from mtrdesk.services.pods.loading import load_pod_event

    # Right after a pairing the whole event is kept already (``keep_when_committed``).
    state = kept_event(event_id) or load_event(event_id, matches=False)
    # The bracket needs the matches, and so do a variable end rule's standings (MTR 10.2).
    variable_end = state.settings.end_rule is not EndRuleKind.FIXED and bool(state.swiss)
    if variable_end or any(e.playoff_seed is not None for e in state.entries.values()):
        state = load_event(event_id)
    multiplayer = state.settings.structure is Structure.MULTIPLAYER
    pods = load_pod_event(event_id, require=False) if multiplayer and state.rounds else None
    return summary_of(state, pods)


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
    SettingField.EDITION,
    SettingField.DAY_TWO_CUT,
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
    if setting is SettingField.EDITION:
        return ServiceError(Problem.EDITION_FIXED, edition=old.edition)
    if setting is SettingField.DAY_TWO_CUT:  # MTR 10.2
        return ServiceError(Problem.CUT_FIXED, cut_after=old.cut_after, cut_points=old.cut_points)
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
        """The event's summary; read once per change however often it is asked."""
        return self._ctx.remembered(("summary", event_id), lambda: self._read(event_id))

    def _read(self, event_id: int) -> EventSummary:
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
        from mtrdesk.services.draft.pods import write_lifted
        from mtrdesk.services.pods.service import pod_settings
        from mtrdesk.services.teams.rounds import team_settings

        _check_texts(settings)
        _check_edition(settings)
        settings = pod_settings(team_settings(settings.validated()))
        # The edition in force on its date unless the organizer chose one: stored by key.
        settings = settings.with_changes(edition=edition_of(settings).key)
        if pods_lifted and settings.rel is not Rel.REGULAR:
            raise ServiceError(Problem.LIFT_REGULAR_ONLY, rel=settings.rel.value)
        with self._ctx.transaction():
            row = Event(
                created_at=self._ctx.now(), rounds_from_recommendation=False, uid=new_event_uid()
            )
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
        from mtrdesk.services.draft.pods import check_lift, write_lifted
        from mtrdesk.services.pods.service import pod_settings
        from mtrdesk.services.teams.rounds import team_settings

        _check_texts(settings)
        _check_edition(settings)
        settings = pod_settings(team_settings(settings.validated()))
        with self._ctx.transaction():
            state = load_event(event_id)
            lifted = state.pods_lifted if pods_lifted is None else pods_lifted
            check_lift(state, settings.rel, lifted)
            old = state.settings
            if not settings.edition:  # not chosen: the event keeps its own
                settings = settings.with_changes(edition=old.edition)
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


def _check_edition(settings: EventSettings) -> None:
    """``SettingsError`` (``EDITION``) for an MTR edition mtrdesk does not know."""
    if settings.edition and not known_edition(settings.edition):
        raise SettingsError([SettingsProblem.EDITION])


def _check_texts(settings: EventSettings) -> None:
    """The event's name and notes as typed or imported: ``BAD_TEXT`` for a control or
    direction character, or beyond the length bound (``services.text_fields``)."""
    check_text(TextField.EVENT_NAME, settings.name.strip())
    check_lines(TextField.EVENT_NOTES, settings.notes)
