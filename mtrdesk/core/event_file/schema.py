"""The event file's schema as msgspec Structs (issue 33, item 2): what each field holds.

msgspec checks every type, range and length here while it decodes (or converts a dict),
in C: a table is a whole number from 1 to ``MAX_TABLE``, ``true`` is no number, a result
is two or three whole numbers from 0 to 99. ``reader`` then checks what one field cannot
say alone (a player twice in a round, a result no match ends with, text without control
characters), and builds the ``EventDocument``. A refusal names the field as the strict
reader always has (``refusal_words``): ``rounds[0].matches[3].table: 0 is below 1``.

Teams, pods, extensions, decklists and deck checks (small, and rare) stay with their
own readers (``structures``, ``extensions``, ``decklists``), and the settings with
``reader._read_settings``: the Structs hand them the values as decoded.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

import msgspec

from mtrdesk.core.event_file.fields import (
    INT_LIMIT,
    MAX_ROUND_NUMBER,
    MAX_TABLE,
    TIME_LIMIT,
    DocumentError,
    DocumentProblem,
)
from mtrdesk.core.event_file.refusal_words import reader_words
from mtrdesk.core.settings import MAX_AWARDED_BYES
from mtrdesk.core.tournament import MatchKind

#: A whole number a SQLite INTEGER holds (signed 64 bits); ``From1`` and ``From0`` the same
#: from 1 or 0 up.
Whole = Annotated[int, msgspec.Meta(ge=-INT_LIMIT - 1, le=INT_LIMIT)]
From0 = Annotated[int, msgspec.Meta(ge=0, le=INT_LIMIT)]
From1 = Annotated[int, msgspec.Meta(ge=1, le=INT_LIMIT)]
#: A time as text (``fields.time_text`` reads it): never longer than this.
Time = Annotated[str, msgspec.Meta(max_length=TIME_LIMIT)]
#: A game count of a result: 0 to 99 (MTR 2.1, 2.5 decide which ones a match ends with).
Games = Annotated[int, msgspec.Meta(ge=0, le=99)]


class MatchIn(msgspec.Struct, gc=False):
    """``rounds[i].matches[j]``."""

    p1: Whole
    p2: Whole | None = None
    kind: MatchKind = MatchKind.PAIRED
    table: Annotated[int, msgspec.Meta(ge=1, le=MAX_TABLE)] | None = None
    #: A team table's seat letter ("A", "B", "C"; ``reader`` checks it), "" or null: none.
    seat: str | None = None
    result: Annotated[list[Games], msgspec.Meta(min_length=2, max_length=3)] | None = None
    reported_at: Time | None = None


class RoundIn(msgspec.Struct):
    """``rounds[i]``; pods, extensions and deck checks as decoded, for their readers."""

    number: Annotated[int, msgspec.Meta(ge=1, le=MAX_ROUND_NUMBER)]
    matches: Sequence[MatchIn] | None
    #: The seed that drew the round: drawn from 0 up, typed as ``--seed`` from 0 up.
    seed: From0 | None = None
    playoff: bool = False
    paired_at: Time | None = None
    pods: Any = msgspec.field(default_factory=list)
    extensions: Any = None
    deck_checks: Any = None


class PlayerIn(msgspec.Struct, gc=False):
    """``players[i]``; texts are checked by ``reader`` (control characters, length)."""

    id: Whole
    family: str
    given: str | None = ""
    reading: str | None = ""
    player_id: str | None = ""
    awarded_byes: Annotated[int, msgspec.Meta(ge=0, le=MAX_AWARDED_BYES)] = 0
    dropped_after_round: From0 | None = None
    late_entry_round: From1 | None = None
    playoff_seed: From1 | None = None
    pod: From1 | None = None
    team: From1 | None = None
    seat: str | None = None
    draft_seat: From1 | None = None
    advanced_after: From1 | None = None
    advanced_seed: From1 | None = None
    pod_playoff_seed: From1 | None = None
    pod_seat: From1 | None = None
    draft_drop: Annotated[list[From1], msgspec.Meta(min_length=2, max_length=2)] | None = None
    email: str | None = None
    deck_name: str | None = None


class AuditIn(msgspec.Struct, gc=False):
    """``audit[i]``: the detail is the log's own object, kept as it was."""

    when: Time
    action: str = ""
    detail: dict[str, Any] = msgspec.field(default_factory=dict)


class EventFileIn(msgspec.Struct):
    """The whole file; ``format`` is checked before (``reader.document_from_dict``)."""

    format: Literal["mtrdesk-event"]
    version: From1
    event: dict[str, Any]
    players: Sequence[PlayerIn] | None
    rounds: Sequence[RoundIn] | None = msgspec.field(default_factory=list)
    teams: Any = msgspec.field(default_factory=list)
    decklists: Any = None
    audit: Sequence[AuditIn] | None = msgspec.field(default_factory=list)


# The same schema with no field it does not name, for the one-pass decode of a file's
# bytes (``reader.document_from_bytes``): msgspec skips an unknown field unread, so a value
# nested 100 deep there would pass unseen; such a file takes the long way instead, where
# the decoded value is bounded whole (``json_bytes.decode_json``) and unknown fields are
# ignored, as they always were.


class _StrictMatch(MatchIn, forbid_unknown_fields=True, gc=False):
    pass


