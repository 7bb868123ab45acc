"""Text folding for search and comparison: what the organizer types should find the player.

NFKC makes full-width ``ＹＡＭＡＤＡ`` and half-width ``ﾔﾏﾀﾞ`` the same as ``yamada`` and
``ヤマダ``; casefolding drops case; katakana fold to hiragana so ``ヤマダ`` finds the
reading ``やまだ``; spaces go, so ``yamada taro`` finds family ``Yamada`` + given ``Taro``.
"""

from __future__ import annotations

import unicodedata

_KATAKANA_START, _KATAKANA_END = 0x30A1, 0x30F6
_KANA_OFFSET = 0x60
#: Separates the parts of a search key; never produced by ``fold``.
KEY_SEPARATOR = "\x1f"


def fold(text: str) -> str:
    """NFKC, casefolded, katakana as hiragana, without whitespace."""
    normalized = unicodedata.normalize("NFKC", text).casefold()
    chars = []
    for char in normalized:
        if char.isspace() or char == KEY_SEPARATOR:
            continue
        code = ord(char)
        if _KATAKANA_START <= code <= _KATAKANA_END:
            char = chr(code - _KANA_OFFSET)
        chars.append(char)
    return "".join(chars)


def search_key(family: str, given: str, reading: str, player_id: str) -> str:
    """Every way a player may be looked up, folded, joined by a separator.

    Both name orders are included so "taro yamada" and "yamada taro" both find the player.
    """
    parts = (
        fold(family + given),
        fold(given + family),
        fold(reading),
        fold(player_id),
    )
    return KEY_SEPARATOR + KEY_SEPARATOR.join(parts) + KEY_SEPARATOR


def clean(text: str) -> str:
    """A name field as stored: NFC, trimmed, inner runs of whitespace as one space."""
    return " ".join(unicodedata.normalize("NFC", text).split())
