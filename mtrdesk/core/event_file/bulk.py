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
from itertools import repeat
from operator import attrgetter
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

#: A match's fields in the order ``round_matches`` reads them.
_MATCH_FIELDS = attrgetter("p1", "p2", "kind", "seat", "table", "result", "reported_at")
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
    fits = _PLAIN_TEXT.fullmatch
    unusual = [v for v in values if v is not None and fits(v) is None]
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
    or a result no such match ends with (MTR 2.1, 2.5)."""
    if r.matches is None:
        return None
    rows = list(map(_MATCH_FIELDS, r.matches))
    firsts = [row[0] for row in rows]
    seconds = [row[1] for row in rows if row[1] is not None]
    seated = set(firsts)
    seated.update(seconds)
    if len(seated) != len(firsts) + len(seconds) or not seated <= known:
        return None
    paired = MatchKind.PAIRED  # the one kind with an opponent (``MatchKind.has_opponent``)
    if any([(row[2] is paired) is (row[1] is None) for row in rows]):
        return None  # (a player against themselves is seated twice above)
    if not {row[3] for row in rows} <= _SEATS:
        return None
    tabled = [(row[4], row[3] or "") for row in rows if row[4] is not None]
    tables = set(tabled)
    if len(tables) != len(tabled) or not times_fit([row[6] for row in rows]):
        return None
    # Keyed by the kind's value (``_value_``: ``value`` is a descriptor written in
    # Python, and a member hashes in Python too; its text hashes in C).
    results = _results(
        {(*row[5], row[2]._value_) for row in rows if row[5] is not None}, games_to_win, r
    )
    if results is None:
        return None
    matches = tuple(
        [
            DocumentMatch(
                table,
                kind,
                p1,
                p2,
                None if result is None else results[(*result, kind._value_)],
                reported_at,
                seat or "",
            )
            for p1, p2, kind, seat, table, result, reported_at in rows
        ]
    )
    return matches, tables, seated


def _results(
    keys: set[tuple[object, ...]], games_to_win: int, r: RoundIn
) -> dict[tuple[object, ...], MatchResult] | None:
    """Each distinct (games..., kind) of a round as its ``MatchResult``, each one a match
    of that kind may end with (``check_result``), else ``None``."""
    made: dict[tuple[object, ...], MatchResult] = {}
    for key in keys:
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
