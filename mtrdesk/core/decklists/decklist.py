"""A registered decklist as plain values (MTR 2.7): main deck, sideboard, commander.

Names are kept as the player wrote them (``CardEntry.name``); rules compare them by
``fold_name``, the English card title with case, spacing, width and apostrophes folded
(MTR 6.1: "based on its English card title"). ``to_json``/``from_json`` are the stored and
exchanged form; ``core.decklists.text`` reads and writes the text players paste.
"""

from __future__ import annotations

import enum
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

#: Apostrophes players and printed lists use for "'" (MTR 6.5/6.6 print ’).
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'", "ʼ": "'"})


def fold_name(name: str) -> str:
    """The comparison key of a card name: NFKC, apostrophes folded, spaces collapsed,
    " // " of split cards normalised, case folded. ``"jace,  the mind sculptor"`` and
    ``"Jace, the Mind Sculptor"`` fold alike."""
    text = unicodedata.normalize("NFKC", name).translate(_APOSTROPHES)
    text = " ".join(text.split())
    if "/" in text:
        text = " // ".join(part.strip() for part in text.replace("//", "/").split("/"))
    return text.casefold()


def tidy_name(name: str) -> str:
    """A name as typed, minus what typing adds: NFKC width, extra spaces, curly quotes,
    and the 《》 Japanese text puts around card names."""
    text = unicodedata.normalize("NFKC", name).translate(_APOSTROPHES)
    text = " ".join(text.split())
    if text.startswith("《") and text.endswith("》"):
        text = text[1:-1].strip()
    return text


class Section(enum.Enum):
    """Where a card of a list goes."""

    MAIN = "main"
    SIDEBOARD = "sideboard"
    #: The commander (multiplayer addendum *.4A: named in the list at Competitive REL).
    COMMANDER = "commander"


@dataclass(frozen=True, slots=True)
class CardEntry:
    """``count`` copies of ``name`` (as written) in one section."""

    name: str
    count: int


@dataclass(frozen=True, slots=True)
class Decklist:
    """A deck as registered. ``commanders`` are part of a Commander deck's 100 cards."""

    main: tuple[CardEntry, ...] = ()
    sideboard: tuple[CardEntry, ...] = ()
    commanders: tuple[CardEntry, ...] = ()

    @property
    def main_count(self) -> int:
        return sum(entry.count for entry in self.main)

    @property
    def sideboard_count(self) -> int:
        return sum(entry.count for entry in self.sideboard)

    @property
    def commander_count(self) -> int:
        return sum(entry.count for entry in self.commanders)

    @property
    def is_empty(self) -> bool:
        return not (self.main or self.sideboard or self.commanders)

    def section(self, section: Section) -> tuple[CardEntry, ...]:
        return {
            Section.MAIN: self.main,
            Section.SIDEBOARD: self.sideboard,
            Section.COMMANDER: self.commanders,
        }[section]

    def entries(self) -> Iterable[tuple[Section, CardEntry]]:
        """Every entry with its section: commander, main deck, sideboard."""
        for section in (Section.COMMANDER, Section.MAIN, Section.SIDEBOARD):
            for entry in self.section(section):
                yield section, entry

    def totals(self, sections: Iterable[Section] | None = None) -> dict[str, int]:
        """Copies per folded name over ``sections`` (all of them by default)."""
        chosen = tuple(Section) if sections is None else tuple(sections)
        counts: dict[str, int] = {}
        for section, entry in self.entries():
            if section in chosen:
                key = fold_name(entry.name)
                counts[key] = counts.get(key, 0) + entry.count
        return counts

    def spelled(self) -> dict[str, str]:
        """The first spelling of each folded name, for messages."""
        names: dict[str, str] = {}
        for _section, entry in self.entries():
            names.setdefault(fold_name(entry.name), entry.name)
        return names

    def renamed(self, english: Mapping[str, str]) -> Decklist:
        """The list with names replaced by ``english[fold_name(name)]`` where given:
        Japanese names the organizer has given an English name for."""

        def rename(entries: tuple[CardEntry, ...]) -> tuple[CardEntry, ...]:
            return merged(
                CardEntry(english.get(fold_name(entry.name), entry.name), entry.count)
                for entry in entries
            )

        return Decklist(rename(self.main), rename(self.sideboard), rename(self.commanders))

    def to_json(self) -> dict[str, Any]:
        def pairs(entries: tuple[CardEntry, ...]) -> list[list[Any]]:
            return [[entry.count, entry.name] for entry in entries]

        data: dict[str, Any] = {"main": pairs(self.main), "sideboard": pairs(self.sideboard)}
        if self.commanders:
            data["commanders"] = pairs(self.commanders)
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Decklist:
        def entries(key: str) -> tuple[CardEntry, ...]:
            return tuple(CardEntry(str(name), int(count)) for count, name in data.get(key, ()))

        return cls(entries("main"), entries("sideboard"), entries("commanders"))


def merged(entries: Iterable[CardEntry]) -> tuple[CardEntry, ...]:
    """Entries with the same folded name added together, in first-seen order, keeping
    the first spelling; zero counts dropped."""
    order: dict[str, CardEntry] = {}
    for entry in entries:
        key = fold_name(entry.name)
        seen = order.get(key)
        order[key] = entry if seen is None else CardEntry(seen.name, seen.count + entry.count)
    return tuple(entry for entry in order.values() if entry.count > 0)
