"""``services.registration``: registrations from phones, the organizer's decisions, the
waitlist and its promotion on a drop before round 1, and the regulars a phone finds
again (issue 30). Every refusal leaves the database as it was."""

from __future__ import annotations

import pytest

from mtrdesk.core.registration.duplicates import DuplicateKind
from mtrdesk.core.registration.form import RegistrationForm
from mtrdesk.core.registration.states import RegistrationState as S
from mtrdesk.services import Problem, ServiceError, Services
from mtrdesk.store.models import AuditLog, Entry, Registration, RegistrationDesk, RosterPlayer
from tests.helpers.services_support import new_event

YAMADA = RegistrationForm("山田", "太郎", "ヤマダタロウ", "taro@example.com", "")


def snapshot(services: Services) -> tuple[object, ...]:
    with services.store.atomic():
        return (
            list(Registration.select().tuples()),
            list(Entry.select().tuples()),
            list(RosterPlayer.select().tuples()),
            list(RegistrationDesk.select().tuples()),
            AuditLog.select().count(),
        )


def refused(services: Services, call, problem: Problem) -> ServiceError:
    before = snapshot(services)
    with pytest.raises(ServiceError) as caught:
        call()
    assert caught.value.problem is problem
    assert snapshot(services) == before
    return caught.value


def open_desk(services: Services, players: int = 0, **desk: object) -> int:
    event_id, _ = new_event(services, players=players)
    settings = {"open": True, "accept_at_once": False, "capacity": None, "asks_deck": False}
    services.registration.set_desk(event_id, **{**settings, **desk})  # type: ignore[arg-type]
    return event_id


def form(n: int) -> RegistrationForm:
    return RegistrationForm(f"Player{n}", "Phone", "", f"p{n}@example.com")


def test_a_registration_waits_for_the_organizer_who_accepts_it(services: Services) -> None:
    event_id = open_desk(services)
    sent = services.registration.submit(event_id, YAMADA, device="phone-1")
    assert sent.state is S.WAITING and sent.place is None and len(sent.token) == 24
    status = services.registration.status(event_id, sent.token)
    assert (status.state, status.display_name, status.promoted) == (S.WAITING, "山田 太郎", False)
    assert services.players.list_entries(event_id) == []
    [view] = services.registration.registrations(event_id)
    assert (view.reading, view.email) == ("やまだたろう", "taro@example.com")
    changes = services.registration.accept(view.id)
    assert changes.registrations and changes.players
    [entry] = services.players.list_entries(event_id)
    assert entry.display_name == "山田 太郎"
    assert services.registration.status(event_id, sent.token).state is S.ACCEPTED
    with services.store.atomic():
        person = RosterPlayer.get_by_id(entry.roster_id)
        assert person.email == "taro@example.com"
        actions = [a.action for a in AuditLog.select().order_by(AuditLog.id)]
    assert actions[-3:] == ["registration.submit", "player.add", "registration.accept"]
    desk = services.registration.desk(event_id)
    assert (desk.entered, desk.waiting, desk.waitlisted) == (1, 0, 0)


def test_a_double_tap_stores_one_registration(services: Services) -> None:
    event_id = open_desk(services)
    first = services.registration.submit(event_id, YAMADA, device="phone-1")
    again = services.registration.submit(event_id, YAMADA, device="phone-1")
    assert again.token == first.token
    assert len(services.registration.registrations(event_id)) == 1


def test_accepting_at_once_enters_the_player_with_the_deck_name(services: Services) -> None:
    event_id = open_desk(services, accept_at_once=True, asks_deck=True)
    refused(
        services,
        lambda: services.registration.submit(event_id, YAMADA, "phone-1"),
        Problem.DECK_NAME_NEEDED,
    )
    with_deck = RegistrationForm("山田", "太郎", "やまだ", deck_name="イゼット果敢")
    sent = services.registration.submit(event_id, with_deck, "phone-1")
    assert sent.state is S.ACCEPTED
    with services.store.atomic():
        assert [e.deck_name for e in Entry.select()] == ["イゼット果敢"]


def test_a_full_event_puts_the_next_on_the_waitlist_and_a_drop_promotes_them(
    services: Services,
) -> None:
    event_id = open_desk(services, players=2, capacity=3)
    third = services.registration.submit(event_id, form(3), "phone-3")
    fourth = services.registration.submit(event_id, form(4), "phone-4")
    fifth = services.registration.submit(event_id, form(5), "phone-5")
    assert [third.state, fourth.state, fifth.state] == [S.WAITING, S.WAITLISTED, S.WAITLISTED]
    assert (fourth.place, fifth.place) == (1, 2)
    [waiting] = [v for v in services.registration.registrations(event_id) if v.state is S.WAITING]
    refused(services, lambda: services.registration.accept(fourth_id(services)), Problem.EVENT_FULL)
    services.registration.accept(waiting.id)
    entries = services.players.list_entries(event_id)
    services.players.drop(entries[0].id)  # before round 1: never took part (MTR 2.10)
    promoted = services.registration.status(event_id, fourth.token)
    assert (promoted.state, promoted.promoted, promoted.place) == (S.WAITING, True, None)
    assert services.registration.status(event_id, fifth.token).place == 1
    services.players.remove(entries[1].id)
    assert services.registration.status(event_id, fifth.token).state is S.WAITING


def fourth_id(services: Services) -> int:
    with services.store.atomic():
        return Registration.get(Registration.state == S.WAITLISTED.value).id


