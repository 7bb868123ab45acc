"""Reading a player list someone made in Excel: any encoding Japan uses, any header language.

Files come as UTF-8 (with or without the BOM Excel writes) or Shift_JIS/cp932 (what
Japanese Excel saves by default). A first row whose cells are all known column names is
a header and says which column is which; without one, the columns are family, given,
reading, player id in that order. Rows that cannot be imported are listed with the line
number the organizer sees in their spreadsheet, and the rest still import.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass

from mtrdesk.core.names import display_name
from mtrdesk.core.text import clean, clean_player_id, clean_reading, decode, fold
from mtrdesk.services.errors import Problem

FIELDS = ("family", "given", "reading", "player_id")


def _header_key(cell: str) -> str:
    return fold(cell).replace("_", "").replace("-", "")


#: Header cells (as ``_header_key`` folds them) and the field each one names.
_HEADER_WORDS: dict[str, str] = {
    **dict.fromkeys(
        ("family", "familyname", "lastname", "surname", "last", "姓", "苗字", "名字", "氏"),
        "family",
    ),
    **dict.fromkeys(("given", "givenname", "firstname", "first", "名"), "given"),
    **dict.fromkeys(
        (
            "reading",
            "kana",
            "furigana",
            "ふりがな",
            "よみ",
            "よみがな",
            "読み",
            "読み仮名",
            "フリガナ",
        ),
        "reading",
    ),
    **dict.fromkeys(
        (
            "playerid",
            "player_id",
            "id",
            "dci",
            "dcinumber",
            "wizardsaccount",
            "email",
            "プレイヤーID",
            "メール",
            "メールアドレス",
            "mail",
            "mailaddress",
            "emailaddress",
            "dci番号",
            "番号",
        ),
        "player_id",
    ),
    **dict.fromkeys(("name", "fullname", "氏名", "名前", "参加者名", "プレイヤー名"), "name"),
}
HEADER_NAMES: dict[str, str] = {_header_key(word): field for word, field in _HEADER_WORDS.items()}


@dataclass(frozen=True)
class CsvRow:
    """One player to import; ``line`` is the 1-based line in the file."""

    line: int
    family: str
    given: str = ""
    reading: str = ""
    player_id: str = ""

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)


@dataclass(frozen=True)
class CsvProblem:
    """A line that will not be imported, and why."""

    line: int
    problem: Problem
    text: str = ""


@dataclass(frozen=True)
class CsvPreview:
    """What an import would do: the rows it adds and the lines it skips."""

    rows: list[CsvRow]
    problems: list[CsvProblem]
    header: bool = False
    encoding: str = "utf-8"


def _header_columns(cells: list[str]) -> dict[str, int] | None:
    """Field → column index when every non-empty cell is a known column name."""
    folded = [_header_key(cell) for cell in cells]
    named = [c for c in folded if c]
    if not named or any(HEADER_NAMES.get(c) is None for c in named):
        return None
    columns: dict[str, int] = {}
    for index, cell in enumerate(folded):
        field = HEADER_NAMES.get(cell)
        if field is not None and field not in columns:
            columns[field] = index
    return columns


def _split_full_name(name: str) -> tuple[str, str]:
    """ "山田 太郎" → ("山田", "太郎"): family first, as Japanese lists write names."""
    parts = clean(name).split(" ", 1)
    return (parts[0], parts[1]) if len(parts) == 2 else (parts[0], "")


def _dialect(text: str) -> str:
    """Tab or comma, as the first line with anything on it uses (blank lines first are
    common in exported lists and say nothing)."""
    first = next((line for line in text.splitlines() if line.strip()), "")
    return "\t" if first.count("\t") > first.count(",") else ","


def _records(text: str) -> list[tuple[int, list[str]]]:
    """Each non-blank record with the file line it starts on (a quoted cell may hold a
    line break). Any line ending is read: CRLF, LF, and the CR of old Mac spreadsheets."""
    reader = csv.reader(io.StringIO(text, newline=None), delimiter=_dialect(text))
    records = []
    line = 1
    for cells in reader:
        if any(c.strip() for c in cells):
            records.append((line, cells))
        line = reader.line_num + 1
    return records


def parse(data: str | bytes) -> CsvPreview:
    """Preview ``data`` (text, or the file's bytes) as rows to import and lines to skip."""
    encoding = "text"
    if isinstance(data, bytes):
        decoded = decode(data)
        if decoded is None:
            return CsvPreview([], [CsvProblem(1, Problem.CSV_UNREADABLE)], encoding="")
        data, encoding = decoded
    text = data.lstrip("\ufeff")
    try:
        lines = _records(text)
    except csv.Error as exc:  # e.g. an unclosed quote running past the cell size limit
        return CsvPreview([], [CsvProblem(1, Problem.CSV_UNREADABLE, str(exc))], encoding=encoding)
    if not lines:
        return CsvPreview([], [CsvProblem(1, Problem.CSV_EMPTY)], encoding=encoding)
    columns = _header_columns(lines[0][1])
    header = columns is not None
    if columns is None:
        columns = {field: index for index, field in enumerate(FIELDS)}
    else:
        lines = lines[1:]
    rows: list[CsvRow] = []
    problems: list[CsvProblem] = []
    seen_ids: dict[str, int] = {}
    for number, cells in lines:
        values = {
            field: clean(cells[index]) if index < len(cells) else ""
            for field, index in columns.items()
        }
        values["player_id"] = clean_player_id(values.get("player_id", ""))
        values["reading"] = clean_reading(values.get("reading", ""))
        family, given = values.get("family", ""), values.get("given", "")
        if not family and values.get("name"):
            family, given = _split_full_name(values["name"])
        shown = ", ".join(c.strip() for c in cells if c.strip())
        if not family:
            problems.append(CsvProblem(number, Problem.CSV_NAME_MISSING, shown))
            continue
        player_id = values.get("player_id", "")
        if player_id:
            key = fold(player_id)
            if key in seen_ids:
                problems.append(CsvProblem(number, Problem.CSV_DUPLICATE_ID, player_id))
                continue
            seen_ids[key] = number
        rows.append(CsvRow(number, family, given, values.get("reading", ""), player_id))
    return CsvPreview(rows, problems, header=header, encoding=encoding)
