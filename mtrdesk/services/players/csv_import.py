"""Reading a player list someone made in Excel: any encoding Japan uses, any header language.

Files come as UTF-8 (with or without the BOM Excel writes) or Shift_JIS/cp932 (what
Japanese Excel saves by default), or UTF-16/UTF-32 (with a BOM, or without one when the
pattern of zero bytes says which). The separator is the comma, tab or semicolon the
first line uses most. A first row whose cells are known column names is a header and says
which column is which (a cell it does not know is reported, never read as a name);
without one, the columns are family, given, reading, player id in that order. A Wizards
Account e-mail column (issue 30) is read from a header only, in any place; an address
EventLink cannot use is a problem of its line. Rows that
cannot be imported are listed with the line number the organizer sees in their
spreadsheet, and the rest still import. The csv module reads in strict mode: a quotation
mark never closed is reported on its line, and then nothing imports (issue 14: it once
made the rest of the file one player).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator
from dataclasses import dataclass

from mtrdesk.core.names import display_name
from mtrdesk.core.progress import Progress, going_on
from mtrdesk.core.text import (
    clean,
    clean_player_id,
    clean_reading,
    decode,
    fold,
    is_email,
    text_problem,
)
from mtrdesk.services.errors import Problem

FIELDS = ("family", "given", "reading", "player_id")
#: Read only from a header naming it: a file without one has the four ``FIELDS``.
EMAIL = "email"


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
            "プレイヤーID",
            "dci番号",
            "番号",
        ),
        "player_id",
    ),
    # The Wizards Account e-mail (issue 30): kept as the person's e-mail, for EventLink.
    **dict.fromkeys(
        (
            "wizardsaccount",
            "email",
            "e-mail",
            "メール",
            "メールアドレス",
            "mail",
            "mailaddress",
            "emailaddress",
            "ウィザーズ・アカウント",
            "ウィザーズアカウント",
        ),
        "email",
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
    #: The Wizards Account e-mail (issue 30), checked; "" when the file has none.
    email: str = ""

    @property
    def display_name(self) -> str:
        return display_name(self.family, self.given)


@dataclass(frozen=True)
class CsvProblem:
    """A line that will not be imported, and why."""

    line: int
    problem: Problem
    text: str = ""
    #: The spreadsheet column (1 = A) of the cell at fault; 0 when the whole line is.
    column: int = 0


@dataclass(frozen=True)
class CsvPreview:
    """What an import would do: the rows it adds and the lines it skips."""

    rows: list[CsvRow]
    problems: list[CsvProblem]
    header: bool = False
    encoding: str = "utf-8"


#: The largest player list read (a 4,096-player list is ~200 kB).
MAX_CSV_BYTES = 8 * 1024 * 1024
#: The most rows with anything in them a player list may have (issue 27). A store event
#: has a few dozen to a few thousand players, the largest events a few thousand more;
#: 10,000 rows is far beyond any of them, and reads, previews and imports in seconds. A
#: longer file is refused as soon as its 10,001st row is read, before anything else.
MAX_CSV_ROWS = 10_000
#: How many rows are read or imported between two reports of progress.
PROGRESS_EVERY = 250

#: Separators a spreadsheet saves with: comma, tab (Excel's "Unicode text"), semicolon
#: (Excel where the comma is the decimal mark).
SEPARATORS = (",", "\t", ";")


def _is_header(cells: list[str]) -> bool:
    """A first row naming at least one known column and nothing that reads as data: a
    row of names with one known word in it is still a header with an unknown column."""
    folded = [_header_key(cell) for cell in cells]
    return any(HEADER_NAMES.get(c) is not None for c in folded if c)


def _header_columns(cells: list[str]) -> dict[str, int] | None:
    """Field → column index when the row is a header (``_is_header``)."""
    if not _is_header(cells):
        return None
    folded = [_header_key(cell) for cell in cells]
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
    """Comma, tab or semicolon: the one the first line with anything on it uses most
    (blank lines first are common in exported lists and say nothing); a comma on a tie.
    Lines are looked at one by one, never all split at once."""
    first = next((line for line in io.StringIO(text, newline=None) if line.strip()), "")
    outside = "".join(first.split('"')[::2])  # quoted cells may hold any separator
    return max(SEPARATORS, key=lambda sep: (outside.count(sep), sep == ","))


class _Unclosed(Exception):
    """A quotation mark the file never closes (or a stray one), at ``args[0]``."""


class _TooMany(Exception):
    """More than ``MAX_CSV_ROWS`` rows with anything in them; ``args[0]``: the line."""


def _records(text: str, progress: Progress | None = None) -> Iterator[tuple[int, list[str]]]:
    """Each non-blank record with the file line it starts on (a quoted cell may hold a
    line break), read one at a time. Any line ending is read: CRLF, LF, and the CR of old
    Mac spreadsheets. ``progress`` hears of the lines read every ``PROGRESS_EVERY`` rows."""
    total = text.count("\n") + (text.count("\r") if "\n" not in text else 0) + 1
    reader = csv.reader(io.StringIO(text, newline=None), delimiter=_dialect(text), strict=True)
    line = 1
    count = 0
    while True:
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error:
            raise _Unclosed(line) from None
        if any(c.strip() for c in cells):
            count += 1
            if count > MAX_CSV_ROWS + 1:  # the header may be one more
                raise _TooMany(line)
            if count % PROGRESS_EVERY == 0:
                going_on(progress, min(reader.line_num, total), total)
            yield line, cells
        line = reader.line_num + 1


def _bom_less(data: bytes) -> str | None:
    """UTF-32 or UTF-16 saved without a BOM, told by where its zero bytes fall: UTF-32's
    fourth byte (little-endian) is zero in every unit; UTF-16's zeros (the high byte of
    ASCII, commas and line ends) all fall on one side. ``None`` when the bytes are not that
    (UTF-8 and Shift_JIS never hold a zero byte)."""
    if b"\x00" not in data:
        return None
    candidates = []
    if len(data) % 4 == 0:
        if all(b == 0 for b in data[3::4]):
            candidates.append("utf-32-le")
        if all(b == 0 for b in data[0::4]):
            candidates.append("utf-32-be")
    if len(data) % 2 == 0:
        if b"\x00" not in data[0::2]:
            candidates.append("utf-16-le")
        if b"\x00" not in data[1::2]:
            candidates.append("utf-16-be")
    for encoding in candidates:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        if "\x00" not in text:
            return text
    return None


def _decode(data: bytes) -> tuple[str, str] | None:
    """The text and the encoding that read it, or ``None``: a file with zero bytes is read
    only as UTF-16/32 (BOM or not), never as names full of NULs."""
    if data.startswith((b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")):
        try:
            return data.decode("utf-32"), "utf-32"
        except UnicodeDecodeError:
            return None
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        found = decode(data)
        return found if found and "\x00" not in found[0] else None
    bom_less = _bom_less(data)
    if bom_less is not None:
        return bom_less, "utf-16/32"
    if b"\x00" in data:
        return None
    return decode(data)


def _bad_column(cells: list[str]) -> int:
    """The column (1 = A) of the first cell no name can hold, else 0: a control character
    (an ANSI colour's ESC, a line break or tab inside a cell), a direction override, an
    unprintable character or over ``NAME_LIMIT`` characters. The cell is judged as the
    file holds it, by the rule event files are read by (``core.text.text_problem``, as
    ``core.event_file.fields.name_text`` calls it): what ``clean`` would turn into a
    space (a file separator, a vertical tab, NEL) is refused here as it is there."""
    for index, cell in enumerate(cells):
        if text_problem(cell.strip(" \u3000")) is not None:
            return index + 1
    return 0


def parse(data: str | bytes, progress: Progress | None = None) -> CsvPreview:
    """Preview ``data`` (text, or the file's bytes) as rows to import and lines to skip.

    ``progress`` hears how far the reading is and may stop it (``Cancelled``). A file over
    ``MAX_CSV_BYTES`` or ``MAX_CSV_ROWS`` is refused whole (``CSV_TOO_LARGE``,
    ``CSV_TOO_MANY_ROWS``): nothing of it imports."""
    encoding = "text"
    if isinstance(data, bytes):
        if len(data) > MAX_CSV_BYTES:
            return CsvPreview([], [CsvProblem(1, Problem.CSV_TOO_LARGE)], encoding="")
        decoded = _decode(data)
        if decoded is None:
            return CsvPreview([], [CsvProblem(1, Problem.CSV_UNREADABLE)], encoding="")
        data, encoding = decoded
    elif len(data) > MAX_CSV_BYTES:
        return CsvPreview([], [CsvProblem(1, Problem.CSV_TOO_LARGE)], encoding=encoding)
    text = data.lstrip("\ufeff")
    try:
        lines = list(_records(text, progress))
    except _Unclosed as unclosed:  # nothing imports: the rest of the file is one cell
        problem = CsvProblem(unclosed.args[0], Problem.CSV_UNCLOSED_QUOTE, _line(text, unclosed))
        return CsvPreview([], [problem], encoding=encoding)
    except _TooMany as too_many:
        problem = CsvProblem(too_many.args[0], Problem.CSV_TOO_MANY_ROWS, str(MAX_CSV_ROWS))
        return CsvPreview([], [problem], encoding=encoding)
    except csv.Error as exc:  # a cell past the csv module's size limit
        return CsvPreview([], [CsvProblem(1, Problem.CSV_UNREADABLE, str(exc))], encoding=encoding)
    if not lines:
        return CsvPreview([], [CsvProblem(1, Problem.CSV_EMPTY)], encoding=encoding)
    rows: list[CsvRow] = []
    problems: list[CsvProblem] = []
    columns = _header_columns(lines[0][1])
    header = columns is not None
    if columns is None:
        columns = {field: index for index, field in enumerate(FIELDS)}
        width = len(FIELDS)
    else:
        head_line, head_cells = lines[0]
        width = len(head_cells)
        for cell in head_cells:
            if cell.strip() and HEADER_NAMES.get(_header_key(cell)) is None:
                problems.append(
                    CsvProblem(head_line, Problem.CSV_UNKNOWN_COLUMN, _printable(cell.strip()[:80]))
                )
        lines = lines[1:]
    if len(lines) > MAX_CSV_ROWS:  # without a header, the reader let one row more through
        line = lines[MAX_CSV_ROWS][0]
        problem = CsvProblem(line, Problem.CSV_TOO_MANY_ROWS, str(MAX_CSV_ROWS))
        return CsvPreview([], [problem], header=header, encoding=encoding)
    seen_ids: dict[str, int] = {}
    for number, cells in lines:
        kept = [c.strip(" \u3000")[:80] for c in cells]
        shown = _printable(", ".join(c for c in kept if c.strip())[:200])
        if _is_header(cells) and all(
            HEADER_NAMES.get(_header_key(c)) is not None for c in cells if c.strip()
        ):
            problems.append(CsvProblem(number, Problem.CSV_HEADER_LIKE_DATA, shown))
            continue
        if sum(1 for c in cells[width:] if c.strip()):
            problems.append(CsvProblem(number, Problem.CSV_TOO_MANY_CELLS, shown))
            continue
        bad = _bad_column(cells)
        if bad:
            problems.append(CsvProblem(number, Problem.CSV_BAD_TEXT, shown, bad))
            continue
        values = {
            field: clean(cells[index]) if index < len(cells) else ""
            for field, index in columns.items()
        }
        values["player_id"] = clean_player_id(values.get("player_id", ""))
        values["reading"] = clean_reading(values.get("reading", ""))
        family, given = values.get("family", ""), values.get("given", "")
        if not family and values.get("name"):
            family, given = _split_full_name(values["name"])
        if not family:
            problems.append(CsvProblem(number, Problem.CSV_NAME_MISSING, shown))
            continue
        email = clean_player_id(values.get(EMAIL, ""))
        if email and not is_email(email):
            problems.append(CsvProblem(number, Problem.CSV_BAD_EMAIL, email, columns[EMAIL] + 1))
            continue
        player_id = values.get("player_id", "")
        if player_id:
            key = fold(player_id)
            if key in seen_ids:
                problems.append(CsvProblem(number, Problem.CSV_DUPLICATE_ID, player_id))
                continue
            seen_ids[key] = number
        rows.append(CsvRow(number, family, given, values.get("reading", ""), player_id, email))
    return CsvPreview(rows, problems, header=header, encoding=encoding)


def _line(text: str, unclosed: _Unclosed) -> str:
    """The file line where the unclosed quotation mark opens, cut for the preview."""
    number = unclosed.args[0]
    for index, line in enumerate(io.StringIO(text, newline=None), start=1):
        if index == number:
            return _printable(line.rstrip("\n")[:120])
    return ""


def _printable(text: str) -> str:
    """``text`` with controls and direction overrides shown as ``?``, for the preview."""
    return "".join("?" if text_problem(char) is not None else char for char in text)
