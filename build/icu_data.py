"""ICU's data, cut to what mtrdesk asks of it (issue 19: a smaller bundle).

Qt Core links ICU, whose data library (``libicudata.so.NN``, 31 MB in PySide6's wheel) holds
every locale, calendar, converter and dictionary ICU knows. Qt calls ICU for four things
(``nm -D --undefined-only libQt6Core.so.6``): collation (``ucol_*``: the 五十音 order of
``words.collation``), time zones (``ucal_*``), text codecs (``ucnv_*``) and case mapping.
So the bundle keeps:

- every locale tree's bundles for root, Japanese and English only (``ja``, ``en`` and the
  English variants Qt asks for), with the trees' shared pools and indexes;
- every item that is not one locale's (``supplementalData``, ``likelySubtags``,
  ``zoneinfo64``, ``metaZones``, collation's ``ucadata``, normalization, names…);
- the Japanese codecs (Shift_JIS/cp932, EUC-JP, JIS X 0212) and Windows-1252;

and leaves out the break-iterator, transliteration and number-spellout trees (Qt Core
does not call them) and every other codec. 31 MB becomes about 4.5 MB.

``trim`` is called by ``build/mtrdesk.spec`` on Linux: it copies the ``icudtNN_dat``
symbol's bytes out of the wheel's library, removes items with ICU's ``icupkg`` (Debian's
icu-devtools), and assembles a library of the same name and symbol around what is left
(gcc). ``python build/icu_data.py --check LIBRARY`` (run by ``build/dev bundle``) loads
LIBRARY in place of the wheel's (``LD_PRELOAD``) and checks what mtrdesk relies on: the
Japanese collation's own rules, a time zone's Japanese name, the Shift_JIS codec.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from elf import readelf

#: The locales kept in every tree: root (every lookup's last fallback), Japanese, English.
LOCALES_KEPT = frozenset({"root", "ja", "ja_JP", "en", "en_US", "en_001", "en_GB"})
#: Trees Qt Core never reaches: break iteration, transliteration, number spell-out.
TREES_LEFT_OUT = frozenset({"brkitr", "translit", "rbnf"})
#: Codecs kept: Shift_JIS/cp932 (ibm-943), EUC-JP (euc-jp-2007, ibm-33722, ibm-954), JIS X
#: 0212 (ISO-2022-JP), Windows-1252 (ibm-5348, ibm-1252).
CODECS_KEPT = re.compile(r"^(ibm-943_|ibm-33722_|ibm-954_|euc-jp-|jisx-|ibm-5348_|ibm-1252_)")
#: A locale's bundle ("ja", "en_001", "de__PHONEBOOK", "zh_Hant_TW"), as opposed to a
#: tree's own items ("supplementalData", "pool", "res_index").
_LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]*)*$")
_TREE_ITEMS = frozenset({"pool", "res_index", "root"})


def left_out(item: str) -> bool:
    """Whether ``item`` (an icupkg item name, ``coll/de.res``) leaves the bundle."""
    tree, _, name = item.rpartition("/")
    base, _, kind = name.rpartition(".")
    if tree in TREES_LEFT_OUT:
        return True
    if kind == "cnv":
        return CODECS_KEPT.match(base) is None
    if kind == "res" and base not in _TREE_ITEMS and _LOCALE.match(base):
        return base not in LOCALES_KEPT
    return False


def _data_symbol(library: Path) -> tuple[str, int, int]:
    """The ``icudtNN_dat`` symbol's name, file offset and size in ``library``."""
    symbols = readelf("--dyn-syms", str(library))
    found = re.search(
        r"\s([0-9a-f]+)\s+(\d+|0x[0-9a-f]+)\s+OBJECT\s+GLOBAL\s+\S+\s+(\d+)\s+(icudt\d+_dat)",
        symbols,
    )
    if found is None:
        raise SystemExit(f"{library}: no icudtNN_dat symbol")
    address, size, section, name = found.groups()
    sections = readelf("--section-headers", str(library))
    header = re.search(rf"\[\s*{section}\]\s+\S+\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)", sections)
    if header is None:
        raise SystemExit(f"{library}: no section {section}")
    section_address, section_offset = (int(n, 16) for n in header.groups())
    offset = section_offset + int(address, 16) - section_address
    return name, offset, int(size, 0)


