"""The card names a store knows: for completion, for spotting typos, for English names.

There is no network and no card database here: the names come from a file the organizer
imports (one English name per line, or English and Japanese pairs) and from every list
already entered. MTR 6.1 counts copies by English card title, so a Japanese name a player
wrote is kept as typed and mapped to its English name once someone gives it.
"""

from __future__ import annotations

import csv
import difflib
import io
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from mtrdesk.core.decklists.decklist import fold_name, tidy_name
from mtrdesk.core.scripts import has_japanese


@dataclass(frozen=True)
class CardNames:
    """English names by folded name, and English names of Japanese ones."""

    english: Mapping[str, str] = field(default_factory=dict)
    japanese: Mapping[str, str] = field(default_factory=dict)

    @classmethod
    def of(cls, names: Iterable[str], japanese: Mapping[str, str] | None = None) -> CardNames:
        """From English ``names`` and ``japanese``: {Japanese name: English name}."""
        english = {fold_name(name): tidy_name(name) for name in names if name.strip()}
        pairs = {}
        for ja, en in (japanese or {}).items():
            if ja.strip() and en.strip():
                pairs[fold_name(ja)] = tidy_name(en)
                english.setdefault(fold_name(en), tidy_name(en))
        return cls(english, pairs)

    def __len__(self) -> int:
        return len(self.english)

    def __bool__(self) -> bool:
        return bool(self.english)

    def names(self) -> list[str]:
        return sorted(self.english.values(), key=str.casefold)

    def canonical(self, name: str) -> str | None:
        """The English name as this store spells it, if ``name`` is one."""
        return self.english.get(fold_name(name))

    def english_for(self, name: str) -> str | None:
        """The English name of ``name``: itself when known, its English name when it is a
        known Japanese name; else ``None``."""
        key = fold_name(name)
        return self.english.get(key) or self.japanese.get(key)

    def suggest(self, name: str) -> str | None:
        """The known English name closest to a mistyped ``name``, if one is close."""
        if not self.english or has_japanese(name):
            return None
        found = difflib.get_close_matches(fold_name(name), self.english.keys(), n=1, cutoff=0.8)
        return self.english[found[0]] if found else None

    def complete(self, prefix: str, limit: int = 20) -> list[str]:
        """Names starting with ``prefix`` (then names containing it), alphabetically."""
        key = fold_name(prefix)
        if not key:
            return []
        starts = [name for folded, name in self.english.items() if folded.startswith(key)]
        if len(starts) < limit:
            inside = [
                name
                for folded, name in self.english.items()
                if key in folded and not folded.startswith(key)
            ]
        else:
            inside = []
        starts.sort(key=str.casefold)
        inside.sort(key=str.casefold)
        return (starts + inside)[:limit]

    def merged(self, other: CardNames) -> CardNames:
        """Both sets of names; ``other``'s spellings and Japanese names win."""
        return CardNames({**self.english, **other.english}, {**self.japanese, **other.japanese})


def parse_card_name_file(text: str) -> CardNames:
    """An organizer's name list: one English name per line; or two columns (tab, or
    comma as CSV) holding an English and a Japanese name in either order. Blank lines
    and lines starting with ``#`` are skipped."""
    text = text.lstrip("\ufeff")
    english: list[str] = []
    japanese: dict[str, str] = {}
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        cells = _cells(line)
        if len(cells) == 1:
            english.append(cells[0])
            continue
        ja = next((cell for cell in cells if has_japanese(cell)), None)
        en = next((cell for cell in cells if not has_japanese(cell)), None)
        if en:
            english.append(en)
        if ja and en:
            japanese[ja] = en
    return CardNames.of(english, japanese)


def _cells(line: str) -> list[str]:
    if "\t" in line:
        cells = line.split("\t")
    elif "," in line and _csv_pair(line):
        cells = next(csv.reader(io.StringIO(line)))
    else:
        cells = [line]
    return [cell.strip() for cell in cells if cell.strip()]


def _csv_pair(line: str) -> bool:
    """A comma line is a pair only when one side is Japanese: English names have commas
    ("Jace, the Mind Sculptor")."""
    return has_japanese(line) or line.lstrip().startswith('"')
