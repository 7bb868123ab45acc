"""The fonts every printout uses, registered once.

reportlab embeds TrueType only, and its built-in CID Japanese fonts are not embedded (some
viewers show them blank), so Japanese text uses IPAexGothic from ``resources/fonts``
(IPA Font License v1.0), embedded as a subset.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from mtrdesk.paths import japanese_font_path

JAPANESE_FONT = "IPAexGothic"
#: Shown in place of a character the font lacks, so the rest of the name stays legible.
MISSING_GLYPH_MARK = "〓"  # U+3013 GETA MARK, the Japanese convention for a missing character
#: Name kanji outside JIS X 0208 and the everyday form printed in their place (異体字).
VARIANT_KANJI = {
    "\U00020bb7": "吉",  # 𠮷 (tsuchi-yoshi)
    "\U0002123d": "土",  # 𡈽
    "\U0002363a": "橋",  # 𣘺
}
_VARIANTS = frozenset(VARIANT_KANJI)


@cache
def register_fonts() -> str:
    """Register IPAexGothic with reportlab (once) and return its font name."""
    pdfmetrics.registerFont(TTFont(JAPANESE_FONT, str(japanese_font_path())))
    return JAPANESE_FONT


@cache
def _covered() -> frozenset[int]:
    register_fonts()
    font = pdfmetrics.getFont(JAPANESE_FONT)
    return frozenset(font.face.charToGlyph)


def printable(text: str) -> str:
    """``text`` with every character the font cannot draw made drawable.

    A character outside the font is printed as its everyday variant (𠮷 → 吉), else in its
    NFKC form, else without the accents the font lacks (ễ → e), else as 〓, the mark
    Japanese typesetting uses for a missing character.
    """
    covered = _covered()
    if covered.issuperset(map(ord, text)) and _VARIANTS.isdisjoint(text):
        return text  # the usual case, ~10x faster than the loop below
    out = []
    for char in text:
        char = VARIANT_KANJI.get(char, char)
        if ord(char) in covered or char in "\n\t":
            out.append(char)
            continue
        folded = unicodedata.normalize("NFKC", char)
        if folded and all(ord(c) in covered for c in folded):
            out.append(folded)
            continue
        # A Latin letter with marks the font lacks (Vietnamese ễ, ị): the letter without
        # them, as a name is written where the marks cannot be typed (Nguyen, not Nguy〓n).
        bare = "".join(
            c for c in unicodedata.normalize("NFD", char) if not unicodedata.combining(c)
        )
        if bare and all(ord(c) in covered for c in bare):
            out.append(bare)
        else:
            out.append(MISSING_GLYPH_MARK)
    return "".join(out)
