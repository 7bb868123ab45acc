"""Registration from phones (issue 30): players register on the store's Wi-Fi, the
organizer stays in charge. A registration waits for the organizer (or is accepted at
once, the desk's choice) while places are free, else goes on the waitlist, first come;
every registration, decision and promotion is audited. A player's own views never hold
an e-mail or anyone else; the organizer's hold both.
"""

from __future__ import annotations

import string

from mtrdesk.core.names import display_name
from mtrdesk.core.registration.duplicates import Someone, likely_duplicates
from mtrdesk.core.registration.form import (
    DECK_NAME_LIMIT,
    EMAIL_LIMIT,
    FormFault,
    RegistrationForm,
    form_fault,
)
from mtrdesk.core.registration.states import RegistrationState, arriving_state
from mtrdesk.core.text import fold
from mtrdesk.services.changes import Changes
from mtrdesk.services.context import Context
from mtrdesk.services.errors import Problem, ServiceError
from mtrdesk.services.history import event_row, load_outline
from mtrdesk.services.players.registration import PlayerService
from mtrdesk.services.players.waitlist import WAITLIST, admit, move_up, places_taken
from mtrdesk.services.registration.desk import check_capacity, desk_row, desk_view
from mtrdesk.services.registration.views import (
    DeskView,
    Duplicate,
    KnownPerson,
    RegistrationStatus,
    RegistrationView,
    Submitted,
)
from mtrdesk.services.text_fields import TextField, check_player_fields, check_text
from mtrdesk.store.models import Entry as EntryRow
from mtrdesk.store.models import Event, Registration, RosterPlayer

#: A status page's secret: 24 letters and digits from the services' random source
#: (the system's in the program): about 143 bits, never guessed.
TOKEN_LENGTH = 24
_TOKEN_ALPHABET = string.ascii_letters + string.digits
#: A regular types at least this many kana before their phone offers names.
FIND_AFTER = 2
#: The most people a phone is offered at once.
FIND_LIMIT = 10


