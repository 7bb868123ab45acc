"""``core.registration``: the phone form's checks, where a registration goes, and the
likely duplicates (issue 30)."""

from __future__ import annotations

import pytest

from mtrdesk.core.registration.duplicates import DuplicateKind, Someone, likely_duplicates
from mtrdesk.core.registration.form import (
    FormFault,
    RegistrationForm,
    form_fault,
    is_kana,
    needs_reading,
)
from mtrdesk.core.registration.states import RegistrationState, arriving_state, free_places


@pytest.mark.parametrize("typed", ["やまだ たろう", "ヤマダ タロウ", "ﾔﾏﾀﾞ ﾀﾛｳ", "ヤマダ　タロー"])
def test_a_reading_in_any_kana_is_stored_as_hiragana(typed: str) -> None:
    form = RegistrationForm("山田", "太郎", typed).cleaned()
    assert form.reading.replace("ー", "う") == "やまだ たろう"
    assert form_fault(form, asks_deck=False) is None


@pytest.mark.parametrize("typed", ["yamada", "山田", "やまだ1", "やまだ<b>"])
def test_a_reading_that_is_not_kana_is_refused(typed: str) -> None:
    form = RegistrationForm("山田", "太郎", typed).cleaned()
    assert not is_kana(form.reading)
    assert form_fault(form, asks_deck=False) is FormFault.READING_NOT_KANA


def test_a_name_in_kanji_or_kana_needs_a_reading_and_a_latin_one_does_not() -> None:
    assert needs_reading("山田", "太郎") and needs_reading("やまだ", "")
    assert not needs_reading("Smith", "John") and not needs_reading("Müller", "Zoë")
    assert form_fault(RegistrationForm("山田", "太郎").cleaned(), False) is FormFault.READING_NEEDED
    assert form_fault(RegistrationForm("Smith", "John").cleaned(), False) is None


def test_the_email_is_checked_after_an_imes_width_is_folded() -> None:
    form = RegistrationForm("Smith", "John", email=" ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ ").cleaned()
    assert form.email == "john@example.com"
    assert form_fault(form, False) is None
    for bad in ("john", "john@", "john@example", "a@b@c.com", "x" * 250 + "@example.com"):
        assert form_fault(RegistrationForm("Smith", email=bad).cleaned(), False) is (
            FormFault.EMAIL_INVALID
        ), bad


def test_a_deck_name_is_needed_only_where_the_event_asks() -> None:
    form = RegistrationForm("Smith", "John").cleaned()
    assert form_fault(form, asks_deck=True) is FormFault.DECK_NAME_NEEDED
    assert form_fault(form, asks_deck=False) is None


def test_a_registration_waits_until_the_capacity_then_goes_on_the_waitlist() -> None:
    assert arriving_state(31, 32, False) is RegistrationState.WAITING
    assert arriving_state(31, 32, True) is RegistrationState.ACCEPTED
    assert arriving_state(32, 32, True) is RegistrationState.WAITLISTED
    assert arriving_state(5000, None, False) is RegistrationState.WAITING
    assert free_places(30, 32, 5) == 2 and free_places(33, 32, 5) == 0
    assert free_places(0, None, 5) == 5
    assert [s for s in RegistrationState if s.active] == [
        RegistrationState.WAITING,
        RegistrationState.WAITLISTED,
        RegistrationState.ACCEPTED,
    ]


def test_the_same_reading_or_email_is_flagged_once_per_person() -> None:
    me = Someone(("registration", 9), "やまだたろう", "Taro@Example.com", "山田 太郎")
    others = [
        me,
        Someone(("entry", 1), "ヤマダ タロウ", "", "山田 太郎"),
        Someone(("entry", 2), "やまだたろう", "taro@example.com", "山田 太朗"),
        Someone(("registration", 3), "さとう", "", "佐藤"),
    ]
    found = likely_duplicates(me, others)
    assert [(m.kind, m.other.key) for m in found] == [
        (DuplicateKind.READING, ("entry", 1)),
        (DuplicateKind.EMAIL, ("entry", 2)),
    ]
    assert likely_duplicates(Someone(("registration", 4), "", "", "Smith"), others) == []
