"""Where a registration stands, as the window's list and the player's page say it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from mtrdesk.core.registration.duplicates import DuplicateKind
from mtrdesk.core.registration.states import RegistrationState
from mtrdesk.words.translate import QT_TRANSLATE_NOOP

_STATES = {
    RegistrationState.WAITING: QT_TRANSLATE_NOOP("Registration", "waiting for the organizer"),
    RegistrationState.WAITLISTED: QT_TRANSLATE_NOOP("Registration", "on the waitlist"),
    RegistrationState.ACCEPTED: QT_TRANSLATE_NOOP("Registration", "accepted"),
    RegistrationState.DECLINED: QT_TRANSLATE_NOOP("Registration", "declined"),
    RegistrationState.MERGED: QT_TRANSLATE_NOOP("Registration", "joined to a player entered"),
    RegistrationState.ABSENT: QT_TRANSLATE_NOOP("Registration", "absent"),
    RegistrationState.WITHDRAWN: QT_TRANSLATE_NOOP("Registration", "withdrawn"),
}

_DUPLICATES = {
    DuplicateKind.READING: QT_TRANSLATE_NOOP("Registration", "same reading as %1"),
    DuplicateKind.EMAIL: QT_TRANSLATE_NOOP("Registration", "same e-mail as %1"),
}


def state_text(state: RegistrationState) -> str:
    """ "on the waitlist": where a registration stands."""
    return QCoreApplication.translate("Registration", _STATES[state])


def duplicate_text(kind: DuplicateKind, name: str) -> str:
    """ "same reading as 山田 太郎": why a registration looks like someone there."""
    return QCoreApplication.translate("Registration", _DUPLICATES[kind]).replace("%1", name)


def registered_text(taken: int, capacity: int | None) -> str:
    """ "Registered: 30/32" (no capacity: "Registered: 30"): the places taken, as the
    projector's code and the room screen show them."""
    number = QLocale().toString
    if capacity is None:
        return QCoreApplication.translate("Projector", "Registered: %1").replace(
            "%1", number(taken)
        )
    return (
        QCoreApplication.translate("Projector", "Registered: %1/%2")
        .replace("%1", number(taken))
        .replace("%2", number(capacity))
    )
