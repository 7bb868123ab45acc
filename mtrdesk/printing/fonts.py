"""The fonts every printout uses, registered once.

reportlab embeds TrueType only, and its built-in CID Japanese fonts are not embedded (some
viewers show them blank), so Japanese text uses IPAexGothic from ``resources/fonts``
(IPA Font License v1.0), embedded as a subset. IPAexGothic lacks 3,109 characters of
JIS X 0213 and 𠮷 (issue 32): those are drawn from a second font, Noto Sans CJK JP cut to
exactly them (``resources/fonts/NotoSansCJKjp-fallback.ttf``, SIL OFL 1.1, made by
build/fallback_font.py), so every name prints as written, never as another character.

The two fonts are one reportlab font to the sheets (``JAPANESE_FONT``): ``_WithFallback``
measures and splits every string into runs of either font, so every ``drawString`` of
every sheet (and a ``Paragraph``, which draws through the same text objects) switches font
where a run needs it, and every ``stringWidth`` measures the glyphs that are drawn: the
layouts stay right. Both fonts are embedded as subsets.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from functools import cache
from typing import Any

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from mtrdesk.paths import fallback_font_path, japanese_font_path

JAPANESE_FONT = "IPAexGothic"
#: The font drawn where IPAexGothic has no glyph; registered too, so a PDF names it.
FALLBACK_FONT = "NotoSansCJKjp-fallback"
#: Shown in place of a character neither font has, so the rest of the name stays legible.
MISSING_GLYPH_MARK = "〓"  # U+3013 GETA MARK, the Japanese convention for a missing character
#: Subset numbers of the fallback font, as ``_WithFallback.splitString`` hands them to
#: reportlab: far above any subset of IPAexGothic (256 characters each).
_FALLBACK_SUBSETS = 1 << 20
#: reportlab's width of a string in one TrueType font (rl_accel's C function when present).
_width = ttfonts.instanceStringWidthTTF


class _WithFallback(TTFont):
    """IPAexGothic, with the characters it lacks drawn and measured from ``fallback``.

    reportlab's text objects ask the font to split a string into (subset, bytes) runs and
    for each subset's PDF font name (``splitString``, ``getSubsetInternalName``): the runs
    of characters only the fallback has get the fallback's subsets, numbered from
    ``_FALLBACK_SUBSETS``, so the page switches font there and back.
    """

    def __init__(self, name: str, filename: str, fallback: TTFont) -> None:
        # shapable=False: HarfBuzz shaping (when installed) would shape with one face only.
        super().__init__(name, filename, shapable=False)
        self.fallback = fallback
        own = self.face.charToGlyph
        self.fallback_only = frozenset(
            chr(code) for code in fallback.face.charToGlyph if code not in own
        )
        # One regex search (~0.1 µs a name) tells the usual text, which needs no fallback.
        self._needs_fallback = re.compile(
            "[" + "".join(re.escape(char) for char in sorted(self.fallback_only)) + "]"
        ).search

    def _runs(self, text: str) -> list[tuple[bool, str]]:
        """``text`` cut into runs: (drawn from the fallback?, the run)."""
        only = self.fallback_only
        return [
            (from_fallback, "".join(chars))
            for from_fallback, chars in itertools.groupby(text, only.__contains__)
        ]

    def stringWidth(self, text: str, size: float, encoding: str = "utf8") -> float:
        if not self._needs_fallback(text):
            return _width(self, text, size, encoding)  # the usual case: reportlab's own
        return sum(
            _width(self.fallback if other else self, run, size, encoding)
            for other, run in self._runs(text)
        )

    def splitString(self, text: Any, doc: Any, encoding: str = "utf-8") -> list[Any]:
        if isinstance(text, bytes):
            text = text.decode("utf-8")
        if not self._needs_fallback(text):
            return super().splitString(text, doc, encoding)
        pieces: list[Any] = []
        for other, run in self._runs(text):
            if other:
                pieces.extend(
                    (subset + _FALLBACK_SUBSETS, chunk)
                    for subset, chunk in self.fallback.splitString(run, doc)
                )
            else:
                pieces.extend(super().splitString(run, doc, encoding))
        return pieces

    def getSubsetInternalName(self, subset: int, doc: Any) -> str:
        if subset >= _FALLBACK_SUBSETS:
            return str(self.fallback.getSubsetInternalName(subset - _FALLBACK_SUBSETS, doc))
        return str(super().getSubsetInternalName(subset, doc))


_reportlab_cmap = ttfonts.makeToUnicodeCMap


def _to_unicode_cmap(fontname: str, subset: list[int]) -> str:
    """reportlab's ToUnicode CMap of a font subset, with a character beyond U+FFFF (𠮷,
    𡈽) mapped to its UTF-16 pair as the PDF reference asks: reportlab 5.1 writes its code
    point as five hex digits, which text extraction reads as another character (₻)."""
    cmap = _reportlab_cmap(fontname, subset)
    for index, code in enumerate(subset):
        if code > 0xFFFF:
            pair = chr(code).encode("utf-16-be").hex().upper()
            cmap = cmap.replace(f"\n<{index:02X}> <{code:04X}>\n", f"\n<{index:02X}> <{pair}>\n")
    return cmap


@cache
def register_fonts() -> str:
    """Register IPAexGothic with its fallback with reportlab (once); return its font name."""
    ttfonts.makeToUnicodeCMap = _to_unicode_cmap  # read by TTFont.addObjects at each save
    fallback = TTFont(FALLBACK_FONT, str(fallback_font_path()), shapable=False)
    pdfmetrics.registerFont(fallback)
    pdfmetrics.registerFont(_WithFallback(JAPANESE_FONT, str(japanese_font_path()), fallback))
    return JAPANESE_FONT


@cache
def _covered() -> frozenset[int]:
    """Every character the two fonts draw between them."""
    register_fonts()
    font = pdfmetrics.getFont(JAPANESE_FONT)
    return frozenset(font.face.charToGlyph) | frozenset(font.fallback.face.charToGlyph)


def printable(text: str) -> str:
    """``text`` with every character neither font can draw made drawable.

    A character IPAexGothic or its fallback has is printed as itself (𠮷 as 𠮷, never
    吉). One neither has is printed in its NFKC form, else without the accents the fonts
    lack (ễ → e), else as 〓, the mark Japanese typesetting uses for a missing character.
    """
    covered = _covered()
    if covered.issuperset(map(ord, text)):
        return text  # the usual case, ~10x faster than the loop below
    out = []
    for char in text:
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
