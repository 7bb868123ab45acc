"""``mtrdesk check-deck``: every problem of a decklist file as JSON with its rule and a
message in the chosen language; exit 0 legal, 1 illegal, 2 unreadable or bad arguments.
Real lists from ``tests/data/decklists`` (as players paste them)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mtrdesk.core.decklists.problems import ProblemCode
from tests.helpers.cli_helpers import REPO, run_cli
from tests.helpers.corpus import run_main
from tests.helpers.data import DECKLISTS
from tests.helpers.decklist_samples import IZZET_MURKTIDE


def check(tmp_path: Path, text: str | bytes, *args: str, name: str = "deck.txt"):
    """Run check-deck on ``text``; by the MTR 2023-08-21 lists unless ``args`` name an
    edition or a date (the real lists of tests/data/decklists were sorted by them)."""
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    if "--edition" not in args and "--date" not in args:
        args = (*args, "--edition", "2023-08-21")
    return run_cli("check-deck", str(path), *args, check=False)


def report(done: subprocess.CompletedProcess) -> dict:
    return json.loads(done.stdout)


def test_a_legal_list_exits_zero(tmp_path: Path) -> None:
    done = check(tmp_path, IZZET_MURKTIDE, "--format", "modern")
    assert done.returncode == 0, done.stderr
    found = report(done)
    assert (found["legal"], found["main"], found["sideboard"], found["problems"]) == (
        True,
        60,
        15,
        [],
    )
    assert found["format"] == "modern" and found["lists"]["modern"] == "2023-08-21"


def test_every_problem_at_once_in_english_and_japanese(tmp_path: Path) -> None:
    broken = (
        IZZET_MURKTIDE.replace("4 Lightning Bolt", "5 Lightning Bolt")
        .replace("3 Dress Down", "3 Dress Down\n1 Faithless Looting")
        .replace("12 Island", "11 Island\nfour mountains")
    )
    english = check(tmp_path, broken, "--format", "modern", "--lang", "en")
    assert english.returncode == 1
    problems = report(english)["problems"]
    assert sorted((p["code"], p["rule"]) for p in problems) == [
        ("banned", "MTR 6.4"),
        ("sideboard_too_large", "MTR 6.1"),
        ("too_many_copies", "MTR 6.1"),
        ("unreadable_line", "MTR 2.7"),
    ]
    by_code = {p["code"]: p for p in problems}
    assert by_code["too_many_copies"]["card"] == "Lightning Bolt"
    assert (by_code["too_many_copies"]["count"], by_code["too_many_copies"]["limit"]) == (5, 4)
    assert by_code["banned"]["as_of"] == "2023-08-21"
    assert by_code["unreadable_line"]["text"] == "four mountains"
    assert all(p["blocking"] for p in problems)
    assert by_code["too_many_copies"]["message"] == (
        "Lightning Bolt: 5 copies, but a deck may hold at most 4 (MTR 6.1). "
        "Take out the extra copies."
    )
    japanese = check(tmp_path, broken, "--format", "modern", "--lang", "ja")
    assert japanese.returncode == 1
    messages = {p["code"]: p["message"] for p in report(japanese)["problems"]}
    assert messages["too_many_copies"] == (
        "《Lightning Bolt》が5枚入っています。4枚までです(MTR 6.1)。超えている分を抜いてください。"
    )
    assert messages["banned"] == (
        "《Faithless Looting》は禁止カードです(MTR 6.4、2023-08-21発効のリスト)。"
        "別のカードに入れ替えてください。その後に禁止が解除されている場合は、"
        "新しいリストを読み込んでください(「デッキリスト」タブ > 「カードリスト」)。"
    )
    assert "サイドボードが16枚です" in messages["sideboard_too_large"]
    assert messages["unreadable_line"].startswith("14行目を読み取れません")


def test_a_limited_deck_against_its_pool(tmp_path: Path) -> None:
    pool = tmp_path / "pool.txt"
    pool.write_text("1 Shivan Dragon\n30 Grizzly Bears\n1 Snow-Covered Forest\n", "utf-8")
    deck = "2 Shivan Dragon\n20 Grizzly Bears\n2 Snow-Covered Forest\n16 Forest\n"
    done = check(tmp_path, deck, "--format", "limited", "--pool", str(pool))
    assert done.returncode == 1
    found = [(p["code"], p["card"], p["count"], p["limit"]) for p in report(done)["problems"]]
    assert found == [
        ("not_in_pool", "Shivan Dragon", 2, 1),
        ("basic_not_provided", "Snow-Covered Forest", 2, 1),
    ]
    fixed = deck.replace("2 Shivan", "1 Shivan").replace("2 Snow", "1 Snow") + "2 Forest\n"
    assert check(tmp_path, fixed, "--format", "limited", "--pool", str(pool)).returncode == 0


def test_imported_lists_and_card_names(tmp_path: Path) -> None:
    lists = tmp_path / "lists.json"
    lists.write_text(
        json.dumps(
            {"modern": {"mtr_section": "6.4", "as_of": "2099-01-01", "banned": ["Consider"]}}
        ),
        "utf-8",
    )
    done = check(tmp_path, IZZET_MURKTIDE, "--format", "modern", "--lists", str(lists))
    assert done.returncode == 1
    (problem,) = report(done)["problems"]
    assert (problem["code"], problem["card"], problem["as_of"]) == (
        "banned",
        "Consider",
        "2099-01-01",
    )
    names = tmp_path / "names.txt"
    names.write_text("Lightning Bolt\t稲妻\nCounterspell\n", "utf-8")
    text = IZZET_MURKTIDE.replace("4 Lightning Bolt", "4 稲妻").replace("4 Consider", "4 Considr")
    done = check(tmp_path, text, "--format", "modern", "--card-names", str(names), "--lang", "en")
    codes = [(p["code"], p["card"], p["blocking"]) for p in report(done)["problems"]]
    # Names the file lacks are flagged (not blocking); 稲妻 counts as Lightning Bolt.
    assert ("unknown_card", "Considr", False) in codes
    assert not any(card == "稲妻" for _code, card, _blocking in codes)
    assert done.returncode == 0


@pytest.mark.parametrize("encoding", ["cp932", "utf-16", "utf-8-sig"])
def test_a_japanese_name_in_files_as_windows_saves_them(tmp_path: Path, encoding: str) -> None:
    text = IZZET_MURKTIDE.replace("4 Lightning Bolt", "4 稲妻")
    done = check(tmp_path, text.encode(encoding), "--format", "modern", "--lang", "ja")
    assert done.returncode == 0  # a Japanese name is flagged, not illegal
    (problem,) = report(done)["problems"]
    assert (problem["code"], problem["card"], problem["blocking"]) == (
        "japanese_name",
        "稲妻",
        False,
    )
    assert problem["message"].startswith("《稲妻》は英語名がわからない日本語のカード名です")


def test_commander_and_two_headed_giant(tmp_path: Path) -> None:
    deck = "Commander\n1 Atraxa, Praetors' Voice\n\nDeck\n2 Sol Ring\n96 Forest\n"
    done = check(tmp_path, deck, "--format", "commander")
    found = [(p["code"], p.get("count"), p.get("limit")) for p in report(done)["problems"]]
    assert found == [("deck_size_not_exact", 99, 100), ("too_many_copies", 2, 1)]
    done = check(tmp_path, IZZET_MURKTIDE, "--format", "modern", "--two-headed-giant")
    (problem,) = report(done)["problems"]
    assert (problem["code"], problem["rule"], done.returncode) == (
        "sideboard_not_allowed",
        "MTR 9.5",
        1,
    )


@pytest.mark.parametrize(
    ("args", "content"),
    [
        (("--format", "modern"), b"\x00\x01\x02binary"),
        (("--format", "modern"), b"\xff\xfe\x00\xd8"),  # UTF-16 cut in half
        (("--format", "extended"), IZZET_MURKTIDE),
        (("--format", "modern", "--pool", "pool.txt"), IZZET_MURKTIDE),
        ((), IZZET_MURKTIDE),
    ],
)
def test_an_unreadable_file_or_bad_arguments_exit_two(
    tmp_path: Path, args: tuple[str, ...], content: str | bytes
) -> None:
    (tmp_path / "pool.txt").write_text("1 Forest\n", "utf-8")
    done = check(tmp_path, content, *args)
    assert done.returncode == 2 and done.stdout == ""


def test_a_missing_file_and_a_bad_list_file_exit_two(tmp_path: Path) -> None:
    done = run_cli("check-deck", str(tmp_path / "none.txt"), "--format", "modern", check=False)
    assert done.returncode == 2 and "none.txt" in done.stderr
    bad = tmp_path / "lists.json"
    bad.write_text("{not json", "utf-8")
    done = check(
        tmp_path, IZZET_MURKTIDE, "--format", "modern", "--lists", str(bad), "--lang", "ja"
    )
    assert done.returncode == 2
    assert "禁止・制限リストのファイルではありません(not_json)" in done.stderr
    binary = check(tmp_path, b"\x00", "--format", "modern", "--lang", "en")
    assert "not a text file (UTF-8 or Shift_JIS)" in binary.stderr


#: A real list and broken variants of each problem kind (tests/data/decklists/index.json).
REAL_LISTS = [
    "standard-broken-02",
    "pioneer-broken-03",
    "modern-broken-07",
    "legacy-broken-06",
    "vintage-broken-05",
    "pauper-broken-05",
    "standard-046",
]


# The command line's messages make a QCoreApplication when none exists; a later widget
# test in the same worker then cannot have its QApplication: make that one first (as the
# corpus does).
@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize("deck_id", REAL_LISTS)
def test_real_lists_get_their_expected_problems(
    deck_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """In this process (the console script's ``main``, as the corpus runs it): the other
    tests of this file run the command as a user does; these check the lists' findings."""
    index = json.loads((DECKLISTS / "index.json").read_text("utf-8"))
    deck = next(d for d in index["decks"] if d["id"] == deck_id)
    # The index sorts the lists by the MTR 2023-08-21 lists.
    argv = [
        "check-deck",
        str(DECKLISTS / deck["file"]),
        "--format",
        deck["format"],
        "--edition",
        "2023-08-21",
    ]
    done = run_main(argv, capsys)
    found = json.loads(done.stdout)
    expected = deck.get("problems", [])
    assert [(p["code"], p.get("card")) for p in found["problems"]] == [
        (p["code"], p.get("card")) for p in expected
    ]
    assert (found["main"], found["sideboard"]) == (deck["main_count"], deck["sideboard_count"])
    assert done.status == (1 if expected else 0)


SAMPLES = {
    ProblemCode.MAIN_TOO_SMALL: dict(rule="MTR 6.1", count=59, limit=60),
    ProblemCode.SIDEBOARD_TOO_LARGE: dict(rule="MTR 6.1", count=16, limit=15),
    ProblemCode.TOO_MANY_COPIES: dict(rule="MTR 6.1", card="Opt", count=5, limit=4),
    ProblemCode.BANNED: dict(rule="MTR 6.4", card="Splinter Twin", as_of="2023-08-21"),
    ProblemCode.RESTRICTED_OVER_ONE: dict(rule="MTR 6.5", card="Time Walk", count=2, limit=1),
    ProblemCode.NOT_IN_POOL: dict(rule="MTR 7.2", card="Shock", count=2, limit=1),
    ProblemCode.BASIC_NOT_PROVIDED: dict(rule="MTR 7.2", card="Wastes", count=3, limit=0),
    ProblemCode.SHARED_IN_TEAM: dict(rule="MTR 8.4", card="Opt", seats=["A", "C"]),
    ProblemCode.SIDEBOARD_NOT_ALLOWED: dict(rule="MTR 9.5", count=15, limit=0),
    ProblemCode.DECK_SIZE_NOT_EXACT: dict(rule="CR 903.5", count=99, limit=100),
    ProblemCode.COMMANDER_MISSING: dict(rule="Addendum *.4A"),
    ProblemCode.EMPTY_LIST: dict(rule="MTR 2.7"),
    ProblemCode.RULE_NOT_CHECKED: dict(
        rule="MTR 6.6",
        text="All cards that bring a sticker or an Attraction into the game (56 Cards)",
    ),
    ProblemCode.UNREADABLE_LINE: dict(rule="MTR 2.7", line=3, text="four opts"),
    ProblemCode.JAPANESE_NAME: dict(rule="MTR 6.1", card="稲妻"),
    ProblemCode.UNKNOWN_CARD: dict(rule="MTR 6.1", card="Counterspel", suggestion="Counterspell"),
}

_SCRIPT = """
import json, sys
from mtrdesk.cli.messages import use_language
from mtrdesk.core.decklists.problems import DecklistProblem
from mtrdesk.words.decklists.messages import problem_text
use_language(sys.argv[1])
samples = json.loads(sys.stdin.read())
print(json.dumps({code: problem_text(DecklistProblem.from_json({"code": code, **data}))
                  for code, data in samples.items()}, ensure_ascii=False))
"""


def messages(language: str) -> dict[str, str]:
    samples = {code.value: data for code, data in SAMPLES.items()}
    done = subprocess.run(
        [sys.executable, "-c", _SCRIPT, language],
        input=json.dumps(samples),
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "LANG": "en_US.UTF-8"},
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout)