def trim(library: Path, work: Path) -> Path:
    """A copy of ``library`` (``libicudata.so.NN``) holding only what ``left_out`` keeps,
    written under ``work``; its path."""
    symbol, offset, size = _data_symbol(library)
    package = symbol.removesuffix("_dat") + "l"  # icudt73l: little-endian, as the symbol holds
    work.mkdir(parents=True, exist_ok=True)
    whole = work / f"{package}.dat"
    with library.open("rb") as source:
        source.seek(offset)
        whole.write_bytes(source.read(size))
    items = subprocess.run(
        ["icupkg", "--list", str(whole)], capture_output=True, text=True, check=True
    )
    removed = [item for item in items.stdout.split() if left_out(item)]
    (work / "removed.txt").write_text("\n".join(removed) + "\n", encoding="utf-8")
    kept = work / "kept"
    kept.mkdir(exist_ok=True)
    subprocess.run(
        ["icupkg", "--remove", str(work / "removed.txt"), str(whole), str(kept / whole.name)],
        check=True,
        capture_output=True,
    )
    assembly = work / "icudata.S"
    assembly.write_text(
        "    .section .rodata\n"
        f"    .globl {symbol}\n"
        f"    .type {symbol}, @object\n"
        "    .balign 16\n"
        f"{symbol}:\n"
        f'    .incbin "{kept / whole.name}"\n'
        f"    .size {symbol}, . - {symbol}\n"
        '    .section .note.GNU-stack,"",@progbits\n',
        encoding="utf-8",
    )
    target = work / library.name
    subprocess.run(
        [
            "gcc",
            "-shared",
            "-nostdlib",
            f"-Wl,-soname,{library.name}",
            "-Wl,-z,noexecstack",
            "-o",
            str(target),
            str(assembly),
        ],
        check=True,
    )
    return target


#: Run in a Python whose Qt loads the library under check: what mtrdesk relies on.
_PROBE = """
import sys
from PySide6.QtCore import QCollator, QLocale, QStringDecoder, QTimeZone, Qt
maps = open("/proc/self/maps").read()
assert sys.argv[1] in maps, "the library under check was not loaded"
ja = QCollator(QLocale(QLocale.Language.Japanese, QLocale.Country.Japan))
ja.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
# The Japanese rules, not the root order's: the long vowel mark repeats the vowel (カー =
# カア), the iteration mark repeats the kana (あゝ = ああ), kanji in JIS order (漢 < 日本).
assert ja.compare("カー", "カア") == 0 and ja.compare("あゝ", "ああ") == 0
assert ja.compare("漢", "日本") < 0 and ja.compare("あべ", "アベ") == 0
assert ja.compare("か", "が") < 0
tokyo = QTimeZone(b"Asia/Tokyo").displayName(
    QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale(QLocale.Language.Japanese)
)
assert tokyo == "日本標準時", tokyo
assert QStringDecoder("Shift_JIS").isValid() and QStringDecoder("EUC-JP").isValid()
print("ICU data checked: Japanese collation, time zone names, Shift_JIS and EUC-JP codecs")
"""


def check(library: Path) -> int:
    """0 when Qt, with ``library`` as its ICU data, does what mtrdesk relies on."""
    env = {**os.environ, "LD_PRELOAD": str(library.resolve()), "QT_QPA_PLATFORM": "offscreen"}
    answer = subprocess.run([sys.executable, "-c", _PROBE, str(library.resolve())], env=env)
    return answer.returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", type=Path, help="a libicudata.so.NN")
    parser.add_argument("--check", action="store_true", help="check it instead of trimming it")
    args = parser.parse_args(argv)
    if args.check:
        return check(args.library)
    with tempfile.TemporaryDirectory() as scratch:
        made = trim(args.library, Path(scratch))
        before, after = (path.stat().st_size / 1e6 for path in (args.library, made))
        print(f"{made.name}: {after:.1f} MB (from {before:.1f} MB)")
        return check(made)


if __name__ == "__main__":
    sys.exit(main())