def test_withdrawing_an_accepted_registration_frees_its_place(services: Services) -> None:
    event_id = open_desk(services, capacity=1, accept_at_once=True)
    first = services.registration.submit(event_id, form(1), "phone-1")
    second = services.registration.submit(event_id, form(2), "phone-2")
    assert (first.state, second.state) == (S.ACCEPTED, S.WAITLISTED)
    services.registration.withdraw(event_id, first.token)
    assert services.registration.status(event_id, first.token).state is S.WITHDRAWN
    assert services.registration.status(event_id, second.token).state is S.ACCEPTED
    assert [e.display_name for e in services.players.list_entries(event_id)] == ["Player2 Phone"]


def test_an_absent_registration_counts_a_no_show_for_the_regular(services: Services) -> None:
    event_id = open_desk(services)
    services.registration.accept(
        _id(services, services.registration.submit(event_id, YAMADA, "phone-1").token)
    )
    later = open_desk(services)
    sent = services.registration.submit(later, YAMADA, "phone-2")  # matched by e-mail
    [view] = services.registration.registrations(later)
    assert view.roster_id is not None
    services.registration.mark_absent(view.id)
    assert services.registration.status(later, sent.token).state is S.ABSENT
    with services.store.atomic():
        assert RosterPlayer.get_by_id(view.roster_id).no_shows == 1


def _id(services: Services, token: str) -> int:
    with services.store.atomic():
        return int(Registration.get(Registration.token == token).id)


def test_a_regular_finds_themselves_on_the_phone_they_used_before(services: Services) -> None:
    event_id = open_desk(services, accept_at_once=True)
    services.registration.submit(event_id, YAMADA, "phone-1")
    assert services.registration.regulars_for_device("phone-1", "や") == []  # too short
    assert services.registration.regulars_for_device("phone-2", "やま") == []  # other phone
    [me] = services.registration.regulars_for_device("phone-1", "ﾔﾏﾀﾞ")
    assert (me.display_name, me.reading) == ("山田 太郎", "やまだたろう")
    assert not hasattr(me, "email")
    later = open_desk(services, accept_at_once=True)
    blank = RegistrationForm("", "")
    sent = services.registration.submit(later, blank, "phone-1", roster_id=me.roster_id)
    assert sent.state is S.ACCEPTED
    [entry] = services.players.list_entries(later)
    assert entry.roster_id == me.roster_id
    stranger = open_desk(services)
    refused(
        services,
        lambda: services.registration.submit(stranger, blank, "phone-9", roster_id=me.roster_id),
        Problem.ROSTER_NOT_FOUND,
    )


def test_likely_duplicates_are_flagged_and_merged(services: Services) -> None:
    event_id = open_desk(services)
    entry_id, _ = services.players.add(event_id, "山田", "太郎", "やまだたろう")
    services.registration.submit(event_id, YAMADA, "phone-1")
    [view] = services.registration.registrations(event_id)
    assert [(d.kind, d.entry_id, d.name) for d in view.duplicates] == [
        (DuplicateKind.READING, entry_id, "山田 太郎")
    ]
    services.registration.merge(view.id, entry_id)
    assert [e.id for e in services.players.list_entries(event_id)] == [entry_id]
    [merged] = services.registration.registrations(event_id, active_only=False)
    assert (merged.state, merged.entry_id) == (S.MERGED, entry_id)
    with services.store.atomic():
        assert RosterPlayer.get_by_id(merged.roster_id).email == "taro@example.com"
    refused(services, lambda: services.registration.accept(view.id), Problem.REGISTRATION_DECIDED)


@pytest.mark.parametrize(
    ("sent", "problem"),
    [
        (RegistrationForm("", "太郎", "たろう"), Problem.NAME_EMPTY),
        (RegistrationForm("山田", "太郎", "yamada"), Problem.READING_NOT_KANA),
        (RegistrationForm("山田", "太郎"), Problem.READING_NEEDED),
        (RegistrationForm("Smith", email="smith@"), Problem.EMAIL_INVALID),
        (RegistrationForm("x" * 2000), Problem.BAD_TEXT),
        (RegistrationForm("Smith\x1b[31m"), Problem.BAD_TEXT),
        (RegistrationForm("Smith", deck_name="d" * 2000), Problem.BAD_TEXT),
    ],
)
def test_bad_input_is_refused_and_stores_nothing(
    services: Services, sent: RegistrationForm, problem: Problem
) -> None:
    event_id = open_desk(services)
    refused(services, lambda: services.registration.submit(event_id, sent, "phone-1"), problem)


def test_a_closed_desk_and_a_started_event_take_no_registration(services: Services) -> None:
    event_id, _ = new_event(services, players=8)
    refused(
        services,
        lambda: services.registration.submit(event_id, YAMADA, "p"),
        Problem.REGISTRATION_CLOSED,
    )
    services.registration.set_open(event_id, True)
    services.rounds.pair_next(event_id)
    error = refused(
        services,
        lambda: services.registration.submit(event_id, YAMADA, "p"),
        Problem.REGISTRATION_CLOSED,
    )
    assert error.details == {"started": True}
    refused(
        services,
        lambda: services.registration.status(event_id, "nope"),
        Problem.REGISTRATION_NOT_FOUND,
    )
    refused(
        services,
        lambda: services.registration.set_desk(
            event_id, open=True, accept_at_once=False, capacity=0, asks_deck=False
        ),
        Problem.BAD_CAPACITY,
    )


def test_undoing_an_acceptance_takes_the_entry_and_the_acceptance_back(
    services: Services,
) -> None:
    event_id = open_desk(services)
    sent = services.registration.submit(event_id, YAMADA, "phone-1")
    services.registration.accept(_id(services, sent.token))
    services.undo.undo(event_id)
    assert services.players.list_entries(event_id) == []
    assert services.registration.status(event_id, sent.token).state is S.WAITING
