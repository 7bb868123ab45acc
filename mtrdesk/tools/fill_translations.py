"""Fill the Japanese catalogue from a TSV of new translations, then compile it.

Run from a checkout: ``python -m mtrdesk.tools.fill_translations FILE.tsv [FILE.tsv ...]``.
Each line is ``context<TAB>English source<TAB>Japanese`` (``\\n`` and ``\\t`` escaped); the
catalogue is first rescanned (``compile_translations``), then every listed message gets its
Japanese, plural messages their one Japanese form. Work done on several branches at once
each keeps its own TSV; after a merge the catalogue is rescanned and every TSV applied again,
so the XML of ``mtrdesk_ja.ts`` never has to be merged by hand.
"""

from __future__ import annotations

import argparse
import html
import re
from pathlib import Path

from mtrdesk.tools import compile_translations as tool

CONTEXT = re.compile(r"<context>\s*<name>(?P<name>.*?)</name>(?P<body>.*?)</context>", re.S)
MESSAGE = re.compile(
    r"(?P<head><message(?P<numerus> numerus=\"yes\")?>.*?<source>(?P<source>.*?)</source>.*?)"
    r"(?P<translation><translation[^>]*?(?:/>|>.*?</translation>))",
    re.S,
)


def unescape_field(text: str) -> str:
    return text.replace("\\n", "\n").replace("\\t", "\t")


def read_tsv(path: Path) -> dict[tuple[str, str], str]:
    """``(context, source) -> Japanese`` of one TSV file; a malformed line stops it."""
    found: dict[tuple[str, str], str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) != 3:
            raise SystemExit(f"{path}:{number}: expected context, source and Japanese (3 fields)")
        context, source, japanese = (unescape_field(f) for f in fields)
        found[(context, source)] = japanese
    return found


def escape(text: str) -> str:
    return html.escape(text, quote=False).replace('"', "&quot;").replace("'", "&apos;")


def fill(ts_text: str, wanted: dict[tuple[str, str], str]) -> tuple[str, set[tuple[str, str]]]:
    """The catalogue with ``wanted`` filled in, and the keys it had no message for."""
    missing = set(wanted)

    def fill_context(context: re.Match[str]) -> str:
        name = html.unescape(context["name"])

        def fill_message(message: re.Match[str]) -> str:
            key = (name, html.unescape(message["source"]))
            if key not in wanted:
                return message[0]
            missing.discard(key)
            text = escape(wanted[key])
            if message["numerus"]:
                indent = " " * 12
                translation = (
                    f"<translation>\n{indent}<numerusform>{text}</numerusform>\n"
                    f"{' ' * 8}</translation>"
                )
            else:
                translation = f"<translation>{text}</translation>"
            return message["head"] + translation

        body = MESSAGE.sub(fill_message, context["body"])
        return context[0].replace(context["body"], body, 1)

    return CONTEXT.sub(fill_context, ts_text), missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tsv", nargs="+", type=Path)
    args = parser.parse_args(argv)
    wanted: dict[tuple[str, str], str] = {}
    for path in args.tsv:
        wanted.update(read_tsv(path))
    tool.main([])
    ts_file = tool.ts_path("ja")
    text, missing = fill(ts_file.read_text(encoding="utf-8"), wanted)
    ts_file.write_text(text, encoding="utf-8")
    tool.run_lrelease(ts_file)
    for context, source in sorted(missing):
        print(f"not in the catalogue: {context}: {source!r}")
    unfinished = text.count('type="unfinished"')
    print(f"{len(wanted) - len(missing)} filled; {unfinished} unfinished left")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
