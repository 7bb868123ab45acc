"""Writes the name variant table into mtrdesk/web/static/fold.js (issue 32).

The phones fold what is typed in JavaScript (``window.mtrdeskFold``) as the window folds
it in Python (``core.text.fold``): the variants table (``core.variants.NAME_VARIANTS``)
lives in Python and is written into fold.js between its BEGIN and END lines by
``python -m mtrdesk.tools.fold_js``, so the two never differ: tests/core/test_variants.py
fails while fold.js is not what this would write (``--check`` exits 1 the same way).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from mtrdesk.core.variants import NAME_VARIANTS

FOLD_JS = Path(__file__).resolve().parents[1] / "web" / "static" / "fold.js"
BEGIN = "// BEGIN NAME_VARIANTS (written by python -m mtrdesk.tools.fold_js; do not edit)"
END = "// END NAME_VARIANTS"


def table_js() -> str:
    """The table as a JavaScript statement (ASCII escapes: 𠮷 is "\\ud842\\udfb7")."""
    return f"window.mtrdeskVariants = {json.dumps(NAME_VARIANTS, ensure_ascii=True)};"


def written(source: str) -> str:
    """``source`` (fold.js) with the lines between BEGIN and END replaced by the table."""
    head, begin, rest = source.partition(BEGIN + "\n")
    _, end, tail = rest.partition(END + "\n")
    if not begin or not end:
        raise SystemExit(f"{FOLD_JS}: no {BEGIN!r} ... {END!r} lines")
    return f"{head}{BEGIN}\n{table_js()}\n{END}\n{tail}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--check", action="store_true", help="exit 1 if fold.js is stale")
    args = parser.parse_args(argv)
    source = FOLD_JS.read_text(encoding="utf-8")
    new = written(source)
    if args.check:
        if new != source:
            sys.stderr.write(f"{FOLD_JS} is stale: run python -m mtrdesk.tools.fold_js\n")
            return 1
        return 0
    FOLD_JS.write_text(new, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
