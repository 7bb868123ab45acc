"""What a command is told to act on, by id or by name: an event, a player.

One resolver for every command that takes a name (``player``, ``round``, ``export``,
``print-decklists --event``): an id names one thing; a name that fits one names it; a name
that fits several is refused with every candidate and what tells them apart (an event's id
and date, a player's entry id and reading), so the scorekeeper can give the id instead.
Nothing is guessed: a wrong drop is worse than a refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtrdesk.core.text import bounded_int, fold

if TYPE_CHECKING:
    from mtrdesk.services import Services
    from mtrdesk.services.players.views import Entry


def find_event(services: Services, text: str) -> int:
    """The event whose id is ``text`` (ASCII or full-width digits, as an IME types them:
    README), else the one event named exactly ``text``. Digits of other scripts (``፩``)
    and 5,000-digit pastes name no id (``core.text.bounded_int``); a refusal repeats at
    most the start of what was typed."""
    from mtrdesk.cli.messages import Unfound  # QtCore, only when a command runs
    from mtrdesk.cli.numbers import INT_LIMIT

    events = services.events.list_events()
    wanted = text.strip()
    number = bounded_int(wanted, 1, INT_LIMIT)
    if number is not None and any(e.id == number for e in events):
        return number
    named = [e for e in events if e.settings.name == wanted]
    if len(named) == 1:
        return named[0].id
    shown = wanted if len(wanted) <= _SHOWN else wanted[:_SHOWN] + "…"
    if not named:
        raise Unfound.event(shown)
    raise Unfound.events(
        shown, [f"{e.id}: {e.settings.name} ({e.settings.date.isoformat()})" for e in named]
    )


#: How much of an unknown event's text a refusal repeats (never 5,000 digits).
_SHOWN = 60


def find_entry(services: Services, event_id: int, text: str) -> int:
    """The entry whose id is ``text``, else the one player that ``text`` names (``name_keys``:
    as listed, family and given name in either order, the family or the given name alone,
    the reading or its family part; width, case, spaces and katakana/hiragana ignored)."""
    from mtrdesk.cli.messages import Unfound

    entries = services.players.list_entries(event_id)
    wanted = text.strip()
    if _is_id(wanted) and any(e.id == int(wanted) for e in entries):
        return int(wanted)
    key = fold(wanted)
    named = [e for e in entries if key and key in name_keys(e)]
    if len(named) == 1:
        return named[0].id
    if not named:
        raise Unfound.player(text)
    raise Unfound.players(text, [_candidate(e) for e in named])


def name_keys(entry: Entry) -> set[str]:
    """Every folded way a scorekeeper may name ``entry``: 佐藤 for 佐藤 花子 as well as
    佐藤花子, 花子 佐藤, さとう はなこ and さとう (the reading's first word)."""
    keys = {
        fold(entry.display_name),
        fold(entry.family + entry.given),
        fold(entry.given + entry.family),
        fold(entry.family),
        fold(entry.given),
        fold(entry.reading),
    }
    words = entry.reading.split()
    if len(words) > 1:
        keys.add(fold(words[0]))
    return keys - {""}


def _candidate(entry: Entry) -> str:
    """One line of the list: "12: 佐藤 花子 (さとう はなこ)", with the player ID when the
    name and reading are not enough to tell two apart."""
    line = f"{entry.id}: {entry.display_name}"
    if entry.reading:
        line += f" ({entry.reading})"
    if entry.player_id:
        line += f" [{entry.player_id}]"
    return line


def _is_id(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= 18  # an id, never 5,000 digits
