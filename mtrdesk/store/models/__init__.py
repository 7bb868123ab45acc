"""The tables as peewee models, bound to one database through ``database_proxy`` at open;
created and changed only by ``migrations.py`` (``tests/store`` checks they agree). Enums
are stored as their ``.value`` text so the file stays readable without mtrdesk.
Modules: ``base``, ``event``, ``floor``, ``registration``.
"""

from __future__ import annotations

from mtrdesk.store.models.base import BaseModel, MetaValue, ThreadDatabaseProxy, database_proxy
from mtrdesk.store.models.event import (
    AuditLog,
    BanListFile,
    CardName,
    ChangeRow,
    ChangeStep,
    DeckCheck,
    Decklist,
    Entry,
    Event,
    Match,
    Pod,
    PodEvent,
    PodPlayoffSeed,
    PodSeat,
    RosterPlayer,
    Round,
    Team,
    TimeExtension,
)
from mtrdesk.store.models.floor import EventClock, FloorReport, FloorSettings, SlipCode
from mtrdesk.store.models.registration import Registration, RegistrationDesk

MODELS: tuple[type[BaseModel], ...] = (
    MetaValue,
    RosterPlayer,
    Event,
    Team,
    Entry,
    Round,
    Match,
    AuditLog,
    PodEvent,
    Pod,
    PodSeat,
    PodPlayoffSeed,
    TimeExtension,
    Decklist,
    DeckCheck,
    CardName,
    BanListFile,
    ChangeStep,
    ChangeRow,
    FloorSettings,
    SlipCode,
    FloorReport,
    EventClock,
    RegistrationDesk,
    Registration,
)

__all__ = [
    "MODELS",
    "AuditLog",
    "BanListFile",
    "BaseModel",
    "CardName",
    "ChangeRow",
    "ChangeStep",
    "DeckCheck",
    "Decklist",
    "Entry",
    "Event",
    "EventClock",
    "FloorReport",
    "FloorSettings",
    "Match",
    "MetaValue",
    "Pod",
    "PodEvent",
    "PodPlayoffSeed",
    "PodSeat",
    "Registration",
    "RegistrationDesk",
    "RosterPlayer",
    "Round",
    "SlipCode",
    "Team",
    "ThreadDatabaseProxy",
    "TimeExtension",
    "database_proxy",
]
