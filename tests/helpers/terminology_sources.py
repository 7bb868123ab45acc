"""Where the Japanese words live, read for the terminology tests: the catalogue's entries
(``tests/words/test_terminology.py``, ``tests/ui/test_menu_paths.py``) and the Japanese lines
of the docs (docs/*.md and the README; the table itself left out)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TABLE = REPO / "docs" / "terminology-ja.md"
CATALOGUE = REPO / "translations" / "mtrdesk_ja.ts"


def catalogue_entries(ts_text: str) -> list[tuple[str, str, str]]:
    """(context, English source, Japanese) for every translation form of the catalogue."""
    entries = []
    for context in ET.fromstring(ts_text).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            forms = translation.findall("numerusform")
            texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
            entries += [(name, source, text) for text in dict.fromkeys(texts)]
    return entries


#: The Japanese docs: every line with kana (hiragana or katakana) is Japanese text.
KANA = re.compile("[\u3041-\u30fa]")


def docs_lines() -> list[tuple[str, str, str]]:
    """(file, line number, line) for every Japanese line of the docs but the table itself."""
    files = [*sorted((REPO / "docs").glob("*.md")), REPO / "README.md"]
    return [
        (path.name, str(number), line)
        for path in files
        if path != TABLE
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if KANA.search(line)
    ]
