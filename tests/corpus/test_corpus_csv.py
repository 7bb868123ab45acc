"""The bad-input corpus for CSV player lists (issue 14, items 4 and 5).

Each case is one file as a spreadsheet or a careless save makes it, run through the
services' preview (what the CSV preview dialog shows) and then the import of what the
preview accepted. Checked: the problem the preview lists for it (each on its line, before
anything is imported), the players it would import, never a header, a column name or a
name with NULs, controls or direction overrides imported as a player, and a refused file
imports nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from mtrdesk.core.text import text_problem
from mtrdesk.services import Problem, Services
from mtrdesk.services.players.csv_import import HEADER_NAMES, MAX_CSV_BYTES, _header_key
from tests.helpers.services_support import new_event, open_services

P = Problem


@pytest.fixture
def services(tmp_path: Path) -> Iterator[Services]:
    opened = open_services(tmp_path / "events.sqlite3")
    yield opened
    opened.close()


NAMES = "姓,名,ふりがな,ID\n"


def _utf16_no_bom(text: str) -> bytes:
    return text.encode("utf-16-le")


#: (id, the file, the problems listed as (line, problem), the players imported by name).
CASES: list[tuple[str, bytes | str, list[tuple[int, Problem]], list[str]]] = [
    # Separators: semicolon (Excel where the comma is a decimal mark) and tab.
    ("semicolon-with-header", "family;given\n山田;太郎\n", [], ["山田 太郎"]),
    ("semicolon-no-header", "山田;太郎\n鈴木;花子\n", [], ["山田 太郎", "鈴木 花子"]),
    ("semicolon-quoted-comma", 'family;given\n"Smith, Jr.";John\n', [], ["Smith, Jr. John"]),
    ("tab-separated", "姓\t名\n佐藤\t健\n", [], ["佐藤 健"]),
    # Headers: every cell judged.
    (
        "unknown-column",
        "family,given,team\n山田,太郎,A\n",
        [(1, P.CSV_UNKNOWN_COLUMN)],
        ["山田 太郎"],
    ),
    (
        "header-typo",
        "famly,given\n山田,太郎\n",
        [(1, P.CSV_UNKNOWN_COLUMN), (2, P.CSV_NAME_MISSING)],
        [],
    ),
    (
        "header-repeated",
        "family,given\n山田,太郎\nfamily,given\n鈴木,花子\n",
        [(3, P.CSV_HEADER_LIKE_DATA)],
        ["山田 太郎", "鈴木 花子"],
    ),
    (
        "semicolon-header-unknown",
        "Name;Team\n山田 太郎;A\n",
        [(1, P.CSV_UNKNOWN_COLUMN)],
        ["山田 太郎"],
    ),
    # Quotes, in the csv module's strict mode.
    ("unclosed-quote", '姓,名\n佐藤,健\n林,"未完\n鈴木,花子\n', [(3, P.CSV_UNCLOSED_QUOTE)], []),
    ("unclosed-quote-first-line", '"山田,太郎\n鈴木,花子\n', [(1, P.CSV_UNCLOSED_QUOTE)], []),
    ("stray-quote-after-cell", '"山田"太郎,花子\n', [(1, P.CSV_UNCLOSED_QUOTE)], []),
    ("huge-unclosed-cell", b'"' + b"x" * 200_000, [(1, P.CSV_UNCLOSED_QUOTE)], []),
    # Cells beyond the columns.
    ("extra-cells-no-header", "山田,太郎,やまだ,ID1,余分\n", [(1, P.CSV_TOO_MANY_CELLS)], []),
    (
        "extra-cells-with-header",
        "family,given\n山田,太郎,余分\n鈴木,花子\n",
        [(2, P.CSV_TOO_MANY_CELLS)],
        ["鈴木 花子"],
    ),
    # Text no name can hold.
    ("nul-in-name", "山田\x00,太郎\n鈴木,花子\n", [(1, P.CSV_BAD_TEXT)], ["鈴木 花子"]),
    ("ansi-escape", "\x1b[31m山田,太郎\n", [(1, P.CSV_BAD_TEXT)], []),
    ("bidi-override", "abc\u202edcba,x\n", [(1, P.CSV_BAD_TEXT)], []),
    ("bell-in-reading", NAMES + "山田,太郎,や\x07まだ,\n", [(2, P.CSV_BAD_TEXT)], []),
    ("name-300-characters", "長" * 300 + ",x\n", [(1, P.CSV_BAD_TEXT)], []),
    ("private-use-character", "山田\ue000,太郎\n", [(1, P.CSV_BAD_TEXT)], []),
    # Encodings.
    ("utf-16-no-bom", _utf16_no_bom("姓,名\n山田,太郎\n"), [], ["山田 太郎"]),
    ("utf-16-be-no-bom", "family,given\nSmith,John\n".encode("utf-16-be"), [], ["Smith John"]),
    ("utf-32-with-bom", "姓,名\n山田,太郎\n".encode("utf-32"), [], ["山田 太郎"]),
    ("utf-32-le-no-bom", "姓,名\n山田,太郎\n".encode("utf-32-le"), [], ["山田 太郎"]),
    (
        "utf-16-odd-length",
        _utf16_no_bom("姓,名\n山田,太郎\n") + b"\x00",
        [(1, P.CSV_UNREADABLE)],
        [],
    ),
    ("binary", bytes(range(256)) * 20, [(1, P.CSV_UNREADABLE)], []),
    ("nul-bytes-in-utf8", "山田,太郎\n".encode() + b"\x00\x00\x01", [(1, P.CSV_UNREADABLE)], []),
    ("too-large", b"a,b\n" * (MAX_CSV_BYTES // 4 + 1), [(1, P.CSV_TOO_LARGE)], []),
    # Nothing in it.
    ("empty", b"", [(1, P.CSV_EMPTY)], []),
    ("only-separators", ",,,\n,,\n", [(1, P.CSV_EMPTY)], []),
    ("only-header", "family,given\n", [], []),
    # Rows that were always skipped, still listed.
    ("duplicate-id", "山田,太郎,,X1\n鈴木,花子,,X1\n", [(2, P.CSV_DUPLICATE_ID)], ["山田 太郎"]),
    ("no-family", ",太郎\n", [(1, P.CSV_NAME_MISSING)], []),
]


@pytest.mark.parametrize(
    ("data", "expected", "imported"),
    [pytest.param(data, problems, names, id=name) for name, data, problems, names in CASES],
)
def test_a_bad_csv_is_previewed_with_its_problems_and_imports_only_good_rows(
    services: Services,
    data: bytes | str,
    expected: list[tuple[int, Problem]],
    imported: list[str],
) -> None:
    event_id, _ = new_event(services)
    preview = services.players.preview_csv(data, event_id)
    assert [(p.line, p.problem) for p in preview.problems] == expected
    for row in preview.rows:
        for cell in (row.family, row.given, row.reading, row.player_id):
            assert text_problem(cell) is None, cell
        folded = [_header_key(c) for c in (row.family, row.given) if c]
        assert not all(f in HEADER_NAMES for f in folded), "a header imported as a player"
    if preview.rows:
        services.players.import_csv(event_id, preview)
    names = [p.display_name for p in services.players.list_entries(event_id)]
    assert names == imported
