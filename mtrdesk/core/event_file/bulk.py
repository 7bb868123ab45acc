"""The reader's checks made a whole list at a time (issue 33, item 2: 16,384 players,
115,000 matches and 120,000 audit rows took 0.7 s field by field).

Each function gives what ``reader`` builds from a list of the file (its players, one
round's matches, the audit rows), or ``None`` when any value of it fails a check. The
checks are ``reader``'s own, made over sets of the values (each distinct time or result
checked once, the players of a round counted once). On ``None`` ``reader`` reads the same
list field by field, so a refusal names the first field that is wrong, in the file's
order, in the words it always had.
"""

from __future__ import annotations

import datetime as dt
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from itertools import compress, repeat
from operator import attrgetter, is_, is_not, not_
from typing import cast, overload

from mtrdesk.core.event_file.document import AuditRecord, DocumentMatch, DocumentPlayer
from mtrdesk.core.event_file.fields import (
    _PLAIN_TEXT,
    TIME_LIMIT,
    DocumentError,
    malformed,
)
from mtrdesk.core.event_file.schema import (
    AuditIn,
    PlayerIn,
    RawDetail,
    RoundIn,
    StrictAudit,
    audit_detail,
)
from mtrdesk.core.event_file.structures import SEAT_LETTERS
from mtrdesk.core.results import MatchResult, ResultError
from mtrdesk.core.text import text_problem
from mtrdesk.core.tournament import EntryId, MatchKind

#: A match's fields, each read for a whole round at once (``round_matches``).
_P1, _P2, _KIND, _SEAT, _TABLE, _RESULT, _REPORTED_AT = map(
    attrgetter, ("p1", "p2", "kind", "seat", "table", "result", "reported_at")
)
#: A match's seat as ``DocumentMatch`` holds it: none is "".
_SEAT_TEXT: dict[str | None, str] = {None: ""}
#: The seats a match may carry: none, or MTR 8.2's letters.
_SEATS = frozenset({None, "", *SEAT_LETTERS})
_NO_GAMES = MatchResult(0, 0, 0)


def times_fit(values: Iterable[str | None]) -> bool:
    """Whether every value is a time ``fields.time_text`` reads, or ``None``: its checks
    (text, at most ``TIME_LIMIT`` long, ``datetime.fromisoformat`` reads it) made over the
    distinct values in C (issue 33: a match's and an audit row's times are nearly all
    distinct, 35,000 at 4,096 players)."""
    distinct = set(values)
    distinct.discard(None)
    if not all(map(isinstance, distinct, repeat(str))):
        return False
    texts = cast(set[str], distinct)
    if max(map(len, texts), default=0) > TIME_LIMIT:
        return False
    try:
        deque(map(dt.datetime.fromisoformat, texts), maxlen=0)
    except (TypeError, ValueError):
        return False
    return True


def texts_fit(values: Iterable[str | None]) -> bool:
    """Whether every value is one-line text ``fields.name_text`` passes, or ``None``."""
    distinct = cast(list[str], list({*values} - {None}))  # mostly "" and names met again
    unusual = compress(distinct, map(not_, map(_PLAIN_TEXT.fullmatch, distinct)))
    return all(text_problem(value) is None for value in unusual)


def players(raw: Sequence[PlayerIn]) -> tuple[DocumentPlayer, ...] | None:
    """``reader._read_player`` of every player, or ``None``."""
    families = [p.family for p in raw]
    if not all([family.strip() for family in families]):  # MTR: a player has a name
        return None
    texts = [*families, *(p.given for p in raw), *(p.reading for p in raw)]
    texts += [*(p.player_id for p in raw), *(p.email for p in raw), *(p.deck_name for p in raw)]
    if not texts_fit(texts) or not {p.seat for p in raw} <= _SEATS - {""}:
        return None
    return tuple(
        [
            DocumentPlayer(
                p.id,
                p.family,
                p.given or "",
                p.reading or "",
                p.player_id or "",
                p.awarded_byes,
                p.dropped_after_round,
                p.late_entry_round,
                p.playoff_seed,
                p.pod,
                p.team,
                p.seat,
                p.draft_seat,
                p.advanced_after,
                p.advanced_seed,
                p.pod_playoff_seed,
                p.pod_seat,
                None if p.draft_drop is None else (p.draft_drop[0], p.draft_drop[1]),
                (p.email or "").strip(),
                p.deck_name or "",
            )
            for p in raw
        ]
    )


