"""The conformance "minimal format": a finished Swiss event with its published standings.

The ten real Melee events in ``tests/data/conformance`` use it (described in that folder's
README), so the standings code can be checked against numbers a real platform published,
and ``mtrdesk standings FILE`` can read such a file. The shape, from a decoded JSON object::

    {"name": str, "source": str, "players": [str, ...],
     "rounds": [[{"p1": str, "p2": str | null, "wins1": int, "wins2": int, "draws": int}]],
     "standings": [{"rank": int, "player": str, "points": int,
                    "omwp": float, "gwp": float, "ogwp": float}]}

Entries are numbered by their index in ``players``. A ``p2: null`` row is a bye when it
reads 2-0-0 and an unopposed loss when it reads 0-2-0; ``standings`` may be left out.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from mtrdesk.core.results import BYE_RESULT, UNOPPOSED_LOSS_RESULT, MatchResult
from mtrdesk.core.tournament import EntryId, MatchKind, MatchRecord, unopposed

_REQUIRED_KEYS = ("name", "players", "rounds")
_RESULT_KEYS = ("wins1", "wins2", "draws")
_PERCENTAGE_KEYS = ("omwp", "gwp", "ogwp")


class MinimalFormatProblem(enum.Enum):
    """Why a document was refused as the minimal format."""

    WRONG_TYPE = "wrong_type"
    MISSING_FIELD = "missing_field"
    DUPLICATE_PLAYER = "duplicate_player"
    UNKNOWN_PLAYER = "unknown_player"
    SELF_PAIRED = "self_paired"
    TWICE_IN_ROUND = "twice_in_round"
    BAD_RESULT = "bad_result"
    BAD_RANK = "bad_rank"


class MinimalFormatError(ValueError):
    """A malformed minimal-format document; ``where`` is a path like ``rounds[2][5].p2``."""

    def __init__(self, problem: MinimalFormatProblem, where: str, detail: str) -> None:
        super().__init__(f"{where}: {detail}")
        self.problem = problem
        self.where = where
        self.detail = detail


@dataclass(frozen=True, slots=True)
class PublishedRow:
    """One line of the published standings, as published (percentages already rounded)."""

    rank: int
    entry: EntryId
    player: str
    points: int
    omwp: float
    gwp: float
    ogwp: float


@dataclass(frozen=True, slots=True)
class MinimalEvent:
    """A minimal-format event: entry ``i`` is ``players[i]``; rounds are numbered from 1."""

    name: str
    players: tuple[str, ...]
    matches: tuple[MatchRecord, ...]
    published: tuple[PublishedRow, ...] = ()
    source: str = ""

    @property
    def entries(self) -> range:
        return range(len(self.players))

    @property
    def round_count(self) -> int:
        return max((match.round for match in self.matches), default=0)


def is_minimal_format(doc: object) -> bool:
    """A cheap shape check for choosing a reader; ``parse_minimal_format`` validates fully."""
    return (
        isinstance(doc, Mapping)
        and isinstance(doc.get("name"), str)
        and isinstance(doc.get("players"), list)
        and isinstance(doc.get("rounds"), list)
    )


def parse_minimal_format(doc: object) -> MinimalEvent:
    """Turn a decoded minimal-format document into a ``MinimalEvent``.

    Raises ``MinimalFormatError`` (a ``ValueError``) naming the first malformed place.
    """
    root = _mapping(doc, "document")
    for key in _REQUIRED_KEYS:
        if key not in root:
            raise MinimalFormatError(MinimalFormatProblem.MISSING_FIELD, key, "missing")
    name = _string(root["name"], "name")
    source = _string(root.get("source", ""), "source")

    players = tuple(
        _string(value, f"players[{i}]") for i, value in enumerate(_list(root["players"], "players"))
    )
    index: dict[str, EntryId] = {}
    for entry, player in enumerate(players):
        if player in index:
            raise MinimalFormatError(
                MinimalFormatProblem.DUPLICATE_PLAYER, f"players[{entry}]", f"{player!r} twice"
            )
        index[player] = entry

    matches: list[MatchRecord] = []
    for round_index, round_rows in enumerate(_list(root["rounds"], "rounds")):
        round_number = round_index + 1
        seen: set[EntryId] = set()
        for row_index, raw in enumerate(_list(round_rows, f"rounds[{round_index}]")):
            where = f"rounds[{round_index}][{row_index}]"
            match = _match(_mapping(raw, where), where, round_number, index)
            for entry in match.players():
                if entry in seen:
                    raise MinimalFormatError(
                        MinimalFormatProblem.TWICE_IN_ROUND,
                        where,
                        f"{players[entry]!r} plays twice in round {round_number}",
                    )
                seen.add(entry)
            matches.append(match)

    published: tuple[PublishedRow, ...] = ()
    if root.get("standings") is not None:
        published = _standings(_list(root["standings"], "standings"), index)
    return MinimalEvent(
        name=name, players=players, matches=tuple(matches), published=published, source=source
    )


def _match(
    raw: Mapping[str, object], where: str, round_number: int, index: Mapping[str, EntryId]
) -> MatchRecord:
    for key in ("p1", "p2", *_RESULT_KEYS):
        if key not in raw:
            raise MinimalFormatError(
                MinimalFormatProblem.MISSING_FIELD, f"{where}.{key}", "missing"
            )
    player1 = _player(raw["p1"], f"{where}.p1", index)
    wins1, wins2, draws = (_count(raw[key], f"{where}.{key}") for key in _RESULT_KEYS)
    result = MatchResult(wins1, wins2, draws)
    if raw["p2"] is None:
        if result == BYE_RESULT:
            return unopposed(round_number, player1, MatchKind.BYE)
        if result == UNOPPOSED_LOSS_RESULT:
            return unopposed(round_number, player1, MatchKind.UNOPPOSED_LOSS)
        raise MinimalFormatError(
            MinimalFormatProblem.BAD_RESULT,
            where,
            f"a row without p2 must be 2-0-0 (bye) or 0-2-0 (unopposed loss), not "
            f"{wins1}-{wins2}-{draws}",
        )
    player2 = _player(raw["p2"], f"{where}.p2", index)
    if player1 == player2:
        raise MinimalFormatError(
            MinimalFormatProblem.SELF_PAIRED, where, f"{raw['p1']!r} is paired with themself"
        )
    return MatchRecord(round_number, player1, player2, result)


def _standings(rows: list[object], index: Mapping[str, EntryId]) -> tuple[PublishedRow, ...]:
    published: list[PublishedRow] = []
    listed: set[EntryId] = set()
    for i, raw in enumerate(rows):
        where = f"standings[{i}]"
        row = _mapping(raw, where)
        for key in ("rank", "player", "points", *_PERCENTAGE_KEYS):
            if key not in row:
                raise MinimalFormatError(
                    MinimalFormatProblem.MISSING_FIELD, f"{where}.{key}", "missing"
                )
        entry = _player(row["player"], f"{where}.player", index)
        if entry in listed:
            raise MinimalFormatError(
                MinimalFormatProblem.DUPLICATE_PLAYER, where, f"{row['player']!r} listed twice"
            )
        listed.add(entry)
        rank = _count(row["rank"], f"{where}.rank")
        if rank != i + 1:
            raise MinimalFormatError(
                MinimalFormatProblem.BAD_RANK, f"{where}.rank", f"expected {i + 1}, got {rank}"
            )
        omwp, gwp, ogwp = (_percentage(row[key], f"{where}.{key}") for key in _PERCENTAGE_KEYS)
        published.append(
            PublishedRow(
                rank=rank,
                entry=entry,
                player=str(row["player"]),
                points=_count(row["points"], f"{where}.points"),
                omwp=omwp,
                gwp=gwp,
                ogwp=ogwp,
            )
        )
    return tuple(published)


def _mapping(value: object, where: str) -> Mapping[str, object]:
    if not isinstance(value, Mapping):
        raise MinimalFormatError(MinimalFormatProblem.WRONG_TYPE, where, "expected an object")
    return value


def _list(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise MinimalFormatError(MinimalFormatProblem.WRONG_TYPE, where, "expected a list")
    return value


def _string(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise MinimalFormatError(MinimalFormatProblem.WRONG_TYPE, where, "expected a string")
    return value


def _count(value: object, where: str) -> int:
    # bool is an int subclass; true/false in a result is a mistake, not 1/0.
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise MinimalFormatError(
            MinimalFormatProblem.WRONG_TYPE, where, f"expected a whole number >= 0, got {value!r}"
        )
    return value


def _percentage(value: object, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise MinimalFormatError(
            MinimalFormatProblem.WRONG_TYPE, where, f"expected a number from 0 to 1, got {value!r}"
        )
    return float(value)


def _player(value: object, where: str, index: Mapping[str, EntryId]) -> EntryId:
    name = _string(value, where)
    if name not in index:
        raise MinimalFormatError(
            MinimalFormatProblem.UNKNOWN_PLAYER, where, f"{name!r} is not in players"
        )
    return index[name]
