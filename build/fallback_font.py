"""Makes resources/fonts/NotoSansCJKjp-fallback.ttf, the printouts' second font (issue 32).

IPAexGothic, the font every sheet is printed in, lacks 3,109 of the 17,325 characters of
JIS X 0213 and 𠮷, the tsuchi-yoshi of 𠮷田; before this font, a sheet printed those as
another character (𠮷 → 吉) or as 〓. This script takes Noto Sans CJK JP (SIL OFL 1.1, a
Gothic like IPAexGothic) from Debian's fonts-noto-cjk, keeps exactly the characters that
IPAexGothic lacks of

- JIS X 0213:2004 (every euc_jis_2004 byte pair and triple, decoded), the character set
  of Japanese names and of what Japanese input methods type;
- CP932 (Windows' Shift_JIS with the NEC and IBM extensions: 﨑, 髙, 德's siblings), what
  another shop's Windows software exports names in;
- the name kanji outside both that mtrdesk's variant folding names
  (``mtrdesk.core.variants.NAME_VARIANTS``: 𠮷),

and converts its PostScript (CFF) outlines to TrueType quadratic ones, since reportlab
embeds TrueType fonts only. The cubic curves are approximated within 1 font unit of 1,000
(``fontTools.cu2qu``), well under what a printer can show.

fontTools does all of it (subsetting, drawing each glyph through ``Cu2QuPen`` into
``TTGlyphPen``, writing the font): the long-kept library of font tools, maintained by
the people who make the fonts; mtrdesk holds no font code of its own. It is a build
dependency only (pyproject's ``build`` extra, pinned in requirements.txt); the app reads
the committed font, and CI never makes it again.

``python build/fallback_font.py [--noto PATH] [--out PATH]`` (needs ``apt install
fonts-noto-cjk``). The output is the same for the same inputs.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import sys
from pathlib import Path

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable

ROOT = Path(__file__).resolve().parent.parent
NOTO = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
NOTO_NAME = "Noto Sans CJK JP"
PRIMARY = ROOT / "resources" / "fonts" / "ipaexg.ttf"
OUT = ROOT / "resources" / "fonts" / "NotoSansCJKjp-fallback.ttf"
VARIANTS = ROOT / "mtrdesk" / "core" / "variants.py"
#: The largest distance, in font units (1,000 to the em), between a cubic curve and the
#: quadratic ones drawn for it: 0.035 mm at 10 pt.
MAX_ERROR = 1.0


def jis_x_0213() -> set[str]:
    """Every character of JIS X 0213:2004: Python's euc_jis_2004 codec decodes its two
    planes (plane 2 behind the 0x8F prefix); a few code points decode to a base letter and
    a combining mark, both kept."""
    chars: set[str] = set()
    for first in range(0xA1, 0xFF):
        for second in range(0xA1, 0xFF):
            for raw in (bytes((first, second)), bytes((0x8F, first, second))):
                with contextlib.suppress(UnicodeDecodeError):
                    chars.update(raw.decode("euc_jis_2004"))
    return chars


def cp932() -> set[str]:
    """Every double-byte character of CP932 (Shift_JIS with NEC's and IBM's extensions)."""
    chars: set[str] = set()
    for first in [*range(0x81, 0xA0), *range(0xE0, 0xFD)]:
        for second in [*range(0x40, 0x7F), *range(0x80, 0xFD)]:
            with contextlib.suppress(UnicodeDecodeError):
                chars.update(bytes((first, second)).decode("cp932"))
    return chars


def name_variants() -> set[str]:
    """Both sides of every pair of mtrdesk's variant table, read from its source (this
    script runs without mtrdesk installed)."""
    tree = ast.parse(VARIANTS.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign | ast.Assign) and "NAME_VARIANTS" in ast.unparse(
            node.targets[0] if isinstance(node, ast.Assign) else node.target
        ):
            pairs = ast.literal_eval(node.value)  # type: ignore[arg-type]
            return {char for pair in pairs.items() for char in pair}
    raise SystemExit(f"{VARIANTS}: no NAME_VARIANTS table")


def noto(path: Path) -> TTFont:
    for font in TTCollection(str(path)).fonts:
        if font["name"].getDebugName(4) == NOTO_NAME:
            return font
    raise SystemExit(f"{path}: no {NOTO_NAME} in it (apt install fonts-noto-cjk)")


def to_truetype(font: TTFont) -> None:
    """Replace the font's CFF outlines by TrueType ones (cu2qu) in place."""
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in font.getGlyphOrder():
        pen = TTGlyphPen(glyph_set)
        # TrueType's outer contours run clockwise, PostScript's counter-clockwise.
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERROR, reverse_direction=True))
        glyphs[name] = pen.glyph()
    glyf = newTable("glyf")
    glyf.glyphOrder = font.getGlyphOrder()
    glyf.glyphs = glyphs
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    for tag in ("CFF ", "VORG"):
        if tag in font:
            del font[tag]
    font["head"].glyphDataFormat = 0
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for field in (
        "maxZones",
        "maxTwilightPoints",
        "maxStorage",
        "maxFunctionDefs",
        "maxInstructionDefs",
        "maxStackElements",
        "maxSizeOfInstructions",
        "maxComponentElements",
        "maxComponentDepth",
    ):
        setattr(maxp, field, 1 if field == "maxZones" else 0)
    font["post"].formatType = 3.0  # no glyph names: reportlab reads the cmap only
    font.sfntVersion = "\x00\x01\x00\x00"


def make(noto_path: Path, out: Path) -> tuple[int, int]:
    """Write the fallback font; return how many characters it has and its size."""
    primary = set(TTFont(str(PRIMARY), lazy=True).getBestCmap())
    font = noto(noto_path)
    has = set(font.getBestCmap())
    wanted = {
        ord(char) for char in jis_x_0213() | cp932() | name_variants() if ord(char) not in primary
    }
    kept = sorted(wanted & has)
    options = subset.Options()
    options.layout_features = []  # no vertical forms or ligatures: reportlab draws cmap glyphs
    options.drop_tables += ["BASE", "GDEF", "GPOS", "GSUB", "vhea", "vmtx", "VORG", "DSIG"]
    options.hinting = False
    options.desubroutinize = True
    options.notdef_outline = True
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 11, 13, 14]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=kept)
    subsetter.subset(font)
    to_truetype(font)
    font["head"].modified = font["head"].created  # the same bytes for the same inputs
    font.recalcTimestamp = False
    out.parent.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return len(kept), out.stat().st_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--noto", type=Path, default=NOTO)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    count, size = make(args.noto, args.out)
    print(f"{args.out}: {count} characters, {size / 1024 / 1024:.2f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
