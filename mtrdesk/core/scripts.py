"""Which writing system a text is in: Japanese text wraps and sorts by its own rules."""

from __future__ import annotations


def has_japanese(text: str) -> bool:
    """True when ``text`` holds kana or kanji (a card name typed in Japanese; a note
    that must wrap between characters rather than at spaces)."""
    for char in text:
        code = ord(char)
        if 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xF900 <= code <= 0xFAFF:
            return True
        if 0x31F0 <= code <= 0x31FF or 0xFF66 <= code <= 0xFF9F:
            return True
    return False
