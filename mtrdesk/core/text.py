"""Text folding for search and comparison: what the organizer types should find the player.

NFKC makes full-width ``ＹＡＭＡＤＡ`` and half-width ``ﾔﾏﾀﾞ`` the same as ``yamada`` and
``ヤマダ``; casefolding drops case; katakana fold to hiragana so ``ヤマダ`` finds the
reading ``やまだ``; spaces go, so ``yamada taro`` finds family ``Yamada`` + given ``Taro``;
name kanji variants fold to their everyday form (``core.variants``), so ``吉田`` finds ``𠮷田``.
"""

from __future__ import annotations

import enum
import re
import unicodedata

_KATAKANA_START, _KATAKANA_END = 0x30A1, 0x30F6
_KANA_OFFSET = 0x60
#: Separates the parts of a search key; never produced by ``fold``.
KEY_SEPARATOR = "\x1f"


def fold(text: str) -> str:
    """NFKC, casefolded, katakana as hiragana, name variants as their everyday form
    (𠮷 → 吉, issue 32), without whitespace."""
    # The variants' table and regex load with the first key, not with every reader of an
    # event file's names (``mtrdesk standings``, issue 33).
    from mtrdesk.core.variants import fold_variants

    normalized = fold_variants(unicodedata.normalize("NFKC", text).casefold())
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


#: Full-width ASCII, half-width katakana and punctuation (U+FF01–U+FF9F) and the
#: ideographic space: what an IME or an old spreadsheet types in place of the usual form.
_WIDTH_FORMS = range(0xFF01, 0xFFA0)


def _fold_width(text: str) -> str:
    """ＹＡＭＡＤＡ → YAMADA and ﾔﾏﾀﾞ → ヤマダ; kanji and everything else stay as typed
    (full NFKC would also replace compatibility kanji some people write their name with)."""
    return "".join(
        unicodedata.normalize("NFKC", char)
        if ord(char) in _WIDTH_FORMS or char == "\u3000"
        else char
        for char in text
    )


def clean(text: str) -> str:
    """A name field as stored: width folded, NFC, trimmed, inner whitespace as one space.

    Half-width katakana never reach a posting sheet (glossary-ja §3.4).
    """
    return " ".join(unicodedata.normalize("NFC", _fold_width(text)).split())


def clean_reading(text: str) -> str:
    """A ふりがな as stored: one script everywhere (glossary-ja §3.2), so katakana and
    half-width kana typed or imported become hiragana: ヤマダ / ﾔﾏﾀﾞ → やまだ."""
    return "".join(
        chr(ord(char) - _KANA_OFFSET) if _KATAKANA_START <= ord(char) <= _KATAKANA_END else char
        for char in clean(text)
    )


def clean_player_id(text: str) -> str:
    """A Wizards Account e-mail or DCI number as stored: NFKC, no spaces at all.

    Full-width digits and ＠ typed through an IME become the ASCII the ID really is
    (glossary-ja §3.4).
    """
    return "".join(unicodedata.normalize("NFKC", text).split())


#: An address EventLink can match to a Wizards Account: something@domain.tld, no spaces.
_EMAIL = re.compile(r"[^@\s,;]+@[^@\s,;]+\.[^@\s,;.]+")


def is_email(text: str) -> bool:
    """``text`` (trimmed) has the shape of an e-mail address."""
    return _EMAIL.fullmatch(text.strip()) is not None


def clean_fields(family: str, given: str, reading: str, player_id: str) -> tuple[str, ...]:
    """The four roster fields as stored."""
    return clean(family), clean(given), clean_reading(reading), clean_player_id(player_id)


def decode(data: bytes) -> tuple[str, str] | None:
    """The text of a file as Japanese and English Windows tools save it, and the
    encoding that read it: UTF-8 (with or without BOM), UTF-16 with its BOM (Notepad's
    "Unicode"), else Shift_JIS (cp932); ``None`` when none of those fits."""
    candidates: tuple[str, ...]
    if data.startswith(b"\xef\xbb\xbf"):
        candidates = ("utf-8-sig",)
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        candidates = ("utf-16",)
    else:
        candidates = ("utf-8", "cp932")
    for encoding in candidates:
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    return None


class TextProblem(enum.Enum):
    """Why a typed or imported text field cannot be stored."""

    #: C0/C1 controls (NUL, ESC of an ANSI colour, a tab or line break inside a name).
    CONTROL = "control"
    #: Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): they make a
    #: name read differently on a posting sheet than it was typed.
    BIDI = "bidi"
    #: Unassigned code points, surrogates and private-use characters: no font shows them.
    UNPRINTABLE = "unprintable"
    TOO_LONG = "too_long"


#: The longest name part, reading or player ID a field takes: far beyond any real name,
#: small enough that a pasted file never becomes one player's name.
NAME_LIMIT = 200
_BIDI_CONTROLS = frozenset(
    "\u202a\u202b\u202c\u202d\u202e"  # embeddings and overrides
    "\u2066\u2067\u2068\u2069"  # isolates
    "\u200e\u200f\u061c"  # directional marks
)


def text_problem(text: str, limit: int = NAME_LIMIT) -> TextProblem | None:
    """What is wrong with ``text`` as one line of user text, or ``None``.

    Checked after ``clean``: a field that only had stray spaces is fine. Joiners (ZWJ in
    emoji, ZWNJ in some scripts) are letters' business and pass.
    """
    if len(text) > limit:
        return TextProblem.TOO_LONG
    for char in text:
        if char in _BIDI_CONTROLS:
            return TextProblem.BIDI
        category = unicodedata.category(char)
        if category == "Cc":
            return TextProblem.CONTROL
        if category in ("Cs", "Co", "Cn"):
            return TextProblem.UNPRINTABLE
    return None


def bounded_int(text: str, low: int, high: int) -> int | None:
    """The whole number typed or scanned in ``text`` if it lies in ``low..high``, else ``None``.

    Full-width digits (an IME's １２) count; other scripts' digits do not (``፩`` passes
    ``isdigit()`` but not ``int()``), and a 5,000-digit paste is refused by its length
    before any conversion.
    """
    digits = _fold_width(text).strip()
    sign = ""
    if digits[:1] in ("-", "+"):
        sign, digits = digits[0], digits[1:]
    if not digits or len(digits) > len(str(max(abs(low), abs(high)))) or not digits.isascii():
        return None
    if not digits.isdigit():
        return None
    value = int(sign + digits)
    return value if low <= value <= high else None