def test_every_problem_has_a_message_naming_its_rule_in_both_languages() -> None:
    assert set(SAMPLES) == set(ProblemCode)
    english, japanese = messages("en"), messages("ja")
    # The addendum's sections are cited by its name in each language.
    cited = {"Addendum *.4A": ("multiplayer addendum *.4A", "多人数戦補遺 *.4A")}
    for code, data in SAMPLES.items():
        en, ja = english[code.value], japanese[code.value]
        rule_en, rule_ja = cited.get(data["rule"], (data["rule"], data["rule"]))
        assert rule_en in en and rule_ja in ja, code
        assert en != ja and not any("\u3040" <= c <= "\u30ff" for c in en.replace("稲妻", ""))
        assert any("\u3040" <= c <= "\u30ff" for c in ja), code
        for value in (data.get("card"), data.get("count"), data.get("suggestion")):
            if value is not None:
                assert str(value) in en and str(value) in ja, (code, value)
    assert "players A, C" in english["shared_in_team"]
    assert "プレイヤーA、C" in japanese["shared_in_team"]
    assert "Did you mean Counterspell?" in english["unknown_card"]


def test_an_mtgo_dek_file(tmp_path: Path) -> None:
    dek = (
        '<?xml version="1.0" encoding="utf-8"?>\n<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">\n'
        "  <NetDeckID>0</NetDeckID>\n  <PreconstructedDeckID>0</PreconstructedDeckID>\n"
        '  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" />\n'
        '  <Cards CatID="2" Quantity="55" Sideboard="false" Name="Mountain" />\n'
        '  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Splinter Twin" />\n'
        "</Deck>\n"
    )
    done = check(tmp_path, dek, "--format", "modern", name="deck.dek")
    found = report(done)
    assert (found["main"], found["sideboard"], done.returncode) == (59, 2, 1)
    assert sorted((p["code"], p.get("card")) for p in found["problems"]) == [
        ("banned", "Splinter Twin"),
        ("main_too_small", None),
    ]