class RegistrationService:
    """The desk, registrations arriving from phones, and the organizer's decisions."""

    def __init__(self, ctx: Context) -> None:
        self._ctx = ctx

    # --- the desk ---

    def desk(self, event_id: int) -> DeskView:
        with self._ctx.transaction():
            return desk_view(event_id)

    def set_desk(
        self,
        event_id: int,
        *,
        open: bool,
        accept_at_once: bool,
        capacity: int | None,
        asks_deck: bool,
    ) -> Changes:
        """Change how the event takes registrations; a larger capacity moves the
        waitlist up at once."""
        check_capacity(capacity)
        with self._ctx.transaction():
            row = desk_row(event_id)
            row.open, row.accept_at_once = open, accept_at_once
            row.capacity, row.asks_deck = capacity, asks_deck
            row.save()
            self._ctx.audit(
                event_id,
                "registration.desk",
                open=open,
                accept_at_once=accept_at_once,
                capacity=capacity,
                asks_deck=asks_deck,
            )
            moved = move_up(self._ctx, event_id)
        return Changes(registrations=True, players=bool(moved), events=bool(moved))

    def set_open(self, event_id: int, open: bool) -> Changes:
        """Open or close registration: the one action the window and the projector offer."""
        with self._ctx.transaction():
            row = desk_row(event_id)
            row.open = open
            row.save()
            self._ctx.audit(event_id, "registration.desk", open=open)
        return Changes(registrations=True)

    # --- the player's phone ---

    def submit(
        self, event_id: int, form: RegistrationForm, device: str, roster_id: int | None = None
    ) -> Submitted:
        """Store a registration sent from a phone (``device``: its cookie). ``roster_id``:
        a regular who picked themselves from the people this phone registered before.
        Sending the same again (a double tap, a reload) gives the first one back."""
        form = form.cleaned()
        with self._ctx.transaction():
            desk = desk_row(event_id)
            if load_outline(event_id).rounds:
                raise ServiceError(Problem.REGISTRATION_CLOSED, started=True)
            if not desk.open:
                raise ServiceError(Problem.REGISTRATION_CLOSED)
            if roster_id is not None:
                form = _as_regular(form, roster_id, device)
            _check_form(form, desk.asks_deck)
            earlier = _earlier(event_id, form, device, roster_id)
            if earlier is not None:
                return Submitted(earlier.token, RegistrationState(earlier.state), _place(earlier))
            if roster_id is None:
                roster_id = _by_email(form)
            state = arriving_state(places_taken(event_id), desk.capacity, desk.accept_at_once)
            row = Registration.create(
                event=event_id,
                roster=roster_id,
                family=form.family,
                given=form.given,
                reading=form.reading,
                email=form.email,
                deck_name=form.deck_name,
                device=device,
                token=self._new_token(),
                state=state.value,
                created_at=self._ctx.now(),
            )
            if state is RegistrationState.ACCEPTED:
                admit(self._ctx, row)
            self._ctx.audit(
                event_id,
                "registration.submit",
                registration=row.id,
                name=display_name(form.family, form.given),
                state=state.value,
                regular=roster_id is not None,
            )
            return Submitted(row.token, state, _place(row))

    def status(self, event_id: int, token: str) -> RegistrationStatus:
        """What the player's page shows; ``REGISTRATION_NOT_FOUND`` for a token of no
        registration of this event."""
        with self._ctx.transaction():
            row = _by_token(event_id, token)
            return RegistrationStatus(
                state=RegistrationState(row.state),
                display_name=display_name(row.family, row.given),
                place=_place(row),
                event_name=str(Event.get_by_id(event_id).name),
                promoted=row.decided_by == WAITLIST,
            )

    def withdraw(self, event_id: int, token: str) -> Changes:
        """The player takes their registration back; an accepted one leaves the event
        (only before round 1: later, the organizer drops them, MTR 2.10)."""
        with self._ctx.transaction():
            row = _by_token(event_id, token)
            state = RegistrationState(row.state)
            if state is RegistrationState.ACCEPTED and row.entry_id is not None:
                PlayerService(self._ctx).remove(row.entry_id)  # NOT_BEFORE_ROUND_ONE later
                row = Registration.get_by_id(row.id)
            elif state.open:
                self._decide(row, RegistrationState.WITHDRAWN)
            else:
                raise ServiceError(Problem.REGISTRATION_DECIDED, state=state.value)
            self._ctx.audit(event_id, "registration.withdraw", registration=row.id)
            move_up(self._ctx, event_id)
        return Changes(registrations=True, players=True, events=True)

    def regulars_for_device(self, device: str, reading_prefix: str) -> list[KnownPerson]:
        """The people this phone registered before whose reading (or name) starts with
        what was typed, at least ``FIND_AFTER`` characters: a regular finds themselves
        without retyping. Names and readings only, never an e-mail."""
        typed = fold(reading_prefix)
        if len(typed) < FIND_AFTER or not device:
            return []
        with self._ctx.transaction():
            ids = (
                Registration.select(Registration.roster)
                .where((Registration.device == device) & Registration.roster.is_null(False))
                .distinct()
            )
            people = RosterPlayer.select().where(
                RosterPlayer.id.in_(ids) & (RosterPlayer.erased == False)  # noqa: E712
            )
            found = [
                KnownPerson(p.id, display_name(p.family, p.given), p.reading)
                for p in people
                if fold(p.reading).startswith(typed) or fold(p.family + p.given).startswith(typed)
            ]
        found.sort(key=lambda person: (fold(person.reading), person.roster_id))
        return found[:FIND_LIMIT]

    # --- the organizer ---

    def registrations(self, event_id: int, *, active_only: bool = True) -> list[RegistrationView]:
        """The event's registrations in order of arrival (``active_only``: waiting,
        waitlisted and accepted), each with the people it looks like."""
        with self._ctx.transaction():
            event_row(event_id)  # EVENT_NOT_FOUND
            rows = list(
                Registration.select()
                .where(Registration.event == event_id)
                .order_by(Registration.id)
            )
            entries = list(
                EntryRow.select(EntryRow, RosterPlayer)
                .join(RosterPlayer)
                .where(EntryRow.event == event_id)
            )
        everyone = [
            Someone(("entry", e.id), e.roster.reading, e.roster.email, _name(e.roster))
            for e in entries
            if e.dropped_after_round != 0
        ] + [
            Someone(("registration", r.id), r.reading, r.email, _name(r))
            for r in rows
            if RegistrationState(r.state).open
        ]
        places = _places(rows)
        shown = [r for r in rows if not active_only or RegistrationState(r.state).active]
        return [_view(r, places.get(r.id), everyone) for r in shown]

    def accept(self, registration_id: int) -> Changes:
        """Enter the registered person (the regular it was matched to, or a new roster
        person with the e-mail and deck name given); ``EVENT_FULL`` past the capacity."""
        with self._ctx.transaction():
            row = _open_row(registration_id)
            desk = desk_row(row.event_id)
            taken = places_taken(row.event_id)
            waiting = RegistrationState(row.state) is RegistrationState.WAITING
            if desk.capacity is not None and taken - int(waiting) >= desk.capacity:
                raise ServiceError(Problem.EVENT_FULL, capacity=desk.capacity)
            late = bool(load_outline(row.event_id).rounds)
            entry_id = admit(self._ctx, row)
            row.decided_at, row.decided_by = self._ctx.now(), self._ctx.station
            row.save()
            self._ctx.audit(
                row.event_id,
                "registration.accept",
                registration=row.id,
                entry=entry_id,
                name=_name(row),
            )
        return Changes(
            registrations=True,
            players=True,
            events=True,
            roster=True,
            standings=late,
            pairings=late,
        )

    def decline(self, registration_id: int) -> Changes:
        """Turn a registration down; its place (if it held one) goes to the waitlist."""
        return self._close(registration_id, RegistrationState.DECLINED, "registration.decline")

    def mark_absent(self, registration_id: int) -> Changes:
        """Registered, not there before round 1: a no-show for the person it was matched
        to (the store's regulars count them)."""
        return self._close(registration_id, RegistrationState.ABSENT, "registration.absent")

    def merge(self, registration_id: int, entry_id: int) -> Changes:
        """The registration is a player already entered (a duplicate the organizer
        confirmed): joined to that entry, whose person gains the e-mail and deck name
        where they had none; nobody is entered twice."""
        with self._ctx.transaction():
            row = _open_row(registration_id)
            entry = EntryRow.get_or_none(
                (EntryRow.id == entry_id) & (EntryRow.event == row.event_id)
            )
            if entry is None:
                raise ServiceError(Problem.PLAYER_NOT_FOUND, entry=entry_id)
            person = RosterPlayer.get_by_id(entry.roster_id)
            if row.email and not person.email:
                person.email = row.email
                person.save()
            if row.deck_name and not entry.deck_name:
                entry.deck_name = row.deck_name
                entry.save()
            row.roster_id, row.entry_id = person.id, entry.id
            self._decide(row, RegistrationState.MERGED)
            self._ctx.audit(
                row.event_id,
                "registration.merge",
                registration=row.id,
                entry=entry.id,
                name=_name(row),
            )
            move_up(self._ctx, row.event_id)
        return Changes(registrations=True, players=True, roster=True, events=True)

    # --- inside a transaction ---

    def _close(self, registration_id: int, state: RegistrationState, action: str) -> Changes:
        with self._ctx.transaction():
            row = _open_row(registration_id)
            if state is RegistrationState.ABSENT and row.roster_id is not None:
                RosterPlayer.update(no_shows=RosterPlayer.no_shows + 1).where(
                    RosterPlayer.id == row.roster_id
                ).execute()
            self._decide(row, state)
            self._ctx.audit(row.event_id, action, registration=row.id, name=_name(row))
            moved = move_up(self._ctx, row.event_id)
        return Changes(registrations=True, roster=True, players=bool(moved), events=bool(moved))

    def _decide(self, row: Registration, state: RegistrationState) -> None:
        row.state = state.value
        row.decided_at, row.decided_by = self._ctx.now(), self._ctx.station
        row.save()

    def _new_token(self) -> str:
        while True:
            token = "".join(self._ctx.rng.choice(_TOKEN_ALPHABET) for _ in range(TOKEN_LENGTH))
            if not Registration.select().where(Registration.token == token).exists():
                return token


