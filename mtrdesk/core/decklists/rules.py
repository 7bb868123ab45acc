"""Deck construction rules and banned lists as data (MTR 6.1-6.7, 7.1, 7.2, 9.5, Commander).

The organizer updates a list by importing a file, never by a code change: ``RuleBook``
holds the lists an MTR edition prints (``resources/decklists``: one file per edition,
``Edition.lists_file``), and ``with_lists`` lays an imported file over them format by
format. A file is either the shape shipped here or the bare
``{"modern": {"as_of": ..., "banned": [...]}, ...}`` of the published lists.

Lists take effect on a date: a list applies from its ``as_of``, and an entry written
``{"name": ..., "effective": "2025-11-10"}`` only from its own date (the MTR prints
"Entomb (effective November 10, 2025)"). ``RuleBook.on(date)`` is the book in force on an
event's date: each format's latest list dated that day or earlier (the edition's own list
when none is), without the entries not yet in effect.
"""

from __future__ import annotations

import datetime as dt
import enum
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from mtrdesk.core.decklists.decklist import fold_name
from mtrdesk.core.settings import Format
from mtrdesk.paths import resource_path

#: A date in a list file: YYYY-MM-DD.
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

#: The shipped rules: the MTR of 2023-08-21.
DEFAULT_RULES_FILE = "mtr-2023-08-21.json"


class DeckFormat(enum.Enum):
    """The deck rules a list is checked against (``mtrdesk check-deck --format``)."""

    STANDARD = "standard"
    PIONEER = "pioneer"
    MODERN = "modern"
    LEGACY = "legacy"
    VINTAGE = "vintage"
    PAUPER = "pauper"
    LIMITED = "limited"
    COMMANDER = "commander"

    @property
    def constructed(self) -> bool:
        return self not in (DeckFormat.LIMITED, DeckFormat.COMMANDER)


_BY_EVENT_FORMAT = {
    Format.STANDARD: DeckFormat.STANDARD,
    Format.PIONEER: DeckFormat.PIONEER,
    Format.MODERN: DeckFormat.MODERN,
    Format.LEGACY: DeckFormat.LEGACY,
    Format.VINTAGE: DeckFormat.VINTAGE,
    Format.PAUPER: DeckFormat.PAUPER,
    Format.COMMANDER: DeckFormat.COMMANDER,
    Format.SEALED: DeckFormat.LIMITED,
    Format.BOOSTER_DRAFT: DeckFormat.LIMITED,
}


def deck_format_for(event_format: Format, multiplayer: bool = False) -> DeckFormat | None:
    """The deck rules of an event: its format's, Commander for a multiplayer (pod)
    event of no listed format; ``None`` when mtrdesk knows no rules (``OTHER``)."""
    found = _BY_EVENT_FORMAT.get(event_format)
    if found is None and multiplayer:
        return DeckFormat.COMMANDER
    return found


class BanListFileError(ValueError):
    """An imported list file that cannot be used; ``reason`` says why (a stable code:
    ``not_json``, ``no_lists``, ``bad_format``, ``bad_list``, ``bad_date``, ``bad_entry``,
    ``effective_before_list``, ``bad_same_cards``)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True, slots=True)
class BanList:
    """One format's list as printed: ``banned``/``restricted`` map a folded name to the
    name as printed; ``rule_cards`` maps a folded card name to the rule that bans it
    (Conspiracy cards, ante cards, offensive cards: MTR 6.5, 6.6)."""

    format: str
    section: str
    as_of: dt.date
    banned: Mapping[str, str] = field(default_factory=dict)
    restricted: Mapping[str, str] = field(default_factory=dict)
    rule_cards: Mapping[str, str] = field(default_factory=dict)
    #: Entries that take effect after the list's date: folded name -> that date.
    effective: Mapping[str, dt.date] = field(default_factory=dict)
    #: Rules the list prints whose cards mtrdesk does not ship (MTR 6.5, 6.6: "All cards
    #: that bring a sticker or an Attraction into the game"): a deck check says so.
    unchecked_rules: tuple[str, ...] = ()

    @property
    def rule(self) -> str:
        return f"MTR {self.section}" if self.section[:1].isdigit() else self.section

    def banned_as(self, name: str) -> str | None:
        """How the list prints ``name`` if it is banned (or the rule banning it)."""
        key = fold_name(name)
        return self.banned.get(key) or self.rule_cards.get(key)

    def restricted_as(self, name: str) -> str | None:
        return self.restricted.get(fold_name(name))

    def on(self, date: dt.date) -> BanList:
        """This list as it stands on ``date``: without the entries whose own effective
        date is later (a card banned "effective November 10, 2025" is legal on the 9th)."""
        later = {key for key, day in self.effective.items() if day > date}
        if not later:
            return self
        return replace(
            self,
            banned={k: v for k, v in self.banned.items() if k not in later},
            restricted={k: v for k, v in self.restricted.items() if k not in later},
            effective={k: v for k, v in self.effective.items() if k not in later},
        )

    def later_entries(self) -> list[tuple[str, dt.date]]:
        """The entries that take effect after the list's date, as printed, by date."""
        printed = {**self.banned, **self.restricted}
        return sorted(
            ((printed[key], day) for key, day in self.effective.items() if day > self.as_of),
            key=lambda pair: (pair[1], pair[0]),
        )