def round_matches(
    r: RoundIn, known: set[EntryId], games_to_win: int
) -> tuple[tuple[DocumentMatch, ...], set[tuple[int, str]], set[EntryId]] | None:
    """``reader._read_round``'s matches of one round, the tables with their seats and the
    players seated, or ``None``: a player unknown, twice in the round or against
    themselves; opponents where the kind has none; a seat letter, a table twice, a time,
    or a result no such match ends with (MTR 2.1, 2.5).

    Column by column (issue 33: 115,000 matches at 16,384 players): each field of every
    match read and checked in C, each match's result looked up once."""
    if r.matches is None:
        return None
    ms = r.matches
    firsts = list(map(_P1, ms))
    seconds = list(map(_P2, ms))
    kinds = list(map(_KIND, ms))
    opposed = list(map(is_not, seconds, repeat(None)))
    seated = set(firsts)
    seated.update(compress(seconds, opposed))
    if len(seated) != len(firsts) + sum(opposed) or not seated <= known:
        return None
    # The one kind with an opponent (``MatchKind.has_opponent``); a player against
    # themselves is seated twice above.
    if list(map(is_, kinds, repeat(MatchKind.PAIRED))) != opposed:
        return None
    seats = list(map(_SEAT, ms))
    if not set(seats) <= _SEATS:
        return None
    seats = list(map(_SEAT_TEXT.get, seats, seats))  # None as ""
    numbers = list(map(_TABLE, ms))
    tabled = list(compress(zip(numbers, seats, strict=True), map(is_not, numbers, repeat(None))))
    tables = set(tabled)
    times = list(map(_REPORTED_AT, ms))
    if len(tables) != len(tabled) or not times_fit(times):
        return None
    # Keyed by the kind's value (``_value_``: ``value`` is a descriptor written in
    # Python, and a member hashes in Python too; its text hashes in C).
    keys: list[tuple[object, ...] | None] = [
        None if games is None else (*games, kind._value_)
        for games, kind in zip(map(_RESULT, ms), kinds, strict=True)
    ]
    results = _results(set(keys), games_to_win, r)
    if results is None:
        return None
    played = map(results.__getitem__, keys)
    matches = tuple(map(DocumentMatch, numbers, kinds, firsts, seconds, played, times, seats))
    return matches, tables, seated


def _results(
    keys: set[tuple[object, ...] | None], games_to_win: int, r: RoundIn
) -> dict[tuple[object, ...] | None, MatchResult | None] | None:
    """Each distinct (games..., kind) of a round as its ``MatchResult``, each one a match
    of that kind may end with (``check_result``), else ``None``; no result (``None``) as
    ``None``."""
    made: dict[tuple[object, ...] | None, MatchResult | None] = {None: None}
    for key in keys:
        if key is None:
            continue
        *games, kind = key
        result = MatchResult(*games)  # type: ignore[arg-type]
        try:
            check_result(result, MatchKind(kind), games_to_win, r.playoff, "")
        except DocumentError:
            return None
        made[key] = result
    return made


def audit(rows: Sequence[AuditIn]) -> Sequence[AuditRecord] | None:
    """``reader.read_document``'s audit records, or ``None``: a time or an action that is
    not one."""
    if not times_fit([a.when for a in rows]) or not texts_fit({a.action for a in rows}):
        return None
    if all(type(a) is StrictAudit for a in rows):  # one decode's rows: every detail bytes
        return AuditRows(rows)
    return tuple([AuditRecord(a.when, a.action, audit_detail(a.detail)) for a in rows])


class AuditRows(Sequence[AuditRecord]):
    """The audit rows of a file read in one pass (checked: ``audit``), each made an
    ``AuditRecord`` only when read: ``mtrdesk standings`` reads none of a 16,384-player
    event's 120,000, an import each once. Equal to the tuple of the same records."""

    __slots__ = ("_rows",)

    def __init__(self, rows: Sequence[AuditIn]) -> None:
        self._rows = rows

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> AuditRecord: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[AuditRecord, ...]: ...
    def __getitem__(self, index: int | slice) -> AuditRecord | tuple[AuditRecord, ...]:
        if isinstance(index, slice):
            return tuple(_record(a) for a in self._rows[index])
        return _record(self._rows[index])

    def __iter__(self) -> Iterator[AuditRecord]:
        return (_record(a) for a in self._rows)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, AuditRows | tuple):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # (a detail is a mapping: as the tuple)

    def __repr__(self) -> str:
        return repr(tuple(self))


def _record(row: AuditIn) -> AuditRecord:
    return AuditRecord(row.when, row.action, RawDetail(row.detail))


def check_result(
    result: MatchResult | None, kind: MatchKind, games_to_win: int, playoff: bool, where: str
) -> None:
    """A bye or unopposed loss carries its fixed result; a paired match a possible one."""
    if result is None:
        return
    fixed = kind.fixed_result
    if fixed is not None:
        if result != fixed:
            raise malformed(f"{where}: {kind.value} result")
        return
    if result == _NO_GAMES:  # no game played is no draw (MTR 2.1, 2.5)
        raise malformed(f"{where}.result: 0-0 is no result")
    try:
        result.validate(games_to_win, playoff=playoff)
    except ResultError as exc:
        raise malformed(f"{where}: result {exc}") from None
