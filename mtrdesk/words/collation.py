"""Sorting names by their reading (五十音順) with one ICU collator.

Japanese collation (CLDR ``ja``): hiragana and katakana compare equal, small kana equal
their large forms, dakuten and handakuten only break ties. Comparing kanji by code point
would put 山田 before 佐藤 at random, so the reading (ふりがな) leads; names without a
reading go last, where the organizer notices them.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QCollator, QCollatorSortKey, QLocale, Qt

from mtrdesk.core.names import display_name


@cache
def _collator() -> QCollator:
    collator = QCollator(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
    # Case-insensitive means ICU secondary strength: kana type and size stop mattering.
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    collator.setNumericMode(True)
    return collator


def text_key(text: str) -> QCollatorSortKey:
    """A collation key for any text (names, event titles)."""
    return _collator().sortKey(text)


#: A player's place in 五十音順: readingless last, then the reading, then the name.
NameKey = tuple[bool, QCollatorSortKey, QCollatorSortKey]


def name_sort_key(reading: str, family: str, given: str = "") -> NameKey:
    """THE key for ordering players: by reading, readingless names last (then by name)."""
    reading = reading.strip()
    name = display_name(family, given)
    return (not reading, text_key(reading or name), text_key(name))


def collation_ranks(keys: list[NameKey]) -> list[int]:
    """Each key's position in the sorted order: an ``int`` a sort proxy can compare."""
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    ranks = [0] * len(keys)
    for position, index in enumerate(order):
        ranks[index] = position
    return ranks
