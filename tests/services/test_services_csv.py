"""CSV import: Excel's encodings, English and Japanese headers, a problem per bad line."""

from __future__ import annotations

import pytest

from mtrdesk.services import Problem, Services
from mtrdesk.services.players.registration import CsvRow
from tests.helpers.services_support import new_event


def rows(preview) -> list[tuple[int, str, str, str, str]]:  # type: ignore[no-untyped-def]
    return [(r.line, r.family, r.given, r.reading, r.player_id) for r in preview.rows]


def problems(preview) -> list[tuple[int, Problem]]:  # type: ignore[no-untyped-def]
    return [(p.line, p.problem) for p in preview.problems]


JAPANESE = "ID,姓,名,フリガナ\r\nA-1,山田,太郎,ヤマダ タロウ\r\nA-2,鈴木,花子,スズキ ハナコ\r\n"


@pytest.mark.parametrize(
    "encode",
    [
        lambda text: text.encode("utf-8-sig"),
        lambda text: text.encode("utf-8"),
        lambda text: text.encode("cp932"),
        lambda text: text,
    ],
    ids=["utf-8-bom", "utf-8", "shift_jis", "str"],
)
def test_japanese_headers_in_every_encoding_excel_writes(services: Services, encode) -> None:  # type: ignore[no-untyped-def]
    preview = services.players.preview_csv(encode(JAPANESE))
    assert preview.header
    assert rows(preview) == [
        # Katakana readings become hiragana: one script everywhere (glossary-ja §3.2).
        (2, "山田", "太郎", "やまだ たろう", "A-1"),
        (3, "鈴木", "花子", "すずき はなこ", "A-2"),
    ]
    assert preview.problems == []


def test_english_headers_in_any_order_and_case(services: Services) -> None:
    preview = services.players.preview_csv("DCI,First Name,Last Name\n123,Taro,Yamada\n")
    assert rows(preview) == [(2, "Yamada", "Taro", "", "123")]
    other = services.players.preview_csv(
        "family\tgiven\treading\tplayer_id\nKato\tJun\tかとう\tK1\n"
    )
    assert rows(other) == [(2, "Kato", "Jun", "かとう", "K1")]


def test_without_a_header_columns_are_family_given_reading_id(services: Services) -> None:
    preview = services.players.preview_csv("Sato,Ken,さとう けん,S1\nIto,,いとう,\n")
    assert not preview.header
    assert rows(preview) == [(1, "Sato", "Ken", "さとう けん", "S1"), (2, "Ito", "", "いとう", "")]


def test_a_full_name_column_is_split_family_first(services: Services) -> None:
    preview = services.players.preview_csv("氏名,ふりがな\n山田　太郎,やまだ たろう\n")
    assert rows(preview) == [(2, "山田", "太郎", "やまだ たろう", "")]


def test_problems_are_listed_per_line_and_the_rest_imports(services: Services) -> None:
    text = "姓,名,ID\n山田,太郎,A1\n,花子,A2\n\n佐藤,一郎,a1\n田中,,A3\n"
    preview = services.players.preview_csv(text)
    assert rows(preview) == [(2, "山田", "太郎", "", "A1"), (6, "田中", "", "", "A3")]
    assert problems(preview) == [(3, Problem.CSV_NAME_MISSING), (5, Problem.CSV_DUPLICATE_ID)]


def test_unreadable_and_empty_files(services: Services) -> None:
    assert problems(services.players.preview_csv(b"\x81\x00\xff\xfe\x80")) == [
        (1, Problem.CSV_UNREADABLE)
    ]
    assert problems(services.players.preview_csv(" \n,,\n")) == [(1, Problem.CSV_EMPTY)]


def test_import_enters_rows_reusing_the_roster_and_skipping_entered(services: Services) -> None:
    earlier, _ = new_event(services)
    services.players.add(earlier, "山田", "太郎", player_id="A-1")
    event_id, _ = new_event(services)
    services.players.add(event_id, "鈴木", "花子", player_id="A-2")
    preview = services.players.preview_csv(JAPANESE.encode("cp932"), event_id=event_id)
    assert problems(preview) == [(3, Problem.CSV_ALREADY_ENTERED)]
    changes = services.players.import_csv(event_id, preview)
    assert changes.players and changes.roster
    names = sorted(e.display_name for e in services.players.list_entries(event_id))
    assert names == ["山田 太郎", "鈴木 花子"]
    assert len(services.players.search_roster("a-")) == 2  # 山田 was not duplicated
    # A preview made without the event still skips players already entered.
    again = services.players.preview_csv(JAPANESE)
    services.players.import_csv(event_id, again)
    assert len(services.players.list_entries(event_id)) == 2
    extra = again.__class__([CsvRow(9, "New", "Person")], [])
    services.players.import_csv(event_id, extra)
    assert len(services.players.list_entries(event_id)) == 3
    assert services.rounds.audit_log(event_id)[-1].action == "player.import_csv"


def test_blank_lines_before_the_header_and_tab_separated_columns(services: Services) -> None:
    """The separator is read from the first line with anything on it."""
    preview = services.players.preview_csv("\r\n\r\n姓\t名\tID\r\n山田\t太郎\tA-1\r\n")
    assert preview.header
    assert rows(preview) == [(4, "山田", "太郎", "", "A-1")]


def test_line_numbers_count_line_breaks_inside_quoted_cells(services: Services) -> None:
    """A line break inside a quoted cell keeps the later lines' numbers right. A name
    cannot hold one (issue 27: the rule event files are read by), so that row is skipped,
    naming its column; its ID is then free for the next row."""
    text = '姓,名,ID\n"山田, Jr.","太\n郎",A1\n佐藤,,A1\n"鈴木",一郎,\n'
    preview = services.players.preview_csv(text)
    assert rows(preview) == [(4, "佐藤", "", "", "A1"), (5, "鈴木", "一郎", "", "")]
    assert problems(preview) == [(2, Problem.CSV_BAD_TEXT)]
    assert preview.problems[0].column == 2


def test_old_mac_line_endings_and_broken_quoting(services: Services) -> None:
    """CR alone ends a line in files from old Mac spreadsheets; a quote never closed is
    reported on its line, not a crash, and nothing imports (issue 14)."""
    mac = services.players.preview_csv("姓,名\r佐藤,花子\r鈴木,一郎\r".encode("cp932"))
    assert rows(mac) == [(2, "佐藤", "花子", "", ""), (3, "鈴木", "一郎", "", "")]
    broken = services.players.preview_csv(b'"' + b"x" * 200_000)
    assert problems(broken) == [(1, Problem.CSV_UNCLOSED_QUOTE)]
    assert not broken.rows


def test_a_japanese_mail_address_column_is_the_wizards_account_email(
    services: Services,
) -> None:
    """Issue 30: an e-mail column is the person's Wizards Account e-mail (for EventLink),
    not their player ID."""
    preview = services.players.preview_csv("氏名,メールアドレス\n山田 太郎,taro@example.jp\n")
    assert preview.header
    assert rows(preview) == [(2, "山田", "太郎", "", "")]
    assert [r.email for r in preview.rows] == ["taro@example.jp"]