def test_the_edition_and_the_date_choose_the_lists(tmp_path: Path) -> None:
    """Issue 29 (MTR 6.3-6.7): without --edition or --date, the newest edition's lists;
    --date the lists in force that day (an entry "effective" later does not apply yet);
    the report says which edition, date and lists it used."""
    deck = "4 Vivi Ornitier\n56 Island\n"
    newest = report(run_cli("check-deck", *_deck_file(tmp_path, deck), check=False))
    assert (newest["edition"], newest["date"], newest["lists"]["standard"]) == (
        "2025-11-10",
        None,
        "2025-11-10",
    )
    assert [p["card"] for p in newest["problems"]] == ["Vivi Ornitier"]
    eve = check(
        tmp_path, deck, "--format", "standard", "--edition", "2025-11-10", "--date", "2025-11-09"
    )
    assert eve.returncode == 0 and report(eve)["date"] == "2025-11-09"
    # Without --edition, the edition in force on the date.
    old = check(tmp_path, deck, "--format", "standard", "--date", "2025-11-09")
    assert report(old)["edition"] == "2023-08-21" and old.returncode == 0
    lists = tmp_path / "later.json"
    lists.write_text(
        json.dumps(
            {
                "standard": {
                    "mtr_section": "6.3",
                    "as_of": "2026-06-01",
                    "banned": [{"name": "Opt", "effective": "2026-07-01"}],
                }
            }
        ),
        "utf-8",
    )
    opt = "4 Opt\n56 Island\n"
    args = ("--format", "standard", "--lists", str(lists))
    before = check(tmp_path, opt, *args, "--date", "2026-06-30")
    on = check(tmp_path, opt, *args, "--date", "2026-07-01")
    assert (before.returncode, on.returncode) == (0, 1)
    # The report says from when the entry applies (the list itself from its as_of).
    assert report(on)["later_entries"] == {"standard": {"Opt": "2026-07-01"}}
    assert report(on)["lists"]["standard"] == "2026-06-01"
    assert report(before)["later_entries"] == {}  # not in force yet on the 30th


def _deck_file(tmp_path: Path, text: str) -> tuple[str, ...]:
    path = tmp_path / "newest.txt"
    path.write_text(text, encoding="utf-8")
    return (str(path), "--format", "standard")