def _check_form(form: RegistrationForm, asks_deck: bool) -> None:
    """Refuse what cannot be stored: the text checks every door shares, then the form's."""
    check_player_fields(form.family, form.given, form.reading, "")
    check_text(TextField.EMAIL, form.email, EMAIL_LIMIT)
    check_text(TextField.DECK_NAME, form.deck_name, DECK_NAME_LIMIT)
    if not form.family:
        raise ServiceError(Problem.NAME_EMPTY)
    fault = form_fault(form, asks_deck)
    if fault is FormFault.READING_NOT_KANA:
        raise ServiceError(Problem.READING_NOT_KANA)
    if fault is FormFault.READING_NEEDED:
        raise ServiceError(Problem.READING_NEEDED)
    if fault is FormFault.EMAIL_INVALID:
        raise ServiceError(Problem.EMAIL_INVALID)
    if fault is FormFault.DECK_NAME_NEEDED:
        raise ServiceError(Problem.DECK_NAME_NEEDED)


def _as_regular(form: RegistrationForm, roster_id: int, device: str) -> RegistrationForm:
    """The form of a regular who picked themselves: their names and reading as the
    roster has them. Only a person this phone registered before can be picked."""
    known = (
        Registration.select()
        .where((Registration.device == device) & (Registration.roster == roster_id))
        .exists()
    )
    person = RosterPlayer.get_or_none(RosterPlayer.id == roster_id)
    if not known or person is None or person.erased:
        raise ServiceError(Problem.ROSTER_NOT_FOUND, roster=roster_id)
    return RegistrationForm(
        family=person.family,
        given=person.given,
        reading=person.reading,
        email=form.email,
        deck_name=form.deck_name,
    )


