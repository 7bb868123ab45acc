"""Who did it, and when: what a station's refusal says when another station got there
first (issue 17: several stations on one event).

Every audit row written on a shared server names its station (``Context.station``), and a
change made from the floor its judge or player (``Context.acting``); the newest row of the
action that made the difference says who and when.
"""

from __future__ import annotations

import json
from collections.abc import Collection
from dataclasses import dataclass

from mtrdesk.store.models import AuditLog

#: How many of an event's newest rows of those actions are looked through.
_LOOK_BACK = 500


@dataclass(frozen=True)
class Done:
    """Who made a change (a station, a judge; None: not named) and when ("HH:MM")."""

    by: str | None = None
    at: str | None = None


def last_done(event_id: int, actions: Collection[str], **facts: object) -> Done:
    """Who and when of the newest audit row of ``event_id`` whose action is one of
    ``actions`` and whose detail has every one of ``facts``; what it cannot tell is None
    (a change made on a file, or before stations were named, has no ``by``)."""
    where = (AuditLog.event == event_id) & AuditLog.action.in_(list(actions))
    for key, value in facts.items():
        # As ``Context.audit`` writes the detail (sorted keys, ", " and ": "): the fact
        # followed by the next key or the end, so 12 never matches 123. Filtered here,
        # not after the limit: a slip entered 600 results ago is still found.
        pair = f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}"
        where &= AuditLog.detail.contains(f"{pair},") | AuditLog.detail.contains(f"{pair}}}")
    rows = (
        AuditLog.select(AuditLog.when, AuditLog.detail)
        .where(where)
        .order_by(AuditLog.id.desc())
        .limit(_LOOK_BACK)
    )
    for row in rows:
        try:
            detail = json.loads(row.detail)
        except ValueError:
            continue
        if not isinstance(detail, dict) or any(detail.get(k) != v for k, v in facts.items()):
            continue
        by = detail.get("station") or detail.get("acted_by")
        at = row.when.strftime("%H:%M") if hasattr(row.when, "strftime") else None
        return Done(by if isinstance(by, str) and by else None, at)
    return Done()