@dataclass(frozen=True, slots=True)
class RuleBook:
    """Every number and list validation reads. Sizes: MTR 6.1 (60 / 15 / 4), 7.1 (40),
    Commander (100, one of each: CR 903.5 by the multiplayer addendum 6.*)."""

    main_minimum: int
    sideboard_maximum: int
    copies_maximum: int
    limited_minimum: int
    limited_basics: frozenset[str]
    commander_size: int
    basic_lands: frozenset[str]
    any_number: frozenset[str]
    up_to: Mapping[str, int]
    two_headed_giant_banned: Mapping[str, str]
    lists: Mapping[str, BanList]
    source: str = ""
    #: English names of the Japanese names every store knows (the basic lands: 山 is
    #: Mountain), by folded Japanese name.
    japanese_names: Mapping[str, str] = field(default_factory=dict)
    #: Every list laid for a format, the book's own first, then each imported one in
    #: order: ``on`` picks the one in force on a date from them.
    versions: Mapping[str, tuple[BanList, ...]] = field(default_factory=dict)
    #: MTR 3.6 (2025): names that are the same card as another (a Universes Beyond name
    #: and its Universes Within name; "Swords2Plowshares"): folded name -> the name the
    #: card is counted and listed under. From the edition's file and imported files.
    same_cards: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def default(cls) -> RuleBook:
        """The rules shipped with mtrdesk first (the MTR of 2023-08-21)."""
        return _rule_book(DEFAULT_RULES_FILE)

    @classmethod
    def shipped(cls, lists_file: str) -> RuleBook:
        """The rules of an MTR edition (``Edition.lists_file``, in ``resources/decklists``)."""
        return _rule_book(lists_file)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RuleBook:
        constructed = data["constructed"]
        return cls(
            main_minimum=int(constructed["main_minimum"]),
            sideboard_maximum=int(constructed["sideboard_maximum"]),
            copies_maximum=int(constructed["copies_maximum"]),
            limited_minimum=int(data["limited"]["main_minimum"]),
            limited_basics=_folded_set(data["limited"]["basic_lands_added"]),
            commander_size=int(data["commander"]["deck_size"]),
            basic_lands=_folded_set(data["basic_lands"]),
            any_number=_folded_set(data["any_number"]),
            up_to={fold_name(name): int(n) for name, n in data.get("up_to", {}).items()},
            two_headed_giant_banned=_printed(data["two_headed_giant"]["banned"]),
            lists=(lists := parse_lists(data["lists"])),
            versions={name: (banlist,) for name, banlist in lists.items()},
            source=str(data.get("source", "")),
            japanese_names={
                fold_name(ja): str(en) for ja, en in data.get("japanese_names", {}).items()
            },
            same_cards=_same_cards(data.get("same_cards")),
        )

    def english_name(self, name: str) -> str:
        """``name``, or its English name when it is a Japanese name every store knows
        (山 is Mountain)."""
        return self.japanese_names.get(fold_name(name), name)

    def same_card(self, name: str) -> str | None:
        """The name ``name`` is the same card as (MTR 3.6), if it is another's name."""
        return self.same_cards.get(fold_name(name))

    def ban_list(self, deck_format: DeckFormat) -> BanList | None:
        return self.lists.get(deck_format.value)

    def copies_allowed(self, name: str, maximum: int | None = None) -> int | None:
        """How many copies of ``name`` a constructed deck may hold: ``None`` for any
        number (basic lands, "any number" cards), else the card's own limit or
        ``maximum`` (4 by MTR 6.1)."""
        key = fold_name(name)
        if key in self.basic_lands or key in self.any_number:
            return None
        if key in self.up_to:
            return self.up_to[key]
        return self.copies_maximum if maximum is None else maximum

    def with_lists(self, text: str) -> RuleBook:
        """These rules with an imported list file laid over them: ``lists`` (no date)
        takes the file's list of a format where it is dated later (or the same day), and
        ``versions`` keeps it for ``on`` to apply from its date only; the file's
        ``same_cards`` are added. ``BanListFileError`` on a bad file."""
        data = _list_data(text)
        lists = _file_lists(data)
        merged = dict(self.lists)
        versions = dict(self.versions)
        for name, banlist in lists.items():
            current = merged.get(name)
            if current is None or banlist.as_of >= current.as_of:
                merged[name] = banlist
            versions[name] = (*versions.get(name, ()), banlist)
        same = {**self.same_cards, **_same_cards(data.get("same_cards"))}
        return replace(self, lists=merged, versions=versions, same_cards=same)

    def on(self, date: dt.date) -> RuleBook:
        """The book in force on ``date`` (an event's date): for each format the latest
        list dated ``date`` or earlier (of two of a day, the later laid), the book's own
        list when every one is later (the event follows its edition's lists), each
        without the entries not yet in effect."""
        lists = dict(self.lists)
        for name, laid in self.versions.items():
            started = [banlist for banlist in laid if banlist.as_of <= date]
            chosen = max(reversed(started), key=lambda b: b.as_of) if started else laid[0]
            lists[name] = chosen.on(date)
        return replace(self, lists=lists)