def _earlier(
    event_id: int, form: RegistrationForm, device: str, roster_id: int | None
) -> Registration | None:
    """This phone's registration of the same person for this event, still active."""
    name = fold(form.family + form.given)
    for row in Registration.select().where(
        (Registration.event == event_id) & (Registration.device == device)
    ):
        same = row.roster_id == roster_id if roster_id is not None else False
        if RegistrationState(row.state).active and (same or fold(row.family + row.given) == name):
            return row
    return None


def _by_email(form: RegistrationForm) -> int | None:
    """The roster person with this e-mail and this name: a regular on a new phone."""
    if not form.email:
        return None
    name = fold(form.family + form.given)
    for person in RosterPlayer.select().where(
        (RosterPlayer.email != "") & (RosterPlayer.erased == False)  # noqa: E712
    ):
        if (
            person.email.casefold() == form.email.casefold()
            and fold(person.family + person.given) == name
        ):
            return int(person.id)
    return None


def _by_token(event_id: int, token: str) -> Registration:
    row = Registration.get_or_none(
        (Registration.token == token[: TOKEN_LENGTH * 2]) & (Registration.event == event_id)
    )
    if row is None:
        raise ServiceError(Problem.REGISTRATION_NOT_FOUND)
    return row


def _open_row(registration_id: int) -> Registration:
    row = Registration.get_or_none(Registration.id == registration_id)
    if row is None:
        raise ServiceError(Problem.REGISTRATION_NOT_FOUND, registration=registration_id)
    if not RegistrationState(row.state).open:
        raise ServiceError(Problem.REGISTRATION_DECIDED, state=row.state)
    return row


def _place(row: Registration) -> int | None:
    """1-based place on the waitlist; ``None`` off it."""
    if row.state != RegistrationState.WAITLISTED.value:
        return None
    ahead = (
        Registration.select()
        .where(
            (Registration.event == row.event_id)
            & (Registration.state == RegistrationState.WAITLISTED.value)
            & (Registration.id < row.id)
        )
        .count()
    )
    return int(ahead) + 1


def _places(rows: list[Registration]) -> dict[int, int]:
    waitlisted = [r.id for r in rows if r.state == RegistrationState.WAITLISTED.value]
    return {rid: n for n, rid in enumerate(waitlisted, start=1)}


def _name(row: Registration | RosterPlayer) -> str:
    return display_name(row.family, row.given)


def _view(row: Registration, place: int | None, everyone: list[Someone]) -> RegistrationView:
    me = Someone(("registration", row.id), row.reading, row.email, _name(row))
    found = likely_duplicates(me, everyone) if RegistrationState(row.state).open else []
    return RegistrationView(
        id=row.id,
        family=row.family,
        given=row.given,
        reading=row.reading,
        email=row.email,
        deck_name=row.deck_name,
        state=RegistrationState(row.state),
        created_at=row.created_at,
        place=place,
        roster_id=row.roster_id,
        entry_id=row.entry_id,
        duplicates=tuple(
            Duplicate(
                kind=m.kind,
                entry_id=m.other.key[1] if m.other.key[0] == "entry" else None,
                registration_id=m.other.key[1] if m.other.key[0] == "registration" else None,
                name=m.other.name,
            )
            for m in found
        ),
    )
