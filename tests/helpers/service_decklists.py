"""Decklist services helpers: a broken Modern list, refusals, the audit entries of an action."""

from __future__ import annotations

import json

import pytest

from mtrdesk.core.settings import Format
from mtrdesk.services import ServiceError, Services
from tests.helpers.decklist_samples import IZZET_MURKTIDE
from tests.helpers.services_support import new_event

#: The same deck as a player might hand it in: 59 cards (a Consider left out), a banned
#: card in the sideboard, a line nobody can read and a card written in Japanese.
BROKEN = (
    IZZET_MURKTIDE.replace("4 Consider", "3 Consider")
    .replace("3 Dress Down", "2 Dress Down\n1 Faithless Looting")
    .replace("12 Island", "11 Island\n1 稲妻\nfour Mountains please")
)


def refused(call, *args, **kwargs) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        call(*args, **kwargs)
    return caught.value


def audit(services: Services, event_id: int | None, action: str) -> list[dict]:
    if event_id is None:
        from mtrdesk.store.models import AuditLog

        with services.context.transaction():
            rows = AuditLog.select().where(AuditLog.action == action).order_by(AuditLog.id)
            return [json.loads(row.detail) for row in rows]
    return [e.detail for e in services.rounds.audit_log(event_id) if e.action == action]


def modern_event(
    services: Services, players: int = 4, edition: str = "2023-08-21"
) -> tuple[int, list[int]]:
    """A Modern event judged by the MTR 2023-08-21 lists (``edition``): ``BROKEN``'s
    Faithless Looting is banned there (MTR 6.4) and unbanned in the 2025-11-10 lists."""
    return new_event(services, players=players, format=Format.MODERN, edition=edition)
