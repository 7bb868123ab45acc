"""Sorting names by their reading (五十音順) with one ICU collator: THE order of players on
every sheet and screen, in either language (``name_sort_key``): a player finds their
name where the last sheet and the window had it.

Japanese collation (CLDR ``ja``): hiragana and katakana compare equal, small kana equal
their large forms, dakuten and handakuten only break ties. Comparing kanji by code point
would put 山田 before 佐藤 at random, so the reading (ふりがな) leads; names without a
reading go last, where the organizer notices them. An event of Latin names only (no
readings) is in A–Z order by family then given name (Latin letters collate before kana,
case and accents only break ties).

``kana_row`` names the 五十音 row (あ行, か行…) a reading starts in, for the index heads of
the by-name sheets.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from PySide6.QtCore import QCollator, QCollatorSortKey, QCoreApplication, QLocale, Qt

from mtrdesk.core.names import display_name
from mtrdesk.core.text import fold
from mtrdesk.words.translate import QT_TRANSLATE_NOOP


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


# A player's place in 五十音順: readingless last, then the reading, then the name.
NameKey = tuple[bool, QCollatorSortKey, QCollatorSortKey]


def japanese_reader() -> bool:
    """True when the installed language (the default ``QLocale``) is Japanese."""
    return QLocale().language() is QLocale.Language.Japanese


def has_latin(text: str) -> bool:
    """True when ``text`` has a Latin letter (Smith, ｙａｍａｄａ)."""
    return any(c.isalpha() and unicodedata.name(c, "").startswith("LATIN") for c in text)


def name_sort_key(reading: str, family: str, given: str = "") -> NameKey:
    """THE key for ordering players: by reading, readingless names last (then by name).
    Callers with only a display name pass it as ``family``."""
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


# --- index heads (あ行, か行…) ---------------------------------------------------------

# The first kana of each 五十音 row (hiragana, after ``fold``), in order.
_ROWS = "あかさたなはまやらわ"
# The head of names read in Latin letters (a reading or, readingless, the name).
LATIN_HEAD = "A–Z"
#: The head of a 五十音 row on the Japanese by-name sheets: %1 its first kana ("あ行").
_ROW_HEAD = QT_TRANSLATE_NOOP("Print", "%1 row")
#: The head of names with neither a kana reading nor Latin letters (a readingless 山田).
_OTHER_HEAD = QT_TRANSLATE_NOOP("Print", "Other names")


def index_head(reading: str, family: str, given: str = "") -> str:
    """The index head a Japanese by-name list files a name under, in the installed
    language: あ行…わ行 by the reading's first kana; A–Z for a reading (or, readingless, a
    name) in Latin letters; その他 for the rest. Names sorted by ``name_sort_key`` in
    Japanese meet each head once: readingless names come last, Latin before kanji."""
    row = kana_row(reading)
    if row is not None:
        return QCoreApplication.translate("Print", _ROW_HEAD).replace("%1", row)
    if has_latin(reading) or (not reading.strip() and (has_latin(family) or has_latin(given))):
        return LATIN_HEAD
    return QCoreApplication.translate("Print", _OTHER_HEAD)


def index_heads(heads: list[str]) -> list[str]:
    """``heads`` (one per name, in order) with each repeat blanked: a head is printed
    before the first name of its row only."""
    return [head if n == 0 or head != heads[n - 1] else "" for n, head in enumerate(heads)]


def kana_row(reading: str) -> str | None:
    """The row (``"あ"``, ``"か"``… ``"わ"``) ``reading``'s first kana falls in, ``None``
    when it does not start with kana (no reading, Latin letters, digits)."""
    text = unicodedata.normalize("NFKC", fold(reading.strip()))
    if not text:
        return None
    first = unicodedata.normalize("NFD", text[0])[0]  # が → か, ぱ → は
    first = _SMALL.get(first, first)
    if not ("\u3041" <= first <= "\u3096"):
        return None
    row = None
    for start in _ROWS:
        if first >= start:
            row = start
    if first in "ゐゑをん":
        return "わ"
    return row


_SMALL = {"ぁ": "あ", "ぃ": "い", "ぅ": "う", "ぇ": "え", "ぉ": "お", "っ": "つ", "ゃ": "や",
          "ゅ": "ゆ", "ょ": "よ", "ゎ": "わ", "ゔ": "う", "ゕ": "か", "ゖ": "け"}  # fmt: skip