class _StrictRound(RoundIn, forbid_unknown_fields=True):
    matches: Sequence[_StrictMatch] | None


class _StrictPlayer(PlayerIn, forbid_unknown_fields=True, gc=False):
    pass


def _nested(levels: int) -> Any:
    """The JSON values nesting at most ``levels`` lists or objects (numbers within 64
    bits); the type grows as 2 ** levels, so only for a few levels."""
    scalar: Any = Union[None, bool, Whole, float, str]  # noqa: UP007 (a type object)
    value = scalar
    for _ in range(levels):
        value = Union[scalar, list[value], dict[str, value]]  # type: ignore[valid-type]  # noqa: UP007
    return value


#: An audit row's detail as the services write it (a round's tables are the deepest: a
#: list of lists, 3 levels), with room: a deeper one takes the long way, which bounds it
#: at the file's 32 levels.
if TYPE_CHECKING:
    _DETAIL = dict[str, Any]
    _KEPT = Any
else:
    _DETAIL = dict[str, _nested(5)]
    _KEPT = msgspec.Raw
#: The details of this many audit rows are checked at once (``details_fit``).
_DETAILS_AT_ONCE = 2048
_DETAILS_DECODER = msgspec.json.Decoder(list[_DETAIL])
_PLAIN_DECODER = msgspec.json.Decoder()
_NO_DETAIL = msgspec.Raw(b"{}")


class StrictAudit(AuditIn, forbid_unknown_fields=True, gc=False):
    #: Kept as the file's bytes (issue 33: the details of 16,384 players' audit rows were
    #: 103 MiB as objects); ``details_fit`` checks them against ``_DETAIL``.
    detail: _KEPT = _NO_DETAIL


def details_fit(doc: EventFileIn) -> bool:
    """Whether every audit detail the one-pass decode kept as bytes (``msgspec.Raw``) is
    an object of ``_DETAIL``: nested at most as deep, every number within 64 bits. Checked a
    few thousand rows at a time in C, so their objects never all live at once."""
    details: list[object] = [a.detail for a in doc.audit or ()]
    raws = [d for d in details if isinstance(d, msgspec.Raw)]
    for start in range(0, len(raws), _DETAILS_AT_ONCE):
        chunk = b"[" + b",".join(raws[start : start + _DETAILS_AT_ONCE]) + b"]"
        try:
            _DETAILS_DECODER.decode(chunk)
        except (msgspec.MsgspecError, RecursionError):
            return False
    return True


class RawDetail(Mapping[str, Any]):
    """An audit row's detail as the file wrote it (checked by ``details_fit``), decoded
    when first read: ``mtrdesk standings`` never reads one, an import reads each once."""

    __slots__ = ("_raw", "_value")

    def __init__(self, raw: Any) -> None:  # ``msgspec.Raw`` (typed ``Any``: see ``_KEPT``)
        self._raw = raw
        self._value: dict[str, Any] | None = None

    def _decoded(self) -> dict[str, Any]:
        if self._value is None:
            self._value = _PLAIN_DECODER.decode(self._raw)
        return self._value

    def __getitem__(self, key: str) -> Any:
        return self._decoded()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._decoded())

    def __len__(self) -> int:
        return len(self._decoded())

    def __repr__(self) -> str:
        return repr(self._decoded())


def audit_detail(detail: Any) -> Mapping[str, Any]:
    """An audit row's detail as ``reader`` hands it on: the long way's dict as it is, the
    one-pass decode's bytes as a ``RawDetail``."""
    return RawDetail(detail) if isinstance(detail, msgspec.Raw) else detail


class StrictEventFileIn(EventFileIn, forbid_unknown_fields=True):
    """``EventFileIn`` refusing any field it does not name (see above)."""

    players: Sequence[_StrictPlayer] | None
    rounds: Sequence[_StrictRound] | None = msgspec.field(default_factory=list)
    audit: Sequence[StrictAudit] | None = msgspec.field(default_factory=list)


def free_values(doc: EventFileIn) -> list[tuple[int, Any]]:
    """The values the strict schema leaves free (decoded as they are, for their own
    readers), each with the level it stands at in the file (the file is 1)."""
    values: list[tuple[int, Any]] = [(2, doc.event), (2, doc.teams), (2, doc.decklists)]
    for rnd in doc.rounds or ():
        values += [(4, rnd.pods), (4, rnd.extensions), (4, rnd.deck_checks)]
    return values


def schema_refusal(error: msgspec.ValidationError, doc: object) -> DocumentError:
    """msgspec's "Expected `int` >= 0 - at `$.rounds[0].seed`" about ``doc`` as the strict
    reader's refusal: ``MALFORMED`` "rounds[0].seed: -5 is below 0" (``refusal_words``)."""
    said, _, where = str(error).partition(" - at `")
    where = where.rstrip("`").removeprefix("$").removeprefix(".")
    return DocumentError(DocumentProblem.MALFORMED, reader_words(said, where, doc))


def converted(doc: object) -> EventFileIn:
    """A file's JSON value (a dict) read against the schema; ``MALFORMED`` saying where."""
    try:
        return msgspec.convert(doc, EventFileIn, strict=True)
    except msgspec.ValidationError as exc:
        raise schema_refusal(exc, doc) from exc