def read_lists(text: str) -> dict[str, BanList]:
    """The lists of an imported file's text, by format; ``BanListFileError`` when it is
    not JSON, holds no list, or a list, an entry or its same-card names are malformed."""
    data = _list_data(text)
    _same_cards(data.get("same_cards"))
    return _file_lists(data)


def _list_data(text: str) -> Mapping[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as error:
        raise BanListFileError("not_json", str(error)) from error
    if not isinstance(data, Mapping):
        raise BanListFileError("no_lists")
    return data


def _file_lists(data: Mapping[str, Any]) -> dict[str, BanList]:
    lists = parse_lists(data.get("lists", data))
    if not lists:
        raise BanListFileError("no_lists")
    return lists


def _same_cards(value: Any) -> dict[str, str]:
    """A file's ``{"same_cards": {"names": {"Swords2Plowshares": "Swords to
    Plowshares"}}}`` (MTR 3.6) by folded other name; none without the key, else
    ``bad_same_cards`` unless every name and card is text."""
    if value is None:
        return {}
    names = value.get("names") if isinstance(value, Mapping) else None
    if not isinstance(names, Mapping):
        raise BanListFileError("bad_same_cards")
    pairs: dict[str, str] = {}
    for other, card in names.items():
        if not isinstance(card, str) or not card.strip() or not str(other).strip():
            raise BanListFileError("bad_same_cards", str(other))
        if fold_name(other) != fold_name(card):
            pairs[fold_name(other)] = card
    return pairs


def parse_lists(data: Any) -> dict[str, BanList]:
    """``{"modern": {"mtr_section", "as_of", "banned", "restricted", "rule_cards"}}`` to
    ``BanList`` values; unknown format keys and the file's own notes are skipped."""
    if not isinstance(data, Mapping):
        raise BanListFileError("no_lists")
    known = {deck_format.value for deck_format in DeckFormat}
    lists: dict[str, BanList] = {}
    for name, entry in data.items():
        if name not in known:
            continue
        if not isinstance(entry, Mapping) or not isinstance(entry.get("banned", []), list):
            raise BanListFileError("bad_list", name)
        as_of = _date(entry.get("as_of"), name)
        rule_cards: dict[str, str] = {}
        for rule, cards in dict(entry.get("rule_cards", {})).items():
            for card in cards:
                rule_cards[fold_name(card)] = rule
        effective: dict[str, dt.date] = {}
        banned = _entries(entry.get("banned", []), name, as_of, effective)
        restricted = _entries(entry.get("restricted", []), name, as_of, effective)
        lists[name] = BanList(
            format=name,
            section=str(entry.get("mtr_section", "")),
            as_of=as_of,
            banned=banned,
            restricted=restricted,
            rule_cards=rule_cards,
            effective=effective,
            unchecked_rules=tuple(str(rule) for rule in entry.get("rules_not_listed", [])),
        )
    return lists


def _date(value: Any, where: str) -> dt.date:
    """A list's date as the files write it: the text YYYY-MM-DD (not a number such as
    20260101, nor another ISO form), else ``bad_date``."""
    if not isinstance(value, str) or not _ISO_DATE.fullmatch(value):
        raise BanListFileError("bad_date", where)
    try:
        return dt.date.fromisoformat(value)
    except ValueError as error:
        raise BanListFileError("bad_date", where) from error


def _entries(
    names: Any, list_name: str, as_of: dt.date, effective: dict[str, dt.date]
) -> dict[str, str]:
    """A list's entries by folded name: a name, or ``{"name", "effective"}`` for one
    that takes effect on its own date (never before the list's: ``effective_before_list``);
    each such date goes into ``effective``."""
    if not isinstance(names, list):
        raise BanListFileError("bad_list", list_name)
    printed: dict[str, str] = {}
    for item in names:
        if isinstance(item, Mapping):
            name = item.get("name")
            if not isinstance(name, str) or not name.strip():
                raise BanListFileError("bad_entry", list_name)
            if "effective" in item:
                day = _date(item["effective"], f"{list_name}: {name}")
                if day < as_of:
                    raise BanListFileError("effective_before_list", f"{list_name}: {name}")
                effective[fold_name(name)] = day
        elif isinstance(item, str) and item.strip():
            name = item
        else:
            raise BanListFileError("bad_entry", list_name)
        printed[fold_name(name)] = name
    return printed


def _printed(names: Any) -> dict[str, str]:
    return {fold_name(str(name)): str(name) for name in names}


def _folded_set(names: Any) -> frozenset[str]:
    return frozenset(fold_name(str(name)) for name in names)


@cache
def _rule_book(lists_file: str) -> RuleBook:
    path = resource_path("decklists", lists_file)
    return RuleBook.from_json(json.loads(path.read_text(encoding="utf-8")))
